import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { FIXTURE_TRACES, filesWithTraces } from '../fixtureTraces.ts';

describe('the shipped CLI bundle', () => {
  it('holds no trace of the contract test’s fixture game', () => {
    expect(filesWithTraces(dirname(inject('cliBundle')))).toEqual([]);
  });

  it('would be caught holding one: every trace is found in the fixture game’s own files', () => {
    const found = filesWithTraces(join(import.meta.dirname, '..', 'fixtures'));
    for (const trace of FIXTURE_TRACES)
      expect(
        found.some((f) => f.endsWith(`: ${trace.source}`)),
        trace.source,
      ).toBe(true);
  });
});
