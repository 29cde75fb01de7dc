/**
 * `audit --blocks`: blocks audited in parallel by a pool of worker threads; `audit --block` with
 * `--jobs` above 1 shares its one block among them the same way.
 *
 * Each worker runs audit-worker.ts, bundled beside the CLI as a plain ES module
 * (dist-cli/audit-worker.mjs), so workers need no TypeScript loader. The main thread hands out one
 * part of a block at a time, so a fast worker takes more parts; it adds up each block's audit from
 * its parts' tallies, and the progress the workers report. Pool libraries (piscina, tinypool)
 * start workers from an entry file of their own; a fixed queue of parts needs no more than this.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { say } from './words.ts';
import { auditFromTallies, GAMES, tallyBlock, type BlockAudit, type BlockTally, type GameId } from '../engine/index.ts';

/**
 * Parts each block is handed out in. Whole blocks leave the pool's end to chance: eight blocks on
 * two workers end a block apart when one worker started later or runs slower, and the first
 * block of each worker, before V8 has optimised the audit's loop, is slower than the others.
 * Eighths bound that wait to an eighth of a block, for a message per eighth.
 */
const PARTS_PER_BLOCK = 8;

/** What a worker is started with (its workerData). */
interface AuditWorkerData {
  readonly game: GameId;
  readonly seed: string;
  readonly progress: boolean; // whether to report progress within parts: only when someone shows it
}

/** The next part of a block to tally, or null: no more work, exit. */
type ToWorker = { readonly block: number; readonly start: number; readonly end: number } | null;

type FromWorker =
  | { readonly kind: 'progress'; readonly done: number } // tickets of the current part
  | { readonly kind: 'tally'; readonly tally: BlockTally };

export interface PoolRequest {
  readonly game: GameId;
  readonly seed: string;
  readonly first: number; // first block
  readonly last: number; // last block, included
  readonly jobs: number; // at most this many workers
  readonly tickets?: number | undefined; // a part of each block (a test seam): its first tickets; default the whole block
  readonly workerUrl: URL; // the workers' module: audit-worker.mjs
  readonly onProgress?: ((done: number, total: number) => void) | undefined; // tickets, over every block
}

/** The worker's side: tallies the parts of blocks it is sent, one at a time, until it is sent null. */
export function serveAudits(): void {
  const data = workerData as AuditWorkerData;
  const port = parentPort;
  if (port === null) throw new Error('serveAudits runs in a worker thread only');
  // One callback for every part: a new closure each part would be a new call target for the
  // audit's optimised loop, which V8 would throw away at the next part. None when nobody shows the
  // progress: on two cores, the main thread would wake for every report while both workers run.
  const onProgress = data.progress
    ? (done: number): void => port.postMessage({ kind: 'progress', done } satisfies FromWorker)
    : undefined;
  port.on('message', (message: ToWorker) => {
    if (message === null) {
      port.close();
      return;
    }
    const tally = tallyBlock(data.game, data.seed, message.block, message.start, message.end, onProgress);
    port.postMessage({ kind: 'tally', tally } satisfies FromWorker);
  });
}

/** The parts of blocks `first` to `last`, each block's first `tickets` in PARTS_PER_BLOCK parts. */
function partsOf(first: number, last: number, tickets: number): NonNullable<ToWorker>[] {
  const parts: NonNullable<ToWorker>[] = [];
  const count = Math.min(PARTS_PER_BLOCK, tickets);
  for (let block = first; block <= last; block++) {
    for (let p = 0; p < count; p++) {
      parts.push({ block, start: Math.floor((p * tickets) / count), end: Math.floor(((p + 1) * tickets) / count) });
    }
  }
  return parts;
}

/**
 * Audits blocks `first` to `last` on min(jobs, parts) worker threads: parts of blocks are handed out,
 * so even one block is shared by every worker asked for. Resolves to the audits in
 * block order; rejects, stopping every worker, as soon as one fails.
 */
export function auditBlocksInPool(request: PoolRequest): Promise<BlockAudit[]> {
  const { first, last, onProgress } = request;
  const blockCount = last - first + 1;
  const ticketsPerBlock = request.tickets ?? GAMES[request.game].blockSize;
  const parts = partsOf(first, last, ticketsPerBlock);
  const size = Math.min(request.jobs, parts.length);
  const data: AuditWorkerData = { game: request.game, seed: request.seed, progress: onProgress !== undefined };
  const tallies = new Map<number, BlockTally[]>(); // by block, until the block is whole
  const audits: BlockAudit[] = [];
  const current = new Float64Array(size); // progress of each worker's current part
  let finishedTickets = 0;
  let next = 0;
  // The run's words, taken now: a worker's events are not heard in the run's course (lang.ts).
  const words = say();

  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let settled = false;
    let running = 0;
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      for (const worker of workers) void worker.terminate();
      reject(error);
    };
    const report = (): void => {
      if (onProgress === undefined) return;
      let done = finishedTickets;
      for (const d of current) done += d;
      onProgress(done, ticketsPerBlock * blockCount);
    };
    const handOut = (worker: Worker): void => {
      const message: ToWorker = parts[next++] ?? null;
      worker.postMessage(message);
    };
    const collect = (tally: BlockTally): void => {
      const blockTallies = [...(tallies.get(tally.block) ?? []), tally];
      tallies.set(tally.block, blockTallies);
      finishedTickets += tally.end - tally.start;
      if (blockTallies.reduce((sum, t) => sum + t.end - t.start, 0) < ticketsPerBlock) return;
      tallies.delete(tally.block);
      audits.push(auditFromTallies(blockTallies));
    };

    for (let slot = 0; slot < size; slot++) {
      let worker: Worker;
      try {
        worker = new Worker(request.workerUrl, { workerData: data });
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      workers.push(worker);
      running++;
      worker.on('message', (message: FromWorker) => {
        if (message.kind === 'progress') {
          current[slot] = message.done;
        } else {
          collect(message.tally);
          current[slot] = 0;
          handOut(worker);
        }
        report();
      });
      worker.on('error', (error) => fail(new Error(words.workerFailed(error.message), { cause: error })));
      worker.on('exit', (code) => {
        running--;
        if (code !== 0) fail(new Error(words.workerStopped(code)));
        else if (running === 0 && !settled) {
          settled = true;
          if (audits.length === blockCount) resolve(audits.sort((a, b) => a.block - b.block));
          else reject(new Error(words.workersReturned(audits.length, blockCount)));
        }
      });
      handOut(worker);
    }
  });
}
