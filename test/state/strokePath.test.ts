import { describe, expect, it } from 'vitest';
import { getLayout, layouts } from '../../src/layouts/index.ts';
import {
  followPath,
  PathWalker,
  revealedAt,
  strokePath,
  type PathPoint,
  type Stroke,
} from '../../src/state/strokePath.ts';

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
    const layout = getLayout('months');
    expect(strokePath(layout, 'a')).toEqual(strokePath(layout, 'a'));
    expect(strokePath(layout, 'a')).not.toEqual(strokePath(layout, 'b'));
  });

  it('visits zones one at a time, top row first, each row from the left', () => {
    const first: Stroke = strokePath(getLayout('dog'), 'order').strokes[0]!;
    const start: PathPoint = first.points[0]!;
    expect(Math.hypot(start.x - first.points[1]!.x, start.y - first.points[1]!.y)).toBeLessThan(10);
    const order = strokePath(getLayout('dog'), 'order').strokes.map((s) => s.zone);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('stops where asked: a share of the surface, or a distance', () => {
    const layout = getLayout('cat');
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

describe('PathWalker', () => {
  it('walks step by step with logs that grow from each other, to the end', () => {
    const layout = getLayout('months');
    const path = strokePath(layout, 'steps');
    const walker = new PathWalker(layout, path);
    let previous = walker.progress.log;
    let steps = 0;
    while (!walker.done) {
      const progress = walker.advance(40);
      expect(progress.log.extends(previous)).toBe(true);
      previous = progress.log;
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
    expect(walker.progress.coin).toBeNull();
    const all = followPath(layout, path, Infinity);
    layout.zones.forEach((_, z) => expect(walker.progress.coverage.ratio(z)).toBeCloseTo(all.coverage.ratio(z), 1));
  });

  it('leaves a zone once it is scratched enough, as a player does, and so travels less', () => {
    const layout = getLayout('dog');
    const path = strokePath(layout, 'leave');
    const full = new PathWalker(layout, path);
    full.advance(Infinity);
    const leaving = new PathWalker(layout, path, { leaveAt: 0.6 });
    leaving.advance(Infinity);
    const coverage = leaving.progress.coverage;
    layout.zones.forEach((_, z) => {
      expect(coverage.ratio(z), `zone ${z}`).toBeGreaterThanOrEqual(0.6);
      expect(coverage.ratio(z), `zone ${z}`).toBeLessThan(0.9);
    });
    expect(leaving.travelled).toBeLessThan(full.travelled * 0.85);
  });

  it('counts pen-up travel between zones at hopCost, gliding the coin there', () => {
    const layout = getLayout('cat');
    const path = strokePath(layout, 'hop');
    const free = new PathWalker(layout, path);
    free.advance(Infinity);
    const paid = new PathWalker(layout, path, { hopCost: 0.5 });
    paid.advance(Infinity);
    expect(paid.travelled).toBeGreaterThan(free.travelled);
    expect(paid.progress.log.length).toBe(free.progress.log.length);
    // Somewhere during a hop the coin is off the scribbles, between two zones.
    const walker = new PathWalker(layout, path, { hopCost: 0.5 });
    const first = path.strokes[0]!.points;
    let pen = first[0]!;
    for (let i = 1; i < first.length; i++) pen = first[i]!;
    walker.advance(first.slice(1).reduce((d, p, i) => d + Math.hypot(p.x - first[i]!.x, p.y - first[i]!.y), 0) + 1e-6);
    const mid = walker.advance(5).coin!;
    expect(Math.hypot(mid.x - pen.x, mid.y - pen.y)).toBeCloseTo(10, 5); // 5 units at half cost
  });
});
