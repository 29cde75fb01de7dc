import { BRUSH_RADIUS_UNITS } from '../../src/state/brush.ts';

/** Passes of the coin at most this far apart (ticket units): a little less than its width, so they overlap. */
export const PASS_STEP_UNITS = 1.8 * BRUSH_RADIUS_UNITS;

/** A box in page (or viewport) pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * The points of one stroke over `box`, like a player with a coin: horizontal passes to and fro,
 * `overshootPx` past each side, as far apart as the coin allows (`unitPx` page pixels per ticket
 * unit). The app draws the coin along the segment between two pointer positions, so a pass is one
 * move: each move a browser must answer with a frame, and few moves cover the box as well as many.
 */
export function coinPasses(box: Box, unitPx: number, overshootPx = 4): { x: number; y: number }[] {
  const rows = Math.ceil(box.h / (PASS_STEP_UNITS * unitPx));
  const sides = [box.x - overshootPx, box.x + box.w + overshootPx] as const;
  const points: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++) {
    const y = box.y + (box.h * (row + 0.5)) / rows;
    points.push({ x: sides[row % 2]!, y }, { x: sides[(row + 1) % 2]!, y });
  }
  return points;
}
