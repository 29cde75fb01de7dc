/**
 * `audit` exits 1 and shows the differences when a block is not exact. The engine's audit never
 * finds such a block, so this file replaces `--block`'s audit (audit-block.ts) and the worker pool
 * of `--blocks` by functions that report doctored audits: one 2 € ticket of block 3 scored 4 €.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Engine from '../../src/engine/index.ts';
import type { BlockAudit, GameId } from '../../src/engine/index.ts';
import type * as Pool from '../../src/cli/audit-pool.ts';
import type { PoolRequest } from '../../src/cli/audit-pool.ts';
import type { BlockRequest } from '../../src/cli/audit-block.ts';
import { cli } from './helpers.ts';

const doctor = vi.hoisted(() => ({
  audit: undefined as ((game: GameId, seed: string, block: number) => BlockAudit) | undefined,
}));

vi.mock('../../src/engine/index.ts', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  /** A whole block as article 3 has it, except block 3: one 2 € ticket scored 4 €. */
  doctor.audit = (game, seed, block) => {
    const tiers = engine
      .blockTiers(engine.GAMES[game])
      .map((t) => ({ amountCents: t.amountCents, expected: t.count, counted: t.count }));
    const stats = engine.computeGameStats(engine.GAMES[game]);
    const exact = block !== 3;
    if (!exact) {
      const two = tiers.findIndex((t) => t.amountCents === 200);
      const four = tiers.findIndex((t) => t.amountCents === 400);
      tiers[two] = { ...tiers[two]!, counted: tiers[two]!.counted - 1 };
      tiers[four] = { ...tiers[four]!, counted: tiers[four]!.counted + 1 };
    }
    return {
      game,
      seed,
      block,
      tickets: engine.BLOCK_SIZE,
      tiers,
      unexpectedPrizes: 0,
      invalidFaces: 0,
      mismatchedFaces: exact ? 0 : 1,
      winners: stats.winners,
      paidCents: stats.paidCents + (exact ? 0 : 200),
      exact,
    };
  };
  return engine;
});

vi.mock('../../src/cli/audit-block.ts', () => ({
  auditBlockInParts: (request: BlockRequest): Promise<BlockAudit> =>
    Promise.resolve(doctor.audit!(request.game, request.seed, request.block)),
}));

vi.mock('../../src/cli/audit-pool.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Pool>()),
  auditBlocksInPool: (request: PoolRequest): Promise<BlockAudit[]> =>
    Promise.resolve(
      Array.from({ length: request.last - request.first + 1 }, (_, i) =>
        doctor.audit!(request.game, request.seed, request.first + i),
      ),
    ),
}));

/** French formatting uses no-break spaces; tests read them as plain spaces. */
const spaced = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

// The report as the CLI lays it out, from the stand-in's audits: run.test.ts audits blocks for real.
describe('audit of a whole block, as reported', () => {
  it('an exact audit: its figures beside article 3’s, the verdict, exit 0', async () => {
    const { code, stdout, stderr } = await cli([
      'audit',
      '--game',
      'paws',
      '--seed',
      'demo',
      '--block',
      '0',
      '--lang',
      'fr',
    ]);
    expect(stderr).toBe('');
    const text = spaced(stdout);
    expect(text).toContain('Audit Chien & Chat (paws), graine demo, bloc 0 : 1 500 000 tickets à 2 €');
    expect(text).toMatch(/^Gagnants +437 316 +437 316$/m);
    expect(text).toMatch(/^ +Payé +1 950 000 € +1 950 000 €$/m);
    expect(text).toContain('Taux de retour : 65 % (attendu 65 %)');
    expect(text).toContain('Chances de gain : 1 chance sur 3,43 (attendu 1 chance sur 3,43)');
    expect(text).toContain('Résultat : bloc exact.');
    expect(code).toBe(0);
  });

  it('that is not exact: the table with the differences marked, exit 1', async () => {
    const { code, stdout, stderr } = await cli([
      'audit',
      '--game',
      'paws',
      '--seed',
      'demo',
      '--block',
      '3',
      '--lang',
      'fr',
    ]);
    expect(stderr).toBe('');
    const text = spaced(stdout);
    expect(text).toMatch(/^ +2 € +131 000 +130 999 +← écart$/m);
    expect(text).toMatch(/^ +4 € +245 000 +245 001 +← écart$/m);
    expect(text).toMatch(/^ +Payé +1 950 000 € +1 950 002 € +← écart$/m);
    expect(text).toContain('Faces dont le score diffère du lot attribué : 1');
    expect(text).toContain('Résultat : bloc NON conforme à l’article 3.');
    expect(code).toBe(1);
  });

  it('--json says exact: false and exits 1', async () => {
    const { code, stdout } = await cli(['audit', '--game', 'paws', '--seed', 'demo', '--block', '3', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ exact: false, mismatchedFaces: 1, paidCents: 195_000_200 });
    expect(code).toBe(1);
  });
});

describe('audit of a range with a block that is not exact', () => {
  it('marks the block and the total, names it in the verdict, exit 1', async () => {
    const { code, stdout, stderr } = await cli([
      'audit',
      '--game',
      'paws',
      '--seed',
      'demo',
      '--blocks',
      '2-4',
      '--lang',
      'fr',
    ]);
    expect(stderr).toBe('');
    const text = spaced(stdout);
    expect(text).toMatch(/^ +2 +437 316 +1 950 000 € +0 +0 +0 +0 {2}exact$/m);
    expect(text).toMatch(/^ +3 +437 316 +1 950 002 € +2 +0 +1 +0 {2}NON conforme$/m);
    expect(text).toMatch(/^Total +1 311 948 +5 850 002 € +2 +0 +1 +0 {2}2 exacts sur 3$/m);
    expect(text).toMatch(/^ +2 € +393 000 +392 999 +← écart$/m);
    expect(text).toContain('Taux de retour : 65 % (attendu 65 %)');
    expect(text).toContain('Résultat : 1 bloc sur 3 NON conforme à l’article 3 : 3.');
    expect(code).toBe(1);
  });

  it('--json: exact false, the block’s own verdict, the sums; exit 1', async () => {
    const { code, stdout } = await cli(['audit', '--game', 'paws', '--seed', 'demo', '--blocks', '3-4', '--json']);
    const range = JSON.parse(stdout) as {
      exact: boolean;
      exactBlocks: number;
      blocks: { block: number; exact: boolean }[];
      total: { paidCents: number; expectedPaidCents: number; mismatchedFaces: number };
    };
    expect(range).toMatchObject({ exact: false, exactBlocks: 1 });
    expect(range.blocks.map((b) => [b.block, b.exact])).toEqual([
      [3, false],
      [4, true],
    ]);
    expect(range.total).toMatchObject({ paidCents: 390_000_200, expectedPaidCents: 390_000_000, mismatchedFaces: 1 });
    expect(code).toBe(1);
  });
});
