// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { attachPointerInput } from '../../src/render/pointerInput.ts';

/** An element whose box is `box` (jsdom lays nothing out), with scratch input on it recording segments. */
function scratchable() {
  const target = document.createElement('div');
  document.body.appendChild(target);
  let box = { left: 0, top: 0, width: 100, height: 100 };
  target.getBoundingClientRect = () => DOMRect.fromRect({ x: box.left, y: box.top, ...box });
  const segments: number[][] = [];
  const detach = attachPointerInput(target, {
    // Ticket units are the element's own pixels.
    toTicket: (x, y, rect) => ({ x: x - rect.left, y: y - rect.top }),
    onSegment: (...s) => segments.push(s),
  });
  // `buttons`: pressed (1) unless told otherwise, up once released.
  const send = (
    type: string,
    pointerId: number,
    clientX: number,
    clientY: number,
    pointerType = 'mouse',
    buttons?: number,
  ) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        pointerId,
        clientX,
        clientY,
        pointerType,
        isPrimary: true,
        button: 0,
        buttons: buttons ?? (type === 'pointerup' ? 0 : 1),
        cancelable: true,
      }),
    );
  return {
    segments,
    send,
    moveTo: (next: typeof box) => void (box = next),
    detach: () => {
      detach();
      target.remove();
    },
  };
}

let open: ReturnType<typeof scratchable> | null = null;
afterEach(() => open?.detach());

describe('scratch input on an element', () => {
  it('starts a stroke with a dot and follows the pointer', () => {
    open = scratchable();
    open.send('pointerdown', 1, 10, 10);
    open.send('pointermove', 1, 30, 10);
    open.send('pointerup', 1, 30, 10);
    expect(open.segments).toEqual([
      [10, 10, 10, 10],
      [10, 10, 30, 10],
    ]);
  });

  it('lets a new contact scratch when the last stroke’s end never came', () => {
    open = scratchable();
    open.send('pointerdown', 1, 10, 10, 'pen'); // its release is lost
    open.send('pointerdown', 2, 50, 50);
    open.send('pointermove', 2, 70, 50);
    expect(open.segments).toEqual([
      [10, 10, 10, 10],
      [50, 50, 50, 50],
      [50, 50, 70, 50],
    ]);
    // The old pointer draws no more.
    open.send('pointermove', 1, 10, 90, 'pen');
    expect(open.segments).toHaveLength(3);
  });

  it('draws again where a pressed mouse comes back over the edge, from where it came back', () => {
    open = scratchable();
    open.send('pointerdown', 1, 10, 50);
    open.send('pointermove', 1, 90, 50);
    open.send('pointerleave', 1, 101, 50); // past the edge, still pressed: its moves go elsewhere
    open.send('pointermove', 1, 95, 60); // back over the ticket
    open.send('pointermove', 1, 60, 60);
    open.send('pointerup', 1, 60, 60);
    expect(open.segments).toEqual([
      [10, 50, 10, 50],
      [10, 50, 90, 50],
      [90, 50, 100, 50], // on to the edge it went past
      [95, 60, 95, 60], // a new start where it came back, not a line across the edge
      [95, 60, 60, 60],
    ]);
  });

  it('draws nothing where a mouse released off the ticket comes back', () => {
    open = scratchable();
    open.send('pointerdown', 1, 10, 50);
    open.send('pointerleave', 1, 101, 50); // released out there: no pointerup here
    open.send('pointermove', 1, 95, 60, 'mouse', 0);
    open.send('pointermove', 1, 60, 60, 'mouse', 0);
    expect(open.segments).toEqual([
      [10, 50, 10, 50],
      [10, 50, 100, 50],
    ]);
  });

  it('draws again where a finger that went past the edge comes back, and not out there', () => {
    open = scratchable();
    open.send('pointerdown', 1, 50, 50, 'touch');
    // A touch stays captured: its moves outside come here, with no pointerleave.
    open.send('pointermove', 1, 130, 50, 'touch');
    open.send('pointermove', 1, 120, 40, 'touch');
    open.send('pointermove', 1, 80, 40, 'touch');
    open.send('pointerup', 1, 80, 40, 'touch');
    expect(open.segments).toEqual([
      [50, 50, 50, 50],
      [50, 50, 100, 50], // to the edge it went past, and no further
      [100, 40, 100, 40], // back from the edge it came back over
      [100, 40, 80, 40],
    ]);
  });

  it('never joins the points before and after the ticket moved away from under the pointer', () => {
    open = scratchable();
    open.send('pointerdown', 1, 10, 10, 'touch');
    // The phone turns: the ticket is now elsewhere, the finger still down, off it.
    open.moveTo({ left: 200, top: 0, width: 50, height: 50 });
    open.send('pointermove', 1, 150, 20, 'touch');
    open.send('pointermove', 1, 190, 20, 'touch');
    // Back over the ticket: from the edge it came back over.
    open.send('pointermove', 1, 220, 20, 'touch');
    expect(open.segments).toEqual([
      [10, 10, 10, 10],
      [0, 20, 0, 20],
      [0, 20, 20, 20],
    ]);
  });

  it('never joins the points before and after the ticket moved under the pointer', () => {
    open = scratchable();
    open.send('pointerdown', 1, 10, 10, 'touch');
    // The phone turns: the ticket is now elsewhere and smaller, the finger still down.
    open.moveTo({ left: 200, top: 0, width: 50, height: 50 });
    open.send('pointermove', 1, 220, 20, 'touch');
    open.send('pointermove', 1, 240, 20, 'touch');
    expect(open.segments).toEqual([
      [10, 10, 10, 10],
      [20, 20, 20, 20], // a new start where the finger is, not a line from (10, 10)
      [20, 20, 40, 20],
    ]);
  });
});
