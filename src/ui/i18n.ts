import type { GameId, Lang } from '../engine/index.ts';
import type { LinkError } from '../state/deepLink.ts';
import type { Notice, Screen } from '../state/store.ts';

/** Every string of the shell, French first. Domain strings (zones, results) live in state/describe.ts. */
const fr = {
  appName: 'Grattez',
  tagline: 'Simulateur de jeux de grattage — crédits de démonstration, aucun argent réel',
  nav: { lobby: 'Jeux', ticket: 'Ticket', rules: 'Règles', history: 'Historique' } satisfies Record<Screen, string>,
  otherLang: 'English',
  otherLangCode: 'en' as Lang,
  wallet: 'Solde',
  refill: 'Recharger',
  refillHint: 'Remet le solde à 20 € de crédits de démonstration',
  buyFor: (price: string) => `Acheter — ${price}`,
  price: 'Prix',
  topPrize: 'Gros lot',
  odds: 'Chances de gain',
  payout: 'Taux de retour',
  winners: 'Tickets gagnants par bloc',
  blockLeft: (left: string) => `${left} tickets restants dans le bloc`,
  topLeft: 'Gros lots pas encore distribués',
  ofTotal: (remaining: string, total: string) => `${remaining} sur ${total}`,
  variant: 'Ticket',
  variants: { dog: 'Chien', cat: 'Chat', surprise: 'Surprise' },
  revealAll: 'Tout gratter',
  nextFor: (price: string) => `Nouveau ticket — ${price}`,
  serial: 'N° de série',
  ticketLink: 'Lien de ce ticket',
  ticketLabel: (name: string) => `Ticket ${name} — grattez les zones, ou utilisez les boutons de zone au clavier`,
  preview: 'Aperçu : ce ticket n’a pas été acheté, ses gains ne sont pas crédités.',
  lost: 'Perdu',
  won: (amount: string) => `Gagné ${amount}`,
  credited: (amount: string) => `${amount} crédités sur votre solde`,
  scratching: (done: number, total: number) =>
    `${done} zone${done > 1 ? 's' : ''} grattée${done > 1 ? 's' : ''} sur ${total}`,
  noTicket: 'Aucun ticket en cours. Choisissez un jeu.',
  webglError:
    'Ce navigateur ne peut pas dessiner le ticket (WebGL indisponible). Vous pouvez jouer avec les boutons de zone au clavier, ou « Tout gratter ».',
  toLobby: 'Choisir un jeu',
  rulesTitle: 'Règles du jeu',
  rulesRegulation: (date: string) => `Règlement du ${date}. Blocs de 1 500 000 tickets.`,
  rulesPaws: [
    'Grattez les 9 traces de pattes.',
    'Sur un ticket chien, chaque os trouvé compte ; sur un ticket chat, chaque souris.',
    '1 → 2 €, 2 → 4 €, 3 → 10 €, 4 → 200 €, 5 → 5 000 €.',
    'Grattez la case Bonus (niche ou panier) : une gamelle (chien) ou une pelote de laine (chat) multiplie le gain des pattes par 3.',
  ],
  rulesMonths: [
    'Grattez les 12 mois : chaque case cache 3 symboles et une somme.',
    'Deux trèfles dans une même case : vous gagnez la somme de cette case.',
    'Grattez la case Gain : vous gagnez la somme découverte, si elle n’est pas 0 €.',
    'Les gains de plusieurs cases s’additionnent.',
  ],
  tableAmount: 'Gain',
  tableCount: 'Nombre de lots',
  tableOdds: 'Chance',
  tableTotal: 'Total',
  tableAll: 'Tous les gains',
  allGames: 'Tous les jeux',
  oneIn: (n: string) => `1 sur ${n}`,
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
    funds: (game: string) => `Solde insuffisant pour acheter un ticket ${game}. Utilisez « Recharger ».`,
    link: 'Adresse non valide — retour à l’accueil :',
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
  } satisfies Record<LinkError['code'], (v: string) => string>,
};

type Messages = typeof fr;

