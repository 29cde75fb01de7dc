import { ssim } from 'ssim.js';
import { roundFailing } from './nearLimit.ts';
import type { Finding } from './problems.ts';
import type { RgbaImage } from './pixels.ts';

/**
 * Symbols stay distinct: within a ticket design, every pair of the symbols it can show must look
 * different to a person glancing at a scratched zone on a phone.
 *
 * The measure is 1 − SSIM (structural similarity, Wang et al. 2004, from ssim.js) between the two
 * symbols as the painter draws them in the same slot, over the same paper, at the size of the 360
 * px phone. SSIM compares local luminance, contrast and structure (edges, shapes) in 11 × 11
 * windows, as the eye does; it works on grey levels only, so two symbols told apart by hue alone
 * (red against green: one person in twelve cannot) count as alike. 0 means the same picture and
 * 1 nothing in common.
 *
 * The threshold: measured on the project's symbols as drawn at density 2, the closest pair of a
 * design stands at 0.74 (dog: bone and frisbee) and every other pair above 0.8, while a near copy
 * of a symbol (a bone with a notch cut out, a bone drawn two pixels aside) stays below 0.02
 * (test/qa/symbols.test.ts). 0.4 lies between, with room on both sides: a new symbol within 0.4
 * of another shares most of its shapes and tones, and is too close to be told apart at a glance.
 */
export const MIN_SYMBOL_DIFFERENCE = 0.4;

/** How far, in pixels, one symbol is slid over the other to find where they match best. */
const SHIFT_PX = 3;

/** The part of `image` from (x0, y0), `w` × `h`, as SSIM takes it. */
function window_(image: RgbaImage, x0: number, y0: number, w: number, h: number) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((y0 + y) * image.width + x0) * 4;
    data.set(image.data.subarray(from, from + w * 4), y * w * 4);
  }
  return { data, width: w, height: h };
}

/** A picture's identity for the memo below: its size and a 32-bit FNV-1a hash of its pixels. */
function pictureKey(image: RgbaImage): string {
  let h = 0x811c9dc5;
  const data = image.data;
  for (let i = 0; i < data.length; i++) h = Math.imul(h ^ data[i]!, 0x01000193);
  return `${image.width}x${image.height}:${(h >>> 0).toString(36)}`;
}

/**
 * Differences already measured, by the two pictures' keys: a design's symbols are drawn alike in
 * both languages, so the QA sheet, which checks each design in French and in English, measures
 * each pair once (49 SSIMs a pair: about half a second).
 */
const measured = new Map<string, number>();

/**
 * 1 − SSIM of two same-size pictures (grey levels), at the best of every relative shift up to
 * SHIFT_PX pixels: SSIM compares pixel to pixel, and a copy drawn two pixels aside would
 * otherwise pass for another symbol.
 */
