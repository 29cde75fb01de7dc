/**
 * The paws' sentences both languages write the same way, from the words a language gives (`Say`):
 * apart from the catalogues, so that each language's catalogue loads without the other.
 */
import { PAWS_BASE_PRIZE_CENTS, PAWS_SYMBOLS, type PawsBreakdown } from '../engine/index.ts';
import type { Say } from './gameWords.ts';

/** "1 → 2 €, 2 → 4 €, …": the paws' prize for each count of win symbols (both languages write it so). */
export function pawsLadder(say: Say): string {
  return say.list(
    PAWS_BASE_PRIZE_CENTS.flatMap((cents, count) => (count === 0 ? [] : [`${count} → ${say.euros(cents)}`])),
  );
}

/** "3 os × 3 (gamelle) = 30 €": a paws win, from the engine's breakdown (both languages write it so). */
export function pawsExplain(b: PawsBreakdown, say: Say): string {
  const symbols = PAWS_SYMBOLS[b.variant];
  const base = `${b.winCount} ${say.plural(b.winCount, symbols.win)}`;
  return b.multiplier > 1
    ? `${base} × ${b.multiplier} (${say.symbol(symbols.multiplier).one}) = ${say.euros(b.totalCents)}`
    : `${base} = ${say.euros(b.totalCents)}`;
}
