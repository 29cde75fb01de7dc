import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openQaBrowser, type QaBrowser } from '../../src/qa/cli/browser.ts';
import { compareImages, MAX_DIFFERING_PIXELS, pngOf } from '../../src/qa/cli/compare.ts';
import type { QaApi } from '../../src/qa/sheet/api.ts';
import { openSession, waitForTicket } from './browser.ts';

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
    expect(specs.length).toBe(21);
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
    const session = await openSession();
    const { page } = session;
    try {
      const blocked: string[] = [];
      await page.route(/\/assets\/outlines-[\w-]+\.js$/, async (route) => {
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

      await page.unroute(/\/assets\/outlines-[\w-]+\.js$/);
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
