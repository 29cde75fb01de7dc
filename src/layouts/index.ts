import {
  designOf as defaultDesignOf,
  designsOf as defaultDesignsOf,
  GAME_IDS,
  variantOf,
  type GameId,
  type Ticket,
} from '../engine/index.ts';
import { builtInDesignFiles } from './builtIn.ts';
import type { DesignId, DesignJson, TicketLayout } from './layoutSchema.ts';

export { checkLayout, checkStructure, expectedZones } from './structure.ts';

/**
 * A ticket design: how a ticket is drawn, not what it is. Every game has a default design per
 * variant (or one, without variants), named like it (`dog`, `cat`, `months`: the engine's
 * `designOf`); any number of other designs may draw the same tickets (`calendrier`). Each is a
 * folder, designs/<id>/, found when the code is built (docs/qa.md, "For designers").
 */
export interface Design {
  readonly id: DesignId;
  readonly game: GameId;
  readonly variant: string | null; // the variant it draws; null for a game without variants
  readonly name: Readonly<{ fr: string; en: string }>;
  readonly layout: TicketLayout;
}

/**
 * A built-in design.json, as the pages use it. The test suite checks each folder with
 * `parseDesign` (schema, structure, files) and that parsing changes nothing (no default or
 * stripped key is relied on), and so does the build (build/outlineArt.ts), so pages take the data
 * as it is and do not load zod to check it again: that keeps the embeddable demo within its size
 * budget. Designs from elsewhere go through `parseDesign`.
 */
function load(path: string, json: unknown): Design {
  const id = /\/designs\/([^/]+)\/design\.json$/.exec(path)?.[1] ?? path;
  const data = json as DesignJson;
  if (data.design !== id) throw new Error(`designs/${id}/design.json declares the design "${data.design}"`);
  return { id, game: data.game, variant: data.variant, name: data.name, layout: data };
}

/** Games' order, then each game's default designs in their order, then the others by id. */
function rank(design: Design): [number, number, string] {
  const defaults = defaultDesignsOf(design.game);
  const index = defaults.indexOf(design.id);
  return [GAME_IDS.indexOf(design.game), index < 0 ? defaults.length : index, design.id];
}

/**
 * Every built-in design, by game in the games' order: each game's default designs first, then its
 * other designs by id (dog, cat, then any other paws design; months, calendrier), as the lobby,
 * the studio and the QA sheet list them.
 */
export const designs: readonly Design[] = Object.entries(builtInDesignFiles())
  .map(([path, json]) => load(path, json))
  .sort((a, b) => {
    const [ga, ia, na] = rank(a);
    const [gb, ib, nb] = rank(b);
    return ga - gb || ia - ib || (na < nb ? -1 : na > nb ? 1 : 0);
  });

export const designIds: readonly DesignId[] = designs.map((d) => d.id);

const byId: ReadonlyMap<DesignId, Design> = new Map(designs.map((d) => [d.id, d]));

// Designs a page was given while it runs (a folder opened in the design lab or the studio), found
// before the built-in ones: one given under a built-in id stands in for it on that page.
const given = new Map<DesignId, Design>();
const find = (id: DesignId): Design | undefined => given.get(id) ?? byId.get(id);

/**
 * Makes a design read at run time (`parseDesignFolder`) drawable on this page, as a built-in one
 * is, until the returned function withdraws it. `designs` and `designIds` still list the built-in
 * designs only.
 */
export function provideDesign(design: Design): () => void {
  given.set(design.id, design);
  return () => {
    if (given.get(design.id) === design) given.delete(design.id);
  };
}

/** Each design's layout, by id. */
export const layouts: Readonly<Record<DesignId, TicketLayout>> = Object.fromEntries(
  designs.map((d) => [d.id, d.layout]),
);

/** Whether a word names a built-in design. */
export function isDesignId(text: string): boolean {
  return byId.has(text);
}

/** A built-in design. */
export function getDesign(id: DesignId): Design {
  const design = find(id);
  if (design === undefined) throw new RangeError(`no design "${id}" (designs: ${designIds.join(', ')})`);
  return design;
}

/** The layout of a design. */
export function getLayout(design: DesignId): TicketLayout {
  return getDesign(design).layout;
}

/** The game a design draws. */
export function gameOfDesign(design: DesignId): GameId {
  return getDesign(design).game;
}

/** The designs that draw a game's tickets, default designs first. */
export function designsOfGame(game: GameId): readonly Design[] {
  return designs.filter((d) => d.game === game);
}

/** The default design a design stands in for: its variant's, or its game's (`calendrier` → `months`). */
export function baseDesignOf(design: DesignId): DesignId {
  const d = getDesign(design);
  return d.variant ?? d.game;
}

/** The default design of a ticket: its variant, or its game. */
export function designOf(ticket: Ticket): DesignId {
  return defaultDesignOf(ticket);
}

/** Whether a design can draw a ticket: the ticket's game, and its variant when the design has one. */
export function drawsTicket(design: DesignId, ticket: Ticket): boolean {
  const d = find(design);
  return d !== undefined && d.game === ticket.game && (d.variant === null || d.variant === variantOf(ticket));
}

/**
 * The design a ticket is drawn with when `chosen` was asked for: that design when it draws the
 * ticket (a cat ticket is not drawn with a dog design), else the ticket's default design.
 */
export function designFor(ticket: Ticket, chosen?: DesignId | null): DesignId {
  return chosen != null && drawsTicket(chosen, ticket) ? chosen : designOf(ticket);
}

export type { DesignId, PrintedText, ShapePart, TicketLayout, ZoneLayout } from './layoutSchema.ts';
