import type { Page } from 'playwright-core';

/**
 * Makes the page's header 40 px taller, as a header that wraps or a notice that comes does, and
 * returns, a few frames later, the ticket screen's `--screen-top` against its top as laid out,
 * and the ResizeObserver loops the page has reported (browser.ts: RESIZE_LOOPS, in every session).
 */
export async function headerGrows(page: Page): Promise<{ kept: string; top: string; loops: string[] }> {
  await page.locator('.app-header').evaluate((header: HTMLElement) => {
    header.style.paddingTop = `${parseFloat(getComputedStyle(header).paddingTop) + 40}px`;
  });
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
  );
  return page.locator('section.ticket-screen').evaluate((section: HTMLElement) => ({
    kept: section.style.getPropertyValue('--screen-top'),
    top: `${Math.round(section.getBoundingClientRect().top + window.scrollY)}px`,
    loops: (window as unknown as { __resizeLoops: string[] }).__resizeLoops,
  }));
}
