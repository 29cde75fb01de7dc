import { localeOf, type Lang } from './lang.ts';

/** Intl formatters are costly to build: one per language and options, built on first use. */
const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n${lang}${JSON.stringify(options)}`, () => new Intl.NumberFormat(localeOf(lang), options));
}

/**
 * Formats integer cents as euros: "15 000 €" in French (narrow no-break space between thousands,
 * no-break space before €), "€15,000" in English. Whole amounts show no decimals; others show two.
 */
export function formatEuros(amountCents: number, lang: Lang): string {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amountCents must be an integer, got ${amountCents}`);
  const digits = amountCents % 100 === 0 ? 0 : 2;
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountCents / 100);
}

/** A sign an amount may follow: "= 30 €", "+ 6 €", "× 3", "— 30 €". */
const SIGN_AT_END = /(?:^|\s)[=+×—–:]$/u;

/**
 * Words, then an amount after them, which no line starts alone ("30 €" at a line's start reads as
 * a label of its own): a no-break space joins the amount to the last word of `words`, and when
 * that word is a sign ("=", "+", "—"), the sign to the word before it as well. "(gamelle) = 30 €"
 * then moves to the next line whole. No-break spaces read and copy as spaces; French amounts
 * already hold some (formatEuros).
 */
export function amountAfter(words: string, amount: string): string {
  const joined = SIGN_AT_END.test(words) ? words.replace(/ (?=\S+$)/u, '\u00a0') : words;
  return `${joined}\u00a0${amount}`;
}

/** A count with the language's digit grouping: "1 500 000" / "1,500,000". */
export function formatCount(value: number, lang: Lang): string {
  return numberFormat(lang, { maximumFractionDigits: 0 }).format(value);
}

/** A number with up to `fractionDigits` decimals (at least `minDigits`): "3,43" / "3.43". */
export function formatDecimal(value: number, lang: Lang, fractionDigits = 2, minDigits = 0): string {
  return numberFormat(lang, { minimumFractionDigits: minDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** "65 %" / "65%": a ratio in [0, 1] as a percentage with up to `fractionDigits` decimals. */
export function formatPercent(ratio: number, lang: Lang, fractionDigits = 0): string {
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(ratio);
}

/** What shows for a date that cannot be read (a damaged saved date): never a thrown error. */
const UNKNOWN_DATE: Readonly<Record<Lang, string>> = { fr: 'date inconnue', en: 'unknown date' };

/** A date and time, short: "29/11/2026 12:00" / "29/11/2026, 12:00"; "date inconnue" / "unknown date" for an invalid date. */
export function formatDateTime(date: Date, lang: Lang): string {
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE[lang];
  return cached(
    `d${lang}`,
    () => new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'short', timeStyle: 'short' }),
  ).format(date);
}

/** A calendar date, long, read in UTC: "4 janvier 2012" / "4 January 2012". */
export function formatLongDate(isoDate: string, lang: Lang): string {
  return cached(
    `D${lang}`,
    () => new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The word forms of something counted: Intl.PluralRules picks one ("one", "other"…). */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

/** The form of `forms` that goes with `count` in the language (French: 0 and 1 are singular). */
export function plural(count: number, forms: PluralForms, lang: Lang): string {
  const rule = cached(`p${lang}`, () => new Intl.PluralRules(localeOf(lang))).select(count);
  return rule === 'one' ? forms.one : forms.other;
}
