import type { Lang } from './lang.ts';

/**
 * The player's own words in French, beside the shared catalogue (fr.ts): its screens (the lobby,
 * the history and its chart, the settings) and its notices about stored data, saving and drawing.
 * A chunk of their own, which the player and the tools load with the shared words (catalogue.ts)
 * and the embed never does, so that the embed's first load carries only the words it shows. The
 * keys are the catalogue's (Messages), so nothing that shows them names this file.
 */
export const frPlayer = {
  skipToContent: 'Aller au contenu',
  screens: 'Écrans',
  nav: { lobby: 'Jeux', ticket: 'Ticket', rules: 'Règles', history: 'Historique' },
  otherLang: 'English',
  otherLangCode: 'en' as Lang,
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
  design: 'Modèle du ticket',
  nextFor: (price: string) => `Nouveau ticket — ${price}`,
  ticketLink: 'Lien de ce ticket',
  preview: 'Aperçu\u00a0: ce ticket n’a pas été acheté, ses gains ne sont pas crédités.',
  credited: (amount: string) => `${amount} crédités sur votre solde`,
  loading: 'Chargement…',
  noTicket: 'Aucun ticket en cours. Choisissez un jeu.',
  ticketLoadError:
    'Le dessin du ticket n’a pas pu être chargé (connexion\u202f?). Les boutons de zone et «\u00a0Tout gratter\u00a0» jouent quand même le ticket.',
  ticketLoadRetry: 'Réessayer', // reloads the page; the ticket resumes where it was
  toLobby: 'Choisir un jeu',
  screenErrorTitle: 'Cet écran n’a pas pu s’afficher',
  screenError: 'Votre solde et vos tickets sont conservés\u00a0: revenez aux jeux, ou rechargez la page.',
  // the summary of the browser's own error message (in its own language) under that note
  technicalDetail: 'Détail technique',
  reloadPage: 'Recharger la page',
  rulesTitle: 'Règles du jeu',
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
  historyPlayed: 'Tickets joués', // the list of tickets played, as its table is named
  stats: 'Totaux',
  bought: 'Tickets achetés',
  spent: 'Dépensé',
  wonTotal: 'Gagné',
  observed: 'Taux de retour observé',
  theoretical: 'théorique',
  chartTitle: 'Vos résultats',
  chartBalance: 'Gains moins mises, ticket après ticket',
  chartPayout: 'Taux de retour observé, et théorique (trait)',
  chartSummary: (tickets: string, net: string, spent: string, won: string) =>
    `Sur ${tickets}\u00a0: ${net} (mises ${spent}, gains ${won}).`,
  chartPayoutLine: (game: string, observed: string, theoretical: string) =>
    `${game}\u00a0: ${observed} observé, ${theoretical} théorique.`,
  chartTickets: { one: 'ticket acheté', other: 'tickets achetés' },
  chartNoTicket: 'aucun ticket',
  chartKept: (limit: string) =>
    `La courbe suit les ${limit} derniers tickets achetés, que l’historique garde\u202f; les taux de retour comptent tous vos tickets.`,
  reopenTitle: 'Rouvrir un ticket par son numéro de série',
  reopen: 'Ouvrir',
  dismiss: 'Fermer',
  noticeLabel: 'Avis',
  settings: 'Réglages',
  motion: 'Animations',
  motions: { system: 'Selon le système', reduce: 'Réduites', full: 'Complètes' },
  threshold: 'Part à gratter pour découvrir une zone',
  notices: {
    // Said in the language the page stays in, of the other one (otherLang), which could not be fetched.
    langUnavailable:
      'Le texte en anglais n’a pas pu être chargé\u00a0: la page reste en français. Vérifiez la connexion, puis réessayez.',
    storageReset: (reason: string) =>
      `Les données enregistrées étaient illisibles et ont été mises de côté\u202f; la partie repart de zéro. (${reason})`,
    storageFailed: (reason: string) => `Impossible d’enregistrer la partie dans ce navigateur\u00a0: ${reason}`,
    ticketDropped: (reason: string) =>
      `Le ticket en cours enregistré était illisible (${reason})\u00a0: une copie en a été mise de côté. S’il était acheté, il est de nouveau entièrement recouvert, à gratter\u202f; solde et historique sont conservés.`,
    funds: (game: string, refill: string) =>
      `Solde insuffisant pour acheter un ticket ${game}. Utilisez «\u00a0${refill}\u00a0».`,
    link: 'Adresse non valide — retour à l’accueil\u00a0:',
    joiner: '\u202f; ',
    moreProblems: (count: number) => (count === 1 ? 'et un autre problème' : `et ${count} autres problèmes`),
    moreTickets: (count: number) => (count === 1 ? 'et un autre ticket' : `et ${count} autres tickets`),
    // history rows whose stored date could not be read: kept, shown with an unknown date
    datesLost: (count: number, serials: string) =>
      `${count === 1 ? 'La date d’un ticket de l’historique était illisible' : `La date de ${count} tickets de l’historique était illisible`} (${serials})\u00a0: elle s’affiche désormais «\u00a0date inconnue\u00a0».`,
    // after the dates' sentence, when nothing else was lost
    datesKept:
      'Rien d’autre n’est perdu (solde, historique, ticket en cours, gains à créditer)\u202f; une copie des données d’origine a été mise de côté.',
    // history rows, or games' statistics, that could not be read: left out, the rest kept
    // the ticket in play dropped, and history rows or statistics left out besides
    ticketDroppedParts: (reason: string, parts: string, detail: string) =>
      `Le ticket en cours enregistré était illisible (${reason}), et une partie des données enregistrées l’était aussi et a été laissée de côté\u00a0: ${parts} (détail\u00a0: ${detail}). Une copie en a été mise de côté. Si le ticket était acheté, il est de nouveau entièrement recouvert, à gratter\u202f; le solde et les tickets déjà tirés sont conservés.`,
    // after another problem's sentence: history rows or statistics left out as well
    partsLostToo: (parts: string, detail: string) =>
      `Une partie des données enregistrées était illisible aussi et a été laissée de côté\u00a0: ${parts} (détail\u00a0: ${detail}).`,
    partsLost: (parts: string, detail: string) =>
      `Une partie des données enregistrées était illisible et a été laissée de côté\u00a0: ${parts} (détail\u00a0: ${detail}).`,
    // after the parts' sentence (and the dates', where some were lost too)
    partsKept:
      'Rien d’autre n’est perdu (solde, tickets déjà tirés, ticket en cours)\u202f; une copie des données d’origine a été mise de côté.',
    // a record cut short: the history rows past those read, the ticket in play, and the sentence
    lostOlderRows: (read: number) =>
      read === 1
        ? 'les lignes de l’historique plus anciennes que la plus récente'
        : `les lignes de l’historique plus anciennes que les ${read} plus récentes`,
    lostTicket: 'le ticket en cours, s’il y en avait un',
    // the ticket in play cut, and the record says that no bought ticket was still to be uncovered
    lostTicketNothingOwed:
      'le ticket en cours, s’il y en avait un (aucun ticket acheté n’était encore à découvrir\u202f: aucun gain n’est perdu)',
    // the ticket in play cut, a bought ticket still to be uncovered kept (`cutOwed` says so)
    lostScratching: 'ce qui était gratté du ticket en cours',
    partsCut: (parts: string, detail: string) =>
      `Les données enregistrées étaient coupées avant leur fin (comme peut les laisser un disque plein ou un onglet fermé pendant l’enregistrement)\u202f; seul leur début a pu être lu, et ceci est perdu\u00a0: ${parts} (détail\u00a0: ${detail}). Le solde et les tickets déjà tirés sont conservés (aucun n’est tiré deux fois)\u202f; une copie des données d’origine a été mise de côté.`,
    // after `partsCut`: the bought tickets not yet uncovered that the cut record kept
    cutOwed: (count: number, serials: string) =>
      count === 1
        ? `Le ticket acheté ${serials}, pas encore découvert, est conservé\u00a0: il s’ouvre de nouveau, entièrement recouvert, à gratter, et son gain sera crédité une fois découvert.`
        : `Les ${count} tickets achetés ${serials}, pas encore découverts, sont conservés\u00a0: chacun s’ouvre de nouveau, entièrement recouvert, à gratter, et son gain sera crédité une fois découvert.`,
    // after `partsCut`: a record of an earlier version, cut before it says what was owed
    cutOwedUnknown:
      'Ces données, enregistrées par une version antérieure de Grattez, sont coupées avant d’indiquer si un ticket acheté restait à découvrir\u00a0: s’il y en avait un, il ne peut pas être retrouvé, et son prix n’est pas remboursé, car il a pu être découvert et crédité avant la coupure.',
    cutWhole: (detail: string) =>
      `Les données enregistrées étaient coupées juste avant leur fin (détail\u00a0: ${detail}), mais tout a pu être lu\u202f; une copie des données d’origine a été mise de côté.`,
    // a record cut just before its end whose rows left out as unreadable were all made again (`rowsRebuilt` follows)
    cutUnreadable: (detail: string) =>
      `Les données enregistrées étaient coupées juste avant leur fin, et une partie en était illisible (détail\u00a0: ${detail})\u202f; une copie des données d’origine a été mise de côté.`,
    lostRows: (count: number) => (count === 1 ? '1 ligne de l’historique' : `${count} lignes de l’historique`),
    lostHistory: 'l’historique',
    // history rows left out as unreadable, all of them made again (`rowsRebuilt` follows)
    partsUnreadable: (detail: string) =>
      `Une partie des données enregistrées était illisible (détail\u00a0: ${detail}).`,
    // after the parts' sentence: the rows of bought tickets not yet uncovered, made again from what was whole
    rowsRebuilt: (count: number, serials: string) =>
      count === 1
        ? `La ligne de l’historique du ticket acheté ${serials}, pas encore découvert, a été refaite\u00a0: son gain sera crédité une fois le ticket découvert.`
        : `Les lignes de l’historique des ${count} tickets achetés ${serials}, pas encore découverts, ont été refaites\u00a0: le gain de chacun sera crédité une fois le ticket découvert.`,
    lostStats: (games: string) => (games === '' ? 'les statistiques' : `les statistiques de ${games}`),
    // a bought ticket an earlier release left unsettled under the one in play, settled at start
    settledLeft: (serial: string, prize: string | null) =>
      `Le ticket ${serial}, acheté avant le ticket en cours, n’avait jamais été découvert\u202f; il l’est maintenant, en entier\u00a0: ${
        prize === null ? 'perdu' : `gagné ${prize}, crédité`
      }.`,
    finishedFirst: (serial: string, prize: string | null) =>
      `Votre ticket en cours (${serial}) a été découvert en entier avant d’ouvrir celui-ci\u00a0: ${
        prize === null ? 'perdu' : `gagné ${prize}, crédité`
      }.`,
  },
  storageProblems: {
    'cannot-read': (detail: string) => `le stockage ne peut pas être lu\u00a0: ${detail}`,
    'not-json': () => 'les données ne sont pas du JSON',
    'other-version': (detail: string) => `données de version ${detail}, que cette application ne lit pas`,
    invalid: (detail: string) => `données non valides en ${detail}`,
    'bad-serial': (detail: string) => `numéro de série du ticket non valide (${detail})`,
    'bad-strokes': () => 'traits de grattage illisibles',
    'bad-zones': (detail: string) => `zones du ticket incohérentes (${detail})`,
    'bad-dates': (detail: string) => `date illisible dans l’historique (${detail})`,
    'bad-parts': (detail: string) => `parties illisibles (${detail})`,
    'cut-short': (detail: string) =>
      `données coupées avant leur fin, avant que le solde et les tickets tirés soient lisibles en entier (${detail})`,
  },
  // The player's sound and storage. The tools' words are in files of their own (studio.ts, qa.ts,
  // embed.ts), which the player never loads.
  sound: {
    mute: 'Couper le son', // the header's switch, pressed while muted
    setting: 'Sons du jeu (grattage, découverte, gains)',
  },
  // Reliability: saving across tabs, full storage, and drawing failures.
  storage: {
    unsaved:
      'Les changements depuis le dernier enregistrement seront perdus si la page se ferme\u202f; un nouvel essai a lieu toutes les quelques secondes.',
    unavailable: (reason: string) =>
      `Le stockage du navigateur ne répond pas (${reason})\u00a0: vous pouvez jouer, mais rien n’est enregistré pour l’instant, et aucun ticket ne peut être acheté. Un nouvel essai a lieu toutes les quelques secondes.`,
    // where the browser refuses all storage from the start: purchases go on, nothing is kept
    memoryOnly: (reason: string) =>
      `Ce navigateur ne permet aucun stockage (${reason})\u00a0: la partie se joue en mémoire et ne sera pas gardée. Elle est perdue quand la page se ferme ou se recharge, même si le stockage est autorisé entre-temps.`,
    // why nothing can be kept where the browser gives no local storage at all (and refuses IndexedDB)
    noLocalStorage: 'le stockage local n’est pas disponible',
    // the reason a save failed when the browser's storage did not answer in time (seconds formatted),
    // in parentheses after "the browser's storage is not answering"
    timedOut: (seconds: string) => `aucune réponse en ${seconds}\u00a0s`,
    // the reason a save failed, by the name of the browser's error (its own words follow in parentheses)
    reasons: {
      QuotaExceededError: 'le stockage du navigateur est plein',
      VersionError: 'une autre version de Grattez est ouverte',
      InvalidStateError: 'la connexion au stockage a été fermée',
      TransactionInactiveError: 'la connexion au stockage a été fermée',
      UnknownError: 'le stockage du navigateur a rencontré une erreur',
      AbortError: 'l’enregistrement a été interrompu',
      TimeoutError: 'le stockage du navigateur a mis trop de temps',
      SecurityError: 'le navigateur refuse le stockage à ce site',
      NotFoundError: 'le stockage du navigateur ne trouve plus la partie',
      DataError: 'le stockage du navigateur refuse ces données',
      ReadOnlyError: 'le stockage du navigateur est en lecture seule',
    },
    // the reason a save failed when the page was left (hidden, or kept in the back/forward cache) during it
    interrupted: 'la page a été quittée avant que la partie soit enregistrée',
    cannotSetAside: (problem: string, reason: string) =>
      `Les données enregistrées sont illisibles (${problem}) et n’ont pas pu être mises de côté (${reason})\u00a0: elles restent telles quelles, et cette partie n’est pas enregistrée.`,
    setAside: (problem: string) =>
      `Les données enregistrées étaient illisibles (${problem})\u00a0: elles ont été mises de côté, et cette partie a été enregistrée à leur place.`,
    purchaseUnsaved: (game: string, reason: string) =>
      `Ticket ${game} non acheté\u00a0: l’achat n’a pas pu être enregistré (${reason}). Rien n’a été débité.`,
    ticketElsewhere: 'Un autre onglet a ouvert un nouveau ticket\u202f; il s’affiche ici aussi.',
    // the saved game, which storage did not give at start, shown at last in place of the stand-in
    savedGameBack:
      'Le stockage du navigateur répond de nouveau\u00a0: votre partie enregistrée s’affiche, telle qu’elle était enregistrée. Ce qui a été joué en l’attendant (aucun achat n’était possible) n’y compte pas\u202f; vos réglages sont gardés.',
    // a newer release of the app upgraded the database: this page cannot open it until reloaded
    newerVersion:
      'Une autre version de Grattez, plus récente, est ouverte dans ce navigateur et utilise la partie enregistrée\u00a0: rechargez cette page pour la retrouver. D’ici là, rien n’est enregistré et aucun ticket ne peut être acheté.',
    drawFailed:
      'Le ticket ne peut pas être dessiné ici. Découvrez chaque case en la touchant, d’un clic ou au clavier, ou «\u00a0Tout gratter\u00a0».',
    warningLabel: 'Partie non enregistrée',
    // after "storage is full": how the player makes room
    makeRoom:
      'Libérez de la place sur cet appareil, ou effacez les données d’autres sites dans les réglages du navigateur (confidentialité, données des sites)\u00a0: la partie s’enregistrera alors d’elle-même.',
    // the choice offered once writes are refused for good, before its button, by what storage holds
    // (see StoredLeft): a saved game; one with an unreadable part (its ticket, dates); unreadable data
    // left in place; nothing (a first visit); what could not be read
    offerUnsaved: {
      game: 'Ce navigateur refuse d’enregistrer\u00a0: vous pouvez jouer sans enregistrer. Crédits et tickets vivront alors dans cette page seulement, et votre partie enregistrée restera telle quelle.',
      damaged:
        'Ce navigateur refuse d’enregistrer\u00a0: vous pouvez jouer sans enregistrer. Crédits et tickets vivront alors dans cette page seulement, et votre partie enregistrée restera telle quelle, sa part illisible comprise.',
      unreadable:
        'Ce navigateur refuse d’enregistrer\u00a0: vous pouvez jouer sans enregistrer. Crédits et tickets vivront alors dans cette page seulement, et les données illisibles resteront telles quelles.',
      none: 'Ce navigateur refuse d’enregistrer\u00a0: vous pouvez jouer sans enregistrer. Crédits et tickets vivront alors dans cette page seulement\u202f; rien n’est encore enregistré dans ce navigateur.',
      unread:
        'Ce navigateur refuse d’enregistrer\u00a0: vous pouvez jouer sans enregistrer. Crédits et tickets vivront alors dans cette page seulement, et ce que ce navigateur a enregistré, qui n’a pas pu être lu, restera tel quel.',
    },
    // the button of that choice
    playUnsaved: 'Jouer sans enregistrer',
    // in a refused purchase's notice, while that choice is offered
    purchaseOfferUnsaved:
      'Pour acheter quand même, choisissez «\u00a0Jouer sans enregistrer\u00a0» dans l’avertissement ci-dessus.',
    // the warning once the player chose it (the browser's reason for refusing writes in parentheses),
    // then what is left stored, as offerUnsaved
    memoryChosen: (reason: string) =>
      `Vous jouez sans enregistrer, ce navigateur refusant d’enregistrer (${reason})\u00a0: crédits, tickets et historique vivent désormais dans cette page seulement, et seront perdus quand elle se fermera ou se rechargera.`,
    memoryChosenLeft: {
      game: 'Votre partie enregistrée reste telle qu’elle était\u00a0: rechargez la page pour la retrouver.',
      damaged:
        'Votre partie enregistrée reste telle qu’elle était, sa part illisible comprise\u00a0: rechargez la page pour la retrouver.',
      unreadable:
        'Les données enregistrées, illisibles, restent telles quelles\u00a0: un rechargement commence une nouvelle partie.',
      none: 'Rien n’est enregistré dans ce navigateur\u00a0: un rechargement commence une nouvelle partie.',
      unread:
        'Ce que ce navigateur a enregistré n’a pas pu être lu, et reste tel quel\u00a0: un rechargement essaie de le lire de nouveau.',
    },
  },
};

/** The player's own words, in each language: English mirrors them key for key (enPlayer.ts). */
export type PlayerMessages = typeof frPlayer;
