import { winningParts, type Breakdown, type Ticket } from '../engine/index.ts';
import { growRect, unionRects } from '../layouts/geometry.ts';
import type { TicketLayout } from '../layouts/index.ts';

/** Something to highlight on a winning ticket, in ticket units. */
export type WinTarget =
  | { readonly kind: 'ring'; readonly zone: number; readonly cx: number; readonly cy: number; readonly r: number } // a win or multiplier symbol
  | {
      readonly kind: 'box';
      readonly zone: number;
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
    }; // an amount

/**
 * Where the engine's winning parts of a ticket sit on its layout: rings around the symbols that
 * score, boxes around the amounts that are paid. Empty for a losing ticket.
 */
export function winTargets(ticket: Ticket, layout: TicketLayout, breakdown: Breakdown): WinTarget[] {
  const targets: WinTarget[] = [];
  for (const part of winningParts(ticket, breakdown)) {
    const zone = layout.zones[part.zone];
    if (zone === undefined) continue;
    for (const s of part.slots) {
      const slot = zone.slots[s];
      if (slot === undefined) continue;
      const r = slot.size * 0.58;
      targets.push({ kind: 'ring', zone: part.zone, cx: slot.x + slot.size / 2, cy: slot.y + slot.size / 2, r });
    }
    const amount = part.amount
      ? unionRects([zone.amountDigits, zone.amountWords].filter((b) => b !== undefined))
      : null;
    if (amount !== null) targets.push({ kind: 'box', zone: part.zone, ...growRect(amount, 4) });
  }
  return targets;
}
