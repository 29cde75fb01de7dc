import { BLOCK_SIZE } from '../../constants.ts';
import type { SymbolId } from '../../symbols.ts';
import type { GameDefinition } from '../types.ts';

/** Chien & Chat (regulation of 4 January 2012): 9 paw prints and a bonus, a dog or a cat ticket. */
export const PAWS_DEFINITION: GameDefinition<'paws'> = {
  id: 'paws',
  serialPrefix: 'P',
  priceCents: 200,
  blockSize: BLOCK_SIZE,
  regulationDate: '2012-01-04',
  prizeTable: [
    { amountCents: 1_500_000, count: 2 },
    { amountCents: 500_000, count: 4 },
    { amountCents: 60_000, count: 10 },
    { amountCents: 20_000, count: 200 },
    { amountCents: 3_000, count: 100 },
    { amountCents: 1_200, count: 500 },
    { amountCents: 1_000, count: 60_000 },
    { amountCents: 600, count: 500 },
    { amountCents: 400, count: 245_000 },
    { amountCents: 200, count: 131_000 },
  ],
};

export const PAWS_VARIANTS = ['dog', 'cat'] as const;
export type PawsVariant = (typeof PAWS_VARIANTS)[number];

/** What each paw-print variant shows: the win symbol, the bonus multiplier and the project's decoys. */
export interface PawsVariantSymbols {
  readonly win: SymbolId; // counted in the 9 paw prints
  readonly multiplier: SymbolId; // in the bonus zone, multiplies the paws' prize by 3
  readonly decoys: readonly SymbolId[]; // never a win or multiplier symbol of either variant; a power of two of them
}

export const PAWS_SYMBOLS: Readonly<Record<PawsVariant, PawsVariantSymbols>> = {
  dog: { win: 'bone', multiplier: 'bowl', decoys: ['ball', 'collar', 'frisbee', 'slipper'] },
  cat: { win: 'mouse', multiplier: 'yarn', decoys: ['fish', 'bell', 'feather', 'butterfly'] },
};

export const PAWS_ZONES = 9;
export const PAWS_BONUS_SYMBOLS = 2;

/** Article 4.2.2: prize in cents by the number of win symbols among the 9 paw prints (0 to 5). */
export const PAWS_BASE_PRIZE_CENTS: readonly number[] = [0, 200, 400, 1_000, 20_000, 500_000];

/** Article 4.3.2: the bonus multiplier. */
export const PAWS_MULTIPLIER = 3;

/**
 * A losing paws ticket shows the multiplier anyway (three times nothing is nothing) 1 time in
 * this many. A power of two keeps the draw exact.
 */
export const PAWS_LOSING_MULTIPLIER_ONE_IN = 8;