export function symbolDifference(a: RgbaImage, b: RgbaImage): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('symbol pictures differ in size');
  const key = `${pictureKey(a)}|${pictureKey(b)}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  const difference = measureDifference(a, b);
  measured.set(key, difference);
  return difference;
}

function measureDifference(a: RgbaImage, b: RgbaImage): number {
  const w = a.width - SHIFT_PX * 2;
  const h = a.height - SHIFT_PX * 2;
  if (w < 11 || h < 11) throw new Error('symbol pictures are too small to compare');
  const fixed = window_(a, SHIFT_PX, SHIFT_PX, w, h);
  let best = Infinity;
  for (let dy = -SHIFT_PX; dy <= SHIFT_PX; dy++) {
    for (let dx = -SHIFT_PX; dx <= SHIFT_PX; dx++) {
      const { mssim } = ssim(fixed, window_(b, SHIFT_PX + dx, SHIFT_PX + dy, w, h), { downsample: false });
      best = Math.min(best, 1 - mssim);
    }
  }
  return best;
}

/** A symbol as drawn in a slot, with the name it is reported under. */
export interface SymbolPicture {
  readonly symbol: string;
  readonly picture: RgbaImage;
}

/** Every pair of `symbols` closer than MIN_SYMBOL_DIFFERENCE; `element` names the design. */
export function checkSymbolsDistinct(element: string, symbols: readonly SymbolPicture[]): Finding[] {
  return symbolFindings(element, symbolDifferences(symbols));
}

/** The pairs, among differences measured, closer than MIN_SYMBOL_DIFFERENCE; `element` names the design. */
export function symbolFindings(
  element: string,
  differences: readonly { readonly a: string; readonly b: string; readonly difference: number }[],
): Finding[] {
  return differences
    .filter((d) => d.difference < MIN_SYMBOL_DIFFERENCE)
    .map((d) => ({
      check: 'symbols',
      element: `${element}.symbols.${d.a}`,
      problem: {
        kind: 'symbolsAlike',
        a: d.a,
        b: d.b,
        difference: roundFailing(d.difference, MIN_SYMBOL_DIFFERENCE, 'min', 3),
        min: MIN_SYMBOL_DIFFERENCE,
      },
    }));
}

/** All pairwise differences, for the sheet and the report. */
function symbolDifferences(symbols: readonly SymbolPicture[]): { a: string; b: string; difference: number }[] {
  const out: { a: string; b: string; difference: number }[] = [];
  for (let i = 0; i < symbols.length; i++) {
    for (let j = i + 1; j < symbols.length; j++) {
      out.push({
        a: symbols[i]!.symbol,
        b: symbols[j]!.symbol,
        difference: symbolDifference(symbols[i]!.picture, symbols[j]!.picture),
      });
    }
  }
  return out;
}

/*
 * Symbols show themselves: a symbol's drawing must have ink, fill a fair share of its slot and
 * stand roughly in its middle, or a player who scratched a slot sees nothing there, or a speck.
 * Measured on the drawing as the painter rasterises it for its slot (transparent around it), from
 * its pixels at least half opaque. The project's 17 symbols (assets/symbols), rasterised at 28 and
 * 120 px: ink on 27 % of the slot at least (moon), the ink's larger side 82 % of the slot's at
 * least (moon), its centre at most 7 % of the slot's side from the slot's centre (moon; fish 5 %).
 * The thresholds keep a wide margin: 10 %, 60 % and 15 %. A symbol drawn at a third of its size
 * spans about 30 %, and one in a corner stands some 45 % from the centre.
 */
/** The least share of its slot a symbol's ink covers. */
const MIN_SYMBOL_INK = 0.1;
/** The least share of its slot's side the larger side of a symbol's ink spans. */
const MIN_SYMBOL_EXTENT = 0.6;
/** The farthest the centre of a symbol's ink stands from its slot's centre, as a share of the side. */
const MAX_SYMBOL_OFFSET = 0.15;
/** A pixel is ink from this opacity up (0 to 255). */
const SYMBOL_INK_ALPHA = 128;

/** How a symbol's drawing fills its slot, as shares of the slot (0 to 1). */
export interface SymbolInkMeasure {
  readonly ink: number; // share of the slot's pixels that are ink
  readonly extent: number; // the larger side of the ink's bounds, over the slot's side
  readonly offset: number; // from the ink's bounds' centre to the slot's centre, over the slot's side
}

/** Measures the drawing of a symbol rasterised for its slot (`image`, transparent around it). */
export function measureSymbolInk(image: RgbaImage): SymbolInkMeasure {
  const { data, width, height } = image;
  let ink = 0;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3]! < SYMBOL_INK_ALPHA) continue;
      ink++;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  if (ink === 0) return { ink: 0, extent: 0, offset: 0 };
  const side = Math.max(width, height);
  return {
    ink: ink / (width * height),
    extent: Math.max(x1 + 1 - x0, y1 + 1 - y0) / side,
    offset: Math.hypot((x0 + x1 + 1) / 2 - width / 2, (y0 + y1 + 1) / 2 - height / 2) / side,
  };
}

/** The findings for a symbol of `design` whose drawing fills its slot as `measure` says. */
export function checkSymbolInk(design: string, symbol: string, measure: SymbolInkMeasure): Finding[] {
  const percent = (share: number) => Math.round(share * 100);
  // The measure as a percentage, never printed at or past its limit's.
  const measured = (share: number, limit: number, side: 'min' | 'max') =>
    roundFailing(share * 100, percent(limit), side, 0);
  const at = { check: 'symbols', element: `${design}.symbols.${symbol}` } as const;
  const findings: Finding[] = [];
  if (measure.ink < MIN_SYMBOL_INK) {
    findings.push({
      ...at,
      problem: {
        kind: 'symbolInk',
        symbol,
        percent: measured(measure.ink, MIN_SYMBOL_INK, 'min'),
        min: percent(MIN_SYMBOL_INK),
      },
    });
  }
  // A drawing with no ink has no size nor place.
  if (measure.ink === 0) return findings;
  if (measure.extent < MIN_SYMBOL_EXTENT) {
    findings.push({
      ...at,
      problem: {
        kind: 'symbolSmall',
        symbol,
        percent: measured(measure.extent, MIN_SYMBOL_EXTENT, 'min'),
        min: percent(MIN_SYMBOL_EXTENT),
      },
    });
  }
  if (measure.offset > MAX_SYMBOL_OFFSET) {
    findings.push({
      ...at,
      problem: {
        kind: 'symbolOffCentre',
        symbol,
        percent: measured(measure.offset, MAX_SYMBOL_OFFSET, 'max'),
        max: percent(MAX_SYMBOL_OFFSET),
      },
    });
  }
  return findings;
}
