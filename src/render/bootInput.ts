/** A stroke's point as the boot still keeps it (build/boot/bootStill.ts): a fraction of the ticket's frame. */
export interface BootPoint {
  readonly kind: 0 | 1 | 2; // down, move, up
  readonly x: number;
  readonly y: number;
}

/** What the boot still leaves on `window.grattezBoot`. */
export interface BootInput {
  /**
   * Settles once the still is on screen (painted), or has failed, or has waited too long: the
   * page's entry starts the app then (src/entry.ts).
   */
  readonly shown: Promise<void>;
  /** The strokes taken so far, then each point as it comes. */
  take(onPoint: (point: BootPoint) => void): void;
  /** No new stroke from now on (the one under way ends when its pointer is lifted). */
  close(): void;
}

/**
 * Replays the strokes taken on the boot still, and those it still takes (a stroke under way when
 * the canvas took over), as segments in ticket units: a dot where a stroke starts, then one
 * segment per move; then lets the canvas take every new stroke. The frame has the ticket's
 * proportions, so a fraction of it is that fraction of the ticket (`size`: the ticket's size now;
 * null, no ticket: dropped). Unlike the canvas's input (pointerInput.ts), short moves are not
 * merged: the boot's strokes are the few made before the app is up, and this module stays
 * apart from the renderer's chunk, which the embed loads too.
 */
export function takeBootInput(
  boot: BootInput,
  size: () => { readonly width: number; readonly height: number } | null,
  onSegment: (x0: number, y0: number, x1: number, y1: number) => void,
): void {
  let last: { x: number; y: number } | null = null;
  boot.take(({ kind, x, y }) => {
    const ticket = size();
    if (ticket === null || !Number.isFinite(x) || !Number.isFinite(y)) return;
    const tx = x * ticket.width;
    const ty = y * ticket.height;
    if (kind === 0) onSegment(tx, ty, tx, ty);
    else if (last !== null && (tx !== last.x || ty !== last.y)) onSegment(last.x, last.y, tx, ty);
    last = kind === 2 ? null : { x: tx, y: ty };
  });
  boot.close();
}
