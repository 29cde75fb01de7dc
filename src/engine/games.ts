import type { SymbolId } from './symbols.ts';

/** The two games. Their order is the lobby's order. */
export const GAME_IDS = ['paws', 'months'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Article 2 of both regulations: tickets are issued in blocks of 1,500,000. */
export const BLOCK_SIZE = 1_500_000;

/** Demo credits a player starts with, and gets back with "Recharger": no real money is involved. */
export const START_BALANCE_CENTS = 2_000;

/** Largest amount the engine prints, in cents: 999,999 € (words stay below "un million d'euros"). */
export const MAX_PRINTABLE_CENTS = 99_999_900;

/** One line of article 3's prize table. */
export interface PrizeTier {
  readonly amountCents: number; // the ticket's total prize
  readonly count: number; // tickets per block
}

export interface GameDefinition {
  readonly id: GameId;
  readonly serialPrefix: string; // first character of the game's serials
  readonly priceCents: number; // article 2
  readonly blockSize: number; // article 2
  readonly regulationDate: string; // ISO date the regulation was signed
  readonly prizeTable: readonly PrizeTier[]; // article 3, highest prize first
}

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

export const GAMES: Readonly<Record<GameId, GameDefinition>> = {
  paws: {
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
  },
  months: {
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
  },
};

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/** Figures derived from a game's prize table; computed, never copied from the regulation. */
export interface GameStats {
  readonly winners: number; // winning tickets per block
  readonly losers: number;
  readonly paidCents: number; // total prizes per block
  readonly salesCents: number; // block size × price
  readonly payoutRatio: number; // paid / sales
  readonly oddsOneIn: number; // block size / winners: "1 chance sur N"
  readonly topPrizeCents: number;
}

export function computeGameStats(game: GameDefinition): GameStats {
  let winners = 0;
  let paidCents = 0;
  let topPrizeCents = 0;
  for (const tier of game.prizeTable) {
    winners += tier.count;
    paidCents += tier.count * tier.amountCents;
    topPrizeCents = Math.max(topPrizeCents, tier.amountCents);
  }
  const salesCents = game.blockSize * game.priceCents;
  return {
    winners,
    losers: game.blockSize - winners,
    paidCents,
    salesCents,
    payoutRatio: paidCents / salesCents,
    oddsOneIn: game.blockSize / winners,
    topPrizeCents,
  };
}

/** Article 3's tiers plus the losing tier (0 cents) that fills the block; the block's exact content. */
export function blockTiers(game: GameDefinition): readonly PrizeTier[] {
  return [...game.prizeTable, { amountCents: 0, count: computeGameStats(game).losers }];
}

/** Whether a ticket of this game can be worth exactly this many cents (0 included). */
export function isPrizeOf(game: GameDefinition, amountCents: number): boolean {
  return amountCents === 0 || game.prizeTable.some((tier) => tier.amountCents === amountCents);
}
