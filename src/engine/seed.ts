import { err, ok, type InputError, type Result } from './result.ts';
import { BLOCK_SIZE } from './constants.ts';

/** An emission seed: 1 to 32 characters from A–Z a–z 0–9 _ -. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Blocks of an emission are numbered from 0 to MAX_BLOCK. */
export const MAX_BLOCK = 999_999;

/** `seed` when it is one (SEED_PATTERN), else a bad-seed error whose message says what a seed takes. */
export function checkSeed(seed: string): Result<string, InputError<'bad-seed'>> {
  if (SEED_PATTERN.test(seed)) return ok(seed);
  const shown = seed.length > 40 ? `${seed.slice(0, 40)}…` : seed;
  return err({
    code: 'bad-seed',
    message: `seed "${shown}" is invalid: use 1 to 32 characters from A-Z, a-z, 0-9, _ and -`,
  });
}

/** `block` when it is a block number (an integer from 0 to MAX_BLOCK), else a bad-block error. */
export function checkBlock(block: number): Result<number, InputError<'bad-block'>> {
  if (Number.isInteger(block) && block >= 0 && block <= MAX_BLOCK) return ok(block);
  return err({ code: 'bad-block', message: `block ${block} is invalid: use an integer from 0 to ${MAX_BLOCK}` });
}

/** `index` when it is a ticket's place in a block (an integer from 0 to BLOCK_SIZE − 1), else a bad-index error. */
export function checkIndex(index: number): Result<number, InputError<'bad-index'>> {
  if (Number.isInteger(index) && index >= 0 && index < BLOCK_SIZE) return ok(index);
  return err({
    code: 'bad-index',
    message: `index ${index} is invalid: use an integer from 0 to ${BLOCK_SIZE - 1}`,
  });
}