const en: Messages = {
  appName: 'Grattez',
  tagline: 'Scratch-card simulator — demo credits, no real money',
  nav: { lobby: 'Games', ticket: 'Ticket', rules: 'Rules', history: 'History' },
  otherLang: 'Français',
  otherLangCode: 'fr',
  wallet: 'Balance',
  refill: 'Top up',
  refillHint: 'Brings the balance back to €20 of demo credits',
  buyFor: (price) => `Buy — ${price}`,
  price: 'Price',
  topPrize: 'Top prize',
  odds: 'Odds of winning',
  payout: 'Payout rate',
  winners: 'Winning tickets per block',
  blockLeft: (left) => `${left} tickets left in the block`,
  topLeft: 'Top prizes not yet dealt',
  ofTotal: (remaining, total) => `${remaining} of ${total}`,
  variant: 'Ticket',
  variants: { dog: 'Dog', cat: 'Cat', surprise: 'Surprise' },
  revealAll: 'Reveal all',
  nextFor: (price) => `Next ticket — ${price}`,
  serial: 'Serial no.',
  ticketLink: 'Link to this ticket',
  ticketLabel: (name) => `${name} ticket — scratch the zones, or use the zone buttons with the keyboard`,
  preview: 'Preview: this ticket was not bought; its prize is not credited.',
  lost: 'No win',
  won: (amount) => `You won ${amount}`,
  credited: (amount) => `${amount} credited to your balance`,
  scratching: (done, total) => `${done} of ${total} zones scratched`,
  noTicket: 'No ticket in play. Pick a game.',
  webglError:
    'This browser cannot draw the ticket (WebGL is unavailable). You can still play with the zone buttons from the keyboard, or “Reveal all”.',
  toLobby: 'Pick a game',
  rulesTitle: 'How to play',
  rulesRegulation: (date) => `Regulation of ${date}. Blocks of 1,500,000 tickets.`,
  rulesPaws: [
    'Scratch the 9 paw prints.',
    'On a dog ticket every bone counts; on a cat ticket, every mouse.',
    '1 → €2, 2 → €4, 3 → €10, 4 → €200, 5 → €5,000.',
    'Scratch the Bonus box (kennel or basket): a bowl (dog) or a ball of yarn (cat) multiplies the paws’ prize by 3.',
  ],
  rulesMonths: [
    'Scratch the 12 months: each box hides 3 symbols and an amount.',
    'Two clovers in the same box win that box’s amount.',
    'Scratch the Prize box: you win the amount shown, unless it is €0.',
    'Wins of several boxes add up.',
  ],
  tableAmount: 'Prize',
  tableCount: 'Number of prizes',
  tableOdds: 'Odds',
  tableTotal: 'Total',
  tableAll: 'All prizes',
  allGames: 'All games',
  oneIn: (n) => `1 in ${n}`,
  historyTitle: 'History',
  historyEmpty: 'No ticket played yet.',
  historyDate: 'Date',
  historyGame: 'Game',
  historyPrize: 'Prize',
  historyOpen: 'Reopen',
  historyPending: 'in play',
  stats: 'Totals',
  bought: 'Tickets bought',
  spent: 'Spent',
  wonTotal: 'Won',
  observed: 'Observed payout',
  theoretical: 'theoretical',
  reopenTitle: 'Reopen a ticket from its serial number',
  reopen: 'Open',
  dismiss: 'Close',
  settings: 'Settings',
  motion: 'Animations',
  motions: { system: 'Follow the system', reduce: 'Reduced', full: 'Full' },
  threshold: 'Share to scratch to reveal a zone',
  notices: {
    storageReset: (reason) => `The saved data could not be read and was set aside; the game starts afresh. (${reason})`,
    storageFailed: (reason) => `This browser would not save the game: ${reason}`,
    ticketDropped: (reason) =>
      `The saved ticket in play could not be read: it was set aside; balance and history are kept. (${reason})`,
    funds: (game) => `Your balance is too low for a ${game} ticket. Use “Top up”.`,
    link: 'Invalid address — back to the games:',
  },
  linkErrors: {
    'unknown-param': (v) => `unknown parameter “${v}”`,
    'unknown-game': (v) => `unknown game “${v}” (paws or months)`,
    'unknown-variant': (v) => `unknown variant “${v}” (dog, cat or surprise)`,
    'variant-needs-paws': (v) => `variant “${v}” only goes with game=paws`,
    'unknown-lang': (v) => `unknown language “${v}” (fr or en)`,
    'game-and-serial': (v) => `game and serial cannot go together (${v})`,
    'bad-serial-format': (v) => `malformed serial number “${v}”`,
    'bad-serial-game': (v) => `serial number “${v}”: unknown game`,
    'bad-serial-check': (v) => `serial number “${v}”: wrong check code (a changed character?)`,
    'bad-serial-index': (v) => `serial number “${v}”: outside its block`,
  },
};

export const MESSAGES: Readonly<Record<Lang, Messages>> = { fr, en };

/** The notice as a sentence in the given language. */
export function noticeText(notice: Notice, lang: Lang, gameName: (game: GameId) => string): string {
  const m = MESSAGES[lang];
  switch (notice.kind) {
    case 'storage-reset':
      return m.notices.storageReset(notice.reason);
    case 'storage-failed':
      return m.notices.storageFailed(notice.reason);
    case 'ticket-dropped':
      return m.notices.ticketDropped(notice.reason);
    case 'insufficient-funds':
      return m.notices.funds(gameName(notice.game));
    case 'link':
      return `${m.notices.link} ${notice.errors.map((e) => m.linkErrors[e.code](e.value)).join(' ; ')}.`;
    case 'serial':
      return `${m.linkErrors[notice.code](notice.value)}.`;
  }
}
