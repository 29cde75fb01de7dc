import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FaceMetrics } from '../../src/fonts/faces.ts';
import { LANGS, MESSAGES } from '../../src/i18n/index.ts';
import { pointInShape } from '../../src/layouts/geometry.ts';
import { designIds, getLayout } from '../../src/layouts/index.ts';
import { scratchHereLabel } from '../../src/render/scratchHereLabel.ts';
import { contentBox } from '../../src/render/shapes.ts';

/** The face the covers print the label in (src/render/coverArt.ts), as the page fetches it. */
const face = JSON.parse(
  readFileSync(new URL('../../src/fonts/data/fredoka-600.metrics.json', import.meta.url), 'utf8'),
) as FaceMetrics;
const noMissing = (char: string): never => {
  throw new Error(`the label's face lacks "${char}"`);
};

describe('“Grattez ici” on a cover', () => {
  it.each(LANGS)('is printed on every zone of every design, its ink and its shadow inside the zone (%s)', (lang) => {
    const text = MESSAGES[lang].scratchHere;
    for (const design of designIds) {
      for (const zone of getLayout(design).zones) {
        const where = `${design} ${zone.id}`;
        const label = scratchHereLabel(zone, text, face, noMissing);
        expect(label, where).not.toBeNull();
        const { lines, size, maxSize } = label!;
        expect(size, where).toBeLessThanOrEqual(maxSize);
        expect(
          lines.map((l) => l.line.glyphs.length).reduce((a, b) => a + b),
          where,
        ).toBeGreaterThan(0);
        const scale = size / face.unitsPerEm;
        const outside: string[] = [];
        for (const { line, x, y } of lines) {
          // The line's ink, from its pen's start to its end, and the white copy printed 6 % of
          // the size lower beneath it: each sampled on a fine grid.
          const left = x;
          const right = x + line.advance * scale;
          const top = y - line.yMax * scale;
          const bottom = y - line.yMin * scale + size * 0.06;
          for (let i = 0; i <= 40; i++)
            for (let j = 0; j <= 12; j++) {
              const px = left + ((right - left) * i) / 40;
              const py = top + ((bottom - top) * j) / 12;
              if (!pointInShape(zone.shape, px, py)) outside.push(`(${px.toFixed(1)}, ${py.toFixed(1)})`);
            }
        }
        expect(outside, `${where}: ${label!.text} at ${size.toFixed(1)}`).toEqual([]);
      }
    }
  });

  it('is left off a zone too small to hold it at 6 units', () => {
    const zone = getLayout('dog').zones[0]!;
    const centre = contentBox(zone);
    const [cx, cy] = [centre.x + centre.w / 2, centre.y + centre.h / 2];
    // 18 units high, a zone prints its label at most 4.3 units high: none; twice as large, it does.
    const at = (rx: number) => ({ ...zone, shape: [{ kind: 'ellipse' as const, cx, cy, rx, ry: rx / 2 }] });
    expect(scratchHereLabel(at(18), MESSAGES.fr.scratchHere, face, noMissing)).toBeNull();
    expect(scratchHereLabel(at(36), MESSAGES.fr.scratchHere, face, noMissing)?.size).toBeGreaterThanOrEqual(6);
  });
});
