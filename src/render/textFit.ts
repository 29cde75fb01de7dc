/** Pure text-fitting helpers: sizes are in ticket units, measurements come from the caller. */
import type { Rect } from '../layouts/geometry.ts';

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

/** Points of a box checked by `boxInside`: a grid of `n` × `n`, edges and corners included. */
function boxInside(inside: (x: number, y: number) => boolean, box: Rect, n: number): boolean {
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (!inside(box.x + (box.w * i) / (n - 1), box.y + (box.h * j) / (n - 1))) return false;
    }
  }
  return true;
}

/**
 * The widest box of aspect ratio `aspect` (width / height) centred on (cx, cy) whose sampled
 * points all satisfy `inside`, at most `maxWidth` wide. A binary search on the width; null when
 * not even a tiny box fits.
 */
export function largestCenteredBox(
  inside: (x: number, y: number) => boolean,
  cx: number,
  cy: number,
  aspect: number,
  maxWidth: number,
  samples = 7,
): Rect | null {
  const boxOf = (w: number): Rect => ({ x: cx - w / 2, y: cy - w / aspect / 2, w, h: w / aspect });
  let lo = 0;
  let hi = maxWidth;
  if (boxInside(inside, boxOf(hi), samples)) return boxOf(hi);
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (boxInside(inside, boxOf(mid), samples)) lo = mid;
    else hi = mid;
  }
  return lo > maxWidth / 100 ? boxOf(lo) : null;
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

/** A box shrunk by `margin` on every side (never below zero size). */
export function insetBox(box: Rect, margin: number): Rect {
  const mx = Math.min(margin, box.w / 2);
  const my = Math.min(margin, box.h / 2);
  return { x: box.x + mx, y: box.y + my, w: box.w - 2 * mx, h: box.h - 2 * my };
}
