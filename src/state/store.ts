import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { generateTicket, type GameId } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import { parseLink, type LinkError } from './deepLink.ts';
import type { KeyValueStorage, LostParts, StorageProblem } from './persistence.ts';
import { createSessionSync, type PersistenceActions, type PersistenceState } from './persistenceSlice.ts';
import { freshSession, leftUnsettled } from './session.ts';
import { createLangSwitch } from './langSwitch.ts';
import { keyValueBackend, type SessionBackend } from './sessionBackend.ts';
import type { StorageReason } from './storageReason.ts';
import type { TabTicket } from './tabTicket.ts';
import { createSettingsSlice, type SettingsActions, type SettingsState } from './settingsSlice.ts';
import type { SessionSync, Store } from './slice.ts';
import { createTicketSlice, ticketView, type TicketActions, type TicketState } from './ticketSlice.ts';
import { createWalletSlice, type WalletActions, type WalletState } from './walletSlice.ts';

export type Screen = 'lobby' | 'ticket' | 'rules' | 'history';

export type Notice =
  | { readonly kind: 'storage-reset'; readonly problem: StorageProblem }
  // The stored ticket in play could not be restored (and, where some were, the history rows or
  // statistics left out, and the history rows whose date was lost).
  | {
      readonly kind: 'ticket-dropped';
      readonly problem: StorageProblem;
      readonly lostParts?: LostParts;
      readonly lostDates?: readonly string[];
    }
  // History rows whose stored date could not be read: kept, their date unknown; the original set aside.
  | { readonly kind: 'dates-lost'; readonly serials: readonly string[] }
  // History rows or games' statistics that could not be read: left out, the rest kept; the original
  // set aside (and, where some were, the history rows whose date was lost).
  | { readonly kind: 'parts-lost'; readonly parts: LostParts; readonly lostDates?: readonly string[] }
  // Stored data found unreadable while running (its ticket in play, for one), set aside; and, where
  // some were, the history rows or statistics left out, and the history rows whose date was lost.
  | {
      readonly kind: 'set-aside';
      readonly problem: StorageProblem;
      readonly lostParts?: LostParts;
      readonly lostDates?: readonly string[];
    }
  // Refused: it could not be saved. `offer`: the player may choose to play without saving instead.
  | {
      readonly kind: 'purchase-unsaved';
      readonly game: GameId;
      readonly reason: StorageReason;
      readonly offer: boolean;
    }
  | { readonly kind: 'ticket-elsewhere' } // another tab replaced the ticket shown here
  // The words of the language asked for could not be fetched: the page stays in the one it shows.
  | { readonly kind: 'lang-unavailable'; readonly lang: Lang }
  // The saved game, which storage did not give at start (the page showed a stand-in), is shown at last.
  | { readonly kind: 'saved-game-back' }
  | { readonly kind: 'link'; readonly errors: readonly LinkError[] }
  | { readonly kind: 'insufficient-funds'; readonly game: GameId }
  // The bought ticket in play, revealed and credited as another ticket was opened in its place.
  | { readonly kind: 'finished-first'; readonly serial: string; readonly prizeCents: number }
  // Bought tickets left unsettled under the one in play (by an earlier release), settled and credited at start.
  | {
      readonly kind: 'settled-left';
      readonly tickets: readonly { readonly serial: string; readonly prizeCents: number }[];
    };

/** Which screen shows, and the notice above it. */
interface ShellState {
  readonly screen: Screen;
  readonly notice: Notice | null;
  /**
   * The ticket the page showed by itself: a link's (`?serial=`, or `?game=`'s purchase, whenever it
   * shows), or the one in play it found stored (even once storage answered late, after the first
   * render), while it shows; null once the player has moved on (another screen, another ticket).
   * It is no ticket the player asked for: the focus is not brought to it, whether a key was pressed
   * while the page loaded or not (a page opened cold starts from its top, every time).
   */
  readonly pageFirst: string | null;
}

interface ShellActions {
  go: (screen: Screen) => void;
  dismissNotice: () => void;
  /**
   * Applies `?game=…`, `?serial=…`, `?lang=…`; resolves once a purchase it asks for is made or
   * refused. The address then follows the screen shown (addressBar.ts).
   */
  applyLink: (search: string) => Promise<void>;
}

export type AppState = ShellState & SettingsState & WalletState & TicketState & PersistenceState;
export type AppActions = ShellActions & SettingsActions & WalletActions & TicketActions & PersistenceActions;
export type AppStore = ReturnType<typeof createAppStore>;

