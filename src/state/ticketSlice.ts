import {
  evaluate,
  generateTicket,
  parseSerial,
  tidySerial,
  type Breakdown,
  type SerialErrorCode,
  type Ticket,
} from '../engine/index.ts';
import { designOf, type DesignId, type TicketLayout } from '../layouts/index.ts';
import { BRUSH_RADIUS_UNITS } from './brush.ts';
import { Coverage } from './coverage.ts';
import type { RemoteStrokes } from './persistenceSlice.ts';
import { ScratchLog } from './scratchLog.ts';
import type { Settings } from './persistence.ts';
import { messagesLoaded, type Lang } from '../i18n/index.ts';
import type { LangSwitch } from './langSwitch.ts';
import { playerLayout } from './settings.ts';
import { finishedByOpening, type SessionTicket, type SessionValue } from './session.ts';
import type { SliceCreator, Store } from './slice.ts';

export { BRUSH_RADIUS_UNITS };

/**
 * Segments of a restored log replayed into the coverage at a time: a few milliseconds of work, so
 * that replaying the longest log (65,536 segments) never holds the page for long.
 */
export const REPLAY_BATCH_SEGMENTS = 4_096;

/** The ticket in play: what the engine dealt, and which zones show. Replaced, never changed. */
export interface CurrentTicket {
  readonly ticket: Ticket;
  readonly layout: TicketLayout;
  readonly breakdown: Breakdown; // decided by the engine when dealt
  readonly revealed: readonly boolean[]; // per layout zone
  readonly settled: boolean; // every zone revealed: the result shows
  readonly paid: boolean; // bought with demo credits (false for a serial opened that this session did not buy)
}

/** The design a ticket is drawn with, when it is not the ticket's default one (null). */
export function shownDesign(current: CurrentTicket): DesignId | null {
  return current.layout.design === designOf(current.ticket) ? null : current.layout.design;
}

/**
 * The current ticket's strokes and what they uncovered. Kept apart from `current` because it
 * changes with every pointer event, which only the canvas needs to hear about.
 */
export interface ScratchProgress {
  readonly log: ScratchLog; // every stroke segment, for saving and repainting
  readonly coverage: Coverage; // CPU truth of each zone's scratched share, of the log's first `replayed` segments
  readonly replayed: number; // below `log.length` while a restored log is still being replayed, in batches
}

export interface TicketState {
  readonly current: CurrentTicket | null;
  readonly progress: ScratchProgress | null; // null exactly when `current` is
}

export interface TicketActions {
  /**
   * Opens the ticket of a serial (resuming it if it is the current one): null, or why the serial
   * cannot be opened (the screen that took it tells so, beside its field).
   */
  openSerial: (serial: string) => SerialErrorCode | null;
  /** One brush segment, in ticket units. */
  scratch: (x0: number, y0: number, x1: number, y1: number) => void;
  revealZone: (zoneIndex: number) => void;
  revealAll: () => void;
}

/** A freshly dealt or opened ticket, nothing scratched, drawn with the design the settings choose. */
function openTicket(
  ticket: Ticket,
  paid: boolean,
  settings: Settings,
): { readonly current: CurrentTicket; readonly progress: ScratchProgress } {
  const layout = playerLayout(ticket, settings);
  const scored = evaluate(ticket);
  if (!scored.ok) throw new Error(`the engine dealt an invalid face: ${scored.error[0]?.message ?? ''}`);
  return {
    current: { ticket, layout, breakdown: scored.value, revealed: layout.zones.map(() => false), settled: false, paid },
    progress: { log: ScratchLog.empty(), coverage: Coverage.empty(layout), replayed: 0 },
  };
}

/**
 * The store's ticket for a session's ticket. Its log's coverage is replayed at once when it is
 * short; a longer one is replayed in batches afterwards (`replayStep`).
 */
function showTicket(saved: SessionTicket, settings: Settings): TicketState {
  const ref = parseSerial(saved.serial);
  if (!ref.ok) throw new Error(`a checked session holds a bad serial: ${saved.serial}`);
  const opened = openTicket(generateTicket(ref.value), saved.paid, settings);
  const progress = { log: saved.log, coverage: opened.progress.coverage, replayed: 0 };
  return {
    current: { ...opened.current, revealed: saved.revealed, settled: saved.revealed.every(Boolean) },
    progress: saved.log.length <= REPLAY_BATCH_SEGMENTS ? replayed(progress, saved.log.length) : progress,
  };
}

