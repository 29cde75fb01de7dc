/**
 * `npm run stills`: writes src/stills/<design>.<lang>.webp, a picture of each built-in design's
 * covered ticket in each language, without its serial (it stands for every ticket of its
 * design). The ticket screen shows it in the ticket's frame until the canvas has drawn its first
 * frame (src/ui/TicketScreen.tsx), so that the ticket is seen before Pixi has started. It also
 * writes build/boot/shells.json, the ticket screen's markup the boot still shows it in
 * (build/boot/shells.tsx), before the app's scripts have run.
 *
 * The pictures are drawn by the painter itself (src/render/offscreen.ts, `still`), in headless
 * Chromium, served by Vite's dev server (build/stills/). test/e2e/stills.e2e.ts fails when one no
 * longer matches what a live canvas draws, or when a design has none: run this again then.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { LANGS } from '../src/i18n/index.ts';
import { designIds } from '../src/layouts/index.ts';
import { CHROMIUM_PATH, HEADLESS_FLAGS, STABLE_TEXT_FLAGS } from '../src/headless/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'src/stills');

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
});
await server.listen();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...HEADLESS_FLAGS, ...STABLE_TEXT_FLAGS],
});
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  await page.goto(`${base}/build/stills/index.html`);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached', timeout: 120_000 });
  const written = new Set<string>();
  for (const design of designIds) {
    for (const lang of LANGS) {
      const dataUrl = await page.evaluate(
        ([d, l]) => (window as unknown as { makeStill: (d: string, l: string) => Promise<string> }).makeStill(d, l),
        [design, lang] as const,
      );
      const file = `${design}.${lang}.webp`;
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(join(outDir, file), bytes);
      written.add(file);
      console.log(`src/stills/${file}: ${(bytes.length / 1024).toFixed(1)} KiB`);
    }
  }
  // The boot still's shells (build/boot/shells.tsx), rendered by the same page.
  const shells = await page.evaluate(() =>
    (window as unknown as { makeShells: () => Promise<Record<string, string>> }).makeShells(),
  );
  writeFileSync(join(root, 'build/boot/shells.json'), `${JSON.stringify(shells, null, 2)}\n`);
  console.log(`build/boot/shells.json: ${Object.keys(shells).length} shells`);
  // A still of a design that is gone goes too.
  for (const file of readdirSync(outDir)) {
    if (file.endsWith('.webp') && !written.has(file)) {
      rmSync(join(outDir, file));
      console.log(`src/stills/${file}: removed (no such design)`);
    }
  }
  if (errors.length > 0) throw new Error(`the stills' page failed: ${errors.join('; ')}`);
} finally {
  await browser.close();
  await server.close();
}