export interface StoreOptions {
  readonly now: () => Date;
  readonly newSeed: () => string; // an emission seed for a first start (and a tab's id: random)
  /** Where the session is kept, shared by every tab (IndexedDB in the browser)… */
  readonly backend?: SessionBackend;
  /** …or a synchronous Web Storage: localStorage where IndexedDB is missing, a fake in tests. */
  readonly storage?: KeyValueStorage;
  readonly saveDelayMs?: number;
  readonly retryDelayMs?: number; // how soon a refused save is tried again
  /**
   * Which browser tab put the ticket in play (see tabTicket.ts), so that a page of the same tab
   * back from the back/forward cache does not take it for another tab's.
   */
  readonly tabTicket?: TabTicket;
  /** Runs a task soon, letting the page breathe first (the batched replay of a long log). */
  readonly schedule?: (task: () => void) => void;
}

const defaultSchedule = (task: () => void) => void setTimeout(task, 0);

/**
 * The app's one store, made of slices: shell, settings, wallet and history, ticket and scratch,
 * persistence. It starts reading the stored session at once; with a synchronous storage it has
 * read it when this returns, otherwise `openAppStore` waits for it.
 */
export function createAppStore(options: StoreOptions) {
  return build(options).store;
}

/** A store whose stored session has been read (the browser's IndexedDB answers asynchronously). */
export async function openAppStore(options: StoreOptions): Promise<AppStore> {
  const built = build(options);
  await built.started;
  return built.store;
}

function build(options: StoreOptions) {
  const backend = options.backend ?? keyValueBackend(options.storage ?? emptyStorage());
  let sync: SessionSync | null = null;
  const context = {
    now: options.now,
    get sync(): SessionSync {
      if (sync === null) throw new Error('the store is not built yet');
      return sync;
    },
  };
  // Shown until the stored session is read (at once with a synchronous storage); never saved.
  const placeholder = freshSession('placeholder');
  let linking = 0; // links being applied: the ticket they bring is the page's first
  let engine: ReturnType<typeof createSessionSync> | null = null;
  const langs = createLangSwitch((lang) => store.setState({ notice: { kind: 'lang-unavailable', lang } }));
  const store = createStore<Store>()(
    subscribeWithSelector((set, get) => {
      const settings = createSettingsSlice(set, get, context);
      return {
        screen: 'lobby',
        notice: null,
        pageFirst: null,
        settings: placeholder.settings,
        balanceCents: placeholder.balanceCents,
        emission: placeholder.emission,
        stats: placeholder.stats,
        history: placeholder.history,
        current: null,
        progress: null,
        saveProblem: null,
        purchasing: false,
        ...settings,
        // The page shows a language once its words are in: at once for its own, and for the other's
        // once fetched when idle (ui/App.tsx); otherwise once they arrive. Words that cannot be
        // fetched leave the page in its language, with a notice saying so. The last switch wins,
        // this page's or another tab's (langSwitch.ts). (Here, not in the settings slice, whose
        // chunk the embed loads too.)
        setLang: (lang) => langs.to(lang, () => settings.setLang(lang)),
        ...createWalletSlice(set, get, context),
        ...createTicketSlice(set, get, context),
        flush: () => engine?.flush() ?? Promise.resolve(),
        idle: () => engine?.idle() ?? Promise.resolve(),
        dispose: () => engine?.dispose(),
        suspend: () => engine?.suspend(),
        resume: () => engine?.resume(),
        playUnsaved: () => engine?.playUnsaved() ?? Promise.resolve(),
        go: (screen) => set({ screen }),
        dismissNotice: () => set({ notice: null }),
        applyLink: async (search) => {
          const link = parseLink(search);
          if (link.lang !== null) get().setLang(link.lang);
          if (link.errors.length > 0) {
            set({ notice: { kind: 'link', errors: link.errors }, screen: 'lobby' });
            return;
          }
          const intent = link.intent;
          if (intent === null) return;
          if (intent.design !== null) get().chooseDesign(intent.design);
          linking++;
          try {
            if (intent.kind === 'buy') {
              if (!(await get().buy(intent.game, intent.variant))) set({ screen: 'lobby' });
            } else get().openSerial(generateTicket(intent.ref).serial);
          } finally {
            linking--;
          }
        },
      };
    }),
  );
  // The state object, as built above, is in V8's slow dictionary mode (it has more properties than
  // V8 adds in fast mode), and zustand's Object.assign copies keep that mode: a set then costs
  // several µs, most of a pointer event's budget. A spread copy is in fast mode, and so are the
  // copies made from it (measured by `npm run bench -- coverage`).
  store.setState({ ...store.getState() }, true);
  const view = ticketView(
    store.setState,
    store.getState,
    options.schedule ?? defaultSchedule,
    (serial, zones) => sync?.act({ kind: 'reveal', serial, zones }),
    langs,
  );
  engine = createSessionSync(store, view, {
    backend,
    now: options.now,
    newSeed: options.newSeed,
    ...(options.saveDelayMs === undefined ? {} : { saveDelayMs: options.saveDelayMs }),
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    onLoadedLate: () => show(),
    ...(options.tabTicket === undefined ? {} : { tabTicket: options.tabTicket }),
  });
  sync = engine.sync;
  // A notice found at start while another one shows (the saved session's dates lost, a link's
  // errors): shown once that one goes, dismissed or replaced by nothing.
  const later: Notice[] = [];
  store.subscribe(
    (s) => s.notice,
    (notice) => {
      const next = notice === null ? later.shift() : undefined;
      if (next !== undefined) store.setState({ notice: next });
    },
  );
  // The page's first ticket (`pageFirst`): the one a link brings, as it comes (before the screen
  // that shows it renders); forgotten once another ticket shows, or another screen.
  store.subscribe(
    (s) => s.current?.ticket.serial ?? null,
    (serial) => {
      const first = store.getState().pageFirst;
      if (linking > 0 && serial !== null) store.setState({ pageFirst: serial });
      else if (first !== null && serial !== first) store.setState({ pageFirst: null });
    },
  );
  store.subscribe(
    (s) => s.screen,
    (screen, before) => {
      if (before === 'ticket' && screen !== 'ticket' && store.getState().pageFirst !== null)
        store.setState({ pageFirst: null });
    },
  );
  let firstShown: string | null = null;
  /**
   * The stored session is shown (at start, or once storage answers late): its ticket in play is the
   * page's first. (Called twice at start with a synchronous storage: the second time, the ticket
   * already shown stays as it is.)
   */
  const show = () => {
    if (engine === null) return;
    const settled = finishUnsettled(store.getState(), engine.sync);
    if (settled !== null) {
      if (store.getState().notice === null) store.setState({ notice: settled });
      else later.push(settled);
    }
    const serial = store.getState().current?.ticket.serial ?? null;
    if (serial === null || serial === firstShown) return;
    firstShown = serial;
    store.setState({ screen: 'ticket', pageFirst: serial });
  };
  const started = engine.start().then(show);
  // With a synchronous storage the session is read by now.
  show();
  return { store, started };
}

