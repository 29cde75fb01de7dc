/**
 * `audit` exits 1 and shows the differences when a block is not exact. The engine's audit never
 * finds such a block, so this file replaces auditBlock by one that reports a doctored audit.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Engine from '../../src/engine/index.ts';
import type { BlockAudit } from '../../src/engine/index.ts';
import { cli } from './helpers.ts';

vi.mock('../../src/engine/index.ts', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  return {
    ...engine,
    auditBlock: (game: 'paws' | 'months', seed: string, block: number): BlockAudit => {
      const tiers = engine
        .blockTiers(engine.GAMES[game])
        .map((t) => ({ amountCents: t.amountCents, expected: t.count, counted: t.count }));
      // One 2 € ticket scored 4 €.
      const two = tiers.findIndex((t) => t.amountCents === 200);
      const four = tiers.findIndex((t) => t.amountCents === 400);
      tiers[two] = { ...tiers[two]!, counted: tiers[two]!.counted - 1 };
      tiers[four] = { ...tiers[four]!, counted: tiers[four]!.counted + 1 };
      return {
        game,
        seed,
        block,
        tickets: engine.BLOCK_SIZE,
        tiers,
        unexpectedPrizes: 0,
        invalidFaces: 0,
        mismatchedFaces: 1,
        winners: 437_316,
        paidCents: 195_000_200,
        exact: false,
      };
    },
  };
});

describe('audit of a block that is not exact', () => {
  it('prints the table with the differences marked and exits 1', async () => {
    const { code, stdout, stderr } = await cli(['audit', '--game', 'paws', '--seed', 'demo', '--block', '0']);
    expect(stderr).toBe('');
    const text = stdout.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toMatch(/^ +2 € +131 000 +130 999 +← écart$/m);
    expect(text).toMatch(/^ +4 € +245 000 +245 001 +← écart$/m);
    expect(text).toMatch(/^ +Payé +1 950 000 € +1 950 002 € +← écart$/m);
    expect(text).toContain('Faces dont le score diffère du lot attribué : 1');
    expect(text).toContain('Résultat : bloc NON conforme à l’article 3.');
    expect(code).toBe(1);
  });

  it('--json says exact: false and exits 1', async () => {
    const { code, stdout } = await cli(['audit', '--game', 'paws', '--seed', 'demo', '--block', '0', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ exact: false, mismatchedFaces: 1, paidCents: 195_000_200 });
    expect(code).toBe(1);
  });
});
