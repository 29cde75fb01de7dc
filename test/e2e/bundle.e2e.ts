import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bootPreloads } from '../../build/appPreload.ts';
import { generateTicket } from '../../src/engine/index.ts';
import { waitForTicket } from './browser.ts';
import { sharedBrowser } from './sharedSession.ts';
import { clearSavedSession } from './savedSession.ts';
import { BOOT_HINT_KEY } from '../../src/state/bootHint.ts';

const base = inject('baseUrl');
/** The symbols' pictures (assets/symbols/*.svg), built as files of their own: `/assets/bowl-<hash>.svg`. */
const SYMBOL_FILE = new RegExp(
  `/assets/(${readdirSync('assets/symbols')
    .map((name) => name.replace(/\.svg$/, ''))
    .join('|')})-[\\w-]+\\.svg$`,
);
/** Each test starts from an empty cache and storage, in a context of one browser. */
const freshSession = sharedBrowser().open;
/** Strings only Pixi's code holds: a script that has them carries Pixi. */
const PIXI = /PixiJS (Deprecation )?Warning/;

/** The first Chien & Chat serial of the demo block whose animal is `variant`. */
function pawsSerial(variant: 'dog' | 'cat'): string {
  for (let index = 0; ; index++) {
    const ticket = generateTicket({ game: 'paws', seed: 'demo', block: 0, index });
    if (ticket.game === 'paws' && ticket.variant === variant) return ticket.serial;
  }
}

/** The scripts an HTML page of the served build loads before it runs, as text. */
async function initialScripts(path: string): Promise<string> {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = [
    ...[...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
    ...bootPreloads(html),
  ].map((file) => new URL(file, `${base}${path}`).href);
  expect(urls.length).toBeGreaterThan(0);
  return (await Promise.all(urls.map(async (url) => (await fetch(url)).text()))).join('\n');
}

/** Makes every script that carries Pixi fail to load, as on a dropped connection; returns the blocked URLs. */
async function blockPixi(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    if (PIXI.test(await response.text())) {
      blocked.push(route.request().url());
      await route.abort('internetdisconnected');
    } else await route.fulfill({ response });
  });
  return blocked;
}

describe('the build under test', () => {
  it('is the production build of React, as users get it', async () => {
    const code = await initialScripts('/');
    // Production React reports errors as codes; the development build carries its warnings.
    expect(code.includes('react.dev/errors/'), 'production error codes').toBe(true);
    expect(code.includes('Encountered two children with the same key'), 'a development warning').toBe(false);
  });

  it('starts the lobby without Pixi', async () => {
    expect(PIXI.test(await initialScripts('/')), 'Pixi in the initial scripts').toBe(false);
  });
});

