import {
  formatEuros,
  PAWS_SYMBOLS,
  SYMBOL_NAMES,
  type Breakdown,
  type Lang,
  type SymbolId,
  type Ticket,
} from '../engine/index.ts';
import type { DesignId, TicketLayout } from '../layouts/layoutSchema.ts';

export const MONTH_NAMES: Readonly<Record<Lang, readonly string[]>> = {
  fr: [
    'Janvier',
    'Février',
    'Mars',
    'Avril',
    'Mai',
    'Juin',
    'Juillet',
    'Août',
    'Septembre',
    'Octobre',
    'Novembre',
    'Décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const ZONE_WORDS = {
  fr: { paw: 'Patte', bonus: 'Bonus', gain: 'Gain' },
  en: { paw: 'Paw', bonus: 'Bonus', gain: 'Prize box' },
} as const;

const WIN_PLURALS: Readonly<Record<Lang, Partial<Record<SymbolId, string>>>> = {
  fr: { bone: 'os', mouse: 'souris' },
  en: { bone: 'bones', mouse: 'mice' },
};

/** The design a ticket is drawn with. */
export function designOf(ticket: Ticket): DesignId {
  return ticket.game === 'months' ? 'months' : ticket.variant;
}

/** "Patte 3", "Bonus", "Janvier", "Gain": a zone's name, before it is revealed. */
export function zoneName(layout: TicketLayout, zoneIndex: number, lang: Lang): string {
  const zone = layout.zones[zoneIndex];
  if (zone === undefined) throw new RangeError(`no zone ${zoneIndex}`);
  switch (zone.kind) {
    case 'paw':
      return `${ZONE_WORDS[lang].paw} ${zoneIndex + 1}`;
    case 'bonus':
      return ZONE_WORDS[lang].bonus;
    case 'gain':
      return ZONE_WORDS[lang].gain;
    case 'month':
      return MONTH_NAMES[lang][zoneIndex]!;
  }
}

/** The symbols shown under zone `zoneIndex` of a ticket (none for the Gain box). */
export function zoneSymbols(ticket: Ticket, layout: TicketLayout, zoneIndex: number): readonly SymbolId[] {
  const zone = layout.zones[zoneIndex];
  if (zone === undefined) throw new RangeError(`no zone ${zoneIndex}`);
  if (ticket.game === 'paws') {
    if (zone.kind === 'bonus') return ticket.bonus;
    return [ticket.paws[zoneIndex]!];
  }
  if (zone.kind === 'gain') return [];
  return ticket.months[zoneIndex]!.symbols;
}

/** The amount printed in zone `zoneIndex` (months and Gain boxes), in cents; undefined elsewhere. */
export function zoneAmount(ticket: Ticket, layout: TicketLayout, zoneIndex: number): number | undefined {
  if (ticket.game !== 'months') return undefined;
  const zone = layout.zones[zoneIndex];
  if (zone?.kind === 'gain') return ticket.gain;
  return ticket.months[zoneIndex]?.amount;
}

/** "Patte 3 : os", "Janvier : trèfle, trèfle, fer à cheval, 6 €", "Gain : 0 €": what a revealed zone shows. */
export function revealedZoneLabel(ticket: Ticket, layout: TicketLayout, zoneIndex: number, lang: Lang): string {
  const parts = zoneSymbols(ticket, layout, zoneIndex).map((id) => SYMBOL_NAMES[id][lang]);
  const amount = zoneAmount(ticket, layout, zoneIndex);
  if (amount !== undefined) parts.push(formatEuros(amount, lang));
  return `${zoneName(layout, zoneIndex, lang)}${lang === 'fr' ? ' : ' : ': '}${parts.join(', ')}`;
}

/**
 * The result in words, from the engine's breakdown: "3 os × 3 (gamelle) = 30 €",
 * "Janvier 6 € + Gain 6 € = 12 €". Empty for a losing ticket.
 */
export function explainBreakdown(breakdown: Breakdown, lang: Lang): string {
  const euros = (cents: number) => formatEuros(cents, lang);
  if (breakdown.totalCents === 0) return '';
  if (breakdown.game === 'paws') {
    const symbols = PAWS_SYMBOLS[breakdown.variant];
    const win =
      breakdown.winCount === 1
        ? SYMBOL_NAMES[symbols.win][lang]
        : (WIN_PLURALS[lang][symbols.win] ?? SYMBOL_NAMES[symbols.win][lang]);
    const base = `${breakdown.winCount} ${win}`;
    return breakdown.multiplier > 1
      ? `${base} × ${breakdown.multiplier} (${SYMBOL_NAMES[symbols.multiplier][lang]}) = ${euros(breakdown.totalCents)}`
      : `${base} = ${euros(breakdown.totalCents)}`;
  }
  const terms = breakdown.winningMonths.map((w) => `${MONTH_NAMES[lang][w.month]!} ${euros(w.amountCents)}`);
  if (breakdown.gainCents > 0) terms.push(`${ZONE_WORDS[lang].gain} ${euros(breakdown.gainCents)}`);
  return terms.length > 1 ? `${terms.join(' + ')} = ${euros(breakdown.totalCents)}` : terms.join('');
}

/** Zone indices whose symbols or amount take part in the win, to highlight on the ticket. */
export function winningZones(breakdown: Breakdown, layout: TicketLayout): number[] {
  if (breakdown.game === 'paws') {
    const zones = [...breakdown.winningPaws];
    if (breakdown.multiplierSlot !== null && breakdown.totalCents > 0)
      zones.push(layout.zones.findIndex((z) => z.kind === 'bonus'));
    return zones;
  }
  const zones = breakdown.winningMonths.map((w) => w.month);
  if (breakdown.gainCents > 0) zones.push(layout.zones.findIndex((z) => z.kind === 'gain'));
  return zones;
}
