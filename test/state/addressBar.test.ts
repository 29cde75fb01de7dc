import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAddressBar, followScreens, restoreScroll, type AddressBar } from '../../src/state/addressBar.ts';
import { ticketSearch } from '../../src/state/deepLink.ts';
import { createAppStore, type Screen } from '../../src/state/store.ts';
import { MemoryStorage } from './memoryStorage.ts';

/** A browser's session history: entries, the current one, and Back and Forward, which fire a pop. */
class FakeHistory implements AddressBar {
  entries: { screen: Screen | null; search: string }[] = [{ screen: null, search: '' }];
  at = 0;
  private listener: ((screen: Screen | null) => void) | null = null;

  recorded(): Screen | null {
    return this.current.screen;
  }
  replace(screen: Screen, search: string): void {
    this.entries[this.at] = { screen, search };
  }
  push(screen: Screen, search: string): void {
    this.entries.splice(this.at + 1, Infinity, { screen, search });
    this.at++;
  }
  onPop(listener: (screen: Screen | null) => void): () => void {
    this.listener = listener;
    return () => (this.listener = null);
  }
  /** Back (-1) or Forward (+1), as the browser's buttons do. */
  traverse(delta: number): void {
    this.at += delta;
    this.listener?.(this.entries[this.at]!.screen);
  }
  /** A fragment the player types, which the browser adds without a screen. */
  fragment(): void {
    this.entries.splice(this.at + 1, Infinity, { screen: null, search: '#x' });
    this.at++;
    this.listener?.(null);
  }
  get current() {
    return this.entries[this.at]!;
  }
}

/** A store of its own, on `storage`, read at once. */
function storeOn(storage = new MemoryStorage()) {
  return createAppStore({
    storage,
    now: () => new Date('2026-12-05T12:00:00Z'),
    newSeed: () => 'address',
    saveDelayMs: 0,
  });
}

function setUp() {
  const store = storeOn();
  const bar = new FakeHistory();
  const stop = followScreens(store, bar);
  return { store, bar, stop };
}

describe('the screens in the browser’s history', () => {
  it('gives the first entry the screen shown, and makes each screen the player goes to an entry', () => {
    const { store, bar } = setUp();
    expect(bar.entries).toEqual([{ screen: 'lobby', search: '' }]);
    store.getState().go('rules');
    store.getState().go('history');
    expect(bar.entries.map((e) => e.screen)).toEqual(['lobby', 'rules', 'history']);
    expect(bar.at).toBe(2);
  });

  it('goes back and forward through the screens, without adding entries', () => {
    const { store, bar } = setUp();
    store.getState().go('rules');
    store.getState().go('history');
    bar.traverse(-1);
    expect(store.getState().screen).toBe('rules');
    bar.traverse(-1);
    expect(store.getState().screen).toBe('lobby');
    bar.traverse(+1);
    expect(store.getState().screen).toBe('rules');
    expect(bar.entries).toHaveLength(3);
    // A new screen from the middle drops the entries after it, as a link does.
    store.getState().go('lobby');
    expect(bar.entries.map((e) => e.screen)).toEqual(['lobby', 'rules', 'lobby']);
  });

  it('gives the ticket screen the ticket’s own address, and replaces it for another ticket or language', async () => {
    const { store, bar } = setUp();
    await store.getState().buy('paws', 'dog');
    const first = store.getState().current!.ticket.serial;
    expect(bar.entries).toEqual([
      { screen: 'lobby', search: '' },
      { screen: 'ticket', search: ticketSearch(first, 'fr') },
    ]);
    await store.getState().buy('paws', 'cat');
    const second = store.getState().current!.ticket.serial;
    expect(second).not.toBe(first);
    store.getState().setLang('en');
    expect(bar.entries).toEqual([
      { screen: 'lobby', search: '' },
      { screen: 'ticket', search: ticketSearch(second, 'en') },
    ]);
    // Elsewhere the bare page, in the language shown.
    store.getState().go('rules');
    expect(bar.current).toEqual({ screen: 'rules', search: '?lang=en' });
    store.getState().setLang('fr');
    expect(bar.current).toEqual({ screen: 'rules', search: '' });
  });

  it('shows the ticket in play on an older ticket entry, never the earlier ticket', async () => {
    const { store, bar } = setUp();
    await store.getState().buy('months');
    store.getState().go('history');
    store.getState().go('lobby');
    await store.getState().buy('paws', 'dog');
    const inPlay = store.getState().current!.ticket.serial;
    bar.traverse(-1); // the lobby
    bar.traverse(-1); // the history
    bar.traverse(-1); // the first ticket's entry
    expect(store.getState().screen).toBe('ticket');
    expect(store.getState().current!.ticket.serial).toBe(inPlay);
    expect(bar.current).toEqual({ screen: 'ticket', search: ticketSearch(inPlay, 'fr') });
    expect(store.getState().balanceCents).toBe(2000 - 300 - 200); // nothing bought again
  });

  it('shows the lobby on a ticket entry when no ticket is in play', () => {
    const store = storeOn();
    store.setState({ screen: 'rules' });
    const bar = new FakeHistory();
    bar.entries = [
      { screen: 'ticket', search: '?serial=x' },
      { screen: null, search: '' },
    ];
    bar.at = 1;
    followScreens(store, bar);
    bar.traverse(-1);
    expect(store.getState().screen).toBe('lobby');
    expect(bar.current).toEqual({ screen: 'lobby', search: '' });
  });

  it('keeps the screen on an entry it did not make, and gives that entry the screen', () => {
    const { store, bar } = setUp();
    store.getState().go('rules');
    bar.fragment();
    expect(store.getState().screen).toBe('rules');
    expect(bar.current).toEqual({ screen: 'rules', search: '' });
  });

  it('shows the screen an entry records when it is loaded again, not the ticket in play', async () => {
    const storage = new MemoryStorage();
    const first = storeOn(storage);
    await first.getState().buy('paws', 'dog');
    await first.getState().flush();
    // A reload on the rules: the session's ticket would show, the entry says the rules.
    const store = storeOn(storage);
    expect(store.getState().screen).toBe('ticket');
    const bar = new FakeHistory();
    bar.entries = [{ screen: 'rules', search: '' }];
    followScreens(store, bar);
    expect(store.getState().screen).toBe('rules');
    expect(bar.entries).toEqual([{ screen: 'rules', search: '' }]);
    // An entry of the ticket screen without a ticket in play shows the lobby.
    const empty = storeOn();
    const other = new FakeHistory();
    other.entries = [{ screen: 'ticket', search: '?serial=x' }];
    followScreens(empty, other);
    expect(empty.getState().screen).toBe('lobby');
    expect(other.current).toEqual({ screen: 'lobby', search: '' });
  });

  it('lets go of the store and the browser once stopped', () => {
    const { store, bar, stop } = setUp();
    stop();
    store.getState().go('rules');
    expect(bar.entries).toHaveLength(1);
    bar.entries.push({ screen: 'history', search: '' });
    bar.traverse(+1);
    expect(store.getState().screen).toBe('rules');
  });
});

