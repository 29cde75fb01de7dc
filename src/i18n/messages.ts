import type { SharedMessages } from './fr.ts';
import type { PlayerMessages } from './frPlayer.ts';
import type { Lang } from './lang.ts';

/**
 * Where each language's words come from: chunks of their own, loaded on demand (catalogue.ts), so
 * that a page showing one language (the embed) never loads the other, and that the embed, which
 * loads the shared words only (fr.ts, en.ts), never loads the player's own (frPlayer.ts, enPlayer.ts).
 */
export const CATALOGUES: {
  readonly [L in Lang]: {
    readonly shared: () => Promise<SharedMessages>;
    readonly player: () => Promise<PlayerMessages>;
  };
} = {
  fr: {
    shared: async () => (await import('./fr.ts')).fr,
    player: async () => (await import('./frPlayer.ts')).frPlayer,
  },
  en: {
    shared: async () => (await import('./en.ts')).en,
    player: async () => (await import('./enPlayer.ts')).enPlayer,
  },
};
