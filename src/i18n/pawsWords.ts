/**
 * The paws' sentences both languages write the same way, from the words a language gives (`Say`):
 * apart from the catalogues, so that each language's catalogue loads without the other.
 */
import {
  PAWS_BASE_PRIZE_CENTS,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  type PawsBreakdown,
  type PawsTicket,
} from '../engine/index.ts';
import type { Say } from './gameWords.ts';

/** No-break spaces for the spaces of a short group of words, which a line then never breaks inside. */
const unbroken = (words: string): string => words.replace(/ /g, '\u00a0');

/**
 * "2 € pour 1, 4 € pour 2, …": the paws' prize for each count of win symbols, each step written by
 * the language (`step`) and kept whole on a line. Words, not an arrow, which a screen reader reads out.
 */
export function pawsLadder(say: Say, step: (euros: string, count: string) => string): string {
  return say.list(
    PAWS_BASE_PRIZE_CENTS.flatMap((cents, count) =>
      count === 0 ? [] : [unbroken(step(say.euros(cents), say.count(count)))],
    ),
  );
}

/**
 * The prizes of article 3's table that the bonus's multiplication makes (its note: "15 000 €, 600 €,
 * 30 €, 12 € et 6 €"), largest first.
 */
export function pawsMultipliedPrizes(say: Say): string[] {
  return PAWS_BASE_PRIZE_CENTS.filter((cents) => cents > 0)
    .map((cents) => cents * PAWS_MULTIPLIER)
    .sort((a, b) => b - a)
    .map((cents) => say.euros(cents));
}

/**
 * "3 os × 3 (gamelle) = 30 €": a paws win, from the engine's breakdown (both languages write it
 * so). The total is kept with its sign and the word before it (`say.withAmount`).
 */
export function pawsExplain(b: PawsBreakdown, say: Say): string {
  const symbols = PAWS_SYMBOLS[b.variant];
  const base = `${b.winCount} ${say.plural(b.winCount, symbols.win)}`;
  const words = b.multiplier > 1 ? `${base} × ${b.multiplier} (${say.symbol(symbols.multiplier).one}) =` : `${base} =`;
  return say.withAmount(words, b.totalCents);
}

/**
 * A revealed paw showing the win symbol: how many the paws uncovered show, in the words of the
 * language (`words`: "2 os sur les pattes découvertes"); null for another zone or symbol.
 */
export function pawsRevealedNote(
  t: PawsTicket,
  zone: number,
  revealed: readonly boolean[],
  say: Say,
  words: (count: string, symbols: string) => string,
): string | null {
  const win = PAWS_SYMBOLS[t.variant].win;
  if (t.paws[zone] !== win) return null;
  const count = t.paws.filter((symbol, z) => revealed[z] === true && symbol === win).length;
  return words(say.count(count), say.plural(count, win));
}
