import { pointInShape, shapeBounds } from '../layouts/geometry.ts';
import type { TicketLayout } from '../layouts/index.ts';
import type { ScratchLog } from './scratchLog.ts';

/** Side of a coverage cell, in ticket units: fine enough for a fair 60 % on a paw's toe. */
const COVERAGE_CELL_UNITS = 3;

/** What never changes about a layout's coverage: each zone's grid and its content cells. */
interface Grid {
  readonly zoneCount: number;
  readonly originX: Float64Array; // bounding-box corner of each zone, ticket units
  readonly originY: Float64Array;
  readonly columns: Int32Array;
  readonly rows: Int32Array;
  readonly blank: readonly Uint8Array[]; // per zone: 0 outside the content area, 1 content
  readonly contentCells: Int32Array;
}

const grids = new WeakMap<TicketLayout, Grid>();

/** Cells being changed by a batch of segments: each zone copied once, on first touch. */
interface Batch {
  cells: Uint8Array[] | null;
  scratched: Int32Array | null;
  copied: number; // bit mask of the zones copied into `cells` (zones from 31 on are copied each time)
  changed: number;
}

function gridOf(layout: TicketLayout): Grid {
  let grid = grids.get(layout);
  if (grid !== undefined) return grid;
  const n = layout.zones.length;
  const originX = new Float64Array(n);
  const originY = new Float64Array(n);
  const columns = new Int32Array(n);
  const rows = new Int32Array(n);
  const contentCells = new Int32Array(n);
  const blank = layout.zones.map((zone, z) => {
    const b = shapeBounds(zone.shape);
    originX[z] = b.x;
    originY[z] = b.y;
    const cols = Math.ceil(b.w / COVERAGE_CELL_UNITS);
    columns[z] = cols;
    rows[z] = Math.ceil(b.h / COVERAGE_CELL_UNITS);
    const cells = new Uint8Array(cols * rows[z]);
    let content = 0;
    for (let r = 0; r < rows[z]; r++) {
      for (let c = 0; c < cols; c++) {
        if (pointInShape(zone.shape, b.x + (c + 0.5) * COVERAGE_CELL_UNITS, b.y + (r + 0.5) * COVERAGE_CELL_UNITS)) {
          cells[r * cols + c] = 1;
          content++;
        }
      }
    }
    contentCells[z] = content;
    return cells;
  });
  grid = { zoneCount: n, originX, originY, columns, rows, blank, contentCells };
  grids.set(layout, grid);
  return grid;
}

/**
 * The CPU truth of how much of each zone has been scratched, as an immutable value. Each zone has
 * a grid of cells over its bounding box; a cell belongs to the zone's content area when its centre
 * lies in the zone's shape, and counts as scratched once a brush stroke has passed over its
 * centre. Updated from stroke geometry only, never from pixels.
 *
 * `scratchSegment` returns a new Coverage and leaves this one as it was: the zones the stroke
 * touched get a copy of their cells (a few kilobytes), the others are shared.
 */
export class Coverage {
  private constructor(
    private readonly grid: Grid,
    private readonly cells: readonly Uint8Array[], // per zone: 0 outside, 1 content, 2 scratched
    private readonly scratchedCells: Int32Array,
    /** Bit mask of the zones that gained cells in the stroke that made this value (zones past 31 share bit 31). */
    readonly changed: number,
  ) {}

  /** A ticket of this layout with nothing scratched. */
  static empty(layout: TicketLayout): Coverage {
    const grid = gridOf(layout);
    return new Coverage(grid, grid.blank, new Int32Array(grid.zoneCount), 0);
  }

  get zoneCount(): number {
    return this.grid.zoneCount;
  }

  /**
   * This coverage plus the cells whose centre lies within `radius` of the segment (x0, y0)–(x1, y1),
   * a brush stroke's capsule, all in ticket units. Returns `this` when no cell changes.
   */
  scratchSegment(x0: number, y0: number, x1: number, y1: number, radius: number): Coverage {
    return this.scratchInto(x0, y0, x1, y1, radius, null);
  }

