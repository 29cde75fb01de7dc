import { shapeBounds } from '../layouts/geometry.ts';
import type { TicketLayout } from '../layouts/index.ts';
import { BRUSH_RADIUS_UNITS } from '../state/brush.ts';
import { Coverage } from '../state/coverage.ts';
import { ScratchLog } from '../state/scratchLog.ts';
import { strokePath, type PathPoint, type StrokePath } from '../state/strokePath.ts';

/**
 * The demonstration never scratches more than this share of any zone before the covers come back:
 * half the share that reveals a zone, so it shows how scratching feels without revealing anything.
 */
export const ATTRACT_MAX_SHARE = 0.3;

const SPEED_UNITS_PER_MS = 0.32; // the coin's pace while it scratches
const GLIDE_MS = 650; // the coin moves on to the next zone, not touching the ticket
const HOLD_MS = 900; // the scratches stay a moment before the covers come back
const MAX_STEP_MS = 100; // a longer gap (a hidden tab) does not make the coin jump

type Phase = 'scratch' | 'hold' | 'glide';

/**
 * The attract mode's coin: zone after zone, in reading order along the ticket's seeded stroke
 * path, it scratches a little of the zone, lifts, and the covers come back whole; then it glides
 * to the next zone. What it uncovers is the real ticket beneath, never more than `maxShare` of a
 * zone, and nothing of it counts: the visitor's ticket starts untouched.
 *
 * Time comes from the caller (`advance(now)`), so the same times give the same frames.
 */
export class AttractDemo {
  private readonly path: StrokePath;
  private phase: Phase = 'scratch';
  private phaseMs = 0; // time spent in the phase
  private lastNow: number | null = null;
  private stroke = 0; // index in path.strokes of the zone being demonstrated
  private point = 0; // index of the stroke point last reached
  private travelled = 0; // units travelled past that point
  private glideFrom: PathPoint | null = null;
  private coverage: Coverage;
  /** The scratches on show, ticket units. */
  log = ScratchLog.empty();
  /** Where the coin is, ticket units. */
  coin: PathPoint | null;
  /** Zones demonstrated so far (the covers came back after each). */
  loops = 0;
  /** The highest share of any zone the demonstration has had scratched at once. */
  peakShare = 0;

  constructor(
    private readonly layout: TicketLayout,
    seed: string,
    private readonly maxShare = ATTRACT_MAX_SHARE,
  ) {
    this.path = strokePath(layout, seed);
    this.coverage = Coverage.empty(layout);
    this.coin = this.path.strokes[0]?.points[0] ?? null;
  }

  /** Moves the demonstration on to time `now` (ms); true when the picture changed. */
  advance(now: number): boolean {
    const step = this.lastNow === null ? 0 : Math.min(MAX_STEP_MS, Math.max(0, now - this.lastNow));
    this.lastNow = now;
    if (step === 0 || this.path.strokes.length === 0) return false;
    this.phaseMs += step;
    switch (this.phase) {
      case 'scratch':
        this.scratchFor(step);
        return true;
      case 'hold':
        if (this.phaseMs >= HOLD_MS) this.coverUp();
        return this.phase !== 'hold';
      case 'glide': {
        const target = this.path.strokes[this.stroke]!.points[0]!;
        const from = this.glideFrom ?? target;
        const t = Math.min(1, this.phaseMs / GLIDE_MS);
        const eased = t * t * (3 - 2 * t);
        this.coin = { x: from.x + (target.x - from.x) * eased, y: from.y + (target.y - from.y) * eased };
        if (t >= 1) this.enter('scratch');
        return true;
      }
    }
  }

  private enter(phase: Phase): void {
    this.phase = phase;
    this.phaseMs = 0;
  }

  /** Follows the current zone's stroke for `ms`, stopping short of `maxShare` of any zone. */
  private scratchFor(ms: number): void {
    const points = this.path.strokes[this.stroke]!.points;
    let left = ms * SPEED_UNITS_PER_MS;
    // Each turn either spends all that is left or finishes a segment of the stroke: it ends.
    while (left > 0) {
      const a = points[this.point];
      const b = points[this.point + 1];
      if (a === undefined || b === undefined) return this.enter('hold');
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      const remaining = Math.max(0, length - this.travelled);
      const move = Math.min(remaining, left);
      const t = length > 0 ? (this.travelled + move) / length : 1;
      const from = this.coin ?? a;
      const to = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      const coverage = this.coverage.scratchSegment(from.x, from.y, to.x, to.y, BRUSH_RADIUS_UNITS);
      if (this.highestShare(coverage) > this.maxShare) return this.enter('hold');
      this.coverage = coverage;
      this.peakShare = Math.max(this.peakShare, this.highestShare(coverage));
      this.log = this.log.append(from.x, from.y, to.x, to.y);
      this.coin = to;
      left -= move;
      if (move >= remaining) {
        this.point++;
        this.travelled = 0;
      } else {
        this.travelled += move;
        left = 0;
      }
    }
  }

  /** The covers come back whole; the coin moves on to the next zone. */
  private coverUp(): void {
    this.loops++;
    this.log = ScratchLog.empty();
    this.coverage = Coverage.empty(this.layout);
    this.stroke = (this.stroke + 1) % this.path.strokes.length;
    this.point = 0;
    this.travelled = 0;
    this.glideFrom = this.coin;
    this.enter('glide');
  }

  private highestShare(coverage: Coverage): number {
    let highest = 0;
    for (let z = 0; z < coverage.zoneCount; z++) highest = Math.max(highest, coverage.ratio(z));
    return highest;
  }
}

/** Where a still coin rests as a hint when motion is reduced: on the first zone a player would scratch. */
export function stillCoin(layout: TicketLayout, seed: string): PathPoint | null {
  const first = strokePath(layout, seed).strokes[0];
  const zone = first === undefined ? undefined : layout.zones[first.zone];
  if (zone === undefined) return null;
  const b = shapeBounds(zone.shape);
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}
