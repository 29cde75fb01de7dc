import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
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

  it('takes the package’s version from its manifest, and nothing else of it (its scripts, its dependencies)', () => {
    const bundle = readFileSync(inject('cliBundle'), 'utf8');
    expect(bundle).toContain(JSON.stringify(packageJson.version));
    // As an object's key, quoted or not, the way the bundler writes the manifest's JSON.
    for (const key of ['devDependencies', 'allowScripts', 'scripts'])
      expect(bundle).not.toMatch(new RegExp(`["']?\\b${key}["']?\\s*:\\s*\\{`));
  });
});
