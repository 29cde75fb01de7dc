import { ssim } from 'ssim.js';
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
        difference: Math.round(d.difference * 1000) / 1000,
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
