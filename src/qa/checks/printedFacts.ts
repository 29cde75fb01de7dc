import {
  GAMES,
  PAWS_BASE_PRIZE_CENTS,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  type GameId,
  type SymbolId,
} from '../../engine/index.ts';
import { amountInWords } from '../../i18n/amountInWords.ts';
import { formatEuros } from '../../i18n/format.ts';
import { MESSAGES, type Lang } from '../../i18n/index.ts';
import type { Rect } from '../../layouts/geometry.ts';
import type { Finding } from './problems.ts';

/*
 * Printed facts: the art prints the ticket's price, and the paws art its whole prize ladder and
 * the bonus rule. A designer marks each such <text> with the fact it prints (data-fact="price"),
 * and this check compares what it prints with the engine's facts, formatted in the art's
 * language as the game shows them (src/i18n/format.ts). A text that prints an amount and carries
 * no mark is itself a finding: no printed amount escapes the comparison. Amounts written in words
 * ("quinze mille euros", "fifteen thousand euros") count too: each is compared with the words of
 * the game's own amounts (src/i18n/amountInWords.ts, from n2words) in the art's language.
 */

/** The facts a text of the art may be marked with (`data-fact`). */
const FACT_IDS = ['price', 'ladder', 'multiplier', 'top-prize', 'prize'] as const;
type FactId = (typeof FACT_IDS)[number];

function isFactId(value: string): value is FactId {
  return (FACT_IDS as readonly string[]).includes(value);
}

/** One rung of a prize ladder: so many win symbols pay so much. */
interface Rung {
  readonly count: number;
  readonly cents: number;
}

/** What a game's art may print, from the engine. */
interface GameFacts {
  readonly priceCents: number;
  readonly prizesCents: readonly number[]; // the prize table's amounts, highest first
  readonly ladder: readonly Rung[] | null; // null: the game has none
  readonly multiplier: number | null;
}

/**
 * The symbols a variant's rules name (the dog's bones and bowl, the cat's mice and yarn): each rung
 * of the art's ladder names the first, the bonus rule the second. Null for a game without them or
 * a variant not known.
 */
function variantSymbols(game: GameId, variant: string | null): { win: SymbolId; multiplier: SymbolId } | null {
  // One case per game, as rulesFacts; a game registered at run time only has none (undefined).
  switch (game) {
    case 'paws': {
      const known = PAWS_VARIANTS.find((v) => v === variant);
      return known === undefined ? null : PAWS_SYMBOLS[known];
    }
    case 'months':
      return null;
  }
}

