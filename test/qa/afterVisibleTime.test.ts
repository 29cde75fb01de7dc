// @vitest-environment jsdom
/**
 * The painter's bound counts the time the page is shown: a hidden tab, whose frames a browser may
 * hold, does not use it up.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterVisibleTime } from '../../src/qa/sheet/afterVisibleTime.ts';

let visibility: DocumentVisibilityState = 'visible';
function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('afterVisibleTime', () => {
  it('calls once the page has been shown that long, hidden time not counted', () => {
    const then = vi.fn();
    afterVisibleTime(90_000, then);
    vi.advanceTimersByTime(60_000);
    show('hidden');
    vi.advanceTimersByTime(10 * 60_000); // a tab left in the background
    expect(then).not.toHaveBeenCalled();
    show('visible');
    vi.advanceTimersByTime(29_999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    show('hidden');
    show('visible');
    vi.advanceTimersByTime(90_000);
    expect(then).toHaveBeenCalledOnce();
  });

  it('starts counting when a page opened hidden is shown, and calls nothing once cancelled', () => {
    show('hidden');
    const then = vi.fn();
    const cancel = afterVisibleTime(1_000, then);
    vi.advanceTimersByTime(5_000);
    show('visible');
    vi.advanceTimersByTime(999);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(then).not.toHaveBeenCalled();
  });
});