/** The parts of a window the address bar uses: its history's entries, its scroll, and its events. */
function fakeWindow(state: unknown = null) {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const entries: unknown[] = [state];
  let at = 0;
  const win = {
    scrollY: 0,
    scrolledTo: [] as number[],
    location: { pathname: '/' },
    history: {
      scrollRestoration: 'auto',
      get state() {
        return entries[at];
      },
      replaceState: (next: unknown) => void (entries[at] = structuredClone(next)),
      pushState: (next: unknown) => {
        entries.splice(++at, Infinity, structuredClone(next));
      },
    },
    scrollTo(_x: number, y: number) {
      this.scrollY = y;
      this.scrolledTo.push(y);
    },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: () => undefined,
    /** The player scrolls to `y`. */
    scroll(y: number) {
      this.scrollY = y;
      for (const listener of listeners.get('scroll') ?? []) listener({});
    },
    fire: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener({})),
    /** Back (-1) or Forward (+1), as the browser's buttons: the entry, then its popstate. */
    traverse(delta: number) {
      at += delta;
      for (const listener of listeners.get('popstate') ?? []) listener({ state: entries[at] });
    },
    entries,
  };
  return win;
}
const asWindow = (win: ReturnType<typeof fakeWindow>) => win as unknown as Window;

describe('the scroll of each screen’s entry', () => {
  const anEntry: unknown = expect.any(String); // each entry's own name
  afterEach(() => void vi.useRealTimers());

  it('is written into the entry once the scroll has settled and as the page goes away, and kept while the screen stays', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const bar = browserAddressBar(asWindow(win));
    bar.replace('history', '');
    for (let y = 100; y <= 1200; y += 100) {
      win.scroll(y);
      vi.advanceTimersByTime(16); // a frame apart: still scrolling, nothing written
    }
    expect(win.history.state).toEqual({ grattezScreen: 'history', grattezEntry: anEntry });
    vi.advanceTimersByTime(250); // settled
    expect(win.history.state).toEqual({
      grattezScreen: 'history',
      grattezScroll: 1200,
      grattezEntry: anEntry,
    });
    bar.replace('history', '?lang=en'); // the language changes: the same screen
    expect(win.history.state).toEqual({
      grattezScreen: 'history',
      grattezScroll: 1200,
      grattezEntry: anEntry,
    });
    win.scrollY = 1500;
    win.fire('pagehide');
    expect(win.history.state).toEqual({
      grattezScreen: 'history',
      grattezScroll: 1500,
      grattezEntry: anEntry,
    });
    bar.push('rules', ''); // a new screen starts at its top, with no scroll of its own yet
    expect(win.history.state).toEqual({ grattezScreen: 'rules', grattezEntry: anEntry });
    expect(win.scrollY).toBe(0);
    expect(win.entries[0]).toEqual({ grattezScreen: 'history', grattezScroll: 1500, grattezEntry: anEntry });
    bar.replace('lobby', ''); // another screen on the same entry: its scroll is not the lobby's
    expect(win.history.state).toEqual({ grattezScreen: 'lobby', grattezEntry: anEntry });
    win.scroll(700); // and another screen at once: the entry left keeps where it was
    bar.push('rules', '');
    expect(win.entries[1]).toEqual({ grattezScreen: 'lobby', grattezScroll: 700, grattezEntry: anEntry });
  });

  // Safari throws past 100 pushes and replaces in 30 s: the app's own screen changes must keep room.
  it('leaves most of the browser’s budget of entry changes to the screens, and never throws', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const bar = browserAddressBar(asWindow(win));
    bar.replace('history', '');
    let replaces = 0;
    const replaceState = win.history.replaceState;
    win.history.replaceState = (next: unknown) => {
      replaces++;
      replaceState(next);
    };
    for (let i = 1; i <= 100; i++) {
      win.scroll(i * 10); // a hundred flicks in 30 s, each settling
      vi.advanceTimersByTime(290);
    }
    expect(replaces).toBeLessThanOrEqual(30);
    expect(replaces).toBeGreaterThan(0);
    win.history.replaceState = () => {
      throw new DOMException(
        'Attempt to use history.replaceState() more than 100 times per 30 seconds',
        'SecurityError',
      );
    };
    vi.advanceTimersByTime(30_000);
    win.scroll(5000);
    expect(() => vi.advanceTimersByTime(250)).not.toThrow();
    expect(() => win.fire('pagehide')).not.toThrow();
  });

  it('brings the page’s first screen back where its entry was scrolled, once, on that screen only', () => {
    const reloaded = fakeWindow({ grattezScreen: 'history', grattezScroll: 17149 });
    restoreScroll(asWindow(reloaded), 'history');
    restoreScroll(asWindow(reloaded), 'history'); // a screen shown again later: where the browser keeps it
    expect(reloaded.scrolledTo).toEqual([17149]);

    const otherScreen = fakeWindow({ grattezScreen: 'ticket', grattezScroll: 400 });
    restoreScroll(asWindow(otherScreen), 'lobby'); // the ticket entry shows the lobby: no ticket in play
    restoreScroll(asWindow(otherScreen), 'ticket'); // and a screen opened then starts at its top
    expect(otherScreen.scrolledTo).toEqual([]);

    const manual = fakeWindow({ grattezScreen: 'rules', grattezScroll: 900 });
    manual.history.scrollRestoration = 'manual'; // the page said it restores scrolls itself
    restoreScroll(asWindow(manual), 'rules');
    expect(manual.scrolledTo).toEqual([]);

    const fresh = fakeWindow(); // a link followed, an address typed
    restoreScroll(asWindow(fresh), 'rules');
    expect(fresh.scrolledTo).toEqual([]);
  });

  // Firefox and WebKit left a History screen loaded again (a reload) at its top, or short of its
  // place, when Back came back to it from another screen.
  it('brings the screen Back or Forward shows back where it was left, even scrolled a moment before', () => {
    vi.useFakeTimers();
    const win = fakeWindow({ grattezScreen: 'history', grattezScroll: 17149 }); // a reload
    const bar = browserAddressBar(asWindow(win));
    bar.replace('history', '');
    restoreScroll(asWindow(win), 'history');
    expect(win.scrollY).toBe(17149);
    bar.push('rules', '');
    restoreScroll(asWindow(win), 'rules'); // a new screen: its top
    expect(win.scrollY).toBe(0);
    win.traverse(-1); // Back: the browser did not restore it
    restoreScroll(asWindow(win), 'history'); // once the rows are in
    expect(win.scrollY).toBe(17149);
    win.scrollY = 9000; // read further, and Forward before the scroll's event came (nor was it written)
    win.traverse(+1);
    restoreScroll(asWindow(win), 'rules');
    expect(win.scrollY).toBe(0);
    win.traverse(-1);
    restoreScroll(asWindow(win), 'history');
    expect(win.scrollY).toBe(9000);
  });

  it.each(['wheel', 'keydown', 'touchstart'])(
    'yields to a scroll the player made (%s) before the screen’s content came',
    (move) => {
      const reloaded = fakeWindow({ grattezScreen: 'history', grattezScroll: 17149 });
      browserAddressBar(asWindow(reloaded));
      reloaded.fire(move);
      reloaded.scroll(300);
      restoreScroll(asWindow(reloaded), 'history');
      expect(reloaded.scrolledTo).toEqual([]);
      expect(reloaded.scrollY).toBe(300);
    },
  );
});
