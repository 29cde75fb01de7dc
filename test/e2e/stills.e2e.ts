/**
 * The stills (src/stills, made by `npm run stills`): the ticket screen shows one in the canvas's
 * place until the canvas has drawn, so each must look like what the canvas then draws. For every
 * built-in design in both languages, the live canvas's covered ticket and the still are compared
 * at 96 pixels wide, the serial's box left out (a still has none): they must differ by little,
 * where the other language's still differs by much (checked too, so the measure can tell). A
 * design without a still fails here too. When the painter's drawing changes, run `npm run stills`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { GAMES, generateTicket } from '../../src/engine/index.ts';
import { LANGS } from '../../src/i18n/index.ts';
import { designIds, drawsTicket, gameOfDesign, getLayout } from '../../src/layouts/index.ts';
import { serialFit } from '../../src/layouts/printedTexts.ts';
import { sharedBrowser, sharedSession } from './sharedSession.ts';
import { strokeAcrossZone } from './zoneStroke.ts';

const base = inject('baseUrl');

/**
 * Pixels (of the picture at 96 pixels wide) of which a channel differs by more than FAR (0–255):
 * at most this share where the still and the canvas show the same design and language. Their
 * grain differs (a ticket's is seeded by its serial) and the still is a lossy WebP, so the two
 * are never equal; measured, 0.07–0.17 % of the pixels differ that much, and 1.6–3.3 % where the
 * still is the other language's.
 */
const FAR = 48;
const MAX_FAR_SHARE = 0.005;

const WIDTH = 96;

/** Keeps what WebGL canvases draw, so the covered ticket can be read after its frame. */
const PRESERVE = `(() => {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, attributes) {
    if (kind === 'webgl2' || kind === 'webgl') attributes = { ...attributes, preserveDrawingBuffer: true };
    return getContext.call(this, kind, attributes);
  };
})();`;

function ticketFor(design: string) {
  const game = gameOfDesign(design);
  for (let index = 0; index < GAMES[game].blockSize; index++) {
    const ticket = generateTicket({ game, seed: 'stills-test', block: 0, index });
    if (drawsTicket(design, ticket)) return ticket;
  }
  throw new Error(`no ticket for ${design}`);
}

/**
 * In the page: the canvas's picture and the still (`src`), each resized to `width` pixels wide on
 * white, and the share of their pixels outside `skip` (a box in fractions of the ticket) of which
 * a channel differs by more than `far`.
 */
async function farShare(
  page: Page,
  src: string,
  skip: { x: number; y: number; w: number; h: number },
): Promise<number> {
  return page.evaluate(
    async ({ src, skip, width, far }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-context]')!;
      const height = Math.round((width * canvas.height) / canvas.width);
      const still = new Image();
      still.src = src;
      await still.decode();
      const pixels = async (source: CanvasImageSource) => {
        const bitmap = await createImageBitmap(source, {
          resizeWidth: width,
          resizeHeight: height,
          resizeQuality: 'high',
        });
        const out = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        out.canvas.width = width;
        out.canvas.height = height;
        out.fillStyle = '#fff';
        out.fillRect(0, 0, width, height);
        out.drawImage(bitmap, 0, 0);
        return out.getImageData(0, 0, width, height).data;
      };
      const [a, b] = [await pixels(canvas), await pixels(still)];
      let farPixels = 0;
      let counted = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const u = x / width;
          const v = y / height;
          if (u >= skip.x && u <= skip.x + skip.w && v >= skip.y && v <= skip.y + skip.h) continue;
          const at = 4 * (y * width + x);
          let worst = 0;
          for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(a[at + c]! - b[at + c]!));
          counted++;
          if (worst > far) farPixels++;
        }
      }
      return farPixels / counted;
    },
    { src, skip, width: WIDTH, far: FAR },
  );
}

/** One Chromium for the file: each describe's session is a context of it, not a launch of its own. */
const browser = sharedBrowser();

describe('the stills', () => {
  const s = sharedSession({ width: 390, height: 844, dpr: 2, mobile: true }, browser);

  it('look like the covered ticket the canvas draws, for every design in both languages', async () => {
    const { page, context } = s;
    await context.addInitScript(PRESERVE);
    const differences: Record<string, number> = {};
    const others: Record<string, number> = {};
    for (const design of designIds) {
      const layout = getLayout(design);
      const fit = serialFit(layout).box;
      const skip = {
        x: fit.x / layout.width,
        y: fit.y / layout.height,
        w: fit.w / layout.width,
        h: fit.h / layout.height,
      };
      const ticket = ticketFor(design);
      let lastSrc: string | null = null;
      for (const lang of LANGS) {
        const search = new URLSearchParams({ serial: ticket.serial, design, lang });
        await page.goto(`${base}/?${search.toString()}`);
        await page
          .locator(`canvas[data-first-sight="true"][data-serial="${ticket.serial}"][data-animating="false"]`)
          .waitFor({ state: 'attached' });
        const still = page.locator('img.ticket-still');
        await expect.poll(() => still.count(), { message: `${design} ${lang} has a still` }).toBe(1);
        expect(await still.evaluate((img) => getComputedStyle(img).visibility)).toBe('hidden'); // the canvas drew
        const src = (await still.getAttribute('src'))!;
        differences[`${design}.${lang}`] = await farShare(page, src, skip);
        // The other language's still, against this canvas: what a stale or wrong still differs by.
        if (lastSrc !== null)
          others[`${design}.${lang} against ${design}'s other language`] = await farShare(page, lastSrc, skip);
        lastSrc = src;
      }
    }
    const tooFar = Object.entries(differences).filter(([, share]) => share > MAX_FAR_SHARE);
    expect(tooFar, 'stills unlike what their canvas draws: run npm run stills').toEqual([]);
    // The measure tells a wrong picture apart: each design's other language differs by more.
    for (const [what, share] of Object.entries(others)) expect(share, what).toBeGreaterThan(2 * MAX_FAR_SHARE);
  });
});

describe('a ticket shown by its still', () => {
  const s = sharedSession({ width: 390, height: 844, dpr: 2, mobile: false }, browser);

  it('takes strokes before the canvas has drawn, and the canvas shows them when it does', async () => {
    const { page } = s;
    const ticket = ticketFor('months');
    const layout = getLayout('months');
    // The design's art held back: the canvas is mounted, but cannot draw its first frame until it comes.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/months(\.en)?-[^/]*\.svg$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not "load": the art may be asked for before the load event, and it is held until release().
    await page.goto(`${base}/?serial=${encodeURIComponent(ticket.serial)}`, { waitUntil: 'domcontentloaded' });
    // The app's canvas host, taking input itself (not the boot still's shell before it: bootStill.e2e.ts).
    await page.locator('.ticket-canvas[data-input="on"][data-playable="true"]').waitFor({ state: 'attached' });
    expect(await page.locator('img.ticket-still[data-first-sight="true"]').count()).toBe(1);
    expect(await page.locator('canvas[data-first-sight]').count()).toBe(0); // no frame yet: the still is what is seen

    // A stroke across the first zone, on the still.
    await strokeAcrossZone(page, layout, 0);

    release();
    const canvas = page.locator('canvas[data-playable="true"][data-animating="false"]');
    await canvas.waitFor({ state: 'attached' });
    expect(Number(await canvas.getAttribute('data-segments'))).toBeGreaterThan(1);
    expect(await page.locator('img.ticket-still').evaluate((img) => getComputedStyle(img).visibility)).toBe('hidden');
    await page.unroute(/\/months(\.en)?-[^/]*\.svg$/);
  });
});
