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

/** What the app keeps in a history entry's state: its screen, where the page was scrolled, and a name of its own. */
interface EntryState {
  readonly grattezScreen?: unknown;
  readonly grattezScroll?: unknown;
  readonly grattezEntry?: unknown;
}

const stateOf = (state: unknown): EntryState => (typeof state === 'object' && state !== null ? state : {});
const screenOf = (state: unknown) => SCREENS.find((s) => s === stateOf(state).grattezScreen) ?? null;
const entryOf = (state: unknown) => {
  const { grattezEntry } = stateOf(state);
  return typeof grattezEntry === 'string' ? grattezEntry : null;
};
let entries = 0;
/** A name for a new entry, unlike those of the entries of the page's earlier loads (kept by a reload). */
const newEntry = () => `${Date.now().toString(36)}.${(entries++).toString(36)}`;

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
  // Where each entry of this page's life was last scrolled, as it scrolls: Back and Forward come
  // back there even when the entry's state missed the last scroll (Back taken before it settled).
  const scrolled = new Map<string, number>();
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
      const entry = entryOf(win.history.state);
      if (entry !== null) scrolled.set(entry, win.scrollY);
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
  // The player scrolls, or acts, before a screen's content came: a scroll owed yields to theirs.
  for (const type of PLAYER_MOVES) win.addEventListener(type, () => owed.set(win, null), { passive: true });
  // Back and Forward: the entry's screen comes back where it was left, once its content is in.
  // Not every browser does it itself: Firefox and WebKit left a History screen loaded again
  // (a reload) at its top, or short of where it was, its rows coming after the popstate.
  let shownEntry = entryOf(win.history.state);
  win.addEventListener('popstate', (event: PopStateEvent) => {
    // The entry left: where it is now (its last scroll's event may not have come yet; the
    // browser's own restore comes after the popstate).
    if (shownEntry !== null) scrolled.set(shownEntry, win.scrollY);
    const entry = entryOf(event.state);
    shownEntry = entry;
    const { grattezScroll } = stateOf(event.state);
    const y = (entry === null ? undefined : scrolled.get(entry)) ?? grattezScroll;
    owed.set(win, { screen: screenOf(event.state), y: typeof y === 'number' ? y : 0 });
  });
  return {
    recorded: () => screenOf(win.history.state),
    // The same screen keeps its scroll (a language, another ticket's address), another starts afresh.
    replace: (screen, search) => {
      const { grattezScroll } = stateOf(win.history.state);
      const kept = screenOf(win.history.state) === screen && typeof grattezScroll === 'number';
      const entry = entryOf(win.history.state) ?? newEntry();
      shownEntry = entry;
      win.history.replaceState(
        { grattezScreen: screen, ...(kept ? { grattezScroll } : {}), grattezEntry: entry },
        '',
        url(search),
      );
    },
    push: (screen, search) => {
      // The entry left keeps where it was read (a Back after a reload comes back there), even
      // scrolled a moment ago; the scroll to come is the new entry's.
      if (timer !== undefined) saveScroll();
      stopTimer();
      owed.set(win, null);
      shownEntry = newEntry();
      win.history.pushState({ grattezScreen: screen, grattezEntry: shownEntry }, '', url(search));
      win.scrollTo(0, 0); // a new screen starts at its top, as a new page does (Back restores the scroll)
    },
    onPop: (listener) => {
      const onPop = (event: PopStateEvent) => listener(screenOf(event.state));
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** What the player does that scrolls the page, or shows they are on it: a scroll owed yields to it. */
const PLAYER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The scroll a window owes the screen its entry records, set when Back or Forward comes to an
 * entry; null once given, or given up (the player moved first, or went to a new screen). A window
 * with none yet owes its first screen the scroll of its entry (a reload, or Back to a page the
 * browser did not keep).
 */
const owed = new WeakMap<Window, { readonly screen: Screen | null; readonly y: number } | null>();

/**
 * Called once a screen has rendered its content (after its code arrived, with the room its rows
 * take): the page's first screen, if it is the one its entry records, goes back to where the entry
 * was scrolled (a reload, or Back to a page the browser did not keep), and so does the screen
 * Back or Forward shows, unless the page asked the browser not to restore scrolls
 * (`history.scrollRestoration`), or the player scrolled or acted first (a wheel, a key, a touch):
 * their scroll stays. A screen opened from the page starts at its top.
 */
export function restoreScroll(win: Window, screen: Screen): void {
  const due = owed.has(win) ? owed.get(win) : firstScroll(win);
  owed.set(win, null);
  if (due === null || due === undefined || win.history.scrollRestoration !== 'auto' || due.screen !== screen) return;
  if (!(due.y > 0) && win.scrollY === 0) return;
  win.scrollTo(0, due.y);
}

/** What the page's first screen owes: its entry's scroll, if the entry is the app's and was scrolled. */
function firstScroll(win: Window) {
  const { grattezScroll } = stateOf(win.history.state);
  if (typeof grattezScroll !== 'number' || !(grattezScroll > 0)) return null;
  return { screen: screenOf(win.history.state), y: grattezScroll };
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
