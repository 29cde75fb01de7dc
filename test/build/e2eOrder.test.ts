import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECONDS } from '../e2e/sequencer.ts';

/** Every end-to-end file, as the e2e config's include finds them. */
const e2eFiles = readdirSync('test/e2e', { recursive: true, encoding: 'utf8' })
  .map((f) => `test/e2e/${f.split('\\').join('/')}`)
  .filter((f) => f.endsWith('.e2e.ts'))
  .sort();

describe('the end-to-end files’ order (test/e2e/sequencer.ts)', () => {
  it('knows every end-to-end file, and no file that is gone', () => {
    expect(Object.keys(SECONDS).sort()).toEqual(e2eFiles);
  });
});
