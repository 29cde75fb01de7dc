import { hashString, Sfc32 } from '../engine/index.ts';
import { pointInShape, shapeBounds } from '../layouts/geometry.ts';
import type { TicketLayout } from '../layouts/index.ts';
import { Coverage } from './coverage.ts';
import { ScratchLog } from './scratchLog.ts';
import { BRUSH_RADIUS_UNITS } from './brush.ts';

/** A point of a scratch path, in ticket units. */
export interface PathPoint {
  readonly x: number;
  readonly y: number;
}

/** One zone's scribble: the coin stays down along it. */
export interface Stroke {
  readonly zone: number;
  readonly points: readonly PathPoint[];
}

/**
 * A hand-drawn-looking way to scratch a whole ticket, zone after zone: for each zone, close
 * zig-zag passes at a slant, wobbling a little, clipped to the zone (with the coin's reach). The
 * same layout and seed always give the same path.
 */
export interface StrokePath {
  readonly strokes: readonly Stroke[];
  readonly length: number; // ticket units, pen down
}

const STEP_UNITS = 6; // distance between points along a pass
const PASS_SPACING = BRUSH_RADIUS_UNITS * 1.35; // passes overlap, so a zone comes out whole

function random(seed: string): () => number {
  const rng = new Sfc32();
  rng.reseed(hashString(seed, 0x70617468), hashString(seed, 0x73637269), 0);
  return () => rng.nextUint32() / 4294967296;
}

/** The order a player scratches zones in: row by row, top to bottom, each row from the left. */
function readingOrder(layout: TicketLayout): number[] {
  const centres = layout.zones.map((zone, z) => {
    const b = shapeBounds(zone.shape);
    return { z, x: b.x + b.w / 2, y: b.y + b.h / 2, h: b.h };
  });
  const rowHeight = Math.min(...centres.map((c) => c.h)) * 0.6;
  return centres.sort((a, b) => Math.round(a.y / rowHeight) - Math.round(b.y / rowHeight) || a.x - b.x).map((c) => c.z);
}

function scribble(layout: TicketLayout, zone: number, next: () => number): PathPoint[] {
  const shape = layout.zones[zone]!.shape;
  const b = shapeBounds(shape);
  const reach = BRUSH_RADIUS_UNITS * 0.55;
  const inside = (x: number, y: number) =>
    pointInShape(shape, x, y) ||
    pointInShape(shape, x + reach, y) ||
    pointInShape(shape, x - reach, y) ||
    pointInShape(shape, x, y + reach) ||
    pointInShape(shape, x, y - reach);
  // Passes at a slant between 20° and 50° from the horizontal, back and forth down the zone.
  const angle = (((20 + next() * 30) * Math.PI) / 180) * (next() < 0.5 ? 1 : -1);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const [nx, ny] = [-dy, dx]; // across the passes
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const half = Math.hypot(b.w, b.h) / 2 + BRUSH_RADIUS_UNITS;
  const points: PathPoint[] = [];
  let forward = true;
  for (let offset = -half; offset <= half; offset += PASS_SPACING * (0.9 + next() * 0.2)) {
    const pass: PathPoint[] = [];
    const wobble = next() * Math.PI * 2;
    for (let t = -half; t <= half; t += STEP_UNITS) {
      const sway = Math.sin(t / 23 + wobble) * 2.5;
      const x = cx + dx * t + nx * (offset + sway);
      const y = cy + dy * t + ny * (offset + sway);
      if (inside(x, y)) pass.push({ x, y });
    }
    if (pass.length === 0) continue;
    points.push(...(forward ? pass : pass.reverse()));
    forward = !forward;
  }
  return points;
}

/** The path that scratches every zone of `layout`, in reading order, seeded by `seed`. */
export function strokePath(layout: TicketLayout, seed: string): StrokePath {
  const next = random(seed);
  const strokes: Stroke[] = [];
  let length = 0;
  for (const zone of readingOrder(layout)) {
    const points = scribble(layout, zone, next);
    for (let i = 1; i < points.length; i++)
      length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
    strokes.push({ zone, points });
  }
  return { strokes, length };
}

/** Where the path has got to after `distance` units of pen travel. */
export interface PathProgress {
  readonly log: ScratchLog; // the segments scratched so far
  readonly coverage: Coverage;
  readonly coin: PathPoint | null; // where the coin is; null once the path is done
}

/** How a walk goes along a path. */
export interface WalkOptions {
  /**
   * Leave a zone as soon as this share of it is scratched, as a player does once a zone reveals
   * (the rest of its scribble is skipped). Absent: every scribble is followed to its end.
   */
  readonly leaveAt?: number;
  /**
   * What a unit of pen-up travel between zones costs in pen-down units: 0 (the default) jumps at
   * once; 0.3 glides the coin across at a bit over three times the scratching speed.
   */
  readonly hopCost?: number;
}

