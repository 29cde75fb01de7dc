import { describe, expect, it } from 'vitest';
import { takeBootInput, type BootInput } from '../../src/render/bootInput.ts';

/** A boot input that has kept `points`, and records whether it was closed. */
function bootWith(points: { kind: 0 | 1 | 2; x: number; y: number }[]) {
  let closed = false;
  const input: BootInput = {
    shown: Promise.resolve(),
    take: (onPoint) => points.forEach(onPoint),
    close: () => void (closed = true),
  };
  return { input, closed: () => closed };
}

describe('strokes taken on the boot still', () => {
  it('reach the ticket as segments in ticket units, a dot then one per move, then the boot is closed', () => {
    const boot = bootWith([
      { kind: 0, x: 0.5, y: 0.5 },
      { kind: 1, x: 0.6, y: 0.5 },
      { kind: 1, x: 0.6, y: 0.5 }, // no move: no segment
      { kind: 2, x: 0.6 + 1 / 600, y: 0.5 },
      { kind: 1, x: 0.9, y: 0.9 }, // no stroke under way
      { kind: 0, x: 0, y: 1 },
    ]);
    const segments: number[][] = [];
    takeBootInput(
      boot.input,
      () => ({ width: 600, height: 900 }),
      (...s) => segments.push(s.map((v) => Math.round(v * 100) / 100)),
    );
    expect(segments).toEqual([
      [300, 450, 300, 450],
      [300, 450, 360, 450],
      [360, 450, 361, 450],
      [0, 900, 0, 900],
    ]);
    expect(boot.closed()).toBe(true);
  });

  it('drops them when there is no ticket', () => {
    const boot = bootWith([{ kind: 0, x: 0.5, y: 0.5 }]);
    const segments: unknown[] = [];
    takeBootInput(
      boot.input,
      () => null,
      (...s) => segments.push(s),
    );
    expect(segments).toEqual([]);
    expect(boot.closed()).toBe(true);
  });
});
