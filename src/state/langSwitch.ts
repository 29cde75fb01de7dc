import { loadMessages, messagesLoaded, type Lang } from '../i18n/index.ts';

/**
 * The player's page's one way of moving to another language: it shows a language only once its
 * words are in. A switch comes from this page (`setLang`, store.ts) or from another tab, through
 * the shared session (`ticketView`, ticketSlice.ts); both go through here, so that the one made
 * last wins, whichever fetch of words ends last. (Not in the settings slice, whose chunk the embed
 * loads too.)
 */
export interface LangSwitch {
  /**
   * A switch to `lang`, which `show` makes once its words are in: at once when they are, otherwise
   * once fetched, unless another switch came meanwhile. Words that cannot be fetched leave the
   * page as it is, the notice saying so (`unavailable`) given for this switch only if it is still
   * the last one; a later switch to the same language fetches them again.
   */
  to(lang: Lang, show: () => void): void;
  /** A switch that needs no words (the session went back to the language shown): the one on its way is dropped. */
  drop(): void;
  /** The language whose words the last switch awaits, or null. */
  awaited(): Lang | null;
}

export function createLangSwitch(unavailable: (lang: Lang) => void): LangSwitch {
  let last = 0; // the last switch's number: an earlier one's words change nothing when they come
  let awaited: Lang | null = null;
  return {
    to(lang, show) {
      const mine = ++last;
      if (messagesLoaded(lang)) {
        awaited = null;
        show();
        return;
      }
      awaited = lang;
      loadMessages([lang]).then(
        () => {
          if (mine !== last) return;
          awaited = null;
          show();
        },
        () => {
          if (mine !== last) return;
          awaited = null;
          unavailable(lang);
        },
      );
    },
    drop() {
      last++;
      awaited = null;
    },
    awaited: () => awaited,
  };
}
