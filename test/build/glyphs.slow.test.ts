import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glyphFiles, GLYPHS_DIR, relativePathData } from '../../build/glyphs.ts';

describe('src/fonts/data', () => {
  it('is what `npm run glyphs` writes from the installed fonts (run it after a font update)', () => {
    const expected = glyphFiles();
    expect(readdirSync(GLYPHS_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) {
      expect(readFileSync(join(GLYPHS_DIR, name), 'utf8') === content, `${name} is stale`).toBe(true);
    }
  });
});

describe('relativePathData', () => {
  it('writes whole units, y down, each point relative to the last; a close returns to the contour’s start', () => {
    const d = relativePathData([
      { command: 'moveTo', args: [10.4, 20] },
      { command: 'lineTo', args: [30, 20.6] },
      { command: 'quadraticCurveTo', args: [40, 0, 50, -10] },
      { command: 'closePath', args: [] },
      { command: 'moveTo', args: [12, 20] },
    ]);
    expect(d).toBe('m10-20l20-1q10 21 20 31zm2 0');
  });
});
