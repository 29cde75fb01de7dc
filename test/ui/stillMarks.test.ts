// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markPlayableOverStill } from '../../src/ui/stillMarks.ts';

/** A ticket frame as TicketScreen builds it: the still, then the canvas's host. */
function frame(): { still: HTMLImageElement; host: HTMLDivElement } {
  const box = document.createElement('div');
  box.className = 'ticket-frame';
  const still = document.createElement('img');
  still.className = 'ticket-still';
  const host = document.createElement('div');
  host.className = 'ticket-canvas';
  box.append(still, host);
  return { still, host };
}

describe('markPlayableOverStill', () => {
  it('marks the host once the still is shown and the host takes strokes, in either order', () => {
    const a = frame();
    a.still.dataset.firstSight = 'true';
    markPlayableOverStill(a.host);
    expect(a.host.dataset.playable).toBeUndefined(); // no input yet
    a.host.dataset.input = 'on';
    markPlayableOverStill(a.host);
    expect(a.host.dataset.playable).toBe('true');

    const b = frame();
    b.host.dataset.input = 'on';
    markPlayableOverStill(b.host);
    expect(b.host.dataset.playable).toBeUndefined(); // the still is not shown yet
    b.still.dataset.firstSight = 'true';
    markPlayableOverStill(b.host);
    expect(b.host.dataset.playable).toBe('true');
  });

  it('ignores a missing host', () => {
    expect(() => markPlayableOverStill(null)).not.toThrow();
  });
});
