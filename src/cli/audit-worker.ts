/**
 * The entry of `audit --blocks`'s worker threads, bundled as dist-cli/audit-worker.mjs beside
 * the CLI (vite.cli.config.ts): the worker's loop and the engine code it runs, with the chunk it
 * shares with the CLI. An entry of its own, rather than the whole CLI bundle, spares every worker
 * from parsing and running modules it never uses (commander, zod, the catalogues, render,
 * check-layout) before its first ticket, which lies on the path to every audit's first block.
 */
import { setFlagsFromString } from 'node:v8';
import { serveAudits } from './audit-pool.ts';

/**
 * V8's budget of bytecode inlined into one optimised function, raised from its default of 920
 * bytes. The audit's loop deals, checks and scores a ticket through about 1,550 bytes of
 * bytecode; V8 counts a callee it has already optimised on its own at its size with what that
 * code inlined, so under the default budget what is left out depends on which callees the
 * compiler threads finished first, and a worker runs markedly slower in some runs than in others.
 * With room for the whole loop, every worker inlines all of it, the same way every time. The flag
 * is read by each compilation, so setting it before the first ticket is early enough.
 */
const INLINING_BUDGET = 3000;

setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET}`);
serveAudits();
