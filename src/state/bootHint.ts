import { formatEuros, isLang, LANGS, type Lang } from '../i18n/index.ts';
import type { AppState, AppStore } from './store.ts';

/** Where the hint is kept in localStorage (read by the boot still, build/boot/bootStill.ts). */
export const BOOT_HINT_KEY = 'grattez:boot';
/** A first visit's language (the settings' default, state/settings.ts: test/i18n/langSwitch.test.ts holds them equal). */
export const FIRST_VISIT_LANG: Lang = LANGS[0];

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

/**
 * What the hint is made of, read from the store: values and references, so that a state change
 * that leaves them all as they were (each scratched segment) costs a comparison, not a hint.
 */
function hintParts(state: AppState) {
  const { settings, current, progress } = state;
  return [
    settings.lang,
    settings.sound,
    state.balanceCents,
    settings.designs,
    current?.ticket.serial ?? null,
    current?.paid ?? false,
    current !== null && (progress === null || progress.log.length > 0 || current.revealed.some(Boolean)),
  ] as const;
}
type HintParts = ReturnType<typeof hintParts>;

function bootHintOf([lang, sound, balanceCents, designs, serial, paid, begun]: HintParts): BootHint {
  return { lang, sound, balance: formatEuros(balanceCents, lang), designs, serial, paid, begun };
}

/**
 * Keeps the hint in `storage` as the store changes (written only when one of its parts changes).
 * A storage that refuses is left alone: the hint is only a hint.
 */
export function keepBootHint(store: AppStore, storage: Pick<Storage, 'setItem'> | null): () => void {
  if (storage === null) return () => undefined;
  const write = (parts: HintParts) => {
    try {
      storage.setItem(BOOT_HINT_KEY, JSON.stringify(bootHintOf(parts)));
    } catch {
      // full, or refused: the next visit's still uses a first visit's defaults
    }
  };
  write(hintParts(store.getState()));
  return store.subscribe(hintParts, write, { equalityFn: (a, b) => a.every((part, i) => part === b[i]) });
}

/**
 * The language the player's page starts in, before the session is read, so that it loads that
 * language's words only: the address's (`?lang=`), or the one the hint kept (the stored setting,
 * as of the last visit), or French. A hint that is lost, stale or unreadable costs one more fetch
 * once the session is read (src/main.tsx), never a wrong word.
 */
export function startingLang(search: string, storage: () => Pick<Storage, 'getItem'>): Lang {
  // As the link's own reading takes it (state/deepLink.ts), which this module does not import: the
  // build's tools (the boot still's plugin) load this module, and that one the designs.
  const linked = new URLSearchParams(search).get('lang');
  if (linked !== null && isLang(linked)) return linked;
  try {
    const hint: unknown = JSON.parse(storage().getItem(BOOT_HINT_KEY) ?? 'null');
    const lang: unknown = typeof hint === 'object' && hint !== null ? (hint as { lang?: unknown }).lang : null;
    return typeof lang === 'string' && isLang(lang) ? lang : FIRST_VISIT_LANG;
  } catch {
    return FIRST_VISIT_LANG; // refused, or not JSON
  }
}
