import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The ticket screen's box in a frame, and the viewport's height. */
interface ScreenBox {
  readonly top: number;
  readonly bottom: number;
  readonly viewportHeight: number;
}

/**
 * Makes the page's header 40 px taller in one of the page's frame callbacks, as a header that wraps
 * or a notice that comes does, and checks the ticket screen as that very frame lays it out (its
 * ResizeObserver callbacks come after its layout, before its paint): 40 px lower, and still whole
 * on the screen. Returns the ResizeObserver loops the page has reported (browser.ts: RESIZE_LOOPS,
 * in every session).
 */
export async function headerGrows(page: Page): Promise<string[]> {
  const read = () => page.locator('section.ticket-screen').evaluate((s) => Math.round(s.getBoundingClientRect().top));
  const before = await read();
  const first = await page.evaluate(
    () =>
      new Promise<ScreenBox>((resolve) => {
        requestAnimationFrame(() => {
          const header = document.querySelector<HTMLElement>('.app-header')!;
          header.style.paddingTop = `${parseFloat(getComputedStyle(header).paddingTop) + 40}px`;
          const screen = document.querySelector('section.ticket-screen')!;
          const observer = new ResizeObserver(() => {
            observer.disconnect();
            const box = screen.getBoundingClientRect();
            resolve({ top: Math.round(box.top), bottom: Math.round(box.bottom), viewportHeight: innerHeight });
          });
          observer.observe(screen);
        });
      }),
  );
  expect(first.top).toBe(before + 40);
  expect(first.bottom, 'the ticket screen’s foot in the frame the header grew').toBeLessThanOrEqual(
    first.viewportHeight,
  );
  expect(await read()).toBe(first.top); // and it stays there
  return page.evaluate(() => (window as unknown as { __resizeLoops: string[] }).__resizeLoops);
}