/** Whether `text` has `name` as words of its own (not inside another word), case aside. */
function namesWord(text: string, name: string): boolean {
  const escaped = wordsKey(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(wordsKey(text));
}

/** The words of a rung's text before its amount, its figures and separators left out: "· 2 souris : " → "souris". */
const rungWords = (before: string) =>
  before
    .replace(/[\d·•:=,;|()/–—-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');

/** The facts of a game's own rules that its art may print: its ladder and its multiplier. */
function rulesFacts(game: GameId): Pick<GameFacts, 'ladder' | 'multiplier'> {
  // One case per game, which the compiler holds to every game of the registry.
  switch (game) {
    case 'paws':
      return {
        ladder: PAWS_BASE_PRIZE_CENTS.flatMap((cents, count) => (count === 0 ? [] : [{ count, cents }])),
        multiplier: PAWS_MULTIPLIER,
      };
    case 'months':
      return { ladder: null, multiplier: null };
  }
}

/** A game's printable facts, from its definition in the engine's registry and its rules. */
function gameFacts(game: GameId): GameFacts {
  const definition = GAMES[game];
  // A game registered at run time only (a test's fixture game) has no case above: it prints the
  // facts every game has, its price and its prizes.
  const rules = (rulesFacts(game) as ReturnType<typeof rulesFacts> | undefined) ?? { ladder: null, multiplier: null };
  return { priceCents: definition.priceCents, prizesCents: definition.prizeTable.map((t) => t.amountCents), ...rules };
}

/** A text the art prints, as QA reads it (the outlines keep it: build/outlineArt.ts). */
export interface PrintedArtText {
  readonly element: string; // its name in findings: `dog.art.text@300,858`
  readonly text: string;
  readonly fact: string | null; // its data-fact mark, if any
  readonly rect?: Rect; // ticket units, to outline on the sheet
}

/** What one marked text was compared with. */
export interface FactMeasure {
  readonly element: string;
  readonly fact: string;
  readonly printed: string;
  readonly expected: string;
}

// An amount of euros in either language's form: "5 000 €", "2,50 €", "€5,000", "€2.50", "2€"…
const AMOUNT = /€ ?\d+(?:[.,\u00a0\u202f ]\d+)*|\d+(?:[.,\u00a0\u202f ]\d+)*[ \u00a0\u202f]?€/g;
// Any sign of an amount of money: the euro sign, or "euro(s)" or "EUR" after a figure.
const MONEY = /€|\d[\s\u00a0\u202f]*(?:euros?|EUR)\b/i;
// The words of numbers in French and in English, longest first where one begins another.
const NUMBER_WORDS = [
  'zéro|zero|une|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize',
  'vingts?|trente|quarante|cinquante|soixante|cents?|mille|millions?|milliards?',
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen',
  'seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand',
  'millions?|billions?',
].join('|');
const WORD_GAP = '[\\s\\u00a0\\u202f-]+';
const NUMBER_IN_WORDS = `(?:${NUMBER_WORDS})(?:${WORD_GAP}(?:(?:et|and)${WORD_GAP})?(?:${NUMBER_WORDS}))*`;
// An amount in words, in either language: "quinze mille euros", "TWO EUROS AND FIFTY CENTS".
const AMOUNT_IN_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}])${NUMBER_IN_WORDS}${WORD_GAP}euros?` +
    `(?:${WORD_GAP}(?:et|and)${WORD_GAP}${NUMBER_IN_WORDS}${WORD_GAP}(?:centimes?|cents?))?(?![\\p{L}\\p{N}])`,
  'giu',
);
// The multiplier: "× 3", "x3".
const TIMES = /(?:^|[\s(=])[×xX✕] ?(\d+)\b/g;

/** Spaces as a person reads them: the narrow and no-break spaces the formats use are spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Words as compared: lower case, hyphens and runs of spaces as one space. */
const wordsKey = (words: string) => words.toLowerCase().replace(/[\s\u00a0\u202f-]+/g, ' ');

/** An amount the text prints: `amount` as compared (the digits' form for words the game writes), `shown` as printed. */
interface PrintedAmount {
  readonly amount: string;
  readonly shown: string;
  readonly before: string; // what precedes it since the previous amount
}

/**
 * The amounts `text` prints, in order: in figures, and in words. Words that are the game's words
 * for one of `amountsCents` in the language stand for its figures, as `euros` writes them; any
 * other words (another amount, another language's) are kept as printed, so they match nothing.
 */
function amountsIn(
  text: string,
  lang: Lang,
  amountsCents: readonly number[],
  euros: (cents: number) => string,
): PrintedAmount[] {
  const inWords = new Map(amountsCents.map((cents) => [wordsKey(amountInWords(cents, lang)), euros(cents)]));
  const matches = [
    ...[...text.matchAll(AMOUNT)].map((m) => ({ index: m.index, printed: m[0], amount: inFigures(m[0], lang, euros) })),
    ...[...text.matchAll(AMOUNT_IN_WORDS)].map((m) => ({
      index: m.index,
      printed: m[0],
      amount: inWords.get(wordsKey(m[0])) ?? spaces(m[0]),
    })),
  ].sort((a, b) => a.index - b.index);
  const found: PrintedAmount[] = [];
  let last = 0;
  for (const match of matches) {
    found.push({ amount: match.amount, shown: spaces(match.printed), before: text.slice(last, match.index) });
    last = match.index + match.printed.length;
  }
  return found;
}

/**
 * An amount printed in figures, as `euros` writes it when it is in the language's own form
 * ("2,00 €" is the game's "2 €"; in English "€5,000.00" its "€5,000"); else (another language's
 * form, say) as printed, spaces normalised, so that it matches nothing.
 */
function inFigures(printed: string, lang: Lang, euros: (cents: number) => string): string {
  const trimmed = printed.trim();
  // The euro sign where the language puts it (after the figures in French, before in English).
  if (lang === 'fr' ? !trimmed.endsWith('€') : !trimmed.startsWith('€')) return spaces(printed);
  const digits = trimmed.replace(/[€\s\u00a0\u202f]/g, '');
  const [group, decimal] = lang === 'fr' ? [/[.]/g, ','] : [/,/g, '.'];
  const [whole, fraction = ''] = digits.replace(group, '').split(decimal);
  if (!/^\d+$/.test(whole ?? '') || !/^\d{0,2}$/.test(fraction) || digits.split(decimal).length > 2)
    return spaces(printed);
  return euros(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

/** Whether `text` prints an amount of money, in figures or in words. */
const printsMoney = (text: string) => MONEY.test(text) || new RegExp(AMOUNT_IN_WORDS.source, 'iu').test(text);

/** The last whole number in `text`, or null. */
function lastCount(text: string): number | null {
  const numbers = text.match(/\d+/g);
  return numbers === null ? null : Number(numbers.at(-1));
}

/**
 * The facts the art of `game` must print, in every language: the price on every ticket, and where
 * the game has them (Chien & Chat) its prize ladder and its bonus rule.
 */
function requiredFacts(game: GameId): FactId[] {
  const facts = gameFacts(game);
  return [
    'price',
    ...(facts.ladder === null ? [] : (['ladder'] as const)),
    ...(facts.multiplier === null ? [] : (['multiplier'] as const)),
  ];
}

/**
 * Checks that the art of `design` (a design of `game`) in `lang` prints every fact it must: one
 * check per fact, which fails when no text is marked with it (a line lost in translation). What
 * each marked text prints is `checkPrintedFacts`'s.
 */
export function checkRequiredFacts(
  game: GameId,
  design: string,
  lang: Lang,
  texts: readonly PrintedArtText[],
  tally?: { checks: number },
): Finding[] {
  const required = requiredFacts(game);
  if (tally !== undefined) tally.checks += required.length;
  return required
    .filter((fact) => !texts.some((t) => t.fact === fact))
    .map((fact) => ({
      check: 'facts',
      element: `${design}.art.${fact}`,
      lang,
      problem: { kind: 'factMissing', fact },
    }));
}

/**
 * Compares every text of the art with the game's facts in `lang`. Each marked text is compared
 * with its fact (one check per text, and per rung for a ladder); every text is checked for an
 * amount without a mark. Adds the number of checks made to `tally.checks`; fills `measures` with
 * what each marked text was compared with.
 */
export function checkPrintedFacts(
  game: GameId,
  lang: Lang,
  texts: readonly PrintedArtText[],
  tally?: { checks: number },
  measures?: FactMeasure[],
  variant: string | null = null,
): Finding[] {
  const facts = gameFacts(game);
  // Where the variant is known, each rung names its symbol, in the art's language ("2 os → 4 €").
  const symbols = (variantSymbols(game, variant) as ReturnType<typeof variantSymbols> | undefined) ?? null;
  const names = symbols === null ? null : MESSAGES[lang].symbols[symbols.win];
  // And the bonus rule names its symbol ("une gamelle … = votre gain × 3").
  const bonus = symbols === null ? null : MESSAGES[lang].symbols[symbols.multiplier];
  const known = FACT_IDS.filter(
    (f) => !(f === 'ladder' && facts.ladder === null) && !(f === 'multiplier' && facts.multiplier === null),
  );
  const euros = (cents: number) => spaces(formatEuros(cents, lang));
  // The amounts whose words the art may print: the price, the prizes, the ladder's rungs.
  const gameAmounts = [facts.priceCents, ...facts.prizesCents, ...(facts.ladder ?? []).map((r) => r.cents)];
  const findings: Finding[] = [];
  let checks = 0;
  for (const printed of texts) {
    const text = spaces(printed.text);
    const at = { element: printed.element, lang, ...(printed.rect === undefined ? {} : { rect: printed.rect }) };
    const mismatch = (fact: FactId, shown: string, expected: string) =>
      findings.push({
        check: 'facts',
        ...at,
        problem: { kind: 'factMismatch', fact, printed: shown, expected, text },
      });
    const measure = (fact: FactId, shown: string, expected: string) =>
      measures?.push({ element: printed.element, fact, printed: shown, expected });
    const amounts = amountsIn(text, lang, gameAmounts, euros);
    checks++; // every text: no amount without a mark
    if (printed.fact === null) {
      if (printsMoney(text)) findings.push({ check: 'facts', ...at, problem: { kind: 'unmarkedAmount', text } });
      continue;
    }
    const fact = printed.fact;
    if (!isFactId(fact) || !known.includes(fact)) {
      findings.push({ check: 'facts', ...at, problem: { kind: 'unknownFact', fact, game, known, text } });
      continue;
    }
    const list = (values: readonly string[]) => (values.length === 0 ? '' : values.join(' · '));
    switch (fact) {
      case 'price':
      case 'top-prize': {
        checks++;
        const expected = euros(fact === 'price' ? facts.priceCents : facts.prizesCents[0]!);
        const shown = list(amounts.map((a) => a.shown));
        measure(fact, shown, expected);
        if (list(amounts.map((a) => a.amount)) !== expected) mismatch(fact, shown, expected);
        break;
      }
      case 'prize': {
        const table = new Set(facts.prizesCents.map(euros));
        checks += Math.max(1, amounts.length);
        const wrong = amounts.filter((a) => !table.has(a.amount)).map((a) => a.shown);
        measure(fact, list(amounts.map((a) => a.shown)), [...table].join(' · '));
        if (amounts.length === 0 || wrong.length > 0) mismatch(fact, list(wrong), [...table].join(' · '));
        break;
      }
      case 'ladder': {
        const ladder = facts.ladder!;
        const named = (count: number | null) => (names === null ? '' : ` ${count === 1 ? names.one : names.other}`);
        // A rung that names the symbol (in either number) reads as the game's words; else as printed.
        const printedName = (before: string, count: number | null) =>
          names === null || namesWord(before, names.one) || namesWord(before, names.other)
            ? named(count)
            : ` ${rungWords(before) || '?'}`;
        const rung = (count: number | null, name: string, amount: string) => `${count ?? '?'}${name} → ${amount}`;
        const read = amounts.map((a) => {
          const count = lastCount(a.before);
          return rung(count, printedName(a.before, count), a.amount);
        });
        const shown = amounts.map((a) => {
          const count = lastCount(a.before);
          return rung(count, printedName(a.before, count), a.shown);
        });
        const expected = ladder.map((r) => rung(r.count, named(r.count), euros(r.cents)));
        checks += Math.max(ladder.length, shown.length);
        measure(fact, list(shown), list(expected));
        if (shown.length !== expected.length) mismatch(fact, list(shown), list(expected));
        else {
          const differing = read.flatMap((s, i) => (s === expected[i] ? [] : [i]));
          if (differing.length > 0)
            mismatch(fact, list(differing.map((i) => shown[i]!)), list(differing.map((i) => expected[i]!)));
        }
        break;
      }
      case 'multiplier': {
        checks++;
        const times = [...text.matchAll(TIMES)].map((m) => `× ${m[1]!}`);
        // Where the variant is known, the rule names its symbol too: "gamelle, × 3".
        const named = bonus !== null && (namesWord(text, bonus.one) || namesWord(text, bonus.other));
        const shown = named ? times.map((t) => `${bonus.one}, ${t}`) : times;
        const expected = bonus === null ? `× ${facts.multiplier!}` : `${bonus.one}, × ${facts.multiplier!}`;
        measure(fact, list(shown), expected);
        if (list(shown) !== expected) mismatch(fact, list(shown), expected);
        // The rule prints no amount: one there would be compared with nothing.
        if (printsMoney(text)) findings.push({ check: 'facts', ...at, problem: { kind: 'unmarkedAmount', text } });
        break;
      }
    }
  }
  if (tally !== undefined) tally.checks += checks;
  return findings;
}
