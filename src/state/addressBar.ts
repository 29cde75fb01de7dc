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

/** What the app keeps in a history entry's state: its screen, and where the page was scrolled. */
interface EntryState {
  readonly grattezScreen?: unknown;
  readonly grattezScroll?: unknown;
}

const stateOf = (state: unknown): EntryState => (typeof state === 'object' && state !== null ? state : {});
const screenOf = (state: unknown) => SCREENS.find((s) => s === stateOf(state).grattezScreen) ?? null;

/**
 * The scroll is written into the entry once the page has stopped scrolling for this long, not as it
 * scrolls: Safari allows a page 100 changes of its history's entries in 30 s, pushes and replaces
 * together, and throws past that (the app's own screen changes would then fail).
 */
const SCROLL_SETTLED_MS = 250;
/** At most this many scroll writes in any `SCROLL_BUDGET_MS`: most of Safari's budget stays the app's. */
const SCROLL_WRITES = 30;
const SCROLL_BUDGET_MS = 30_000;

/**
 * The browser's own address bar: each entry holds its screen in its state, and where the page was
 * scrolled on it (written once a scroll has settled, and as the page goes away), so that a reload
 * shows the screen where it was read (`restoreScroll`). The browser's own scroll restoration comes
 * too early for that: the screen's content arrives after the saved session is read. (Chromium
 * takes the entry's state for a reload before the page goes away: what is written then is not kept.)
 */
export function browserAddressBar(win: Window): AddressBar {
  const url = (search: string) => (search === '' ? win.location.pathname : search);
  const written: number[] = []; // when the last scroll writes were made
  const saveScroll = () => {
    const state = stateOf(win.history.state);
    if (screenOf(state) === null || state.grattezScroll === win.scrollY) return;
    const now = Date.now();
    while (written.length > 0 && now - written[0]! >= SCROLL_BUDGET_MS) written.shift();
    if (written.length >= SCROLL_WRITES) return;
    written.push(now);
    try {
      win.history.replaceState({ ...state, grattezScroll: win.scrollY }, '');
    } catch {
      // A browser's own limit on such changes: the scroll is a convenience, the next write may pass.
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  win.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        saveScroll();
      }, SCROLL_SETTLED_MS);
    },
    { passive: true },
  );
  win.addEventListener('pagehide', () => {
    stopTimer();
    saveScroll();
  });
  return {
    recorded: () => screenOf(win.history.state),
    // The same screen keeps its scroll (a language, another ticket's address), another starts afresh.
    replace: (screen, search) => {
      const { grattezScroll } = stateOf(win.history.state);
      const kept = screenOf(win.history.state) === screen && typeof grattezScroll === 'number';
      win.history.replaceState({ grattezScreen: screen, ...(kept ? { grattezScroll } : {}) }, '', url(search));
    },
    push: (screen, search) => {
      stopTimer(); // the scroll to come is the new entry's
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

/** The windows whose page has shown its first screen: only that one restores a scroll. */
const firstShown = new WeakSet<Window>();

/**
 * Called once a screen has rendered its content (after its code arrived, with the room its rows
 * take): the page's first screen, if it is the one its entry records, goes back to where the entry
 * was scrolled (a reload, or Back to a page the browser did not keep), unless the page asked the
 * browser not to restore scrolls (`history.scrollRestoration`). A screen opened afterwards starts
 * at its top (a push) or where the browser keeps it (Back and Forward).
 */
export function restoreScroll(win: Window, screen: Screen): void {
  if (firstShown.has(win)) return;
  firstShown.add(win);
  const { grattezScroll } = stateOf(win.history.state);
  if (win.history.scrollRestoration !== 'auto' || screenOf(win.history.state) !== screen) return;
  if (typeof grattezScroll !== 'number' || !(grattezScroll > 0)) return;
  win.scrollTo(0, grattezScroll);
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
