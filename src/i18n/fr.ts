import {
  MONTHS_BOXES,
  MONTHS_CLOVERS_TO_WIN,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_SYMBOL,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_ZONES,
  GAME_IDS,
  MAX_BLOCK,
  SERIAL_EXAMPLE,
  SERIAL_INDICES,
  SERIAL_PREFIXES,
  type SymbolId,
} from '../engine/index.ts';
import { amountAfter } from './format.ts';
import type { CatalogueGames, SymbolWords } from './gameWords.ts';
import { pawsExplain, pawsLadder, pawsMultipliedPrizes, pawsRevealedNote } from './pawsWords.ts';

/** "a, b et c". */
const frenchList = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]!}`;

const MOIS: readonly string[] = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
];

/**
 * The words the embed shows as well as the player, the tools and the CLI's tables, in French: the
 * games, their tickets and their rules, the address's errors. English mirrors it key for key. The
 * player's own words (its screens, its notices about stored data) are in frPlayer.ts, a chunk the
 * embed never loads; the words of the other tools in files of their own (studio.ts, qa.ts, embed.ts).
 */
export const fr = {
  appName: 'Grattez',
  tagline: 'Simulateur de jeux de grattage — crédits de démonstration, aucun argent réel',
  labelSeparator: '\u00a0: ', // between a label and its value: "Patte 3 : os"
  listSeparator: ', ',
  // Each game's words, keyed by its id (gameWords.ts): a new game adds its entry here and in en.ts.
  games: {
    paws: {
      name: 'Chien & Chat',
      zoneName: (zone) => (zone.kind === 'paw' ? `Patte ${zone.ordinal + 1}` : 'Bonus'),
      rules: (say) => [
        `Grattez les ${PAWS_ZONES} traces de pattes.`,
        `Sur un ticket chien, chaque ${say.symbol(PAWS_SYMBOLS.dog.win).one} trouvé compte\u202f; sur un ticket chat, chaque ${say.symbol(PAWS_SYMBOLS.cat.win).one}.`,
        `Selon leur nombre\u00a0: ${pawsLadder(say, (euros, count) => `${euros} pour ${count}`)}.`,
        // Article 4.3.2's words, as the tickets' legends print them, and article 3's note on the prizes it makes.
        `Grattez la case Bonus (niche ou panier)\u00a0: ${say.symbol(PAWS_SYMBOLS.dog.multiplier).a} avec deux ${say.plural(2, PAWS_SYMBOLS.dog.win)} sur un ticket chien, ou ${say.symbol(PAWS_SYMBOLS.cat.multiplier).a} sur un ticket chat, multiplie le gain des pattes par ${PAWS_MULTIPLIER}. Les lots de ${frenchList(pawsMultipliedPrizes(say))} du tableau viennent de cette multiplication.`,
      ],
      explain: pawsExplain,
      revealedNote: (t, zone, revealed, say) =>
        pawsRevealedNote(t, zone, revealed, say, (count, symbols) => `${count} ${symbols} sur les pattes découvertes`),
    },
    months: {
      name: '12 Mois',
      zoneName: (zone) => (zone.kind === 'month' ? MOIS[zone.ordinal]! : 'Gain'),
      rules: (say) => [
        `Grattez les ${MONTHS_BOXES} mois\u00a0: chaque case cache ${MONTHS_SYMBOLS_PER_BOX} symboles et une somme.`,
        `${MONTHS_CLOVERS_TO_WIN} ${say.plural(MONTHS_CLOVERS_TO_WIN, MONTHS_WIN_SYMBOL)} dans une même case\u00a0: vous gagnez la somme de cette case.`,
        `Grattez la case Gain\u00a0: vous gagnez la somme découverte, si elle n’est pas ${say.euros(0)}.`,
        'Les gains de plusieurs cases s’additionnent.',
      ],
      explain: (b, say) => {
        const terms = b.winningMonths.map((w) => say.withAmount(MOIS[w.month]!, w.amountCents));
        if (b.gainCents > 0) terms.push(say.withAmount('Gain', b.gainCents));
        return terms.length > 1 ? say.withAmount(`${terms.join(' + ')} =`, b.totalCents) : terms.join('');
      },
    },
  } satisfies CatalogueGames,
  variants: { dog: 'Chien', cat: 'Chat', any: 'Surprise' },
  symbols: {
    bone: { one: 'os', other: 'os', a: 'un os' },
    bowl: { one: 'gamelle', other: 'gamelles', a: 'une gamelle' },
    ball: { one: 'balle', other: 'balles', a: 'une balle' },
    collar: { one: 'collier', other: 'colliers', a: 'un collier' },
    frisbee: { one: 'frisbee', other: 'frisbees', a: 'un frisbee' },
    slipper: { one: 'chausson', other: 'chaussons', a: 'un chausson' },
    mouse: { one: 'souris', other: 'souris', a: 'une souris' },
    yarn: { one: 'pelote de laine', other: 'pelotes de laine', a: 'une pelote de laine' },
    fish: { one: 'poisson', other: 'poissons', a: 'un poisson' },
    bell: { one: 'grelot', other: 'grelots', a: 'un grelot' },
    feather: { one: 'plume', other: 'plumes', a: 'une plume' },
    butterfly: { one: 'papillon', other: 'papillons', a: 'un papillon' },
    clover: { one: 'trèfle', other: 'trèfles', a: 'un trèfle' },
    horseshoe: { one: 'fer à cheval', other: 'fers à cheval', a: 'un fer à cheval' },
    ladybug: { one: 'coccinelle', other: 'coccinelles', a: 'une coccinelle' },
    star: { one: 'étoile', other: 'étoiles', a: 'une étoile' },
    moon: { one: 'lune', other: 'lunes', a: 'une lune' },
  } satisfies Record<SymbolId, SymbolWords>,
  scratchHere: 'Grattez ici', // printed on every cover
  simulatedMention: 'Jeu simulé — sans valeur', // on every framed picture, with the serial
  // The odds in groups of words that a line never breaks inside ("1 chance" | "sur 750 000").
  odds: (oneIn: string): readonly string[] => ['1 chance', `sur ${oneIn}`],
  revealAll: 'Tout gratter',
  serial: 'N° de série',
  ticketLabel: (name: string) => `Ticket ${name} — grattez les zones, ou utilisez les boutons de zone au clavier`,
  lost: 'Perdu',
  won: (amount: string) => amountAfter('Gagné', amount), // the amount kept with the word (format.ts)
  winningZone: 'zone gagnante', // a zone the result highlights, once the ticket is settled
  zonesScratched: { one: 'zone grattée', other: 'zones grattées' },
  scratching: (done: number, words: string, total: number) => `${done} ${words} sur ${total}`,
  webglError:
    'Ce navigateur ne peut pas dessiner le ticket (WebGL indisponible). Découvrez chaque case en la touchant, d’un clic ou au clavier, ou «\u00a0Tout gratter\u00a0».',
  rulesRegulation: (date: string, blockSize: string) => `Règlement du ${date}. Blocs de ${blockSize} tickets.`,
  // A serial typed in a field and sent empty: said so, not quoted as « ».
  serialEmpty: `numéro de série vide (de la forme ${SERIAL_EXAMPLE})`,
  linkErrors: {
    'unknown-param': (v: string) => `paramètre inconnu «\u00a0${v}\u00a0»`,
    'repeated-param': (v: string) => `paramètre «\u00a0${v}\u00a0» donné plusieurs fois`,
    'unknown-game': (v: string) => `jeu inconnu «\u00a0${v}\u00a0» (${GAME_IDS.join(' ou ')})`,
    'unknown-variant': (v: string) => `variante inconnue «\u00a0${v}\u00a0» (dog, cat ou any)`,
    'variant-needs-paws': (v: string) => `la variante «\u00a0${v}\u00a0» ne vaut que pour game=paws`,
    'variant-with-serial': (v: string) =>
      `la variante «\u00a0${v}\u00a0» ne va pas avec serial\u00a0: le numéro de série décide de l’animal`,
    'unknown-lang': (v: string) => `langue inconnue «\u00a0${v}\u00a0» (fr ou en)`,
    'unknown-design': (v: string) => `modèle de ticket inconnu «\u00a0${v}\u00a0»`,
    // `designs`: those that do draw the ticket asked for (the state layer finds them).
    'design-mismatch': (v: string, designs: readonly string[] = []) =>
      `ce modèle ne va pas avec ce ticket (${v}${designs.length > 0 ? `\u00a0; modèles possibles\u00a0: ${designs.join(', ')}` : ''})`,
    'game-and-serial': (v: string) => `game et serial ne vont pas ensemble (${v})`,
    'bad-serial-format': (v: string) => `numéro de série mal formé «\u00a0${v}\u00a0» (de la forme ${SERIAL_EXAMPLE})`,
    'bad-serial-game': (v: string) =>
      `numéro de série «\u00a0${v}\u00a0»\u00a0: jeu inconnu (sa première lettre est ${SERIAL_PREFIXES.join(' ou ')})`,
    'bad-serial-block': (v: string) =>
      `numéro de série «\u00a0${v}\u00a0»\u00a0: bloc hors limites (de 0 à ${MAX_BLOCK})`,
    'bad-serial-check': (v: string) =>
      `numéro de série «\u00a0${v}\u00a0»\u00a0: code de contrôle faux (caractère modifié\u202f?)`,
    'bad-serial-index': (v: string) =>
      `numéro de série «\u00a0${v}\u00a0»\u00a0: hors du bloc (de ${SERIAL_INDICES[0]} à ${SERIAL_INDICES[1]})`,
  },
};

/** The words every page can show, in each language (the embed loads only these). */
export type SharedMessages = typeof fr;
