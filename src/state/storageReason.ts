import { localeOf, MESSAGES, type Lang } from '../i18n/index.ts';

/**
 * Why storage refused or did not answer, kept as a key with its values rather than as words: the
 * warning that quotes it says it in the page's language of the moment, a switch included.
 */
export type StorageReason =
  // An error the browser names that the page has words for (QuotaExceededError…), and its own words.
  // `raw`: its name and words as the browser gave them, said where the page has no words for it.
  | { readonly key: 'named'; readonly name: string; readonly own: string; readonly raw: string }
  | { readonly key: 'interrupted' } // the page was put away before the game was saved
  | { readonly key: 'timed-out'; readonly seconds: number } // storage did not answer in time
  | { readonly key: 'no-local-storage' } // the browser gives no localStorage at all
  | { readonly key: 'text'; readonly text: string }; // anything else: its own words only

/** A reason as words, in `lang`. */
export function reasonText(reason: StorageReason, lang: Lang): string {
  const words = MESSAGES[lang].storage;
  switch (reason.key) {
    case 'named': {
      const reasons: Readonly<Record<string, string>> = words.reasons;
      if (!Object.hasOwn(reasons, reason.name)) return reason.raw;
      return reason.own === '' ? reasons[reason.name]! : `${reasons[reason.name]!} (${reason.own})`;
    }
    case 'interrupted':
      return words.interrupted;
    case 'timed-out':
      return words.timedOut(new Intl.NumberFormat(localeOf(lang)).format(reason.seconds));
    case 'no-local-storage':
      return words.noLocalStorage;
    case 'text':
      return reason.text;
  }
}
