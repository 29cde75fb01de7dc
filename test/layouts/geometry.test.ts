import { describe, it, expect } from 'vitest';
import {
  pastEdges,
  partBounds,
  pointInPart,
  pointInShape,
  rectInShape,
  rectSamplePoints,
  rectTouchesShape,
  shapeBounds,
  shapesOverlap,
  slotRect,
  type ShapePart,
} from '../../src/layouts/geometry';

const ellipse: ShapePart = { kind: 'ellipse', cx: 100, cy: 50, rx: 40, ry: 20 };
const sharpRect: ShapePart = { kind: 'rect', x: 10, y: 10, w: 100, h: 50, r: 0 };
const roundRect: ShapePart = { kind: 'rect', x: 10, y: 10, w: 100, h: 50, r: 20 };
const triangle: ShapePart = {
  kind: 'polygon',
  points: [
    [0, 0],
    [100, 0],
    [0, 100],
  ],
};
// An L shape (concave): the square 0..100 minus the quadrant x > 50, y < 50.
const lShape: ShapePart = {
  kind: 'polygon',
  points: [
    [0, 0],
    [50, 0],
    [50, 50],
    [100, 50],
    [100, 100],
    [0, 100],
  ],
};
// A self-intersecting pentagram: under the even-odd rule its centre is outside.
const pentagram: ShapePart = {
  kind: 'polygon',
  points: [0, 2, 4, 1, 3].map((k): [number, number] => {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
    return [50 + 50 * Math.cos(a), 50 + 50 * Math.sin(a)];
  }),
};

describe('pointInPart', () => {
  const cases: [string, ShapePart, number, number, boolean][] = [
    ['ellipse centre', ellipse, 100, 50, true],
    ['ellipse right vertex (boundary)', ellipse, 140, 50, true],
    ['ellipse just past right vertex', ellipse, 140.5, 50, false],
    ['ellipse top vertex (boundary)', ellipse, 100, 30, true],
    ['ellipse just above top vertex', ellipse, 100, 29.5, false],
    ['ellipse bounding-box corner', ellipse, 138, 32, false],
    ['ellipse inside near the diagonal', ellipse, 125, 62, true],
    ['sharp rect corner', sharpRect, 10, 10, true],
    ['sharp rect opposite corner', sharpRect, 110, 60, true],
    ['sharp rect outside left', sharpRect, 9.9, 30, false],
    ['sharp rect outside below', sharpRect, 50, 60.1, false],
    ['rounded rect: bounding corner is cut', roundRect, 11, 11, false],
    ['rounded rect: bottom-right corner is cut', roundRect, 109, 59, false],
    ['rounded rect: inside the corner arc', roundRect, 18, 18, true],
    ['rounded rect: on an edge, away from corners', roundRect, 60, 10, true],
    ['rounded rect: left edge midpoint', roundRect, 10, 35, true],
    ['rounded rect: centre', roundRect, 60, 35, true],
    ['triangle inside', triangle, 20, 20, true],
    ['triangle beyond the hypotenuse', triangle, 60, 60, false],
    ['triangle left of it', triangle, -1, 20, false],
    ['L shape: lower arm', lShape, 80, 80, true],
    ['L shape: upper arm', lShape, 20, 20, true],
    ['L shape: the missing quadrant', lShape, 75, 25, false],
    ['L shape: far right', lShape, 120, 80, false],
    ['pentagram: a point of the star', pentagram, 50, 8, true],
    ['pentagram: centre (even-odd hole)', pentagram, 50, 52, false],
    ['pentagram: outside', pentagram, 5, 95, false],
  ];
  it.each(cases)('%s', (_name, part, x, y, want) => {
    expect(pointInPart(part, x, y)).toBe(want);
  });

  it('clamps a corner radius larger than half the side (the rect becomes a stadium)', () => {
    const stadium: ShapePart = { kind: 'rect', x: 0, y: 0, w: 100, h: 20, r: 50 };
    expect(pointInPart(stadium, 50, 1)).toBe(true);
    expect(pointInPart(stadium, 1, 1)).toBe(false);
    expect(pointInPart(stadium, 0, 10)).toBe(true);
  });
});

describe('pointInShape (union)', () => {
  const twoDiscs: ShapePart[] = [
    { kind: 'ellipse', cx: 20, cy: 20, rx: 10, ry: 10 },
    { kind: 'ellipse', cx: 60, cy: 20, rx: 10, ry: 10 },
  ];
  const cases: [string, ShapePart[], number, number, boolean][] = [
    ['in the first part', twoDiscs, 20, 20, true],
    ['in the second part', twoDiscs, 65, 22, true],
    ['in the gap between parts', twoDiscs, 40, 20, false],
    ['empty shape', [], 0, 0, false],
  ];
  it.each(cases)('%s', (_name, shape, x, y, want) => {
    expect(pointInShape(shape, x, y)).toBe(want);
  });
});

