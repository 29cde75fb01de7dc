import {
  err,
  evaluate,
  generateTicket,
  ok,
  parseSerial,
  type Breakdown,
  type Result,
  type Ticket,
  type TicketRef,
} from '../engine/index.ts';
import { designOf, getLayout, type TicketLayout } from '../layouts/index.ts';
import { BRUSH_RADIUS_UNITS } from './brush.ts';
import { Coverage } from './coverage.ts';
import type { SavedSession, StorageProblem } from './persistence.ts';
import { ScratchLog } from './scratchLog.ts';
import type { SliceCreator, Store } from './slice.ts';
import { creditSettled } from './walletSlice.ts';

export { BRUSH_RADIUS_UNITS };

/** The ticket in play: what the engine dealt, and which zones show. Replaced, never changed. */
export interface CurrentTicket {
  readonly ticket: Ticket;
  readonly layout: TicketLayout;
  readonly breakdown: Breakdown; // decided by the engine when dealt
  readonly revealed: readonly boolean[]; // per layout zone
  readonly settled: boolean; // every zone revealed: the result shows
  readonly paid: boolean; // bought with demo credits (false when opened from a serial)
}

/**
 * The current ticket's strokes and what they uncovered. Kept apart from `current` because it
 * changes with every pointer event, which only the canvas needs to hear about.
 */
export interface ScratchProgress {
  readonly log: ScratchLog; // every stroke segment, for saving and repainting
  readonly coverage: Coverage; // CPU truth of each zone's scratched share
}

export interface TicketState {
  readonly current: CurrentTicket | null;
  readonly progress: ScratchProgress | null; // null exactly when `current` is
}

export interface TicketActions {
  /** Opens the ticket of a serial (resuming it if it is the current one); false on a bad serial. */
  openSerial: (serial: string) => boolean;
  /** One brush segment, in ticket units. */
  scratch: (x0: number, y0: number, x1: number, y1: number) => void;
  revealZone: (zoneIndex: number) => void;
  revealAll: () => void;
}

/** A freshly dealt or opened ticket, nothing scratched. */
export function openTicket(
  ticket: Ticket,
  paid: boolean,
): { readonly current: CurrentTicket; readonly progress: ScratchProgress } {
  const layout = getLayout(designOf(ticket));
  const scored = evaluate(ticket);
  if (!scored.ok) throw new Error(`the engine dealt an invalid face: ${scored.error[0]?.message ?? ''}`);
  return {
    current: { ticket, layout, breakdown: scored.value, revealed: layout.zones.map(() => false), settled: false, paid },
    progress: { log: ScratchLog.empty(), coverage: Coverage.empty(layout) },
  };
}

/** Rebuilds a saved current ticket: the same face from its serial, its strokes replayed; or why not. */
export function restoreTicket(saved: NonNullable<SavedSession['current']>): Result<TicketState, StorageProblem> {
  const ref = parseSerial(saved.serial);
  if (!ref.ok) return err({ cause: 'bad-serial', detail: ref.error.message });
  const log = ScratchLog.decode(saved.strokes);
  if (log === null) return err({ cause: 'bad-strokes', detail: '' });
  const opened = openTicket(generateTicket(ref.value), saved.paid);
  const current = opened.current;
  if (saved.revealed.length !== current.layout.zones.length)
    return err({ cause: 'bad-zones', detail: `${saved.revealed.length} ≠ ${current.layout.zones.length}` });
  let coverage = opened.progress.coverage;
  log.forEach((x0, y0, x1, y1) => {
    coverage = coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
  });
  return ok({
    current: { ...current, revealed: saved.revealed, settled: saved.revealed.every(Boolean) },
    progress: { log, coverage },
  });
}

/** The store after zones were revealed: settled (and credited, if bought) once every zone shows. */
function withRevealed(state: Store, revealed: readonly boolean[]): Partial<Store> {
  const current = state.current;
  if (current === null) return {};
  if (!revealed.every(Boolean) || current.settled) return { current: { ...current, revealed } };
  return { current: { ...current, revealed, settled: true }, ...creditSettled(state, current.ticket, current.paid) };
}

/** Reveals every zone of the current ticket, if it is not settled yet. */
export function settleCurrent(state: Store): Partial<Store> {
  const current = state.current;
  if (current === null || current.settled) return {};
  return withRevealed(
    state,
    current.revealed.map(() => true),
  );
}

/** Opens the ticket `ref` deals, as a preview; the current ticket is settled first, unless it is that ticket. */
export function openRef(state: Store, ref: TicketRef): Partial<Store> {
  const ticket = generateTicket(ref);
  if (state.current?.ticket.serial === ticket.serial) return { screen: 'ticket' };
  return { ...settleCurrent(state), ...openTicket(ticket, false), screen: 'ticket', notice: null };
}

export const createTicketSlice: SliceCreator<TicketActions> = (set, get) => ({
  openSerial: (serial) => {
    const parsed = parseSerial(serial);
    if (!parsed.ok) {
      set({ notice: { kind: 'serial', code: parsed.error.code, value: serial } });
      return false;
    }
    set(openRef(get(), parsed.value));
    return true;
  },

  scratch: (x0, y0, x1, y1) => {
    const state = get();
    const { current, progress } = state;
    if (current === null || progress === null || current.settled) return;
    const coverage = progress.coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
    const next = { progress: { log: progress.log.append(x0, y0, x1, y1), coverage } };
    let revealed = current.revealed;
    if (coverage !== progress.coverage) {
      const threshold = state.settings.revealThresholdRatio;
      for (let z = 0; z < revealed.length; z++) {
        if (!revealed[z] && (coverage.changed & (1 << Math.min(z, 31))) !== 0 && coverage.ratio(z) >= threshold) {
          if (revealed === current.revealed) revealed = [...revealed];
          (revealed as boolean[])[z] = true;
        }
      }
    }
    set(revealed === current.revealed ? next : { ...withRevealed(state, revealed), ...next });
  },

  revealZone: (zoneIndex) => {
    const state = get();
    const current = state.current;
    if (current === null || current.revealed[zoneIndex] !== false) return;
    const revealed = [...current.revealed];
    revealed[zoneIndex] = true;
    set(withRevealed(state, revealed));
  },

  revealAll: () => set(settleCurrent(get())),
});
