import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openQaBrowser, type QaBrowser } from '../../src/qa/cli/browser.ts';
import { compareImages, MAX_DIFFERING_PIXELS, pngOf } from '../../src/qa/cli/compare.ts';
import type { QaApi } from '../../src/qa/sheet/api.ts';
import { frameGeometry } from '../../src/render/viewport.ts';
import { waitForTicket } from './browser.ts';
import { sharedBrowser } from './sharedSession.ts';

/*
 * The text the painter draws comes from the bundled fonts' glyphs (src/fonts), a chunk of its own.
 *
 * The QA pictures must not depend on the machine's fonts or font settings: drawn by a Chromium
 * whose fontconfig knows one unrelated font folder (and none of the system's settings), each
 * equals its baseline in test/visual, as `npm run qa` compares them. With canvas fillText, all 21
 * differed (600 to 7,300 pixels each).
 */

const base = inject('baseUrl');
/** Font folders of Debian packages, none of the project's families: the first one present is used. */
const UNRELATED_FONTS = [
  '/usr/share/fonts/opentype/urw-base35',
  '/usr/share/fonts/truetype/liberation',
  '/usr/share/fonts/truetype/dejavu',
];

type WindowWithQa = Window & { grattezQa: QaApi };
/** The player and the studio, each test in a fresh context of one browser with the machine's fonts. */
const freshSession = sharedBrowser().open;

let dir: string;
let browser: QaBrowser;

beforeAll(async () => {
  const fonts = UNRELATED_FONTS.find((d) => existsSync(d));
  if (fonts === undefined) throw new Error(`no font folder to test with: install one of ${UNRELATED_FONTS.join(', ')}`);
  dir = mkdtempSync(join(tmpdir(), 'grattez-fontconfig-'));
  writeFileSync(
    join(dir, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${fonts}</dir>\n  <cachedir>${join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  browser = await openQaBrowser(undefined, { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') });
});

afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the QA pictures under another font configuration', () => {
  it('equal their baselines, every one', { timeout: 300_000 }, async () => {
    const { page } = browser;
    await page.goto(`${base}/qa.html?mode=api`);
    await page.locator('body[data-api="ready"]').waitFor({ state: 'attached' });
    // The configuration is in force: text in the generic sans-serif comes out another width
    // than in a browser with the machine's own configuration.
    const sansWidth = (b: QaBrowser) =>
      b.page.evaluate(() => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = '100px sans-serif';
        return ctx.measureText('Grattez ici').width;
      });
    const usual = await openQaBrowser();
    try {
      expect(await sansWidth(browser)).not.toBeCloseTo(await sansWidth(usual), 0);
    } finally {
      await usual.close();
    }
    const specs = await page.evaluate(() => (window as unknown as WindowWithQa).grattezQa.images());
    // Every baseline, of every design (28 pictures with four designs).
    expect(specs.map((s) => `${s.name}.png`).sort()).toEqual(
      readdirSync(join('test', 'visual'))
        .filter((f) => f.endsWith('.png'))
        .sort(),
    );
    const changed: string[] = [];
    for (const spec of specs) {
      const raw = await page.evaluate(
        (name) => (window as unknown as WindowWithQa).grattezQa.renderImage(name),
        spec.name,
      );
      const actual = pngOf(raw.width, raw.height, Buffer.from(raw.rgba, 'base64'));
      const expected = PNG.sync.read(readFileSync(join('test', 'visual', `${spec.name}.png`)));
      const { differing } = compareImages(expected, actual);
      if (differing > MAX_DIFFERING_PIXELS) changed.push(`${spec.name}: ${differing} pixels differ`);
    }
    expect(changed).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});

describe('a ticket whose glyphs cannot be fetched', () => {
  it('says it cannot be loaded, stays playable from the keyboard, and draws once they come', async () => {
    const session = await freshSession();
    const { page } = session;
    try {
      const blocked: string[] = [];
      await page.route(/\/assets\/[\w-]+\.(metrics|outlines)-[\w-]+\.json$/, async (route) => {
        blocked.push(route.request().url());
        await route.abort('internetdisconnected');
      });
      await page.goto(`${base}/?game=months`);
      await expect.poll(async () => (await page.locator('.ticket-error').textContent()) ?? '').toMatch(/chargé/);
      expect(blocked.length).toBeGreaterThan(0);
      expect(await page.locator('canvas[data-ready="true"]').count()).toBe(0);
      await page.locator('.zone-button').first().focus();
      await page.keyboard.press('Enter');
      await page.locator('.zone-button[data-revealed="true"]').waitFor();

      await page.unroute(/\/assets\/[\w-]+\.(metrics|outlines)-[\w-]+\.json$/);
      await page.locator('.ticket-error').getByRole('button', { name: 'Réessayer' }).click();
      await waitForTicket(page);
      expect(await page.locator('.zone-button[data-revealed="true"]').count()).toBe(1);
      expect(await page.locator('.ticket-error').count()).toBe(0);
      expect(session.errors.filter((e) => !blocked.some((url) => e.includes(url)))).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe('a character the glyphs lack', () => {
  it('is refused in a studio caption, so no machine’s font draws it', { timeout: 300_000 }, async () => {
    const session = await freshSession();
    const { page } = session;
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    try {
      /** The studio's PNG of a covered ticket on yellow, 600 × 400, with `caption` (French). */
      const picture = async (caption: string) => {
        await page.goto(
          `${base}/studio.html?serial=P.demo.0.0000017.G137&size=600x400&bg=ffcc00&state=covered&caption-fr=${encodeURIComponent(caption)}`,
        );
        await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
        return PNG.sync.read(readFileSync(await download.path()));
      };
      /** Pixels of the caption's band in the dark ink a caption on yellow is printed in. */
      const inked = (png: PNG) => {
        const band = frameGeometry(600, 400, true).caption!;
        let n = 0;
        for (let y = Math.ceil(band.y); y < Math.floor(band.y + band.h); y++)
          for (let x = Math.ceil(band.x); x < Math.floor(band.x + band.w); x++) {
            const i = (y * 600 + x) * 4;
            if (png.data[i]! < 110 && png.data[i + 1]! < 110) n++;
          }
        return n;
      };
      // A caption of a zero-width space prints nothing; one of letters the glyphs have prints ink.
      expect(inked(await picture('\u200b'))).toBe(0);
      expect(inked(await picture('ÉTÉ'))).toBeGreaterThan(100);
      // Cyrillic capitals and emoji are refused: the picture is the one without a caption, to the byte.
      const none = await picture('');
      for (const refused of ['ЖЖЖ', '🇫🇷 Bravo 👨‍👩‍👧 ✌🏽'])
        expect((await picture(refused)).data.equals(none.data)).toBe(true);
      expect(warnings.filter((w) => w.includes('no glyph'))).toEqual([]);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
