import type { ClientRect } from './viewport.ts';

/** Moves shorter than this (ticket units) are merged into the next one. */
export const MIN_STEP_UNITS = 1.5;

/** A brush segment in ticket units; a dot when both ends are equal. */
export type Segment = readonly [x0: number, y0: number, x1: number, y1: number];

/**
 * Turns one stroke's points into segments: a dot where it starts, then one segment per move of at
 * least `minStep` units from the last emitted point; shorter moves are coalesced, and what is
 * left of them is emitted when the stroke ends.
 */
export class StrokeCoalescer {
  private lastX = 0;
  private lastY = 0;
  private pendingX = 0;
  private pendingY = 0;
  private pending = false;
  private active = false;

  constructor(private readonly minStep = MIN_STEP_UNITS) {}

  get isActive(): boolean {
    return this.active;
  }

  /** Starts a stroke at (x, y); returns its first dot. */
  start(x: number, y: number): Segment {
    this.active = true;
    this.pending = false;
    this.lastX = x;
    this.lastY = y;
    return [x, y, x, y];
  }

  /** The pointer moved to (x, y): a segment from the last emitted point, or null while too short. */
  move(x: number, y: number): Segment | null {
    if (!this.active) return null;
    const dx = x - this.lastX;
    const dy = y - this.lastY;
    if (dx * dx + dy * dy < this.minStep * this.minStep) {
      this.pending = true;
      this.pendingX = x;
      this.pendingY = y;
      return null;
    }
    const segment: Segment = [this.lastX, this.lastY, x, y];
    this.lastX = x;
    this.lastY = y;
    this.pending = false;
    return segment;
  }

  /** Ends the stroke: the coalesced remainder, if the pointer moved since the last segment. */
  end(): Segment | null {
    if (!this.active) return null;
    this.active = false;
    if (!this.pending) return null;
    this.pending = false;
    if (this.pendingX === this.lastX && this.pendingY === this.lastY) return null;
    return [this.lastX, this.lastY, this.pendingX, this.pendingY];
  }
}

/** Is this pointerdown a scratching contact: mouse button 0, a touch, or a pen tip? */
export function isScratchContact(event: Pick<PointerEvent, 'button' | 'isPrimary'>): boolean {
  return event.isPrimary && event.button === 0;
}

export interface PointerInputOptions {
  /** A client point in ticket units, given the element's bounding box as the event found it. */
  readonly toTicket: (clientX: number, clientY: number, rect: ClientRect) => { x: number; y: number };
  /** One new segment, in ticket units. */
  readonly onSegment: (x0: number, y0: number, x1: number, y1: number) => void;
}

/**
 * Scratch input on an element (the canvas, or the box that holds it), for mouse, touch and pen: a
 * stroke starts on pointerdown and ends on pointerup or pointercancel. A pointer still pressed that
 * goes off the element (past the ticket's edge, as a coin does, or the ticket moved away under it)
 * stops drawing there, and draws again from where it comes back, until it is lifted. Coalesced
 * events are used when the browser offers them. The page never scrolls or zooms under the finger.
 * Returns a detach function.
 */
