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
  const send = (type: string, pointerId: number, clientX: number, clientY: number, pointerType = 'mouse') =>
    target.dispatchEvent(
      new PointerEvent(type, {
        pointerId,
        clientX,
        clientY,
        pointerType,
        isPrimary: true,
        button: 0,
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