/** `progress` with its log replayed into the coverage up to segment `to`. */
function replayed(progress: ScratchProgress, to: number): ScratchProgress {
  if (to <= progress.replayed) return progress;
  const coverage = progress.coverage.scratchSegments(progress.log, progress.replayed, to, BRUSH_RADIUS_UNITS);
  return { ...progress, coverage, replayed: to };
}

/** Zones of the current ticket scratched past the threshold and not revealed yet (`mask`: zones to look at). */
function zonesReached(state: Store, mask: number): number[] {
  const { current, progress } = state;
  if (current === null || progress === null || current.settled || progress.replayed < progress.log.length) return [];
  const threshold = state.settings.revealThresholdRatio;
  const zones: number[] = [];
  current.revealed.forEach((r, z) => {
    if (!r && (mask & (1 << Math.min(z, 31))) !== 0 && progress.coverage.ratio(z) >= threshold) zones.push(z);
  });
  return zones;
}

const ALL_ZONES = -1;

/**
 * The store's side of the session: how it reads a session value off the store, and shows one.
 * `langs` is the page's language switch, which this page's own choices go through too (setLang,
 * store.ts).
 */
export function ticketView(
  set: (partial: Partial<Store>) => void,
  get: () => Store,
  schedule: (task: () => void) => void,
  onReached: (serial: string, zones: number[]) => void,
  langs: LangSwitch,
) {
  let replaying = false;
  // The session's language, as last shown here (null until the first): the page may show another
  // while the session's words are on their way, or could not come.
  let sessionLang: Lang | null = null;

  /** Shows `lang`, whose words are in, over the session's settings (the notice that it could not come goes). */
  const showLang = (lang: Lang) => {
    const s = get();
    if (s.settings.lang === lang) return;
    set({ settings: { ...s.settings, lang }, ...(s.notice?.kind === 'lang-unavailable' ? { notice: null } : {}) });
  };

  /**
   * The settings to show of a session's: its own, but for a language whose words are not in yet,
   * which shows once they arrive (unless a later switch, this page's own or another tab's, came
   * first), the page staying in its language meanwhile, and if they cannot come. Only a change of
   * the session's language is a switch: a session that changed otherwise (another tab's purchase)
   * leaves this page's own switch on its way.
   */
  const shownSettings = (shown: Settings, stored: Settings): Settings => {
    const before = sessionLang;
    sessionLang = stored.lang;
    // The session read at start shows as it is: the page awaits its words before any render (main.tsx).
    if (before === null) return stored;
    const switched = stored.lang !== before;
    if (stored.lang === shown.lang || messagesLoaded(stored.lang) || !messagesLoaded(shown.lang)) {
      if (switched) langs.drop();
      return stored;
    }
    // The session's language, chosen in another tab: a switch; or the same again, its words having
    // failed to come last time: that switch tried again, as every time the session is heard, its
    // failure not said again (the player may have closed the notice already).
    const lang = stored.lang;
    if (switched) langs.to(lang, () => showLang(lang));
    else if (langs.awaited() === null) langs.retry(lang, () => showLang(lang));
    return { ...stored, lang: shown.lang };
  };

  /** Replays the next batch of a restored log, and schedules the one after. */
  const replayStep = () => {
    replaying = false;
    const { progress, current } = get();
    if (progress === null || current === null || progress.replayed >= progress.log.length) return;
    const next = replayed(progress, Math.min(progress.log.length, progress.replayed + REPLAY_BATCH_SEGMENTS));
    set({ progress: next });
    if (next.replayed < next.log.length) startReplay();
    else reached(ALL_ZONES);
  };
  const startReplay = () => {
    if (replaying) return;
    replaying = true;
    schedule(replayStep);
  };
  const reached = (mask: number) => {
    const state = get();
    const zones = zonesReached(state, mask);
    if (zones.length > 0 && state.current !== null) onReached(state.current.ticket.serial, zones);
  };

  return {
    value: (state: Store) => {
      const c = state.current;
      return {
        // The session's language, not the one shown while its words are awaited: a change of this
        // page's own (a setting, a purchase) is shown with it, not taken for a switch back to the
        // language shown, which would drop the one awaited.
        settings:
          sessionLang === null || sessionLang === state.settings.lang
            ? state.settings
            : { ...state.settings, lang: sessionLang },
        balanceCents: state.balanceCents,
        emission: state.emission,
        stats: state.stats,
        history: state.history,
        current:
          c === null || state.progress === null
            ? null
            : { serial: c.ticket.serial, paid: c.paid, revealed: c.revealed, log: state.progress.log },
      };
    },

    show: (value: SessionValue, remote: RemoteStrokes | null) => {
      const s = get();
      const patch: { -readonly [K in keyof Store]?: Store[K] } = {};
      const settings = shownSettings(s.settings, value.settings);
      if (!same(s.settings, settings)) patch.settings = settings;
      // A notice that another language's words could not come goes once the page shows another.
      if (settings.lang !== s.settings.lang && s.notice?.kind === 'lang-unavailable') patch.notice = null;
      if (s.balanceCents !== value.balanceCents) patch.balanceCents = value.balanceCents;
      if (!same(s.emission, value.emission)) patch.emission = value.emission;
      if (!same(s.stats, value.stats)) patch.stats = value.stats;
      if (!same(s.history, value.history)) patch.history = value.history;
      const c = value.current;
      let mask = 0;
      if (c === null) {
        if (s.current !== null) Object.assign(patch, { current: null, progress: null });
      } else if (
        s.current !== null &&
        s.progress !== null &&
        s.current.ticket.serial === c.serial &&
        s.current.layout === playerLayout(s.current.ticket, value.settings)
      ) {
        const cur = s.current;
        if (cur.paid !== c.paid || cur.revealed.some((r, z) => r !== c.revealed[z]))
          patch.current = { ...cur, paid: c.paid, revealed: c.revealed, settled: c.revealed.every(Boolean) };
        const p = s.progress;
        if (c.log !== p.log) {
          let progress: ScratchProgress;
          const caughtUp = p.replayed >= p.log.length;
          if (c.log.extends(p.log)) {
            progress = caughtUp ? replayed({ ...p, log: c.log }, c.log.length) : { ...p, log: c.log };
          } else if (caughtUp && remote !== null) {
            // The same strokes in another order, plus the other tab's: coverage does not depend on order.
            const coverage = p.coverage.scratchSegments(remote.log, remote.from, remote.log.length, BRUSH_RADIUS_UNITS);
            progress = { log: c.log, coverage, replayed: c.log.length };
          } else {
            progress = { log: c.log, coverage: Coverage.empty(cur.layout), replayed: 0 };
            progress = c.log.length <= REPLAY_BATCH_SEGMENTS ? replayed(progress, c.log.length) : progress;
          }
          mask = progress.coverage === p.coverage ? 0 : progress.coverage.changed | (remote === null ? 0 : ALL_ZONES);
          patch.progress = progress;
        }
      } else {
        // A new ticket, or the same drawn with another design (its coverage is the new layout's).
        Object.assign(patch, showTicket(c, value.settings));
      }
      if (Object.keys(patch).length > 0) set(patch);
      const after = get().progress;
      if (after !== null && after.replayed < after.log.length) startReplay();
      if (mask !== 0) reached(mask);
    },
  };
}