describe('bounds', () => {
  it.each([
    ['ellipse', ellipse, { x: 60, y: 30, w: 80, h: 40 }],
    ['rect', roundRect, { x: 10, y: 10, w: 100, h: 50 }],
    ['polygon', lShape, { x: 0, y: 0, w: 100, h: 100 }],
  ] as const)('partBounds of %s', (_name, part, want) => {
    expect(partBounds(part)).toEqual(want);
  });

  it('shapeBounds is the union of the parts', () => {
    expect(shapeBounds([ellipse, triangle])).toEqual({ x: 0, y: 0, w: 140, h: 100 });
    expect(shapeBounds([{ kind: 'ellipse', cx: 5, cy: 5, rx: 1, ry: 2 }])).toEqual({ x: 4, y: 3, w: 2, h: 4 });
  });

  it('shapeBounds of an empty shape is a zero rect', () => {
    expect(shapeBounds([])).toEqual({ x: 0, y: 0, w: 0, h: 0 });
  });
});

describe('rectInShape', () => {
  const pad: ShapePart[] = [{ kind: 'ellipse', cx: 100, cy: 100, rx: 60, ry: 48 }];
  const rounded: ShapePart[] = [{ kind: 'rect', x: 0, y: 0, w: 100, h: 100, r: 20 }];
  // rects as written in JSON, without a corner radius
  const gapped: ShapePart[] = [
    { kind: 'rect', x: 0, y: 0, w: 40, h: 100 },
    { kind: 'rect', x: 60, y: 0, w: 40, h: 100 },
  ];
  const cases: [string, ShapePart[], { x: number; y: number; w: number; h: number }, boolean][] = [
    ['square inscribed in the pad', pad, { x: 64, y: 64, w: 72, h: 72 }, true],
    ['square too big for the pad (corners out)', pad, { x: 58, y: 58, w: 84, h: 84 }, false],
    ['square moved off the pad', pad, { x: 120, y: 64, w: 72, h: 72 }, false],
    ['square entirely outside', pad, { x: 300, y: 300, w: 10, h: 10 }, false],
    ['full rect in a rounded rect (corners cut)', rounded, { x: 0, y: 0, w: 100, h: 100 }, false],
    ['inset rect in a rounded rect', rounded, { x: 6, y: 6, w: 88, h: 88 }, true],
    ['rect over a gap: corners in, middle out', gapped, { x: 10, y: 10, w: 80, h: 80 }, false],
    ['rect in one half of a gapped shape', gapped, { x: 5, y: 5, w: 30, h: 90 }, true],
  ];
  it.each(cases)('%s', (_name, shape, rect, want) => {
    expect(rectInShape(shape, rect)).toBe(want);
  });

  it('samples an n x n grid plus the centre, corners included', () => {
    const pts = rectSamplePoints({ x: 0, y: 0, w: 10, h: 20 }, 5);
    expect(pts).toHaveLength(26);
    expect(pts).toContainEqual([0, 0]);
    expect(pts).toContainEqual([10, 20]);
    expect(pts).toContainEqual([5, 10]);
    expect(rectSamplePoints({ x: 0, y: 0, w: 10, h: 20 }, 1)).toEqual([[5, 10]]);
  });

  it('rectTouchesShape sees a partial overlap that rectInShape rejects', () => {
    const rect = { x: 130, y: 90, w: 60, h: 20 };
    expect(rectInShape(pad, rect)).toBe(false);
    expect(rectTouchesShape(pad, rect)).toBe(true);
    expect(rectTouchesShape(pad, { x: 200, y: 200, w: 5, h: 5 })).toBe(false);
  });
});

describe('shapesOverlap', () => {
  const disc = (cx: number, cy: number, r: number): ShapePart[] => [{ kind: 'ellipse', cx, cy, rx: r, ry: r }];
  const cases: [string, ShapePart[], ShapePart[], boolean][] = [
    ['far apart', disc(0, 0, 10), disc(100, 0, 10), false],
    ['bounding boxes meet but discs do not', disc(0, 0, 10), disc(18, 18, 10), false],
    ['clearly overlapping', disc(0, 0, 10), disc(12, 0, 10), true],
    ['one inside the other', disc(0, 0, 30), disc(5, 5, 3), true],
    ['rect and triangle overlapping', [sharpRect], [triangle], true],
    [
      'triangle and a rect beyond its hypotenuse',
      [triangle],
      [{ kind: 'rect', x: 60, y: 60, w: 30, h: 30, r: 0 }],
      false,
    ],
  ];
  it.each(cases)('%s', (_name, a, b, want) => {
    expect(shapesOverlap(a, b)).toBe(want);
    expect(shapesOverlap(b, a)).toBe(want);
  });
});

describe('small helpers', () => {
  it('slotRect turns a slot into a square rect', () => {
    expect(slotRect({ x: 3, y: 4, size: 5 })).toEqual({ x: 3, y: 4, w: 5, h: 5 });
  });
  it.each([
    [{ x: 0, y: 0, w: 600, h: 900 }, []],
    [{ x: 10, y: 10, w: 100, h: 100 }, []],
    [{ x: -1, y: 10, w: 100, h: 100 }, [{ side: 'left', units: 1 }]],
    [{ x: 550, y: 10, w: 51, h: 100 }, [{ side: 'right', units: 1 }]],
    [{ x: 10, y: 850, w: 10, h: 51 }, [{ side: 'bottom', units: 1 }]],
    [
      { x: -2, y: -3, w: 610, h: 910 },
      [
        { side: 'left', units: 2 },
        { side: 'top', units: 3 },
        { side: 'right', units: 8 },
        { side: 'bottom', units: 7 },
      ],
    ],
  ])('pastEdges(%o) in 600x900 is %o', (rect, want) => {
    expect(pastEdges(rect, { width: 600, height: 900 })).toEqual(want);
  });
});