export function attachPointerInput(target: HTMLElement, options: PointerInputOptions): () => void {
  const stroke = new StrokeCoalescer();
  let pointerId: number | null = null;
  let rect: ClientRect = { left: 0, top: 0, width: 1, height: 1 };

  // The element's box, read at each event: a phone turned in the middle of a stroke moves it.
  // Returns whether it moved or changed size since the last read.
  const readRect = (): boolean => {
    const box = target.getBoundingClientRect();
    const moved =
      box.left !== rect.left || box.top !== rect.top || box.width !== rect.width || box.height !== rect.height;
    rect = { left: box.left, top: box.top, width: box.width, height: box.height };
    return moved;
  };
  const outside = (e: PointerEvent) =>
    e.clientX < rect.left ||
    e.clientY < rect.top ||
    e.clientX > rect.left + rect.width ||
    e.clientY > rect.top + rect.height;
  const emit = (segment: Segment | null) => {
    if (segment !== null) options.onSegment(segment[0], segment[1], segment[2], segment[3]);
  };
  // A point off the element brought back to its edge: where a coin going past it stops scratching.
  const edgeOf = (e: PointerEvent) =>
    options.toTicket(
      Math.min(Math.max(e.clientX, rect.left), rect.left + rect.width),
      Math.min(Math.max(e.clientY, rect.top), rect.top + rect.height),
      rect,
    );
  // Where a captured pointer (a finger) last was off the element, brought to its edge; null when
  // unknown (a mouse's moves off the element go elsewhere).
  let offAt: { x: number; y: number } | null = null;
  // The stroke goes on to the edge it went past, and ends there.
  const goOff = (e: PointerEvent, followed: boolean) => {
    if (stroke.isActive) {
      const edge = edgeOf(e);
      emit(stroke.move(edge.x, edge.y));
      emit(stroke.end());
    }
    offAt = followed ? edgeOf(e) : null;
  };
  const finish = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    pointerId = null;
    emit(stroke.end());
  };
  // The pressed pointer went off the element: the stroke ends there, the pointer is still followed.
  const leave = (event: PointerEvent) => {
    if (event.pointerId === pointerId) goOff(event, false);
  };
  const onDown = (event: PointerEvent) => {
    if (!isScratchContact(event)) return;
    // A primary contact while another stroke is under way: that stroke's end was lost (a pen or a
    // mouse whose release never came, a finger lifted outside the page). A second finger is not
    // primary, so it never gets here; the new contact ends the old stroke and starts its own.
    if (pointerId !== null && pointerId !== event.pointerId) emit(stroke.end());
    event.preventDefault();
    readRect();
    pointerId = event.pointerId;
    offAt = null;
    const p = options.toTicket(event.clientX, event.clientY, rect);
    emit(stroke.start(p.x, p.y));
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    // A mouse or a pen released off the element, where its pointerup never came here: it comes
    // back unpressed, and draws nothing.
    if ((event.buttons & 1) === 0) {
      finish(event);
      return;
    }
    event.preventDefault();
    const coalesced = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
    const points = coalesced.length > 0 ? coalesced : [event];
    if (readRect() && stroke.isActive) {
      // The ticket moved under the pointer (the phone turned, the page scrolled): the stroke goes
      // on from where the pointer now is, never joined to a point drawn where the ticket was (nor
      // to the edge, when the pointer is now off the ticket).
      emit(stroke.end());
      if (!outside(points[0]!)) {
        const p = options.toTicket(points[0]!.clientX, points[0]!.clientY, rect);
        emit(stroke.start(p.x, p.y));
      }
    }
    for (const e of points) {
      // A touch pointer stays captured by the element it went down on, and Chromium sends it no
      // pointerleave before it lifts: a point outside the element ends the stroke there, for every
      // kind of pointer alike (a mouse's or a pen's ends on pointerleave, before its moves outside).
      // Back inside, still pressed, a new stroke starts where it came back over the edge.
      if (outside(e)) {
        goOff(e, true);
        continue;
      }
      const p = options.toTicket(e.clientX, e.clientY, rect);
      if (stroke.isActive) emit(stroke.move(p.x, p.y));
      else {
        emit(offAt === null ? stroke.start(p.x, p.y) : stroke.start(offAt.x, offAt.y));
        if (offAt !== null) emit(stroke.move(p.x, p.y));
        offAt = null;
      }
    }
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerId === pointerId) {
      readRect();
      const p = options.toTicket(event.clientX, event.clientY, rect);
      if (!outside(event)) emit(stroke.move(p.x, p.y));
    }
    finish(event);
  };
  const preventTouch = (event: TouchEvent) => {
    if (event.cancelable) event.preventDefault();
  };

  const style = target.style;
  style.display = 'block'; // no inline gap under it, which would grow an auto-height host
  style.touchAction = 'none';
  style.userSelect = 'none';
  style.setProperty('-webkit-user-select', 'none');
  style.setProperty('-webkit-touch-callout', 'none');
  style.setProperty('-webkit-tap-highlight-color', 'transparent');

  target.addEventListener('pointerdown', onDown);
  target.addEventListener('pointermove', onMove);
  target.addEventListener('pointerup', onUp);
  target.addEventListener('pointercancel', finish);
  target.addEventListener('pointerleave', leave);
  target.addEventListener('touchstart', preventTouch, { passive: false });
  target.addEventListener('touchmove', preventTouch, { passive: false });
  target.addEventListener('contextmenu', preventDefault);
  return () => {
    target.removeEventListener('pointerdown', onDown);
    target.removeEventListener('pointermove', onMove);
    target.removeEventListener('pointerup', onUp);
    target.removeEventListener('pointercancel', finish);
    target.removeEventListener('pointerleave', leave);
    target.removeEventListener('touchstart', preventTouch);
    target.removeEventListener('touchmove', preventTouch);
    target.removeEventListener('contextmenu', preventDefault);
  };
}

function preventDefault(event: Event): void {
  event.preventDefault();
}
