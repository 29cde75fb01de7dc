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
 * The threshold: measured on the project's symbols, the closest pair of a design stands at 0.42
 * (dog: ball and frisbee), every other pair above; a decoy drawn as a copy of the win symbol with a
 * small change (a bone with a notch, a clover with a fourth leaf) stays below 0.2. 0.3 sits
 * between: a new symbol that comes within 0.3 of another is too close to be told apart at a
 * glance.
 */
export const MIN_SYMBOL_DIFFERENCE = 0.3;

/** 1 − SSIM of two same-size pictures (grey levels). */
export function symbolDifference(a: RgbaImage, b: RgbaImage): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('symbol pictures differ in size');
  const image = (i: RgbaImage) => ({ data: Uint8ClampedArray.from(i.data), width: i.width, height: i.height });
  const { mssim } = ssim(image(a), image(b), { downsample: false });
  return 1 - mssim;
}

/** A symbol as drawn in a slot, with the name it is reported under. */
export interface SymbolPicture {
  readonly symbol: string;
  readonly picture: RgbaImage;
}

/** Every pair of `symbols` closer than MIN_SYMBOL_DIFFERENCE; `element` names the design. */
export function checkSymbolsDistinct(element: string, symbols: readonly SymbolPicture[]): Finding[] {
  const findings: Finding[] = [];
  for (let i = 0; i < symbols.length; i++) {
    for (let j = i + 1; j < symbols.length; j++) {
      const a = symbols[i]!;
      const b = symbols[j]!;
      const difference = symbolDifference(a.picture, b.picture);
      if (difference < MIN_SYMBOL_DIFFERENCE) {
        findings.push({
          check: 'symbols',
          element: `${element}.symbols.${a.symbol}`,
          problem: {
            kind: 'symbolsAlike',
            a: a.symbol,
            b: b.symbol,
            difference: Math.round(difference * 1000) / 1000,
            min: MIN_SYMBOL_DIFFERENCE,
          },
        });
      }
    }
  }
  return findings;
}

/** All pairwise differences, for the sheet and the report. */
export function symbolDifferences(symbols: readonly SymbolPicture[]): { a: string; b: string; difference: number }[] {
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
