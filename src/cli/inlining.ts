import { setFlagsFromString } from 'node:v8';

/**
 * V8's budget of bytecode inlined into one optimised function, raised from its default of 920
 * bytes. The audit's loop deals, checks and scores a ticket through about 1,550 bytes of
 * bytecode; V8 counts a callee it has already optimised on its own at its size with what that
 * code inlined, so under the default budget what is left out depends on which callees the
 * compiler threads finished first, and an audit runs markedly slower in some runs than in others.
 * With room for the whole loop, it is inlined whole, the same way every time.
 */
const INLINING_BUDGET = 3000;

/**
 * Raises the budget for the whole process (every thread's compilations read it): called before
 * the first ticket of an audit, by `audit --block` on the main thread and by each worker of
 * `audit --blocks`. The flag is read by each compilation, so that is early enough.
 */
export function raiseInliningBudget(): void {
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET}`);
}
