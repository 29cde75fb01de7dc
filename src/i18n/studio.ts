/**
 * The marketing studio's words, in French and in English (same keys, a test checks). They live
 * apart from the player's catalogue (MESSAGES) so that the player's JavaScript does not carry them:
 * only the studio and `grattez render` import this file.
 */
import { GAME_IDS, MAX_BLOCK, SERIAL_EXAMPLE, SERIAL_INDICES, SERIAL_PREFIXES } from '../engine/index.ts';
import { amountAfter } from './format.ts';
import type { Lang } from './lang.ts';
import { paramValue } from './quoted.ts';

/** The facts a studio problem names: a count (tickets, zones), the limits of a value, or its choices. */
export interface StudioFacts {
  readonly count: number;
  readonly min: number;
  readonly max: number;
  readonly choices: string; // the values there are, listed
}

const fr = {
  pageTitle: 'Grattez — Studio',
  title: 'Studio',
  intro:
    'Des aperçus de vrais tickets pour vos visuels\u00a0: image, vidéo, GIF ou lot complet. Chaque visuel porte la mention «\u00a0Jeu simulé — sans valeur\u00a0» et le n° de série du ticket.',
  toPlayer: 'Ouvrir le simulateur',
  // the preview that cannot be drawn (no WebGL): the exports are drawn the same way
  previewError: 'Ce navigateur ne peut pas dessiner l’aperçu (WebGL indisponible), ni donc les exports.',
  settings: 'Réglages',
  sections: { ticket: 'Ticket', state: 'État', frame: 'Cadre', export: 'Export', share: 'Partage' },
  game: 'Jeu',
  variant: 'Variante',
  design: 'Modèle du ticket',
  designFolder: {
    heading: 'Modèle pas encore intégré',
    input: 'Dossier du modèle',
    browse: 'Parcourir…',
    noFolder: 'Aucun dossier choisi',
    choose: 'Choisir un dossier…',
    drop: 'Ou déposez ici le dossier du modèle. Rien n’est envoyé\u00a0: les fichiers sont lus dans cette page.',
    checkFirst: 'Le studio dessine le modèle tel quel, sans le contrôler\u00a0: vérifiez-le d’abord dans le',
    lab: 'labo de modèles',
    reading: 'Lecture du dossier…',
    opened: (name: string) =>
      `Modèle «\u00a0${name}\u00a0» ouvert\u00a0: les images et exports l’utilisent. Il n’existe que dans cette page\u00a0: un lien de partage ne le porte pas.`,
    problems: 'Ce dossier ne peut pas être utilisé\u00a0:',
    choice: (name: string) => `${name} (dossier ouvert)`,
    notInUse: (name: string) =>
      `Modèle «\u00a0${name}\u00a0» ouvert, mais pas utilisé pour ce ticket\u00a0: choisissez-le dans «\u00a0Modèle du ticket\u00a0».`,
    kept: (name: string) => `Le modèle «\u00a0${name}\u00a0», ouvert avant, reste celui des images et exports.`,
  },
  variants: { dog: 'Chien', cat: 'Chat', any: 'Chien ou chat' },
  choiceKind: 'Choisir le ticket',
  byPrize: 'Par gain',
  bySerial: 'Par n° de série',
  prize: 'Gain',
  losing: 'Perdant',
  prizeOption: (amount: string, count: string) => `${amount} (${count} par bloc)`,
  language: 'Langue des images (et du studio)',
  seed: 'Graine',
  block: 'Bloc',
  listBlock: 'Lister ce bloc',
  // The amount kept with the word before it (format.ts, amountAfter); in English it starts the title.
  listTitle: (amount: string, seed: string, block: string) =>
    `${amountAfter('Tickets', amount)} du bloc ${seed}/${block}`,
  tierCount: (count: string) => `${count} dans le bloc`,
  variantCount: (count: string, variant: string) => `dont ${count} (${variant})`,
  listRange: (from: string, to: string) => `${from} à ${to}`,
  /**
   * Why the list is empty or the ticket asked for is not in it: `variant` is the variant's name (null
   * for either), `count` how many tickets of the prize it has, `others` how many the other variant
   * has, `asked` the list's number of the ticket asked for (from 1, as the list counts).
   */
  listMissing: (variant: string | null, count: number, others: number, asked: number) => {
    const of = variant === null ? 'de ce gain' : `de ce gain dans la variante ${variant}`;
    if (count > 0)
      return `Ce bloc n’a que ${count === 1 ? 'un ticket' : `${count} tickets`} ${of}\u00a0: il n’y a pas de ticket n°\u00a0${asked}.`;
    if (others === 0) return `Ce bloc n’a aucun ticket ${of}.`;
    return `Ce bloc n’a aucun ticket ${of}\u00a0: ${others === 1 ? 'son seul ticket de ce gain est' : `ses ${others} tickets de ce gain sont`} de l’autre variante.`;
  },
  previousPage: 'Précédents',
  nextPage: 'Suivants',
  nextTicket: 'Ticket suivant',
  noWin: 'Aucun gain',
  serialLabel: 'N° de série',
  serialOpen: 'Ouvrir ce ticket',
  chosen: 'Ticket choisi',
  // "Chien & Chat (Chien) — 30 €", the prize kept with the dash and the word before it.
  chosenTicket: (name: string, prize: string) => amountAfter(`${name} —`, prize),
  states: {
    covered: 'Couvert',
    scratched: 'Gratté en partie',
    'one-left': 'Tout sauf une zone',
    revealed: 'Découvert, gain en évidence',
  },
  share: 'Part grattée',
  zoneLeft: 'Zone encore couverte',
  hand: (n: string) => `Tracé n°\u00a0${n}`,
  otherHand: 'Un autre tracé',
  coin: 'Montrer la pièce',
  size: 'Format',
  presets: {
    square: 'Publication carrée',
    story: 'Story',
    card: 'Carte de lien',
    banner: 'Bannière',
    ticket: 'Ticket seul',
    custom: 'Taille personnalisée',
  },
  presetOption: (name: string, size: string) => `${name}\u00a0— ${size}`,
  width: 'Largeur (px)',
  height: 'Hauteur (px)',
  applySize: 'Appliquer la taille',
  density: 'Densité',
  densityOption: (n: string) => `×\u00a0${n}`,
  pixels: (size: string) => `${size}\u00a0pixels`,
  background: 'Fond',
  backgrounds: { colour: 'Couleur', gradient: 'Dégradé', transparent: 'Transparent (PNG seulement)' },
  colour: 'Couleur',
  from: 'Couleur de départ',
  to: 'Couleur d’arrivée',
  angle: 'Angle du dégradé (degrés)',
  caption: { fr: 'Légende en français', en: 'Légende en anglais' },
  captionHint: (max: string) =>
    `Facultative, ${max} caractères au plus. La mention «\u00a0Jeu simulé — sans valeur\u00a0» et le n° de série restent toujours visibles\u00a0: la légende ne peut pas les cacher.`,
  captionSmall: (frame: string, size: string, lines: number) =>
    `Légende longue pour ce cadre ${frame}\u00a0: elle sera imprimée petite (${size}\u00a0px, sur ${lines}\u00a0ligne${lines > 1 ? 's' : ''}). Raccourcissez-la ou choisissez un cadre plus grand.`,
  exportPng: 'Image PNG',
  seconds: 'Durée de la vidéo et du GIF (secondes)',
  secondsValue: (n: string) => `${n}\u00a0s`,
  exportWebm: 'Vidéo WebM (VP9)',
  exportMp4: 'Vidéo MP4 (H.264)',
  exportGif: 'GIF animé',
  formatSize: (format: string, size: string) => `${format}\u00a0— ${size}`,
  batchTitle: 'Lot complet',
  batchFormats: 'Formats du lot',
  batchSummary: (files: string, prizes: string, formats: number) =>
    `${files} fichiers\u00a0: ${prizes} gains × ${formats} format${formats > 1 ? 's' : ''} × 2 langues, et une planche contact index.html.`,
  exportBatch: 'Lot (zip)',
  batchBlocked: (formats: string, count: number) =>
    `Le lot ne peut pas contenir ${formats} ici (voir plus haut)\u00a0: décochez-${count > 1 ? 'les' : 'le'} pour exporter le lot.`,
  checkingEncoders: 'Vérification de ce que ce navigateur sait encoder (WebM, MP4)…',
  blockers: {
    'transparent-motion': 'Une vidéo ou un GIF demande un fond de couleur ou en dégradé.',
    'no-vp9': 'Ce navigateur n’a pas d’encodeur VP9\u00a0: pas de vidéo WebM ici. Le GIF reste disponible.',
    'no-h264': 'Ce navigateur n’a pas d’encodeur H.264\u00a0: pas de MP4 ici. Le WebM (VP9) reste disponible.',
    'no-h264-nor-vp9':
      'Ce navigateur n’a pas d’encodeur H.264\u00a0: pas de MP4 ici non plus. Le GIF reste disponible.',
    'odd-size-h264': 'Le MP4 (H.264) demande une largeur et une hauteur paires.',
  },
  captionBlocks: {
    fr: (problem: string) => `Pas d’export tant que la légende en français est refusée\u00a0: ${problem}`,
    en: (problem: string) => `Pas d’export tant que la légende en anglais est refusée\u00a0: ${problem}`,
  },
  captionBlocksBatch: {
    fr: (problem: string) => `Pas de lot tant que la légende en français est refusée\u00a0: ${problem}`,
    en: (problem: string) => `Pas de lot tant que la légende en anglais est refusée\u00a0: ${problem}`,
  },
  working: (what: string) => `Export en cours\u00a0: ${what}`,
  // said while an export runs: the file keeps the settings of its start, whatever is changed after
  snapshot: (name: string) =>
    `Le fichier, ${name}, est fait avec les réglages tels qu’ils étaient à son lancement\u00a0: ce que vous changez maintenant vaut pour le prochain export.`,
  changedSince: 'Les réglages ont changé depuis\u00a0: l’aperçu ne montre plus ce fichier.',
  toExport: 'Voir l’export', // a link from the preview (kept in sight on a phone) to the export under way
  progress: 'Avancement',
  // the estimate of a long export's time left, beside its progress: 'Export en cours : …, 42 % — environ 3 minutes restantes'
  timeLeft: (minutes: number) =>
    minutes === 0
      ? 'moins d’une minute restante'
      : `environ ${minutes} minute${minutes > 1 ? 's' : ''} restante${minutes > 1 ? 's' : ''}`,
  cancel: 'Annuler',
  done: (name: string) => `Prêt\u00a0: ${name}`,
  downloadAgain: 'Télécharger à nouveau',
  cancelled: 'Export annulé.',
  failed: (reason: string) => `L’export a échoué\u00a0: ${reason}`,
  link: 'Lien de cet aperçu',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  linkNotCopied: 'Copie refusée par le navigateur\u00a0: sélectionnez le lien et copiez-le.',
  previewLabel: (serial: string, size: string) => `Aperçu du ticket ${serial}, ${size}`,
  previewNote: 'Aperçu réduit, dessiné comme l’export.',
  // the preview's box shows more pixels than the file has: the file will be less sharp than what is seen
  previewSharper: (size: string) =>
    `L’aperçu est affiché plus grand que le fichier (${size})\u00a0: le fichier sera moins net qu’ici. Pour un fichier plus net, augmentez la densité ou la taille.`,
  play: (seconds: string) => `Voir la révélation (${seconds}\u00a0s)`,
  // the preview shown as the file's own pixels: enlarged without smoothing, or one screen pixel each and scrolled
  actualPixels: 'Taille réelle',
  actualLabel: (size: string) => `Le fichier à ses propres pixels, ${size}`,
  actualScaled: (size: string) =>
    `Les pixels du fichier (${size}), agrandis sans lissage\u00a0: le fichier sera tel qu’ici.`,
  actualScroll: (size: string) =>
    `Le fichier (${size}), un pixel de l’écran par pixel du fichier\u00a0: faites défiler l’image (aux flèches du clavier une fois qu’elle a le focus).`,
  actualDrawing: 'Dessin du fichier…',
  // the play button while the reveal plays: back to the still (short, on one line beside a small phone's picture)
  stop: 'Arrêter',
  noPreview: 'Pas d’aperçu\u00a0: choisissez un ticket.',
  problemsTitle: 'Adresse\u00a0: ces réglages ont été ignorés.',
  dismiss: 'Fermer',
  problems: {
    'unknown-param': (name: string, _value: string, _f: StudioFacts) => `paramètre inconnu «\u00a0${name}\u00a0»`,
    'repeated-param': (name: string, _value: string, _f: StudioFacts) =>
      `«\u00a0${name}\u00a0» est donné plusieurs fois\u00a0: seul le premier compte`,
    'bad-game': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: jeu inconnu (${GAME_IDS.join(' ou ')})`,
    'bad-variant': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: variante inconnue (dog, cat ou any)`,
    'variant-needs-paws': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: une variante ne vaut que pour le jeu paws`,
    'bad-design': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: modèle de ticket inconnu (${f.choices})`,
    'design-mismatch': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: ce modèle ne va pas avec ce ticket (modèles possibles\u00a0: ${f.choices})`,
    'bad-seed': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: graine non valide (1 à 32 caractères parmi A-Z, a-z, 0-9, _ et -)`,
    'bad-block': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: bloc non valide (un entier de 0 à ${f.max})`,
    'bad-prize': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: ce n’est pas un gain de ce jeu (en centimes, l’un de ${f.choices})`,
    'bad-pick': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: rang non valide (un entier à partir de 0, le premier ticket de ce gain étant 0)`,
    'serial-and-prize': (name: string, value: string, _f: StudioFacts) =>
      `${name} ne va pas avec ${value}\u00a0: un ticket se choisit par son n° de série ou par son gain`,
    'bad-serial-format': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: numéro de série mal formé (de la forme ${SERIAL_EXAMPLE})`,
    'bad-serial-game': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: numéro de série d’un jeu inconnu (sa première lettre est ${SERIAL_PREFIXES.join(' ou ')})`,
    'bad-serial-block': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: numéro de série d’un bloc hors limites (de 0 à ${MAX_BLOCK})`,
    'bad-serial-check': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: code de contrôle faux (un caractère modifié\u202f?)`,
    'bad-serial-index': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: numéro hors du bloc (de ${SERIAL_INDICES[0]} à ${SERIAL_INDICES[1]})`,
    'bad-lang': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: langue inconnue (fr ou en)`,
    'bad-state': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: état inconnu (covered, scratched:0.4 avec une part entre 0 et 1, one-left, one-left:3 avec le numéro d’une zone à partir de 0, ou revealed)`,
    'bad-share': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: la part grattée est entre 0 et 1, exclus (par exemple scratched:0.4)`,
    'bad-zone': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: ce ticket a ${f.count} zones, numérotées de 0 à ${f.count - 1}`,
    'bad-hand': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: tracé non valide (un entier de 1 à ${f.max})`,
    'bad-coin': (name: string, value: string, _f: StudioFacts) => `${paramValue(name, value, 'fr', ' ')}\u00a0: 0 ou 1`,
    'bad-size': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: taille mal formée (LxH, par exemple 1080x1080, ou square, story, card, banner, ticket)`,
    'bad-side': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: un nombre entier de pixels (par exemple 1080)`,
    'size-out-of-range': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: taille hors limites (chaque côté d’au moins ${f.min} px, et d’au plus ${f.max} px une fois multiplié par la densité)`,
    'bad-density': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: densité non valide (1, 2 ou 3)`,
    'bad-angle': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: angle non valide (un entier de ${f.min} à ${f.max})`,
    'bad-background': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: fond non valide (une couleur CSS opaque comme #ffcc00 ou white, deux couleurs et un angle pour un dégradé, ou transparent)`,
    'caption-script': (name: string, value: string, _f: StudioFacts) =>
      `${name}\u00a0: «\u00a0${value}\u00a0» ne peut pas être dessiné\u00a0: une légende est dessinée avec les polices de Grattez, qui ont les lettres du français, de l’anglais, de l’espagnol, de l’allemand et des autres langues d’Europe de l’Ouest (pas celles du polonais ou du tchèque, par exemple), les chiffres, la ponctuation et quelques symboles (€, %, &, ©…)\u00a0; ni emoji, ni autre alphabet`,
    'caption-too-long': (name: string, _value: string, f: StudioFacts) =>
      `${name}\u00a0: légende trop longue (${f.max} caractères au plus)`,
    'bad-seconds': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: durée non valide (de ${f.min} à ${f.max} secondes, au dixième près)`,
    'bad-formats': (name: string, value: string, _f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: formats non valides (png, webm, mp4 ou gif, séparés par des virgules, sans répétition)`,
    'pick-out-of-range': (name: string, value: string, f: StudioFacts) => {
      const of = f.choices === '' ? 'de ce gain' : `de ce gain dans la variante ${variantWord(f.choices, 'fr')}`;
      const head = `${paramValue(name, value, 'fr', ' ')}\u00a0:`;
      if (f.count === 0) return `${head} le bloc n’a aucun ticket ${of}`;
      if (f.count === 1) return `${head} le bloc n’a qu’un ticket ${of}, numéroté 0`;
      return `${head} le bloc n’a que ${f.count} tickets ${of}, numérotés de 0 à ${f.count - 1}`;
    },
    'prize-not-in-variant': (name: string, value: string, f: StudioFacts) =>
      `${paramValue(name, value, 'fr', ' ')}\u00a0: le bloc n’a aucun ticket de ce gain dans cette variante (${f.count === 1 ? 'son seul ticket est' : `ses ${f.count} tickets sont`} d’une autre)`,
  },
  sheet: {
    title: (game: string, seed: string, block: string) => `${game} — planche contact, bloc ${seed}/${block}`,
    intro:
      'Chaque visuel montre un vrai ticket de ce bloc, tiré par le moteur de Grattez, avec son n° de série. Jeu simulé — sans valeur.',
    prize: 'Gain',
    serial: 'N° de série',
    explanation: 'Détail',
    variant: 'Variante',
    language: 'Langue',
    languages: { fr: 'français', en: 'anglais' },
    link: 'Ouvrir dans le studio',
  },
};

export type StudioWords = typeof fr;

const en: StudioWords = {
  pageTitle: 'Grattez — Studio',
  title: 'Studio',
  intro:
    'Previews of real tickets for your marketing: an image, a video, a GIF or a whole batch. Every picture carries the mention “Simulated game — no value” and the ticket’s serial.',
  toPlayer: 'Open the simulator',
  previewError: 'This browser cannot draw the preview (WebGL is unavailable), nor therefore the exports.',
  settings: 'Settings',
  sections: { ticket: 'Ticket', state: 'State', frame: 'Frame', export: 'Export', share: 'Share' },
  game: 'Game',
  variant: 'Variant',
  design: 'Ticket design',
  designFolder: {
    heading: 'A design not built in yet',
    input: 'Design folder',
    browse: 'Browse…',
    noFolder: 'No folder chosen',
    choose: 'Choose a folder…',
    drop: 'Or drop the design’s folder here. Nothing is uploaded: the files are read in this page.',
    checkFirst: 'The studio draws the design as it is, without checking it: check it first in the',
    lab: 'design lab',
    reading: 'Reading the folder…',
    opened: (name) =>
      `Design "${name}" opened: the pictures and exports use it. It exists only in this page: a share link does not carry it.`,
    problems: 'This folder cannot be used:',
    choice: (name) => `${name} (opened folder)`,
    notInUse: (name) => `Design "${name}" opened, but not used for this ticket: choose it under “Ticket design”.`,
    kept: (name) => `The design "${name}", opened before, is still the one the pictures and exports use.`,
  },
  variants: { dog: 'Dog', cat: 'Cat', any: 'Dog or cat' },
  choiceKind: 'Choose the ticket',
  byPrize: 'By prize',
  bySerial: 'By serial',
  prize: 'Prize',
  losing: 'Losing',
  prizeOption: (amount, count) => `${amount} (${count} per block)`,
  language: 'Language of the pictures (and of the studio)',
  seed: 'Seed',
  block: 'Block',
  listBlock: 'List this block',
  listTitle: (amount, seed, block) => `${amount} tickets of block ${seed}/${block}`,
  tierCount: (count) => `${count} in the block`,
  variantCount: (count, variant) => `${count} of them ${variant}`,
  listRange: (from, to) => `${from} to ${to}`,
  listMissing: (variant, count, others, asked) => {
    const of = variant === null ? 'of this prize' : `of this prize in the ${variant} variant`;
    if (count > 0)
      return `This block has only ${count === 1 ? 'one ticket' : `${count} tickets`} ${of}: there is no ticket ${asked}.`;
    if (others === 0) return `This block has no ticket ${of}.`;
    return `This block has no ticket ${of}: ${others === 1 ? 'its one ticket of this prize is' : `its ${others} tickets of this prize are`} of the other variant.`;
  },
  previousPage: 'Previous',
  nextPage: 'Next',
  nextTicket: 'Next ticket',
  noWin: 'No win',
  serialLabel: 'Serial',
  serialOpen: 'Open this ticket',
  chosen: 'Chosen ticket',
  chosenTicket: (name, prize) => amountAfter(`${name} —`, prize),
  states: {
    covered: 'Covered',
    scratched: 'Partly scratched',
    'one-left': 'All but one zone',
    revealed: 'Revealed, win highlighted',
  },
  share: 'Share scratched',
  zoneLeft: 'Zone still covered',
  hand: (n) => `Stroke path no.\u00a0${n}`,
  otherHand: 'Another stroke path',
  coin: 'Show the coin',
  size: 'Format',
  presets: {
    square: 'Square post',
    story: 'Story',
    card: 'Link card',
    banner: 'Banner',
    ticket: 'Ticket alone',
    custom: 'Custom size',
  },
  presetOption: (name, size) => `${name}\u00a0— ${size}`,
  width: 'Width (px)',
  height: 'Height (px)',
  applySize: 'Apply the size',
  density: 'Density',
  densityOption: (n) => `×\u00a0${n}`,
  pixels: (size) => `${size}\u00a0pixels`,
  background: 'Background',
  backgrounds: { colour: 'Colour', gradient: 'Gradient', transparent: 'Transparent (PNG only)' },
  colour: 'Colour',
  from: 'Start colour',
  to: 'End colour',
  angle: 'Gradient angle (degrees)',
  caption: { fr: 'Caption in French', en: 'Caption in English' },
  captionHint: (max) =>
    `Optional, at most ${max} characters. The mention “Simulated game — no value” and the serial always stay visible: a caption cannot hide them.`,
  captionSmall: (frame, size, lines) =>
    `A long caption for this ${frame} frame: it will print small (${size}\u00a0px, on ${lines}\u00a0line${lines > 1 ? 's' : ''}). Shorten it, or choose a larger frame.`,
  exportPng: 'PNG image',
  seconds: 'Length of the video and GIF (seconds)',
  secondsValue: (n) => `${n}\u00a0s`,
  exportWebm: 'WebM video (VP9)',
  exportMp4: 'MP4 video (H.264)',
  exportGif: 'Animated GIF',
  formatSize: (format, size) => `${format}\u00a0— ${size}`,
  batchTitle: 'Whole batch',
  batchFormats: 'Formats in the batch',
  batchSummary: (files, prizes, formats) =>
    `${files} files: ${prizes} prizes × ${formats} format${formats > 1 ? 's' : ''} × 2 languages, and an index.html contact sheet.`,
  exportBatch: 'Batch (zip)',
  batchBlocked: (formats, count) =>
    `The batch cannot hold ${formats} here (see above): untick ${count > 1 ? 'them' : 'it'} to export the batch.`,
  checkingEncoders: 'Checking what this browser can encode (WebM, MP4)…',
  blockers: {
    'transparent-motion': 'A video or a GIF needs a colour or gradient background.',
    'no-vp9': 'This browser has no VP9 encoder: no WebM video here. The GIF is available.',
    'no-h264': 'This browser has no H.264 encoder: no MP4 here. WebM (VP9) is available.',
    'no-h264-nor-vp9': 'This browser has no H.264 encoder: no MP4 here either. The GIF is available.',
    'odd-size-h264': 'MP4 (H.264) needs an even width and height.',
  },
  captionBlocks: {
    fr: (problem) => `No export while the caption in French is refused: ${problem}`,
    en: (problem) => `No export while the caption in English is refused: ${problem}`,
  },
  captionBlocksBatch: {
    fr: (problem) => `No batch while the caption in French is refused: ${problem}`,
    en: (problem) => `No batch while the caption in English is refused: ${problem}`,
  },
  working: (what) => `Exporting: ${what}`,
  snapshot: (name) =>
    `The file, ${name}, is made with the settings as they were when it started: what you change now is for the next export.`,
  changedSince: 'The settings have changed since: the preview no longer shows this file.',
  toExport: 'Go to the export',
  progress: 'Progress',
  timeLeft: (minutes: number) =>
    minutes === 0 ? 'less than a minute left' : `about ${minutes} minute${minutes > 1 ? 's' : ''} left`,
  cancel: 'Cancel',
  done: (name) => `Ready: ${name}`,
  downloadAgain: 'Download again',
  cancelled: 'Export cancelled.',
  failed: (reason) => `The export failed: ${reason}`,
  link: 'Link to this preview',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  linkNotCopied: 'The browser refused to copy: select the link and copy it.',
  previewLabel: (serial, size) => `Preview of ticket ${serial}, ${size}`,
  previewNote: 'Scaled-down preview, drawn as the export is.',
  previewSharper: (size) =>
    `The preview is shown larger than the file (${size}): the file will be less sharp than this. For a sharper file, raise the density or the size.`,
  play: (seconds) => `Play the reveal (${seconds}\u00a0s)`,
  actualPixels: 'Actual pixels',
  actualLabel: (size) => `The file at its own pixels, ${size}`,
  actualScaled: (size) => `The file’s pixels (${size}), enlarged without smoothing: the file will look like this.`,
  actualScroll: (size) =>
    `The file (${size}), one screen pixel per pixel of the file: scroll the picture (with the arrow keys once it has the focus).`,
  actualDrawing: 'Drawing the file…',
  stop: 'Stop',
  noPreview: 'No preview: choose a ticket.',
  problemsTitle: 'Address: these settings were ignored.',
  dismiss: 'Close',
  problems: {
    'unknown-param': (name, _value, _f) => `unknown parameter “${name}”`,
    'repeated-param': (name, _value, _f) => `“${name}” is given more than once: only the first counts`,
    'bad-game': (name, value, _f) => `${paramValue(name, value, 'en', ' ')}: unknown game (${GAME_IDS.join(' or ')})`,
    'bad-variant': (name, value, _f) => `${paramValue(name, value, 'en', ' ')}: unknown variant (dog, cat or any)`,
    'variant-needs-paws': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: a variant only goes with the paws game`,
    'bad-design': (name, value, f) => `${paramValue(name, value, 'en', ' ')}: unknown design (${f.choices})`,
    'design-mismatch': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: this design does not go with that ticket (designs: ${f.choices})`,
    'bad-seed': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid seed (1 to 32 characters from A-Z, a-z, 0-9, _ and -)`,
    'bad-block': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid block (an integer from 0 to ${f.max})`,
    'bad-prize': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: not a prize of this game (in cents, one of ${f.choices})`,
    'bad-pick': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid pick (an integer from 0, the first ticket of that prize being 0)`,
    'serial-and-prize': (name, value, _f) =>
      `${name} cannot go with ${value}: a ticket is chosen by its serial or by its prize`,
    'bad-serial-format': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: malformed serial (of the form ${SERIAL_EXAMPLE})`,
    'bad-serial-game': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: a serial of an unknown game (its first letter is ${SERIAL_PREFIXES.join(' or ')})`,
    'bad-serial-block': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: a serial of a block out of range (0 to ${MAX_BLOCK})`,
    'bad-serial-check': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: wrong check code (a changed character?)`,
    'bad-serial-index': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: outside its block (${SERIAL_INDICES[0]} to ${SERIAL_INDICES[1]})`,
    'bad-lang': (name, value, _f) => `${paramValue(name, value, 'en', ' ')}: unknown language (fr or en)`,
    'bad-state': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: unknown state (covered, scratched:0.4 with a share between 0 and 1, one-left, one-left:3 with a zone’s number from 0, or revealed)`,
    'bad-share': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: the share scratched is between 0 and 1, both excluded (e.g. scratched:0.4)`,
    'bad-zone': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: this ticket has ${f.count} zones, numbered 0 to ${f.count - 1}`,
    'bad-hand': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid stroke path (an integer from 1 to ${f.max})`,
    'bad-coin': (name, value, _f) => `${paramValue(name, value, 'en', ' ')}: 0 or 1`,
    'bad-size': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: malformed size (WxH, e.g. 1080x1080, or square, story, card, banner, ticket)`,
    'bad-side': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: a whole number of pixels (for example 1080)`,
    'size-out-of-range': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: size out of range (each side at least ${f.min} px, and at most ${f.max} px once multiplied by the density)`,
    'bad-density': (name, value, _f) => `${paramValue(name, value, 'en', ' ')}: invalid density (1, 2 or 3)`,
    'bad-angle': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid angle (an integer from ${f.min} to ${f.max})`,
    'bad-background': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid background (an opaque CSS colour such as #ffcc00 or white, two colours and an angle for a gradient, or transparent)`,
    'caption-too-long': (name, _value, f) => `${name}: caption too long (at most ${f.max} characters)`,
    'caption-script': (name, value, _f) =>
      `${name}: “${value}” cannot be drawn: a caption is drawn with Grattez’s own fonts, which have the letters of French, English, Spanish, German and the other Western European languages (not those of Polish or Czech, say), digits, punctuation and a few symbols (€, %, &, ©…); no emoji, no other script`,
    'bad-seconds': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid length (${f.min} to ${f.max} seconds, to a tenth)`,
    'bad-formats': (name, value, _f) =>
      `${paramValue(name, value, 'en', ' ')}: invalid formats (png, webm, mp4 or gif, separated by commas, none twice)`,
    'pick-out-of-range': (name, value, f) => {
      const of = f.choices === '' ? 'of this prize' : `of this prize in the ${variantWord(f.choices, 'en')} variant`;
      const head = `${paramValue(name, value, 'en', ' ')}:`;
      if (f.count === 0) return `${head} the block has no ticket ${of}`;
      if (f.count === 1) return `${head} the block has only 1 ticket ${of}, numbered 0`;
      return `${head} the block has only ${f.count} tickets ${of}, numbered 0 to ${f.count - 1}`;
    },
    'prize-not-in-variant': (name, value, f) =>
      `${paramValue(name, value, 'en', ' ')}: the block has no ticket of this prize in this variant (${f.count === 1 ? 'its one ticket is' : `its ${f.count} tickets are`} of another)`,
  },
  sheet: {
    title: (game, seed, block) => `${game} — contact sheet, block ${seed}/${block}`,
    intro:
      'Each picture shows a real ticket of this block, dealt by the Grattez engine, with its serial. Simulated game — no value.',
    prize: 'Prize',
    serial: 'Serial',
    explanation: 'Breakdown',
    variant: 'Variant',
    language: 'Language',
    languages: { fr: 'French', en: 'English' },
    link: 'Open in the studio',
  },
};

/** The studio's words in every language. */
export const STUDIO_WORDS: Readonly<Record<Lang, StudioWords>> = { fr, en };

/** A variant's name in a sentence ("Chien", "Dog"), from its id; an id without words is said as it is. */
function variantWord(variant: string, lang: Lang): string {
  const names: Readonly<Record<string, string>> = STUDIO_WORDS[lang].variants;
  return names[variant] ?? variant;
}

/** "Chien", "Chien ou chat": a variant choice's name in the studio (a variant, or `any`). */
export function studioVariantName(variant: string, lang: Lang): string {
  const names: Readonly<Record<string, string>> = STUDIO_WORDS[lang].variants;
  const found = names[variant];
  if (found === undefined) throw new RangeError(`no studio words for the variant "${variant}"`);
  return found;
}
