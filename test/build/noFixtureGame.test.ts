import { dirname } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { filesWithTraces } from '../fixtureTraces.ts';

describe('the shipped CLI bundle', () => {
  it('holds no trace of the contract test’s fixture game', () => {
    expect(filesWithTraces(dirname(inject('cliBundle')))).toEqual([]);
  });
});
