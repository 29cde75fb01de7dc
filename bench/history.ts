import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_FLAGS } from '../src/headless/chromium.ts';
import { HISTORY_LIMIT } from '../src/state/persistence.ts';
import { longHistorySession } from '../test/e2e/longHistory.ts';
import type { BenchOptions, Table } from './table.ts';

/**
 * The History screen with as long a history as the app keeps (500 rows), in the built app in
 * Chromium: from the press of the header's History button (its code already fetched, as the lobby
 * fetches it when idle) to the screen's first frame, and to the frame that shows all 500 rows.
 * A frame is timed by the task after its requestAnimationFrame callbacks (style, layout and paint
 * come in between). And the longest task between the two (Chromium's long tasks, 50 ms and more;
 * 0 when none): a tap meanwhile is answered only after it. Each visit a fresh context: the session stored, the lobby loaded, then the press.
 */

const SCREENS = [
  { what: 'phone 390×844, density 3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, mobile: true },
  { what: 'desktop 1280×900', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, mobile: false },
] as const;

/** Run in the page: presses History, and times the next frame, then the frame with every row. */
const PRESS_AND_TIME = `(async () => {
  const frame = async () => {
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => { const c = new MessageChannel(); c.port1.onmessage = done; c.port2.postMessage(0); });
  };
  const rows = () => document.querySelectorAll('[data-testid="history"] tbody tr').length;
  const button = [...document.querySelectorAll('nav button')].find((b) => b.textContent === 'Historique');
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const t0 = performance.now();
  button.click();
  await frame();
  const appeared = performance.now() - t0;
  const firstRows = rows();
  while (rows() < ${HISTORY_LIMIT}) await new Promise((done) => setTimeout(done, 0));
  await frame();
  const allRows = performance.now() - t0;
  await new Promise((done) => setTimeout(done, 0)); // the observer's last entries
  tasks.push(...observer.takeRecords());
  observer.disconnect();
  // The longest task once the screen has appeared, while the other rows come (a press meanwhile waits for it).
  const after = tasks.filter((t) => t.startTime >= t0 + appeared).map((t) => t.duration);
  return { appeared, firstRows, allRows, longest: Math.max(0, ...after) };
})()`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function historyTable({ quick }: BenchOptions): Promise<Table> {
  if (!existsSync(CHROMIUM_PATH)) return { columns: ['what'], rows: [['skipped: no Chromium']] };
  const [{ build }, { chromium }, { serveDist }, saved] = await Promise.all([
    import('vite'),
    import('playwright-core'),
    import('../test/e2e/staticServer.ts'),
    import('../test/e2e/savedSession.ts'),
  ]);
  await build({ logLevel: 'silent' });
  const served = await serveDist();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...HEADLESS_FLAGS] });
  const { text } = longHistorySession('fr');
  const visits = quick ? 3 : 7;
  const rows: string[][] = [];
  try {
    for (const screen of SCREENS) {
      const appeared: number[] = [];
      const allRows: number[] = [];
      const longest: number[] = [];
      let firstRows = 0;
      for (let visit = 0; visit < visits; visit++) {
        const context = await browser.newContext({
          viewport: screen.viewport,
          deviceScaleFactor: screen.deviceScaleFactor,
          isMobile: screen.mobile,
          hasTouch: screen.mobile,
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          await page.goto(`${served.url}/favicon.svg`);
          await saved.storeSavedSession(page, text);
          await page.goto(`${served.url}/`);
          await page.getByTestId('game-paws').waitFor();
          await page.waitForFunction(
            `performance.getEntriesByType('resource').some((e) => /HistoryScreen/.test(e.name))`,
          );
          await page.waitForLoadState('networkidle');
          const timed = await page.evaluate<{ appeared: number; firstRows: number; allRows: number; longest: number }>(
            PRESS_AND_TIME,
          );
          appeared.push(timed.appeared);
          longest.push(timed.longest);
          allRows.push(timed.allRows);
          firstRows = timed.firstRows;
        } finally {
          await context.close();
        }
      }
      const range = (values: readonly number[]) =>
        `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
      rows.push([
        screen.what,
        `the screen's first frame (${firstRows} rows)`,
        median(appeared).toFixed(0),
        range(appeared),
      ]);
      rows.push([screen.what, `the frame with all ${HISTORY_LIMIT} rows`, median(allRows).toFixed(0), range(allRows)]);
      rows.push([screen.what, 'the longest task in between', median(longest).toFixed(0), range(longest)]);
    }
  } finally {
    await browser.close();
    await served.close();
  }
  return {
    columns: ['screen', 'from the press of History to', 'ms (median)', 'range'],
    rows,
    notes: [
      `${visits} visits each, a fresh context each; a history of ${HISTORY_LIMIT} bought tickets (test/e2e/longHistory.ts)`,
    ],
  };
}
