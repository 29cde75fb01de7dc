import { FACE_ZONES, gameOfDesign as defaultGameOfDesign, type GameId } from '../engine/index.ts';
import type { DesignWords } from './designWords.ts';
import type { TicketLayout, ZoneLayout } from './layoutSchema.ts';
import {
  pastEdges,
  pointInShape,
  rectInShape,
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
export function gameOfLayout(layout: Pick<TicketLayout, 'design' | 'game'>): GameId | undefined {
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

/** A structure problem: the zone it is in (its place in `zones` and its id), if any, and what is wrong, in words. */
interface StructureProblem {
  readonly zone?: { readonly index: number; readonly id: string };
  readonly text: string;
}

/**
 * What the engine needs of a layout, which a schema cannot express: the zones of the design's
 * game, in face order, with their kinds, slot counts, amount boxes and month labels. Returns the
 * problems found (empty when sound), said in `words`.
 */
export function structureProblems(layout: TicketLayout, words: DesignWords): StructureProblem[] {
  const game = gameOfLayout(layout);
  if (game === undefined) return [{ text: words.gameMissing(layout.design) }];
  const problems: StructureProblem[] = [];
  const expected = expectedZones(game);
  const ids = layout.zones.map((z) => z.id).join(',');
  const wantIds = expected.map((e) => e.id).join(',');
  if (ids !== wantIds) problems.push({ text: words.zoneIds(ids, wantIds) });
  layout.zones.forEach((zone, index) => {
    const inZone = (text: string) => problems.push({ zone: { index, id: zone.id }, text });
    const want = expected.find((e) => e.id === zone.id);
    if (want) {
      if (zone.kind !== want.kind) inZone(words.zoneKind(zone.kind, want.kind));
      if (zone.slots.length !== want.slots) inZone(words.slotCount(zone.slots.length, want.slots));
    }
    const needsAmounts = want?.amount === true;
    if (needsAmounts && !zone.amountDigits) inZone(words.missing('amountDigits'));
    if (needsAmounts && !zone.amountWords) inZone(words.missing('amountWords'));
    if (zone.kind === 'month' && !zone.label) inZone(words.missing('label'));
  });
  return problems;
}

/** A zone as checkStructure and checkLayout name it: `zones[2] (month-3)`. */
const zonePlace = (index: number, id: string) => `zones[${index}] (${id})`;

/** structureProblems, each as one line: `zones[2] (month-3): label missing`. */
export function checkStructure(layout: TicketLayout, words: DesignWords): string[] {
  return structureProblems(layout, words).map((p) =>
    p.zone === undefined ? p.text : words.field(zonePlace(p.zone.index, p.zone.id), p.text),
  );
}

/** The edges of the ticket `rect` crosses, each by a tenth of a unit, rounded as the visual checks round a failing measure (never to 0). */
function roundedPastEdges(rect: Rect, layout: TicketLayout) {
  return pastEdges(rect, layout).map((p) => ({ side: p.side, units: Math.max(0.1, Math.round(p.units * 10) / 10) }));
}

/**
 * Structural and geometric checks a schema cannot express, said in `words`. Returns the problems
 * found (empty when the layout is sound): the structure (`checkStructure`); every slot and text box
 * inside its zone's shape; zones inside the ticket and not overlapping; month labels inside the
 * ticket and outside every zone. Shapes are compared by sampling points, so tiny overlaps may go
 * unseen (visual QA's `checkGeometry` samples every unit).
 */
export function checkLayout(layout: TicketLayout, words: DesignWords): string[] {
  const problems = checkStructure(layout, words);
  const say = (where: string, what: string) => problems.push(words.field(where, what));
  layout.zones.forEach((zone, zi) => {
    const where = zonePlace(zi, zone.id);
    const shapePast = roundedPastEdges(shapeBounds(zone.shape), layout);
    if (shapePast.length > 0) say(`${where}.shape`, words.outsideTicket(shapePast));
    zone.slots.forEach((slot, si) => {
      if (!rectInShape(zone.shape, slotRect(slot))) say(`${where}.slots[${si}]`, words.notInShape);
    });
    const boxes: [string, Rect | undefined][] = [
      ['amountDigits', zone.amountDigits],
      ['amountWords', zone.amountWords],
    ];
    for (const [name, box] of boxes) {
      if (box && !rectInShape(zone.shape, box)) say(`${where}.${name}`, words.notInShape);
    }
    if (zone.label) {
      const labelPast = roundedPastEdges(zone.label, layout);
      if (labelPast.length > 0) say(`${where}.label`, words.outsideTicket(labelPast));
      for (const other of layout.zones) {
        if (rectTouchesShape(other.shape, zone.label)) say(`${where}.label`, words.overlapsZone(other.id));
      }
    }
  });

  for (let i = 0; i < layout.zones.length; i++) {
    for (let j = i + 1; j < layout.zones.length; j++) {
      const a = layout.zones[i];
      const b = layout.zones[j];
      if (a && b && shapesOverlap(a.shape, b.shape)) problems.push(words.zonesOverlap(a.id, b.id));
    }
  }
  for (const [name, t] of [
    ['title', layout.title],
    ['price', layout.price],
    ['serial', layout.serial],
  ] as const) {
    if (t.x < 0 || t.x > layout.width || t.y < 0 || t.y > layout.height) say(name, words.anchorOutside);
    else if (layout.zones.some((z) => pointInShape(z.shape, t.x, t.y))) say(name, words.anchorInZone);
  }
  return problems;
}
