import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Block, generateTicket, parseSerial, type GameId, type Ticket } from '../../src/engine/index.ts';
import { formatEuros, revealedZoneContent } from '../../src/i18n/index.ts';
import { contrastRatio, relativeLuminance } from '../../src/layouts/colour.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { designOf, getLayout } from '../../src/layouts/index.ts';
import { SOFTWARE_BATCH_TEXTURES } from '../../src/render/softwareBatch.ts';
import {
  FRAME_COUNTER,
  framesAsked,
  imageDifference,
  openSession,
  type PageOptions,
  type SharedBrowser,
  waitForCanvasCovered,
  waitForTicket,
  type Session,
} from './browser.ts';
import { coinPasses, PASS_STEP_UNITS } from './coinPasses.ts';
import { keptScreens, type Screen } from './keptScreens.ts';
import { pageAtFailure } from './pageAtFailure.ts';
import { sharedBrowser, sharedSession } from './sharedSession.ts';
import { clearSavedSession, savedSessionText, storeSavedSession } from './savedSession.ts';

const base = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const spaces = /[\u00a0\u202f]/g;

const browser = sharedBrowser();
/** The file's main page: a context of the same Chromium as the pages of other sizes, not a launch of its own. */
const s = sharedSession({}, browser);
const NO_WEBGL = ['--disable-webgl', '--disable-3d-apis'];
/** A second Chromium, without WebGL: a context of it for each test that needs no WebGL, not a launch. */
const bareBrowser = sharedBrowser(NO_WEBGL);
/** Contexts of the file's browser kept from test to test, each test's storage emptied first (keptScreens.ts). */
const screens = keptScreens(browser, base);

/** Opens the app on a clean profile state with the given query string. */
async function fresh(page: Page, search = ''): Promise<void> {
  // Clear storage from a page of the same origin that does not run the app (the app saves on pagehide).
  await page.goto(`${base}/favicon.svg`);
  await clearSavedSession(page);
  await page.goto(`${base}/${search}`);
}

async function shownTicket(page: Page): Promise<Ticket> {
  await waitForTicket(page);
  const serial = (await page.getByTestId('serial').textContent()) ?? '';
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(`the page shows a bad serial ${serial}`);
  return generateTicket(ref.value);
}

/** The page rectangle of a zone of the shown ticket (its shape's bounding box), and page pixels per ticket unit. */
async function zoneBox(page: Page, ticket: Ticket, zoneIndex: number) {
  const layout = getLayout(designOf(ticket));
  const frame = await page.locator('.ticket-frame').boundingBox();
  if (frame === null) throw new Error('no ticket frame');
  const b = shapeBounds(layout.zones[zoneIndex]!.shape);
  const k = frame.width / layout.width;
  return { x: frame.x + b.x * k, y: frame.y + b.y * k, w: b.w * k, h: b.h * k, k };
}

/** Drags the mouse over a zone in passes to and fro, like a player with a coin. */
async function scratchWithMouse(page: Page, ticket: Ticket, zoneIndex: number): Promise<void> {
  const box = await zoneBox(page, ticket, zoneIndex);
  const [first, ...rest] = coinPasses(box, box.k);
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y);
  await page.mouse.up();
}

const expectedTitle = (ticket: Ticket) =>
  (ticket.prize > 0 ? `Gagné ${formatEuros(ticket.prize, 'fr')}` : 'Perdu').replace(spaces, ' ');
const resultTitle = async (page: Page) =>
  ((await page.getByTestId('result-title').textContent()) ?? '').replace(spaces, ' ');

/**
 * Runs `body` in a session of its own (a context of the file's browser, of `from`, or a
 * launch of its own for browser flags), checks that the page logged no error, and closes it.
 */
async function withSession(
  options: Parameters<typeof openSession>[0] & object,
  body: (session: Session) => Promise<void>,
  from: Pick<SharedBrowser, 'open'> = browser,
): Promise<void> {
  const ownLaunch = options.extraArgs !== undefined || options.env !== undefined;
  const session = ownLaunch ? await openSession(options) : await from.open(options);
  try {
    await inSession(session, body);
  } finally {
    await session.close();
  }
}

/**
 * Runs `body` in `session`, other than the file's shared one, and checks that the page logged no
 * error (the list is then emptied, for a session kept for the next test). A failure says what this
 * session's page showed (the shared session's report shows the file's other page).
 */
async function inSession(session: Session, body: (session: Session) => Promise<void>): Promise<void> {
  try {
    try {
      await body(session);
    } catch (error) {
      const shown = await pageAtFailure(session.page, `own session ${expect.getState().currentTestName ?? ''}`);
      if (error instanceof Error) error.message += `\nthe test's own page when it failed:\n${shown}`;
      throw error;
    }
    // A copy: the list is emptied below, before a failure's difference is printed.
    expect([...session.errors]).toEqual([]);
  } finally {
    session.errors.length = 0;
  }
}

/** Runs `body` in the kept page for `screen`, as withSession does in a session of its own. */
async function withKept(screen: Screen, body: (session: Session) => Promise<void>): Promise<void> {
  await inSession(await screens.open(screen), body);
}

