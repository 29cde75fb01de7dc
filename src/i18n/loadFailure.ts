import type { Lang } from './lang.ts';

/** The pages that start on a small entry and import their app once its words are loaded. */
export type StartingPage = 'player' | 'studio' | 'qa';

/**
 * What a page says when its app cannot start, its code or its words not fetched (a dropped
 * connection): apart from the catalogues, which may be what failed, in the small chunk the pages'
 * entries share with src/pageStart.ts.
 */
export const LOAD_FAILURE: Readonly<Record<Lang, Readonly<Record<StartingPage | 'retry', string>>>> = {
  fr: {
    player: 'Grattez n’a pas pu être chargé (connexion ?).',
    studio: 'Le studio Grattez n’a pas pu être chargé (connexion ?).',
    qa: 'La feuille de QA de Grattez n’a pas pu être chargée (connexion ?).',
    retry: 'Réessayer',
  },
  en: {
    player: 'Grattez could not be loaded (connection?).',
    studio: 'The Grattez studio could not be loaded (connection?).',
    qa: 'The Grattez QA sheet could not be loaded (connection?).',
    retry: 'Try again',
  },
};
