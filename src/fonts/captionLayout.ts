/**
 * A marketing frame's caption laid out in its band (the studio's pictures): its lines, its size and
 * the band's height, in CSS pixels of the view. Pure: the painter draws what this returns, and the
 * studio warns with it when a caption will print small.
 */
import type { FaceMetrics } from './faces.ts';
import { fitText, LINE_GAP } from './fitText.ts';
import { measureText, type MissingMeasure } from './layoutText.ts';

/** The most lines a caption is broken into, between words. */
export const MAX_CAPTION_LINES = 3;

/** A frame's proportions, which follow the view's shorter side (`unit`). */
export function frameProportions(viewWidth: number, viewHeight: number) {
  const unit = Math.min(viewWidth, viewHeight);
  const captionMaxSize = unit * 0.065; // a caption's largest font size
  return {
    unit,
    pad: Math.round(unit * 0.04), // the frame's margin, around every band
    captionMaxSize,
    captionComfortableSize: captionMaxSize * 0.75, // a caption shrunk below it on one line is broken into more
    captionFloorSize: Math.max(11, unit * 0.03), // below it, a caption reads small for the frame
  };
}

/** A caption as laid out in its band. */
export interface CaptionLayout {
  readonly lines: readonly string[]; // one, or up to MAX_CAPTION_LINES broken between words
  readonly size: number; // the font size it prints at, CSS pixels
  readonly maxSize: number; // the largest size the band lets it print at (what the painter fits to)
  readonly height: number; // the band's height, CSS pixels
  readonly small: boolean; // it prints under the frame's floor size: too long for the frame to read well
}

/** Marks French typesetting keeps with the word before them, a space between them or not ("100 %", "gagner !"). */
const KEPT_WITH_PREVIOUS = new Set(['»', ':', ';', '!', '?', '%', '€', '›']);
/** Marks kept with the word after them ("« guillemets »"). */
const KEPT_WITH_NEXT = new Set(['«', '‹']);

/**
 * Whether a line may break at `text[i]`: at an ASCII space only (a no-break space, U+00A0 or U+202F,
 * never breaks), and not where it would leave a « at a line's end, start a line with » : ; ! ? % €,
 * or split a number's groups of digits ("15 000").
 */
function mayBreakAt(text: string, i: number): boolean {
  if (text[i] !== ' ') return false;
  let before = i - 1;
  while (before >= 0 && text[before] === ' ') before--;
  let after = i + 1;
  while (after < text.length && text[after] === ' ') after++;
  const prev = text[before] ?? '';
  const next = text[after] ?? '';
  if (KEPT_WITH_NEXT.has(prev) || KEPT_WITH_PREVIOUS.has(next)) return false;
  // A group of three digits after a number is the number's thousands ("15 000 €").
  return !(/[0-9]/.test(prev) && /^[0-9]{3}(?![0-9])/.test(text.slice(after)));
}

/**
 * `text` broken into `count` lines at the spaces a line may break at (`mayBreakAt`), so that the widest is as narrow as it can be; null
 * when it has fewer such spaces than that takes.
 */
function breakIntoLines(
  face: FaceMetrics,
  text: string,
  count: number,
  measureMissing?: MissingMeasure,
): string[] | null {
  const spaces: number[] = [];
  for (let i = 0; i < text.length; i++) if (mayBreakAt(text, i)) spaces.push(i);
  const widths = new Map<string, number>();
  const width = (line: string) => {
    let w = widths.get(line);
    if (w === undefined) {
      w = measureText(face, line, 100, measureMissing).width;
      widths.set(line, w);
    }
    return w;
  };
  let best: { lines: string[]; widest: number } | null = null;
  const walk = (from: number, firstSpace: number, lines: string[]) => {
    if (lines.length === count - 1) {
      const all = [...lines, text.slice(from).trim()];
      if (all.some((line) => line === '')) return;
      const widest = Math.max(...all.map(width));
      if (best === null || widest < best.widest) best = { lines: all, widest };
      return;
    }
    for (let s = firstSpace; s < spaces.length; s++)
      walk(spaces[s]! + 1, s + 1, [...lines, text.slice(from, spaces[s]).trim()]);
  };
  walk(0, 0, []);
  return (best as { lines: string[] } | null)?.lines ?? null;
}

/**
 * A caption in the band of a `viewWidth` × `viewHeight` frame. A caption that prints on one line
 * at the comfortable size or more keeps the one-line band (the frame's largest size × 1.5) and
 * shrinks to its width, as it always did. A longer one is broken between words into the fewest
 * lines (at most MAX_CAPTION_LINES) that print it at the comfortable size, else into those that
 * print it largest, and the band is as tall as those lines.
 */
export function layoutCaption(
  face: FaceMetrics,
  text: string,
  viewWidth: number,
  viewHeight: number,
  measureMissing?: MissingMeasure,
): CaptionLayout {
  const { pad, captionMaxSize, captionComfortableSize, captionFloorSize } = frameProportions(viewWidth, viewHeight);
  const width = viewWidth - 2 * pad;
  const oneHeight = captionMaxSize * 1.5;
  const one = fitText({ face, text, maxSize: captionMaxSize, box: { w: width, h: oneHeight } }, measureMissing);
  const single: CaptionLayout = {
    lines: [text],
    size: one.size,
    maxSize: captionMaxSize,
    height: oneHeight,
    small: one.size < captionFloorSize,
  };
  if (one.size >= captionComfortableSize) return single;
  let chosen = single;
  for (let count = 2; count <= MAX_CAPTION_LINES; count++) {
    const lines = breakIntoLines(face, text, count, measureMissing);
    if (lines === null) break;
    const extents = lines.map((line) => measureText(face, line, 100, measureMissing));
    const size = Math.min(captionMaxSize, (100 * width) / Math.max(...extents.map((e) => e.width)));
    if (size <= chosen.size) continue;
    // The lines' ink, the gaps between them, and the one-line band's margin.
    const ink = extents.reduce((sum, e) => sum + e.ascent + e.descent, 0) / 100 + (count - 1) * LINE_GAP;
    chosen = { lines, size, maxSize: size, height: size * (ink + 0.5), small: size < captionFloorSize };
    if (size >= captionComfortableSize) break;
  }
  return chosen;
}
