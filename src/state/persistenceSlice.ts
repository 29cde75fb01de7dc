import type { StoreApi } from 'zustand/vanilla';
import { saveSession, SAVE_VERSION, type SavedSession } from './persistence.ts';
import type { Store, StoreContext } from './slice.ts';

const SAVE_DELAY_MS = 300;

export interface PersistenceActions {
  /** Writes pending changes to storage now (page hide). */
  flush: () => void;
}

/** The part of the store that is saved. */
function toSaved(state: Store): SavedSession {
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
        : {
            serial: c.ticket.serial,
            paid: c.paid,
            revealed: [...c.revealed],
            strokes: state.progress?.log.encode() ?? '',
          },
  };
}

/**
 * Saves the store a moment after it changes (changes come in bursts while scratching), and at
 * once on `flush`. A refused write shows a notice.
 */
export function persistStore(
  store: StoreApi<Store>,
  context: StoreContext,
  options: { readonly saveDelayMs?: number; readonly saveNow: boolean },
): PersistenceActions {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failed = false;
  const save = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const error = saveSession(context.storage, toSaved(store.getState()));
    if (error !== null && !failed) store.setState({ notice: { kind: 'storage-failed', reason: error } });
    failed = error !== null;
  };
  store.subscribe((state, previous) => {
    if (state.notice !== previous.notice && state.notice?.kind === 'storage-failed') return;
    timer ??= setTimeout(save, options.saveDelayMs ?? SAVE_DELAY_MS);
  });
  // Loading may have changed nothing, but a first start must still record its seed.
  if (options.saveNow) save();
  return { flush: save };
}
