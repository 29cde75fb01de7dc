import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointInShape } from '../../src/layouts/geometry.ts';
import { getLayout, layouts, type TicketLayout } from '../../src/layouts/index.ts';
import { BRUSH_RADIUS_UNITS } from '../../src/state/brush.ts';
import { Coverage } from '../../src/state/coverage.ts';
import { REVEAL_THRESHOLD_RATIO } from '../../src/embed/embedStore.ts';
import { ATTRACT_MAX_SHARE, AttractDemo, stillCoin } from '../../src/embed/attract.ts';

/** The coverage the demonstration's logged strokes make (what the picture shows), per zone. */
function shownShares(demo: AttractDemo, layout: TicketLayout): number[] {
  let coverage = Coverage.empty(layout);
  demo.log.forEach((x0, y0, x1, y1) => {
    coverage = coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
  });
  return layout.zones.map((_, z) => coverage.ratio(z));
}

describe('the attract mode coin', () => {
  it.each(Object.values(layouts))(
    'demonstrates every $design zone in turn, restoring the covers each time, scratching at most half the reveal share',
    (layout) => {
      const demo = new AttractDemo(layout, 'P.demo.0.0000017.G137');
      let peakShown = 0;
      let sawScratches = false;
      let restored = 0;
      let previousLoops = 0;
      for (let now = 0; demo.loops < layout.zones.length + 1; now += 16) {
        demo.advance(now);
        const shares = shownShares(demo, layout);
        peakShown = Math.max(peakShown, ...shares);
        if (demo.log.length > 0) sawScratches = true;
        if (demo.loops !== previousLoops) {
          // The covers came back whole.
          expect(demo.log.length).toBe(0);
          restored++;
          previousLoops = demo.loops;
        }
        expect(now).toBeLessThan(120_000);
      }
      expect(sawScratches).toBe(true);
      expect(restored).toBe(layout.zones.length + 1);
      expect(demo.peakShare).toBeGreaterThan(ATTRACT_MAX_SHARE * 0.8); // it does scratch, visibly
      expect(demo.peakShare).toBeLessThanOrEqual(ATTRACT_MAX_SHARE);
      expect(demo.peakShare).toBeLessThanOrEqual(REVEAL_THRESHOLD_RATIO / 2); // far from revealing a zone
      // What the painter draws (quantised strokes) stays as far from revealing.
      expect(peakShown).toBeLessThan(REVEAL_THRESHOLD_RATIO);
    },
  );

  it('gives the same frames for the same times', () => {
    const a = new AttractDemo(getLayout('months'), 'seed-b');
    const b = new AttractDemo(getLayout('months'), 'seed-b');
    for (let now = 0; now < 5_000; now += 33) {
      a.advance(now);
      b.advance(now);
      expect(b.coin).toEqual(a.coin);
      expect(b.log.encode()).toBe(a.log.encode());
    }
  });

  it('moves the coin at a steady pace whatever the frame rate, and a long pause does not make it jump', () => {
    const demo = new AttractDemo(getLayout('dog'), 'seed');
    demo.advance(0);
    const start = demo.coin!;
    demo.advance(60_000); // a tab hidden for a minute
    const moved = Math.hypot(demo.coin!.x - start.x, demo.coin!.y - start.y);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(40);
  });

  it('always ends a step and stays within its share, whatever the frame times (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(layouts)),
        fc.string({ maxLength: 12 }),
        fc.array(fc.double({ min: 0, max: 250, noNaN: true }), { minLength: 1, maxLength: 400 }),
        (layout, seed, gaps) => {
          const demo = new AttractDemo(layout, seed);
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            demo.advance(now);
            expect(demo.peakShare).toBeLessThanOrEqual(ATTRACT_MAX_SHARE);
          }
          expect(Math.max(...shownShares(demo, layout))).toBeLessThan(REVEAL_THRESHOLD_RATIO);
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(Object.values(layouts))('rests a still coin on a $design zone when motion is reduced', (layout) => {
    const coin = stillCoin(layout, 'seed')!;
    expect(layout.zones.some((zone) => pointInShape(zone.shape, coin.x, coin.y))).toBe(true);
  });
});
