import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Makes the page's header 40 px taller, as a header that wraps or a notice that comes does; waits
 * until the ticket screen's `--screen-top` is its top as laid out again, and returns the
 * ResizeObserver loops the page has reported (browser.ts: RESIZE_LOOPS, in every session).
 */
export async function headerGrows(page: Page): Promise<string[]> {
  const section = page.locator('section.ticket-screen');
  const before = await section.evaluate((s: HTMLElement) => s.style.getPropertyValue('--screen-top'));
  await page.locator('.app-header').evaluate((header: HTMLElement) => {
    header.style.paddingTop = `${parseFloat(getComputedStyle(header).paddingTop) + 40}px`;
  });
  const kept = () =>
    section.evaluate((s: HTMLElement) => {
      const top = `${Math.round(s.getBoundingClientRect().top + window.scrollY)}px`;
      return s.style.getPropertyValue('--screen-top') === top ? top : null;
    });
  let settled: string | null = null;
  await expect.poll(async () => (settled = await kept())).toMatch(/^\d+px$/);
  expect(settled).not.toBe(before); // it did move
  return page.evaluate(() => (window as unknown as { __resizeLoops: string[] }).__resizeLoops);
}
