/**
 * The handle of a ticket canvas mounted in a host element. The shell (ui) mounts one through a
 * function the composition root injects, so that it never imports the renderer; both sides name
 * the handle through this type.
 */
export interface TicketView {
  /** Re-measures the host and redraws at its size (a ResizeObserver also does this). */
  resize(): void;
  /** Stops everything and frees every GPU resource; the canvas leaves the host. */
  destroy(): void;
}
