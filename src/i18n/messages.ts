import type { Messages } from './fr.ts';
import type { Lang } from './lang.ts';

/**
 * Where each language's catalogue comes from: a chunk of its own, loaded on demand (catalogue.ts),
 * so that a page showing one language (the embed) never loads the other.
 */
export const CATALOGUES: { readonly [L in Lang]: () => Promise<Messages> } = {
  fr: async () => (await import('./fr.ts')).fr,
  en: async () => (await import('./en.ts')).en,
};
