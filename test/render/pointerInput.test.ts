import { describe, expect, it } from 'vitest';
import { isScratchContact, MIN_STEP_UNITS, StrokeCoalescer } from '../../src/render/pointerInput.ts';

describe('StrokeCoalescer', () => {
  it('starts a stroke with a dot', () => {
    const stroke = new StrokeCoalescer();
    expect(stroke.start(10, 20)).toEqual([10, 20, 10, 20]);
    expect(stroke.isActive).toBe(true);
  });

  it('emits one segment per move of at least the minimum step, chained end to start', () => {
    const stroke = new StrokeCoalescer(1.5);
    stroke.start(0, 0);
    expect(stroke.move(5, 0)).toEqual([0, 0, 5, 0]);
    expect(stroke.move(5, 5)).toEqual([5, 0, 5, 5]);
  });

  it('coalesces short moves into the next long enough one', () => {
    const stroke = new StrokeCoalescer(1.5);
    stroke.start(0, 0);
    expect(stroke.move(0.5, 0)).toBeNull();
    expect(stroke.move(1, 0)).toBeNull();
    expect(stroke.move(1.6, 0)).toEqual([0, 0, 1.6, 0]);
  });

  it('emits the coalesced remainder when the stroke ends', () => {
    const stroke = new StrokeCoalescer(1.5);
    stroke.start(0, 0);
    stroke.move(1, 1);
    expect(stroke.end()).toEqual([0, 0, 1, 1]);
    expect(stroke.isActive).toBe(false);
  });

  it('emits nothing at the end when nothing moved since the last segment', () => {
    const stroke = new StrokeCoalescer(1.5);
    stroke.start(0, 0);
    stroke.move(10, 0);
    expect(stroke.end()).toBeNull();
  });

  it('ignores moves and ends outside a stroke', () => {
    const stroke = new StrokeCoalescer();
    expect(stroke.move(10, 10)).toBeNull();
    expect(stroke.end()).toBeNull();
  });

  it('never leaves a gap: consecutive segments share their ends', () => {
    const stroke = new StrokeCoalescer(MIN_STEP_UNITS);
    const segments = [stroke.start(0, 0)];
    for (let i = 1; i <= 200; i++) {
      const s = stroke.move(i * 0.7, Math.sin(i / 5) * 10);
      if (s) segments.push(s);
    }
    const last = stroke.end();
    if (last) segments.push(last);
    for (let i = 1; i < segments.length; i++) {
      expect(segments[i]![0]).toBe(segments[i - 1]![2]);
      expect(segments[i]![1]).toBe(segments[i - 1]![3]);
    }
    expect(segments.at(-1)![2]).toBeCloseTo(140, 10);
    // Far fewer segments than moves, but every one long enough (the final remainder aside).
    expect(segments.length).toBeLessThan(200);
    for (const s of segments.slice(1, -1))
      expect(Math.hypot(s[2] - s[0], s[3] - s[1])).toBeGreaterThanOrEqual(MIN_STEP_UNITS);
  });
});

describe('isScratchContact', () => {
  it.each([
    [0, true, true], // left mouse button, a touch, a pen tip
    [1, true, false], // middle button
    [2, true, false], // right button, or a pen's barrel button
    [5, true, false], // a pen's eraser
    [0, false, false], // a second finger
  ])('button %d, primary %s → %s', (button, isPrimary, expected) => {
    expect(isScratchContact({ button, isPrimary })).toBe(expected);
  });
});
