import type { Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import type { PageOptions, Session, SharedBrowser } from './browser.ts';
import { clearSavedSession } from './savedSession.ts';

/** A screen a test needs: its size, and what the context fixes (touch, pixel ratio, motion). */
export type Screen = PageOptions & { readonly width: number; readonly height: number };

/**
 * Contexts of `browser` kept from one test of a file to the next, one for each kind of screen
 * (touch, pixel ratio, motion): the size is the page's viewport, set for each test. A fresh
 * context starts with cold caches, and its first ticket takes much longer to draw than the
 * next ones; what a fresh profile gives a test, an empty storage, `open` gives it by emptying the
 * app's storages and checking that they are empty (`startClean`).
 *
 * After each test, a kept page must have reported no error (its list starts empty again), as
 * sharedSession's does: a late error fails the test that caused it, not the next one.
 */
export function keptScreens(browser: Pick<SharedBrowser, 'open'>, base: string) {
  const kept = new Map<string, Promise<Session>>();
  afterEach(async () => {
    for (const opened of kept.values()) {
      const errors = (await opened).errors.splice(0);
      expect(errors, 'errors of a page kept for the next test').toEqual([]);
    }
  });
  afterAll(async () => {
    const all = [...kept.values()];
    kept.clear();
    for (const opened of all) await (await opened).close();
  });
  return {
    /**
     * The kept page for `screen`, at its size, showing a page of the app's origin that does not run
     * the app, with the app's storages empty: as a fresh profile's, for the app's next load.
     */
    open: async (screen: Screen): Promise<Session> => {
      const { width, height, ...kind } = screen;
      const key = JSON.stringify({ mobile: false, dpr: 1, reducedMotion: true, ...kind });
      let opened = kept.get(key);
      if (opened === undefined) kept.set(key, (opened = browser.open(screen)));
      const session = await opened;
      await startClean(session.page, base);
      await session.page.setViewportSize({ width, height });
      return session;
    },
  };
}

/**
 * Goes to a page of the app's origin that does not run the app (the app saves on pagehide), empties
 * what the app keeps in the profile (IndexedDB, localStorage, the tab's sessionStorage) and fails
 * unless they are empty: a page left in the back/forward cache that held the database open would
 * block its deletion.
 */
export async function startClean(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/favicon.svg`);
  await clearSavedSession(page);
  const left = await page.evaluate(async () => {
    sessionStorage.clear();
    const databases = await indexedDB.databases();
    return { databases: databases.map((d) => d.name), local: localStorage.length, tab: sessionStorage.length };
  });
  expect(left, 'what the app kept, once emptied').toEqual({ databases: [], local: 0, tab: 0 });
}
