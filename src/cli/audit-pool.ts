/**
 * `audit --blocks`: blocks audited in parallel by a pool of worker threads.
 *
 * Each worker runs audit-worker.ts, bundled beside the CLI as a plain ES module
 * (dist-cli/audit-worker.mjs), so workers need no TypeScript loader. The main thread hands out one
 * block at a time, so a fast worker takes more blocks, and adds up the progress the workers
 * report. Pool libraries (piscina, tinypool) start workers from an entry file of their own; a
 * fixed queue of blocks needs no more than this.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { auditBlock, type AuditOptions, type BlockAudit, type GameId } from '../engine/index.ts';

/** What a worker is started with (its workerData). */
interface AuditWorkerData {
  readonly game: GameId;
  readonly seed: string;
  readonly tickets: number | undefined; // a part of each block (a test seam), or the whole block
}

/** The next block to audit, or null: no more work, exit. */
type ToWorker = { readonly block: number } | null;

type FromWorker =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number } // tickets of the current block
  | { readonly kind: 'audit'; readonly audit: BlockAudit };

export interface PoolRequest {
  readonly game: GameId;
  readonly seed: string;
  readonly first: number; // first block
  readonly last: number; // last block, included
  readonly jobs: number; // at most this many workers
  readonly tickets?: number | undefined; // see AuditWorkerData.tickets
  readonly workerUrl: URL; // the workers' module: audit-worker.mjs
  readonly onProgress?: ((done: number, total: number) => void) | undefined; // tickets, over every block
}

/** The worker's side: audits the blocks it is sent, one at a time, until it is sent null. */
export function serveAudits(): void {
  const data = workerData as AuditWorkerData;
  const port = parentPort;
  if (port === null) throw new Error('serveAudits runs in a worker thread only');
  // One callback and one options object for every block: a new closure each block would be a new
  // call target for the audit's optimised loop, which V8 would throw away at the next block.
  const options: AuditOptions = {
    ...(data.tickets === undefined ? {} : { tickets: data.tickets }),
    onProgress: (done, total) => port.postMessage({ kind: 'progress', done, total } satisfies FromWorker),
  };
  port.on('message', (message: ToWorker) => {
    if (message === null) {
      port.close();
      return;
    }
    const audit = auditBlock(data.game, data.seed, message.block, options);
    port.postMessage({ kind: 'audit', audit } satisfies FromWorker);
  });
}

/**
 * Audits blocks `first` to `last` on min(jobs, blocks) worker threads. Resolves to the audits in
 * block order; rejects, stopping every worker, as soon as one fails.
 */
export function auditBlocksInPool(request: PoolRequest): Promise<BlockAudit[]> {
  const { first, last, onProgress } = request;
  const blockCount = last - first + 1;
  const size = Math.min(request.jobs, blockCount);
  const data: AuditWorkerData = { game: request.game, seed: request.seed, tickets: request.tickets };
  const audits: BlockAudit[] = [];
  const current = new Float64Array(size); // progress of each worker's current block
  let finishedTickets = 0;
  let ticketsPerBlock = 0; // known from the first report
  let next = first;

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
      if (onProgress === undefined || ticketsPerBlock === 0) return;
      let done = finishedTickets;
      for (const d of current) done += d;
      onProgress(done, ticketsPerBlock * blockCount);
    };
    const handOut = (worker: Worker): void => {
      const message: ToWorker = next <= last ? { block: next++ } : null;
      worker.postMessage(message);
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
          ticketsPerBlock = message.total;
          current[slot] = message.done;
        } else {
          audits.push(message.audit);
          ticketsPerBlock = message.audit.tickets;
          finishedTickets += message.audit.tickets;
          current[slot] = 0;
          handOut(worker);
        }
        report();
      });
      worker.on('error', (error) => fail(new Error(`an audit worker failed: ${error.message}`, { cause: error })));
      worker.on('exit', (code) => {
        running--;
        if (code !== 0) fail(new Error(`an audit worker stopped with exit code ${code}`));
        else if (running === 0 && !settled) {
          settled = true;
          if (audits.length === blockCount) resolve(audits.sort((a, b) => a.block - b.block));
          else reject(new Error(`the audit workers returned ${audits.length} of ${blockCount} blocks`));
        }
      });
      handOut(worker);
    }
  });
}
