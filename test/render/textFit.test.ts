import { describe, expect, it } from 'vitest';
import { pointInShape, shapeBounds } from '../../src/layouts/geometry.ts';
import { designIds, getLayout } from '../../src/layouts/index.ts';
import { fitFontSize, splitInTwoLines } from '../../src/fonts/fitText.ts';
import { contentBox } from '../../src/render/shapes.ts';
import { insetBox, largestCenteredBox } from '../../src/render/textFit.ts';

describe('fitFontSize', () => {
  it('keeps the largest size when the text fits', () => {
    // 100 wide and 70 high at size 100 → 20 × 14 at size 20, in a 50 × 30 box.
    expect(fitFontSize(100, 70, 100, 50, 30, 20)).toBe(20);
  });

  it('shrinks a long text to the box width', () => {
    // "VINGT MILLE EUROS": 900 wide at 100 → 144 / 9 = 16 in a 144-wide box.
    expect(fitFontSize(900, 72, 100, 144, 22, 30)).toBeCloseTo(16, 10);
  });

  it('shrinks a tall text to the box height', () => {
    expect(fitFontSize(100, 80, 100, 1000, 20, 50)).toBeCloseTo(25, 10);
  });

  it('is never negative, and ignores zero measurements', () => {
    expect(fitFontSize(0, 0, 100, 10, 10, 12)).toBe(12);
    expect(fitFontSize(100, 70, 100, -5, 10, 12)).toBe(0);
  });
});

describe('largestCenteredBox', () => {
  const inCircle = (x: number, y: number) => x * x + y * y <= 100; // radius 10

  it('finds the widest box of a given aspect inside a circle', () => {
    const box = largestCenteredBox(inCircle, 0, 0, 1, 100)!;
    // A square inscribed in a circle of radius 10 has side 10·√2.
    expect(box.w).toBeCloseTo(10 * Math.SQRT2, 3);
    expect(box.x).toBeCloseTo(-box.w / 2, 10);
  });

  it('stops at the maximum width when the shape is larger', () => {
    expect(largestCenteredBox(() => true, 5, 5, 2, 40)).toEqual({ x: -15, y: -5, w: 40, h: 20 });
  });

  it('returns null when the centre is outside the shape', () => {
    expect(largestCenteredBox(inCircle, 50, 50, 1, 10)).toBeNull();
  });

  it('finds boxes wholly inside every zone of every design, from where the painter centres "Grattez ici"', () => {
    // The search samples a box on a 7 × 7 grid; a zone is a union of shapes, which need not be
    // convex. Every box it gives, for one line (wide) or two (narrower), is checked here on a grid
    // ten times as fine, from the centre the cover's painter uses (src/render/coverArt.ts).
    const n = 71;
    for (const design of designIds) {
      for (const zone of getLayout(design).zones) {
        const inside = (x: number, y: number) => pointInShape(zone.shape, x, y);
        const centre = contentBox(zone);
        const bounds = shapeBounds(zone.shape);
        for (const aspect of [1.5, 3, 5, 8]) {
          const box = largestCenteredBox(inside, centre.x + centre.w / 2, centre.y + centre.h / 2, aspect, bounds.w);
          expect(box, `${design} ${zone.id} ${aspect}`).not.toBeNull();
          const outside: string[] = [];
          for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++) {
              const x = box!.x + (box!.w * i) / (n - 1);
              const y = box!.y + (box!.h * j) / (n - 1);
              if (!inside(x, y)) outside.push(`(${x.toFixed(2)}, ${y.toFixed(2)})`);
            }
          expect(outside, `${design} ${zone.id}, aspect ${aspect}`).toEqual([]);
        }
      }
    }
  });
});

describe('splitInTwoLines', () => {
  it.each([
    ['Grattez ici', ['Grattez', 'ici']],
    ['Scratch here', ['Scratch', 'here']],
    ['CENT CINQUANTE EUROS', ['CENT CINQUANTE', 'EUROS']],
    ['Bonus', null],
  ])('splits %s', (text, lines) => {
    expect(splitInTwoLines(text)).toEqual(lines);
  });
});

describe('insetBox', () => {
  it('shrinks a box on every side, never below zero size', () => {
    expect(insetBox({ x: 0, y: 0, w: 10, h: 4 }, 1)).toEqual({ x: 1, y: 1, w: 8, h: 2 });
    expect(insetBox({ x: 0, y: 0, w: 10, h: 4 }, 3)).toEqual({ x: 3, y: 2, w: 4, h: 0 });
  });
});