/**
 * A bought ticket not settled yet, with no ticket in play: its saved state could not be read (its
 * strokes, its zones or its serial damaged) and was dropped, or the page closed before its reopening
 * below was saved. What it wins is the engine's, not its strokes': it is opened again from its history
 * row, covered, to be scratched again and credited once revealed. Several (none since this reopening)
 * are opened oldest first, each one finishing and crediting the one before, as opening always does.
 *
 * With a ticket in play, those left unsettled under it (dropped by a release that did not open them
 * again, a newer ticket bought since) are settled and credited at once, as moving on from a ticket
 * does: the player moved on from them when buying the newer one, whose play is not interrupted.
 * Returns the notice that says so, or null.
 */
function finishUnsettled(state: Pick<AppState, 'current' | 'history'>, sessionSync: SessionSync): Notice | null {
  if (state.current !== null) {
    const left = leftUnsettled(state.history, state.current.ticket.serial);
    for (const { serial } of left) sessionSync.act({ kind: 'settle-left', serial });
    return left.length === 0 ? null : { kind: 'settled-left', tickets: left };
  }
  const unsettled = state.history.filter((h) => !h.settled && h.priceCents > 0);
  for (const entry of unsettled.reverse()) sessionSync.act({ kind: 'open', serial: entry.serial });
  return null;
}

/** A Web Storage that holds nothing and refuses every write (no storage given). */
function emptyStorage(): KeyValueStorage {
  return {
    getItem: () => null,
    setItem: () => {
      throw new Error('no storage');
    },
    removeItem: () => undefined,
    key: () => null,
    length: 0,
  };
}

export { BRUSH_RADIUS_UNITS, shownDesign, type CurrentTicket } from './ticketSlice.ts';
export { DEFAULT_SETTINGS } from './settings.ts';

declare module './slice.ts' {
  /** The shell part of the store. */
  interface Store extends ShellState, ShellActions {}
}
