/**
 * `audit --block --jobs 1` (or on one core): one block audited on the main thread in parts, the event loop given a turn
 * between them, so that Ctrl-C or SIGTERM is heard within a part, not once the whole block is
 * done (it then printed the whole audit and exited 0, as if nothing had been asked). In-process,
 * unlike the pool's workers, so a game registered only in the running program (the contract
 * tests' third game) is audited too.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { auditFromTallies, GAMES, tallyBlock, type BlockAudit, type BlockTally, type GameId } from '../engine/index.ts';
import { raiseInliningBudget } from './inlining.ts';

/** Parts of a block: a part of a whole block takes a few tens of milliseconds. */
const PARTS = 32;

export interface BlockRequest {
  readonly game: GameId;
  readonly seed: string;
  readonly block: number;
  readonly tickets?: number | undefined; // its first tickets only (a test seam); default the whole block
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
}

/** The block's audit, as the engine's auditBlock makes it, from the tallies of its parts. */
export async function auditBlockInParts(request: BlockRequest): Promise<BlockAudit> {
  const { game, seed, block, onProgress } = request;
  const total = request.tickets ?? GAMES[game].blockSize;
  raiseInliningBudget(); // the same compiled loop as the pool's workers (inlining.ts)
  let offset = 0;
  // One callback for every part: a new closure each part would be a new call target for the
  // audit's optimised loop, which V8 would throw away at the next part (see audit-pool.ts).
  const report = onProgress === undefined ? undefined : (done: number) => onProgress(offset + done, total);
  const tallies: BlockTally[] = [];
  const count = Math.min(PARTS, total);
  for (let p = 0; p < count; p++) {
    const start = Math.floor((p * total) / count);
    const end = Math.floor(((p + 1) * total) / count);
    offset = start;
    tallies.push(tallyBlock(game, seed, block, start, end, report));
    await nextTurn(); // a signal's handler runs here
  }
  return auditFromTallies(tallies);
}
