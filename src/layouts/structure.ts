import { FACE_ZONES, gameOfDesign as defaultGameOfDesign, type GameId } from '../engine/index.ts';
import type { TicketLayout, ZoneLayout } from './layoutSchema.ts';
import {
  pointInShape,
  rectInShape,
  rectInside,
  rectTouchesShape,
  shapeBounds,
  shapesOverlap,
  slotRect,
  type Rect,
} from './geometry.ts';

/*
 * What a layout must be for its game, which a schema cannot express. No list of designs here: a
 * layout names its game (design.json does), or is one of the games' default designs.
 */

/** The game a layout draws: its own `game`, or the game of the default design it names; undefined for neither. */
function gameOfLayout(layout: Pick<TicketLayout, 'design' | 'game'>): GameId | undefined {
  return layout.game ?? defaultGameOfDesign(layout.design);
}

/** A zone a design must have: its id, and what the engine prints under it. */
export interface ExpectedZone {
  readonly id: string;
  readonly kind: ZoneLayout['kind'];
  readonly slots: number; // symbol slots
  readonly amount: boolean; // amount boxes (digits and words)
}

/**
 * The zones each design of a game must have, in the engine's face order. Ids number the zones of a kind
 * from 1 (`paw-3`, `month-12`); a kind with a single zone is its own id (`bonus`, `gain`).
 */
export function expectedZones(game: GameId): readonly ExpectedZone[] {
  const zones = FACE_ZONES[game];
  const single = (kind: string) => zones.filter((z) => z.kind === kind).length === 1;
  return zones.map((z) => ({
    id: single(z.kind) ? z.kind : `${z.kind}-${z.ordinal + 1}`,
    kind: z.kind,
    slots: z.symbols,
    amount: z.amount,
  }));
}

/**
 * What the engine needs of a layout, which a schema cannot express: the zones of the design's
 * game, in face order, with their kinds, slot counts, amount boxes and month labels. Returns the
 * problems found (empty when sound).
 */
export function checkStructure(layout: TicketLayout): string[] {
  const game = gameOfLayout(layout);
  if (game === undefined) return [`game: missing (the design "${layout.design}" is no game's default design)`];
  const problems: string[] = [];
  const expected = expectedZones(game);
  const ids = layout.zones.map((z) => z.id).join(',');
  const wantIds = expected.map((e) => e.id).join(',');
  if (ids !== wantIds) problems.push(`zones: ids are [${ids}], expected [${wantIds}]`);
  layout.zones.forEach((zone, zi) => {
    const where = `zones[${zi}] (${zone.id})`;
    const want = expected.find((e) => e.id === zone.id);
    if (want) {
      if (zone.kind !== want.kind) problems.push(`${where}: kind ${zone.kind}, expected ${want.kind}`);
      if (zone.slots.length !== want.slots)
        problems.push(`${where}: ${zone.slots.length} slots, expected ${want.slots}`);
    }
    const needsAmounts = want?.amount === true;
    if (needsAmounts && !zone.amountDigits) problems.push(`${where}: amountDigits missing`);
    if (needsAmounts && !zone.amountWords) problems.push(`${where}: amountWords missing`);
    if (zone.kind === 'month' && !zone.label) problems.push(`${where}: label missing`);
  });
  return problems;
}

/**
 * Structural and geometric checks a schema cannot express. Returns the problems found (empty
 * when the layout is sound): the structure (`checkStructure`); every slot and text box inside its
 * zone's shape; zones inside the ticket and not overlapping; month labels inside the ticket and
 * outside every zone. Shapes are compared by sampling points, so tiny overlaps may go unseen
 * (visual QA's `checkGeometry` samples every unit).
 */
export function checkLayout(layout: TicketLayout): string[] {
  const problems = checkStructure(layout);
  layout.zones.forEach((zone, zi) => {
    const where = `zones[${zi}] (${zone.id})`;
    if (!rectInside(shapeBounds(zone.shape), layout.width, layout.height))
      problems.push(`${where}: shape goes outside the ticket`);
    zone.slots.forEach((slot, si) => {
      if (!rectInShape(zone.shape, slotRect(slot))) problems.push(`${where}.slots[${si}]: not inside the zone's shape`);
    });
    const boxes: [string, Rect | undefined][] = [
      ['amountDigits', zone.amountDigits],
      ['amountWords', zone.amountWords],
    ];
    for (const [name, box] of boxes) {
      if (box && !rectInShape(zone.shape, box)) problems.push(`${where}.${name}: not inside the zone's shape`);
    }
    if (zone.label) {
      if (!rectInside(zone.label, layout.width, layout.height)) problems.push(`${where}.label: outside the ticket`);
      for (const other of layout.zones) {
        if (rectTouchesShape(other.shape, zone.label)) problems.push(`${where}.label: overlaps zone ${other.id}`);
      }
    }
  });

  for (let i = 0; i < layout.zones.length; i++) {
    for (let j = i + 1; j < layout.zones.length; j++) {
      const a = layout.zones[i];
      const b = layout.zones[j];
      if (a && b && shapesOverlap(a.shape, b.shape)) problems.push(`zones ${a.id} and ${b.id} overlap`);
    }
  }
  for (const [name, t] of [
    ['title', layout.title],
    ['price', layout.price],
    ['serial', layout.serial],
  ] as const) {
    if (t.x < 0 || t.x > layout.width || t.y < 0 || t.y > layout.height)
      problems.push(`${name}: anchor outside the ticket`);
    else if (layout.zones.some((z) => pointInShape(z.shape, t.x, t.y))) problems.push(`${name}: anchor inside a zone`);
  }
  return problems;
}
