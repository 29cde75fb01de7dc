/**
 * The embeddable demo's own words, in French and in English (same keys, a test checks). They live
 * apart from the player's catalogue (MESSAGES), which the embed also uses, so that the player's
 * JavaScript does not carry them.
 */
import type { Lang } from './lang.ts';

const fr = {
  title: (game: string) => `${game} — ticket de démonstration`,
  another: 'Un autre ticket',
  dealt: (game: string, zones: number) => `Nouveau ticket ${game}\u00a0: ${zones} zones à gratter`,
  coveredAgain: (game: string, zones: number) => `Ticket ${game} recouvert\u00a0: ${zones} zones à gratter`,
  hint: 'À vous de gratter\u00a0: souris, doigt ou clavier',
  badAddress: 'Cette démo ne peut pas s’afficher\u00a0: son adresse est à corriger.',
  loadFailed: 'Cette démo n’a pas pu être chargée (connexion\u202f?). Rechargez la page pour réessayer.',
  expected:
    'Adresses possibles\u00a0: embed.html?game=paws&variant=dog (ou cat), ?game=months ou ?serial=…, et au choix &design=calendrier (un autre modèle du jeu), &lang=fr|en, &attract=1|0, &origin=https://votre-site.fr',
  errors: {
    'bad-attract': (v: string) => `attract=«\u00a0${v}\u00a0»\u00a0: 1 ou 0 attendu`,
    'bad-origin': (v: string) =>
      `origine «\u00a0${v}\u00a0» non valide (attendu\u00a0: https://site.fr ou http://hôte:port, sans chemin)`,
  },
};

export type EmbedWords = typeof fr;

const en: EmbedWords = {
  title: (game) => `${game} — demo ticket`,
  another: 'Another ticket',
  dealt: (game, zones) => `New ${game} ticket: ${zones} zones to scratch`,
  coveredAgain: (game, zones) => `${game} ticket covered again: ${zones} zones to scratch`,
  hint: 'Your turn to scratch: mouse, finger or keyboard',
  badAddress: 'This demo cannot be shown: its address needs fixing.',
  loadFailed: 'This demo could not be loaded (connection?). Reload the page to try again.',
  expected:
    'Possible addresses: embed.html?game=paws&variant=dog (or cat), ?game=months or ?serial=…, and optionally &design=calendrier (another design of the game), &lang=fr|en, &attract=1|0, &origin=https://your-site.example',
  errors: {
    'bad-attract': (v) => `attract=“${v}”: 1 or 0 expected`,
    'bad-origin': (v) => `invalid origin “${v}” (expected https://site.example or http://host:port, without a path)`,
  },
};

/** The embed's words in each language. */
export const EMBED_WORDS: Readonly<Record<Lang, EmbedWords>> = { fr, en };