function lerp(a: PathPoint, b: PathPoint, t: number): PathPoint {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/**
 * A coin going along a path step by step, for a reveal drawn frame by frame. Its log grows by
 * appending, so each progress's log extends the previous one (a painter then draws only the new
 * segments), and the same path, options and steps always give the same progress.
 */
export class PathWalker {
  private log = ScratchLog.empty();
  private coverage: Coverage;
  private stroke = -1; // index in path.strokes; -1 before the first
  private point = 0; // the pen is on the segment from points[point] to points[point + 1]
  private pen: PathPoint | null = null; // where the pen is; null before the start and after the end
  private hop: { from: PathPoint; to: PathPoint; length: number; done: number } | null = null;
  private finished = false;
  /** Pen travel so far, with pen-up travel counted at `hopCost`. */
  travelled = 0;

  constructor(
    layout: TicketLayout,
    private readonly path: StrokePath,
    private readonly options: WalkOptions = {},
  ) {
    this.coverage = Coverage.empty(layout);
    this.nextStroke();
  }

  /** Whether the path is done. */
  get done(): boolean {
    return this.finished;
  }

  /** Where the walk is. */
  get progress(): PathProgress {
    const coin = this.finished
      ? null
      : this.hop !== null
        ? lerp(this.hop.from, this.hop.to, this.hop.length > 0 ? this.hop.done / this.hop.length : 1)
        : this.pen;
    return { log: this.log, coverage: this.coverage, coin };
  }

  /**
   * Goes on for `distance` units (Infinity: to the end). `until`, when given, stops the walk as
   * soon as it returns true for the coverage so far (checked after each segment).
   */
  advance(distance: number, until?: (coverage: Coverage) => boolean): PathProgress {
    const hopCost = this.options.hopCost ?? 0;
    let left = distance;
    while (left > 0 && !this.finished) {
      const hop = this.hop;
      if (hop !== null) {
        const cost = (hop.length - hop.done) * hopCost;
        if (cost <= left) {
          left -= cost;
          this.travelled += cost;
          this.hop = null;
          this.pen = hop.to;
        } else {
          hop.done += left / hopCost;
          this.travelled += left;
          left = 0;
        }
        continue;
      }
      const stroke = this.path.strokes[this.stroke]!;
      const points = stroke.points;
      const leaveAt = this.options.leaveAt;
      if (
        this.pen === null ||
        this.point >= points.length - 1 ||
        (leaveAt !== undefined && this.coverage.ratio(stroke.zone) >= leaveAt)
      ) {
        this.nextStroke();
        continue;
      }
      const a = this.pen;
      const b = points[this.point + 1]!;
      const step = Math.hypot(b.x - a.x, b.y - a.y);
      const t = step > left ? left / step : 1;
      const end = t === 1 ? b : lerp(a, b, t);
      this.log = this.log.append(a.x, a.y, end.x, end.y);
      this.coverage = this.coverage.scratchSegment(a.x, a.y, end.x, end.y, BRUSH_RADIUS_UNITS);
      // Whatever rounding says, a segment cut short uses up the distance: left is then exactly 0.
      left = t === 1 ? left - step : 0;
      this.travelled += step * t;
      this.pen = end;
      if (t === 1) this.point++;
      if (until?.(this.coverage) === true) break;
    }
    return this.progress;
  }

  /** Lifts the pen and heads for the next scribble with points, or ends the walk. */
  private nextStroke(): void {
    const from = this.pen;
    do this.stroke++;
    while (this.stroke < this.path.strokes.length && this.path.strokes[this.stroke]!.points.length === 0);
    const stroke = this.path.strokes[this.stroke];
    if (stroke === undefined) {
      this.finished = true;
      this.pen = null;
      return;
    }
    const to = stroke.points[0]!;
    this.point = 0;
    if (from === null) this.pen = to;
    else this.hop = { from, to, length: Math.hypot(to.x - from.x, to.y - from.y), done: 0 };
  }
}

/**
 * Follows `path` for `distance` units of pen-down travel (Infinity: all of it), recording its
 * segments and what they uncover. `until`, when given, stops as soon as it returns true for the
 * coverage so far.
 */
export function followPath(
  layout: TicketLayout,
  path: StrokePath,
  distance: number,
  until?: (coverage: Coverage) => boolean,
): PathProgress {
  return new PathWalker(layout, path).advance(distance, until);
}

/** The zones the player would see revealed at this coverage: those scratched past `threshold`. */
export function revealedAt(coverage: Coverage, threshold: number): boolean[] {
  return Array.from({ length: coverage.zoneCount }, (_, z) => coverage.ratio(z) >= threshold);
}
