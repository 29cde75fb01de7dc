import { PAWS_SYMBOLS, PAWS_ZONES, winningParts, zoneSymbols } from '../engine/index.ts';
import type { Breakdown, Ticket } from '../engine/index.ts';
import { MESSAGES } from './catalogue.ts';
import { revealedZoneLabel, settledAnnouncement } from './describe.ts';
import { formatCount, plural } from './format.ts';
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
 * at that moment, and nothing under a cover. On a paws ticket, a paw showing the win symbol says
 * how many the uncovered paws show ("Patte 2 : os (2 os sur les pattes découvertes)"). Once the
 * ticket is settled, the zones the picture highlights (src/render/winTargets.ts: the engine's
 * winning parts, ringed or framed with the result, never before) say that they win.
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
  const { ticket, revealed, settled, breakdown } = current;
  const m = MESSAGES[lang];
  const notes: string[] = [];
  if (ticket.game === 'paws' && zone < PAWS_ZONES) {
    const win = PAWS_SYMBOLS[ticket.variant].win;
    const shows = (z: number) => zoneSymbols(ticket, z).includes(win);
    if (shows(zone)) {
      let count = 0;
      for (let z = 0; z < PAWS_ZONES; z++) if (revealed[z] === true && shows(z)) count++;
      notes.push(m.winSymbolsUncovered(formatCount(count, lang), plural(count, m.symbols[win], lang)));
    }
  }
  if (settled && winningParts(ticket, breakdown).some((part) => part.zone === zone)) notes.push(m.winningZone);
  return notes.length === 0 ? '' : `(${notes.join(m.listSeparator)})`;
}

/**
 * What the live region says as the ticket settles: the zone that settled it, when one did, as its
 * button now reads (winning zones say so), then the result (`settledAnnouncement`).
 */
export function playedSettledAnnouncement(current: TicketShown, fresh: readonly number[], lang: Lang): string {
  const result = settledAnnouncement(current.ticket, current.breakdown, lang);
  return fresh.length === 1 ? `${playedZoneLabel(current, fresh[0]!, lang)}. ${result}` : result;
}
