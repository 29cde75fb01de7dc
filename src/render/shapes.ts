import type { Graphics } from 'pixi.js';
import { growRect, shapeBounds, slotRect, unionRects, type Rect } from '../layouts/geometry.ts';
import type { ShapePart, TicketLayout, ZoneLayout } from '../layouts/index.ts';

/** Signed area of a polygon (positive when clockwise on screen, y down). */
export function polygonArea(points: readonly (readonly [number, number])[]): number {
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % points.length]!;
    area += x0 * y1 - x1 * y0;
  }
  return area / 2;
}

/**
 * Adds a shape's parts to a Canvas 2D path, all wound clockwise, so that a nonzero fill paints
 * their union. `grow` enlarges each part by that many units.
 */
export function traceShape(ctx: CanvasRenderingContext2D, shape: readonly ShapePart[], grow = 0): void {
  for (const part of shape) {
    switch (part.kind) {
      case 'ellipse':
        ctx.moveTo(part.cx + part.rx + grow, part.cy);
        ctx.ellipse(part.cx, part.cy, part.rx + grow, part.ry + grow, 0, 0, Math.PI * 2);
        break;
      case 'rect': {
        const x = part.x - grow;
        const y = part.y - grow;
        const w = part.w + 2 * grow;
        const h = part.h + 2 * grow;
        const r = Math.max(0, Math.min(part.r + grow, w / 2, h / 2));
        ctx.moveTo(x + r, y);
        ctx.arcTo(x + w, y, x + w, y + h, r);
        ctx.arcTo(x + w, y + h, x, y + h, r);
        ctx.arcTo(x, y + h, x, y, r);
        ctx.arcTo(x, y, x + w, y, r);
        ctx.closePath();
        break;
      }
      case 'polygon': {
        const points = polygonArea(part.points) >= 0 ? part.points : [...part.points].reverse();
        points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
        ctx.closePath();
        break;
      }
    }
  }
}

/**
 * Draws a shape's parts into a Pixi Graphics, each enlarged by `grow` units and filled. Polygons
 * are enlarged with a stroke, so overlapping fills are possible: use with opaque fills (erasing,
 * stencil masks).
 */
export function drawShape(g: Graphics, shape: readonly ShapePart[], grow: number, color = 0xffffff): void {
  for (const part of shape) {
    switch (part.kind) {
      case 'ellipse':
        g.ellipse(part.cx, part.cy, part.rx + grow, part.ry + grow).fill({ color });
        break;
      case 'rect':
        g.roundRect(part.x - grow, part.y - grow, part.w + 2 * grow, part.h + 2 * grow, part.r + grow).fill({ color });
        break;
      case 'polygon': {
        const flat = part.points.flat();
        g.poly(flat).fill({ color });
        if (grow > 0) g.poly(flat).stroke({ color, width: 2 * grow, join: 'round' });
        break;
      }
    }
  }
}

/**
 * Where a zone's printed content sits: the bounding box of its slots and text boxes, or of its
 * shape when it has none. Its centre is where a cover's "Grattez ici" goes.
 */
export function contentBox(zone: ZoneLayout): Rect {
  const boxes = [...zone.slots.map(slotRect), zone.amountDigits, zone.amountWords].filter((b) => b !== undefined);
  return unionRects(boxes) ?? shapeBounds(zone.shape);
}

/** The bounding box of a zone's cover art, the shape grown by `margin` units. */
export function coverBounds(layout: TicketLayout, zoneIndex: number, margin: number): Rect {
  const zone = layout.zones[zoneIndex];
  if (zone === undefined) throw new RangeError(`no zone ${zoneIndex}`);
  return growRect(shapeBounds(zone.shape), margin);
}
