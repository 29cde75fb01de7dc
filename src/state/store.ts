import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  evaluate,
  GAMES,
  generateTicket,
  parseSerial,
  type Breakdown,
  type GameId,
  type Lang,
  type SerialErrorCode,
  type Ticket,
} from '../engine/index.ts';
import { getLayout } from '../layouts/index.ts';
import type { TicketLayout } from '../layouts/layoutSchema.ts';
import { Coverage } from './coverage.ts';
import { parseLink, ticketSearch, type LinkError } from './deepLink.ts';
import { designOf } from './describe.ts';
import { dealNext, newEmission, type EmissionState, type VariantChoice } from './emission.ts';
import {
  HISTORY_LIMIT,
  loadSession,
  setAside,
  SAVE_VERSION,
  saveSession,
  type HistoryEntry,
  type KeyValueStorage,
  type SavedSession,
  type Settings,
} from './persistence.ts';
import { ScratchLog } from './scratchLog.ts';

export const START_BALANCE_CENTS = 2_000; // demo credits at first start and after "Recharger"
export const BRUSH_RADIUS_UNITS = 22; // the coin's radius, ticket units
export const DEFAULT_SETTINGS: Settings = {
  lang: 'fr',
  revealThresholdRatio: 0.6,
  motion: 'system',
  pawsChoice: 'surprise',
};
const SAVE_DELAY_MS = 300;

export type Screen = 'lobby' | 'ticket' | 'rules' | 'history';

/** The mutable scratch record of the current ticket: strokes and what they uncovered. */
export interface ScratchSession {
  readonly log: ScratchLog; // append-only; renderers replay it
  readonly coverage: Coverage; // CPU truth of each zone's scratched share
}

export interface CurrentTicket {
  readonly ticket: Ticket;
  readonly layout: TicketLayout;
  readonly breakdown: Breakdown; // decided by the engine when dealt
  readonly scratch: ScratchSession;
  readonly revealed: readonly boolean[]; // per layout zone
  readonly settled: boolean; // every zone revealed: the result shows
  readonly paid: boolean; // bought with demo credits (false when opened from a serial)
}

export type Notice =
  | { readonly kind: 'storage-reset'; readonly reason: string }
  | { readonly kind: 'ticket-dropped'; readonly reason: string }
  | { readonly kind: 'storage-failed'; readonly reason: string }
  | { readonly kind: 'link'; readonly errors: readonly LinkError[] }
  | { readonly kind: 'serial'; readonly code: SerialErrorCode; readonly value: string }
  | { readonly kind: 'insufficient-funds'; readonly game: GameId };

export interface GameStats {
  readonly bought: number;
  readonly spentCents: number;
  readonly wonCents: number;
}

export interface AppState {
  readonly screen: Screen;
  readonly settings: Settings;
  readonly balanceCents: number;
  readonly emission: EmissionState;
  readonly stats: Readonly<Record<GameId, GameStats>>;
  readonly history: readonly HistoryEntry[]; // newest first
  readonly current: CurrentTicket | null;
  readonly notice: Notice | null;
  readonly scratchRevision: number; // bumps with every recorded stroke segment
}

export interface AppActions {
  setLang: (lang: Lang) => void;
  setMotion: (motion: Settings['motion']) => void;
  setRevealThreshold: (ratio: number) => void;
  go: (screen: Screen) => void;
  /** Buys the next ticket of a game; false (with a notice) when the wallet is too low. */
  buy: (game: GameId, variant?: VariantChoice) => boolean;
  /** Opens the ticket of a serial (resuming it if it is the current one); false on a bad serial. */
  openSerial: (serial: string) => boolean;
  /** Applies `?game=…`, `?serial=…`, `?lang=…`; returns the address the bar should show, if any. */
  applyLink: (search: string) => string | null;
  /** One brush segment, in ticket units. */
  scratch: (x0: number, y0: number, x1: number, y1: number) => void;
  revealZone: (zoneIndex: number) => void;
  revealAll: () => void;
  refill: () => void;
  dismissNotice: () => void;
  /** Writes pending changes to storage now (page hide). */
  flush: () => void;
}

export type AppStore = ReturnType<typeof createAppStore>;

export interface StoreOptions {
  readonly storage: KeyValueStorage;
  readonly now: () => Date;
  readonly newSeed: () => string; // an emission seed for a first start
  readonly saveDelayMs?: number;
}

const NO_STATS: Readonly<Record<GameId, GameStats>> = {
  paws: { bought: 0, spentCents: 0, wonCents: 0 },
  months: { bought: 0, spentCents: 0, wonCents: 0 },
};

