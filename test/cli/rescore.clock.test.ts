/**
 * A block nobody chose in advance rescores exactly: `npm run test:clock` takes a seed and block
 * from the clock, and the test's name shows the stamp, which replays that run:
 *   GRATTEZ_RESCORE_STAMP=<stamp> npm run test:clock
 * Not part of `npm test`, whose gate is deterministic.
 */
import { describe, it } from 'vitest';
import type { GameId } from '../../src/engine/index.ts';
import { expectExactRescore } from './rescore.ts';

/** The stamp given to replay a run, else the clock's. */
function requestedStamp(): number {
  const asked = process.env.GRATTEZ_RESCORE_STAMP;
  if (asked === undefined || asked === '' || asked === 'now') return Date.now();
  if (!/^[0-9]+$/.test(asked))
    throw new Error(`GRATTEZ_RESCORE_STAMP must be "now" or a stamp, not ${JSON.stringify(asked)}`);
  return Number(asked);
}

const stamp = requestedStamp();

describe(`a block from the clock rescores exactly (GRATTEZ_RESCORE_STAMP=${stamp})`, () => {
  const seed = `r${stamp.toString(36)}`;
  const block = stamp % 1_000_000;
  it.each(['paws', 'months'] as GameId[])(`%s block ${block} of seed ${seed}`, (game) =>
    expectExactRescore(game, seed, block),
  );
});