  /**
   * This coverage plus the segments [from, to) of `log`, as `scratchSegment` one by one would give,
   * but copying each zone's cells once for the whole batch: what replaying a saved log costs.
   */
  scratchSegments(log: ScratchLog, from: number, to: number, radius: number): Coverage {
    const batch: Batch = { cells: null, scratched: null, copied: 0, changed: 0 };
    log.forEach((x0, y0, x1, y1) => void this.scratchInto(x0, y0, x1, y1, radius, batch), from, to);
    if (batch.cells === null || batch.scratched === null) return this;
    return new Coverage(this.grid, batch.cells, batch.scratched, batch.changed);
  }

  /**
   * The work of `scratchSegment`. With a `batch`, cells are changed in the batch's copies (made on
   * first touch) and nothing is returned but `this`.
   */
  private scratchInto(x0: number, y0: number, x1: number, y1: number, radius: number, batch: Batch | null): Coverage {
    const grid = this.grid;
    const minX = Math.min(x0, x1) - radius;
    const maxX = Math.max(x0, x1) + radius;
    const minY = Math.min(y0, y1) - radius;
    const maxY = Math.max(y0, y1) + radius;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSq = dx * dx + dy * dy;
    const radiusSq = radius * radius;
    const cell = COVERAGE_CELL_UNITS;
    let cells: Uint8Array[] | null = null;
    let scratched: Int32Array | null = null;
    let changed = 0;
    for (let z = 0; z < grid.zoneCount; z++) {
      const ox = grid.originX[z]!;
      const oy = grid.originY[z]!;
      const cols = grid.columns[z]!;
      const c0 = Math.max(0, Math.floor((minX - ox) / cell));
      const c1 = Math.min(cols - 1, Math.floor((maxX - ox) / cell));
      if (c0 > c1) continue;
      const r0 = Math.max(0, Math.floor((minY - oy) / cell));
      const r1 = Math.min(grid.rows[z]! - 1, Math.floor((maxY - oy) / cell));
      if (r0 > r1) continue;
      const inBatch = batch !== null && batch.cells !== null && (batch.copied & (1 << Math.min(z, 31))) !== 0 && z < 31;
      let zone = inBatch ? batch.cells![z]! : (batch?.cells?.[z] ?? this.cells[z]!);
      let copied = inBatch;
      let gained = 0;
      for (let r = r0; r <= r1; r++) {
        const py = oy + (r + 0.5) * cell;
        const rowAt = r * cols;
        for (let c = c0; c <= c1; c++) {
          if (zone[rowAt + c] !== 1) continue;
          const px = ox + (c + 0.5) * cell;
          // Distance from the cell centre to the segment.
          let t = lengthSq > 0 ? ((px - x0) * dx + (py - y0) * dy) / lengthSq : 0;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const ex = x0 + t * dx - px;
          const ey = y0 + t * dy - py;
          if (ex * ex + ey * ey > radiusSq) continue;
          if (!copied) {
            zone = zone.slice();
            copied = true;
          }
          zone[rowAt + c] = 2;
          gained++;
        }
      }
      if (gained > 0) {
        if (batch !== null) {
          batch.cells ??= this.cells.slice();
          batch.cells[z] = zone;
          batch.scratched ??= this.scratchedCells.slice();
          batch.scratched[z]! += gained;
          batch.copied |= 1 << Math.min(z, 31);
          batch.changed |= 1 << Math.min(z, 31);
          continue;
        }
        cells ??= this.cells.slice();
        cells[z] = zone;
        scratched ??= this.scratchedCells.slice();
        scratched[z]! += gained;
        changed |= 1 << Math.min(z, 31);
      }
    }
    if (batch !== null) return this;
    return cells === null || scratched === null ? this : new Coverage(grid, cells, scratched, changed);
  }

  /** Fraction of all zones' content area scratched so far, in [0, 1]. */
  overall(): number {
    let content = 0;
    let scratched = 0;
    for (let z = 0; z < this.grid.zoneCount; z++) {
      content += this.grid.contentCells[z]!;
      scratched += this.scratchedCells[z]!;
    }
    return content === 0 ? 1 : scratched / content;
  }

  /** Fraction of zone `z`'s content area scratched so far, in [0, 1]. */
  ratio(z: number): number {
    const content = this.grid.contentCells[z]!;
    return content === 0 ? 1 : this.scratchedCells[z]! / content;
  }
}
