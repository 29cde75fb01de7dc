/**
 * Whole blocks exported by the real CLI rescore exactly, for fixed seeds and blocks, so the gate
 * is deterministic: a months block here, a paws block (seed rescore-Fixed_1, block 271828) in
 * process.slow.test.ts, whose slow reader hands the block it reads on to the re-scorer rather
 * than have a second whole block exported. A block nobody chose in advance is checked on request
 * by `npm run test:clock` (rescore.clock.test.ts).
 */
import { describe, it } from 'vitest';
import type { GameId } from '../../src/engine/index.ts';
import { expectExactRescore } from './rescore.ts';

describe('whole blocks exported by the CLI rescore exactly', () => {
  it.each([['months', 'rescore-Fixed_2', 999_999]] as [GameId, string, number][])(
    '%s seed %s block %i',
    (game, seed, block) => expectExactRescore(game, seed, block),
  );
});
