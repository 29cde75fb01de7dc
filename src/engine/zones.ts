import { FACE_ZONES, gameModule, type Breakdown, type Face, type Ticket } from './games/registry.ts';
import type { FaceZone, ZoneWin } from './games/types.ts';
import type { SymbolId } from './symbols.ts';

function faceZone(ticket: Face, zone: number): FaceZone {
  const found = FACE_ZONES[ticket.game][zone];
  if (found === undefined) throw new RangeError(`a ${ticket.game} ticket has no zone ${zone}`);
  return found;
}

/** The symbols under zone `zone` of a ticket, in slot order (none for a zone without symbols). */
export function zoneSymbols(ticket: Face, zone: number): readonly SymbolId[] {
  return gameModule(ticket.game).zoneSymbols(ticket, faceZone(ticket, zone));
}

/** The amount printed under zone `zone`, in cents; undefined for a zone without an amount. */
export function zoneAmount(ticket: Face, zone: number): number | undefined {
  return gameModule(ticket.game).zoneAmount(ticket, faceZone(ticket, zone));
}

/**
 * The parts of a ticket that make its prize, from the engine's breakdown: for paws, the win
 * symbols of the winning paw prints and the bonus's multiplier (when it multiplies a prize); for
 * months, the clovers and the amount of each winning month, and the Gain box's amount. Empty for
 * a losing ticket.
 */
export function winningParts(ticket: Ticket, breakdown: Breakdown): ZoneWin[] {
  if (breakdown.game !== ticket.game) throw new Error(`a ${breakdown.game} breakdown of a ${ticket.game} ticket`);
  return gameModule(ticket.game).winningParts(ticket, breakdown);
}
