import { useLayoutEffect } from 'react';
import { restoreScroll } from '../state/addressBar.ts';
import type { Screen } from '../state/store.ts';

/**
 * Called by a screen once its content is on the page (`rendered`): its code arrived and its
 * layout is the one the player scrolled, so that a reload shows the page's first screen where it
 * was read (addressBar.ts). A layout effect: the scroll is set before the screen is painted.
 */
export function useScrollKept(screen: Screen, rendered = true): void {
  useLayoutEffect(() => {
    if (rendered) restoreScroll(window, screen);
  }, [screen, rendered]);
}
