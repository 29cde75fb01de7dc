/**
 * The embeddable demo's own words, in French and in English (same keys, a test checks). They live
 * apart from the player's catalogue (MESSAGES), which the embed also uses, so that the player's
 * JavaScript does not carry them.
 */
import { GAME_IDS, MAX_BLOCK, SERIAL_EXAMPLE, SERIAL_INDICES, SERIAL_PREFIXES } from '../engine/index.ts';
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
  /**
   * A problem with one parameter's value, after the parameter named with its value as
   * `paramValue` names it (`attract=« 2 »`, `attract est vide`): every line of the list the same way.
   */
  errors: {
    'bad-attract': (named: string) => `${named}\u00a0: 1 ou 0 attendu`,
    'bad-origin': (named: string) =>
      `${named}\u00a0: origine non valide (attendu\u00a0: https://site.fr ou http://hôte:port, sans chemin)`,
    'unknown-lang': (named: string) => `${named}\u00a0: langue inconnue (fr ou en)`,
    'unknown-game': (named: string) => `${named}\u00a0: jeu inconnu (${GAME_IDS.join(' ou ')})`,
    'unknown-variant': (named: string) => `${named}\u00a0: variante inconnue (dog, cat ou any)`,
    'variant-needs-paws': (named: string) => `${named}\u00a0: une variante ne vaut que pour game=paws`,
    'variant-with-serial': (named: string) =>
      `${named}\u00a0: une variante ne va pas avec serial, le numéro de série décide de l’animal`,
    'unknown-design': (named: string) => `${named}\u00a0: modèle de ticket inconnu`,
    'bad-serial-format': (named: string) => `${named}\u00a0: numéro de série mal formé (de la forme ${SERIAL_EXAMPLE})`,
    'bad-serial-game': (named: string) =>
      `${named}\u00a0: jeu inconnu (la première lettre est ${SERIAL_PREFIXES.join(' ou ')})`,
    'bad-serial-block': (named: string) => `${named}\u00a0: bloc hors limites (de 0 à ${MAX_BLOCK})`,
    'bad-serial-check': (named: string) => `${named}\u00a0: code de contrôle faux (caractère modifié\u202f?)`,
    'bad-serial-index': (named: string) =>
      `${named}\u00a0: hors du bloc (de ${SERIAL_INDICES[0]} à ${SERIAL_INDICES[1]})`,
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
    'bad-attract': (named) => `${named}: 1 or 0 expected`,
    'bad-origin': (named) =>
      `${named}: invalid origin (expected https://site.example or http://host:port, without a path)`,
    'unknown-lang': (named) => `${named}: unknown language (fr or en)`,
    'unknown-game': (named) => `${named}: unknown game (${GAME_IDS.join(' or ')})`,
    'unknown-variant': (named) => `${named}: unknown variant (dog, cat or any)`,
    'variant-needs-paws': (named) => `${named}: a variant only goes with game=paws`,
    'variant-with-serial': (named) => `${named}: a variant does not go with serial, the serial decides the animal`,
    'unknown-design': (named) => `${named}: unknown design`,
    'bad-serial-format': (named) => `${named}: malformed serial number (of the form ${SERIAL_EXAMPLE})`,
    'bad-serial-game': (named) => `${named}: unknown game (the first letter is ${SERIAL_PREFIXES.join(' or ')})`,
    'bad-serial-block': (named) => `${named}: block out of range (0 to ${MAX_BLOCK})`,
    'bad-serial-check': (named) => `${named}: wrong check code (a changed character?)`,
    'bad-serial-index': (named) => `${named}: outside its block (${SERIAL_INDICES[0]} to ${SERIAL_INDICES[1]})`,
  },
};

/** The embed's words in each language. */
export const EMBED_WORDS: Readonly<Record<Lang, EmbedWords>> = { fr, en };
