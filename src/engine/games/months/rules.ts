import { BLOCK_SIZE } from '../../constants.ts';
import type { SymbolId } from '../../symbols.ts';
import type { GameDefinition } from '../types.ts';

/** 12 Mois (regulation of 24 November 2009): twelve month boxes and a Gain box. */
export const MONTHS_DEFINITION: GameDefinition<'months'> = {
  id: 'months',
  serialPrefix: 'M',
  priceCents: 300,
  blockSize: BLOCK_SIZE,
  regulationDate: '2009-11-24',
  prizeTable: [
    { amountCents: 4_000_000, count: 2 },
    { amountCents: 100_000, count: 20 },
    { amountCents: 10_000, count: 3_000 },
    { amountCents: 6_000, count: 4_000 },
    { amountCents: 2_000, count: 10_000 },
    { amountCents: 1_200, count: 35_000 },
    { amountCents: 1_000, count: 60_000 },
    { amountCents: 600, count: 200_000 },
  ],
};

export const MONTHS_BOXES = 12;
export const MONTHS_SYMBOLS_PER_BOX = 3;
export const MONTHS_WIN_SYMBOL: SymbolId = 'clover';
/** A month box wins its amount when exactly this many of its symbols are the win symbol. */
export const MONTHS_CLOVERS_TO_WIN = 2;
/** Decoys of the twelve-months ticket; a power of two of them, so each is drawn from exact bits. */
export const MONTHS_DECOYS: readonly SymbolId[] = ['horseshoe', 'ladybug', 'star', 'moon'];

/** A losing month box shows one clover (never two) 1 time in this many, and none otherwise. */
export const MONTHS_LOSING_CLOVER_ONE_IN = 2;

/**
 * Amounts, in cents, that may be printed in a month box: winning boxes use them through the win
 * patterns, losing boxes show one drawn uniformly, whatever the ticket's prize.
 */
export const MONTHS_PRINTABLE_CENTS: readonly number[] = [
  200, 300, 500, 600, 1_000, 1_200, 1_500, 2_000, 3_000, 4_000, 5_000, 6_000, 10_000, 15_000, 50_000, 100_000, 500_000,
  1_000_000, 2_000_000, 4_000_000,
];

/** One way to print a twelve-months prize: the amounts of the winning boxes, plus the Gain box. */
export interface MonthsWinPattern {
  readonly boxesCents: readonly number[]; // one entry per winning box
  readonly gainCents: number; // 0 when the Gain box loses
  readonly weight: number; // relative frequency among the tier's patterns
}

/**
 * Win patterns per prize (cents), kept as data. Every tier has at least one cumulated pattern
 * (several winning surfaces adding up to the prize), as article 3 allows.
 */
export const MONTHS_WIN_PATTERNS: ReadonlyMap<number, readonly MonthsWinPattern[]> = new Map([
  [
    600,
    [
      { boxesCents: [600], gainCents: 0, weight: 6 },
      { boxesCents: [], gainCents: 600, weight: 2 },
      { boxesCents: [300, 300], gainCents: 0, weight: 2 },
    ],
  ],
  [
    1_000,
    [
      { boxesCents: [1_000], gainCents: 0, weight: 5 },
      { boxesCents: [], gainCents: 1_000, weight: 2 },
      { boxesCents: [500, 500], gainCents: 0, weight: 2 },
      { boxesCents: [500], gainCents: 500, weight: 1 },
    ],
  ],
  [
    1_200,
    [
      { boxesCents: [1_200], gainCents: 0, weight: 4 },
      { boxesCents: [600, 600], gainCents: 0, weight: 3 },
      { boxesCents: [600], gainCents: 600, weight: 2 },
      { boxesCents: [300, 300, 600], gainCents: 0, weight: 1 },
    ],
  ],
  [
    2_000,
    [
      { boxesCents: [2_000], gainCents: 0, weight: 4 },
      { boxesCents: [1_000, 1_000], gainCents: 0, weight: 3 },
      { boxesCents: [1_000], gainCents: 1_000, weight: 2 },
      { boxesCents: [], gainCents: 2_000, weight: 1 },
    ],
  ],
  [
    6_000,
    [
      { boxesCents: [6_000], gainCents: 0, weight: 4 },
      { boxesCents: [2_000, 2_000, 2_000], gainCents: 0, weight: 2 },
      { boxesCents: [3_000, 3_000], gainCents: 0, weight: 2 },
      { boxesCents: [5_000], gainCents: 1_000, weight: 1 },
      { boxesCents: [1_000, 1_000], gainCents: 4_000, weight: 1 },
    ],
  ],
  [
    10_000,
    [
      { boxesCents: [10_000], gainCents: 0, weight: 4 },
      { boxesCents: [5_000, 5_000], gainCents: 0, weight: 2 },
      { boxesCents: [4_000, 6_000], gainCents: 0, weight: 1 },
      { boxesCents: [], gainCents: 10_000, weight: 2 },
      { boxesCents: [2_000, 2_000, 2_000, 2_000, 2_000], gainCents: 0, weight: 1 },
    ],
  ],
  [
    100_000,
    [
      { boxesCents: [100_000], gainCents: 0, weight: 3 },
      { boxesCents: [50_000, 50_000], gainCents: 0, weight: 1 },
      { boxesCents: [], gainCents: 100_000, weight: 1 },
    ],
  ],
  [
    4_000_000,
    [
      { boxesCents: [4_000_000], gainCents: 0, weight: 2 },
      { boxesCents: [], gainCents: 4_000_000, weight: 1 },
      { boxesCents: [2_000_000, 2_000_000], gainCents: 0, weight: 1 },
    ],
  ],
]);
