import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, HEADLESS_FLAGS, serveFolder } from '../src/headless/chromium.ts';
import type { Benchmark, BenchOptions, Table } from './table.ts';

const CHROMIUM = process.env.GRATTEZ_CHROMIUM ?? CHROMIUM_PATH;
const ORIGIN = 'http://localhost';
/** What one export cost, in headless Chromium with software WebGL (SwiftShader). */
interface ExportRun {
  readonly what: string;
  readonly run: number;
  readonly ms: number;
  readonly frames: number;
  readonly bytes: number;
}

const CASES = [
  { what: 'WebM (VP9) 5 s 1080×1080, 150 frames', search: '?size=square&video=5', format: 'webm', frames: 150 },
  { what: 'PNG 1080×1080', search: '?size=square&state=revealed', format: 'png', frames: 1 },
] as const;

/**
 * The time the studio takes to export, measured in its own page: the studio is built by vite,
 * served to Chromium from memory, and `grattezStudio.exportFile` is timed from call to bytes
 * (drawing every frame off-screen, encoding and muxing). Each export runs in a fresh page, twice
 * (once with --quick); the first includes the encoder's start-up.
 */
async function benchStudioExport(options: BenchOptions): Promise<Table> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set GRATTEZ_CHROMIUM)`);
  // Loaded only when this benchmark runs, so that the others do not pay for a browser and a bundler.
  const [{ chromium }, { build }] = await Promise.all([import('playwright-core'), import('vite')]);
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-studio-bench-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...HEADLESS_FLAGS] });
  const runs: ExportRun[] = [];
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    for (const c of CASES) {
      const page = await browser.newPage();
      await serveFolder(page, ORIGIN, outDir);
      await page.goto(`${ORIGIN}/studio.html${c.search}`);
      await page.waitForFunction(() => window.grattezStudio !== undefined);
      for (let run = 1; run <= (options.quick ? 1 : 2); run++) {
        const result = await page.evaluate(async (format) => {
          const start = performance.now();
          const file = await window.grattezStudio!.exportFile(format);
          return { ms: performance.now() - start, bytes: (file.base64.length * 3) / 4 };
        }, c.format);
        runs.push({ what: c.what, run, ms: result.ms, frames: c.frames, bytes: result.bytes });
      }
      await page.close();
    }
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return {
    columns: ['export', 'run', 's', 'ms/frame', 'KiB'],
    rows: runs.map((r) => [
      r.what,
      String(r.run),
      (r.ms / 1000).toFixed(1),
      (r.ms / r.frames).toFixed(0),
      (r.bytes / 1024).toFixed(0),
    ]),
    notes: [
      'Software WebGL (SwiftShader) draws each frame on the CPU; a real GPU draws far faster.',
      'The machine is shared: figures vary with its load (see uptime before running).',
    ],
  };
}

/** `npm run bench -- studio`. */
export const studioExportBenchmark: Benchmark = {
  name: 'studio',
  description: 'studio exports in headless Chromium: a 5 s 1080×1080 WebM and a PNG (bench/studioExport.ts)',
  run: benchStudioExport,
};
