import { ANY_VARIANT, type GameId } from '../engine/index.ts';
import type { EmissionState, VariantChoice } from './emission.ts';
import type { HistoryEntry } from './persistence.ts';
import { finishedByOpening, type PlayStats } from './session.ts';
import type { SliceCreator } from './slice.ts';

/** The demo wallet, where the session is in its emission, and every ticket played. */
export interface WalletState {
  readonly balanceCents: number;
  readonly emission: EmissionState;
  readonly stats: Readonly<Record<GameId, PlayStats>>;
  readonly history: readonly HistoryEntry[]; // newest first
}

export interface WalletActions {
  /**
   * Buys the next ticket of a game, on the session every tab shares: resolves to true once the
   * purchase is saved; false, with a notice, when the wallet is too low, when it cannot be saved,
   * or while another purchase is being made.
   */
  buy: (game: GameId, variant?: VariantChoice) => Promise<boolean>;
  /** Brings the balance back up to the starting demo credits, and drops the notice that it was too low. */
  refill: () => void;
}

export const createWalletSlice: SliceCreator<WalletActions> = (set, get, context) => ({
  buy: async (game, variant = ANY_VARIANT) => {
    const before = get().current;
    const inPlay = before && { serial: before.ticket.serial, paid: before.paid, revealed: before.revealed };
    const bought = await context.sync.buy(game, variant);
    // Buying while a bought ticket is unfinished reveals and credits it first: say so, with its
    // result, as opening another ticket does (the player would otherwise find it only in History).
    const now = get().current;
    const finished = bought && now !== null ? finishedByOpening(inPlay, [now.ticket.serial]) : null;
    if (finished !== null) set({ notice: { kind: 'finished-first', ...finished } });
    return bought;
  },
  refill: () => {
    context.sync.act({ kind: 'refill' });
    // The notice that the wallet was too low is no longer true.
    if (get().notice?.kind === 'insufficient-funds') set({ notice: null });
  },
});

declare module './slice.ts' {
  /** The wallet and history part of the store. */
  interface Store extends WalletState, WalletActions {}
}
