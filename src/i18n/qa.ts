/**
 * The visual QA sheet's words, in French and in English (same keys, a test checks). They live apart
 * from the player's catalogue (MESSAGES) so that the player's JavaScript does not carry them: only
 * the QA sheet, `npm run qa` and `grattez check-layout` import this file.
 */
import { OUTSIDE_TICKET } from './designWords.ts';
import { formatDecimal } from './format.ts';
import type { Lang } from './lang.ts';
import { paramValue } from './quoted.ts';

/**
 * The largest design file read, in megabytes: `DESIGN_FILE_LIMIT_MB` of src/layouts/fileSize.ts,
 * which this layer may not import (test/layouts/fileSize.test.ts holds the two together).
 */
const DESIGN_FILE_LIMIT_MB = 8;

/** What a design file is, from the name a message gives it (`design.json`, `symbols/bone.svg`, `--layout "x.json"`). */
function designFileKind(file: string): 'json' | 'symbol' | 'art' {
  if (/\.json"?$/i.test(file)) return 'json';
  return /(?:^|[/\\"])symbols[/\\]/.test(file) ? 'symbol' : 'art';
}

/** The edges of a slot as French names them, where a drawing is cut off. */
const FR_EDGES: Readonly<Record<string, string>> = {
  left: 'à gauche',
  top: 'en haut',
  right: 'à droite',
  bottom: 'en bas',
};

/** Words joined as a sentence does: `a, b and c`. */
const inWords = (words: readonly string[], and: string) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;

/** A measure as French writes it: a decimal comma, "8,3", and grouped thousands. */
const frNum = (value: number) => formatDecimal(value, 'fr', 3);

const fr = {
  title: 'Grattez · contrôle visuel des tickets',
  intro:
    'Chaque modèle dans chaque langue\u00a0: couvert, découvert avec le contenu le plus défavorable, gagnant. Les contrôles mesurent le rendu réel.',
  designs: 'Modèles',
  language: 'Langue de la page',
  ignoredParams: (params: readonly { name: string; value: string; takes: readonly string[] }[]) =>
    `Ignoré dans l’adresse, la valeur par défaut est prise\u00a0: ${params
      .map((p) => `${paramValue(p.name, p.value, 'fr', ' ')} (possibles\u00a0: ${p.takes.join(', ')})`)
      .join('\u202f; ')}.`,
  unknownDesigns: (unknown: readonly string[], known: readonly string[]) =>
    `${unknown.length > 1 ? 'Modèles inconnus' : 'Modèle inconnu'} dans l’adresse\u00a0: ${unknown.map((d) => `«\u00a0${d}\u00a0»`).join(', ')}. Les modèles sont\u00a0: ${known.join(', ')}.`,
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
  /** The list under a revealed picture: each numbered box, and the checks it fails. */
  legend: 'Cadres numérotés sur l’image découverte et leurs contrôles en échec',
  running: 'Contrôles en cours…',
  allPass: 'Tous les contrôles passent.',
  checkedAt: (page: number, density: number, lab: boolean = false) =>
    `Contrôles de la page ${page} affichée\u00a0: textes et couvertures à la densité ${density}, contraste à 3, symboles à 2 (${lab ? 'grattez check-layout --design <dossier> contrôle' : 'npm run qa contrôle'} toutes les pages aux densités 1, 2 et 3).`,
  checkedEverywhere: 'Contrôlé sur toutes les pages aux densités 1, 2 et 3 (npm run qa).',
  failures: (n: number) => (n <= 1 ? `${n} échec` : `${n} échecs`),
  /** The sheet's summary, at its top: each design and language, a failing one a link to its results. */
  summary: {
    title: 'Résumé',
    /** A language's result: `failures` undefined while its checks run, or when they could not (`notRun`). */
    row: (lang: string, failures: number | undefined, pictures: number = 0, notRun: boolean = false) =>
      `${lang}\u00a0: ${
        notRun
          ? `${pictures > 0 ? `${fr.picture.notDrawn(pictures)}, ` : ''}${fr.checkRun.notRun}`
          : failures === undefined
            ? 'en cours…'
            : pictures > 0
              ? `${fr.picture.notDrawn(pictures)}${failures === 0 ? ', contrôles réussis' : ` et ${fr.failures(failures)}`}`
              : failures === 0
                ? 'tout passe'
                : fr.failures(failures)
      }`,
    /**
     * `failing`: the rows with a failure of their checks, a picture not drawn or checks that could
     * not run; `pictures` and `notRun`, how many of those.
     */
    done: (failing: number, rows: number, pictures: number = 0, notRun: number = 0) =>
      (failing === 0
        ? `Contrôles terminés\u00a0: tout passe (${rows} sur ${rows}).`
        : `Contrôles terminés\u00a0: ${failing} sur ${rows} en échec, liés dans le résumé.`) +
      (pictures > 0 ? ` ${fr.picture.notDrawnSaid(pictures)}` : '') +
      (notRun > 0 ? ` ${fr.checkRun.notRunSaid(notRun)}` : ''),
    back: 'Retour au résumé',
  },
  /** A card whose picture could not be drawn: why (the error's message), and its button to draw it again. */
  picture: {
    failed: (message: string) => `Image non dessinée\u00a0: ${message}`,
    /** On a card whose picture has not come yet. */
    drawing: 'Image en attente…',
    /** The painter's creation given up: it did not settle in that many seconds of the page shown. */
    painterStuck: (seconds: number) =>
      `le moteur de dessin (WebGL) n’était toujours pas prêt après ${seconds}\u00a0s de page affichée\u00a0; réessayez, ou rechargez la page.`,
    retry: 'Réessayer',
    retrying: 'Nouvel essai…',
    notDrawn: (n: number) => (n <= 1 ? `${n} image non dessinée` : `${n} images non dessinées`),
    /** The same, said at the end of the summary or of the lab's status. */
    notDrawnSaid: (n: number) =>
      n <= 1
        ? `${n} image n’a pas pu être dessinée (voir sa carte).`
        : `${n} images n’ont pas pu être dessinées (voir leurs cartes).`,
  },
  /**
   * A row's checks that could not run (their run threw): said in its results box with the error's
   * message, and a button that runs them again (the picture's words).
   */
  checkRun: {
    failed: (message: string) => `Les contrôles n’ont pas pu être menés\u00a0: ${message}`,
    notRun: 'contrôles non menés',
    /** The same, said at the end of the summary. */
    notRunSaid: (n: number) =>
      n <= 1
        ? `Les contrôles d’une ligne n’ont pas pu être menés (voir ses résultats).`
        : `Les contrôles de ${n} lignes n’ont pas pu être menés (voir leurs résultats).`,
  },
  /** The density shown was taken from the screen (no `density` in the address), and written in the address. */
  screenDensity: (density: number, ratio: number) =>
    `Densité ${density}\u00a0: celle de votre écran (devicePixelRatio ${frNum(ratio)}). Elle est écrite dans l’adresse\u00a0: un lien copié montre les mêmes images.`,
  /** The width shown is wider than the screen: each picture scrolls sideways. */
  tooWide: (width: number, screen: number, fits: number) =>
    `Cette largeur (${width} px) dépasse votre écran (${screen} px)\u00a0: chaque image défile de côté. Choisissez ${fits} sous «\u00a0Largeur d’écran\u00a0» pour la voir en entier.`,
  /** The lab's count of failures over both languages' rows, which list a failure of no language under each. */
  failuresListed: (failures: number, lines: number) =>
    `${failures <= 1 ? `${failures} échec` : `${failures} échecs`}${
      lines === failures
        ? ''
        : ` (en ${lines} lignes\u00a0: un échec qui ne dépend pas de la langue, comme la géométrie, est listé sous chaque langue)`
    }`,
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
  gainLabel: 'Gain', // the Gain box's word (regulation 4.3.1)
  passed: 'réussi',
  failed: 'échoué',
  inLang: (lang: string) => `en ${lang}`,
  atDensity: (density: number) => `à la densité ${density}`,
  /** One cause found in several places of a design, said once: its places. */
  inPlaces: (count: number, places: string) => `, à ${count} endroits\u00a0: ${places}`,
  atDensities: (densities: readonly number[]) =>
    `aux densités ${densities.slice(0, -1).join(', ')} et ${densities.at(-1)}`,
  problems: {
    schema: (detail: string) => `schéma\u00a0: ${detail}`,
    structure: (detail: string) => detail,
    outsideCover: (what: 'slot' | 'text', w: number, h: number) =>
      `${what === 'slot' ? 'emplacement' : 'cadre de texte'} hors de la couverture de sa zone sur ${frNum(w)} × ${frNum(h)} unités`,
    zonesOverlap: (other: string, area: number) => `empiète sur la zone ${other} (${frNum(area)} unités²)`,
    partsOverlap: (other: string, area: number) => `empiète sur ${other} (${frNum(area)} unités²)`,
    outsideTicket: (
      sides: readonly { readonly side: 'left' | 'top' | 'right' | 'bottom'; readonly units: number }[],
      min?: number,
    ) =>
      `${OUTSIDE_TICKET.fr(sides)}${min === undefined ? '' : ` (une zone reste à au moins ${frNum(min)} unités de chaque bord)`}`,
    inMargin: (margin: number, min: number) =>
      `à ${frNum(margin)} unités du bord du ticket, dans la marge de sécurité de ${frNum(min)} unités`,
    textOverflow: (w: number, h: number, bw: number, bh: number, text: string) =>
      `texte «\u00a0${text}\u00a0» de ${frNum(w)} × ${frNum(h)} px dans un cadre de ${frNum(bw)} × ${frNum(bh)} px`,
    textTooSmall: (size: number, min: number, kind: string, text: string) =>
      `texte «\u00a0${text}\u00a0» affiché à ${frNum(size)} px sur un écran de 360 px (minimum ${frNum(min)} px pour ${kind})`,
    textSqueezed: (text: string, percent: number, min: number) =>
      `texte «\u00a0${text}\u00a0» comprimé à ${frNum(percent)}\u00a0% de sa largeur (au moins ${frNum(min)}\u00a0%)\u00a0: allongez son textLength ou réduisez son font-size`,
    textMissing: (text: string) => `texte «\u00a0${text}\u00a0»\u00a0: aucun pixel dessiné`,
    glyphsMissing: (chars: string, face: string) =>
      `caractères absents de la police ${face}\u00a0: «\u00a0${chars}\u00a0» (dessinés avec les polices du système)`,
    textUnderCover: (zone: string) => `texte imprimé sous la couverture de la zone ${zone}`,
    textCovered: (text: string, percent: number) =>
      `texte «\u00a0${text}\u00a0» recouvert à ${frNum(percent)}\u00a0% par l’art dessiné après lui`,
    coverLeak: (pixels: number) => `${frNum(pixels)} pixels diffèrent sous la couverture entre deux tickets différents`,
    /** `edges`: 'left', 'top', 'right', 'bottom', as the check names them. */
    symbolClipped: (symbol: string, edges: readonly string[]) =>
      `le dessin «\u00a0${symbol}\u00a0» est coupé par son emplacement (${inWords(
        edges.map((e) => FR_EDGES[e] ?? e),
        'et',
      )})`,
    interfaceTextTooSmall: (size: number, min: number, text: string) =>
      `texte «\u00a0${text}\u00a0» en ${frNum(size)} px (minimum ${frNum(min)} px pour les mots de l’interface)`,
    controlTooSmall: (w: number, h: number, min: number) =>
      `commande de ${frNum(w)} × ${frNum(h)} px (minimum ${frNum(min)} × ${frNum(min)} px pour un doigt)`,
    tapTarget: (square: number, min: number) =>
      `le plus grand carré dans la zone mesure ${frNum(square)} px sur un écran de 360 px (minimum ${frNum(min)} × ${frNum(min)})`,
    lowContrast: (ratio: number, min: number, text: string) =>
      `contraste de ${frNum(ratio)}:1 pour «\u00a0${text}\u00a0» sur le fond dessiné derrière (minimum ${frNum(min)}:1)`,
    contrastUnmeasured: (text: string) =>
      `aucun pixel plein de «\u00a0${text}\u00a0» dont mesurer le contraste\u00a0: le texte est-il hors du ticket, caché ou trop fin\u202f?`,
    symbolInk: (symbol: string, percent: number, min: number) =>
      `le dessin «\u00a0${symbol}\u00a0» couvre d’encre ${frNum(percent)}\u00a0% de son emplacement (minimum ${frNum(min)}\u00a0%)`,
    symbolSmall: (symbol: string, percent: number, min: number) =>
      `le dessin «\u00a0${symbol}\u00a0» s’étend sur ${frNum(percent)}\u00a0% du côté de son emplacement (minimum ${frNum(min)}\u00a0%)`,
    symbolOffCentre: (symbol: string, percent: number, max: number) =>
      `le dessin «\u00a0${symbol}\u00a0» est décalé du centre de son emplacement de ${frNum(percent)}\u00a0% du côté de celui-ci (maximum ${frNum(max)}\u00a0%)`,
    symbolsAlike: (a: string, b: string, difference: number, min: number) =>
      `${a} et ${b} se ressemblent\u00a0: différence ${frNum(difference)} (minimum ${frNum(min)})`,
    factMismatch: (fact: string, printed: string, expected: string, text: string) =>
      `${fact}\u00a0: le texte «\u00a0${text}\u00a0» imprime ${printed === '' ? 'aucun montant' : `«\u00a0${printed}\u00a0»`}, le moteur dit «\u00a0${expected}\u00a0»`,
    unmarkedAmount: (text: string) =>
      `le texte «\u00a0${text}\u00a0» imprime un montant sans le marquer (data-fact)\u00a0: rien ne le compare au moteur`,
    wrongLabel: (box: 'month' | 'gain', printed: string, expected: string) =>
      `${box === 'month' ? 'la case' : 'la case Gain'} ${printed === '' ? `ne porte aucun texte${box === 'gain' ? ' (à moins de 24 unités)' : ''}` : `porte «\u00a0${printed}\u00a0»`}, le règlement lui fait porter «\u00a0${expected}\u00a0» (article ${box === 'month' ? '4.2.1\u00a0: douze cases pour les douze mois, dans l’ordre des zones' : '4.3.1'})`,
    factMissing: (name: string, fact: string) =>
      `${name}\u00a0: l’illustration ne l’imprime pas (aucun texte marqué data-fact="${fact}")`,
    unknownFact: (fact: string, game: string, known: string, text: string) =>
      `le texte «\u00a0${text}\u00a0» est marqué data-fact="${fact}", qui n’est pas un fait du jeu ${game} (${known})`,
  },
  textKinds: {
    amountDigits: 'les montants en chiffres',
    amountWords: 'les montants en lettres',
    title: 'le titre',
    price: 'le prix',
    serial: 'le numéro de série',
    scratchHere: '«\u00a0Grattez ici\u00a0»',
    label: 'les noms des mois',
    rules: 'les règles imprimées',
  },
  lab: {
    open: 'Laboratoire de modèles\u00a0: vérifier un modèle qui n’est pas encore intégré',
    back: 'Retour à la planche des modèles intégrés',
    title: 'Grattez · laboratoire de modèles',
    intro:
      'Ouvrez le dossier d’un modèle (design.json, ses illustrations en français et en anglais, ses symboles)\u00a0: il est montré et contrôlé comme les modèles intégrés. Rien n’est envoyé\u00a0: les fichiers sont lus dans cette page.',
    heading: 'Ouvrir le dossier d’un modèle',
    chooseFolder: 'Choisir un dossier…',
    folderInput: 'Dossier du modèle',
    browse: 'Parcourir…',
    noFolder: 'Aucun dossier choisi',
    drop: 'Ou déposez ici le dossier, ou ses fichiers.',
    recheck: 'Recontrôler',
    pagesOnOpen: 'Le nombre de pages vient du modèle ouvert\u00a0: il est dit une fois le dossier ouvert.',
    pageCut: (asked: number, pages: number) =>
      `Ce modèle a ${pages} pages de contenu\u00a0: la page ${asked} demandée n’existe pas, la page ${pages} est montrée.`,
    recheckHint: 'Relit les fichiers après une modification dans votre logiciel.',
    /** How a folder given as plain files came: dropped, or chosen with the folder input. */
    chooseAgain: (came: 'drop' | 'input'): string =>
      came === 'drop'
        ? 'Ce dossier a été déposé ici\u00a0: certains navigateurs ne relisent pas un fichier modifié depuis. Déposez à nouveau le dossier pour être sûr de contrôler vos changements.'
        : 'Ce dossier a été choisi par le sélecteur de fichiers\u00a0: certains navigateurs ne relisent pas un fichier modifié depuis. Choisissez à nouveau le dossier pour être sûr de contrôler vos changements.',
    save: 'Enregistrer le rapport (HTML)',
    reading: 'Lecture du dossier…',
    opened: (id: string, name: string) => `Modèle «\u00a0${id}\u00a0» (${name}) ouvert. Contrôles en cours…`,
    /** Said in place of an end once a row runs again (a Try again, another page or density). */
    checkingAgain: (id: string) => `Modèle «\u00a0${id}\u00a0»\u00a0: nouveaux contrôles en cours…`,
    /** The checks of a language (`FR`, `EN`) could not run: said first, as no pass. */
    notRun: (id: string, langs: readonly string[]) =>
      `Modèle «\u00a0${id}\u00a0»\u00a0: les contrôles n’ont pas pu être menés en ${langs.join(' et ')} (voir les résultats).`,
    done: (id: string, failures: number, refused: number = 0, lines: number = failures) =>
      (failures === 0
        ? `Modèle «\u00a0${id}\u00a0»\u00a0: tous les contrôles passent`
        : `Modèle «\u00a0${id}\u00a0»\u00a0: ${fr.failuresListed(failures, lines)}`) +
      (refused === 0
        ? '.'
        : `, mais la construction refusera ${refused === 1 ? 'un fichier' : `${refused} fichiers`} (voir les notes au-dessus des images).`),
    replaces: (id: string) =>
      `Ce modèle porte l’identifiant d’un modèle intégré («\u00a0${id}\u00a0»)\u00a0: la version ouverte le remplace dans cette page.`,
    liveText:
      'Différence avec la construction\u00a0: les textes de l’illustration sont dessinés par le navigateur avec les polices du projet intégrées au SVG, alors que la construction les convertit en contours (avec fontkit). L’approche, le crénage et l’anticrénelage peuvent différer d’un pixel ou deux.',
    unbundled: (file: string, detail: string) =>
      `${file}\u00a0: ${detail}\u202f; le navigateur remplace ces polices, et la construction refusera ce fichier.`,
    buildRefuses: (file: string, detail: string) =>
      `${file}\u00a0: dessiné ici, mais la construction refusera ce fichier\u00a0: ${detail}`,
    problemsTitle: 'Ce dossier ne peut pas être montré\u00a0:',
    problem: {
      empty: 'le dossier ne contient aucun fichier JSON ni SVG.',
      noDesignJson: (nested: string) =>
        nested === ''
          ? 'design.json manque à la racine du dossier.'
          : `design.json manque à la racine du dossier (trouvé dans ${nested}\u00a0: ouvrez ce sous-dossier).`,
      design: (detail: string) => `design.json\u00a0: ${detail}`,
      notSvg: (file: string, detail: string) => `${file} n’est pas une image SVG\u00a0: ${detail}`,
      svgContent: (file: string, detail: string) => `${file} ne peut pas être dessiné tel quel\u00a0: ${detail}`,
      unreadable: (files: string) => `fichiers illisibles\u00a0: ${files}.`,
      tooLarge: (file: string, mb: number) =>
        `${file} pèse ${frNum(mb)} Mo, plus que les ${DESIGN_FILE_LIMIT_MB} Mo permis à un fichier de modèle\u00a0: ${
          {
            json: 'un design.json ne contient que des nombres et des noms (quelques ko)\u202f; vérifiez que c’est bien le fichier du modèle, enregistré en JSON simple',
            art: 'une illustration de ticket pèse quelques centaines de ko\u202f; retirez-en les images et polices incorporées et simplifiez ses tracés',
            symbol:
              'un symbole est un dessin de 100 × 100 de quelques ko\u202f; retirez-en les images et polices incorporées et simplifiez ses tracés',
          }[designFileKind(file)]
        }.`,
      notUtf8: (file: string, line: number) =>
        `${file} n’est pas en UTF-8 (ligne ${line})\u00a0: enregistrez-le en UTF-8.`,
    },
    report: {
      title: (id: string) => `Grattez · rapport du laboratoire\u00a0: modèle «\u00a0${id}\u00a0»`,
      date: 'Date',
      design: 'Modèle',
      checksRun: 'Contrôles effectués',
      findings: 'Constats',
      noFinding: 'Aucun échec.',
      /** The verdict's failures, as the lab's status counts them: a sentence of its own. */
      failures: (failures: number, lines: number) => `${fr.failuresListed(failures, lines)}.`,
      /** A language whose checks did not run: no finding listed is no pass. */
      notRun: (langs: readonly string[]) =>
        `Contrôles non menés en ${langs.join(' et ')}\u00a0: aucun résultat pour cette langue.`,
      /** Why a language's checks did not run, under its pictures. */
      notRunRow: (why: string) => `Contrôles non menés\u00a0: ${why}`,
      stillRunning: 'ils étaient encore en cours quand le rapport a été enregistré.',
      element: 'Élément',
      check: 'Contrôle',
      problem: 'Problème',
    },
  },
  report: {
    title: 'Grattez · rapport de contrôle visuel',
    summary: (images: number, changed: number, added: number, failed: number) =>
      `${images} images comparées, ${changed} ${changed < 2 ? 'modifiée' : 'modifiées'}, ${added} ${added < 2 ? 'nouvelle' : 'nouvelles'}\u202f; ${failed} ${failed < 2 ? 'contrôle échoué' : 'contrôles échoués'}`,
    changed: 'Images modifiées ou nouvelles',
    unchanged: 'Images identiques',
    added: 'nouvelle (aucune référence)',
    expected: 'Attendu',
    actual: 'Obtenu',
    diff: 'Différences',
    slider: 'Curseur attendu ↔ obtenu',
    pixels: (n: number) => `${n} pixels diffèrent`,
    failedChecks: 'Contrôles échoués',
    noFailure: 'Aucun contrôle échoué.',
    /** The heading of a design's failures that depend on no language (found alike in each). */
    everyLang: 'toutes les langues',
    sheets: 'La planche à chaque largeur',
    update: 'Pour accepter les nouvelles images\u00a0: npm run qa -- --update',
  },
  /** What `grattez check-layout --art` says while it draws the art, and of a QA page that fails (src/qa/cli). */
  tool: {
    serving: 'service de la construction de dist/',
    building: 'construction de l’app',
    starting: 'démarrage de Chromium',
    qaPage: 'la page de QA',
    pageErrors: (errors: readonly string[]) => `la page de QA a signalé des erreurs\u00a0: ${errors.join('\u00a0; ')}`,
    /**
     * A browser's or a page's failure, as the tools (grattez, npm run qa) say it: the words
     * src/headless/chromium.ts is given (its BrowserWords). The browser's own words and an error's
     * message are kept as they come.
     */
    browser: {
      cannotStart: (browser: string, reason: string) =>
        `le navigateur ${browser} n’a pas pu démarrer\u00a0: ${reason} (donnez à GRATTEZ_CHROMIUM un autre Chromium)`,
      stopped: (browser: string, said: string | undefined) =>
        `le navigateur ${browser} s’est arrêté avant la fin du travail${said === undefined ? '' : `\u00a0: ${said}`} (donnez à GRATTEZ_CHROMIUM un autre Chromium)`,
      noSuchFile: 'il n’y a pas de tel fichier',
      cannotRun: (code: string) => `il ne peut pas être lancé (${code})`,
      noAnswer: (seconds: number) => `il n’a pas répondu en ${seconds} s`,
      exitedSilently: 'il s’est arrêté aussitôt, sans rien dire',
      pageCannotStart: (what: string, why: string, hint: string | undefined) =>
        `${what} n’a pas pu démarrer (${why})${hint === undefined ? '' : `\u00a0: ${hint}`}`,
      notStartedWithin: (seconds: number, error: string) => `pas démarré en ${seconds} s\u00a0: ${error}`,
      fetchFailed: 'échec',
      noReason: 'aucune raison donnée',
    },
    /** After `qa: `, when Ctrl-C or SIGTERM stopped npm run qa. */
    interrupted: 'interrompu',
    /** What `npm run qa -- --help` prints (its options: src/qa/cli/qaArgs.ts's QA_OPTIONS, each listed). */
    help: `Usage\u00a0: npm run qa [-- [--update] [--lang fr|en]]

QA visuelle des maquettes de tickets\u00a0: rend les images de la planche de QA dans Chromium sans interface et
compare chacune avec sa référence dans test/visual/, fait chaque vérification de maquette sur chaque design
dans les deux langues, prend la planche à chaque largeur d’écran, et écrit qa-report/index.html.

Options\u00a0:
  --update     accepte les nouvelles images comme références (le rapport les liste encore, à relire)
  --lang fr|en la langue du rapport (le français par défaut) et des lignes du terminal
  -h, --help   affiche cette aide

Les lignes du terminal sont dans la langue de --lang, sinon celle de LC_ALL, LC_MESSAGES ou LANG
(fr… le français, tout le reste l’anglais).
Codes de sortie\u00a0: 0 rien n’a changé et chaque vérification passe\u00a0; 1 sinon\u00a0; 2 arguments invalides.
`,
    /** npm run qa's bad arguments (after `qa: `): each names the argument and what to give instead. */
    args: {
      unknown: (arg: string) => `argument inconnu ${arg}\u00a0: utilisez --update et --lang fr|en (voir --help)`,
      notALang: (value: string) => `--lang ${value} n’est pas une langue\u00a0: utilisez fr ou en`,
      langNeedsValue: '--lang attend une valeur\u00a0: fr ou en',
      takesNoValue: (name: string) => `${name} ne prend pas de valeur\u00a0: donnez ${name} seule`,
      /** A second `--` (npm passes on all after its own): what follows it would be no option. */
      secondTerminator:
        '-- donné deux fois\u00a0: npm run qa en prend un seul, avant toutes ses options (npm run qa -- --update --lang en)',
    },
    /** npm run qa's lines on the terminal (after `qa: `); `elapsed`, the seconds since it started. */
    run: {
      newImage: 'nouvelle image',
      pixelsDiffer: (n: number) => `${n} pixels diffèrent`,
      imagesCompared: (n: number, elapsed: string) => `${n} images rendues et comparées (${elapsed})`,
      checked: (design: string, lang: string, failed: number, elapsed: string) =>
        `contrôles ${design} ${lang}\u00a0: ${failed === 0 ? 'réussis' : `${failed} en échec`} (${elapsed})`,
      sheetAt: (width: number, elapsed: string) => `la planche à ${width} px (${elapsed})`,
      /** The sheet's cards whose picture could not be drawn, each as the card says it. */
      /** The sheet's cards whose picture could not be drawn and rows whose checks could not run, each as the page says it. */
      sheetFailed: (width: number, said: readonly string[]) =>
        `la planche à ${width} px\u00a0: ${said.length <= 1 ? 'une image ou des contrôles en échec' : `${said.length} images ou contrôles en échec`}\u00a0: ${said.join('\u00a0; ')}`,
      baselinesGone: (removed: boolean, files: string) =>
        `références qui ne sont plus dans la matrice${removed ? ', supprimées' : ''}\u00a0: ${files}`,
      summary: (
        images: number,
        changed: number,
        updated: boolean,
        added: number,
        failed: number,
        elapsed: string,
        report: string,
      ) =>
        `${images} images, ${changed} ${updated ? 'mises à jour' : 'changées'}, ${added} nouvelles\u00a0; ${failed} contrôles en échec\u00a0; ${elapsed}\u00a0; rapport\u00a0: ${report}`,
    },
    /** Each step of the rendered checks, as a tool's progress line shows it (`where`: the design and the art's language). */
    steps: {
      page: (where: string, page: number, pages: number, density: number) =>
        `${where}\u00a0: page ${page}/${pages}, densité ${density}`,
      covers: (where: string, density: number) => `${where}\u00a0: couvertures, densité ${density}`,
      artTexts: (where: string) => `${where}\u00a0: les textes de l’illustration`,
      artTextsAt: (where: string, density: number) =>
        `${where}\u00a0: les textes de l’illustration, densité ${density}`,
      symbols: (where: string, a: string, b: string) => `${where}\u00a0: symboles ${a} et ${b}`,
    },
  },
  /** The dev server's page while a design folder is bad (build/outlineArt.ts). */
  devServer: {
    title: 'Grattez · un dossier de modèle ne peut pas être construit',
    fix: 'Corrigez le fichier nommé ci-dessus (npm run build:app dit la même chose)\u00a0: cette page se recharge d’elle-même une fois le dossier corrigé.',
    /** What the build's own reading of a design folder finds (checkDesignFolder), besides the readers' words (DESIGN_WORDS). */
    folder: {
      notUtf8: (file: string, line: number) =>
        `${file}\u00a0: pas en UTF-8 (ligne ${line})\u00a0: enregistrez-le en UTF-8`,
      notSvgRoot: 'l’élément racine n’est pas un <svg> de l’espace de noms SVG',
      notWellFormed: (detail: string) => `SVG mal formé\u00a0: ${detail}`,
      parserGaveUp:
        'l’analyseur XML a renoncé à lire le fichier (trop grand ou trop imbriqué pour lui)\u00a0: réduisez-le',
    },
    /**
     * What the build's outliner of the art's texts refuses (build/outlineArt.ts), said by
     * check-layout --art and the dev server's page; the faces not bundled, in the readers' words (DESIGN_WORDS).
     */
    outline: {
      at: (where: string, problem: string) => `${where}\u00a0: ${problem}`,
      text: (text: string, problem: string) => `<text> «\u00a0${text}\u00a0»\u00a0: ${problem}`,
      glyphId: (prefix: string) => `les identifiants commençant par ${prefix} sont réservés aux glyphes dessinés`,
      outsideText: (tag: string) => `<${tag}> hors d’un <text> n’est pas pris en charge`,
      inherited: (name: string, tag: string) =>
        `${name} sur <${tag}> n’est pas pris en charge\u00a0: mettez-le sur chaque <text>`,
      insideText: (tag: string) => `<${tag}> dans un <text> n’est pas pris en charge\u00a0: un <text> par segment`,
      onlyCharacters: 'un <text> ne peut contenir que des caractères',
      attribute: (name: string) => `l’attribut ${name} n’est pas pris en charge`,
      required: (name: string) => `${name} est obligatoire`,
      notOneNumber: (name: string, value: string) =>
        `${name}="${value}" n’est pas pris en charge\u00a0: donnez un seul nombre, en unités de l’utilisateur`,
      aboveZero: (name: string) => `${name} doit être supérieur à 0`,
      anchor: (anchor: string) => `text-anchor="${anchor}" n’est pas pris en charge\u00a0: start, middle ou end`,
      textLengthAdjust: 'textLength n’est pris en charge qu’avec lengthAdjust="spacingAndGlyphs"',
      lengthAdjustAlone: 'lengthAdjust demande un textLength',
      noGlyph: (face: string, char: string, code: string) =>
        `${face} (sous-ensemble latin) n’a pas de glyphe pour «\u00a0${char}\u00a0» (U+${code})`,
    },
  },
};

export type QaWords = typeof fr;

const en: QaWords = {
  title: 'Grattez · visual QA of the tickets',
  intro:
    'Every design in every language: covered, revealed with the worst-case content, winning. The checks measure the real rendering.',
  designs: 'Designs',
  language: 'Page language',
  ignoredParams: (params) =>
    `Ignored in the address, the default is used: ${params
      .map((p) => `${paramValue(p.name, p.value, 'en', ' ')} (possible: ${p.takes.join(', ')})`)
      .join('; ')}.`,
  unknownDesigns: (unknown, known) =>
    `${unknown.length > 1 ? 'Unknown designs' : 'Unknown design'} in the address: ${unknown.map((d) => `“${d}”`).join(', ')}. The designs are: ${known.join(', ')}.`,
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
  legend: 'Numbered boxes on the revealed picture and the checks they fail',
  running: 'Running the checks…',
  allPass: 'Every check passes.',
  checkedAt: (page, density, lab = false) =>
    `Checks of page ${page} shown: text and covers at density ${density}, contrast at 3, symbols at 2 (${lab ? 'grattez check-layout --design <folder> checks' : 'npm run qa checks'} every page at densities 1, 2 and 3).`,
  checkedEverywhere: 'Checked on every page at densities 1, 2 and 3 (npm run qa).',
  failures: (n) => (n === 1 ? `${n} failure` : `${n} failures`),
  summary: {
    title: 'Summary',
    row: (lang, failures, pictures = 0, notRun = false) =>
      `${lang}: ${
        notRun
          ? `${pictures > 0 ? `${en.picture.notDrawn(pictures)}, ` : ''}${en.checkRun.notRun}`
          : failures === undefined
            ? 'running…'
            : pictures > 0
              ? `${en.picture.notDrawn(pictures)}${failures === 0 ? ', checks pass' : ` and ${en.failures(failures)}`}`
              : failures === 0
                ? 'all pass'
                : en.failures(failures)
      }`,
    done: (failing, rows, pictures = 0, notRun = 0) =>
      (failing === 0
        ? `Checks done: all pass (${rows} of ${rows}).`
        : `Checks done: ${failing} of ${rows} failing, linked in the summary.`) +
      (pictures > 0 ? ` ${en.picture.notDrawnSaid(pictures)}` : '') +
      (notRun > 0 ? ` ${en.checkRun.notRunSaid(notRun)}` : ''),
    back: 'Back to the summary',
  },
  picture: {
    failed: (message) => `Picture not drawn: ${message}`,
    drawing: 'Picture on its way…',
    painterStuck: (seconds) =>
      `the painter (WebGL) was still not ready after ${seconds}\u00a0s of the page shown; try again, or reload the page.`,
    retry: 'Try again',
    retrying: 'Trying again…',
    notDrawn: (n) => (n === 1 ? '1 picture not drawn' : `${n} pictures not drawn`),
    notDrawnSaid: (n) =>
      n === 1 ? '1 picture could not be drawn (see its card).' : `${n} pictures could not be drawn (see their cards).`,
  },
  checkRun: {
    failed: (message) => `The checks could not run: ${message}`,
    notRun: 'checks could not run',
    notRunSaid: (n) =>
      n === 1
        ? 'The checks of 1 row could not run (see its results).'
        : `The checks of ${n} rows could not run (see their results).`,
  },
  screenDensity: (density, ratio) =>
    `Density ${density}: your screen’s (devicePixelRatio ${formatDecimal(ratio, 'en', 3)}). It is written in the address, so a copied link shows the same pictures.`,
  tooWide: (width, screen, fits) =>
    `This width (${width} px) is wider than your screen (${screen} px): each picture scrolls sideways. Choose ${fits} under “Screen width” to see it whole.`,
  failuresListed: (failures, lines) =>
    `${failures === 1 ? '1 failure' : `${failures} failures`}${
      lines === failures
        ? ''
        : ` (listed in ${lines} lines: a failure that does not depend on the language, such as the geometry, is listed under each language)`
    }`,
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
  gainLabel: 'Prize', // the Gain box's word in the English art
  passed: 'passed',
  failed: 'failed',
  inLang: (lang) => `in ${lang}`,
  atDensity: (density) => `at density ${density}`,
  inPlaces: (count, places) => `, in ${count} places: ${places}`,
  atDensities: (densities) => `at densities ${densities.slice(0, -1).join(', ')} and ${densities.at(-1)}`,
  problems: {
    schema: (detail) => `schema: ${detail}`,
    structure: (detail) => detail,
    outsideCover: (what, w, h) =>
      `${what === 'slot' ? 'slot' : 'text box'} outside its zone's cover over ${w} × ${h} units`,
    zonesOverlap: (other, area) => `overlaps zone ${other} (${area} units²)`,
    partsOverlap: (other, area) => `overlaps ${other} (${area} units²)`,
    outsideTicket: (sides, min) =>
      `${OUTSIDE_TICKET.en(sides)}${min === undefined ? '' : ` (a zone stays at least ${min} units inside each edge)`}`,
    inMargin: (margin, min) => `${margin} units from the ticket's edge, inside the ${min}-unit safe margin`,
    textOverflow: (w, h, bw, bh, text) => `text "${text}" ${w} × ${h} px in a ${bw} × ${bh} px box`,
    textTooSmall: (size, min, kind, text) =>
      `text "${text}" drawn at ${size} px on a 360 px screen (at least ${min} px for ${kind})`,
    textSqueezed: (text, percent, min) =>
      `text "${text}" squeezed to ${percent} % of its width (at least ${min} %): give it a longer textLength or a smaller font-size`,
    textMissing: (text) => `text "${text}": no pixel drawn`,
    glyphsMissing: (chars, face) => `characters the ${face} font lacks: "${chars}" (drawn with the system's fonts)`,
    textUnderCover: (zone) => `text printed under the cover of zone ${zone}`,
    textCovered: (text, percent) => `text "${text}" ${percent} % hidden by the art drawn after it`,
    coverLeak: (pixels) => `${pixels} pixels differ under the cover between two different tickets`,
    symbolClipped: (symbol, edges) => `the drawing "${symbol}" is cut off by its slot (${inWords(edges, 'and')})`,
    interfaceTextTooSmall: (size, min, text) => `text "${text}" at ${size} px (at least ${min} px for interface words)`,
    controlTooSmall: (w, h, min) => `control of ${w} × ${h} px (at least ${min} × ${min} px for a finger)`,
    tapTarget: (square, min) =>
      `the largest square inside the zone is ${square} px on a 360 px screen (at least ${min} × ${min})`,
    lowContrast: (ratio, min, text) =>
      `contrast ${ratio}:1 for "${text}" against the background drawn behind it (at least ${min}:1)`,
    contrastUnmeasured: (text) =>
      `no solid pixel of "${text}" to measure its contrast: is the text off the ticket, hidden or too thin?`,
    symbolInk: (symbol, percent, min) =>
      `the drawing "${symbol}" covers ${percent} % of its slot with ink (at least ${min} %)`,
    symbolSmall: (symbol, percent, min) =>
      `the drawing "${symbol}" spans ${percent} % of its slot's side (at least ${min} %)`,
    symbolOffCentre: (symbol, percent, max) =>
      `the drawing "${symbol}" stands off its slot's centre by ${percent} % of the slot's side (at most ${max} %)`,
    symbolsAlike: (a, b, difference, min) => `${a} and ${b} look alike: difference ${difference} (at least ${min})`,
    factMismatch: (fact, printed, expected, text) =>
      `${fact}: the text "${text}" prints ${printed === '' ? 'no amount' : `"${printed}"`}, the engine says "${expected}"`,
    unmarkedAmount: (text) =>
      `the text "${text}" prints an amount without a mark (data-fact): nothing compares it with the engine`,
    wrongLabel: (box, printed, expected) =>
      `${box === 'month' ? 'the box' : 'the Gain box'} ${printed === '' ? `bears no text${box === 'gain' ? ' (within 24 units)' : ''}` : `bears "${printed}"`}, the regulation has it bear "${expected}" (article ${box === 'month' ? '4.2.1: twelve boxes for the twelve months, in the order of the zones' : '4.3.1'})`,
    factMissing: (name, fact) => `${name}: the art does not print it (no text marked data-fact="${fact}")`,
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
  lab: {
    open: 'Design lab: check a design that is not built in yet',
    back: 'Back to the sheet of the built-in designs',
    title: 'Grattez · design lab',
    intro:
      'Open a design’s folder (design.json, its art in French and English, its symbols): it is shown and checked as the built-in designs are. Nothing is uploaded: the files are read in this page.',
    heading: 'Open a design’s folder',
    chooseFolder: 'Choose a folder…',
    folderInput: 'Design folder',
    browse: 'Browse…',
    noFolder: 'No folder chosen',
    drop: 'Or drop the folder, or its files, here.',
    recheck: 'Re-check',
    pagesOnOpen: 'The number of pages comes from the design opened: it is given once a folder is opened.',
    pageCut: (asked, pages) =>
      `This design has ${pages} content pages: page ${asked}, asked for, does not exist; page ${pages} is shown.`,
    recheckHint: 'Reads the files again after an edit in your own tool.',
    chooseAgain: (came) =>
      came === 'drop'
        ? 'This folder was dropped here: some browsers do not read a file changed since. Drop the folder again to be sure your changes are checked.'
        : 'This folder was chosen with the file picker: some browsers do not read a file changed since. Choose the folder again to be sure your changes are checked.',
    save: 'Save the report (HTML)',
    reading: 'Reading the folder…',
    opened: (id, name) => `Design "${id}" (${name}) opened. Running the checks…`,
    checkingAgain: (id) => `Design "${id}": running the checks again…`,
    notRun: (id, langs) => `Design "${id}": the checks could not run in ${langs.join(' and ')} (see the results).`,
    done: (id, failures, refused = 0, lines = failures) =>
      (failures === 0
        ? `Design "${id}": every check passes`
        : `Design "${id}": ${en.failuresListed(failures, lines)}`) +
      (refused === 0
        ? '.'
        : `, but the build will refuse ${refused === 1 ? 'a file' : `${refused} files`} (see the notes above the pictures).`),
    replaces: (id) =>
      `This design has the id of a built-in one ("${id}"): the opened version replaces it in this page.`,
    liveText:
      'How this differs from the build: the art’s text is drawn by the browser with the project’s fonts embedded in the SVG, where the build turns it into outlines (with fontkit). Spacing, kerning and antialiasing may differ by a pixel or two.',
    unbundled: (file, detail) =>
      `${file}: ${detail}; the browser draws these with a fallback font, and the build will refuse this file.`,
    buildRefuses: (file, detail) => `${file}: drawn here, but the build will refuse this file: ${detail}`,
    problemsTitle: 'This folder cannot be shown:',
    problem: {
      empty: 'the folder holds no JSON or SVG file.',
      noDesignJson: (nested) =>
        nested === ''
          ? 'design.json is missing at the top of the folder.'
          : `design.json is missing at the top of the folder (found in ${nested}: open that folder).`,
      design: (detail) => `design.json: ${detail}`,
      notSvg: (file, detail) => `${file} is not an SVG image: ${detail}`,
      svgContent: (file, detail) => `${file} cannot be drawn as it is: ${detail}`,
      unreadable: (files) => `files that cannot be read: ${files}.`,
      tooLarge: (file, mb) =>
        `${file} weighs ${mb} MB, over the ${DESIGN_FILE_LIMIT_MB} MB a design file may weigh: ${
          {
            json: 'a design.json holds only numbers and names (a few kB); check that it is the design’s file, saved as plain JSON',
            art: 'ticket art weighs a few hundred kB; take out embedded pictures and fonts and simplify its paths',
            symbol:
              'a symbol is a 100 × 100 drawing of a few kB; take out embedded pictures and fonts and simplify its paths',
          }[designFileKind(file)]
        }.`,
      notUtf8: (file, line) => `${file} is not UTF-8 (line ${line}): save it as UTF-8.`,
    },
    report: {
      title: (id) => `Grattez · design lab report: design "${id}"`,
      date: 'Date',
      design: 'Design',
      checksRun: 'Checks run',
      findings: 'Findings',
      noFinding: 'No failure.',
      failures: (failures, lines) => `${en.failuresListed(failures, lines)}.`,
      notRun: (langs) => `Checks not run in ${langs.join(' and ')}: no result for that language.`,
      notRunRow: (why) => `Checks not run: ${why}`,
      stillRunning: 'they were still running when the report was saved.',
      element: 'Element',
      check: 'Check',
      problem: 'Problem',
    },
  },
  report: {
    title: 'Grattez · visual QA report',
    summary: (images, changed, added, failed) =>
      `${images} images compared, ${changed} changed, ${added} new; ${failed} failed ${failed === 1 ? 'check' : 'checks'}`,
    changed: 'Changed or new images',
    unchanged: 'Unchanged images',
    added: 'new (no baseline)',
    expected: 'Expected',
    actual: 'Actual',
    diff: 'Difference',
    slider: 'Slider expected ↔ actual',
    pixels: (n) => `${n} pixels differ`,
    failedChecks: 'Failed checks',
    noFailure: 'No failed check.',
    everyLang: 'every language',
    sheets: 'The sheet at each width',
    update: 'To accept the new images: npm run qa -- --update',
  },
  tool: {
    serving: 'serving the build in dist/',
    building: 'building the app',
    starting: 'starting Chromium',
    qaPage: 'the QA page',
    pageErrors: (errors) => `the QA page reported errors: ${errors.join('; ')}`,
    browser: {
      cannotStart: (browser, reason) =>
        `the browser ${browser} could not start: ${reason} (set GRATTEZ_CHROMIUM to another Chromium)`,
      stopped: (browser, said) =>
        `the browser ${browser} stopped before the work was done${said === undefined ? '' : `: ${said}`} (set GRATTEZ_CHROMIUM to another Chromium)`,
      noSuchFile: 'there is no such file',
      cannotRun: (code) => `it cannot be run (${code})`,
      noAnswer: (seconds) => `it did not answer within ${seconds} s`,
      exitedSilently: 'it exited at once, saying nothing',
      pageCannotStart: (what, why, hint) => `${what} could not start (${why})${hint === undefined ? '' : `: ${hint}`}`,
      notStartedWithin: (seconds, error) => `not started within ${seconds} s: ${error}`,
      fetchFailed: 'failed',
      noReason: 'no reason given',
    },
    interrupted: 'interrupted',
    help: `Usage: npm run qa [-- [--update] [--lang fr|en]]

Visual QA of the ticket layouts: renders the QA sheet's images in headless Chromium and compares
each with its baseline in test/visual/, runs every layout check on every design in both languages,
takes the sheet at each screen width, and writes qa-report/index.html.

Options:
  --update     accept the new images as baselines (the report still lists them, for review)
  --lang fr|en the report's language (French by default), and the terminal's
  -h, --help   print this help

The terminal's lines are in --lang's language, else in that of LC_ALL, LC_MESSAGES or LANG
(fr… French, anything else English).
Exit code: 0 when nothing changed and every check passes, 1 otherwise, 2 on bad arguments.
`,
    args: {
      unknown: (arg) => `unknown argument ${arg}: use --update and --lang fr|en (see --help)`,
      notALang: (value) => `--lang ${value} is not a language: use fr or en`,
      langNeedsValue: '--lang needs a value: use fr or en',
      takesNoValue: (name) => `${name} takes no value: use ${name} alone`,
      secondTerminator:
        '-- given twice: npm run qa takes one, before all its options (npm run qa -- --update --lang en)',
    },
    run: {
      newImage: 'new image',
      pixelsDiffer: (n) => `${n} pixels differ`,
      imagesCompared: (n, elapsed) => `${n} images rendered and compared (${elapsed})`,
      checked: (design, lang, failed, elapsed) =>
        `checks ${design} ${lang}: ${failed === 0 ? 'pass' : `${failed} failed`} (${elapsed})`,
      sheetAt: (width, elapsed) => `the sheet at ${width} px (${elapsed})`,
      sheetFailed: (width, said) =>
        `the sheet at ${width} px: ${said.length === 1 ? 'a picture or checks failed' : `${said.length} pictures or checks failed`}: ${said.join('; ')}`,
      baselinesGone: (removed, files) => `baselines no longer in the matrix${removed ? ', removed' : ''}: ${files}`,
      summary: (images, changed, updated, added, failed, elapsed, report) =>
        `${images} images, ${changed} ${updated ? 'updated' : 'changed'}, ${added} new; ${failed} failed checks; ${elapsed}; report: ${report}`,
    },
    steps: {
      page: (where, page, pages, density) => `${where}: page ${page}/${pages}, density ${density}`,
      covers: (where, density) => `${where}: covers, density ${density}`,
      artTexts: (where) => `${where}: the art's texts`,
      artTextsAt: (where, density) => `${where}: the art's texts, density ${density}`,
      symbols: (where, a, b) => `${where}: symbols ${a} and ${b}`,
    },
  },
  devServer: {
    title: 'Grattez · a design folder cannot be built',
    fix: 'Fix the file named above (npm run build:app says the same): this page reloads by itself once the folder is fixed.',
    folder: {
      notUtf8: (file, line) => `${file}: not UTF-8 (line ${line}): save it as UTF-8`,
      notSvgRoot: 'the root element is not an <svg> in the SVG namespace',
      notWellFormed: (detail) => `not well-formed SVG: ${detail}`,
      parserGaveUp: 'the XML parser gave up on the file (too large or too deeply nested for it): make it smaller',
    },
    outline: {
      at: (where, problem) => `${where}: ${problem}`,
      text: (text, problem) => `<text> "${text}": ${problem}`,
      glyphId: (prefix) => `ids starting with ${prefix} are kept for the outlined glyphs`,
      outsideText: (tag) => `<${tag}> outside a <text> is not supported`,
      inherited: (name, tag) => `${name} on <${tag}> is not supported: set it on each <text>`,
      insideText: (tag) => `<${tag}> inside <text> is not supported: one <text> per run`,
      onlyCharacters: '<text> may only hold characters',
      attribute: (name) => `the attribute ${name} is not supported`,
      required: (name) => `${name} is required`,
      notOneNumber: (name, value) => `${name}="${value}" is not supported: give one number, in user units`,
      aboveZero: (name) => `${name} must be above 0`,
      anchor: (anchor) => `text-anchor="${anchor}" is not supported: start, middle or end`,
      textLengthAdjust: 'textLength is supported with lengthAdjust="spacingAndGlyphs" only',
      lengthAdjustAlone: 'lengthAdjust needs a textLength',
      noGlyph: (face, char, code) => `${face} (latin subset) has no glyph for "${char}" (U+${code})`,
    },
  },
};

/** Each language the sheet can be read in, named in itself (as the player's switch names it). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { fr: 'Français', en: 'English' };

/** The QA sheet's words in each language. */
export const QA_WORDS: Readonly<Record<Lang, QaWords>> = { fr, en };
