import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, checkBlock, checkIndex, checkSeed, MAX_BLOCK } from '../../src/engine/index.ts';

// What the CLI's --seed, --block and --index, the studio and serials accept: the edges of each range.
describe('checkSeed, checkBlock and checkIndex', () => {
  it.each([
    ['a', true],
    ['A-z_09', true],
    ['x'.repeat(32), true],
    ['', false],
    ['x'.repeat(33), false],
    ['de mo', false],
    ['démo', false],
    ['demo.1', false],
  ])('seed %j: valid %s', (seed, valid) => {
    const checked = checkSeed(seed);
    expect(checked.ok).toBe(valid);
    if (!checked.ok) expect(checked.error.code).toBe('bad-seed');
  });

  it.each([
    [0, true],
    [1, true],
    [MAX_BLOCK, true],
    [-1, false],
    [MAX_BLOCK + 1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('block %s: valid %s', (block, valid) => {
    const checked = checkBlock(block);
    expect(checked.ok ? checked.value : checked.error.code).toBe(valid ? block : 'bad-block');
  });

  it.each([
    [0, true],
    [BLOCK_SIZE - 1, true],
    [-1, false],
    [BLOCK_SIZE, false],
    [0.5, false],
    [Number.NaN, false],
  ])('index %s: valid %s', (index, valid) => {
    const checked = checkIndex(index);
    expect(checked.ok ? checked.value : checked.error.code).toBe(valid ? index : 'bad-index');
  });

  it('names the range in its messages', () => {
    const block = checkBlock(-1);
    const index = checkIndex(BLOCK_SIZE);
    expect(!block.ok && block.error.message).toContain(`0 to ${MAX_BLOCK}`);
    expect(!index.ok && index.error.message).toContain(`0 to ${BLOCK_SIZE - 1}`);
  });
});
