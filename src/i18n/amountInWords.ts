import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { toCardinal as englishCardinal } from 'n2words/en-GB';
import { MAX_PRINTABLE_CENTS } from '../engine/index.ts';
import { plural, type PluralForms } from './format.ts';
import type { Lang } from './lang.ts';

/*
 * Amounts in words, as tickets print them. A module of its own: only what draws tickets needs the
 * number words (n2words), so the player's lobby does not load them.
 */

/** The currency words of amounts in words; only these are ours, numbers come from n2words. */
const CURRENCY_WORDS: Readonly<Record<Lang, { euro: PluralForms; cent: PluralForms; and: string }>> = {
  fr: { euro: { one: 'euro', other: 'euros' }, cent: { one: 'centime', other: 'centimes' }, and: 'et' },
  en: { euro: { one: 'euro', other: 'euros' }, cent: { one: 'cent', other: 'cents' }, and: 'and' },
};

/**
 * An amount in words, upper case, as printed on a twelve-months ticket:
 * 4_000_000 → "QUARANTE MILLE EUROS" / "FORTY THOUSAND EUROS"; 0 → "ZÉRO EURO" / "ZERO EUROS".
 */
export function amountInWords(amountCents: number, lang: Lang): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_PRINTABLE_CENTS) {
    throw new RangeError(`amountCents must be an integer in [0, ${MAX_PRINTABLE_CENTS}], got ${amountCents}`);
  }
  const euros = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  const cardinal = lang === 'fr' ? frenchCardinal : englishCardinal;
  const words = CURRENCY_WORDS[lang];
  const parts: string[] = [];
  if (euros > 0 || cents === 0) parts.push(`${cardinal(euros)} ${plural(euros, words.euro, lang)}`);
  if (cents > 0) parts.push(`${cardinal(cents)} ${plural(cents, words.cent, lang)}`);
  return parts.join(` ${words.and} `).toUpperCase();
}
