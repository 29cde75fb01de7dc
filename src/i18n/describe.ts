import {
  FACE_ZONES,
  GAMES,
  zoneAmount,
  zoneSymbols,
  designOf,
  gameOfDesign,
  type Breakdown,
  type Face,
  type GameId,
  type Ticket,
  type ZoneKind,
} from '../engine/index.ts';
import { amountAfter, formatCount, formatEuros, formatDecimal, formatLongDate, plural } from './format.ts';
import type { GameWords, Say } from './gameWords.ts';
import type { Lang } from './lang.ts';
import { MESSAGES } from './catalogue.ts';

/**
 * A game's words in a language: its entry in the catalogue, keyed by its id. Seen from here every
 * entry takes any breakdown and zone: each is only ever given its own game's.
 */
function gameWords(game: GameId, lang: Lang): GameWords<Breakdown, ZoneKind, Ticket> {
  const entries = MESSAGES[lang].games as unknown as Readonly<
    Record<string, GameWords<Breakdown, ZoneKind, Ticket> | undefined>
  >;
  const words = entries[game];
  if (words === undefined) throw new RangeError(`the ${lang} catalogue has no words for the game "${game}"`);
  return words;
}

const sayings = new Map<Lang, Say>();
/** What a game's sentences may ask for, in a language. */
function say(lang: Lang): Say {
  let found = sayings.get(lang);
  if (found === undefined) {
    const m = MESSAGES[lang];
    found = {
      lang,
      euros: (cents) => formatEuros(cents, lang),
      withAmount: (words, cents) => amountAfter(words, formatEuros(cents, lang)),
      count: (n) => formatCount(n, lang),
      symbol: (id) => m.symbols[id],
      plural: (n, id) => plural(n, m.symbols[id], lang),
      list: (items) => items.join(m.listSeparator),
    };
    sayings.set(lang, found);
  }
  return found;
}

/** "Chien & Chat", "12 Months". */
export function gameName(game: GameId, lang: Lang): string {
  return gameWords(game, lang).name;
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
  return gameWords(game, lang).zoneName(face);
}

/** "os", "trèfle, trèfle, fer à cheval, 6 €", "0 €": what a revealed zone shows, in words. */
export function revealedZoneContent(ticket: Ticket, zone: number, lang: Lang): string {
  const m = MESSAGES[lang];
  const parts = zoneSymbols(ticket, zone).map((id) => m.symbols[id].one);
  const amount = zoneAmount(ticket, zone);
  if (amount !== undefined) parts.push(formatEuros(amount, lang));
  return parts.join(m.listSeparator);
}

/** "Patte 3 : os", "Janvier : trèfle, trèfle, fer à cheval, 6 €", "Gain : 0 €": a revealed zone, named. */
export function revealedZoneLabel(ticket: Ticket, zone: number, lang: Lang): string {
  return `${zoneName(ticket.game, zone, lang)}${MESSAGES[lang].labelSeparator}${revealedZoneContent(ticket, zone, lang)}`;
}

/**
 * What revealed zone `zone` of a ticket in play shows beyond its symbols, its game saying it
 * (GameWords.revealedNote: the paws' count of win symbols uncovered), or null.
 */
export function revealedZoneNote(
  ticket: Ticket,
  zone: number,
  revealed: readonly boolean[],
  lang: Lang,
): string | null {
  return gameWords(ticket.game, lang).revealedNote?.(ticket, zone, revealed, say(lang)) ?? null;
}

/** What a screen reader hears as a ticket settles: its result and how it was won. */
export function settledAnnouncement(ticket: Ticket, breakdown: Breakdown, lang: Lang): string {
  const m = MESSAGES[lang];
  return ticket.prize > 0 ? `${m.won(formatEuros(ticket.prize, lang))}. ${explainBreakdown(breakdown, lang)}` : m.lost;
}

/**
 * The result in words, from the engine's breakdown: "3 os × 3 (gamelle) = 30 €",
 * "Janvier 6 € + Gain 6 € = 12 €". Empty for a losing ticket.
 */
export function explainBreakdown(breakdown: Breakdown, lang: Lang): string {
  if (breakdown.totalCents === 0) return '';
  return gameWords(breakdown.game, lang).explain(breakdown, say(lang));
}

/** The rules of a game in plain sentences, every figure taken from the engine. */
export function rulesLines(game: GameId, lang: Lang): string[] {
  return [...gameWords(game, lang).rules(say(lang))];
}

/** "Règlement du 4 janvier 2012. Blocs de 1 500 000 tickets." */
export function regulationLine(game: GameId, lang: Lang): string {
  const definition = GAMES[game];
  return MESSAGES[lang].rulesRegulation(
    formatLongDate(definition.regulationDate, lang),
    formatCount(definition.blockSize, lang),
  );
}
