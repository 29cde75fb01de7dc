import { DESIGN_WORDS } from '../../i18n/designWords.ts';
import { checkStructure, type TicketLayout, type ZoneLayout } from '../../layouts/index.ts';
import { pastEdges, pointInShape, shapeBounds, slotRect, type Rect } from '../../layouts/geometry.ts';
import type { Finding } from './problems.ts';

/**
 * How far every zone keeps from the ticket's edge, ticket units. A cover's art reaches 7 units
 * past its shape (its outline and drop shadow, COVER_REACH_UNITS in the painter), and must not be
 * cut by the edge of the ticket; 3 more units leave a rim of paper around it, as on a printed
 * ticket, and keep a zone off the rounded corners of the player's frame.
 */
export const SAFE_MARGIN_UNITS = 10;

/** Sampling step of the geometry checks, ticket units: one CSS px on the widest player (540 px). */
const STEP_UNITS = 1;

/** Points of a rect every `step` units, its far edges included. */
function* gridPoints(rect: Rect, step: number): Generator<[number, number]> {
  const nx = Math.max(1, Math.ceil(rect.w / step));
  const ny = Math.max(1, Math.ceil(rect.h / step));
  for (let i = 0; i <= nx; i++) {
    for (let j = 0; j <= ny; j++) yield [rect.x + (rect.w * i) / nx, rect.y + (rect.h * j) / ny];
  }
}

