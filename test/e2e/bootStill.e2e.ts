/**
 * The boot still (build/boot/bootStill.ts): on a link to a ticket, the covered ticket is shown by
 * a classic script before the app's scripts have run, where the app then shows it, and it takes
 * strokes, which reach the store once the app is up. The app's chunk (src/main.tsx, which the
 * page's entry imports once the still is painted) is held back here, so that what is on screen can
 * only be the boot's.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { getLayout } from '../../src/layouts/index.ts';
import { refusedThenRetried } from './loadFailure.ts';
import { headerGrows } from './screenTop.ts';
import { waitForCondition } from './browser.ts';
import { sharedBrowser, sharedSession } from './sharedSession.ts';
import { strokeAcrossZone } from './zoneStroke.ts';

const base = inject('baseUrl');
const APP = /\/assets\/main-[\w-]+\.js$/;

/**
 * Goes to `search` with the app's chunk held until the returned function is called. The hold is
 * taken off only once the page is idle again (the next visit, or after the test): taking it off
 * turns Chromium's request interception off while the app's own requests are on their way.
 */
async function visitHeld(page: Page, search: string): Promise<() => Promise<void>> {
  await page.unroute(APP); // a previous visit's hold, released already
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let passed: () => void = () => undefined;
  const through = new Promise<void>((resolve) => (passed = resolve));
  await page.route(APP, async (route) => {
    await held;
    await route.continue();
    passed();
  });
  await page.goto(`${base}/${search}`, { waitUntil: 'commit' });
  return async () => {
    release();
    await through; // the app has gone on its way
  };
}

const frameBox = async (page: Page) => (await page.locator('.ticket-frame').boundingBox())!;

/** One Chromium for both screens: each is a context of it, with empty storage, not a launch of its own. */
const browser = sharedBrowser();