/** One finger on the session's page, through the DevTools protocol, as a touch screen sends it. */
async function finger(session: Session) {
  const cdp = await session.context.newCDPSession(session.page);
  return (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
}

/** Loses the canvas's WebGL context, and restores it after `restoreAfterMs` unless that is null. */
async function loseContext(page: Page, restoreAfterMs: number | null): Promise<void> {
  await page.evaluate((after) => {
    const canvas = document.querySelector('canvas')!;
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    const ext = gl?.getExtension('WEBGL_lose_context');
    if (!ext) throw new Error('WEBGL_lose_context is not available');
    ext.loseContext();
    if (after !== null) setTimeout(() => ext.restoreContext(), after);
  }, restoreAfterMs);
}

/** Waits until the canvas has a context generation above `generation`, then lets two frames present. */
async function waitForRepaint(page: Page, generation: number): Promise<void> {
  await page.waitForFunction((g) => {
    const canvas = document.querySelector('canvas');
    return canvas !== null && canvas.dataset.context === 'ok' && Number(canvas.dataset.contextGeneration ?? -1) > g;
  }, generation);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A serial of seed "e2e" block 0 that wins `amountCents`. */
function winningSerial(game: GameId, amountCents: number, pick = 0): string {
  const index = new Block(game, 'e2e', 0).indicesWithPrize(amountCents)[pick]!;
  return generateTicket({ game, seed: 'e2e', block: 0, index }).serial;
}

describe('the lobby', () => {
  it('shows both games with their figures', async () => {
    await fresh(s.page);
    const paws = ((await s.page.getByTestId('game-paws').textContent()) ?? '').replace(spaces, ' ');
    expect(paws).toContain('1 chance sur 3,43');
    expect(paws).toContain('15 000 €');
    const months = ((await s.page.getByTestId('game-months').textContent()) ?? '').replace(spaces, ' ');
    expect(months).toContain('1 chance sur 4,81');
  });

  it.each([
    ['?game=poker', /jeu inconnu «\u00a0poker\u00a0»/],
    ['?serial=P.demo.0.0000017.AAAA', /code de contrôle/],
    ['?game=months&variant=cat', /game=paws/],
    ['?lang=xx&zoom=2', /langue inconnue «\u00a0xx\u00a0»/, /paramètre inconnu «\u00a0zoom\u00a0»/],
  ])('answers %s with a clear message and the lobby', async (search, ...messages) => {
    await fresh(s.page, search);
    await s.page.getByRole('alert').waitFor();
    // Quoted values are isolated (U+2068…U+2069) so that right-to-left text cannot reorder the notice.
    const alert = ((await s.page.getByRole('alert').textContent()) ?? '').replace(/[\u2068\u2069]/g, '');
    for (const message of messages) expect(alert).toMatch(message);
    expect(await s.page.getByTestId('game-paws').isVisible()).toBe(true);
    expect(new URL(s.page.url()).search).toBe('');
  });
});

describe('playing', () => {
  it('reveals a zone scratched with mouse drags, and only that zone', async () => {
    await fresh(s.page, '?game=paws&variant=dog');
    const ticket = await shownTicket(s.page);
    expect(ticket.game === 'paws' && ticket.variant).toBe('dog');
    await scratchWithMouse(s.page, ticket, 4);
    await s.page.locator('[data-zone="paw-5"][data-revealed="true"]').waitFor({ state: 'attached' });
    expect(await s.page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
  });

  it.each([
    ['?game=paws&variant=dog', 'dog'],
    ['?game=paws&variant=cat', 'cat'],
    ['?game=months', 'months'],
  ])('Reveal all on %s shows the prize the engine assigned to the serial', async (search, design) => {
    await fresh(s.page, search);
    const ticket = await shownTicket(s.page);
    expect(designOf(ticket)).toBe(design);
    await s.page.getByRole('button', { name: 'Tout gratter' }).click();
    expect(await resultTitle(s.page)).toBe(expectedTitle(ticket));
  });

  it.each([
    ['paws', 3_000, /^3 (os|souris) × 3 \((gamelle|pelote de laine)\) = 30 €$/],
    ['paws', 20_000, /^4 (os|souris) = 200 €$/],
    ['months', 1_200, /^[A-ZÉa-zéû]+ \d+ € \+ [A-ZÉa-zéû]+ \d+ € = 12 €$/],
    ['months', 4_000_000, /^(Gain|[A-ZÉa-zéû]+) 40 000 €$/],
  ] as const)(
    'opens winning %s ticket of %i cents from ?serial= and explains its win (%s)',
    async (game, amount, explanation) => {
      const serial = winningSerial(game, amount);
      await fresh(s.page, `?serial=${encodeURIComponent(serial)}`);
      const ticket = await shownTicket(s.page);
      expect(ticket.serial).toBe(serial);
      await s.page.getByRole('button', { name: 'Tout gratter' }).click();
      expect(await resultTitle(s.page)).toBe(expectedTitle(ticket));
      expect(((await s.page.locator('.result-explanation').textContent()) ?? '').replace(spaces, ' ')).toMatch(
        explanation,
      );
    },
  );

  it('resumes a half-scratched ticket after a reload, without buying again', async () => {
    await fresh(s.page, '?game=months');
    const ticket = await shownTicket(s.page);
    await scratchWithMouse(s.page, ticket, 0);
    await s.page.locator('[data-zone="month-1"][data-revealed="true"]').waitFor({ state: 'attached' });
    expect(new URL(s.page.url()).searchParams.get('serial')).toBe(ticket.serial);
    const balance = await s.page.getByTestId('balance').textContent();
    // Saving is debounced; wait until the revealed zone is in storage (a pagehide also flushes it).
    await expect
      .poll(
        async () =>
          (JSON.parse((await savedSessionText(s.page)) ?? 'null') as { current?: { revealed: boolean[] } } | null)
            ?.current?.revealed[0],
      )
      .toBe(true);
    await s.page.reload();
    const resumed = await shownTicket(s.page);
    expect(resumed.serial).toBe(ticket.serial);
    expect(await s.page.getByTestId('balance').textContent()).toBe(balance);
    expect(await s.page.locator('[data-zone="month-1"]').getAttribute('data-revealed')).toBe('true');
    expect(await s.page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
  });

  it('plays a whole ticket with the keyboard alone', async () => {
    await fresh(s.page, '?game=paws&variant=cat');
    const ticket = await shownTicket(s.page);
    const zones = s.page.locator('.zone-button');
    const count = await zones.count();
    await zones.first().focus();
    for (let i = 0; i < count; i++) {
      await s.page.keyboard.press(i % 2 === 0 ? 'Enter' : 'Space');
      if (i < count - 1) await s.page.keyboard.press('Tab');
    }
    expect(await s.page.locator('.zone-button[data-revealed="true"]').count()).toBe(count);
    expect(await resultTitle(s.page)).toBe(expectedTitle(ticket));
    const label = await s.page.locator('[data-zone="paw-1"]').getAttribute('aria-label');
    expect(label).toMatch(/^Patte 1\u00a0: \S/);
    // The live region is updated just after the render that shows the result.
    await expect
      .poll(async () => ((await s.page.getByTestId('live').textContent()) ?? '').replace(spaces, ' '))
      .toContain(expectedTitle(ticket));
    // The next ticket, bought from the keyboard: the button is disabled while the purchase is made,
    // which leaves the focus nowhere; it is brought to the new ticket, named by its group.
    await s.page.getByRole('button', { name: /Nouveau ticket/ }).focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.getByTestId('serial').textContent()).not.toBe(ticket.serial);
    await expect
      .poll(() => s.page.evaluate('document.activeElement?.getAttribute("aria-label") ?? ""'))
      .toMatch(/^Ticket Chien & Chat/);
  });

  it('tabs through the ticket’s panel in the order it shows, top to bottom', async () => {
    await fresh(s.page, '?game=months');
    await shownTicket(s.page);
    await s.page.locator('.zone-button').last().focus();
    const reached: { name: string; top: number }[] = [];
    for (let i = 0; i < 3; i++) {
      await s.page.keyboard.press('Tab');
      reached.push(
        await s.page.evaluate(`(() => {
          const e = document.activeElement;
          return { name: e.textContent.trim(), top: e.getBoundingClientRect().top };
        })()`),
      );
    }
    expect(reached.map((r) => r.name.replace(spaces, ' '))).toEqual([
      'Tout gratter',
      'Nouveau ticket — 3 €',
      'Lien de ce ticket',
    ]);
    const tops = reached.map((r) => r.top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  it('goes back and forward through the screens with the browser’s buttons, without buying again', async () => {
    await fresh(s.page);
    const shownScreen = () => s.page.locator('nav [aria-current="page"]').textContent();
    const serialParam = () => new URL(s.page.url()).searchParams.get('serial');
    await s.page
      .getByTestId('game-paws')
      .getByRole('button', { name: /^Acheter/ })
      .click();
    const ticket = await shownTicket(s.page);
    const balance = await s.page.getByTestId('balance').textContent();
    await s.page.getByRole('button', { name: 'Règles' }).click();
    await s.page.getByRole('button', { name: 'Historique' }).click();
    expect(serialParam()).toBeNull();
    // Each screen shown takes the focus, named after it, from the header button pressed or from
    // the button left focused by Back: a screen reader says where the player is.
    const focused = () => s.page.evaluate(`document.activeElement?.id + ' ' + document.activeElement?.ariaLabel`);
    expect(await focused()).toBe('main Historique');

    await s.page.getByRole('button', { name: 'Historique' }).focus();
    await s.page.goBack();
    await expect.poll(shownScreen).toBe('Règles');
    expect(await focused()).toBe('main Règles');
    // The rules read halfway down, Back, then Forward: the rules come back there, once drawn again.
    await s.page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => s.page.evaluate(() => scrollY)).toBe(400);
    await s.page.goBack();
    await expect.poll(shownScreen).toBe('Ticket');
    await s.page.goForward();
    await expect.poll(shownScreen).toBe('Règles');
    await expect.poll(() => s.page.evaluate(() => scrollY)).toBe(400);
    expect(await focused()).toBe('main Règles');
    // The header scrolls with the page: the player comes up to it, and Back brings the rules back
    // where they were left (here a few pixels down, the header's buttons still in view), while the
    // screen the header opens starts at its top.
    await s.page.evaluate(() => window.scrollTo(0, 4));
    await expect.poll(() => s.page.evaluate(() => scrollY)).toBe(4);
    const lobbyButton = s.page.getByRole('button', { name: 'Jeux' });
    expect((await lobbyButton.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await lobbyButton.click();
    await expect.poll(shownScreen).toBe('Jeux');
    expect(await s.page.evaluate(() => scrollY)).toBe(0);
    await s.page.goBack();
    await expect.poll(shownScreen).toBe('Règles');
    await expect.poll(() => s.page.evaluate(() => scrollY)).toBe(4);
    await s.page.getByRole('button', { name: 'Règles' }).focus();
    await s.page.goBack();
    await expect.poll(shownScreen).toBe('Ticket');
    expect(await focused()).toBe('main Ticket');
    expect((await shownTicket(s.page)).serial).toBe(ticket.serial);
    expect(serialParam()).toBe(ticket.serial);
    await s.page.goBack();
    await expect.poll(shownScreen).toBe('Jeux');
    expect(new URL(s.page.url()).search).toBe('');
    await s.page.goForward();
    await expect.poll(shownScreen).toBe('Ticket');
    expect(serialParam()).toBe(ticket.serial);
    expect(await s.page.getByTestId('balance').textContent()).toBe(balance);

    // A reload keeps the screen its entry records, not the ticket in play, and Back still goes back.
    await s.page.getByRole('button', { name: 'Règles' }).click();
    await s.page.reload();
    await expect.poll(shownScreen).toBe('Règles');
    expect(serialParam()).toBeNull();
    await s.page.goBack();
    await expect.poll(shownScreen).toBe('Ticket');
    expect(serialParam()).toBe(ticket.serial);
    expect(await s.page.getByTestId('balance').textContent()).toBe(balance);

    // Back from a zone, which goes with its screen, brings the focus to the screen shown, not to the page's top.
    await s.page.locator('.zone-button').first().focus();
    await s.page.goBack();
    await expect.poll(shownScreen).toBe('Jeux');
    expect(await s.page.evaluate('document.activeElement?.id')).toBe('main');
  });

  it('brings the focus to the notice of a purchase refused from the keyboard', async () => {
    // A session with 1 € left and its ticket settled: the next 3 € ticket is refused.
    await fresh(s.page, '?game=months');
    await waitForTicket(s.page);
    await s.page.getByRole('button', { name: 'Tout gratter' }).click();
    await expect
      .poll(async () =>
        (
          JSON.parse((await savedSessionText(s.page)) ?? 'null') as { current?: { revealed: boolean[] } }
        )?.current?.revealed.every(Boolean),
      )
      .toBe(true);
    const saved = JSON.parse((await savedSessionText(s.page))!) as { balanceCents: number };
    await s.page.goto(`${base}/favicon.svg`);
    await storeSavedSession(s.page, JSON.stringify({ ...saved, balanceCents: 100 }));
    await s.page.goto(`${base}/`);
    await waitForTicket(s.page);
    // The button is disabled while the purchase is tried, which a browser's focus leaves.
    await s.page.getByRole('button', { name: /^Nouveau ticket/ }).focus();
    await s.page.keyboard.press('Enter');
    await s.page.getByTestId('notice').waitFor();
    expect(await s.page.getByTestId('notice').textContent()).toMatch(/Solde insuffisant/);
    await expect.poll(() => s.page.evaluate('document.activeElement?.dataset?.testid ?? null')).toBe('notice');
  });

  it('keeps covers covered through a lost and restored WebGL context', async () => {
    await fresh(s.page, '?game=months');
    const ticket = await shownTicket(s.page);
    await scratchWithMouse(s.page, ticket, 5);
    await s.page.locator('[data-zone="month-6"][data-revealed="true"]').waitFor({ state: 'attached' });
    await waitForCanvasCovered(s.page, 12); // the picture compared below, not one the canvas has still to draw
    const frame = s.page.locator('.ticket-frame');
    const generation = Number(await s.page.locator('canvas').getAttribute('data-context-generation'));
    // WebGL runs in software here (SwiftShader): batches hold two textures, before and after.
    expect(await s.page.locator('canvas').getAttribute('data-batch-textures')).toBe(String(SOFTWARE_BATCH_TEXTURES));
    const before = await frame.screenshot();
    await loseContext(s.page, 300);
    await waitForRepaint(s.page, generation);
    expect(await s.page.locator('canvas').getAttribute('data-batch-textures')).toBe(String(SOFTWARE_BATCH_TEXTURES));
    const after = await frame.screenshot();
    expect(imageDifference(before, after)).toBeLessThan(4);
    expect(await s.page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
  });
});

describe('the first frame', () => {
  // Holds every animation frame asked for after the ticket's first complete frame, until the test
  // lets them run: the canvas then keeps that first frame on screen.
  const HOLD_AFTER_FIRST_FRAME = `(() => {
    const ask = window.requestAnimationFrame.bind(window);
    const held = [];
    let released = false;
    window.requestAnimationFrame = (callback) => {
      if (!released && document.querySelector('canvas[data-ready="true"]') !== null) {
        held.push(callback);
        return -held.length;
      }
      return ask(callback);
    };
    window.releaseFrames = () => {
      released = true;
      held.splice(0).forEach((c) => ask(c));
    };
  })();`;

  it('of a fresh ticket leaves out what lies under its covers, then builds it, showing the same pixels', async () => {
    await withSession({}, async ({ context, page }) => {
      await context.addInitScript(HOLD_AFTER_FIRST_FRAME);
      await page.goto(`${base}/?game=months`);
      await waitForTicket(page);
      const canvas = page.locator('canvas[data-ready="true"]');
      expect(await canvas.getAttribute('data-under-covers')).toBe('later');
      const first = await canvas.screenshot();
      await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
      await page.locator('canvas[data-under-covers="built"]').waitFor({ state: 'attached' });
      // Still untouched: the next frame built the symbols and amounts under the whole covers.
      expect(await canvas.getAttribute('data-covered')).toBe('13');
      expect(imageDifference(first, await canvas.screenshot())).toBe(0);
    });
  });

  it('of a ticket with a scratched zone builds everything at once', async () => {
    await withSession({}, async ({ context, page }) => {
      await page.goto(`${base}/?game=paws&variant=dog`);
      const ticket = await shownTicket(page);
      await scratchWithMouse(page, ticket, 4);
      await page.locator('[data-zone="paw-5"][data-revealed="true"]').waitFor({ state: 'attached' });
      // Saving is debounced: wait until the revealed zone is in storage.
      await expect
        .poll(
          async () =>
            (JSON.parse((await savedSessionText(page)) ?? 'null') as { current?: { revealed: boolean[] } } | null)
              ?.current?.revealed[4],
        )
        .toBe(true);
      await context.addInitScript(HOLD_AFTER_FIRST_FRAME);
      await page.reload();
      await waitForTicket(page);
      expect(await page.locator('canvas').getAttribute('data-under-covers')).toBe('built');
    });
  });
});

describe('motion', () => {
  it('fades covers and celebrates a win when motion is allowed, then goes idle', async () => {
    await withSession({ reducedMotion: false }, async (animated) => {
      // Once idle, the page asks for no frame (a frame loop left running, such as Pixi's own
      // ticker, costs a phone's battery while nothing moves).
      await animated.page.addInitScript(FRAME_COUNTER);
      await fresh(animated.page, `?serial=${encodeURIComponent(winningSerial('paws', 60_000))}`);
      await waitForTicket(animated.page);
      await animated.page.getByRole('button', { name: 'Tout gratter' }).click();
      await animated.page.locator('canvas[data-animating="true"]').waitFor({ state: 'attached' });
      await animated.page.locator('canvas[data-result="win"][data-animating="false"]').waitFor({ state: 'attached' });
      expect(await animated.page.locator('canvas').getAttribute('data-covered')).toBe('0');
      // Idle means idle: over half a second (30 frames' time), not one frame asked for.
      const before = await framesAsked(animated.page);
      expect(before).toBeGreaterThan(0); // the count works: the celebration asked for frames
      await animated.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect((await framesAsked(animated.page)) - before).toBe(0);
    });
  });
});

describe('a context that never comes back', () => {
  it('is replaced by a new renderer that repaints the covers from the CPU state', async () => {
    await fresh(s.page, '?game=paws&variant=dog');
    const ticket = await shownTicket(s.page);
    await scratchWithMouse(s.page, ticket, 0);
    await s.page.locator('[data-zone="paw-1"][data-revealed="true"]').waitFor({ state: 'attached' });
    const frame = s.page.locator('.ticket-frame');
    await waitForCanvasCovered(s.page, 9); // the picture compared below, not one the canvas has still to draw
    const generation = Number(await s.page.locator('canvas').getAttribute('data-context-generation'));
    const before = await frame.screenshot();
    await loseContext(s.page, null); // never restored
    await waitForRepaint(s.page, generation);
    expect(await s.page.locator('canvas').count()).toBe(1);
    expect(imageDifference(before, await frame.screenshot())).toBeLessThan(4);
  });
});

describe('accessibility', () => {
  async function axe(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
            ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: unknown[] }[] }>;
          };
        }
      ).axe.run(document);
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes})`);
  }

  it.each([
    ['lobby', ''],
    ['ticket', '?game=months'],
    ['rules', null],
    ['history', null],
  ] as const)('has no serious axe-core violation on the %s screen', async (name, search) => {
    if (search !== null) await fresh(s.page, search);
    else await s.page.getByRole('button', { name: name === 'rules' ? 'Règles' : 'Historique' }).click();
    if (name === 'ticket') await waitForTicket(s.page);
    // The rules and the history are fetched when first shown: until then the page says it is
    // loading, which axe would check in their place.
    if (search === null) await s.page.locator(`section.${name}`).waitFor();
    expect(await axe(s.page)).toEqual([]);
  });

  it('shows the keyboard’s focus at 3:1 at least against what surrounds it, in the dark header too', async () => {
    await fresh(s.page);
    await s.page.getByTestId('game-paws').waitFor();
    const ring = async (selector: string) => {
      await s.page.locator(selector).first().focus();
      await s.page.keyboard.press('Shift+Tab'); // focus-visible comes with the keyboard
      await s.page.keyboard.press('Tab');
      return s.page.evaluate((sel) => {
        const element = document.querySelector(sel)!;
        if (document.activeElement !== element) throw new Error(`${sel} is not focused`);
        let around: Element | null = element.parentElement;
        while (around !== null && getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)')
          around = around.parentElement;
        return {
          outline: getComputedStyle(element).outlineColor,
          around: getComputedStyle(around ?? document.body).backgroundColor,
        };
      }, selector);
    };
    const rgb = (css: string) => {
      const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number) as [number, number, number];
      return relativeLuminance(r, g, b);
    };
    for (const selector of [
      '.app-header nav button',
      '.wallet button',
      '.lang-switch',
      '[data-testid="game-paws"] button.buy',
    ]) {
      const { outline, around } = await ring(selector);
      expect(contrastRatio(rgb(outline), rgb(around)), `${selector}: ${outline} on ${around}`).toBeGreaterThanOrEqual(
        3,
      );
    }
  });
});

describe('forced colours', () => {
  // Windows' contrast themes replace the page's colours with the system's: the gold background of the
  // current screen's button would be dropped, and nothing would tell the screen the player is on.
  it('marks the current screen in the header by more than the background they drop', async () => {
    await s.page.emulateMedia({ forcedColors: 'active' });
    try {
      await fresh(s.page);
      await s.page.getByTestId('game-paws').waitFor();
      const marks = () =>
        s.page.evaluate(`[...document.querySelectorAll('.app-header nav button')].map((b) => {
          const c = getComputedStyle(b);
          const header = getComputedStyle(b.closest('.app-header')).backgroundColor;
          return [b.textContent, b.getAttribute('aria-current'), c.textDecorationLine, c.backgroundColor === header || /, 0\\)$/.test(c.backgroundColor) ? 'no fill' : 'filled'].join(' ');
        })`);
      expect(await marks()).toEqual(['Jeux page underline filled', 'Règles  none no fill', 'Historique  none no fill']);
      await s.page.getByRole('button', { name: 'Règles' }).click();
      expect(await marks()).toEqual(['Jeux  none no fill', 'Règles page underline filled', 'Historique  none no fill']);
    } finally {
      await s.page.emulateMedia({ forcedColors: 'none' });
    }
  });
});

describe('React StrictMode (development build)', () => {
  // One context for the three: each fresh one would fetch and compile the development build's
  // hundreds of modules anew, and none of them tests what a new profile starts with.
  let devSession: Promise<Session> | null = null;
  const withDev = (body: (session: Session) => Promise<void>) =>
    (devSession ??= browser.open()).then((session) => inSession(session, body));
  afterAll(async () => {
    const opened = devSession;
    devSession = null;
    await (await opened)?.close();
  });

  it('double-mounts the ticket into exactly one canvas, without errors', async () => {
    await withDev(async (dev) => {
      await dev.page.goto(`${inject('devUrl')}/?game=months`);
      await waitForTicket(dev.page);
      await dev.page.getByRole('button', { name: 'Tout gratter' }).click();
      await dev.page.locator('canvas[data-result="win"], canvas[data-result="lose"]').waitFor({ state: 'attached' });
      expect(await dev.page.locator('canvas').count()).toBe(1);
      await dev.page.getByRole('button', { name: 'Jeux' }).click();
      expect(await dev.page.locator('canvas').count()).toBe(0);
    });
  });

  it('serves the README’s developer pages, each drawing its ticket without an error', async () => {
    await withDev(async (dev) => {
      await dev.page.goto(
        `${inject('devUrl')}/dev/render.html?serial=${generateTicket({ game: 'months', seed: 'dev', block: 0, index: 4 }).serial}&lang=en`,
      );
      await waitForTicket(dev.page);
      await dev.page.goto(`${inject('devUrl')}/dev/picture.html?state=revealed`);
      await dev.page.locator('#out[data-ready="true"]').waitFor({ state: 'attached' });
      expect(await dev.page.locator('#out').getAttribute('data-size')).toBe('600x900');
      // Colours as the studio's address writes them: a `#` would start the address's fragment.
      await dev.page.goto(`${inject('devUrl')}/dev/picture.html?w=1080&h=1080&caption=Trois%20os&bg=2b1a6b,ff7a59`);
      await dev.page.locator('#out[data-ready="true"]').waitFor({ state: 'attached' });
      expect(await dev.page.locator('#out').getAttribute('data-size')).toBe('1080x1080');
    });
  });

  it('names a bad parameter of a developer page on the page, never a blank page', async () => {
    await withDev(async (dev) => {
      const alert = dev.page.locator('[role="alert"]');
      await dev.page.goto(`${inject('devUrl')}/dev/picture.html?serial=P.demo.0.0025102.G13C`);
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/P\.demo\.0\.0025102\.G13C.*check code/);
      await dev.page.goto(`${inject('devUrl')}/dev/render.html?game=poker`);
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/unknown game "poker"/);
      await dev.page.goto(`${inject('devUrl')}/dev/render.html?game=paws&variant=horse`);
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/unknown variant "horse" for paws \(dog, cat, any\)/);
    });
  });
});

