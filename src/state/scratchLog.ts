/**
 * The record of a ticket's brush strokes, as an immutable value: segments in ticket units,
 * quantised to a quarter unit. It is what is saved, and what a renderer replays to repaint covers
 * after a reload, a resize or a lost WebGL context.
 *
 * Appending returns a new log that shares the old one's storage: the segments a log shows never
 * change, so snapshots stay true. Only appending to a log that is no longer the newest (a branch)
 * copies its segments first.
 */
const SCRATCH_QUANTUM = 4; // steps per ticket unit
export const MAX_SEGMENTS = 65_536; // past this, strokes still count but are no longer recorded

/** Storage shared by a log and the logs appended to it; `length` is the newest log's. */
interface Buffer {
  data: Int16Array; // x0, y0, x1, y1 per segment, in quanta
  length: number;
}

export class ScratchLog {
  private constructor(
    private readonly buffer: Buffer,
    /** Number of recorded segments. */
    readonly length: number,
  ) {}

  /** A log with no segment, with storage of its own. */
  static empty(): ScratchLog {
    return new ScratchLog({ data: new Int16Array(4 * 256), length: 0 }, 0);
  }

  /** This log and one more segment; this log itself when it is full (MAX_SEGMENTS). */
  append(x0: number, y0: number, x1: number, y1: number): ScratchLog {
    const n = this.length;
    if (n >= MAX_SEGMENTS) return this;
    let buffer = this.buffer;
    if (buffer.length !== n) buffer = { data: buffer.data.slice(0, Math.max(4 * 256, 8 * n)), length: n };
    if (4 * (n + 1) > buffer.data.length) {
      const grown = new Int16Array(buffer.data.length * 2);
      grown.set(buffer.data);
      buffer.data = grown;
    }
    const at = 4 * n;
    const data = buffer.data;
    data[at] = Math.round(x0 * SCRATCH_QUANTUM);
    data[at + 1] = Math.round(y0 * SCRATCH_QUANTUM);
    data[at + 2] = Math.round(x1 * SCRATCH_QUANTUM);
    data[at + 3] = Math.round(y1 * SCRATCH_QUANTUM);
    buffer.length = n + 1;
    return new ScratchLog(buffer, n + 1);
  }

  /** Whether `other` holds exactly this log's first `other.length` segments (a log it grew from). */
  extends(other: ScratchLog): boolean {
    return other.length === 0 || (other.buffer === this.buffer && other.length <= this.length);
  }

  /** Calls `fn` with each segment of [from, to), in ticket units (as quantised). */
  forEach(fn: (x0: number, y0: number, x1: number, y1: number) => void, from = 0, to = this.length): void {
    const q = SCRATCH_QUANTUM;
    const data = this.buffer.data;
    const end = Math.min(to, this.length);
    for (let i = from; i < end; i++) {
      const at = 4 * i;
      fn(data[at]! / q, data[at + 1]! / q, data[at + 2]! / q, data[at + 3]! / q);
    }
  }

  /** The log as base64 of little-endian int16 quadruples. */
  encode(): string {
    const bytes = new Uint8Array(this.length * 8);
    const view = new DataView(bytes.buffer);
    const data = this.buffer.data;
    for (let i = 0; i < this.length * 4; i++) view.setInt16(2 * i, data[i]!, true);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }

  /** Reads an encoded log; null when the text is not one. */
  static decode(text: string): ScratchLog | null {
    let binary: string;
    try {
      binary = atob(text);
    } catch {
      return null;
    }
    if (binary.length % 8 !== 0 || binary.length / 8 > MAX_SEGMENTS) return null;
    const count = binary.length / 8;
    const view = new DataView(Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer);
    const data = new Int16Array(Math.max(4 * 256, 4 * count));
    for (let i = 0; i < 4 * count; i++) data[i] = view.getInt16(2 * i, true);
    return new ScratchLog({ data, length: count }, count);
  }
}
