import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateTicket } from '../src/engine/index.ts';
import { designOf, getLayout } from '../src/layouts/index.ts';
import { Coverage } from '../src/state/coverage.ts';
import { MAX_SEGMENTS, ScratchLog } from '../src/state/scratchLog.ts';
import { longLogSession } from '../test/e2e/longLog.ts';
import { CHROMIUM_PATH, HEADLESS_FLAGS } from '../src/headless/chromium.ts';
import { readSession, writeSession } from '../src/state/session.ts';
import { BRUSH_RADIUS_UNITS } from '../src/state/store.ts';
import { REPLAY_BATCH_SEGMENTS } from '../src/state/ticketSlice.ts';
import type { Table } from './table.ts';
import { longTasks, recordLongTasks } from './longTasks.ts';

/**
 * Reloading the longest scratch log (65,536 segments). In Node: reading the saved session (parse,
 * validate, decode), replaying the coverage whole and in the store's batches (the longest batch is
 * the longest the page is held), and writing it back. In Chromium (when it and a build can be had):
 * the built app reloaded with that log, its long tasks (PerformanceObserver) and the time until
 * the canvas reports every segment drawn.
 */

function best(runs: number, fn: () => number): number {
  let min = Infinity;
  for (let r = 0; r < runs; r++) min = Math.min(min, fn());
  return min;
}

/** Reloads per case in Chromium: the table gives the median time and the worst task. */
const CHROMIUM_RUNS = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const time = (fn: () => void): number => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};

function nodePart(runs: number): (readonly string[])[] {
  const text = longLogSession();
  const ticket = generateTicket({ game: 'months', seed: 'longlog', block: 0, index: 11 });
  const layout = getLayout(designOf(ticket));
  let log = ScratchLog.empty();
  const read = best(runs, () =>
    time(() => {
      const found = readSession(text);
      if (found.kind !== 'loaded' || found.value.current === null) throw new Error('the session did not read');
      log = found.value.current.log;
    }),
  );
  const whole = best(runs, () =>
    time(() => {
      let c = Coverage.empty(layout);
      log.forEach((x0, y0, x1, y1) => {
        c = c.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
      });
    }),
  );
  // Per run: the whole replay, and its longest batch (what holds the page longest); best run kept.
  let longestBatch = Infinity;
  const batched = best(runs, () => {
    let c = Coverage.empty(layout);
    let total = 0;
    let longest = 0;
    for (let from = 0; from < log.length; from += REPLAY_BATCH_SEGMENTS) {
      const ms = time(() => {
        c = c.scratchSegments(log, from, Math.min(log.length, from + REPLAY_BATCH_SEGMENTS), BRUSH_RADIUS_UNITS);
      });
      longest = Math.max(longest, ms);
      total += ms;
    }
    longestBatch = Math.min(longestBatch, longest);
    return total;
  });
  const session = readSession(text);
  const write = best(runs, () => time(() => void (session.kind === 'loaded' && writeSession(session.value))));
  const kib = (text.length / 1024).toFixed(0);
  return [
    ['node', `read the saved session (${kib} KiB: parse, validate, decode)`, read.toFixed(1)],
    ['node', 'coverage replay, segment by segment (before)', whole.toFixed(1)],
    ['node', `coverage replay in batches of ${REPLAY_BATCH_SEGMENTS}: all`, batched.toFixed(1)],
    ['node', 'coverage replay in batches: longest batch', longestBatch.toFixed(1)],
    ['node', 'write the session (encode, serialise)', write.toFixed(1)],
  ];
}

async function chromiumPart(): Promise<(readonly string[])[]> {
  const chromiumPath = CHROMIUM_PATH;
  if (!existsSync(chromiumPath)) return [['chromium', 'skipped: no Chromium at /usr/bin/chromium', '']];
  const [{ build }, { chromium }, { serveDist }, saved] = await Promise.all([
    import('vite'),
    import('playwright-core'),
    import('../test/e2e/staticServer.ts'),
    import('../test/e2e/savedSession.ts'),
  ]);
  await build({ logLevel: 'silent' });
  const served = await serveDist();
  const profile = mkdtempSync(join(tmpdir(), 'grattez-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...HEADLESS_FLAGS],
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  try {
    await recordLongTasks(context);
    const page = context.pages()[0] ?? (await context.newPage());
    const rows: (readonly string[])[] = [];
    const untilDrawn: number[] = [];
    for (const [what, text, segments] of [
      ['no ticket (the page alone)', null, 0],
      ['a ticket with a short log (100 segments)', longLogSession(100), 100],
      ['the longest log (65,536 segments)', longLogSession(), MAX_SEGMENTS],
    ] as const) {
      const restored: number[] = [];
      const tasks: number[][] = [];
      for (let run = 0; run < CHROMIUM_RUNS; run++) {
        await page.goto(`${served.url}/favicon.svg`);
        await saved.clearSavedSession(page);
        if (text !== null) await saved.storeSavedSession(page, text);
        const t0 = performance.now();
        await page.goto(`${served.url}/`);
        if (text !== null)
          await page
            .locator(`canvas[data-ready="true"][data-segments="${segments}"]`)
            .waitFor({ state: 'attached', timeout: 600_000 });
        else await page.getByTestId('game-paws').waitFor();
        restored.push(performance.now() - t0);
        tasks.push(await longTasks(page));
      }
      const all = tasks.flat();
      untilDrawn.push(median(restored));
      rows.push(['chromium', `${what}: until drawn (median)`, median(restored).toFixed(0)]);
      rows.push(['chromium', `${what}: longest task (worst run)`, Math.max(0, ...all).toFixed(0)]);
      rows.push([
        'chromium',
        `${what}: long tasks (> 50 ms) a run, of which > 200 ms in all runs`,
        `${(all.length / CHROMIUM_RUNS).toFixed(1)} / ${all.filter((d) => d > 200).length}`,
      ]);
    }
    rows.push([
      'chromium',
      'the longest log’s own share: until drawn, longest log − short log',
      (untilDrawn[2]! - untilDrawn[1]!).toFixed(0),
    ]);
    return rows;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await served.close();
  }
}

export async function benchScratchReplay(quick: boolean): Promise<Table> {
  const rows = [...nodePart(quick ? 2 : 5), ...(quick ? [] : await chromiumPart())];
  return {
    columns: ['where', 'what', 'ms'],
    rows,
    notes: [
      'Chromium renders WebGL in software here (SwiftShader) and composites in software, which waits for',
      'the GPU every frame: the log is rasterised on the CPU a part per frame, then erased at once.',
    ],
  };
}