describe('without WebGL', () => {
  const withoutWebGL = (options: PageOptions, body: (session: Session) => Promise<void>) =>
    withSession(options, body, bareBrowser);

  it('says why the ticket is not drawn, and the ticket stays playable from the keyboard', async () => {
    await withoutWebGL({}, async (bare) => {
      await fresh(bare.page, '?game=months');
      await expect.poll(async () => (await bare.page.locator('.ticket-error').textContent()) ?? '').toMatch(/WebGL/);
      const serial = (await bare.page.getByTestId('serial').textContent()) ?? '';
      const ref = parseSerial(serial);
      if (!ref.ok) throw new Error(`bad serial ${serial}`);
      await bare.page.getByRole('button', { name: 'Tout gratter' }).click();
      expect(await resultTitle(bare.page)).toBe(expectedTitle(generateTicket(ref.value)));
    });
  });

  it('shows the zones in words on a phone, each uncovered by a tap and saying what it shows', async () => {
    await withoutWebGL({ width: 390, height: 844, mobile: true, dpr: 2 }, async (bare) => {
      await fresh(bare.page, '?game=months');
      await bare.page.locator('.ticket-error').waitFor();
      const serial = (await bare.page.getByTestId('serial').textContent()) ?? '';
      const ref = parseSerial(serial);
      if (!ref.ok) throw new Error(`bad serial ${serial}`);
      const ticket = generateTicket(ref.value);
      const april = bare.page.locator('.zone-button').nth(3);
      expect(await april.isVisible()).toBe(true);
      expect(await april.innerText()).toBe('Avril');
      await april.tap();
      await bare.page.locator('.zone-button[data-revealed="true"]').waitFor();
      // What the engine dealt in April, in words, on screen: its three symbols and its amount.
      expect((await april.innerText()).replace(/\s+/g, ' ')).toBe(
        `Avril ${revealedZoneContent(ticket, 3, 'fr')}`.replace(/\s+/g, ' '),
      );
      // Every zone is on screen or scrolled to within the frame, none hidden under the note, which
      // lies below the grid and inside the frame.
      const note = (await bare.page.locator('.ticket-error').boundingBox())!;
      const frame = (await bare.page.locator('.ticket-frame').boundingBox())!;
      const grid = (await bare.page.locator('.zone-buttons').boundingBox())!;
      expect(note.y).toBeGreaterThanOrEqual(grid.y + grid.height - 0.5);
      expect(note.x).toBeGreaterThanOrEqual(frame.x);
      expect(note.x + note.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      expect(note.y + note.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
      for (const zone of await bare.page.locator('.zone-button').all()) {
        await zone.scrollIntoViewIfNeeded();
        const box = (await zone.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(note.y + 0.5);
      }
      expect(bare.errors).toEqual([]);
    });
  });
});

describe('phone', () => {
  it('scratches with a finger on a phone-sized screen at devicePixelRatio 3', async () => {
    await withSession({ width: 390, height: 844, dpr: 3 }, async (phone) => {
      await fresh(phone.page, '?game=paws&variant=cat&lang=en');
      const ticket = await shownTicket(phone.page);
      const box = await zoneBox(phone.page, ticket, 0);
      // In-page touch PointerEvents: a finger dragging across the first paw.
      await phone.page.evaluate(
        ({ rows, ...b }) => {
          const canvas = document.querySelector('canvas')!;
          const fire = (type: string, x: number, y: number) =>
            canvas.dispatchEvent(
              new PointerEvent(type, {
                bubbles: true,
                cancelable: true,
                pointerId: 7,
                pointerType: 'touch',
                isPrimary: true,
                clientX: x,
                clientY: y,
                buttons: type === 'pointerup' ? 0 : 1,
              }),
            );
          for (let row = 0; row < rows; row++) {
            const y = b.y + (b.h * (row + 0.5)) / rows;
            fire('pointerdown', b.x, y);
            for (const share of [1 / 3, 2 / 3, 1]) fire('pointermove', b.x + b.w * share, y);
            fire('pointerup', b.x + b.w, y);
          }
        },
        { ...box, rows: Math.ceil(box.h / (PASS_STEP_UNITS * box.k)) },
      );
      await phone.page.locator('[data-zone="paw-1"][data-revealed="true"]').waitFor({ state: 'attached' });
      expect(await phone.page.locator('[data-zone="paw-1"]').getAttribute('aria-label')).toMatch(/^Paw 1: /);
    });
  });

  it('scratches with real touch input without scrolling the page', async () => {
    await withKept({ width: 390, height: 844, dpr: 2, mobile: true }, async (phone) => {
      await fresh(phone.page, '?game=paws&variant=dog');
      const ticket = await shownTicket(phone.page);
      const box = await zoneBox(phone.page, ticket, 3);
      expect(await phone.page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
      // Touch events through the DevTools protocol, as a finger produces them: vertical strokes,
      // which would scroll the page if the ticket let the browser handle them.
      // Strokes as far apart as the coin's passes may be, each in two moves, both past the scroll slop.
      const cdp = await phone.context.newCDPSession(phone.page);
      const columns = Math.ceil(box.w / (PASS_STEP_UNITS * box.k));
      const bottom = box.y + box.h - 2;
      for (let column = 0; column < columns; column++) {
        const x = box.x + (box.w * (column + 0.5)) / columns;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: bottom }] });
        for (const share of [1 / 3, 1]) {
          const y = bottom - (bottom - box.y) * share;
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      }
      await phone.page.locator('[data-zone="paw-4"][data-revealed="true"]').waitFor({ state: 'attached' });
      expect(await phone.page.evaluate(() => scrollY)).toBe(0);
    });
  });

  it('keeps the reopen field in view, focused and marked invalid, when its serial cannot be opened', async () => {
    await withKept({ width: 390, height: 844, dpr: 2, mobile: true }, async (phone) => {
      // A ticket played: the history shows its chart, and the field sits below the screen's fold.
      await fresh(phone.page, '?game=months');
      await waitForTicket(phone.page);
      await phone.page.getByRole('button', { name: 'Tout gratter' }).click();
      await phone.page.getByTestId('result-title').waitFor();
      await phone.page.getByRole('button', { name: 'Historique' }).click();
      const field = phone.page.getByRole('textbox', { name: 'Rouvrir un ticket par son numéro de série' });
      // Below the totals and the chart: scrolled to, as a player does to type in it.
      await field.evaluate((input) => input.scrollIntoView({ block: 'center' }));
      expect(await phone.page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await field.fill('P.demo.0.0000017.0000');
      await field.press('Enter');
      await phone.page.getByRole('alert').filter({ hasText: 'code de contrôle faux' }).waitFor();
      const shown = () =>
        field.evaluate((input) => {
          const box = input.getBoundingClientRect();
          const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
          const said = message?.getBoundingClientRect();
          return {
            focused: document.activeElement === input,
            invalid: input.getAttribute('aria-invalid'),
            fieldInView: box.top >= 0 && box.bottom <= innerHeight,
            messageInView: said !== undefined && said.top >= 0 && said.bottom <= innerHeight,
          };
        });
      await expect.poll(shown).toEqual({ focused: true, invalid: 'true', fieldInView: true, messageInView: true });
    });
  });

  it('scratches under the finger when the phone turns in the middle of a stroke', async () => {
    await withSession({ width: 390, height: 844, dpr: 2, mobile: true }, async (phone) => {
      // The symbols' pictures held back, as a slow network brings them: the canvas, drawn again at
      // the turned size only once they are in, still has its upright fit while the finger moves.
      const art = getLayout('dog').background.replace(/\.svg$/, '');
      let release = () => {};
      const symbolsIn = new Promise<void>((resolve) => (release = resolve));
      await phone.context.route(
        (url) =>
          url.pathname.startsWith('/assets/') &&
          url.pathname.endsWith('.svg') &&
          !url.pathname.startsWith(`/assets/${art}-`),
        async (route) => {
          await symbolsIn;
          await route.continue();
        },
      );
      try {
        await fresh(phone.page, '?game=paws&variant=dog');
        const ticket = await shownTicket(phone.page);
        const bonus = 9; // paw-1 … paw-9, then the bonus
        const upright = await zoneBox(phone.page, ticket, bonus);
        const touch = await finger(phone);
        await touch('touchStart', upright.x + upright.w / 2, upright.y + upright.h / 2);
        await phone.page.setViewportSize({ width: 844, height: 390 });
        await expect.poll(async () => (await zoneBox(phone.page, ticket, bonus)).w).toBeLessThan(upright.w * 0.8);
        // Laid out by CSS alone: the first box at the turned size is the one the page keeps.
        const turned = await zoneBox(phone.page, ticket, bonus);
        for (const p of coinPasses(turned, turned.k)) await touch('touchMove', p.x, p.y);
        await touch('touchEnd', 0, 0);
        await phone.page.locator('[data-zone="bonus"][data-revealed="true"]').waitFor({ state: 'attached' });
      } finally {
        release();
      }
      expect(await phone.page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
    });
  });

  it('scratches again where a finger that went past the ticket’s edge comes back, as a mouse does', async () => {
    await withKept({ width: 390, height: 844, dpr: 2, mobile: true }, async (phone) => {
      await fresh(phone.page, '?game=paws&variant=dog');
      const ticket = await shownTicket(phone.page);
      const first = await zoneBox(phone.page, ticket, 0);
      const frame = (await phone.page.locator('.ticket-frame').boundingBox())!;
      const touch = await finger(phone);
      // Down on the first paw, out below the ticket, back over the first paw, sweeping it whole,
      // without lifting: as a coin does, it scratches again once it is back on the ticket.
      await touch('touchStart', first.x + first.w / 2, first.y + first.h / 2);
      await touch('touchMove', first.x + first.w / 2, frame.y + frame.height + 40);
      for (const p of coinPasses(first, first.k)) await touch('touchMove', p.x, p.y);
      await touch('touchEnd', 0, 0);
      await phone.page.locator('[data-zone="paw-1"][data-revealed="true"]').waitFor({ state: 'attached' });
    });
    // A mouse, pressed, out past the left edge and back over the second paw.
    await fresh(s.page, '?game=paws&variant=dog');
    const ticket = await shownTicket(s.page);
    const second = await zoneBox(s.page, ticket, 1);
    const frame = (await s.page.locator('.ticket-frame').boundingBox())!;
    await s.page.mouse.move(second.x + second.w / 2, second.y + second.h / 2);
    await s.page.mouse.down();
    await s.page.mouse.move(frame.x - 30, second.y + second.h / 2, { steps: 8 });
    for (const p of coinPasses(second, second.k)) await s.page.mouse.move(p.x, p.y);
    await s.page.mouse.up();
    await s.page.locator('[data-zone="paw-2"][data-revealed="true"]').waitFor({ state: 'attached' });
  });
});

describe('scrolling', () => {
  it('scratches the right zone after the page has scrolled', async () => {
    await withSession({ width: 420, height: 560 }, async (small) => {
      await fresh(small.page, '?game=paws&variant=dog');
      const ticket = await shownTicket(small.page);
      const bonus = 9; // paw-1 … paw-9, then the bonus
      // The phone layout fits the ticket to the screen: give the page more room to scroll.
      await small.page.addStyleTag({ content: '.app-footer { padding-bottom: 80px; }' });
      await small.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await small.page.evaluate(() => scrollY)).toBeGreaterThan(100);
      await scratchWithMouse(small.page, ticket, bonus);
      await small.page.locator('[data-zone="bonus"][data-revealed="true"]').waitFor({ state: 'attached' });
      expect(await small.page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
    });
  });
});

describe('scaling', () => {
  it('scratches the right zone of a ticket scaled by CSS', async () => {
    await fresh(s.page, '?game=months');
    const ticket = await shownTicket(s.page);
    await s.page.addStyleTag({
      content: '.ticket-frame { transform: scale(0.7) rotate(0deg); transform-origin: 30% 20%; }',
    });
    await scratchWithMouse(s.page, ticket, 7); // zoneBox measures the transformed frame
    await s.page.locator('[data-zone="month-8"][data-revealed="true"]').waitFor({ state: 'attached' });
    expect(await s.page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
  });
});

describe('resizing', () => {
  it('keeps the scratch progress when the window is resized or rotated', async () => {
    await fresh(s.page, '?game=months');
    const ticket = await shownTicket(s.page);
    await scratchWithMouse(s.page, ticket, 2);
    await s.page.locator('[data-zone="month-3"][data-revealed="true"]').waitFor({ state: 'attached' });
    // What the canvas shows, once it has drawn the scratch (the zone button says it at once).
    await waitForCanvasCovered(s.page, 12);
    const canvas = s.page.locator('canvas');
    const segments = await canvas.getAttribute('data-segments');
    expect(Number(segments)).toBeGreaterThan(0);
    const covered = await canvas.getAttribute('data-covered');
    // Every count of drawn strokes the canvas reports from now on.
    await s.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __strokesDrawn: string[] }).__strokesDrawn = seen;
      new MutationObserver(() => seen.push(document.querySelector('canvas')?.dataset.strokesDrawn ?? '')).observe(
        document.querySelector('canvas')!,
        { attributeFilter: ['data-strokes-drawn'] },
      );
    });
    await s.page.setViewportSize({ width: 700, height: 1000 });
    // Drawn again at the new size: its covers are built anew and the log drawn on them in the
    // paint that gives the canvas its new size (the counts read until then are the last size's).
    await s.page.waitForFunction(() => {
      const c = document.querySelector('canvas');
      return (
        c !== null &&
        c.dataset.ready === 'true' &&
        Math.abs(c.getBoundingClientRect().width - c.width / devicePixelRatio) < 2 &&
        c.dataset.strokesDrawn === c.dataset.segments
      );
    });
    expect(await canvas.getAttribute('data-segments')).toBe(segments);
    expect(await canvas.getAttribute('data-covered')).toBe(covered);
    expect(await s.page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
    // No frame showed the ticket without its strokes (whole covers over what was scratched), nor
    // none at all (a resized canvas is cleared): the count never fell below the log's.
    const counts = await s.page.evaluate(() => (window as unknown as { __strokesDrawn: string[] }).__strokesDrawn);
    expect(counts.filter((n) => n !== segments)).toEqual([]);
    await s.page.setViewportSize({ width: 1280, height: 900 });
  });
});
