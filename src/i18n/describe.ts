import {
  FACE_ZONES,
  GAMES,
  MONTHS_BOXES,
  MONTHS_CLOVERS_TO_WIN,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_SYMBOL,
  PAWS_BASE_PRIZE_CENTS,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_ZONES,
  zoneAmount,
  zoneSymbols,
  designOf,
  gameOfDesign,
  type Breakdown,
  type Face,
  type GameId,
  type Ticket,
} from '../engine/index.ts';
import { formatCount, formatDecimal, formatEuros, formatLongDate, plural } from './format.ts';
import type { Lang } from './lang.ts';
import { MESSAGES } from './messages.ts';

/** "Chien & Chat", "12 Months". */
export function gameName(game: GameId, lang: Lang): string {
  return MESSAGES[lang].games[game];
}

/** "Chien", "Chat", "Surprise": a variant choice's name (a variant, or `any`). */
export function variantName(variant: string, lang: Lang): string {
  const names: Readonly<Record<string, string>> = MESSAGES[lang].variants;
  const found = names[variant];
  if (found === undefined) throw new RangeError(`no words for the variant "${variant}"`);
  return found;
}

/**
 * A ticket's full name, its game and its variant: "Chien & Chat (chien)", "12 Mois". The one
 * place this name is built (the ticket screen, the studio, the embed, the QA sheet, the exports).
 */
export function ticketName(ticket: Face, lang: Lang): string {
  return designName(designOf(ticket), lang);
}

/** A design's full name: its game's, with its variant when the game has some. */
function designName(design: string, lang: Lang): string {
  const game = gameOfDesign(design);
  if (game === undefined) throw new RangeError(`no game draws the design "${design}"`);
  const name = gameName(game, lang);
  return design === game ? name : `${name} (${variantName(design, lang)})`;
}

/** "1 chance sur 3,43" / "1 in 3.43": odds of winning, two decimals at most. */
export function formatOdds(oneIn: number, lang: Lang): string {
  return formatOddsGroups(oneIn, lang).join(' ');
}

/** The same odds in groups of words that a line never breaks inside: ["1 chance", "sur 3,43"]. */
export function formatOddsGroups(oneIn: number, lang: Lang): readonly string[] {
  return MESSAGES[lang].odds(formatDecimal(oneIn, lang, 2));
}

/** "Patte 3", "Bonus", "Janvier", "Gain": a zone's name, before it is revealed. */
export function zoneName(game: GameId, zone: number, lang: Lang): string {
  const face = FACE_ZONES[game][zone];
  if (face === undefined) throw new RangeError(`a ${game} ticket has no zone ${zone}`);
  const m = MESSAGES[lang];
  switch (face.kind) {
    case 'paw':
      return m.zones.paw(face.ordinal + 1);
    case 'month':
      return m.months[face.ordinal]!;
    case 'bonus':
      return m.zones.bonus;
    case 'gain':
      return m.zones.gain;
  }
}

/** "Patte 3 : os", "Janvier : trèfle, trèfle, fer à cheval, 6 €", "Gain : 0 €": what a revealed zone shows. */
export function revealedZoneLabel(ticket: Ticket, zone: number, lang: Lang): string {
  const m = MESSAGES[lang];
  const parts = zoneSymbols(ticket, zone).map((id) => m.symbols[id].one);
  const amount = zoneAmount(ticket, zone);
  if (amount !== undefined) parts.push(formatEuros(amount, lang));
  return `${zoneName(ticket.game, zone, lang)}${m.labelSeparator}${parts.join(m.listSeparator)}`;
}

/**
 * The result in words, from the engine's breakdown: "3 os × 3 (gamelle) = 30 €",
 * "Janvier 6 € + Gain 6 € = 12 €". Empty for a losing ticket.
 */
export function explainBreakdown(breakdown: Breakdown, lang: Lang): string {
  const m = MESSAGES[lang];
  const euros = (cents: number) => formatEuros(cents, lang);
  if (breakdown.totalCents === 0) return '';
  // One case per game, which the compiler holds to every game of the registry.
  switch (breakdown.game) {
    case 'paws': {
      const symbols = PAWS_SYMBOLS[breakdown.variant];
      const base = `${breakdown.winCount} ${plural(breakdown.winCount, m.symbols[symbols.win], lang)}`;
      return breakdown.multiplier > 1
        ? `${base} × ${breakdown.multiplier} (${m.symbols[symbols.multiplier].one}) = ${euros(breakdown.totalCents)}`
        : `${base} = ${euros(breakdown.totalCents)}`;
    }
    case 'months': {
      const terms = breakdown.winningMonths.map((w) => `${m.months[w.month]!} ${euros(w.amountCents)}`);
      if (breakdown.gainCents > 0) terms.push(`${m.zones.gain} ${euros(breakdown.gainCents)}`);
      return terms.length > 1 ? `${terms.join(' + ')} = ${euros(breakdown.totalCents)}` : terms.join('');
    }
  }
}

/** The rules of a game in plain sentences, every figure taken from the engine. */
export function rulesLines(game: GameId, lang: Lang): string[] {
  const m = MESSAGES[lang];
  // One case per game, which the compiler holds to every game of the registry.
  switch (game) {
    case 'paws': {
      const ladder = PAWS_BASE_PRIZE_CENTS.flatMap((cents, count) =>
        count === 0 ? [] : [`${count} → ${formatEuros(cents, lang)}`],
      ).join(m.listSeparator);
      return m.rulesPaws({
        zones: PAWS_ZONES,
        ladder,
        dogWin: m.symbols[PAWS_SYMBOLS.dog.win].one,
        catWin: m.symbols[PAWS_SYMBOLS.cat.win].one,
        dogMultiplier: m.symbols[PAWS_SYMBOLS.dog.multiplier].a,
        catMultiplier: m.symbols[PAWS_SYMBOLS.cat.multiplier].a,
        multiplier: PAWS_MULTIPLIER,
      });
    }
    case 'months':
      return m.rulesMonths({
        boxes: MONTHS_BOXES,
        symbolsPerBox: MONTHS_SYMBOLS_PER_BOX,
        cloversToWin: MONTHS_CLOVERS_TO_WIN,
        clovers: plural(MONTHS_CLOVERS_TO_WIN, m.symbols[MONTHS_WIN_SYMBOL], lang),
        zero: formatEuros(0, lang),
      });
  }
}

/** "Règlement du 4 janvier 2012. Blocs de 1 500 000 tickets." */
export function regulationLine(game: GameId, lang: Lang): string {
  const definition = GAMES[game];
  return MESSAGES[lang].rulesRegulation(
    formatLongDate(definition.regulationDate, lang),
    formatCount(definition.blockSize, lang),
  );
}
