import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSerial } from '../../src/engine/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import type { TicketLayout } from '../../src/layouts/index.ts';
import { Coverage } from '../../src/state/coverage.ts';
import { ScratchLog } from '../../src/state/scratchLog.ts';
import { scratchStep } from '../../src/state/scratchProgress.ts';
import { createAppStore, DEFAULT_SETTINGS } from '../../src/state/store.ts';
import { MemoryStorage } from '../state/memoryStorage.ts';

/**
 * A hand scratching a zone: passes across its box, top to bottom, at a random spacing, in short
 * random moves, so the zone's share grows by small steps through every value up to whole.
 */
const strokeArb = fc.record({
  pick: fc.nat(),
  spacing: fc.double({ min: 8, max: 26, noNaN: true }),
  moves: fc.array(fc.double({ min: 3, max: 14, noNaN: true }), { minLength: 8, maxLength: 40 }),
});

function strokeOver(
  layout: TicketLayout,
  { pick, spacing, moves }: { pick: number; spacing: number; moves: number[] },
) {
  const b = shapeBounds(layout.zones[pick % layout.zones.length]!.shape);
  const segments: (readonly [number, number, number, number])[] = [];
  let m = 0;
  for (let y = b.y; y <= b.y + b.h; y += spacing) {
    for (let x = b.x - 10; x < b.x + b.w + 10;) {
      const next = x + moves[m++ % moves.length]!;
      segments.push([x, y, next, y]);
      x = next;
    }
  }
  return segments;
}

describe('scratchStep', () => {
  it("follows the player's ticket slice exactly: same log, coverage and revealed zones (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 }),
          formatSerial({ game: 'months', seed: 'demo', block: 0, index: 17 }),
        ),
        strokeArb,
        (serial, stroke) => {
          const store = createAppStore({ storage: new MemoryStorage(), now: () => new Date(0), newSeed: () => 'demo' });
          if (store.getState().openSerial(serial) !== null) throw new Error(`bad serial ${serial}`);
          const current = store.getState().current!;
          let progress = { log: ScratchLog.empty(), coverage: Coverage.empty(current.layout), replayed: 0 };
          let revealed: readonly boolean[] = current.revealed;
          const differences: string[] = []; // one expect at the end: thousands per run are slow
          for (const [x0, y0, x1, y1] of strokeOver(current.layout, stroke)) {
            store.getState().scratch(x0, y0, x1, y1);
            const step = scratchStep(progress, revealed, { x0, y0, x1, y1 }, DEFAULT_SETTINGS.revealThresholdRatio);
            progress = step.progress;
            revealed = step.revealed;
            const player = store.getState();
            if (player.current!.settled) break; // the player stops logging once settled
            if (revealed.join() !== player.current!.revealed.join()) differences.push(`revealed ${revealed.join()}`);
            if (progress.log.length !== player.progress!.log.length) differences.push('log length');
            const ratios = (c: typeof progress.coverage) => current.layout.zones.map((_, z) => c.ratio(z)).join();
            if (ratios(progress.coverage) !== ratios(player.progress!.coverage)) differences.push('coverage');
          }
          expect(differences).toEqual([]);
          expect(progress.log.encode()).toBe(store.getState().progress!.log.encode());
        },
      ),
      { numRuns: 80 },
    );
  });

  it('keeps the same revealed array when nothing is revealed, and never changes the values it was given', () => {
    const store = createAppStore({ storage: new MemoryStorage(), now: () => new Date(0), newSeed: () => 'demo' });
    store.getState().openSerial('P.demo.0.0000017.G137');
    const layout = store.getState().current!.layout;
    const progress = { log: ScratchLog.empty(), coverage: Coverage.empty(layout), replayed: 0 };
    const revealed = layout.zones.map(() => false);
    const miss = scratchStep(progress, revealed, { x0: 1, y0: 1, x1: 2, y1: 2 }, 0.6);
    expect(miss.revealed).toBe(revealed);
    let step = { progress, revealed: revealed as readonly boolean[] };
    for (let y = 0; y < 900; y += 8)
      step = scratchStep(step.progress, step.revealed, { x0: 0, y0: y, x1: 600, y1: y }, 0.6);
    expect(step.revealed.every(Boolean)).toBe(true);
    expect(revealed.some(Boolean)).toBe(false);
    expect(progress.log.length).toBe(0);
    expect(progress.coverage.overall()).toBe(0);
  });
});
