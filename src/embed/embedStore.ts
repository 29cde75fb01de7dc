import { createStore, type StoreApi } from 'zustand/vanilla';
import { evaluate, type Breakdown, type Ticket } from '../engine/index.ts';
import type { TicketLayout } from '../layouts/index.ts';
import { Coverage } from '../state/coverage.ts';
import { pictureLayout } from '../state/picture.ts';
import { ScratchLog } from '../state/scratchLog.ts';
import { scratchStep } from '../state/scratchProgress.ts';
import { DEFAULT_SETTINGS } from '../state/settings.ts';
import type { ScratchProgress } from '../state/ticketSlice.ts';
import { dealNext, type DealRule } from './deal.ts';

/**
 * The embed's whole state: one demo ticket and how far it is scratched. No wallet, no history,
 * nothing saved: a visitor plays, reveals, and may take another ticket.
 */
export interface EmbedState {
  readonly ticket: Ticket;
  readonly layout: TicketLayout;
  readonly breakdown: Breakdown; // decided by the engine when dealt
  readonly progress: ScratchProgress;
  readonly revealed: readonly boolean[]; // per layout zone
  readonly settled: boolean; // every zone revealed: the result shows
  readonly round: number; // bumps each time a ticket is shown covered (dealt, or covered again)
  readonly touched: boolean; // the visitor has touched the ticket (pointer or key): the demonstration stops
  readonly rule: DealRule; // what "another ticket" deals
}

interface EmbedActions {
  /** One brush segment, in ticket units. */
  scratch: (x0: number, y0: number, x1: number, y1: number) => void;
  revealZone: (zone: number) => void;
  revealAll: () => void;
  /** The same ticket, covered again. */
  reset: () => void;
  /** The next demo ticket (see `dealNext`). */
  next: () => void;
  /** The visitor's first pointer or key: ends the demonstration. */
  touch: () => void;
}

export type EmbedStore = StoreApi<EmbedState & EmbedActions>;

/** Share of a zone to scratch before it reveals: the player's default. */
export const REVEAL_THRESHOLD_RATIO = DEFAULT_SETTINGS.revealThresholdRatio;

/** A ticket as dealt: nothing scratched. */
function covered(ticket: Ticket, round: number, rule: DealRule): Omit<EmbedState, 'touched' | 'rule'> {
  const layout = pictureLayout(ticket, rule.design ?? null);
  const scored = evaluate(ticket);
  if (!scored.ok) throw new Error(`the engine dealt an invalid face: ${scored.error[0]?.message ?? ''}`);
  return {
    ticket,
    layout,
    breakdown: scored.value,
    progress: { log: ScratchLog.empty(), coverage: Coverage.empty(layout), replayed: 0 },
    revealed: layout.zones.map(() => false),
    settled: false,
    round,
  };
}

/** The embed's store, showing `ticket` covered; `rule` says what "another ticket" deals. */
export function createEmbedStore(ticket: Ticket, rule: DealRule): EmbedStore {
  return createStore<EmbedState & EmbedActions>()((set, get) => {
    const withRevealed = (revealed: readonly boolean[]): Partial<EmbedState> => ({
      revealed,
      settled: revealed.every(Boolean),
    });
    return {
      ...covered(ticket, 0, rule),
      touched: false,
      rule,

      scratch: (x0, y0, x1, y1) => {
        const s = get();
        if (s.settled) return;
        const step = scratchStep(s.progress, s.revealed, { x0, y0, x1, y1 }, REVEAL_THRESHOLD_RATIO);
        set({
          progress: step.progress,
          touched: true,
          ...(step.revealed === s.revealed ? {} : withRevealed(step.revealed)),
        });
      },

      revealZone: (zone) => {
        const s = get();
        if (s.revealed[zone] !== false) return;
        const revealed = [...s.revealed];
        revealed[zone] = true;
        set(withRevealed(revealed));
      },

      revealAll: () => {
        const s = get();
        if (!s.settled) set(withRevealed(s.revealed.map(() => true)));
      },

      reset: () => {
        const s = get();
        set(covered(s.ticket, s.round + 1, s.rule));
      },

      next: () => {
        const s = get();
        set(covered(dealNext(s.ticket, s.rule), s.round + 1, s.rule));
      },

      touch: () => {
        if (!get().touched) set({ touched: true });
      },
    };
  });
}
