/** Pure helpers to find room for text in a shape (sizes in ticket units); text itself is fitted by src/fonts/fitText.ts. */
import type { Rect } from '../layouts/geometry.ts';

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

/** A box shrunk by `margin` on every side (never below zero size). */
export function insetBox(box: Rect, margin: number): Rect {
  const mx = Math.min(margin, box.w / 2);
  const my = Math.min(margin, box.h / 2);
  return { x: box.x + mx, y: box.y + my, w: box.w - 2 * mx, h: box.h - 2 * my };
}
