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

/**
 * Follows `path` for `distance` units (Infinity: all of it), recording its segments and what they
 * uncover. `until`, when given, stops as soon as it returns true for the coverage so far.
 */
export function followPath(
  layout: TicketLayout,
  path: StrokePath,
  distance: number,
  until?: (coverage: Coverage) => boolean,
): PathProgress {
  let log = ScratchLog.empty();
  let coverage = Coverage.empty(layout);
  let left = distance;
  for (const stroke of path.strokes) {
    const points = stroke.points;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const step = Math.hypot(b.x - a.x, b.y - a.y);
      const t = step > left ? left / step : 1;
      const end = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      log = log.append(a.x, a.y, end.x, end.y);
      coverage = coverage.scratchSegment(a.x, a.y, end.x, end.y, BRUSH_RADIUS_UNITS);
      left -= step;
      if (left <= 0 || (until !== undefined && until(coverage))) return { log, coverage, coin: end };
    }
  }
  return { log, coverage, coin: null };
}

/** The zones the player would see revealed at this coverage: those scratched past `threshold`. */
export function revealedAt(coverage: Coverage, threshold: number): boolean[] {
  return Array.from({ length: coverage.zoneCount }, (_, z) => coverage.ratio(z) >= threshold);
}
