import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselinesBudgetBytes, matrixImages } from '../../src/qa/matrix.ts';

const VISUAL = 'test/visual';

describe('the baselines of npm run qa (test/visual/)', () => {
  it('are the matrix’s images, one file each, and weigh no more than 2 MB a design together', () => {
    const files = readdirSync(VISUAL).sort();
    // On purpose, a design folder added to designs/ fails here until its baselines are made and
    // committed (docs/qa.md, "Adding a design, step by step").
    expect(
      files,
      'each design needs its baselines: run npm run qa -- --update, look at the report, commit test/visual/',
    ).toEqual(
      matrixImages()
        .map((spec) => `${spec.name}.png`)
        .sort(),
    );
    const bytes = files.reduce((sum, file) => sum + statSync(join(VISUAL, file)).size, 0);
    expect(bytes, `${(bytes / 1e6).toFixed(1)} MB`).toBeLessThanOrEqual(baselinesBudgetBytes());
  });
});
