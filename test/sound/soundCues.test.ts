import { describe, expect, it } from 'vitest';
import { Block, blockTiers, computeGameStats, GAME_IDS, GAMES, generateTicket } from '../../src/engine/index.ts';
import { prizeSize } from '../../src/sound/soundCues.ts';

describe('prizeSize', () => {
  it.each(GAME_IDS)('grows with the prize, from 0 for the smallest to 1 for the top prize, on %s tickets', (game) => {
    const block = new Block(game, 'sizes', 0);
    const sized = blockTiers(GAMES[game]).map((tier) => {
      const index = block.indicesWithPrize(tier.amountCents)[0]!;
      return [tier.amountCents, prizeSize(generateTicket({ game, seed: 'sizes', block: 0, index }))] as const;
    });
    sized.sort((a, b) => a[0] - b[0]);
    expect(sized[0]).toEqual([0, 0]); // no win (the loss has its own sound)
    const wins = sized.slice(1);
    expect(wins[0]![1]).toBeLessThan(0.1);
    expect(wins.at(-1)).toEqual([computeGameStats(GAMES[game]).topPrizeCents, 1]);
    for (let i = 1; i < wins.length; i++) expect(wins[i]![1]).toBeGreaterThan(wins[i - 1]![1]);
  });
});