/** Whether two plain values are equal (the same object, or the same JSON). */
function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export const createTicketSlice: SliceCreator<TicketActions> = (set, get, context) => ({
  openSerial: (serial) => {
    const parsed = parseSerial(tidySerial(serial)); // as a person pasted it
    if (!parsed.ok) return parsed.error.code;
    const opened = generateTicket(parsed.value).serial;
    const before = get().current;
    // Opening another ticket finishes the bought one in play first, as buying does: say so.
    const finished = finishedByOpening(before && { ...before, serial: before.ticket.serial }, [opened]);
    context.sync.act({ kind: 'open', serial: opened });
    set({ screen: 'ticket', notice: finished === null ? null : { kind: 'finished-first', ...finished } });
    return null;
  },

  scratch: (x0, y0, x1, y1) => {
    const state = get();
    const { current, progress } = state;
    if (current === null || progress === null || current.settled) return;
    const log = progress.log.append(x0, y0, x1, y1);
    if (progress.replayed < progress.log.length) {
      // A restored log is still being replayed: the replay reaches this segment too.
      set({ progress: { ...progress, log } });
      context.sync.scratched();
      return;
    }
    const coverage = progress.coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
    set({ progress: { log, coverage, replayed: log.length } });
    if (log !== progress.log) context.sync.scratched();
    if (coverage !== progress.coverage) {
      const zones = zonesReached(get(), coverage.changed);
      if (zones.length > 0) context.sync.act({ kind: 'reveal', serial: current.ticket.serial, zones });
    }
  },

  revealZone: (zoneIndex) => {
    const current = get().current;
    if (current === null || current.revealed[zoneIndex] !== false) return;
    context.sync.act({ kind: 'reveal', serial: current.ticket.serial, zones: [zoneIndex] });
  },

  revealAll: () => {
    const current = get().current;
    if (current === null || current.settled) return;
    context.sync.act({ kind: 'settle', serial: current.ticket.serial });
  },
});

declare module './slice.ts' {
  /** The ticket and scratch part of the store. */
  interface Store extends TicketState, TicketActions {}
}
