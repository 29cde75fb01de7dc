import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { START_BALANCE_CENTS, type GameId, type SerialErrorCode } from '../engine/index.ts';
import { parseLink, ticketSearch, type LinkError } from './deepLink.ts';
import { newEmission } from './emission.ts';
import { loadSession, setAside, type StorageProblem } from './persistence.ts';
import { persistStore, type PersistenceActions } from './persistenceSlice.ts';
import { createSettingsSlice, DEFAULT_SETTINGS, type SettingsActions, type SettingsState } from './settingsSlice.ts';
import type { Store, StoreContext } from './slice.ts';
import { createTicketSlice, openRef, restoreTicket, type TicketActions, type TicketState } from './ticketSlice.ts';
import { createWalletSlice, NO_PLAY, type WalletActions, type WalletState } from './walletSlice.ts';

export type Screen = 'lobby' | 'ticket' | 'rules' | 'history';

export type Notice =
  | { readonly kind: 'storage-reset'; readonly problem: StorageProblem }
  | { readonly kind: 'ticket-dropped'; readonly problem: StorageProblem }
  | { readonly kind: 'storage-failed'; readonly reason: string } // the browser's own message
  | { readonly kind: 'link'; readonly errors: readonly LinkError[] }
  | { readonly kind: 'serial'; readonly code: SerialErrorCode; readonly value: string }
  | { readonly kind: 'insufficient-funds'; readonly game: GameId };

/** Which screen shows, and the notice above it. */
interface ShellState {
  readonly screen: Screen;
  readonly notice: Notice | null;
}

/** What the address bar should do once a link has been applied. */
type LinkOutcome =
  | { readonly address: 'keep' } // nothing to do: the link asked for nothing
  | { readonly address: 'ticket'; readonly search: string } // the ticket's own link, so a reload resumes
  | { readonly address: 'clear' }; // the link was bad or could not be followed: the bare page

interface ShellActions {
  go: (screen: Screen) => void;
  dismissNotice: () => void;
  /** Applies `?game=…`, `?serial=…`, `?lang=…`. */
  applyLink: (search: string) => LinkOutcome;
}

export type AppState = ShellState & SettingsState & WalletState & TicketState;
export type AppActions = ShellActions & SettingsActions & WalletActions & TicketActions & PersistenceActions;
export type AppStore = ReturnType<typeof createAppStore>;

export interface StoreOptions extends StoreContext {
  readonly newSeed: () => string; // an emission seed for a first start
  readonly saveDelayMs?: number;
}

/** The state a session starts in: a saved one, or a fresh one (with a notice when the saved one was unreadable). */
function initialState(options: StoreOptions): { state: AppState; fresh: boolean } {
  const loaded = loadSession(options.storage);
  const fresh: AppState = {
    screen: 'lobby',
    notice: loaded.kind === 'unreadable' ? { kind: 'storage-reset', problem: loaded.problem } : null,
    settings: DEFAULT_SETTINGS,
    balanceCents: START_BALANCE_CENTS,
    emission: newEmission(options.newSeed()),
    stats: NO_PLAY,
    history: [],
    current: null,
    progress: null,
  };
  if (loaded.kind !== 'loaded') return { state: fresh, fresh: true };
  const s = loaded.session;
  const restored = s.current === null ? null : restoreTicket(s.current);
  const dropped = restored?.ok === false ? restored.error : null;
  if (dropped !== null) setAside(options.storage, JSON.stringify(s));
  const ticket = restored?.ok === true ? restored.value : { current: null, progress: null };
  return {
    state: {
      ...fresh,
      settings: s.settings,
      balanceCents: s.balanceCents,
      emission: s.emission,
      stats: s.stats,
      history: s.history,
      ...ticket,
      screen: ticket.current !== null ? 'ticket' : 'lobby',
      notice: dropped !== null ? { kind: 'ticket-dropped', problem: dropped } : null,
    },
    fresh: false,
  };
}

/** The app's one store, made of slices: shell, settings, wallet and history, ticket and scratch, persistence. */
export function createAppStore(options: StoreOptions) {
  const initial = initialState(options);
  let persistence: PersistenceActions | null = null;
  const store = createStore<Store>()(
    subscribeWithSelector((set, get) => ({
      ...initial.state,
      ...createSettingsSlice(set, get, options),
      ...createWalletSlice(set, get, options),
      ...createTicketSlice(set, get, options),
      flush: () => persistence?.flush(),
      go: (screen) => set({ screen }),
      dismissNotice: () => set({ notice: null }),
      applyLink: (search) => {
        const link = parseLink(search);
        if (link.lang !== null) get().setLang(link.lang);
        if (link.errors.length > 0) {
          set({ notice: { kind: 'link', errors: link.errors }, screen: 'lobby' });
          return { address: 'clear' };
        }
        const intent = link.intent;
        if (intent === null) return { address: 'keep' };
        if (intent.kind === 'buy') {
          if (!get().buy(intent.game, intent.variant)) {
            set({ screen: 'lobby' });
            return { address: 'clear' };
          }
        } else set(openRef(get(), intent.ref));
        const current = get().current;
        return current === null
          ? { address: 'clear' }
          : { address: 'ticket', search: ticketSearch(current.ticket.serial, get().settings.lang) };
      },
    })),
  );
  persistence = persistStore(store, options, { saveNow: initial.fresh, ...optionalDelay(options.saveDelayMs) });
  return store;
}

function optionalDelay(saveDelayMs: number | undefined): { saveDelayMs?: number } {
  return saveDelayMs === undefined ? {} : { saveDelayMs };
}

export { BRUSH_RADIUS_UNITS, type CurrentTicket } from './ticketSlice.ts';
export { DEFAULT_SETTINGS } from './settingsSlice.ts';
