import { describe, expect, it } from 'vitest';
import { layouts } from '../../src/layouts/index.ts';
import { followPath, revealedAt, strokePath, type PathPoint, type Stroke } from '../../src/state/strokePath.ts';

describe('strokePath', () => {
  it.each(Object.values(layouts))('scratches every $design zone almost whole when followed to the end', (layout) => {
    const path = strokePath(layout, 'whole');
    const done = followPath(layout, path, Infinity);
    expect(done.coin).toBeNull();
    layout.zones.forEach((_, z) => expect(done.coverage.ratio(z), `zone ${z}`).toBeGreaterThan(0.97));
    expect(revealedAt(done.coverage, 0.6).every(Boolean)).toBe(true);
    for (const stroke of path.strokes)
      for (const p of stroke.points) {
        expect(p.x).toBeGreaterThan(-30);
        expect(p.x).toBeLessThan(layout.width + 30);
        expect(p.y).toBeGreaterThan(-30);
        expect(p.y).toBeLessThan(layout.height + 30);
      }
  });

  it('gives the same path for the same seed, and another for another seed', () => {
    const layout = layouts.months;
    expect(strokePath(layout, 'a')).toEqual(strokePath(layout, 'a'));
    expect(strokePath(layout, 'a')).not.toEqual(strokePath(layout, 'b'));
  });

  it('visits zones one at a time, top row first, each row from the left', () => {
    const first: Stroke = strokePath(layouts.dog, 'order').strokes[0]!;
    const start: PathPoint = first.points[0]!;
    expect(Math.hypot(start.x - first.points[1]!.x, start.y - first.points[1]!.y)).toBeLessThan(10);
    const order = strokePath(layouts.dog, 'order').strokes.map((s) => s.zone);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('stops where asked: a share of the surface, or a distance', () => {
    const layout = layouts.cat;
    const path = strokePath(layout, 'part');
    const part = followPath(layout, path, Infinity, (c) => c.overall() >= 0.4);
    expect(part.coverage.overall()).toBeGreaterThanOrEqual(0.4);
    expect(part.coverage.overall()).toBeLessThan(0.43);
    expect(part.coin).not.toBeNull();
    const half = followPath(layout, path, path.length / 2);
    const all = followPath(layout, path, path.length);
    expect(half.log.length).toBeLessThan(all.log.length);
    expect(all.log.extends(half.log)).toBe(false); // separate walks record separate logs
  });
});
