import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesWithTraces } from '../fixtureTraces.ts';

// The production build the end-to-end run made and serves (globalSetup.ts), in the default folder.
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

describe('the shipped app', () => {
  it('holds no trace of the contract test’s fixture game, in any page, chunk, art or source map', () => {
    expect(filesWithTraces(DIST)).toEqual([]);
  });
});
