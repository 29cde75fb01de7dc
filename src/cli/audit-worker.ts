/**
 * The entry of `audit --blocks`'s worker threads, bundled as dist-cli/audit-worker.mjs beside
 * the CLI (vite.cli.config.ts): the worker's loop and the engine code it runs, about 50 KB with
 * the chunk it shares with the CLI. A worker started on the whole CLI bundle parsed and ran
 * 370 KB of modules it never uses (commander, zod, the catalogues, render, check-layout) before
 * its first ticket: about 50 ms from `new Worker` to a first audit, against about 30 ms now, on
 * the path to every audit's first block.
 */
import { serveAudits } from './audit-pool.ts';

serveAudits();
