/**
 * The visual QA sheet's words, in French and in English (same keys, a test checks). They live apart
 * from the player's catalogue (MESSAGES) so that the player's JavaScript does not carry them: only
 * the QA sheet, `npm run qa` and `grattez check-layout` import this file.
 */
import type { Lang } from './lang.ts';

const fr = {
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
  checkedAt: (page: number, density: number) =>
    `Contrôles de la page ${page} affichée : textes et couvertures à la densité ${density}, contraste à 3, symboles à 2 (npm run qa contrôle toutes les pages aux densités 1, 2 et 3).`,
  checkedEverywhere: 'Contrôlé sur toutes les pages aux densités 1, 2 et 3 (npm run qa).',
  failures: (n: number) => (n <= 1 ? `${n} échec` : `${n} échecs`),
  checks: {
    schema: 'Schéma',
    geometry: 'Géométrie',
    text: 'Textes lisibles et dans leur cadre',
    covers: 'Les couvertures cachent tout',
    tapTargets: 'Cibles tactiles',
    contrast: 'Contraste',
    symbols: 'Symboles distincts',
    facts: 'Les faits imprimés sont ceux du moteur',
  },
  facts: {
    price: 'le prix',
    ladder: 'l’échelle des gains',
    multiplier: 'le multiplicateur',
    'top-prize': 'le gros lot',
    prize: 'un gain du tableau',
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
    glyphsMissing: (chars: string, face: string) =>
      `caractères absents de la police ${face} : « ${chars} » (dessinés avec les polices du système)`,
    textUnderCover: (zone: string) => `texte imprimé sous la couverture de la zone ${zone}`,
    coverLeak: (pixels: number) => `${pixels} pixels diffèrent sous la couverture entre deux tickets différents`,
    symbolClipped: (symbol: string, edge: string) => `le dessin « ${symbol} » est coupé par son emplacement (${edge})`,
    interfaceTextTooSmall: (size: number, min: number, text: string) =>
      `texte « ${text} » en ${size} px (minimum ${min} px pour les mots de l’interface)`,
    controlTooSmall: (w: number, h: number, min: number) =>
      `commande de ${w} × ${h} px (minimum ${min} × ${min} px pour un doigt)`,
    tapTarget: (square: number, min: number) =>
      `le plus grand carré dans la zone mesure ${square} px sur un écran de 360 px (minimum ${min} × ${min})`,
    lowContrast: (ratio: number, min: number, text: string) =>
      `contraste de ${ratio}:1 pour « ${text} » sur le fond dessiné derrière (minimum ${min}:1)`,
    symbolsAlike: (a: string, b: string, difference: number, min: number) =>
      `${a} et ${b} se ressemblent : différence ${difference} (minimum ${min})`,
    factMismatch: (fact: string, printed: string, expected: string, text: string) =>
      `${fact} : le texte « ${text} » imprime ${printed === '' ? 'aucun montant' : `« ${printed} »`}, le moteur dit « ${expected} »`,
    unmarkedAmount: (text: string) =>
      `le texte « ${text} » imprime un montant sans le marquer (data-fact) : rien ne le compare au moteur`,
    unknownFact: (fact: string, game: string, known: string, text: string) =>
      `le texte « ${text} » est marqué data-fact="${fact}", qui n’est pas un fait du jeu ${game} (${known})`,
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
};

export type QaWords = typeof fr;

const en: QaWords = {
  title: 'Grattez · visual QA of the tickets',
  intro:
    'Every design in every language: covered, revealed with the worst-case content, winning. The checks measure the real rendering.',
  density: 'Density',
  width: 'Screen width',
  page: 'Content page',
  pageOf: (page, pages) => `${page} of ${pages}`,
  overlays: 'Overlays',
  overlay: {
    zones: 'Zone outlines',
    covers: 'Cover masks',
    slots: 'Symbol slots',
    texts: 'Text boxes',
    taps: 'Tap targets (44 px)',
    margins: 'Safe margins',
  },
  states: { covered: 'Covered', revealed: 'Revealed', winning: 'Winning' },
  running: 'Running the checks…',
  allPass: 'Every check passes.',
  checkedAt: (page, density) =>
    `Checks of page ${page} shown: text and covers at density ${density}, contrast at 3, symbols at 2 (npm run qa checks every page at densities 1, 2 and 3).`,
  checkedEverywhere: 'Checked on every page at densities 1, 2 and 3 (npm run qa).',
  failures: (n) => (n === 1 ? `${n} failure` : `${n} failures`),
  checks: {
    schema: 'Schema',
    geometry: 'Geometry',
    text: 'Text fits and can be read',
    covers: 'Covers hide everything',
    tapTargets: 'Tap targets',
    contrast: 'Contrast',
    symbols: 'Symbols stay distinct',
    facts: 'Printed facts are the engine’s',
  },
  facts: {
    price: 'the price',
    ladder: 'the prize ladder',
    multiplier: 'the multiplier',
    'top-prize': 'the top prize',
    prize: 'a prize of the table',
  },
  passed: 'passed',
  failed: 'failed',
  inLang: (lang) => `in ${lang}`,
  atDensity: (density) => `at density ${density}`,
  problems: {
    schema: (detail) => `schema: ${detail}`,
    structure: (detail) => detail,
    outsideCover: (what, w, h) =>
      `${what === 'slot' ? 'slot' : 'text box'} outside its zone's cover over ${w} × ${h} units`,
    zonesOverlap: (other, area) => `overlaps zone ${other} (${area} units²)`,
    partsOverlap: (other, area) => `overlaps ${other} (${area} units²)`,
    outsideTicket: 'goes outside the ticket',
    inMargin: (margin, min) => `${margin} units from the ticket's edge, inside the ${min}-unit safe margin`,
    textOverflow: (w, h, bw, bh, text) => `text "${text}" ${w} × ${h} px in a ${bw} × ${bh} px box`,
    textTooSmall: (size, min, kind, text) =>
      `text "${text}" shrunk to ${size} px on a 360 px screen (at least ${min} px for ${kind})`,
    textMissing: (text) => `text "${text}": no pixel drawn`,
    glyphsMissing: (chars, face) => `characters the ${face} font lacks: "${chars}" (drawn with the system's fonts)`,
    textUnderCover: (zone) => `text printed under the cover of zone ${zone}`,
    coverLeak: (pixels) => `${pixels} pixels differ under the cover between two different tickets`,
    symbolClipped: (symbol, edge) => `the drawing "${symbol}" is cut off by its slot (${edge})`,
    interfaceTextTooSmall: (size, min, text) => `text "${text}" at ${size} px (at least ${min} px for interface words)`,
    controlTooSmall: (w, h, min) => `control of ${w} × ${h} px (at least ${min} × ${min} px for a finger)`,
    tapTarget: (square, min) =>
      `the largest square inside the zone is ${square} px on a 360 px screen (at least ${min} × ${min})`,
    lowContrast: (ratio, min, text) =>
      `contrast ${ratio}:1 for "${text}" against the background drawn behind it (at least ${min}:1)`,
    symbolsAlike: (a, b, difference, min) => `${a} and ${b} look alike: difference ${difference} (at least ${min})`,
    factMismatch: (fact, printed, expected, text) =>
      `${fact}: the text "${text}" prints ${printed === '' ? 'no amount' : `"${printed}"`}, the engine says "${expected}"`,
    unmarkedAmount: (text) =>
      `the text "${text}" prints an amount without a mark (data-fact): nothing compares it with the engine`,
    unknownFact: (fact, game, known, text) =>
      `the text "${text}" is marked data-fact="${fact}", which is not a fact of the game ${game} (${known})`,
  },
  textKinds: {
    amountDigits: 'amounts in digits',
    amountWords: 'amounts in words',
    title: 'the title',
    price: 'the price',
    serial: 'the serial',
    scratchHere: '"Scratch here"',
    label: 'month names',
    rules: 'printed rules',
  },
  report: {
    title: 'Grattez · visual QA report',
    summary: (images, changed, failed) => `${images} images compared, ${changed} changed; ${failed} failed checks`,
    changed: 'Changed images',
    unchanged: 'Unchanged images',
    added: 'new (no baseline)',
    expected: 'Expected',
    actual: 'Actual',
    diff: 'Difference',
    slider: 'Slider expected ↔ actual',
    pixels: (n) => `${n} pixels differ`,
    failedChecks: 'Failed checks',
    noFailure: 'No failed check.',
    sheets: 'The sheet at each width',
    update: 'To accept the new images: npm run qa -- --update',
  },
};

/** The QA sheet's words in each language. */
export const QA_WORDS: Readonly<Record<Lang, QaWords>> = { fr, en };
