import {
  MONTHS_BOXES,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_SYMBOL,
  PAWS_BONUS_SYMBOLS,
  PAWS_ZONES,
  type GameId,
} from './games.ts';
import type { SymbolId } from './symbols.ts';
import type { Breakdown, Ticket } from './ticket.ts';

/** The kinds of scratch zone a ticket has. */
export const ZONE_KINDS = ['paw', 'bonus', 'month', 'gain'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** One scratch zone of a game's face, in face order. */
export interface FaceZone {
  readonly kind: ZoneKind;
  readonly ordinal: number; // 0-based rank among the zones of its kind (paw 3 → 2, March → 2)
  readonly symbols: number; // symbols printed under its cover
  readonly amount: boolean; // whether an amount (digits and words) is printed under its cover
}

function zones(kind: ZoneKind, count: number, symbols: number, amount: boolean): FaceZone[] {
  return Array.from({ length: count }, (_, ordinal) => ({ kind, ordinal, symbols, amount }));
}

/**
 * Each game's zones in face order: the 9 paw prints then the bonus; the 12 months (January first)
 * then the Gain box. Layouts must list their zones in this order.
 */
export const FACE_ZONES: Readonly<Record<GameId, readonly FaceZone[]>> = {
  paws: [...zones('paw', PAWS_ZONES, 1, false), ...zones('bonus', 1, PAWS_BONUS_SYMBOLS, false)],
  months: [...zones('month', MONTHS_BOXES, MONTHS_SYMBOLS_PER_BOX, true), ...zones('gain', 1, 0, true)],
};

function faceZone(ticket: Ticket, zone: number): FaceZone {
  const found = FACE_ZONES[ticket.game][zone];
  if (found === undefined) throw new RangeError(`a ${ticket.game} ticket has no zone ${zone}`);
  return found;
}

/** The symbols under zone `zone` of a ticket, in slot order (none for the Gain box). */
export function zoneSymbols(ticket: Ticket, zone: number): readonly SymbolId[] {
  const { kind, ordinal } = faceZone(ticket, zone);
  if (ticket.game === 'paws') return kind === 'bonus' ? ticket.bonus : [ticket.paws[ordinal]!];
  return kind === 'gain' ? [] : ticket.months[ordinal]!.symbols;
}

/** The amount printed under zone `zone`, in cents; undefined for a zone without an amount. */
export function zoneAmount(ticket: Ticket, zone: number): number | undefined {
  const { kind, ordinal } = faceZone(ticket, zone);
  if (ticket.game !== 'months') return undefined;
  return kind === 'gain' ? ticket.gain : ticket.months[ordinal]!.amount;
}

/** What of one zone takes part in a ticket's win: symbol slots, and whether its amount is paid. */
export interface ZoneWin {
  readonly zone: number;
  readonly slots: readonly number[];
  readonly amount: boolean;
}

/**
 * The parts of a ticket that make its prize, from the engine's breakdown: the win symbols of the
 * winning paw prints and the bonus's multiplier (when it multiplies a prize); the clovers and the
 * amount of each winning month, and the Gain box's amount. Empty for a losing ticket.
 */
export function winningParts(ticket: Ticket, breakdown: Breakdown): ZoneWin[] {
  if (breakdown.totalCents <= 0) return [];
  if (breakdown.game === 'paws') {
    const wins: ZoneWin[] = breakdown.winningPaws.map((zone) => ({ zone, slots: [0], amount: false }));
    if (breakdown.multiplierSlot !== null)
      wins.push({ zone: PAWS_ZONES, slots: [breakdown.multiplierSlot], amount: false });
    return wins;
  }
  const wins: ZoneWin[] = breakdown.winningMonths.map(({ month }) => ({
    zone: month,
    slots: zoneSymbols(ticket, month).flatMap((id, slot) => (id === MONTHS_WIN_SYMBOL ? [slot] : [])),
    amount: true,
  }));
  if (breakdown.gainCents > 0) wins.push({ zone: MONTHS_BOXES, slots: [], amount: true });
  return wins;
}
