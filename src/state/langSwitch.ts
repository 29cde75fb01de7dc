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
   * the last one; a later switch to the same language fetches them again, and says so again if
   * they fail: the player asked, and nothing else would answer.
   */
  to(lang: Lang, show: () => void): void;
  /**
   * The last switch to `lang`, whose words could not come, tried again with no one asking (the
   * session heard again, still in that language): its words are fetched again and shown if they
   * come, but a failure already said for this switch is not said again, so a notice the player
   * closed does not come back by itself.
   */
  retry(lang: Lang, show: () => void): void;
  /** A switch that needs no words (the session went back to the language shown): the one on its way is dropped. */
  drop(): void;
  /** The language whose words the last switch awaits, or null. */
  awaited(): Lang | null;
}

export function createLangSwitch(unavailable: (lang: Lang) => void): LangSwitch {
  let last = 0; // the last attempt's number: an earlier one's words change nothing when they come
  let awaited: Lang | null = null;
  let said: Lang | null = null; // the language the last switch's failure was said for, if it was
  const attempt = (lang: Lang, show: () => void) => {
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
        if (said === lang) return;
        said = lang;
        unavailable(lang);
      },
    );
  };
  return {
    to(lang, show) {
      said = null;
      attempt(lang, show);
    },
    retry: attempt,
    drop() {
      last++;
      awaited = null;
      said = null;
    },
    awaited: () => awaited,
  };
}
