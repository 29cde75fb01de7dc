import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CHROMIUM_PATH, HEADLESS_FLAGS } from '../src/headless/chromium.ts';
import { sheetSettled } from '../src/qa/cli/browser.ts';
import type { Table } from './table.ts';
import { longTasks, recordLongTasks } from './longTasks.ts';

/**
 * The QA sheet's documented addresses (docs/qa.md), each opened cold in Chromium: the time until
 * every picture is drawn and every check's result is shown (`data-ready`), and the longest task,
 * the longest the page leaves input waiting. docs/qa.md quotes these figures. The default address
 * names `density=1`: with none the sheet takes the screen's density, and a figure must not move
 * with the browser's `devicePixelRatio` (the 1280 px viewport, fixed here, gives the default width).
 */
const ADDRESSES = ['/qa.html?density=1', '/qa.html?width=390&density=2&page=3&overlays=zones,texts&ui=en'] as const;
const READY_TIMEOUT_MS = 600_000;

export async function qaSheetTable(): Promise<Table> {
  if (!existsSync(CHROMIUM_PATH)) return { columns: ['address', 'skipped'], rows: [['—', 'no Chromium']] };
  const [{ build }, { chromium }, { serveDist }] = await Promise.all([
    import('vite'),
    import('playwright-core'),
    import('../test/e2e/staticServer.ts'),
  ]);
  await build({ logLevel: 'silent' });
  const served = await serveDist();
  const rows: (readonly string[])[] = [];
  try {
    for (const address of ADDRESSES) {
      const profile = mkdtempSync(join(tmpdir(), 'grattez-bench-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [...HEADLESS_FLAGS],
        viewport: { width: 1280, height: 900 },
      });
      try {
        await recordLongTasks(context);
        const page = context.pages()[0] ?? (await context.newPage());
        const t0 = performance.now();
        await page.goto(`${served.url}${address}`);
        const notDrawn = await sheetSettled(page, { timeout: READY_TIMEOUT_MS });
        const ready = (performance.now() - t0) / 1000;
        // A sheet with a picture not drawn is no figure of the sheet: the bench says which, and why.
        if (notDrawn.length > 0) throw new Error(`${address}: ${notDrawn.join('; ')}`);
        const tasks = await longTasks(page);
        rows.push([
          address,
          ready.toFixed(0),
          Math.max(0, ...tasks).toFixed(0),
          String(tasks.filter((d) => d > 200).length),
        ]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await served.close();
  }
  return {
    columns: ['address', 'ready (s)', 'longest task (ms)', 'tasks > 200 ms'],
    rows,
    notes: ['ready: every picture drawn and every design’s checks shown; one cold visit each'],
  };
}
