import type { Lang } from './lang.ts';

/**
 * What the player's page says when the app cannot start, its code or its words not fetched (a
 * dropped connection): apart from the catalogues, which may be what failed, in the entry's chunk.
 */
export const LOAD_FAILURE: Readonly<Record<Lang, { readonly text: string; readonly retry: string }>> = {
  fr: { text: 'Grattez n’a pas pu être chargé (connexion ?).', retry: 'Réessayer' },
  en: { text: 'Grattez could not be loaded (connection?).', retry: 'Try again' },
};
