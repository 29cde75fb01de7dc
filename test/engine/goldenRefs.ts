import type { TicketRef } from '../../src/engine/index.ts';

/**
 * The tickets of test/engine/golden.json: both games, three emissions (the first block, a middle
 * one, the last), and indices from both ends of the block and between.
 */
export const GOLDEN_REFS: readonly TicketRef[] = (['paws', 'months'] as const).flatMap((game) =>
  (
    [
      ['demo', 0],
      ['golden', 7],
      ['Z-9_x', 999_999],
    ] as const
  ).flatMap(([seed, block]) => [0, 1, 17, 4_096, 749_999, 1_499_999].map((index) => ({ game, seed, block, index }))),
);
