import { pointInShape, shapeBounds } from '../layouts/geometry.ts';
import type { TicketLayout } from '../layouts/layoutSchema.ts';

/** Side of a coverage cell, in ticket units: fine enough for a fair 60 % on a paw's toe. */
export const COVERAGE_CELL_UNITS = 3;

/**
 * The CPU truth of how much of each zone has been scratched. Each zone has a grid of cells over
 * its bounding box; a cell belongs to the zone's content area when its centre lies in the zone's
 * shape, and counts as scratched once a brush stroke has passed over its centre. Updated from
 * stroke geometry only, never from pixels.
 */
export class Coverage {
  readonly zoneCount: number;
  private readonly originX: Float64Array; // bounding-box corner of each zone, ticket units
  private readonly originY: Float64Array;
  private readonly columns: Int32Array;
  private readonly rows: Int32Array;
  private readonly cellStart: Int32Array; // offset of each zone's grid in `cells`
  private readonly cells: Uint8Array; // 0 outside the content area, 1 content, 2 scratched
  private readonly contentCells: Int32Array;
  private readonly scratchedCells: Int32Array;

  constructor(layout: TicketLayout) {
    const n = layout.zones.length;
    this.zoneCount = n;
    this.originX = new Float64Array(n);
    this.originY = new Float64Array(n);
    this.columns = new Int32Array(n);
    this.rows = new Int32Array(n);
    this.cellStart = new Int32Array(n + 1);
    this.contentCells = new Int32Array(n);
    this.scratchedCells = new Int32Array(n);
    let total = 0;
    layout.zones.forEach((zone, z) => {
      const b = shapeBounds(zone.shape);
      this.originX[z] = b.x;
      this.originY[z] = b.y;
      this.columns[z] = Math.ceil(b.w / COVERAGE_CELL_UNITS);
      this.rows[z] = Math.ceil(b.h / COVERAGE_CELL_UNITS);
      this.cellStart[z] = total;
      total += this.columns[z] * this.rows[z];
    });
    this.cellStart[n] = total;
    this.cells = new Uint8Array(total);
    layout.zones.forEach((zone, z) => {
      const cols = this.columns[z]!;
      const start = this.cellStart[z]!;
      let content = 0;
      for (let r = 0; r < this.rows[z]!; r++) {
        for (let c = 0; c < cols; c++) {
          const x = this.originX[z]! + (c + 0.5) * COVERAGE_CELL_UNITS;
          const y = this.originY[z]! + (r + 0.5) * COVERAGE_CELL_UNITS;
          if (pointInShape(zone.shape, x, y)) {
            this.cells[start + r * cols + c] = 1;
            content++;
          }
        }
      }
      this.contentCells[z] = content;
    });
  }

  /**
   * Marks the cells whose centre lies within `radius` of the segment (x0, y0)–(x1, y1), a brush
   * stroke's capsule, all in ticket units. Returns a bit mask of the zones that gained cells
   * (zones beyond 31 share bit 31).
   */
  scratchSegment(x0: number, y0: number, x1: number, y1: number, radius: number): number {
    let changed = 0;
    const minX = Math.min(x0, x1) - radius;
    const maxX = Math.max(x0, x1) + radius;
    const minY = Math.min(y0, y1) - radius;
    const maxY = Math.max(y0, y1) + radius;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSq = dx * dx + dy * dy;
    const radiusSq = radius * radius;
    const cell = COVERAGE_CELL_UNITS;
    for (let z = 0; z < this.zoneCount; z++) {
      const ox = this.originX[z]!;
      const oy = this.originY[z]!;
      const cols = this.columns[z]!;
      const rows = this.rows[z]!;
      const c0 = Math.max(0, Math.floor((minX - ox) / cell));
      const c1 = Math.min(cols - 1, Math.floor((maxX - ox) / cell));
      if (c0 > c1) continue;
      const r0 = Math.max(0, Math.floor((minY - oy) / cell));
      const r1 = Math.min(rows - 1, Math.floor((maxY - oy) / cell));
      if (r0 > r1) continue;
      const start = this.cellStart[z]!;
      let gained = 0;
      for (let r = r0; r <= r1; r++) {
        const py = oy + (r + 0.5) * cell;
        const rowAt = start + r * cols;
        for (let c = c0; c <= c1; c++) {
          if (this.cells[rowAt + c] !== 1) continue;
          const px = ox + (c + 0.5) * cell;
          // Distance from the cell centre to the segment.
          let t = lengthSq > 0 ? ((px - x0) * dx + (py - y0) * dy) / lengthSq : 0;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const ex = x0 + t * dx - px;
          const ey = y0 + t * dy - py;
          if (ex * ex + ey * ey <= radiusSq) {
            this.cells[rowAt + c] = 2;
            gained++;
          }
        }
      }
      if (gained > 0) {
        this.scratchedCells[z]! += gained;
        changed |= 1 << Math.min(z, 31);
      }
    }
    return changed;
  }

  /** Fraction of zone `z`'s content area scratched so far, in [0, 1]. */
  ratio(z: number): number {
    const content = this.contentCells[z]!;
    return content === 0 ? 1 : this.scratchedCells[z]! / content;
  }

  /** Forgets every stroke. */
  clear(): void {
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === 2) this.cells[i] = 1;
    this.scratchedCells.fill(0);
  }
}
