/**
 * Where a zone's cover prints "Grattez ici" (the language's words): pure, in ticket units, so that
 * the painter draws it (src/render/coverArt.ts) and a test holds it inside the zone.
 */
import type { FaceMetrics } from '../fonts/faces.ts';
import { fitFontSize, splitInTwoLines } from '../fonts/fitText.ts';
import { measureText, shapeLine, type MissingMeasure, type ShapedLine } from '../fonts/layoutText.ts';
import { pointInShape, shapeBounds } from '../layouts/geometry.ts';
import type { ZoneLayout } from '../layouts/index.ts';
import { contentBox } from './shapes.ts';
import { insetBox, largestCenteredBox } from './textFit.ts';

/** One line of the label: shaped, its baseline's left end at (x, y). */
interface LabelLine {
  readonly line: ShapedLine;
  readonly x: number;
  readonly y: number;
}

/** The label as printed: one line or two, at `size`, no larger than `maxSize`. */
export interface ScratchHereLabel {
  readonly lines: readonly LabelLine[];
  readonly text: string; // the words printed, the lines joined by a space
  readonly size: number;
  readonly maxSize: number;
}

/** The smallest size printed: below it, the cover shows no label. */
const MIN_SIZE = 6;

/**
 * The label for `zone`: centred on the zone's content, in the largest box the shape holds there,
 * on one line unless two are clearly (a quarter) larger; null where the layout so chosen would be
 * smaller than 6 units. `face` is the face it is printed in, `missing` how a character it lacks is
 * measured.
 */
export function scratchHereLabel(
  zone: ZoneLayout,
  text: string,
  face: FaceMetrics,
  missing?: MissingMeasure,
): ScratchHereLabel | null {
  const center = contentBox(zone);
  const cx = center.x + center.w / 2;
  const cy = center.y + center.h / 2;
  const bounds = shapeBounds(zone.shape);
  const inside = (x: number, y: number) => pointInShape(zone.shape, x, y);
  const ref = 100;
  const measure = (t: string) => {
    const m = measureText(face, t, ref, missing);
    return { w: m.width, h: m.ascent + m.descent };
  };
  const maxSize = Math.min(26, bounds.h * 0.24);
  const layouts: { lines: string[]; size: number }[] = [];
  const one = measure(text);
  const oneBox = largestCenteredBox(inside, cx, cy, one.w / (ref * 1.1), bounds.w);
  if (oneBox) {
    const box = insetBox(oneBox, oneBox.h * 0.12);
    layouts.push({ lines: [text], size: fitFontSize(one.w, ref * 1.1, ref, box.w, box.h, maxSize) });
  }
  const two = splitInTwoLines(text);
  if (two) {
    const w = Math.max(measure(two[0]).w, measure(two[1]).w);
    const twoBox = largestCenteredBox(inside, cx, cy, w / (ref * 2.1), bounds.w);
    if (twoBox) {
      const box = insetBox(twoBox, twoBox.h * 0.08);
      layouts.push({ lines: two, size: fitFontSize(w, ref * 2.1, ref, box.w, box.h, maxSize) });
    }
  }
  // Prefer one line unless two lines are clearly larger.
  const best = layouts.reduce<{ lines: string[]; size: number } | null>(
    (a, b) => (a === null || b.size > a.size * (b.lines.length > a.lines.length ? 1.25 : 1) ? b : a),
    null,
  );
  if (best === null || best.size < MIN_SIZE) return null;
  const lineHeight = best.size * 1.05;
  // Each line centred on x, its em square's middle on y, as textBaseline 'middle' placed it: the
  // font's ascent and descent scaled to one em, the baseline lies ascent / (ascent + descent) down.
  const middle = (face.ascender / (face.ascender - face.descender) - 0.5) * best.size;
  const lines = best.lines.map((words, i) => {
    const line = shapeLine(face, words, missing);
    const width = (line.advance / face.unitsPerEm) * best.size;
    return { line, x: cx - width / 2, y: cy + (i - (best.lines.length - 1) / 2) * lineHeight + middle };
  });
  return { lines, text: best.lines.join(' '), size: best.size, maxSize };
}
