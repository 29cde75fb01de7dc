import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSerial } from '../../src/engine/index.ts';
import { Coverage } from '../../src/state/coverage.ts';
import { ScratchLog } from '../../src/state/scratchLog.ts';
import { scratchStep } from '../../src/state/scratchProgress.ts';
import { createAppStore, DEFAULT_SETTINGS } from '../../src/state/store.ts';
import { MemoryStorage } from '../state/memoryStorage.ts';

const segmentArb = fc.tuple(
  fc.double({ min: -30, max: 630, noNaN: true }),
  fc.double({ min: -30, max: 930, noNaN: true }),
  fc.double({ min: -30, max: 630, noNaN: true }),
  fc.double({ min: -30, max: 930, noNaN: true }),
);

describe('scratchStep', () => {
  it("follows the player's ticket slice exactly: same log, coverage and revealed zones (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 }),
          formatSerial({ game: 'months', seed: 'demo', block: 0, index: 17 }),
        ),
        fc.array(segmentArb, { maxLength: 60 }),
        (serial, segments) => {
          const store = createAppStore({ storage: new MemoryStorage(), now: () => new Date(0), newSeed: () => 'demo' });
          if (!store.getState().openSerial(serial)) throw new Error(`bad serial ${serial}`);
          const current = store.getState().current!;
          let progress = { log: ScratchLog.empty(), coverage: Coverage.empty(current.layout) };
          let revealed: readonly boolean[] = current.revealed;
          for (const [x0, y0, x1, y1] of segments) {
            store.getState().scratch(x0, y0, x1, y1);
            const step = scratchStep(progress, revealed, { x0, y0, x1, y1 }, DEFAULT_SETTINGS.revealThresholdRatio);
            progress = step.progress;
            revealed = step.revealed;
            const player = store.getState();
            if (player.current!.settled) break; // the player stops logging once settled
            expect(revealed).toEqual(player.current!.revealed);
            expect(progress.log.encode()).toBe(player.progress!.log.encode());
            current.layout.zones.forEach((_, z) =>
              expect(progress.coverage.ratio(z)).toBe(player.progress!.coverage.ratio(z)),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps the same revealed array when nothing is revealed, and never changes the values it was given', () => {
    const store = createAppStore({ storage: new MemoryStorage(), now: () => new Date(0), newSeed: () => 'demo' });
    store.getState().openSerial('P.demo.0.0000017.G137');
    const layout = store.getState().current!.layout;
    const progress = { log: ScratchLog.empty(), coverage: Coverage.empty(layout) };
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
