/**
 * The words of `grattez audit`'s tables, in French and in English (same keys, a test checks). They
 * live apart from the player's catalogue (MESSAGES) so that the player's JavaScript does not carry
 * them: only the CLI imports this file.
 */
import type { Lang } from './lang.ts';

/** A no-break space, before a French colon, as src/i18n/fr.ts writes it. */
const NB = '\u00a0';

const fr = {
  title: (game: string, id: string, seed: string, block: string, tickets: string, price: string) =>
    `Audit ${game} (${id}), graine ${seed}, bloc ${block}${NB}: ${tickets} tickets à ${price}`,
  prize: 'Lot',
  expected: 'Attendus',
  counted: 'Comptés',
  gap: '← écart',
  winners: 'Gagnants',
  paid: 'Payé',
  payout: (counted: string, expected: string) => `Taux de retour${NB}: ${counted} (attendu ${expected})`,
  odds: (counted: string, expected: string) => `Chances de gain${NB}: ${counted} (attendu ${expected})`,
  noWinner: 'aucun gagnant',
  invalidFaces: (n: string) => `Faces invalides${NB}: ${n}`,
  mismatchedFaces: (n: string) => `Faces dont le score diffère du lot attribué${NB}: ${n}`,
  unexpectedPrizes: (n: string) => `Faces d’un montant hors du tableau${NB}: ${n}`,
  exact: `Résultat${NB}: bloc exact.`,
  notExact: `Résultat${NB}: bloc NON conforme à l’article 3.`,
  rangeTitle: (
    game: string,
    id: string,
    seed: string,
    first: string,
    last: string,
    blocks: string,
    tickets: string,
    price: string,
  ) =>
    `Audit ${game} (${id}), graine ${seed}, blocs ${first} à ${last}${NB}: ${blocks} de ${tickets} tickets à ${price}`,
  blockWord: { one: 'bloc', other: 'blocs' },
  columns: {
    block: 'Bloc',
    tiersInGap: 'Lots en écart',
    invalid: 'Faces invalides',
    mismatched: 'Score ≠ lot',
    unexpected: 'Hors tableau',
    result: 'Résultat',
  },
  blockExact: 'exact',
  blockNotExact: 'NON conforme',
  total: 'Total',
  exactWord: { one: 'exact', other: 'exacts' },
  exactOf: (exact: string, word: string, blocks: string) => `${exact} ${word} sur ${blocks}`,
  totalOfOne: (tickets: string) => `Total du bloc${NB}: ${tickets} tickets`,
  totalOfMany: (blocks: string, tickets: string) => `Total des ${blocks} blocs${NB}: ${tickets} tickets`,
  allExactOne: `Résultat${NB}: le bloc est exact.`,
  allExactMany: (blocks: string) => `Résultat${NB}: les ${blocks} blocs sont exacts.`,
  nonConformingWord: { one: 'NON conforme', other: 'NON conformes' },
  someNotExact: (failed: string, blocks: string, word: string, named: string) =>
    `Résultat${NB}: ${failed} sur ${blocks} ${word} à l’article 3${NB}: ${named}.`,
};

type AuditWords = typeof fr;

const en: AuditWords = {
  title: (game, id, seed, block, tickets, price) =>
    `Audit of ${game} (${id}), seed ${seed}, block ${block}: ${tickets} tickets at ${price}`,
  prize: 'Prize',
  expected: 'Expected',
  counted: 'Counted',
  gap: '← gap',
  winners: 'Winners',
  paid: 'Paid',
  payout: (counted, expected) => `Payout: ${counted} (expected ${expected})`,
  odds: (counted, expected) => `Odds of winning: ${counted} (expected ${expected})`,
  noWinner: 'no winner',
  invalidFaces: (n) => `Invalid faces: ${n}`,
  mismatchedFaces: (n) => `Faces scoring other than their assigned prize: ${n}`,
  unexpectedPrizes: (n) => `Faces with an amount not in the table: ${n}`,
  exact: 'Result: the block is exact.',
  notExact: 'Result: the block does NOT match article 3.',
  rangeTitle: (game, id, seed, first, last, blocks, tickets, price) =>
    `Audit of ${game} (${id}), seed ${seed}, blocks ${first} to ${last}: ${blocks} of ${tickets} tickets at ${price}`,
  blockWord: { one: 'block', other: 'blocks' },
  columns: {
    block: 'Block',
    tiersInGap: 'Prizes off',
    invalid: 'Invalid faces',
    mismatched: 'Score ≠ prize',
    unexpected: 'Not in table',
    result: 'Result',
  },
  blockExact: 'exact',
  blockNotExact: 'NOT exact',
  total: 'Total',
  exactWord: { one: 'exact', other: 'exact' },
  exactOf: (exact, word, blocks) => `${exact} ${word} of ${blocks}`,
  totalOfOne: (tickets) => `Total of the block: ${tickets} tickets`,
  totalOfMany: (blocks, tickets) => `Total of the ${blocks} blocks: ${tickets} tickets`,
  allExactOne: 'Result: the block is exact.',
  allExactMany: (blocks) => `Result: all ${blocks} blocks are exact.`,
  nonConformingWord: { one: 'not true', other: 'not true' },
  someNotExact: (failed, blocks, word, named) => `Result: ${failed} of ${blocks} ${word} to article 3: ${named}.`,
};

/** The audit's words in each language. */
export const AUDIT_WORDS: Readonly<Record<Lang, AuditWords>> = { fr, en };
