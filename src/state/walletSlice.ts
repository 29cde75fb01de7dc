import { GAMES, START_BALANCE_CENTS, type GameId, type Ticket } from '../engine/index.ts';
import { dealNext, type EmissionState, type VariantChoice } from './emission.ts';
import { HISTORY_LIMIT, type HistoryEntry } from './persistence.ts';
import type { SliceCreator, Store } from './slice.ts';
import { openTicket, settleCurrent } from './ticketSlice.ts';

/** What one game has cost and paid this player. */
export interface PlayStats {
  readonly bought: number;
  readonly spentCents: number;
  readonly wonCents: number;
}

export const NO_PLAY: Readonly<Record<GameId, PlayStats>> = {
  paws: { bought: 0, spentCents: 0, wonCents: 0 },
  months: { bought: 0, spentCents: 0, wonCents: 0 },
};

/** The demo wallet, where the session is in its emission, and every ticket played. */
export interface WalletState {
  readonly balanceCents: number;
  readonly emission: EmissionState;
  readonly stats: Readonly<Record<GameId, PlayStats>>;
  readonly history: readonly HistoryEntry[]; // newest first
}

export interface WalletActions {
  /** Buys the next ticket of a game; false (with a notice) when the wallet is too low. */
  buy: (game: GameId, variant?: VariantChoice) => boolean;
  /** Brings the balance back up to the starting demo credits. */
  refill: () => void;
}

/** The wallet once `ticket` has settled: its prize credited when it was bought, its history row settled. */
export function creditSettled(state: Store, ticket: Ticket, paid: boolean): Partial<WalletState> {
  const credited = paid ? ticket.prize : 0;
  const stats = state.stats[ticket.game];
  return {
    balanceCents: state.balanceCents + credited,
    stats: { ...state.stats, [ticket.game]: { ...stats, wonCents: stats.wonCents + credited } },
    history: state.history.map((h) => (h.serial === ticket.serial && !h.settled ? { ...h, settled: true } : h)),
  };
}

export const createWalletSlice: SliceCreator<WalletActions> = (set, get, context) => ({
  buy: (game, variant = 'surprise') => {
    set(settleCurrent(get()));
    const state = get();
    const price = GAMES[game].priceCents;
    if (state.balanceCents < price) {
      set({ notice: { kind: 'insufficient-funds', game } });
      return false;
    }
    const dealt = dealNext(state.emission, game, variant);
    const entry: HistoryEntry = {
      serial: dealt.ticket.serial,
      game,
      priceCents: price,
      prizeCents: dealt.ticket.prize,
      settled: false,
      at: context.now().toISOString(),
    };
    const stats = state.stats[game];
    set({
      emission: dealt.emission,
      settings: game === 'paws' ? { ...state.settings, pawsChoice: variant } : state.settings,
      balanceCents: state.balanceCents - price,
      stats: { ...state.stats, [game]: { ...stats, bought: stats.bought + 1, spentCents: stats.spentCents + price } },
      history: [entry, ...state.history].slice(0, HISTORY_LIMIT),
      ...openTicket(dealt.ticket, true),
      screen: 'ticket',
      notice: null,
    });
    return true;
  },

  refill: () => set((s) => ({ balanceCents: Math.max(s.balanceCents, START_BALANCE_CENTS) })),
});
