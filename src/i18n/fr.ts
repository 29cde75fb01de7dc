import type { GameId, SymbolId } from '../engine/index.ts';
import type { PluralForms } from './format.ts';
import type { Lang } from './lang.ts';

/** A symbol's name: singular and plural, and with its indefinite article ("une gamelle"). */
export interface SymbolWords extends PluralForms {
  readonly a: string;
}

/** Game facts that rule sentences print; every one comes from the engine (see rules.ts). */
export interface PawsRuleFacts {
  readonly zones: number; // paw prints to scratch
  readonly ladder: string; // "1 → 2 €, 2 → 4 €, …", formatted
  readonly dogWin: string; // the dog's win symbol, singular
  readonly catWin: string;
  readonly dogMultiplier: string; // with its article: "une gamelle"
  readonly catMultiplier: string;
  readonly multiplier: number;
}

export interface MonthsRuleFacts {
  readonly boxes: number;
  readonly symbolsPerBox: number;
  readonly cloversToWin: number;
  readonly clovers: string; // the win symbol, plural: "trèfles"
  readonly zero: string; // 0 €, formatted
}

/** Every word the player, the tools and the CLI's tables show, in French. English mirrors it key for key. */
export const fr = {
  appName: 'Grattez',
  tagline: 'Simulateur de jeux de grattage — crédits de démonstration, aucun argent réel',
  skipToContent: 'Aller au contenu',
  screens: 'Écrans',
  nav: { lobby: 'Jeux', ticket: 'Ticket', rules: 'Règles', history: 'Historique' },
  otherLang: 'English',
  otherLangCode: 'en' as Lang,
  labelSeparator: ' : ', // between a label and its value: "Patte 3 : os"
  listSeparator: ', ',
  games: { paws: 'Chien & Chat', months: '12 Mois' } satisfies Record<GameId, string>,
  variants: { dog: 'Chien', cat: 'Chat', surprise: 'Surprise' },
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
  months: [
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
  ],
  zones: { paw: (n: number) => `Patte ${n}`, bonus: 'Bonus', gain: 'Gain' },
  scratchHere: 'Grattez ici', // printed on every cover
  simulatedMention: 'Jeu simulé — sans valeur', // on every framed picture, with the serial
  odds: (oneIn: string) => `1 chance sur ${oneIn}`,
  wallet: 'Solde',
  refill: 'Recharger',
  refillHint: (amount: string) => `Remet le solde à ${amount} de crédits de démonstration`,
  buyFor: (price: string) => `Acheter — ${price}`,
  price: 'Prix',
  topPrize: 'Gros lot',
  oddsLabel: 'Chances de gain',
  payout: 'Taux de retour',
  winners: 'Tickets gagnants par bloc',
  blockLeft: (left: string) => `${left} tickets restants dans le bloc`,
  topLeft: 'Gros lots pas encore distribués',
  ofTotal: (remaining: string, total: string) => `${remaining} sur ${total}`,
  variant: 'Ticket',
  revealAll: 'Tout gratter',
  nextFor: (price: string) => `Nouveau ticket — ${price}`,
  serial: 'N° de série',
  ticketLink: 'Lien de ce ticket',
  ticketLabel: (name: string) => `Ticket ${name} — grattez les zones, ou utilisez les boutons de zone au clavier`,
  preview: 'Aperçu : ce ticket n’a pas été acheté, ses gains ne sont pas crédités.',
  lost: 'Perdu',
  won: (amount: string) => `Gagné ${amount}`,
  credited: (amount: string) => `${amount} crédités sur votre solde`,
  zonesScratched: { one: 'zone grattée', other: 'zones grattées' },
  scratching: (done: number, words: string, total: number) => `${done} ${words} sur ${total}`,
  noTicket: 'Aucun ticket en cours. Choisissez un jeu.',
  webglError:
    'Ce navigateur ne peut pas dessiner le ticket (WebGL indisponible). Vous pouvez jouer avec les boutons de zone au clavier, ou « Tout gratter ».',
  toLobby: 'Choisir un jeu',
  rulesTitle: 'Règles du jeu',
  rulesRegulation: (date: string, blockSize: string) => `Règlement du ${date}. Blocs de ${blockSize} tickets.`,
  rulesPaws: (f: PawsRuleFacts) => [
    `Grattez les ${f.zones} traces de pattes.`,
    `Sur un ticket chien, chaque ${f.dogWin} trouvé compte ; sur un ticket chat, chaque ${f.catWin}.`,
    `${f.ladder}.`,
    `Grattez la case Bonus (niche ou panier) : ${f.dogMultiplier} (chien) ou ${f.catMultiplier} (chat) multiplie le gain des pattes par ${f.multiplier}.`,
  ],
  rulesMonths: (f: MonthsRuleFacts) => [
    `Grattez les ${f.boxes} mois : chaque case cache ${f.symbolsPerBox} symboles et une somme.`,
    `${f.cloversToWin} ${f.clovers} dans une même case : vous gagnez la somme de cette case.`,
    `Grattez la case Gain : vous gagnez la somme découverte, si elle n’est pas ${f.zero}.`,
    'Les gains de plusieurs cases s’additionnent.',
  ],
  tableAmount: 'Gain',
  tableCount: 'Nombre de lots',
  tableOdds: 'Chance',
  tableTotal: 'Total',
  tableAll: 'Tous les gains',
  allGames: 'Tous les jeux',
  historyTitle: 'Historique',
  historyEmpty: 'Aucun ticket joué pour l’instant.',
  historyDate: 'Date',
  historyGame: 'Jeu',
  historyPrize: 'Gain',
  historyOpen: 'Rouvrir',
  historyPending: 'en cours',
  stats: 'Totaux',
  bought: 'Tickets achetés',
  spent: 'Dépensé',
  wonTotal: 'Gagné',
  observed: 'Taux de retour observé',
  theoretical: 'théorique',
  reopenTitle: 'Rouvrir un ticket par son numéro de série',
  reopen: 'Ouvrir',
  dismiss: 'Fermer',
  settings: 'Réglages',
  motion: 'Animations',
  motions: { system: 'Selon le système', reduce: 'Réduites', full: 'Complètes' },
  threshold: 'Part à gratter pour découvrir une zone',
  notices: {
    storageReset: (reason: string) =>
      `Les données enregistrées étaient illisibles et ont été mises de côté ; la partie repart de zéro. (${reason})`,
    storageFailed: (reason: string) => `Impossible d’enregistrer la partie dans ce navigateur : ${reason}`,
    ticketDropped: (reason: string) =>
      `Le ticket en cours enregistré était illisible : il a été retiré et mis de côté ; solde et historique sont conservés. (${reason})`,
    funds: (game: string, refill: string) =>
      `Solde insuffisant pour acheter un ticket ${game}. Utilisez « ${refill} ».`,
    link: 'Adresse non valide — retour à l’accueil :',
    joiner: ' ; ',
  },
  storageProblems: {
    'cannot-read': (detail: string) => `le stockage ne peut pas être lu : ${detail}`,
    'not-json': () => 'les données ne sont pas du JSON',
    'other-version': (detail: string) => `données de version ${detail}, que cette application ne lit pas`,
    invalid: (detail: string) => `données non valides en ${detail}`,
    'bad-serial': (detail: string) => `numéro de série du ticket non valide (${detail})`,
    'bad-strokes': () => 'traits de grattage illisibles',
    'bad-zones': (detail: string) => `zones du ticket incohérentes (${detail})`,
  },
  linkErrors: {
    'unknown-param': (v: string) => `paramètre inconnu « ${v} »`,
    'unknown-game': (v: string) => `jeu inconnu « ${v} » (paws ou months)`,
    'unknown-variant': (v: string) => `variante inconnue « ${v} » (dog, cat ou surprise)`,
    'variant-needs-paws': (v: string) => `la variante « ${v} » ne vaut que pour game=paws`,
    'unknown-lang': (v: string) => `langue inconnue « ${v} » (fr ou en)`,
    'game-and-serial': (v: string) => `game et serial ne vont pas ensemble (${v})`,
    'bad-serial-format': (v: string) => `numéro de série mal formé « ${v} »`,
    'bad-serial-game': (v: string) => `numéro de série « ${v} » : jeu inconnu`,
    'bad-serial-check': (v: string) => `numéro de série « ${v} » : code de contrôle faux (caractère modifié ?)`,
    'bad-serial-index': (v: string) => `numéro de série « ${v} » : hors du bloc`,
  },
  // Sections of the player's sound and storage, the embed and the QA sheet. The studio's words are
  // in studio.ts, loaded by the studio only.
  sound: {},
  // Reliability: saving across tabs, full storage, and drawing failures.
  storage: {
    unsaved:
      'Les changements depuis le dernier enregistrement seront perdus si la page se ferme ; un nouvel essai a lieu toutes les quelques secondes.',
    cannotSetAside: (problem: string, reason: string) =>
      `Les données enregistrées sont illisibles (${problem}) et n’ont pas pu être mises de côté (${reason}) : elles restent telles quelles, et cette partie n’est pas enregistrée.`,
    setAside: (problem: string) =>
      `Les données enregistrées étaient illisibles (${problem}) : elles ont été mises de côté, et cette partie a été enregistrée à leur place.`,
    purchaseUnsaved: (game: string, reason: string) =>
      `Ticket ${game} non acheté : l’achat n’a pas pu être enregistré (${reason}). Rien n’a été débité.`,
    ticketElsewhere: 'Un autre onglet a ouvert un nouveau ticket ; il s’affiche ici aussi.',
    drawFailed:
      'Le ticket ne peut pas être dessiné ici. Vous pouvez jouer avec les boutons de zone au clavier, ou « Tout gratter ».',
    warningLabel: 'Partie non enregistrée',
  },
  embed: {
    title: (game: string) => `${game} — ticket de démonstration`,
    another: 'Un autre ticket',
    hint: 'À vous de gratter : souris, doigt ou clavier',
    badAddress: 'Cette démo ne peut pas s’afficher : son adresse est à corriger.',
    expected:
      'Adresses possibles : embed.html?game=paws&variant=dog (ou cat), ?game=months ou ?serial=…, et au choix &lang=fr|en, &attract=1, &origin=https://votre-site.fr',
    errors: {
      'repeated-param': (v: string) => `paramètre « ${v} » donné plusieurs fois`,
      'bad-attract': (v: string) => `attract=« ${v} » : 1 ou 0 attendu`,
      'bad-origin': (v: string) =>
        `origine « ${v} » non valide (attendu : https://site.fr ou http://hôte:port, sans chemin)`,
    },
  },
  qa: {
    title: 'Grattez · contrôle visuel des tickets',
    intro:
      'Chaque modèle dans chaque langue : couvert, découvert avec le contenu le plus défavorable, gagnant. Les contrôles mesurent le rendu réel.',
    density: 'Densité',
    width: 'Largeur d’écran',
    page: 'Page du contenu',
    pageOf: (page: number, pages: number) => `${page} sur ${pages}`,
    overlays: 'Calques',
    overlay: {
      zones: 'Contours des zones',
      covers: 'Masques des couvertures',
      slots: 'Emplacements des symboles',
      texts: 'Cadres des textes',
      taps: 'Cibles tactiles (44 px)',
      margins: 'Marges de sécurité',
    },
    states: { covered: 'Couvert', revealed: 'Découvert', winning: 'Gagnant' },
    running: 'Contrôles en cours…',
    allPass: 'Tous les contrôles passent.',
    failures: (n: number) => (n <= 1 ? `${n} échec` : `${n} échecs`),
    checks: {
      schema: 'Schéma',
      geometry: 'Géométrie',
      text: 'Textes lisibles et dans leur cadre',
      covers: 'Les couvertures cachent tout',
      tapTargets: 'Cibles tactiles',
      contrast: 'Contraste',
      symbols: 'Symboles distincts',
    },
    passed: 'réussi',
    failed: 'échoué',
    inLang: (lang: string) => `en ${lang}`,
    atDensity: (density: number) => `à la densité ${density}`,
    problems: {
      schema: (detail: string) => `schéma : ${detail}`,
      structure: (detail: string) => detail,
      outsideCover: (what: 'slot' | 'text', w: number, h: number) =>
        `${what === 'slot' ? 'emplacement' : 'cadre de texte'} hors de la couverture de sa zone sur ${w} × ${h} unités`,
      zonesOverlap: (other: string, area: number) => `empiète sur la zone ${other} (${area} unités²)`,
      partsOverlap: (other: string, area: number) => `empiète sur ${other} (${area} unités²)`,
      outsideTicket: 'sort du ticket',
      inMargin: (margin: number, min: number) =>
        `à ${margin} unités du bord du ticket, dans la marge de sécurité de ${min} unités`,
      textOverflow: (w: number, h: number, bw: number, bh: number, text: string) =>
        `texte « ${text} » de ${w} × ${h} px dans un cadre de ${bw} × ${bh} px`,
      textTooSmall: (size: number, min: number, kind: string, text: string) =>
        `texte « ${text} » réduit à ${size} px sur un écran de 360 px (minimum ${min} px pour ${kind})`,
      textMissing: (text: string) => `texte « ${text} » : aucun pixel dessiné`,
      textUnderCover: (zone: string) => `texte imprimé sous la couverture de la zone ${zone}`,
      coverLeak: (pixels: number) => `${pixels} pixels diffèrent sous la couverture entre deux tickets différents`,
      symbolClipped: (symbol: string, edge: string) =>
        `le dessin « ${symbol} » est coupé par son emplacement (${edge})`,
      tapTarget: (square: number, min: number) =>
        `le plus grand carré dans la zone mesure ${square} px sur un écran de 360 px (minimum ${min} × ${min})`,
      lowContrast: (ratio: number, min: number, text: string) =>
        `contraste de ${ratio}:1 pour « ${text} » sur le fond dessiné derrière (minimum ${min}:1)`,
      symbolsAlike: (a: string, b: string, difference: number, min: number) =>
        `${a} et ${b} se ressemblent : différence ${difference} (minimum ${min})`,
    },
    textKinds: {
      amountDigits: 'les montants en chiffres',
      amountWords: 'les montants en lettres',
      title: 'le titre',
      price: 'le prix',
      serial: 'le numéro de série',
      scratchHere: '« Grattez ici »',
      label: 'les noms des mois',
      rules: 'les règles imprimées',
    },
    report: {
      title: 'Grattez · rapport de contrôle visuel',
      summary: (images: number, changed: number, failed: number) =>
        `${images} images comparées, ${changed} modifiées ; ${failed} contrôles échoués`,
      changed: 'Images modifiées',
      unchanged: 'Images identiques',
      added: 'nouvelle (aucune référence)',
      expected: 'Attendu',
      actual: 'Obtenu',
      diff: 'Différences',
      slider: 'Curseur attendu ↔ obtenu',
      pixels: (n: number) => `${n} pixels diffèrent`,
      failedChecks: 'Contrôles échoués',
      noFailure: 'Aucun contrôle échoué.',
      sheets: 'La planche à chaque largeur',
      update: 'Pour accepter les nouvelles images : npm run qa -- --update',
    },
  },
  audit: {
    title: (game: string, id: string, seed: string, block: string, tickets: string, price: string) =>
      `Audit ${game} (${id}), graine ${seed}, bloc ${block} : ${tickets} tickets à ${price}`,
    prize: 'Lot',
    expected: 'Attendus',
    counted: 'Comptés',
    gap: '← écart',
    winners: 'Gagnants',
    paid: 'Payé',
    payout: (counted: string, expected: string) => `Taux de redistribution : ${counted} (attendu ${expected})`,
    odds: (counted: string, expected: string) => `Chances de gain : ${counted} (attendu ${expected})`,
    noWinner: 'aucun gagnant',
    invalidFaces: (n: string) => `Faces invalides : ${n}`,
    mismatchedFaces: (n: string) => `Faces dont le score diffère du lot attribué : ${n}`,
    unexpectedPrizes: (n: string) => `Faces d'un montant hors du tableau : ${n}`,
    exact: 'Résultat : bloc exact.',
    notExact: 'Résultat : bloc NON conforme à l’article 3.',
  },
};

export type Messages = typeof fr;
