/**
 * The append-only record of a ticket's brush strokes: segments in ticket units, quantised to a
 * quarter unit. It is what is saved, and what a renderer replays to repaint covers after a
 * reload, a resize or a lost WebGL context.
 */
export const SCRATCH_QUANTUM = 4; // steps per ticket unit
export const MAX_SEGMENTS = 65_536; // past this, strokes still count but are no longer recorded

export class ScratchLog {
  private data = new Int16Array(4 * 256);
  private count = 0;

  /** Number of recorded segments. */
  get length(): number {
    return this.count;
  }

  /** Records one segment; returns false when the log is full. */
  push(x0: number, y0: number, x1: number, y1: number): boolean {
    if (this.count >= MAX_SEGMENTS) return false;
    if (4 * (this.count + 1) > this.data.length) {
      const grown = new Int16Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const at = 4 * this.count;
    this.data[at] = Math.round(x0 * SCRATCH_QUANTUM);
    this.data[at + 1] = Math.round(y0 * SCRATCH_QUANTUM);
    this.data[at + 2] = Math.round(x1 * SCRATCH_QUANTUM);
    this.data[at + 3] = Math.round(y1 * SCRATCH_QUANTUM);
    this.count++;
    return true;
  }

  /** Calls `fn` with each segment from `from` on, in ticket units (as quantised). */
  forEach(fn: (x0: number, y0: number, x1: number, y1: number) => void, from = 0): void {
    const q = SCRATCH_QUANTUM;
    for (let i = from; i < this.count; i++) {
      const at = 4 * i;
      fn(this.data[at]! / q, this.data[at + 1]! / q, this.data[at + 2]! / q, this.data[at + 3]! / q);
    }
  }

  /** The log as base64 of little-endian int16 quadruples. */
  encode(): string {
    const bytes = new Uint8Array(this.count * 8);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < this.count * 4; i++) view.setInt16(2 * i, this.data[i]!, true);
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
    const log = new ScratchLog();
    const view = new DataView(Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer);
    const q = SCRATCH_QUANTUM;
    for (let i = 0; i < binary.length / 8; i++) {
      log.push(
        view.getInt16(8 * i, true) / q,
        view.getInt16(8 * i + 2, true) / q,
        view.getInt16(8 * i + 4, true) / q,
        view.getInt16(8 * i + 6, true) / q,
      );
    }
    return log;
  }
}
