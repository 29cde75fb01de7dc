/**
 * Whole-block audits run by the CLI's bundled audit worker (audit-worker.mjs beside the bundle
 * this test run built, bundle.setup.ts) on a worker thread, rather than by the engine imported
 * into the test: Vitest's module runner reaches every import through an accessor of its own, which
 * keeps V8 from inlining the audit's inner loop, and a whole block dealt there cost several times
 * the CPU of the same sources bundled. The worker runs the engine's own tallyBlock, and
 * auditFromTallies adds the parts up as auditBlock does (test/engine/audit.test.ts holds the two
 * alike on parts of blocks).
 */
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { auditBlocksInPool } from '../../src/cli/audit-pool.ts';
import type { BlockAudit, GameId } from '../../src/engine/index.ts';

const AUDIT_WORKER = pathToFileURL(join(dirname(inject('cliBundle')), 'audit-worker.mjs'));

/** auditBlock(game, seed, block) of the whole block, dealt by the bundled engine on one worker thread. */
export async function auditWholeBlock(game: GameId, seed: string, block: number): Promise<BlockAudit> {
  const [audit] = await auditBlocksInPool({ game, seed, first: block, last: block, jobs: 1, workerUrl: AUDIT_WORKER });
  if (audit === undefined) throw new Error(`no audit of ${game} ${seed} block ${block}`);
  return audit;
}
