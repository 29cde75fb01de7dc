import { describe, expect, it } from 'vitest';
import { Block, BLOCK_SIZE, GAMES, MONTHS_BOXES } from '../../src/engine/index.ts';
import { FeistelPermutation } from '../../src/engine/permutation.ts';
import { MONTHS_WIN_PATTERNS, MONTHS_PRINTABLE_CENTS } from '../../src/engine/games/months/rules.ts';
import { decomposePawsPrize } from '../../src/engine/games/paws/face.ts';
import { auditWholeBlock } from './bundledAudit.ts';

describe('FeistelPermutation', () => {
  it.each([1, 2, 7, 1000, 4097])('is a bijection of [0, %i) with its inverse', (size) => {
    const p = new FeistelPermutation(size, 1, 2);
    const seen = new Set<number>();
    for (let i = 0; i < size; i++) {
      const y = p.forward(i);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(size);
      expect(p.inverse(y)).toBe(i);
      seen.add(y);
    }
    expect(seen.size).toBe(size);
  });

  it('is a bijection of a whole block', () => {
    const p = new FeistelPermutation(BLOCK_SIZE, 0xdead, 0xbeef);
    const hit = new Uint8Array(BLOCK_SIZE);
    for (let i = 0; i < BLOCK_SIZE; i++) hit[p.forward(i)] = 1;
    expect(hit.every((h) => h === 1)).toBe(true);
  });

  it('depends on its key', () => {
    const a = new FeistelPermutation(BLOCK_SIZE, 1, 2);
    const b = new FeistelPermutation(BLOCK_SIZE, 1, 3);
    let same = 0;
    for (let i = 0; i < 1000; i++) if (a.forward(i) === b.forward(i)) same++;
    expect(same).toBeLessThan(5);
  });
});

describe('prize decompositions', () => {
  it('every paws prize has exactly one decomposition, as the project reads article 3', () => {
    const expected: Record<number, [number, boolean]> = {
      1_500_000: [5, true],
      500_000: [5, false],
      60_000: [4, true],
      20_000: [4, false],
      3_000: [3, true],
      1_200: [2, true],
      1_000: [3, false],
      600: [1, true],
      400: [2, false],
      200: [1, false],
    };
    for (const tier of GAMES.paws.prizeTable) {
      const d = decomposePawsPrize(tier.amountCents);
      expect([d?.winCount, d?.multiplied]).toEqual(expected[tier.amountCents]);
    }
    expect(decomposePawsPrize(700)).toBeUndefined();
  });

  it('every months prize has win patterns that add up, fit the ticket and use printable amounts', () => {
    for (const tier of GAMES.months.prizeTable) {
      const patterns = MONTHS_WIN_PATTERNS.get(tier.amountCents) ?? [];
      expect(patterns.length).toBeGreaterThan(0);
      expect(patterns.some((p) => p.boxesCents.length + (p.gainCents > 0 ? 1 : 0) > 1)).toBe(true);
      for (const p of patterns) {
        expect(p.boxesCents.reduce((a, b) => a + b, 0) + p.gainCents).toBe(tier.amountCents);
        expect(p.boxesCents.length).toBeLessThanOrEqual(MONTHS_BOXES);
        for (const amount of p.boxesCents) expect(MONTHS_PRINTABLE_CENTS).toContain(amount);
        expect(p.weight).toBeGreaterThan(0);
      }
    }
  });
});

describe('Block', () => {
  it('lists the tickets of a tier through the inverse permutation, sorted', () => {
    const block = new Block('months', 'find', 2);
    const top = block.indicesWithPrize(4_000_000);
    expect(top).toHaveLength(2);
    expect(top[0]!).toBeLessThan(top[1]!);
    for (const index of top) expect(block.prizeOf(index)).toBe(4_000_000);
    expect(block.indicesWithPrize(12_345)).toHaveLength(0);
  });

  it('gives different blocks different layouts', () => {
    const a = new Block('paws', 's', 0).indicesWithPrize(1_500_000);
    const b = new Block('paws', 's', 1).indicesWithPrize(1_500_000);
    const c = new Block('months', 's', 0).indicesWithPrize(4_000_000);
    expect([...a]).not.toEqual([...b]);
    expect([...a]).not.toEqual([...c]);
  });
});

// One whole block per game here; more in block.slow.test.ts. Audited by the bundled engine
// (bundledAudit.ts), as auditBlock would.
describe('whole-block audits', () => {
  it.each([
    ['paws', 'audit-one'],
    ['months', 'audit-one'],
  ] as const)('%s block 0 of seed %s is exact', async (game, seed) => {
    const audit = await auditWholeBlock(game, seed, 0);
    expect(audit.invalidFaces).toBe(0);
    expect(audit.mismatchedFaces).toBe(0);
    expect(audit.unexpectedPrizes).toBe(0);
    for (const tier of audit.tiers) expect([tier.amountCents, tier.counted]).toEqual([tier.amountCents, tier.expected]);
    expect(audit.exact).toBe(true);
  });
});
