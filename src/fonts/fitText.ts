/**
 * Text fitted to a box with a bundled face's metrics: the size it is printed at, and its lines.
 * Pure: the painter prints what this returns, and the checks measure with it, in Node.
 */
import type { FaceMetrics } from './faces.ts';
import { measureText, type MissingMeasure } from './layoutText.ts';

/**
 * The font size at which a text measured `width` × `height` at `measuredAtSize` fits a
 * `boxWidth` × `boxHeight` box, never above `maxSize`. Text extents scale linearly with the size.
 */
export function fitFontSize(
  width: number,
  height: number,
  measuredAtSize: number,
  boxWidth: number,
  boxHeight: number,
  maxSize: number,
): number {
  let size = maxSize;
  if (width > 0) size = Math.min(size, (measuredAtSize * boxWidth) / width);
  if (height > 0) size = Math.min(size, (measuredAtSize * boxHeight) / height);
  return Math.max(0, size);
}

/** The text split in two lines at the space nearest its middle; null for a single word. */
export function splitInTwoLines(text: string): [string, string] | null {
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2))) best = i;
  }
  if (best < 0) return null;
  return [text.slice(0, best), text.slice(best + 1)];
}

/** Space between two lines of a wrapped text, as a share of the size. */
export const LINE_GAP = 0.22;

/** What to fit: sizes in any one unit (ticket units for the painter). */
export interface FitSpec {
  readonly face: FaceMetrics;
  readonly text: string;
  readonly maxSize: number;
  readonly box: { readonly w: number; readonly h: number }; // the text's ink must fit it
  readonly wrap?: boolean; // may break into two lines, at the space nearest the middle, when that prints it larger
  readonly lines?: readonly string[]; // the text already broken into these lines: printed as given, the block fitted
}

/** A text as fitted: its size and its lines (one, or two when wrapping printed it larger). */
export interface FittedText {
  readonly size: number;
  readonly lines: readonly string[];
  readonly missing: readonly string[]; // characters the face lacks
}

/**
 * The size at which `spec.text` fits its box (its advance across, its ink down), at most
 * `maxSize`; with `wrap`, two lines when that prints it more than 5 % larger; with `lines`, those.
 */
export function fitText(spec: FitSpec, measureMissing?: MissingMeasure): FittedText {
  const ref = 100;
  const { face, box, maxSize } = spec;
  if (spec.lines !== undefined && spec.lines.length > 1) {
    const extents = spec.lines.map((line) => measureText(face, line, ref, measureMissing));
    const height = extents.reduce((sum, e) => sum + e.ascent + e.descent, 0) + (extents.length - 1) * LINE_GAP * ref;
    const width = Math.max(...extents.map((e) => e.width));
    return {
      size: fitFontSize(width, height, ref, box.w, box.h, maxSize),
      lines: spec.lines,
      missing: [...new Set(extents.flatMap((e) => e.missing))],
    };
  }
  const ink = measureText(face, spec.text, ref, measureMissing);
  const size = fitFontSize(ink.width, ink.ascent + ink.descent, ref, box.w, box.h, maxSize);
  const two = spec.wrap === true ? splitInTwoLines(spec.text) : null;
  if (two !== null) {
    const [a, b] = two.map((line) => measureText(face, line, ref, measureMissing)) as [
      ReturnType<typeof measureText>,
      ReturnType<typeof measureText>,
    ];
    const height = a.ascent + a.descent + LINE_GAP * ref + b.ascent + b.descent;
    const twoSize = fitFontSize(Math.max(a.width, b.width), height, ref, box.w, box.h, maxSize);
    if (twoSize > size * 1.05) return { size: twoSize, lines: two, missing: ink.missing };
  }
  return { size, lines: [spec.text], missing: ink.missing };
}
