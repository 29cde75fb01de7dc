import { ticketSearch } from './deepLink.ts';
import { shownDesign, type AppState, type AppStore, type Screen } from './store.ts';

/** The page's address and its history entries: `window.history` and `location`, or a fake in tests. */
export interface AddressBar {
  /** The screen the current entry records: null for an entry the app did not make (a link followed, a typed address). */
  recorded(): Screen | null;
  /** Replaces the current entry: its screen, and its query (`''`: the bare page). */
  replace(screen: Screen, search: string): void;
  /** Adds an entry after the current one, as following a link does. */
  push(screen: Screen, search: string): void;
  /** Calls `listener` when the player goes back or forward: with the entry's screen, null for an entry the app did not make. */
  onPop(listener: (screen: Screen | null) => void): () => void;
}

const SCREENS: readonly Screen[] = ['lobby', 'ticket', 'rules', 'history'];

/** The browser's own address bar: each entry holds its screen in its state. */
export function browserAddressBar(win: Window): AddressBar {
  const url = (search: string) => (search === '' ? win.location.pathname : search);
  const screenOf = (state: unknown) => {
    const screen = (state as { grattezScreen?: unknown } | null)?.grattezScreen;
    return SCREENS.find((s) => s === screen) ?? null;
  };
  return {
    recorded: () => screenOf(win.history.state),
    replace: (screen, search) => win.history.replaceState({ grattezScreen: screen }, '', url(search)),
    push: (screen, search) => {
      win.history.pushState({ grattezScreen: screen }, '', url(search));
      win.scrollTo(0, 0); // a new screen starts at its top, as a new page does (Back restores the scroll)
    },
    onPop: (listener) => {
      const onPop = (event: PopStateEvent) => listener(screenOf(event.state));
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/**
 * What the address should be: the ticket's own link on the ticket screen, so that a reload
 * resumes; elsewhere the bare page, in the language shown (a page the browser loads again from
 * its history, rather than from its back/forward cache, keeps it).
 */
function addressOf(state: AppState): string {
  const { lang } = state.settings;
  if (state.screen === 'ticket' && state.current !== null)
    return ticketSearch(state.current.ticket.serial, lang, shownDesign(state.current));
  return lang === 'fr' ? '' : `?${new URLSearchParams({ lang }).toString()}`;
}

/** The screen an entry's screen shows: the ticket screen without a ticket in play is the lobby. */
function shownFor(screen: Screen, state: AppState): Screen {
  return screen === 'ticket' && state.current === null ? 'lobby' : screen;
}

/**
 * Makes each screen the player goes to an entry of the browser's history, so that Back (a phone's
 * back gesture too) returns to the screen before rather than leaving the page, and Forward comes
 * back. Another ticket on the same screen, a language or a design replaces the entry's address.
 * An entry of the ticket screen shows the ticket in play: going back never reopens an earlier
 * ticket, whose purchase would finish the one in play. Call it once a link has been applied: an
 * entry the app made, loaded again (a reload, or Back to a page the browser did not keep), shows
 * the screen it records; the current entry is then given the screen shown and its address.
 */
export function followScreens(store: AppStore, bar: AddressBar): () => void {
  const recorded = bar.recorded();
  if (recorded !== null) store.getState().go(shownFor(recorded, store.getState()));
  let shown = store.getState().screen;
  let popping = false;
  bar.replace(shown, addressOf(store.getState()));
  // What the address is made of, compared on each change of the store (each scratched segment):
  // values, so that the address itself is written only when one of them changes.
  const unsubscribe = store.subscribe(
    (s) => [s.screen, s.current?.ticket.serial, s.settings.lang, s.current ? shownDesign(s.current) : null] as const,
    ([screen]) => {
      const search = addressOf(store.getState());
      if (screen !== shown && !popping) bar.push(screen, search);
      else bar.replace(screen, search);
      shown = screen;
    },
    { equalityFn: (a, b) => a.every((part, i) => part === b[i]) },
  );
  const stopPop = bar.onPop((screen) => {
    const state = store.getState();
    // An entry the app did not make (a fragment the player typed) keeps the screen shown.
    const target = screen === null ? state.screen : shownFor(screen, state);
    popping = true;
    try {
      state.go(target);
    } finally {
      popping = false;
    }
    bar.replace(target, addressOf(store.getState()));
  });
  return () => {
    unsubscribe();
    stopPop();
  };
}
