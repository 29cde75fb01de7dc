/**
 * No line starts with an amount alone: the words that compose an explanation or a list title join
 * each amount to the word (and the sign) before it themselves, so that every page showing them
 * (player, embed, studio, its contact sheet) keeps them together without parsing. Where a line may
 * break is asked of css-line-break (the Unicode line breaking algorithm, UAX #14, as CSS applies it).
 */
import { LineBreaker } from 'css-line-break';
import { describe, expect, it } from 'vitest';
import { Block, blockTiers, evaluate, GAME_IDS, GAMES, generateTicket } from '../../src/engine/index.ts';
import { amountAfter } from '../../src/i18n/format.ts';
import { explainBreakdown, formatEuros, LANGS, MESSAGES, ticketName } from '../../src/i18n/index.ts';
import { STUDIO_WORDS } from '../../src/i18n/studio.ts';

/** Where a line may start in `text` (never 0), in UTF-16 offsets. */
function lineStarts(text: string): Set<number> {
  const codePoints = Array.from(text);
  const offsets = new Set<number>();
  const breaker = LineBreaker(text);
  for (let next = breaker.next(); !next.done; next = breaker.next()) {
    const end = next.value.end; // in code points
    if (end < codePoints.length) offsets.add(codePoints.slice(0, end).join('').length);
  }
  return offsets;
}

/**
 * An amount as the languages print it: "30 €", "15 000 €", "1 234,50 €" in French (no-break and
 * narrow no-break spaces inside), "€30", "€15,000", "€1,234.50" in English.
 */
const AMOUNT = /\d(?:[\d\u00a0\u202f.,]*\d)?\u00a0€|€\d(?:[\d.,]*\d)?/g;
/** What joins an amount to the words before it ("= 30 €", "— 30 €"), kept with both. */
const SIGN = /^[=+×—–:]$/;

/** Where the word that ends just before `end` (spaces before `end` skipped) starts, and the word. */
function wordBefore(text: string, end: number): { start: number; word: string } {
  let i = end;
  while (i > 0 && /\s/.test(text[i - 1]!)) i--;
  const wordEnd = i;
  while (i > 0 && !/\s/.test(text[i - 1]!)) i--;
  return { start: i, word: text.slice(i, wordEnd) };
}

/**
 * The amounts of `text` a line may start with or break inside, each shown with the words it
 * should be kept with, a "|" where a line may start; and how many amounts were found.
 */
function breakableAmounts(text: string): { amounts: number; loose: string[] } {
  const starts = lineStarts(text);
  const loose: string[] = [];
  let amounts = 0;
  for (const match of text.matchAll(AMOUNT)) {
    amounts++;
    const before = wordBefore(text, match.index);
    if (before.word === '') continue; // the amount starts the text
    const start = SIGN.test(before.word) ? wordBefore(text, before.start).start : before.start;
    const end = match.index + match[0].length;
    const kept = [...text.slice(start, end)];
    const cuts = kept.flatMap((_, i) => (i > 0 && starts.has(start + i) ? [i] : []));
    if (cuts.length > 0) loose.push(kept.map((c, i) => (cuts.includes(i) ? `|${c}` : c)).join(''));
  }
  return { amounts, loose };
}

/** The explanations of the first winning tickets of each prize of a block, in both languages. */
function explanations(game: (typeof GAME_IDS)[number]): string[] {
  const block = new Block(game, 'words', 0);
  return blockTiers(GAMES[game]).flatMap((tier) =>
    tier.amountCents === 0
      ? []
      : [...block.indicesWithPrize(tier.amountCents).slice(0, 40)].flatMap((index) => {
          const scored = evaluate(generateTicket({ game, seed: 'words', block: 0, index }));
          if (!scored.ok) throw new Error(`the engine dealt an invalid face in ${game} block 0 at ${index}`);
          return LANGS.map((lang) => explainBreakdown(scored.value, lang));
        }),
  );
}

describe('amounts kept with the words before them', () => {
  it('finds where a line may start as a browser does: at a plain space, never at a no-break one', () => {
    const plain = breakableAmounts(`Gain ${formatEuros(600, 'fr')} = ${formatEuros(1200, 'fr')}`);
    expect(plain).toEqual({ amounts: 2, loose: ['Gain |6 €', '€ |= |12 €'].map(nbsp) });
    expect(breakableAmounts(amountAfter(`Gain ${formatEuros(600, 'fr')} =`, formatEuros(1200, 'fr')))).toEqual({
      amounts: 2,
      loose: [nbsp('Gain |6 €')],
    });
    expect(breakableAmounts(`${formatEuros(3000, 'en')} tickets`)).toEqual({ amounts: 1, loose: [] });
  });

  it.each(GAME_IDS)('in every explanation of a %s win, in both languages', (game) => {
    const texts = explanations(game);
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      const { amounts, loose } = breakableAmounts(text);
      expect(amounts, text).toBeGreaterThan(0);
      expect(loose, text).toEqual([]);
    }
  });

  it('in the result’s title, the studio’s list titles and chosen ticket, in both languages', () => {
    const ticket = generateTicket({ game: 'paws', seed: 'words', block: 0, index: 0 });
    for (const lang of LANGS) {
      const w = STUDIO_WORDS[lang];
      for (const cents of [600, 3000, 1_500_000, 123_450]) {
        const amount = formatEuros(cents, lang);
        const texts = [
          MESSAGES[lang].won(amount), // the embed's status line runs it into the explanation
          w.listTitle(amount, 'demo', '0'),
          w.chosenTicket(ticketName(ticket, lang), amount),
        ];
        for (const text of texts) expect(breakableAmounts(text), text).toEqual({ amounts: 1, loose: [] });
      }
    }
  });

  it.each([
    // The sign and the word before it move with the amount; the text reads as it did.
    ['3 os × 3 (gamelle) =', formatEuros(3000, 'fr'), '3 os × 3 [(gamelle) = 30 €]'],
    ['3 bones × 3 (bowl) =', formatEuros(3000, 'en'), '3 bones × 3 [(bowl) = €30]'],
    ['Chien & Chat (Chien) —', formatEuros(3000, 'fr'), 'Chien & Chat [(Chien) — 30 €]'],
    [
      `${amountAfter('Janvier', formatEuros(600, 'fr'))} + ${amountAfter('Gain', formatEuros(600, 'fr'))} =`,
      formatEuros(1200, 'fr'),
      'Janvier 6 € + [Gain 6 € = 12 €]',
    ],
    ['Prize box', formatEuros(150_000, 'en'), 'Prize [box €1,500]'],
    ['Tickets', formatEuros(1_500_000, 'fr'), '[Tickets 15 000 €]'],
    ['gain', formatEuros(123_450, 'fr'), '[gain 1 234,50 €]'],
    ['=', formatEuros(600, 'en'), '[= €6]'],
  ])('amountAfter(%j, %j)', (words, amount, expected) => {
    const text = amountAfter(words, amount);
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toBe(expected.replace(/[[\]]/g, ''));
    // Bracketed: the run from the first place no line may start to the end.
    const starts = lineStarts(text);
    const last = Math.max(0, ...starts);
    expect(`${text.slice(0, last)}[${text.slice(last)}]`.replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });
});

/** The expected text with the no-break space French amounts hold ("6 €"). */
function nbsp(text: string): string {
  return text.replace(/(\d) €/g, '$1\u00a0€');
}
