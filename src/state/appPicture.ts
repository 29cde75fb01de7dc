import type { Picture, PictureSource, ViewSize } from './picture.ts';
import type { AppState, AppStore } from './store.ts';

/** Whether the player's settings, and the system they follow, ask for still pictures. */
export function wantsReducedMotion(state: AppState, systemPrefersReducedMotion: boolean): boolean {
  const motion = state.settings.motion;
  return motion === 'reduce' || (motion === 'system' && systemPrefersReducedMotion);
}

/** The player's current ticket as a picture: its strokes, its revealed zones, and its result once settled. */
export function appPicture(state: AppState, view: ViewSize, systemPrefersReducedMotion: boolean): Picture | null {
  const { current, progress } = state;
  if (current === null || progress === null) return null;
  return {
    ticket: current.ticket,
    layout: current.layout,
    lang: state.settings.lang,
    strokes: progress.log,
    revealed: current.revealed,
    result: current.settled,
    motion: !wantsReducedMotion(state, systemPrefersReducedMotion),
    coin: null,
    frame: null,
    ...view,
  };
}

/** The player's store as a source of pictures; strokes on the canvas become `scratch` actions. */
export function appPictureSource(store: AppStore, systemPrefersReducedMotion: () => boolean): PictureSource {
  return {
    picture: (view) => appPicture(store.getState(), view, systemPrefersReducedMotion()),
    subscribe: (listener) => {
      const unsubscribers = [
        store.subscribe((s) => s.current, listener),
        store.subscribe((s) => s.progress, listener),
        store.subscribe((s) => s.settings, listener),
      ];
      return () => unsubscribers.forEach((u) => u());
    },
    scratch: (x0, y0, x1, y1) => store.getState().scratch(x0, y0, x1, y1),
  };
}