function newCurrent(ticket: Ticket, paid: boolean): CurrentTicket {
  const layout = getLayout(designOf(ticket));
  const scored = evaluate(ticket);
  if (!scored.ok) throw new Error(`the engine dealt an invalid face: ${scored.error[0]?.message ?? ''}`);
  return {
    ticket,
    layout,
    breakdown: scored.value,
    scratch: { log: new ScratchLog(), coverage: new Coverage(layout) },
    revealed: layout.zones.map(() => false),
    settled: false,
    paid,
  };
}

/** Rebuilds the saved current ticket: same face from its serial, strokes replayed into coverage. */
function restoreCurrent(saved: NonNullable<SavedSession['current']>): CurrentTicket | string {
  const ref = parseSerial(saved.serial);
  if (!ref.ok) return `the current ticket's serial is invalid: ${ref.error.message}`;
  const log = ScratchLog.decode(saved.strokes);
  if (log === null) return "the current ticket's strokes are unreadable";
  const current = newCurrent(generateTicket(ref.value), saved.paid);
  if (saved.revealed.length !== current.layout.zones.length)
    return "the current ticket's zones do not match its layout";
  const coverage = current.scratch.coverage;
  log.forEach((x0, y0, x1, y1) => {
    coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
  });
  const settled = saved.revealed.every(Boolean);
  return { ...current, scratch: { log, coverage }, revealed: saved.revealed, settled };
}

function toSaved(state: AppState): SavedSession {
  const c = state.current;
  return {
    version: SAVE_VERSION,
    settings: state.settings,
    balanceCents: state.balanceCents,
    emission: state.emission,
    stats: state.stats,
    history: [...state.history],
    current:
      c === null
        ? null
        : { serial: c.ticket.serial, paid: c.paid, revealed: [...c.revealed], strokes: c.scratch.log.encode() },
  };
}

