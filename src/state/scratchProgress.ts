import { BRUSH_RADIUS_UNITS } from './brush.ts';
import type { ScratchProgress } from './ticketSlice.ts';

/** A ticket's scratch progress after one brush segment, and which zones show now. */
export interface ScratchStep {
  readonly progress: ScratchProgress;
  readonly revealed: readonly boolean[]; // the same array as given when no zone was revealed
}

/**
 * One brush segment (ticket units) over a ticket: the segment is logged, the coverage grows, and
 * every zone it pushed past `thresholdRatio` is revealed. The rule of the player's ticket slice,
 * as a pure function for hosts with a state of their own (the embed); values are replaced, never
 * changed. `progress` must be caught up (`replayed` equal to its log's length): hosts that replay a
 * restored log in batches (the player) scratch only once it is.
 */
export function scratchStep(
  progress: ScratchProgress,
  revealed: readonly boolean[],
  segment: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number },
  thresholdRatio: number,
): ScratchStep {
  const { x0, y0, x1, y1 } = segment;
  const coverage = progress.coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
  const log = progress.log.append(x0, y0, x1, y1);
  const next = { log, coverage, replayed: log.length };
  if (coverage === progress.coverage) return { progress: next, revealed };
  let out = revealed;
  for (let z = 0; z < revealed.length; z++) {
    if (!revealed[z] && (coverage.changed & (1 << Math.min(z, 31))) !== 0 && coverage.ratio(z) >= thresholdRatio) {
      if (out === revealed) out = [...revealed];
      (out as boolean[])[z] = true;
    }
  }
  return { progress: next, revealed: out };
}
