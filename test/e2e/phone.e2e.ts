import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGS, MESSAGES, type Lang } from '../../src/i18n/index.ts';
import { waitForTicket } from './browser.ts';
import { keptScreens } from './keptScreens.ts';
import { headerGrows } from './screenTop.ts';
import { longestExplanation } from './longestExplanation.ts';
import { sharedBrowser } from './sharedSession.ts';

const base = inject('baseUrl');
/**
 * One Chromium, and in it a context for each kind of screen (touch, pixel ratio), kept from test to
 * test: each test sets its size and starts with the app's storages emptied, as a fresh profile's.
 */
const screens = keptScreens(sharedBrowser(), base);

/** Phone screens the ticket must fit without scrolling (issue 10): three portrait, one landscape. */
const PHONES = [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 844, height: 390 },
] as const;

const LONG_RESULT = longestExplanation();

/** Fails unless the element lies wholly inside the viewport (half a pixel of rounding allowed). */
async function expectOnScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  const { x, y, width, height } = box!;
  const where = `${what} at (${x.toFixed(0)}, ${y.toFixed(0)}) ${width.toFixed(0)}×${height.toFixed(0)} on ${view.width}×${view.height}`;
  expect(x >= -0.5 && y >= -0.5, where).toBe(true);
  expect(x + width <= view.width + 0.5 && y + height <= view.height + 0.5, where).toBe(true);
  expect(width > 0 && height > 0, where).toBe(true);
}

/** The whole ticket, "Reveal all" and "Next ticket", and the result once settled, all on screen, unscrolled. */
async function expectPlayableWithoutScrolling(page: Page, lang: Lang, settled: boolean): Promise<void> {
  const m = MESSAGES[lang];
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOnScreen(page, page.locator('.ticket-frame'), 'the ticket');
  await expectOnScreen(page, page.getByRole('button', { name: m.revealAll }), m.revealAll);
  await expectOnScreen(page, page.getByRole('button', { name: /^(Nouveau ticket|Next ticket)/ }), 'next ticket');
  if (settled) {
    await expectOnScreen(page, page.getByTestId('result'), 'the result');
    await expectOnScreen(page, page.getByTestId('result-title'), 'the result title');
  }
}

/** A line of the phone's header: the room left on it, and the width of the words it holds. */
interface HeaderLine {
  readonly line: string;
  readonly sparePx: number;
  readonly wordsPx: number;
}

/**
 * The room each line of a phone's two-line header leaves, measured from its items' boxes (the
 * wallet's as wide as its balance and refill button side by side, whatever the grid gives it), so
 * that it can be told even where a line has wrapped already.
 */
function headerRoom(page: Page): Promise<HeaderLine[]> {
  return page.locator('.app-header').evaluate((header) => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.position !== 'absolute';
    };
    const width = (el: Element) => el.getBoundingClientRect().width;
    const words = (els: Element[]) =>
      els.filter(shown).reduce((sum, el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return sum + range.getBoundingClientRect().width;
      }, 0);
    const row = (els: Element[], gapPx: number) => {
      const items = els.filter(shown);
      return items.reduce((sum, el) => sum + width(el), 0) + gapPx * (items.length - 1);
    };
    const gap = (el: Element) => parseFloat(getComputedStyle(el).columnGap) || 0;
    const style = getComputedStyle(header);
    const roomPx = header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const ul = header.querySelector('nav ul')!;
    const wallet = header.querySelector('.wallet')!;
    const [brand, sound, lang] = ['.brand', '.sound-switch', '.lang-switch'].map((s) => header.querySelector(s)!);
    const walletPx = row([...wallet.children], gap(wallet));
    const secondPx =
      [brand!, sound!, lang!].filter(shown).reduce((sum, el) => sum + width(el), walletPx) + 3 * gap(header);
    return [
      {
        line: 'the screens',
        sparePx: roomPx - row([...ul.children], gap(ul)),
        wordsPx: words([...ul.querySelectorAll('button')]),
      },
      {
        line: 'the brand, balance, refill, sound and language',
        sparePx: roomPx - secondPx,
        wordsPx: words([header.querySelector('.brand-name')!, ...wallet.children]),
      },
    ];
  });
}