/** The app's one store: wallet, emission, current ticket and its scratches, history, settings. */
export function createAppStore(options: StoreOptions) {
  const loaded = loadSession(options.storage);
  let initial: AppState = {
    screen: 'lobby',
    settings: DEFAULT_SETTINGS,
    balanceCents: START_BALANCE_CENTS,
    emission: newEmission(options.newSeed()),
    stats: NO_STATS,
    history: [],
    current: null,
    notice: loaded.kind === 'unreadable' ? { kind: 'storage-reset', reason: loaded.reason } : null,
    scratchRevision: 0,
  };
  if (loaded.kind === 'loaded') {
    const s = loaded.session;
    const current = s.current === null ? null : restoreCurrent(s.current);
    initial = {
      ...initial,
      settings: s.settings,
      balanceCents: s.balanceCents,
      emission: s.emission,
      stats: s.stats,
      history: s.history,
      current: typeof current === 'string' ? null : current,
      screen: current !== null && typeof current !== 'string' ? 'ticket' : 'lobby',
      notice: typeof current === 'string' ? { kind: 'ticket-dropped', reason: current } : null,
    };
    if (typeof current === 'string') setAside(options.storage, JSON.stringify(s));
  }

  const store = createStore<AppState & AppActions>()(
    subscribeWithSelector((set, get) => {
      /** Marks the current ticket settled once every zone shows; credits a bought ticket. */
      const withRevealed = (state: AppState, revealed: readonly boolean[]): Partial<AppState> => {
        const current = state.current;
        if (current === null) return {};
        if (!revealed.every(Boolean) || current.settled) return { current: { ...current, revealed } };
        const prize = current.ticket.prize;
        const game = current.ticket.game;
        const credited = current.paid ? prize : 0;
        return {
          current: { ...current, revealed, settled: true },
          balanceCents: state.balanceCents + credited,
          stats: { ...state.stats, [game]: { ...state.stats[game], wonCents: state.stats[game].wonCents + credited } },
          history: state.history.map((h) =>
            h.serial === current.ticket.serial && !h.settled ? { ...h, settled: true } : h,
          ),
        };
      };
      const settleCurrent = () => {
        const state = get();
        if (state.current !== null && !state.current.settled)
          set(
            withRevealed(
              state,
              state.current.revealed.map(() => true),
            ),
          );
      };

      return {
        ...initial,
        setLang: (lang) => set((s) => ({ settings: { ...s.settings, lang } })),
        setMotion: (motion) => set((s) => ({ settings: { ...s.settings, motion } })),
        setRevealThreshold: (ratio) =>
          set((s) => ({ settings: { ...s.settings, revealThresholdRatio: Math.min(1, Math.max(0.3, ratio)) } })),
        go: (screen) => set({ screen }),

        buy: (game, variant = 'surprise') => {
          settleCurrent();
          const state = get();
          const price = GAMES[game].priceCents;
          if (state.balanceCents < price) {
            set({ notice: { kind: 'insufficient-funds', game } });
            return false;
          }
          const dealt = dealNext(state.emission, game, variant);
          const settings = game === 'paws' ? { ...state.settings, pawsChoice: variant } : state.settings;
          const entry: HistoryEntry = {
            serial: dealt.ticket.serial,
            game,
            priceCents: price,
            prizeCents: dealt.ticket.prize,
            settled: false,
            at: options.now().toISOString(),
          };
          set({
            emission: dealt.emission,
            settings,
            balanceCents: state.balanceCents - price,
            stats: {
              ...state.stats,
              [game]: {
                ...state.stats[game],
                bought: state.stats[game].bought + 1,
                spentCents: state.stats[game].spentCents + price,
              },
            },
            history: [entry, ...state.history].slice(0, HISTORY_LIMIT),
            current: newCurrent(dealt.ticket, true),
            screen: 'ticket',
            notice: null,
          });
          return true;
        },

        openSerial: (serial) => {
          const parsed = parseSerial(serial);
          if (!parsed.ok) {
            set({ notice: { kind: 'serial', code: parsed.error.code, value: serial } });
            return false;
          }
          const state = get();
          if (state.current?.ticket.serial === serial.trim()) {
            set({ screen: 'ticket' });
            return true;
          }
          settleCurrent();
          set({ current: newCurrent(generateTicket(parsed.value), false), screen: 'ticket', notice: null });
          return true;
        },

        applyLink: (search) => {
          const link = parseLink(search);
          if (link.lang !== null) get().setLang(link.lang);
          if (link.errors.length > 0) {
            set({ notice: { kind: 'link', errors: link.errors }, screen: 'lobby' });
            return '';
          }
          const intent = link.intent;
          if (intent === null) return null;
          const done = intent.kind === 'buy' ? get().buy(intent.game, intent.variant) : get().openSerial(intent.serial);
          const current = get().current;
          if (!done || current === null) {
            set({ screen: 'lobby' });
            return '';
          }
          return ticketSearch(current.ticket.serial, get().settings.lang);
        },

        scratch: (x0, y0, x1, y1) => {
          const state = get();
          const current = state.current;
          if (current === null || current.settled) return;
          current.scratch.log.push(x0, y0, x1, y1);
          const changed = current.scratch.coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
          let revealed = current.revealed;
          if (changed !== 0) {
            const threshold = state.settings.revealThresholdRatio;
            for (let z = 0; z < revealed.length; z++) {
              if (
                !revealed[z] &&
                (changed & (1 << Math.min(z, 31))) !== 0 &&
                current.scratch.coverage.ratio(z) >= threshold
              ) {
                if (revealed === current.revealed) revealed = [...revealed];
                (revealed as boolean[])[z] = true;
              }
            }
          }
          if (revealed === current.revealed) set({ scratchRevision: state.scratchRevision + 1 });
          else set({ ...withRevealed(state, revealed), scratchRevision: state.scratchRevision + 1 });
        },

        revealZone: (zoneIndex) => {
          const state = get();
          const current = state.current;
          if (current === null || current.revealed[zoneIndex] !== false) return;
          const revealed = [...current.revealed];
          revealed[zoneIndex] = true;
          set(withRevealed(state, revealed));
        },

        revealAll: settleCurrent,

        refill: () => set((s) => ({ balanceCents: Math.max(s.balanceCents, START_BALANCE_CENTS) })),
        dismissNotice: () => set({ notice: null }),
        flush: () => save(),
      };
    }),
  );

  let timer: ReturnType<typeof setTimeout> | null = null;
  let failed = false;
  const save = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const error = saveSession(options.storage, toSaved(store.getState()));
    if (error !== null && !failed) store.setState({ notice: { kind: 'storage-failed', reason: error } });
    failed = error !== null;
  };
  store.subscribe((state, previous) => {
    if (state.notice !== previous.notice && state.notice?.kind === 'storage-failed') return;
    timer ??= setTimeout(save, options.saveDelayMs ?? SAVE_DELAY_MS);
  });
  // Loading may have changed nothing, but a first start must still record its seed.
  if (loaded.kind !== 'loaded') save();
  return store;
}
