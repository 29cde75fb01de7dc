import type * as z from 'zod/mini';
import type { shapePartSchema } from './layoutSchema';

/** A shape part as parsed (`ShapePart`) or as written in JSON (a rect's `r` may be absent). */
export type ShapePart = z.input<typeof shapePartSchema>;

/**
 * Pure geometry on layout shapes (no DOM). All coordinates are ticket units.
 * Points on a part's boundary count as inside it.
 */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Even-odd ray casting; the ray goes towards +x. */
function pointInPolygon(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  const n = points.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const pi = points[i];
    const pj = points[j];
    if (pi === undefined || pj === undefined) continue;
    const [xi, yi] = pi;
    const [xj, yj] = pj;
    if (yi > y !== yj > y) {
      const xCross = xi + ((y - yi) * (xj - xi)) / (yj - yi);
      if (x < xCross) inside = !inside;
    }
  }
  return inside;
}

function pointInRoundedRect(
  rx: number,
  ry: number,
  w: number,
  h: number,
  radius: number,
  x: number,
  y: number,
): boolean {
  if (x < rx || x > rx + w || y < ry || y > ry + h) return false;
  const r = Math.min(Math.max(radius, 0), w / 2, h / 2);
  if (!(r > 0)) return true;
  // Nearest corner-circle centre; only matters when the point is in a corner square.
  const cx = x < rx + r ? rx + r : x > rx + w - r ? rx + w - r : x;
  const cy = y < ry + r ? ry + r : y > ry + h - r ? ry + h - r : y;
  const dx = x - cx;
  const dy = y - cy;
  return dx * dx + dy * dy <= r * r;
}

/** Is the point (x, y) inside one shape part? */
export function pointInPart(part: ShapePart, x: number, y: number): boolean {
  switch (part.kind) {
    case 'ellipse': {
      const dx = (x - part.cx) / part.rx;
      const dy = (y - part.cy) / part.ry;
      return dx * dx + dy * dy <= 1;
    }
    case 'rect':
      return pointInRoundedRect(part.x, part.y, part.w, part.h, part.r ?? 0, x, y);
    case 'polygon':
      return pointInPolygon(part.points, x, y);
  }
}

/** Is the point inside the shape (the union of its parts)? */
export function pointInShape(shape: readonly ShapePart[], x: number, y: number): boolean {
  for (const part of shape) {
    if (pointInPart(part, x, y)) return true;
  }
  return false;
}

/** Axis-aligned bounding box of one part. */
export function partBounds(part: ShapePart): Rect {
  switch (part.kind) {
    case 'ellipse':
      return { x: part.cx - part.rx, y: part.cy - part.ry, w: 2 * part.rx, h: 2 * part.ry };
    case 'rect':
      return { x: part.x, y: part.y, w: part.w, h: part.h };
    case 'polygon': {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const [px, py] of part.points) {
        minX = Math.min(minX, px);
        minY = Math.min(minY, py);
        maxX = Math.max(maxX, px);
        maxY = Math.max(maxY, py);
      }
      return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
    }
  }
}

/** Axis-aligned bounding box of a shape (union of its parts). An empty shape gives a zero rect at 0,0. */
export function shapeBounds(shape: readonly ShapePart[]): Rect {
  return unionRects(shape.map(partBounds)) ?? { x: 0, y: 0, w: 0, h: 0 };
}

/**
 * Points of an n×n grid spread over the rect, edges and corners included
 * (n ≥ 2; n = 1 gives the centre only), plus the centre.
 */
export function rectSamplePoints(rect: Rect, n = 5): [number, number][] {
  const out: [number, number][] = [];
  if (n <= 1) {
    out.push([rect.x + rect.w / 2, rect.y + rect.h / 2]);
    return out;
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      out.push([rect.x + (rect.w * i) / (n - 1), rect.y + (rect.h * j) / (n - 1)]);
    }
  }
  out.push([rect.x + rect.w / 2, rect.y + rect.h / 2]);
  return out;
}

/**
 * Does the rect lie inside the shape? Checked on an n×n grid of points (corners, edges and
 * centre included), which is exact for convex single parts and a close approximation for unions.
 */
export function rectInShape(shape: readonly ShapePart[], rect: Rect, n = 5): boolean {
  return rectSamplePoints(rect, n).every(([x, y]) => pointInShape(shape, x, y));
}

/** Does any sampled point of the rect fall inside the shape? */
export function rectTouchesShape(shape: readonly ShapePart[], rect: Rect, n = 5): boolean {
  return rectSamplePoints(rect, n).some(([x, y]) => pointInShape(shape, x, y));
}

/**
 * Do two shapes overlap? Samples the intersection of their bounding boxes on a grid of
 * the given step (ticket units), so overlaps thinner than the step may be missed.
 */
export function shapesOverlap(a: readonly ShapePart[], b: readonly ShapePart[], step = 2): boolean {
  const ba = shapeBounds(a);
  const bb = shapeBounds(b);
  const x0 = Math.max(ba.x, bb.x);
  const y0 = Math.max(ba.y, bb.y);
  const x1 = Math.min(ba.x + ba.w, bb.x + bb.w);
  const y1 = Math.min(ba.y + ba.h, bb.y + bb.h);
  if (x0 > x1 || y0 > y1) return false;
  for (let y = y0; y <= y1; y += step) {
    for (let x = x0; x <= x1; x += step) {
      if (pointInShape(a, x, y) && pointInShape(b, x, y)) return true;
    }
  }
  return false;
}

/** An edge of the ticket a rect crosses, and how far past it, in ticket units. */
export interface PastEdge {
  readonly side: 'left' | 'top' | 'right' | 'bottom';
  readonly units: number;
}

/** Each edge of the ticket `rect` crosses, and how far past it, in ticket units: left, top, right, bottom. */
export function pastEdges(rect: Rect, ticket: { readonly width: number; readonly height: number }): PastEdge[] {
  const past: PastEdge[] = [
    { side: 'left', units: -rect.x },
    { side: 'top', units: -rect.y },
    { side: 'right', units: rect.x + rect.w - ticket.width },
    { side: 'bottom', units: rect.y + rect.h - ticket.height },
  ];
  return past.filter((p) => p.units > 0);
}

/** A symbol slot as a rect. */
export function slotRect(slot: { readonly x: number; readonly y: number; readonly size: number }): Rect {
  return { x: slot.x, y: slot.y, w: slot.size, h: slot.size };
}

/** The smallest rect holding every rect given; null when there are none. */
export function unionRects(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const r of rects) {
    x0 = Math.min(x0, r.x);
    y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.w);
    y1 = Math.max(y1, r.y + r.h);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** A rect grown by `margin` on every side (shrunk when negative). */
export function growRect(rect: Rect, margin: number): Rect {
  return { x: rect.x - margin, y: rect.y - margin, w: rect.w + 2 * margin, h: rect.h + 2 * margin };
}
