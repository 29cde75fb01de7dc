import { describe, expect, it } from 'vitest';
import { pointInShape } from '../../src/layouts/geometry.ts';
import { getLayout } from '../../src/layouts/index.ts';
import { fitFontSize, splitInTwoLines } from '../../src/fonts/fitText.ts';
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

  it('keeps "Grattez ici" on every zone of every design inside the zone', () => {
    for (const design of ['dog', 'cat', 'months'] as const) {
      for (const zone of getLayout(design).zones) {
        const inside = (x: number, y: number) => pointInShape(zone.shape, x, y);
        const b = zone.shape[0]!;
        const cx = b.kind === 'ellipse' ? b.cx : b.kind === 'rect' ? b.x + b.w / 2 : b.points[0]![0];
        const cy =
          b.kind === 'ellipse' ? b.cy : b.kind === 'rect' ? b.y + b.h / 2 : (b.points[0]![1] + b.points[1]![1]) / 2;
        const box = largestCenteredBox(inside, cx, cy, 4, 400);
        if (box === null) continue;
        for (const [x, y] of [
          [box.x, box.y],
          [box.x + box.w, box.y],
          [box.x, box.y + box.h],
          [box.x + box.w, box.y + box.h],
        ] as const) {
          expect(inside(x, y), `${design} ${zone.id}`).toBe(true);
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
