import { winningParts, type Breakdown, type Ticket } from '../engine/index.ts';
import { MESSAGES } from './catalogue.ts';
import { revealedZoneLabel, revealedZoneNote, settledAnnouncement } from './describe.ts';
import type { Lang } from './lang.ts';

/** What of a ticket in play shows: its zones uncovered, and whether its result shows. */
interface TicketShown {
  readonly ticket: Ticket;
  readonly breakdown: Breakdown;
  readonly revealed: readonly boolean[];
  readonly settled: boolean;
}

/**
 * A revealed zone as a screen reader hears it: what it shows, then what the picture shows of it
 * at that moment, and nothing under a cover: what its game counts (revealedZoneNote: "Patte 2 : os
 * (2 os sur les pattes découvertes)"); once the ticket is settled, for the zones the picture
 * highlights (src/render/winTargets.ts: the engine's winning parts, ringed or framed with the
 * result, never before), that they win.
 */
export function playedZoneLabel(current: TicketShown, zone: number, lang: Lang): string {
  const label = revealedZoneLabel(current.ticket, zone, lang);
  const note = playedZoneNote(current, zone, lang);
  return note === '' ? label : `${label} ${note}`;
}

/**
 * What `playedZoneLabel` says after what a zone shows, in its brackets ("(2 os sur les pattes
 * découvertes, zone gagnante)"), or nothing: the line a zone button shows under its words where
 * the ticket cannot be drawn, so that the eye reads there what a screen reader hears.
 */
export function playedZoneNote(current: TicketShown, zone: number, lang: Lang): string {
  const { ticket, revealed } = current;
  const m = MESSAGES[lang];
  const shown = revealedZoneNote(ticket, zone, revealed, lang); // what the game counts, as the picture shows it
  const notes = shown === null ? [] : [shown];
  if (winningZoneShown(current, zone)) notes.push(m.winningZone);
  return notes.length === 0 ? '' : `(${notes.join(m.listSeparator)})`;
}

/**
 * Whether the picture highlights a zone as winning: one of the engine's winning parts, once the
 * ticket is settled (src/render/winTargets.ts rings or frames them with the result, never before).
 */
export function winningZoneShown(current: TicketShown, zone: number): boolean {
  return current.settled && winningParts(current.ticket, current.breakdown).some((part) => part.zone === zone);
}

/**
 * What the live region says as the ticket settles: the zone that settled it, when one did, as its
 * button now reads (winning zones say so), then the result (`settledAnnouncement`).
 */
export function playedSettledAnnouncement(current: TicketShown, fresh: readonly number[], lang: Lang): string {
  const result = settledAnnouncement(current.ticket, current.breakdown, lang);
  return fresh.length === 1 ? `${playedZoneLabel(current, fresh[0]!, lang)}. ${result}` : result;
}