/**
 * Each line of a phone's two-line header with room to spare: its words may come a tenth wider (a
 * wider stand-in font, text rendered with hinting, a larger text size) and still fit, rather than
 * wrap onto a third line that takes the ticket's height. Measured in the app's fonts.
 */
async function expectRoomToSpare(page: Page, width: number): Promise<void> {
  if (width > 520) return; // wider, the header is one line, with room of its own
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const { line, sparePx, wordsPx } of await headerRoom(page))
    expect(
      sparePx,
      `${line}: ${sparePx.toFixed(1)} px to spare for ${wordsPx.toFixed(1)} px of words`,
    ).toBeGreaterThanOrEqual(wordsPx / 10);
}

describe.each(PHONES)('a $width×$height phone', ({ width, height }) => {
  it.each(LANGS)('shows the whole ticket, its buttons, then its result, without scrolling (%s)', async (lang) => {
    const s = await screens.open({ width, height, mobile: true });
    const { page } = s;

    // A bought ticket, before and after it is revealed.
    await page.goto(`${base}/?game=months&lang=${lang}`);
    await waitForTicket(page);
    await expectPlayableWithoutScrolling(page, lang, false);
    await expectRoomToSpare(page, width); // the four screens: a ticket's among them
    await page.getByRole('button', { name: MESSAGES[lang].revealAll }).click();
    await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
    await expectPlayableWithoutScrolling(page, lang, true);

    // A preview from a link (one more line), whose result has the longest explanation.
    await page.goto(`${base}/?serial=${LONG_RESULT}&lang=${lang}`);
    await waitForTicket(page);
    await expectPlayableWithoutScrolling(page, lang, false);
    await page.getByRole('button', { name: MESSAGES[lang].revealAll }).click();
    await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
    await expectPlayableWithoutScrolling(page, lang, true);
    expect(s.errors).toEqual([]);
  });

  it.each(LANGS)('keeps the header within the screen, whatever the balance (%s)', async (lang) => {
    const { page } = await screens.open({ width, height, mobile: true });
    await page.goto(`${base}/?lang=${lang}`);
    await page.getByTestId('balance').waitFor();
    // Measured in the app's fonts: the page can render before they are in, in a wider fallback.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // A starting balance: the header keeps two lines, the screens, then the brand, the balance,
    // its refill, sound and language side by side (a third line takes the ticket's height).
    const middles = await page.locator('.app-header').evaluate((header) =>
      ['.brand', '.wallet-balance', '.wallet button', '.sound-switch', '.lang-switch'].map((selector) => {
        const box = header.querySelector(selector)!.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    expect(
      Math.max(...middles) - Math.min(...middles),
      `the header's second line: ${middles.join(', ')}`,
    ).toBeLessThanOrEqual(6);
    await expectRoomToSpare(page, width); // the lobby: three screens, and the starting balance
    // The widest balance a player can reach in a long session: grouped thousands and cents.
    for (const text of ['20,00 €', '1 234,50 €', '123 456 789,00 €', '€123,456,789.00']) {
      await page.getByTestId('balance').evaluate((el, t) => (el.textContent = t), text);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, `page width with a balance of ${text}`).toBeLessThanOrEqual(width);
      for (const name of [MESSAGES[lang].refill, MESSAGES[lang].nav.rules])
        await expectOnScreen(page, page.locator('.app-header').getByRole('button', { name, exact: true }), name);
    }
  });
});

describe('a 320×640 phone whose fonts are on their way', () => {
  it.each(LANGS)('lays its header out as it will once they are in (%s)', async (lang) => {
    const { page } = await screens.open({ width: 320, height: 640, mobile: true });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fonts = /\.woff2?$/;
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(fonts, hold);
    try {
      // A ticket link: the header's four screens, and the balance, its refill, sound and language.
      await page.goto(`${base}/?game=months&lang=${lang}`, { waitUntil: 'commit' });
      await waitForTicket(page);
      const header = page.locator('.app-header');
      const webFontsIn = () =>
        page.evaluate(
          () =>
            [...document.fonts].filter((f) => /^"?(Nunito|Fredoka)"?$/.test(f.family) && f.status === 'loaded').length,
        );
      expect(await webFontsIn(), 'web fonts loaded while held').toBe(0);
      const standIn = (await header.boundingBox())!.height;
      release();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await webFontsIn(), 'web fonts loaded once released').toBeGreaterThanOrEqual(4);
      expect((await header.boundingBox())!.height).toBeCloseTo(standIn, 0);
    } finally {
      release();
      await page.unroute(fonts, hold);
    }
  });
});

describe.each([
  { width: 568, height: 320, mobile: true },
  { width: 568, height: 280, mobile: true }, // the same phone, less its browser's bars
  { width: 640, height: 360, mobile: true },
  { width: 640, height: 400, mobile: false }, // a 1280×800 window zoomed to 200 %
])('a small phone on its side, or a zoomed window: $width×$height', ({ width, height, mobile }) => {
  it.each(LANGS)('shows a ticket bought far down the lobby whole, its header on one line (%s)', async (lang) => {
    const s = await screens.open({ width, height, mobile });
    const { page } = s;
    await page.goto(`${base}/?lang=${lang}`);
    await page.getByTestId('game-months').waitFor();
    // Bought from the foot of the lobby: the ticket screen starts at its top, as a new page does.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByTestId('game-months')
      .getByRole('button', { name: /^(Acheter|Buy)/ })
      .click();
    await waitForTicket(page);
    await expectPlayableWithoutScrolling(page, lang, false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const buttons = page.locator('.app-header button');
    expect(await buttons.count()).toBe(7); // four screens, refill, sound, language
    for (let i = 0; i < 7; i++) await expectOnScreen(page, buttons.nth(i), `header button ${i + 1}`);
    const rows = await buttons.evaluateAll(
      (all) => new Set(all.map((b) => Math.round(b.getBoundingClientRect().top))).size,
    );
    expect(rows).toBe(1);
    expect(s.errors).toEqual([]);
  });
});

describe('a phone whose header changes height (it wraps, a notice comes)', () => {
  it('keeps the whole ticket on screen, without a ResizeObserver loop', async () => {
    const s = await screens.open({ width: 390, height: 844, mobile: true });
    const { page } = s;
    await page.goto(`${base}/?game=months`);
    await waitForTicket(page);
    expect(await headerGrows(page)).toEqual([]);
    await expectPlayableWithoutScrolling(page, 'fr', false);
    expect(s.errors).toEqual([]);
  });
});

/** What the ticket screen shows in a frame: the viewport, and the boxes that must be on it. */
interface Laid {
  readonly viewport: readonly number[];
  readonly newFaces: number; // font faces the page has that it had not before the turn
  readonly ticket: readonly number[]; // x, y, width, height, rounded
  readonly actions: readonly number[];
  readonly result: readonly number[];
  readonly headerBottom: number;
}

describe('a phone turned', () => {
  it('lays the ticket screen out for good in the first frame at the new size, both ways', async () => {
    const s = await screens.open({ width: 900, height: 900, mobile: true, dpr: 2 });
    const { page } = s;
    // The app in a frame of the phone's size, in a page of its own origin, which turns the phone
    // by giving its frame the other size.
    const host = `${base}/turned-phone-host`;
    try {
      await page.route(host, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0"><iframe src="/?game=months" style="border:0;width:390px;height:844px"></iframe>',
        }),
      );
      await page.goto(host);
      await page.frameLocator('iframe').locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
      const app = page.frames().find((f) => f !== page.mainFrame())!;
      // The page's fonts in first: one arriving between the two frames compared would change the
      // layout for a reason of its own.
      await app.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const [w, h] of [
        [844, 390],
        [390, 844],
      ] as const) {
        // Turned in one of the app's own frame callbacks: the frame is laid out and painted at the
        // new size before the page hears of it (its resize event comes with the next frame), as
        // Firefox and WebKit do with a turned phone. The layout that frame paints is the one its
        // ResizeObserver callbacks see, after its layout and before its paint.
        // A turn must not make the page's font faces anew: a new face loads again, even from the
        // cache, and the first frame shows its text in the next font of the stack (a stylesheet
        // whose media queries change with the turn, were it to hold @font-face rules, would).
        const { first, settled } = await app.evaluate(
          ([width, height]) =>
            new Promise<{ first: Laid; settled: Laid }>((resolve) => {
              const faces = new Set(document.fonts);
              const box = (selector: string) => {
                const r = document.querySelector(selector)!.getBoundingClientRect();
                return [r.x, r.y, r.width, r.height].map(Math.round);
              };
              const laid = (): Laid => ({
                viewport: [innerWidth, innerHeight],
                newFaces: [...document.fonts].filter((f) => !faces.has(f)).length,
                ticket: box('.ticket-frame'),
                actions: box('.ticket-actions'),
                result: box('[data-testid="result"]'),
                headerBottom: Math.round(document.querySelector('.app-header')!.getBoundingClientRect().bottom),
              });
              requestAnimationFrame(() => {
                const frame = window.frameElement as HTMLElement;
                frame.style.width = `${width}px`;
                frame.style.height = `${height}px`;
                const observer = new ResizeObserver(() => {
                  observer.disconnect();
                  const first = laid();
                  requestAnimationFrame(() => requestAnimationFrame(() => resolve({ first, settled: laid() })));
                });
                observer.observe(document.querySelector('.ticket-frame')!);
              });
            }),
          [w, h] as const,
        );
        expect(first.viewport).toEqual([w, h]);
        expect(first.newFaces, `font faces made anew by the turn to ${w}×${h}`).toBe(0);
        // The layout it settles on shows the whole ticket, its result and its buttons, under the header.
        const [, ticketY, , ticketHeight] = settled.ticket;
        expect(ticketY!, `the ticket under the header, ${w}×${h}`).toBeGreaterThanOrEqual(settled.headerBottom);
        for (const [what, [x, y, bw, bh]] of Object.entries({
          ticket: settled.ticket,
          actions: settled.actions,
          result: settled.result,
        }))
          expect(
            x! >= 0 && y! >= 0 && x! + bw! <= w && y! + bh! <= h,
            `${what} on the ${w}×${h} screen: ${[x, y, bw, bh].join(', ')}`,
          ).toBe(true);
        expect(ticketHeight!).toBeGreaterThan(h / 2);
        // And the first frame at the new size already showed it.
        expect(first, `the first frame after the turn to ${w}×${h}`).toEqual(settled);
      }
      expect(s.errors).toEqual([]);
    } finally {
      await page.unroute(host); // the page is kept for the next test
    }
  });
});

