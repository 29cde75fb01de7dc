import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GAME_IDS, generateTicket } from '../../src/engine/index.ts';
import type { Lang } from '../../src/i18n/index.ts';
import { designIds, drawsTicket, type DesignId } from '../../src/layouts/index.ts';
import { ARTIFACTS, openSession, waitForTicket, type Session } from './browser.ts';

/*
 * The ticket art must not depend on the fonts installed on the machine: its printed text is drawn
 * with the project's own fonts. Each design's art, in each language, is drawn by two Chromiums,
 * one that sees the machine's fonts and one whose fontconfig knows no font at all, and the two
 * pictures must be the same to the pixel.
 *
 * The subject is the art as the app loads it (the URL the built app requests for the ticket it
 * shows), drawn into a 2D canvas as `rasterize` in src/render/assets.ts does. The whole ticket is
 * not compared: without any system font, this Chromium also fails to load the CSS web fonts
 * (their faces end in status "error") and measures canvas text without subpixel positioning, so
 * the page and the amounts on the ticket differ for reasons that have nothing to do with the art.
 */

const base = inject('baseUrl');
const devBase = inject('devUrl');
const langs: readonly Lang[] = ['fr', 'en'];

/** The serial of the first ticket each design draws in block 0 of seed "art". */
function serialsByDesign(): Record<DesignId, string> {
  const found = new Map<DesignId, string>();
  for (let index = 0; found.size < designIds.length && index < 100; index++) {
    for (const game of GAME_IDS) {
      const ticket = generateTicket({ game, seed: 'art', block: 0, index });
      for (const design of designIds)
        if (!found.has(design) && drawsTicket(design, ticket)) found.set(design, ticket.serial);
    }
  }
  return Object.fromEntries(
    designIds.map((design) => {
      const serial = found.get(design);
      if (serial === undefined) throw new Error(`no ${design} ticket among the first 100 of the block`);
      return [design, serial];
    }),
  );
}
const serials = serialsByDesign();

// Stable pictures: no hinting or subpixel text, and a fixed pixel ratio in both browsers. The art
// is drawn at ART_PIXELS whatever the window: the app only has to ask for it, so its window is a
// small phone's, at density 1, where the ticket costs least to draw.
const sessionOptions = {
  width: 360,
  height: 640,
  dpr: 1,
  extraArgs: ['--font-render-hinting=none', '--disable-lcd-text'],
};

let scratchDir: string;
let withSystemFonts: Session;
let withoutFonts: Session;