/** The part of `rect` outside the zone's shape, as the bounding box of the sampled points outside; null when none. */
function outsideShape(zone: ZoneLayout, rect: Rect): Rect | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of gridPoints(rect, STEP_UNITS)) {
    if (pointInShape(zone.shape, x, y)) continue;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return x0 === Infinity ? null : { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Area of the overlap of two rects, ticket units². */
function rectOverlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Area where two zones' shapes overlap, ticket units², sampled on a grid of STEP_UNITS. */
function shapeOverlap(a: ZoneLayout, b: ZoneLayout): number {
  const ba = shapeBounds(a.shape);
  const bb = shapeBounds(b.shape);
  const x0 = Math.max(ba.x, bb.x);
  const y0 = Math.max(ba.y, bb.y);
  const x1 = Math.min(ba.x + ba.w, bb.x + bb.w);
  const y1 = Math.min(ba.y + ba.h, bb.y + bb.h);
  if (x0 > x1 || y0 > y1) return 0;
  let hits = 0;
  for (let y = Math.ceil(y0); y <= y1; y += STEP_UNITS) {
    for (let x = Math.ceil(x0); x <= x1; x += STEP_UNITS) {
      if (pointInShape(a.shape, x, y) && pointInShape(b.shape, x, y)) hits++;
    }
  }
  return hits * STEP_UNITS * STEP_UNITS;
}

/** The printed parts of a zone (symbol slots and amount boxes), named after the layout. */
function zoneParts(zone: ZoneLayout): { name: string; what: 'slot' | 'text'; rect: Rect }[] {
  const parts: { name: string; what: 'slot' | 'text'; rect: Rect }[] = zone.slots.map((slot, i) => ({
    name: `${zone.id}.slots[${i}]`,
    what: 'slot',
    rect: slotRect(slot),
  }));
  if (zone.amountDigits) parts.push({ name: `${zone.id}.amountDigits`, what: 'text', rect: zone.amountDigits });
  if (zone.amountWords) parts.push({ name: `${zone.id}.amountWords`, what: 'text', rect: zone.amountWords });
  return parts;
}

/**
 * The geometry checks of a layout, from its numbers alone (no rendering): the structure the
 * engine expects (zone ids, kinds, slot counts, amount boxes, month labels: `checkStructure`); every
 * slot and amount box inside its zone's cover shape, sampled every unit (a thin sliver or a small
 * hole is found, which the 5 × 5 sampling of `checkLayout` can miss); the printed parts of a zone
 * not overlapping one another; no two zones overlapping; every zone inside the ticket and its
 * safe margin; month labels inside the ticket and off every zone. Element names are prefixed with
 * the design: `dog.paw-3.slots[0]`. `tally.checks`, when given, grows by the number of checks made
 * (one per element and rule: the structure, each part inside its cover, each pair of parts, each
 * label inside the ticket and off each zone, each zone's margin, each pair of zones).
 */
export function checkGeometry(layout: TicketLayout, tally?: { checks: number }): Finding[] {
  const findings: Finding[] = [];
  const name = (element: string) => `${layout.design}.${element}`;
  let checks = 1; // the structure
  // The reader words its problems itself: each kept in both languages, the same checks in the same order.
  const fr = checkStructure(layout, DESIGN_WORDS.fr);
  checkStructure(layout, DESIGN_WORDS.en).forEach((en, i) => {
    const detail = { fr: fr[i] ?? en, en };
    findings.push({ check: 'geometry', element: layout.design, problem: { kind: 'structure', detail } });
  });
  for (const zone of layout.zones) {
    const parts = zoneParts(zone);
    for (const part of parts) {
      checks++;
      const outside = outsideShape(zone, part.rect);
      if (outside !== null) {
        findings.push({
          check: 'geometry',
          element: name(part.name),
          problem: { kind: 'outsideCover', what: part.what, outside },
          rect: part.rect,
        });
      }
    }
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        checks++;
        const a = parts[i]!;
        const b = parts[j]!;
        const area = rectOverlap(a.rect, b.rect);
        if (area > 0) {
          findings.push({
            check: 'geometry',
            element: name(a.name),
            problem: { kind: 'partsOverlap', other: b.name, areaUnits: area },
            rect: a.rect,
          });
        }
      }
    }
    if (zone.label) {
      const label = zone.label;
      const element = name(`${zone.id}.label`);
      checks += 1 + layout.zones.length; // inside the ticket, off each zone
      const sides = pastEdges(label, layout);
      if (sides.length > 0)
        findings.push({ check: 'geometry', element, problem: { kind: 'outsideTicket', sides }, rect: label });
      for (const other of layout.zones) {
        let hits = 0;
        for (const [x, y] of gridPoints(label, STEP_UNITS)) if (pointInShape(other.shape, x, y)) hits++;
        if (hits > 0) {
          findings.push({
            check: 'geometry',
            element,
            problem: { kind: 'partsOverlap', other: other.id, areaUnits: hits * STEP_UNITS * STEP_UNITS },
            rect: label,
          });
        }
      }
    }
    const bounds = shapeBounds(zone.shape);
    checks++;
    const margin = Math.min(
      bounds.x,
      bounds.y,
      layout.width - (bounds.x + bounds.w),
      layout.height - (bounds.y + bounds.h),
    );
    if (margin < 0) {
      findings.push({
        check: 'geometry',
        element: name(zone.id),
        problem: { kind: 'outsideTicket', sides: pastEdges(bounds, layout), minUnits: SAFE_MARGIN_UNITS },
        rect: bounds,
      });
    } else if (margin < SAFE_MARGIN_UNITS) {
      findings.push({
        check: 'geometry',
        element: name(zone.id),
        problem: { kind: 'inMargin', marginUnits: margin, minUnits: SAFE_MARGIN_UNITS },
        rect: bounds,
      });
    }
  }
  for (let i = 0; i < layout.zones.length; i++) {
    for (let j = i + 1; j < layout.zones.length; j++) {
      checks++;
      const a = layout.zones[i]!;
      const b = layout.zones[j]!;
      const area = shapeOverlap(a, b);
      if (area > 0) {
        findings.push({
          check: 'geometry',
          element: name(a.id),
          problem: { kind: 'zonesOverlap', other: b.id, areaUnits: area },
          rect: shapeBounds(a.shape),
        });
      }
    }
  }
  if (tally !== undefined) tally.checks += checks;
  return findings;
}
