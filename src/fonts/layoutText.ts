/**
 * Text laid out with a bundled face's metrics (faces.ts): pure, in Node as in the browser. The
 * painter draws what this lays out, and the checks measure with it, so both agree to the unit.
 */
import type { FaceMetrics } from './faces.ts';

/** One glyph of a line: the index of its unit in the face, or -1 for a character the face lacks. */
interface PlacedGlyph {
  readonly unit: number;
  readonly text: string; // the character(s) it draws
  readonly x: number; // pen position, font units from the line's start
}

/** A line laid out in font units, y up. */
export interface ShapedLine {
  readonly glyphs: readonly PlacedGlyph[];
  readonly advance: number; // the pen's end: the line's width
  readonly yMin: number; // its ink's bottom (0 when it has none)
  readonly yMax: number; // its ink's top
  readonly missing: readonly string[]; // characters the face lacks, each once, in order
}

/** How a character the face lacks is measured, in font units: the caller's stand-in (the browser's fallback font). */
export type MissingMeasure = (char: string) => { advance: number; yMin: number; yMax: number };

/**
 * A character the face lacks, when the caller gives no measure (Node): as wide as 0.6 em and as
 * high as a capital, about the size of the letter a fallback font would draw.
 */
const missingDefault =
  (face: FaceMetrics): MissingMeasure =>
  () => ({ advance: 0.6 * face.unitsPerEm, yMin: 0, yMax: 0.7 * face.unitsPerEm });

/**
 * Spaces a face may lack, with the width typography gives them (em, or a share of a unit's
 * advance): the narrow no-break space of "5 000 €" is a thin space. Zero-width characters draw
 * nothing. None of these is missing: a space has no ink, its width is all there is.
 */
const SPACES: Readonly<Record<string, number | { readonly like: string; readonly times: number }>> = {
  '\u00a0': { like: ' ', times: 1 },
  '\u2000': 0.5,
  '\u2001': 1,
  '\u2002': 0.5,
  '\u2003': 1,
  '\u2004': 1 / 3,
  '\u2005': 1 / 4,
  '\u2006': 1 / 6,
  '\u2007': { like: '0', times: 1 },
  '\u2008': { like: '.', times: 1 },
  '\u2009': 1 / 5,
  '\u200a': 1 / 10,
  '\u202f': 1 / 5,
  '\u205f': 4 / 18,
  '\u3000': 1,
  '\u200b': 0,
  '\u200c': 0,
  '\u200d': 0,
  '\u2060': 0,
  '\ufeff': 0,
};

const indexes = new WeakMap<FaceMetrics, Map<string, number>>();

/** The index of `unit` in the face, or -1. */
function unitIndex(face: FaceMetrics, unit: string): number {
  let index = indexes.get(face);
  if (index === undefined) {
    index = new Map(face.units.map((u, i) => [u, i]));
    indexes.set(face, index);
  }
  return index.get(unit) ?? -1;
}

/**
 * `text` laid out on one line in `face`: each character's glyph (a ligature where the face forms
 * one from two characters), kerned. A character the face lacks is not dropped: it is placed as a
 * glyph of unit -1, measured by `measureMissing` (or as 0.6 em), and listed in `missing`.
 */
export function shapeLine(face: FaceMetrics, text: string, measureMissing?: MissingMeasure): ShapedLine {
  const chars = [...text];
  const glyphs: PlacedGlyph[] = [];
  const missing: string[] = [];
  const fallback = measureMissing ?? missingDefault(face);
  let pen = 0;
  let yMin = 0;
  let yMax = 0;
  let previous = -1;
  for (let i = 0; i < chars.length;) {
    const pair = i + 1 < chars.length ? unitIndex(face, chars[i]! + chars[i + 1]!) : -1;
    const text = pair >= 0 ? chars[i]! + chars[i + 1]! : chars[i]!;
    i += pair >= 0 ? 2 : 1;
    const unit = pair >= 0 ? pair : unitIndex(face, text);
    if (unit >= 0) {
      if (previous >= 0) pen += face.kerning[face.kernLeft[previous]! * face.kernRightCount + face.kernRight[unit]!]!;
      glyphs.push({ unit, text, x: pen });
      pen += face.advances[unit]!;
      if (face.yMax[unit]! > face.yMin[unit]!) {
        yMin = Math.min(yMin, face.yMin[unit]!);
        yMax = Math.max(yMax, face.yMax[unit]!);
      }
      previous = unit;
      continue;
    }
    previous = -1;
    const space = SPACES[text];
    if (space !== undefined) {
      // A space draws nothing: only the pen moves.
      const like = typeof space === 'number' ? -1 : unitIndex(face, space.like);
      pen +=
        typeof space === 'number'
          ? space * face.unitsPerEm
          : like >= 0
            ? face.advances[like]! * space.times
            : 0.25 * face.unitsPerEm;
      continue;
    }
    const m = fallback(text);
    glyphs.push({ unit: -1, text, x: pen });
    if (!missing.includes(text)) missing.push(text);
    pen += m.advance;
    yMin = Math.min(yMin, m.yMin);
    yMax = Math.max(yMax, m.yMax);
  }
  return { glyphs, advance: pen, yMin, yMax, missing };
}

/** A line's extent at a font size: its advance and its ink above and below the baseline, in the size's units. */
export interface TextExtent {
  readonly width: number;
  readonly ascent: number;
  readonly descent: number;
  readonly missing: readonly string[];
}

/** The extent of `text` on one line in `face` at `size` (any unit: the result is in the same). */
export function measureText(
  face: FaceMetrics,
  text: string,
  size: number,
  measureMissing?: MissingMeasure,
): TextExtent {
  const line = shapeLine(face, text, measureMissing);
  const scale = size / face.unitsPerEm;
  return {
    width: line.advance * scale,
    ascent: line.yMax * scale,
    descent: 0 - line.yMin * scale,
    missing: line.missing,
  };
}
