import type { Lang } from './lang.ts';

/** The pages that start on a small entry and import their app once its words are loaded. */
export type StartingPage = 'player' | 'studio' | 'qa';

/**
 * What a page says when its app cannot start, its code or its words not fetched (a dropped
 * connection): apart from the catalogues, which may be what failed, in the small chunk the pages'
 * entries share with src/pageStart.ts, and written at build time into each page's load guard
 * (build/loadGuard.ts), which says the same when the page's first modules fail.
 */
const LOAD_FAILURE: Readonly<Record<Lang, Readonly<Record<StartingPage | 'retry', string>>>> = {
  fr: {
    player: 'Grattez n’a pas pu être chargé (connexion\u202f?).',
    studio: 'Le studio Grattez n’a pas pu être chargé (connexion\u202f?).',
    qa: 'La feuille de QA de Grattez n’a pas pu être chargée (connexion\u202f?).',
    retry: 'Réessayer',
  },
  en: {
    player: 'Grattez could not be loaded (connection?).',
    studio: 'The Grattez studio could not be loaded (connection?).',
    qa: 'The Grattez QA sheet could not be loaded (connection?).',
    retry: 'Try again',
  },
};

/** The pages a load guard watches (build/loadGuard.ts): those above, and the embeddable demo. */
export type GuardedPage = StartingPage | 'embed';

/** Each page as its console report names it, for a developer (in English, as the code's other reports). */
export const CONSOLE_NAME: Readonly<Record<GuardedPage, string>> = {
  player: 'the app',
  studio: 'the studio',
  qa: 'the QA sheet',
  embed: 'the demo',
};

/** A starting page's note and its button, in each language, as src/loadNote.ts shows them. */
export function loadNoteWords(page: StartingPage): Record<Lang, { note: string; retry: string }> {
  return {
    fr: { note: LOAD_FAILURE.fr[page], retry: LOAD_FAILURE.fr.retry },
    en: { note: LOAD_FAILURE.en[page], retry: LOAD_FAILURE.en.retry },
  };
}
