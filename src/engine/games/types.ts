/**
 * What every game is and does: the `GameModule` interface that each game's folder implements
 * (src/engine/games/<game>/index.ts) and the registry (registry.ts) lists. Nothing here names a
 * game: a game's own types and rules stay in its folder.
 */
import type * as z from 'zod/mini';
import type { Result } from '../result.ts';
import type { Sfc32 } from '../rng.ts';
import type { SymbolId } from '../symbols.ts';

/** One line of article 3's prize table. */
export interface PrizeTier {
  readonly amountCents: number; // the ticket's total prize
  readonly count: number; // tickets per block
}

export interface GameDefinition<Id extends string = string> {
  readonly id: Id;
  readonly serialPrefix: string; // first character of the game's serials, one capital letter
  readonly priceCents: number; // article 2
  readonly blockSize: number; // article 2
  readonly regulationDate: string; // ISO date the regulation was signed
  readonly prizeTable: readonly PrizeTier[]; // article 3, highest prize first
}

/** One scratch zone of a game's face, in face order. */
export interface FaceZone<Kind extends string = string> {
  readonly kind: Kind;
  readonly ordinal: number; // 0-based rank among the zones of its kind (paw 3 → 2, March → 2)
  readonly symbols: number; // symbols printed under its cover
  readonly amount: boolean; // whether an amount (digits and words) is printed under its cover
}

/** `count` zones of one kind, numbered from 0. */
export function zonesOf<Kind extends string>(
  kind: Kind,
  count: number,
  symbols: number,
  amount: boolean,
): FaceZone<Kind>[] {
  return Array.from({ length: count }, (_, ordinal) => ({ kind, ordinal, symbols, amount }));
}

/** What of one zone takes part in a ticket's win: symbol slots, and whether its amount is paid. */
export interface ZoneWin {
  readonly zone: number;
  readonly slots: readonly number[];
  readonly amount: boolean;
}

/** Why a face cannot be scored under the regulation. `path` points into the face's JSON. */
export interface FaceIssue {
  readonly code:
    | 'wrong-size'
    | 'unknown-symbol'
    | 'three-clovers'
    | 'two-multipliers'
    | 'too-many-wins'
    | 'bad-amount'
    | 'bad-variant';
  readonly path: string;
  readonly message: string;
}

/** Which ticket of which emission, and what it costs and pays: the part every ticket shares. */
export interface TicketHeader<Id extends string = string> {
  readonly game: Id;
  readonly seed: string;
  readonly block: number;
  readonly index: number; // 0 ≤ index < block size
  readonly serial: string;
  readonly price: number; // cents
  readonly prize: number; // cents, as the block assigned it
}

/** What a game's face shows, as read from outside (symbol ids may be anything). */
interface FaceBase<Id extends string = string> {
  readonly game: Id;
}

/** A scored face: at least its game and its total. */
interface BreakdownBase<Id extends string = string> {
  readonly game: Id;
  readonly totalCents: number;
}

/** The header fields of the interchange format, as zod shapes (see ticket.ts). */
type HeaderShape = Record<'serial' | 'seed' | 'block' | 'index' | 'price' | 'prize', z.ZodMiniType>;

/**
 * Everything a game is and does. Each game's folder exports one; the registry lists them. Faces
 * come in two forms: the interchange form (`Face`, `Ticket`: JSON, docs/ticket-format.md) and a
 * compact form (an Int32Array of `faceLength` numbers) that dealing, scoring and the audit use.
 *
 * Methods, not function properties: a module of one game is then a `GameModule` of any game,
 * which is how the registry holds them all.
 */
export interface GameModule<
  Id extends string = string,
  Face extends FaceBase<Id> = FaceBase<Id>,
  Ticket extends TicketHeader<Id> & Face = TicketHeader<Id> & Face,
  Breakdown extends BreakdownBase<Id> = BreakdownBase<Id>,
  Kind extends string = string,