beforeAll(async () => {
  scratchDir = mkdtempSync(join(tmpdir(), 'grattez-fonts-'));
  const emptyFontDir = join(scratchDir, 'fonts');
  const cacheDir = join(scratchDir, 'cache');
  mkdirSync(emptyFontDir);
  mkdirSync(cacheDir);
  const config = join(scratchDir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${emptyFontDir}</dir>
  <cachedir>${cacheDir}</cachedir>
</fontconfig>
`,
  );
  const environment = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  delete environment.FONTCONFIG_FILE;
  delete environment.FONTCONFIG_PATH;
  [withSystemFonts, withoutFonts] = await Promise.all([
    openSession({ ...sessionOptions, env: environment }),
    openSession({ ...sessionOptions, env: { ...environment, FONTCONFIG_FILE: config } }),
  ]);
});

afterAll(async () => {
  await withSystemFonts?.close();
  await withoutFonts?.close();
  rmSync(scratchDir, { recursive: true, force: true });
});

// The size the renderer rasterises a 600 × 900 art at on a 540 px wide ticket at pixel ratio 2.
const ART_PIXELS = { width: 1080, height: 1620 };

/**
 * Opens the ticket `serial` in `lang`, and returns the art the app requested for it (URL and
 * text) and that art drawn into a 2D canvas, as a PNG.
 */
async function renderArt(
  session: Session,
  design: DesignId,
  serial: string,
  lang: Lang,
): Promise<{ url: string; svg: string; png: Buffer }> {
  const stem = lang === 'fr' ? design : `${design}.${lang}`;
  // Built assets are named "<name>-<hash>.svg".
  const isArt = (url: string) => new RegExp(`/${stem.replace('.', '\\.')}-[\\w-]+\\.svg$`).test(new URL(url).pathname);
  const response = session.page.waitForResponse((r) => isArt(r.url()));
  await session.page.goto(`${base}/?serial=${encodeURIComponent(serial)}&design=${design}&lang=${lang}`);
  const art = await response;
  await waitForTicket(session.page);
  const dataUrl = await session.page.evaluate(
    async ({ url, width, height }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { url: art.url(), ...ART_PIXELS },
  );
  return {
    url: new URL(art.url()).pathname,
    svg: await art.text(),
    png: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

/** The URL path of the art of `design` in `lang` on the dev server, which serves the source tree. */
const devArtPath = (design: DesignId, lang: Lang) =>
  `/designs/${design}/${lang === 'fr' ? design : `${design}.${lang}`}.svg`;

/** Pixels that differ between two same-size PNGs, the largest channel difference, and a diff picture. */
function comparePixels(a: Buffer, b: Buffer): { differing: number; total: number; maxDelta: number; diff: PNG } {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) {
    throw new Error(`the pictures differ in size: ${pa.width}×${pa.height} and ${pb.width}×${pb.height}`);
  }
  const diff = new PNG({ width: pa.width, height: pa.height });
  let differing = 0;
  let maxDelta = 0;
  for (let i = 0; i < pa.data.length; i += 4) {
    let delta = 0;
    for (let c = 0; c < 4; c++) delta = Math.max(delta, Math.abs(pa.data[i + c]! - pb.data[i + c]!));
    if (delta > 0) differing++;
    maxDelta = Math.max(maxDelta, delta);
    // Differences in red over a faded copy of the picture.
    diff.data[i] = delta > 0 ? 255 : pa.data[i]! >> 2;
    diff.data[i + 1] = delta > 0 ? 0 : pa.data[i + 1]! >> 2;
    diff.data[i + 2] = delta > 0 ? 0 : pa.data[i + 2]! >> 2;
    diff.data[i + 3] = 255;
  }
  return { differing, total: pa.width * pa.height, maxDelta, diff };
}

/** Whether the browser draws any ink for text in its default sans-serif face (a system font). */
async function drawsSystemText(session: Session): Promise<boolean> {
  await session.page.goto('about:blank');
  return session.page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 50;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.font = '32px sans-serif';
    ctx.fillText('Grattez', 10, 40);
    return ctx.getImageData(0, 0, canvas.width, canvas.height).data.some((value, i) => i % 4 === 3 && value > 0);
  });
}

describe('ticket art without system fonts', () => {
  it('runs one browser with the system fonts and one without any', async () => {
    // Otherwise the comparison below would prove nothing.
    expect(await drawsSystemText(withSystemFonts)).toBe(true);
    expect(await drawsSystemText(withoutFonts)).toBe(false);
  });

  it.each(designIds.flatMap((design) => langs.map((lang) => [design, lang] as const)))(
    'the %s art in %s is the same to the pixel with and without the machine fonts',
    async (design, lang) => {
      const serial = serials[design]!;
      const [normal, bare] = await Promise.all([
        renderArt(withSystemFonts, design, serial, lang),
        renderArt(withoutFonts, design, serial, lang),
      ]);
      expect(bare.url).toBe(normal.url);
      const { differing, total, maxDelta, diff } = comparePixels(normal.png, bare.png);
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(join(ARTIFACTS, `art-${design}-${lang}.png`), normal.png);
      // The picture without fonts and the differences in red, only while they differ.
      for (const suffix of ['no-fonts', 'diff'] as const) {
        const file = join(ARTIFACTS, `art-${design}-${lang}-${suffix}.png`);
        if (differing === 0) rmSync(file, { force: true });
        else writeFileSync(file, suffix === 'diff' ? PNG.sync.write(diff) : bare.png);
      }
      expect(
        { differing, maxDelta },
        `${normal.url}: ${differing} of ${total} pixels differ (largest channel difference ${maxDelta})`,
      ).toEqual({ differing: 0, maxDelta: 0 });
      // The text is in outlines: nothing in the art asks for a font.
      expect(normal.svg).not.toMatch(/<text[\s>]|font-family/);
      // The dev server serves the same outlines (its own code path in the plugin).
      expect(await (await fetch(`${devBase}${devArtPath(design, lang)}`)).text()).toBe(normal.svg);
      expect(withSystemFonts.errors).toEqual([]);
      expect(withoutFonts.errors).toEqual([]);
    },
  );

  it('the app on the dev server draws the outlined art', async () => {
    const page = withSystemFonts.page;
    const path = devArtPath('months', 'en');
    const response = page.waitForResponse(
      (r) => r.request().resourceType() === 'image' && new URL(r.url()).pathname === path,
    );
    await page.goto(`${devBase}/?serial=${encodeURIComponent(serials.months!)}&lang=en`);
    const svg = await (await response).text();
    await waitForTicket(page);
    expect(svg).toMatch(/<use href="#outline-glyph-/);
    expect(svg).not.toMatch(/<text[\s>]|font-family/);
    expect(withSystemFonts.errors).toEqual([]);
  });
});
