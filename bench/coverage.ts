import { Sfc32 } from '../src/engine/rng.ts';
import { layouts } from '../src/layouts/index.ts';
import { Coverage } from '../src/state/coverage.ts';
import { BRUSH_RADIUS_UNITS, createAppStore } from '../src/state/store.ts';

/**
 * Cost of one pointer event's worth of scratching: a brush segment applied to the CPU coverage
 * grids (the per-event work), and the whole store action (log + coverage + reveal check + set).
 * Paths are seeded zig-zags over the ticket, with 2–10 ticket units between events as a finger
 * or mouse produces them.
 */
export interface CoverageResult {
  readonly design: string;
  readonly what: string;
  readonly events: number;
  readonly nsPerEvent: number;
}

function path(events: number, width: number, height: number, seed: number): Float64Array {
  const rng = new Sfc32();
  rng.reseed(seed, 7, 0);
  const points = new Float64Array(2 * (events + 1));
  let x = width / 2;
  let y = height / 2;
  let angle = 0;
  for (let i = 0; i <= events; i++) {
    angle += (rng.nextUint32() / 2 ** 32 - 0.5) * 0.8;
    const step = 2 + (rng.nextUint32() / 2 ** 32) * 8;
    x += Math.cos(angle) * step;
    y += Math.sin(angle) * step;
    if (x < 0 || x > width) angle = Math.PI - angle;
    if (y < 0 || y > height) angle = -angle;
    x = Math.min(width, Math.max(0, x));
    y = Math.min(height, Math.max(0, y));
    points[2 * i] = x;
    points[2 * i + 1] = y;
  }
  return points;
}

function best(runs: number, fn: () => number): number {
  let min = Infinity;
  for (let r = 0; r < runs; r++) min = Math.min(min, fn());
  return min;
}

export function benchCoverage(events = 200_000): CoverageResult[] {
  const results: CoverageResult[] = [];
  for (const layout of Object.values(layouts)) {
    const points = path(events, layout.width, layout.height, 42);
    const ns = best(5, () => {
      let coverage = Coverage.empty(layout);
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < events; i++) {
        coverage = coverage.scratchSegment(
          points[2 * i]!,
          points[2 * i + 1]!,
          points[2 * i + 2]!,
          points[2 * i + 3]!,
          BRUSH_RADIUS_UNITS,
        );
      }
      return Number(process.hrtime.bigint() - t0) / events;
    });
    results.push({ design: layout.design, what: 'coverage grid update', events, nsPerEvent: ns });

    const storeNs = best(3, () => {
      const store = createAppStore({
        storage: {
          getItem: () => null,
          setItem: () => undefined,
          removeItem: () => undefined,
          key: () => null,
          length: 0,
        },
        now: () => new Date(0),
        newSeed: () => 'bench',
        saveDelayMs: 1e9,
      });
      // A synchronous storage: the purchase is made when `buy` returns.
      if (layout.design === 'months') void store.getState().buy('months');
      else void store.getState().buy('paws', layout.design);
      store.getState().setRevealThreshold(1); // keep every zone open so all events do full work
      const { scratch } = store.getState();
      const n = Math.min(events, 60_000); // the log stops recording at 65,536 segments
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < n; i++) scratch(points[2 * i]!, points[2 * i + 1]!, points[2 * i + 2]!, points[2 * i + 3]!);
      const elapsed = Number(process.hrtime.bigint() - t0) / n;
      store.getState().dispose(); // clears the pending save timer
      return elapsed;
    });
    results.push({
      design: layout.design,
      what: 'store scratch() action',
      events: Math.min(events, 60_000),
      nsPerEvent: storeNs,
    });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of benchCoverage()) console.log(`${r.design}\t${r.what}\t${r.nsPerEvent.toFixed(0)} ns/event`);
}
