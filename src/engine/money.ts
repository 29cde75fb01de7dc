import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { toCardinal as englishCardinal } from 'n2words/en-GB';

/** The languages Grattez speaks. French comes first. */
export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Largest amount the engine prints, in cents: 999,999 € (words stay below "un million d'euros"). */
export const MAX_PRINTABLE_CENTS = 99_999_900;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(lang: Lang, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${lang}${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats integer cents as euros: "15 000 €" in French (narrow no-break space between thousands,
 * no-break space before €), "€15,000" in English. Whole amounts show no decimals; others show two.
 */
export function formatEuros(amountCents: number, lang: Lang): string {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amountCents must be an integer, got ${amountCents}`);
  const whole = amountCents % 100 === 0;
  return formatterFor(lang, whole ? 0 : 2).format(amountCents / 100);
}

/**
 * An amount in words, upper case, as printed on a twelve-months ticket:
 * 4_000_000 → "QUARANTE MILLE EUROS" / "FORTY THOUSAND EUROS".
 * Numbers come from the n2words library; only the currency words are ours.
 */
export function amountInWords(amountCents: number, lang: Lang): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_PRINTABLE_CENTS) {
    throw new RangeError(`amountCents must be an integer in [0, ${MAX_PRINTABLE_CENTS}], got ${amountCents}`);
  }
  const euros = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  const cardinal = lang === 'fr' ? frenchCardinal : englishCardinal;
  const parts: string[] = [];
  if (euros > 0 || cents === 0)
    parts.push(`${cardinal(euros)} ${euros === 1 || (euros === 0 && lang === 'fr') ? 'euro' : 'euros'}`); // « zéro euro »
  if (cents > 0) {
    const unit = lang === 'fr' ? (cents === 1 ? 'centime' : 'centimes') : cents === 1 ? 'cent' : 'cents';
    parts.push(`${cardinal(cents)} ${unit}`);
  }
  return parts.join(lang === 'fr' ? ' et ' : ' and ').toUpperCase();
}

/** "1 chance sur 3,43" / "1 in 3.43": odds of winning, two decimals. */
export function formatOdds(oneIn: number, lang: Lang): string {
  const n = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(oneIn);
  return lang === 'fr' ? `1 chance sur ${n}` : `1 in ${n}`;
}

/** "65 %" / "65%": a ratio in [0, 1] as a percentage with up to `fractionDigits` decimals. */
export function formatPercent(ratio: number, lang: Lang, fractionDigits = 0): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(ratio);
}
