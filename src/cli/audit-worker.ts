/**
 * The entry of `audit --blocks`'s worker threads, bundled as dist-cli/audit-worker.mjs beside
 * the CLI (vite.cli.config.ts): the worker's loop and the engine code it runs, with the chunk it
 * shares with the CLI. An entry of its own, rather than the whole CLI bundle, spares every worker
 * from parsing and running modules it never uses (commander, zod, the catalogues, render,
 * check-layout) before its first ticket, which lies on the path to every audit's first block.
 */
import { serveAudits } from './audit-pool.ts';
import { raiseInliningBudget } from './inlining.ts';

raiseInliningBudget(); // before the first ticket: see inlining.ts
serveAudits();