> {
  /** Price, block, prize table, serial prefix, regulation date. */
  readonly definition: GameDefinition<Id>;
  /**
   * The game's variants (a dog and a cat ticket), in the order of their codes; empty for a game
   * without any. A player may choose one, or let the dealing choose ("any").
   */
  readonly variants: readonly string[];
  /** Every symbol a ticket of each variant can show, win symbols first (key: the game id when it has no variants). */
  readonly symbolsByDesign: Readonly<Record<string, readonly SymbolId[]>>;
  /** Every amount an amount box can print, in cents (empty when no zone prints one). */
  readonly printableCents: readonly number[];
  /** The scratch zones in face order. Layouts list their zones in this order. */
  readonly zones: readonly FaceZone<Kind>[];
  /** Length of a compact face. */
  readonly faceLength: number;

  /** How to deal a face for a prize, prepared once per tier; undefined when the prize cannot be printed. */
  planPrize(amountCents: number): unknown;
  /** Draws a compact face into `out` with the plan `planPrize` made for its prize. */
  drawFace(rng: Sfc32, plan: unknown, out: Int32Array): void;
  /** Scores a valid compact face, in cents. */
  scoreFace(face: Int32Array): number;
  /** Validates and scores a compact face in one pass: its prize, or -1 when the rules cannot score it. */
  scoreCheckedFace(face: Int32Array): number;
  /** The variant of a compact face (null for a game without variants). */
  variantAt(face: Int32Array): string | null;
  /** The ticket a compact face shows, under `header`. */
  ticketFromFace(header: TicketHeader<Id>, face: Int32Array): Ticket;

  /** Checks a face's sizes and encodes it compactly; unknown ids and bad amounts become -1. */
  encodeFace(face: Face): Result<Int32Array, FaceIssue[]>;
  /** Every reason the rules cannot score an encoded face. */
  faceIssues(face: Face, codes: Int32Array): FaceIssue[];
  /** Scores a valid encoded face, with which zones win and why. */
  breakdown(face: Face, codes: Int32Array): Breakdown;
  /** The variant a face shows (null for a game without variants). */
  variantOf(face: Face): string | null;
  /** The symbols under a zone, in slot order. */
  zoneSymbols(face: Face, zone: FaceZone<Kind>): readonly SymbolId[];
  /** The amount printed under a zone, in cents; undefined for a zone without an amount. */
  zoneAmount(face: Face, zone: FaceZone<Kind>): number | undefined;
  /** The parts of a ticket that make its prize. Empty for a losing ticket. */
  winningParts(face: Face, breakdown: Breakdown): ZoneWin[];

  /**
   * The face with other content, for the QA sheet's worst cases (not a real ticket): zone by zone
   * in face order, `slots[z]` symbols from `symbol` (one for a zone that shows one) and, in a zone
   * with an amount, one amount from `amount`.
   */
  withContent(face: Face, slots: readonly number[], symbol: () => SymbolId, amount: () => number): Face;
  /** A prize whose tickets light several parts, which the QA sheet's winning picture shows. */
  readonly showcasePrizeCents: number;

  /** The zod shape of the game's tickets in the interchange format, header included. */
  ticketSchema(zod: typeof z, header: HeaderShape): z.ZodMiniObject;
  /** The face's own fields (the header's left out) in the order of docs/ticket-format.md. */
  faceFields(face: Face): Readonly<Record<string, unknown>>;
  /** A dealt ticket's `faceFields` as JSON object members, without braces, exactly as JSON.stringify writes them; written by hand for speed. */
  faceJson(ticket: Ticket): string;
  /** The face's values in a fixed order, to compare two faces. */
  faceValues(face: Face): readonly unknown[];
}

/** The interchange face of a module. */
export type FaceOf<M> = M extends GameModule<string, infer F> ? F : never;
/** The ticket of a module. */
export type TicketOf<M> = M extends GameModule<string, FaceBase, infer T> ? T : never;
/** The breakdown of a module. */
export type BreakdownOf<M> = M extends GameModule<string, FaceBase, TicketHeader, infer B> ? B : never;
