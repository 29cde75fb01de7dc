import { expect } from 'vitest';
import type { Session } from './browser.ts';

/** A page opened with one of its chunks refused by the network, and what it must do then. */
export interface RefusedChunk {
  readonly url: string;
  readonly chunk: string; // the chunk's name before its hash: `main`, `core`, `fr`, `en`…
  readonly text: string; // the note in place of the page, its button's name included
  readonly retry: string | null; // the button's name (none: the note asks for a reload)
  readonly root?: string; // the element the note replaces the content of, `#root` by default
  readonly cut?: boolean; // the chunk arrives cut short (half its bytes: a syntax error), rather than not at all
  readonly started: string; // a selector found once the page has started
  readonly page: string; // the page as its console report names it: `the app`, `the studio`…
}

/**
 * Opens `url` with `chunk` refused (a dropped connection): the page's load-failure note
 * (src/loadNote.ts, shown by src/pageStart.ts, or by the load guard, build/loadGuard.ts, when a
 * chunk the page's first modules import is refused) must take the place of the page; once the
 * chunk can be fetched again, its button (else a reload) must start the page. Nothing may be
 * logged but the failed fetch (or, for a chunk cut short, the one syntax error it causes) and the
 * page's own report, once.
 */
export async function refusedThenRetried(s: Session, o: RefusedChunk): Promise<void> {
  const { page } = s;
  const chunk = new RegExp(`/assets/${o.chunk}-[\\w-]+\\.js$`);
  await page.route(chunk, async (route) => {
    if (o.cut !== true) return route.abort('connectionfailed');
    const whole = await route.fetch();
    const body = await whole.body();
    // Not kept by the browser's cache, as a response cut short never is; its length is the cut's.
    const headers: Record<string, string> = { ...whole.headers(), 'cache-control': 'no-store' };
    delete headers['content-length'];
    delete headers['content-encoding'];
    return route.fulfill({ response: whole, headers, body: body.subarray(0, body.length >> 1) });
  });
  await page.goto(o.url);
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(o.text);
  expect(await page.locator(`${o.root ?? '#root'} > *`).count()).toBe(1);
  expect(await page.getByRole('alert').getByRole('button').count()).toBe(o.retry === null ? 0 : 1);
  await page.unroute(chunk);
  if (o.retry === null) await page.reload();
  else await page.getByRole('button', { name: o.retry }).click();
  await page.locator(o.started).waitFor({ state: 'attached' });
  const expected = new RegExp(
    o.cut === true
      ? `^console: Grattez: ${o.page} could not be loaded\\. SyntaxError` // where the cut falls decides which
      : `^request failed: \\S*/${o.chunk}-[\\w-]+\\.js |^console: Grattez: ${o.page} could not be loaded`,
  );
  // The syntax error itself, uncaught: one, whatever its words.
  const uncaught = s.errors.filter((e) => o.cut === true && e.startsWith('pageerror: '));
  expect(uncaught).toHaveLength(o.cut === true ? 1 : 0);
  expect(s.errors.filter((e) => !expected.test(e) && !uncaught.includes(e))).toEqual([]);
  const report = `console: Grattez: ${o.page} could not be loaded`;
  expect(s.errors.filter((e) => e.startsWith(report))).toHaveLength(1);
  s.errors.length = 0; // the failed fetch and the page's report of it: expected here
}
