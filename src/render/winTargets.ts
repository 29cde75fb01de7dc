import type { Breakdown, Ticket } from '../engine/index.ts';
import type { TicketLayout } from '../layouts/layoutSchema.ts';
import { winningZones, zoneSymbols } from '../state/describe.ts';

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

const WIN_SYMBOLS = new Set(['bone', 'mouse', 'clover']);
const MULTIPLIER_SYMBOLS = new Set(['bowl', 'yarn']);

/**
 * What takes part in a ticket's win: rings around the win symbols of its winning zones (and the
 * bonus multiplier), boxes around the amounts they pay. Empty for a losing ticket.
 */
export function winTargets(ticket: Ticket, layout: TicketLayout, breakdown: Breakdown): WinTarget[] {
  if (breakdown.totalCents <= 0) return [];
  const targets: WinTarget[] = [];
  for (const z of winningZones(breakdown, layout)) {
    const zone = layout.zones[z];
    if (zone === undefined) continue;
    const symbols = zoneSymbols(ticket, layout, z);
    const wanted = zone.kind === 'bonus' ? MULTIPLIER_SYMBOLS : WIN_SYMBOLS;
    symbols.forEach((id, i) => {
      const slot = zone.slots[i];
      if (slot === undefined || !wanted.has(id)) return;
      targets.push({
        kind: 'ring',
        zone: z,
        cx: slot.x + slot.size / 2,
        cy: slot.y + slot.size / 2,
        r: slot.size * 0.58,
      });
    });
    const boxes = [zone.amountDigits, zone.amountWords].filter((b) => b !== undefined);
    if (boxes.length > 0) {
      const x0 = Math.min(...boxes.map((b) => b.x));
      const y0 = Math.min(...boxes.map((b) => b.y));
      const x1 = Math.max(...boxes.map((b) => b.x + b.w));
      const y1 = Math.max(...boxes.map((b) => b.y + b.h));
      targets.push({ kind: 'box', zone: z, x: x0 - 4, y: y0 - 4, w: x1 - x0 + 8, h: y1 - y0 + 8 });
    }
  }
  return targets;
}