describe.each([
  ['a desktop', { width: 1280, height: 900, dpr: 1, mobile: false }],
  ['a phone', { width: 390, height: 844, dpr: 2, mobile: true }],
])('the boot still, on %s', (_name, screen) => {
  const s = sharedSession(screen, browser);
  afterEach(() => s.page.unroute(APP));
  const months = (index: number) => generateTicket({ game: 'months', seed: 'boot-e2e', block: 0, index }).serial;

  it('shows the covered ticket before the app runs, where the app then shows it', async () => {
    const { page } = s;
    const release = await visitHeld(page, `?serial=${months(1)}`);
    await page.locator('img.ticket-still[data-first-sight="true"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => performance.getEntriesByName('grattez:app-evaluated').length)).toBe(0);
    expect(await page.locator('img.ticket-still').getAttribute('src')).toMatch(/\/assets\/months\.fr-[\w-]+\.webp$/);
    expect(await page.locator('[data-testid="serial"]').textContent()).toBe(months(1));
    const before = await frameBox(page);
    await release();
    await page.locator('canvas[data-first-sight="true"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => performance.getEntriesByName('grattez:boot-still').length)).toBe(1);
    const after = await frameBox(page);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[k] - before[k]), k).toBeLessThan(0.5);
  });

  it('takes strokes before the app runs, and the app replays them into the ticket', async () => {
    const { page } = s;
    const serial = months(2);
    const release = await visitHeld(page, `?serial=${serial}`);
    await page.locator('img.ticket-still[data-first-sight="true"]').waitFor({ state: 'attached' });
    await strokeAcrossZone(page, getLayout('months'), 0);
    expect(await page.evaluate(() => performance.getEntriesByName('grattez:app-evaluated').length)).toBe(0);
    await release();
    const canvas = page.locator('canvas[data-playable="true"][data-animating="false"]');
    await canvas.waitFor({ state: 'attached' });
    await expect.poll(async () => Number(await canvas.getAttribute('data-segments'))).toBeGreaterThan(1);

    // The ticket is begun: its link shows no boot still now (its scratches would seem to vanish).
    const again = await visitHeld(page, `?serial=${serial}`);
    await waitForCondition(page, `() => document.readyState !== 'loading'`, null);
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
    await again();
    await page.locator('canvas[data-first-sight="true"][data-animating="false"]').waitFor({ state: 'attached' });
    expect(Number(await page.locator('.ticket-canvas canvas').getAttribute('data-segments'))).toBeGreaterThan(1);
  });

  it('starts the app only once the still is on screen, so that the app’s start never holds it back', async () => {
    const { page } = s;
    await page.goto(`${base}/?serial=${months(4)}`);
    await page.locator('canvas[data-first-sight="true"]').waitFor({ state: 'attached' });
    const [still, app] = await page.evaluate(() =>
      ['boot-still', 'app-evaluated'].map((name) => performance.getEntriesByName(`grattez:${name}`)[0]?.startTime),
    );
    expect(still).toBeGreaterThan(0);
    expect(app).toBeGreaterThan(still!);
  });

  it('holds the app back while the still is on its way, for 2 s at most', async () => {
    // The still's picture is held: the app may start only on the boot's time limit, never before.
    const { page } = s;
    const STILL = /\/assets\/months\.fr-[\w-]+\.webp$/;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STILL, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${base}/?serial=${months(6)}`, { waitUntil: 'commit' });
      // Tested on a slow timer, not at every frame: asking for frames for 2 s would keep the page drawing.
      await waitForCondition(page, `() => performance.getEntriesByName('grattez:app-evaluated').length > 0`, null);
      const [app, still] = await page.evaluate(() => [
        performance.getEntriesByName('grattez:app-evaluated')[0]!.startTime,
        performance.getEntriesByName('grattez:boot-still').length,
      ]);
      expect(still).toBe(0);
      expect(app).toBeGreaterThanOrEqual(2_000); // the boot's limit, counted from after the navigation began
    } finally {
      release();
    }
    await page.locator('canvas[data-first-sight="true"]').waitFor({ state: 'attached' });
    await page.unroute(STILL);
  });

  it('follows its header when it changes height before the app runs, without a ResizeObserver loop', async () => {
    const { page } = s;
    const release = await visitHeld(page, `?serial=${months(9)}`);
    try {
      await page.locator('img[data-first-sight="true"]').waitFor({ state: 'attached' });
      expect(await headerGrows(page)).toEqual([]);
    } finally {
      await release();
    }
    await page.locator('canvas[data-first-sight="true"]').waitFor({ state: 'attached' });
  });

  it.each([
    ['the app', 'main'],
    ['its English words', 'en'],
    ['the code its entry imports first', 'core'], // the load guard's note, in the boot still's place
  ])('says so when %s cannot be fetched, in the link’s language, and starts on “Try again”', async (_what, chunk) => {
    await refusedThenRetried(s, {
      url: `${base}/?serial=${months(5)}&lang=en`,
      chunk,
      text: 'Grattez could not be loaded (connection?). Try again', // in place of the boot's screen
      retry: 'Try again',
      started: 'canvas[data-first-sight="true"]',
      page: 'the app',
    });
  });

  it('shows nothing on a link the app refuses, or on the lobby', async () => {
    const { page } = s;
    const serial = months(3);
    const mistyped = serial.slice(0, -1) + (serial.endsWith('Z') ? 'Y' : 'Z');
    for (const search of [`?serial=${mistyped}`, `?serial=${serial}&lang=de`, '']) {
      const release = await visitHeld(page, search);
      await waitForCondition(page, `() => document.readyState !== 'loading'`, null);
      expect(await page.locator('#root').evaluate((root) => root.childElementCount), search).toBe(0);
      await release();
      await page.locator('.app').waitFor();
    }
  });

  it('starts the keyboard from the page’s top, whether a key was pressed before the app ran or after', async () => {
    const { page } = s;
    const focused = () =>
      page.evaluate('document.activeElement === document.body ? "body" : document.activeElement.className');
    // A key pressed while only the boot still shows: the page has been active when the ticket comes.
    const release = await visitHeld(page, `?serial=${months(5)}`);
    await page.locator('img.ticket-still[data-first-sight="true"]').waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    await release();
    await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    expect(await focused()).toBe('body');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('skip-link');
    // The same with another design (remembered for the game: this test comes last), the key pressed
    // once the app has shown the ticket.
    await page.goto(`${base}/?serial=${months(6)}&design=calendrier`);
    await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    expect(await focused()).toBe('body');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('skip-link');
  });
});