describe('the words', () => {
  it('are the page’s own language’s at first, the other’s once the browser is idle', async () => {
    const session = await freshSession();
    const { page } = session;
    try {
      // The browser's idle callbacks held, and run when the test says: the page is idle then only.
      await page.addInitScript(() => {
        const held: (() => void)[] = [];
        (window as Window & { heldIdle?: typeof held }).heldIdle = held;
        window.requestIdleCallback = (run) => held.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
        window.cancelIdleCallback = () => undefined;
      });
      const words: string[] = [];
      page.on('request', (request) => {
        const chunk = /\/assets\/((?:fr|en)(?:Player)?)-[\w-]+\.js$/.exec(request.url());
        if (chunk !== null) words.push(chunk[1]!);
      });
      await page.goto(`${base}/?lang=en`);
      await page.getByRole('button', { name: 'Buy — €2' }).waitFor();
      expect(words.sort()).toEqual(['en', 'enPlayer']);
      const idle = () =>
        page.evaluate(() =>
          (window as Window & { heldIdle?: (() => void)[] }).heldIdle?.splice(0).forEach((run) => run()),
        );
      await expect
        .poll(async () => {
          await idle();
          return [...words].sort();
        })
        .toEqual(['en', 'enPlayer', 'fr', 'frPlayer']);
      await page.getByRole('button', { name: 'Français' }).click();
      await page.getByRole('button', { name: 'Acheter — 2 €' }).waitFor();
    } finally {
      await session.close();
    }
  });

  it.each([
    ['a ticket link in English', '&lang=en', false, 'en'],
    ['a ticket link in French, after a visit in English', '&lang=fr', true, 'fr'],
    ['a ticket link without a language, after a visit in English', '', true, 'en'],
  ])('are asked for by the boot, with the app’s chunks, on %s', async (_what, lang, visitedInEnglish, words) => {
    const session = await freshSession();
    const { page } = session;
    try {
      if (visitedInEnglish) {
        await page.goto(`${base}/?lang=en`);
        await page.getByRole('button', { name: 'Buy — €2' }).waitFor();
        // The boot hint the app keeps says English (src/state/bootHint.ts).
        await expect
          .poll(() =>
            page.evaluate(
              (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { lang?: string }).lang,
              BOOT_HINT_KEY,
            ),
          )
          .toBe('en');
        // Left before anything is counted: once idle, that page fetches the other language's words.
        await page.goto('about:blank');
      }
      // The page's entry held: whatever is asked for until it is released, the boot asked for.
      const entry = /<script type="module"[^>]*\ssrc="([^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())![1]!;
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(new URL(entry, base).href, async (route) => {
        await held;
        await route.continue();
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        const chunk = /\/assets\/((?:fr|en)(?:Player)?)-[\w-]+\.js$/.exec(request.url());
        if (chunk !== null) asked.push(chunk[1]!);
      });
      const serial = generateTicket({ game: 'months', seed: 'demo', block: 0, index: 3 }).serial;
      await page.goto(`${base}/?serial=${serial}${lang}`, { waitUntil: 'commit' });
      // The boot's links to the app's chunks, and to its words, join the page in one microtask.
      await page.locator('link[rel="modulepreload"][href*="/assets/main-"]').waitFor({ state: 'attached' });
      const linked = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) =>
          links.flatMap(
            (l) => /\/assets\/((?:fr|en)(?:Player)?)-[\w-]+\.js$/.exec(l.getAttribute('href') ?? '')?.[1] ?? [],
          ),
        );
      expect(linked).toEqual([words, `${words}Player`]);
      release();
      // The entry takes what the boot asked for: each of its words is fetched once, by the time
      // the app, which the entry imports once they are in (src/pageStart.ts), has run.
      await page.waitForFunction(() => performance.getEntriesByName('grattez:app-evaluated').length > 0);
      expect(asked.filter((name) => name.startsWith(words))).toEqual([words, `${words}Player`]);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe('the ticket chunk', () => {
  it('is preloaded while the page loads on a link to a ticket, and only then', async () => {
    const session = await freshSession();
    const { page } = session;
    try {
      const hinted = () =>
        page
          .locator('link[rel="modulepreload"][data-ticket-link]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      const requests = new Map<string, number>();
      page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
      await page.goto(`${base}/?game=months`);
      await waitForTicket(page);
      // The ticket's chunk first, then the chunks it imports that the lobby does not load (Pixi).
      const files = await hinted();
      expect(files[0]).toMatch(/\/assets\/mountTicket-[\w-]+\.js$/);
      // Its fonts, and the art of the link's game in the page's language, are preloaded too.
      const preloaded = await page
        .locator('link[rel="preload"][data-ticket-link]')
        .evaluateAll((links) => links.map((l) => ({ as: l.getAttribute('as'), url: (l as HTMLLinkElement).href })));
      expect(preloaded.filter((p) => p.as === 'font').map((p) => new URL(p.url).pathname)).toEqual(
        expect.arrayContaining([expect.stringMatching(/\/assets\/fredoka-latin-600-normal-[\w-]+\.woff2$/)]),
      );
      expect(preloaded.filter((p) => p.as === 'image').map((p) => new URL(p.url).pathname)).toEqual([
        expect.stringMatching(/\/assets\/months-[\w-]+\.svg$/),
      ]);
      // Each is fetched once: the page uses what was preloaded rather than asking again.
      for (const url of [...files.map((f) => new URL(f!, base).href), ...preloaded.map((p) => p.url)]) {
        expect(requests.get(url), url).toBe(1);
      }
      const code = await page.evaluate(
        (urls) => Promise.all(urls.map((url) => fetch(url!).then((r) => r.text()))),
        files,
      );
      expect(
        code.some((c) => PIXI.test(c)),
        'Pixi among the preloaded chunks',
      ).toBe(true);
      await page.goto(`${base}/favicon.svg`);
      await clearSavedSession(page); // else the ticket resumes
      await page.goto(`${base}/?lang=fr`);
      await page.getByTestId('game-paws').waitFor();
      expect(await hinted()).toEqual([]);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it.each([
    ['a cat serial', () => `?serial=${pawsSerial('cat')}`, /\/assets\/cat-[\w-]+\.svg$/],
    ['a dog serial, in English', () => `?serial=${pawsSerial('dog')}&lang=en`, /\/assets\/dog\.en-[\w-]+\.svg$/],
    ['a link to a cat ticket', () => '?game=paws&variant=cat', /\/assets\/cat-[\w-]+\.svg$/],
  ])('preloads the art of the ticket’s own design on %s, and the ticket uses it', async (_what, search, art) => {
    const session = await freshSession();
    const { page } = session;
    try {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
      });
      const svgs: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/[^/]+\.svg$/.test(request.url())) svgs.push(new URL(request.url()).pathname);
      });
      await page.goto(`${base}/${search()}`);
      await waitForTicket(page);
      const preloaded = await page
        .locator('link[rel="preload"][as="image"][data-ticket-link]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      const artPreloaded = preloaded.filter((p) => p.endsWith('.svg'));
      expect(artPreloaded).toEqual([expect.stringMatching(art)]);
      // A serial's link preloads the boot still's picture too, and nothing else.
      expect(preloaded.filter((p) => !p.endsWith('.svg'))).toEqual(
        search().startsWith('?serial=') ? [expect.stringMatching(/\/assets\/[\w.-]+\.webp$/)] : [],
      );
      // The ticket drew with the art preloaded, fetched once: no other design's art was asked for.
      // The symbols' pictures are files of their own, not inlined in the ticket's chunk: the ticket
      // asks for them (by the time what lies under its covers is built), each once.
      expect(svgs.filter((path) => !SYMBOL_FILE.test(path))).toEqual(artPreloaded);
      await page.locator('canvas[data-under-covers="built"]').waitFor({ state: 'attached' });
      const symbols = svgs.filter((path) => SYMBOL_FILE.test(path));
      expect(symbols.length).toBeGreaterThan(0);
      expect(new Set(symbols).size).toBe(symbols.length);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(warnings).toEqual([]);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('leaves the other screens’ code until the page has loaded', async () => {
    const session = await freshSession();
    const { page } = session;
    try {
      // The page's body font is held, so the page does not finish loading until the test says so.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/nunito-latin-400-normal-[\w-]+\.woff2$/, async (route) => {
        await held;
        await route.continue();
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/(Rules|History)Screen-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
      });
      await page.goto(`${base}/?game=months`, { waitUntil: 'commit' });
      await waitForTicket(page);
      // An idle period has passed (idle callbacks run in the order they were asked for), before load.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
      expect(asked).toEqual([]);
      release();
      await expect.poll(() => asked.length).toBe(2);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('is not needed by the lobby, rules and history; it is prefetched when idle; a failed fetch is said, and retried', async () => {
    const session = await freshSession();
    const { page } = session;
    try {
      const blocked = await blockPixi(page);
      await page.goto(`${base}/`);
      await page.getByTestId('game-paws').waitFor();
      // The idle prefetch asks for the ticket's code (which fails here, silently).
      await expect.poll(() => blocked.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Règles' }).click();
      await page.getByRole('heading', { name: 'Règles du jeu' }).waitFor();
      await page.getByRole('button', { name: 'Historique' }).click();
      await page.getByRole('heading', { name: 'Historique' }).waitFor();
      await page.getByRole('button', { name: 'Jeux' }).click();

      // A ticket whose code cannot be fetched says so, and stays playable without its canvas.
      await page
        .getByTestId('game-months')
        .getByRole('button', { name: /Acheter/ })
        .click();
      await expect.poll(async () => (await page.locator('.ticket-error').textContent()) ?? '').toMatch(/chargé/);
      await page.locator('.zone-button').first().focus();
      await page.keyboard.press('Enter');
      await page.locator('.zone-button[data-revealed="true"]').waitFor();
      const serial = await page.getByTestId('serial').textContent();

      // Back online: "Try again" reloads, and the ticket resumes, drawn, with its zone revealed.
      await page.unroute(/\.js$/);
      await page.locator('.ticket-error').getByRole('button', { name: 'Réessayer' }).click();
      await waitForTicket(page);
      expect(await page.getByTestId('serial').textContent()).toBe(serial);
      expect(await page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
      expect(await page.locator('.ticket-error').count()).toBe(0);

      const unexpected = session.errors.filter((e) => !blocked.some((url) => e.includes(url)));
      expect(unexpected).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
