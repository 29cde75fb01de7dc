import type { GameDefinition, PrizeTier } from './types.ts';

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

/** A game's figures as its prize table gives them: winners, the amount paid, the payout rate, the odds, the top prize. */
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
