import { expect } from 'vitest';
import { saveScreenshot, type Session } from './browser.ts';

/** A page opened with one of its chunks refused by the network, and what it must do then. */
export interface RefusedChunk {
  readonly url: string;
  readonly chunk: string; // the chunk's name before its hash: `main`, `fr`, `en`…
  readonly text: string; // the note in place of the page, its button's name included
  readonly retry: string; // the button's name
  readonly started: string; // a selector found once the page has started
  readonly page: string; // the page as its console report names it: `the app`, `the studio`…
  readonly screenshot?: string; // a name to keep the note's picture under
}

/**
 * Opens `url` with `chunk` refused (a dropped connection): the page's load-failure note
 * (src/pageStart.ts) must take the place of the page; once the chunk can be fetched again, its
 * button must start the page. Nothing may be logged but the failed fetch and the page's own report.
 */
export async function refusedThenRetried(s: Session, o: RefusedChunk): Promise<void> {
  const { page } = s;
  const chunk = new RegExp(`/assets/${o.chunk}-[\\w-]+\\.js$`);
  await page.route(chunk, (route) => route.abort('connectionfailed'));
  await page.goto(o.url);
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(o.text);
  expect(await page.locator('#root > *').count()).toBe(1);
  if (o.screenshot !== undefined) await saveScreenshot(page, o.screenshot);
  await page.unroute(chunk);
  await page.getByRole('button', { name: o.retry }).click();
  await page.locator(o.started).waitFor({ state: 'attached' });
  const expected = new RegExp(
    `^request failed: \\S*/${o.chunk}-[\\w-]+\\.js |^console: Grattez: ${o.page} could not be loaded`,
  );
  expect(s.errors.filter((e) => !expected.test(e))).toEqual([]);
  s.errors.length = 0; // the failed fetch and the page's report of it: expected here
}
