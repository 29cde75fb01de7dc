import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, blockTiers, GAMES, MAX_BLOCK } from '../../src/engine/index.ts';
import { auditWholeBlock } from './bundledAudit.ts';

// Whole blocks beyond the one per game of block.test.ts: other seeds, the last block. Audited by
// the bundled engine (bundledAudit.ts), as auditBlock would.
describe('more whole-block audits', () => {
  it.each([
    ['paws', 'Zz_9-audit', 0],
    ['months', 'Zz_9-audit', 0],
    ['paws', 'last', MAX_BLOCK],
    ['months', 'last', MAX_BLOCK],
  ] as const)('%s seed %s block %i is exact, with article 3’s counts', async (game, seed, block) => {
    const audit = await auditWholeBlock(game, seed, block);
    expect(audit.tickets).toBe(BLOCK_SIZE);
    expect(audit.invalidFaces).toBe(0);
    expect(audit.mismatchedFaces).toBe(0);
    expect(audit.unexpectedPrizes).toBe(0);
    expect(audit.tiers).toEqual(
      blockTiers(GAMES[game]).map((t) => ({ amountCents: t.amountCents, expected: t.count, counted: t.count })),
    );
    expect(audit.exact).toBe(true);
  });
});
