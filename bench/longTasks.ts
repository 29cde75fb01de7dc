import type { BrowserContext, Page } from 'playwright-core';

type WithLongTasks = { __longTasks: number[] };

/** Records every long task (over 50 ms) of each page the context opens from now on. */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as WithLongTasks;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The durations of the page's long tasks so far, in ms. */
export function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as WithLongTasks).__longTasks);
}