describe('a desktop window', () => {
  it('keeps the ticket at its desktop size, with the result and buttons beside it', async () => {
    const s = await screens.open({ width: 1280, height: 900 });
    await s.page.goto(`${base}/?serial=${LONG_RESULT}`);
    await waitForTicket(s.page);
    await s.page.getByRole('button', { name: 'Tout gratter' }).click();
    await s.page.locator('[data-testid="result"][data-settled="true"]').waitFor();
    const frame = (await s.page.locator('.ticket-frame').boundingBox())!;
    const result = (await s.page.getByTestId('result').boundingBox())!;
    // min(540 px, (900 − 150) × 2 / 3) wide, as before the phone layout.
    expect(Math.round(frame.width)).toBe(500);
    expect(result.x).toBeGreaterThan(frame.x + frame.width);
    expect(result.y).toBeLessThan(frame.y + frame.height / 2);
    expect(s.errors).toEqual([]);
  });
});

/** A focused element: its name, and its box on the page (not the viewport: Tab scrolls it into view). */
interface Reached {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Every element the keyboard reaches, in order, from the skip link (the page's first stop) until
 * the focus leaves the page or comes back to it. The skip link itself is left out: it shows over
 * the header only while it has the focus, not in the layout. A ticket's zones are one stop, the
 * ticket's: they go in its design's own order (a wheel's months go round it), not in lines.
 */
async function tabWalk(page: Page): Promise<Reached[]> {
  await page.locator('.skip-link').focus();
  // Each element the focus reaches is kept by a listener in the page, until the focus leaves the
  // page or comes back to the skip link: the walk is then over, and a Tab pressed after it keeps
  // nothing. The test asks whether it is over every few Tabs rather than after each one (a round
  // trip to the page per Tab, over about eighty Tabs a test), pressing a few Tabs more at most.
  await page.evaluate(() => {
    const walk = { stops: [] as Element[], over: false };
    (window as unknown as { __tabWalk: typeof walk }).__tabWalk = walk;
    const listening = new AbortController();
    const end = () => {
      walk.over = true;
      listening.abort(); // the next walk, in the same document, listens anew
    };
    const options = { capture: true, signal: listening.signal };
    document.addEventListener(
      'focusin',
      (event) => {
        const focused = event.target as Element;
        if (focused.classList.contains('skip-link')) return end();
        const stop = focused.closest('.ticket-frame') ?? focused;
        if (walk.stops.at(-1) !== stop) walk.stops.push(stop);
      },
      options,
    );
    // Out of the page: nothing in it takes the focus the last element gives up.
    document.addEventListener('focusout', (event) => event.relatedTarget === null && end(), options);
  });
  const TABS_PER_LOOK = 4;
  for (let i = 1; ; i++) {
    await page.keyboard.press('Tab');
    if (i % TABS_PER_LOOK !== 0) continue;
    if (await page.evaluate(() => (window as unknown as { __tabWalk: { over: boolean } }).__tabWalk.over)) break;
    if (i >= 200) throw new Error('the focus never left the page: 200 Tabs');
  }
  // Measured together once the walk is over and the fonts are in: a box measured while a font
  // comes in would be compared with others measured after.
  return page.evaluate(async () => {
    await document.fonts.ready;
    return (window as unknown as { __tabWalk: { stops: Element[] } }).__tabWalk.stops.map((e) => {
      const r = e.getBoundingClientRect();
      const name = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim() || e.tagName.toLowerCase();
      return {
        name: name.replace(/\s+/g, ' '),
        left: r.left + scrollX,
        top: r.top + scrollY,
        right: r.right + scrollX,
        bottom: r.bottom + scrollY,
      };
    });
  });
}

/**
 * The steps of a walk that go against the reading order (WCAG 2.4.3): each element must be below
 * the one before it, or right of it (the next one in its line, or the top of a column to its right).
 */
function stepsBack(walk: readonly Reached[]): string[] {
  const at = (r: Reached) => `"${r.name}" (${Math.round(r.left)}, ${Math.round(r.top)})`;
  const back: string[] = [];
  for (let i = 1; i < walk.length; i++) {
    const [before, now] = [walk[i - 1]!, walk[i]!];
    const below = now.top >= before.bottom - 1;
    const right = now.left >= before.right - 1;
    if (!below && !right) back.push(`${at(now)} after ${at(before)}`);
  }
  return back;
}

// The header's order is walked here too: it is the first part of every screen's walk.
describe.each([
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 568, height: 320 },
])('the keyboard on a $width×$height phone', ({ width, height }) => {
  it.each(LANGS)('goes through each screen in the order it shows, top to bottom, left to right (%s)', async (lang) => {
    // The order is read from the boxes, in CSS pixels, which the pixel ratio does not change: the
    // phones' page at density 1 (the context the tests above use), whose canvas and focus rings
    // cost a quarter of the drawing of density 2 at each of the walk's Tabs.
    const s = await screens.open({ width, height, mobile: true });
    const { page } = s;
    const m = MESSAGES[lang];
    const back: Record<string, string[]> = {};
    // No screenshot of each screen: the order is read from the boxes, and a picture would be
    // compared with nothing.
    const walk = async (screen: string) => {
      const steps = await tabWalk(page);
      expect(steps.length, `stops on the ${screen} screen`).toBeGreaterThanOrEqual(7); // the header's at least
      back[screen] = stepsBack(steps);
    };
    await page.goto(`${base}/?lang=${lang}`);
    await page.getByTestId('game-months').waitFor();
    await walk('lobby');
    for (const [screen, search] of [
      ['paws', 'game=paws&variant=dog'],
      ['months', 'game=months'],
    ] as const) {
      await page.goto(`${base}/?${search}&lang=${lang}`);
      await waitForTicket(page);
      await walk(screen);
    }
    await page.locator('.app-header').getByRole('button', { name: m.nav.rules, exact: true }).click();
    await page.locator('.rules').waitFor();
    await walk('rules');
    await page.locator('.app-header').getByRole('button', { name: m.nav.history, exact: true }).click();
    await page.locator('.history').waitFor();
    await walk('history');
    expect(back).toEqual({ lobby: [], paws: [], months: [], rules: [], history: [] });
    expect(s.errors).toEqual([]);
  });
});
