import { formatEuros } from '../i18n/index.ts';
import type { AppState, AppStore } from './store.ts';

/** Where the hint is kept in localStorage (read by the boot still, build/boot/bootStill.ts). */
export const BOOT_HINT_KEY = 'grattez:boot';

/**
 * What the boot still needs to show a ticket link's screen as the app will, before the session is
 * read: the language, sound and balance the header shows, the designs chosen, and the ticket on
 * screen (a ticket link to it that was begun shows no still: its scratches would seem to vanish).
 * A copy, never the session: the session stays in IndexedDB, and a hint that is lost or stale
 * costs at most a still that the app's first render corrects.
 */
interface BootHint {
  readonly lang: AppState['settings']['lang'];
  readonly sound: boolean;
  readonly balance: string;
  readonly designs: AppState['settings']['designs'];
  readonly serial: string | null;
  readonly paid: boolean;
  readonly begun: boolean;
}

function bootHintOf(state: AppState): BootHint {
  const { settings, current, progress } = state;
  return {
    lang: settings.lang,
    sound: settings.sound,
    balance: formatEuros(state.balanceCents, settings.lang),
    designs: settings.designs,
    serial: current?.ticket.serial ?? null,
    paid: current?.paid ?? false,
    begun: current !== null && (progress === null || progress.log.length > 0 || current.revealed.some(Boolean)),
  };
}

/**
 * Keeps the hint in `storage` as the store changes (written only when it changes). A storage that
 * refuses is left alone: the hint is only a hint.
 */
export function keepBootHint(store: AppStore, storage: Pick<Storage, 'setItem'> | null): () => void {
  if (storage === null) return () => undefined;
  const write = (text: string) => {
    try {
      storage.setItem(BOOT_HINT_KEY, text);
    } catch {
      // full, or refused: the next visit's still uses a first visit's defaults
    }
  };
  const text = (state: AppState) => JSON.stringify(bootHintOf(state));
  write(text(store.getState()));
  return store.subscribe(text, write);
}
