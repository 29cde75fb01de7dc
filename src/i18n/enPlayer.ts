import type { PlayerMessages } from './frPlayer.ts';

/** The player's own words (frPlayer.ts), in English. */
export const enPlayer: PlayerMessages = {
  skipToContent: 'Skip to content',
  screens: 'Screens',
  nav: { lobby: 'Games', ticket: 'Ticket', rules: 'Rules', history: 'History' },
  otherLang: 'Français',
  otherLangCode: 'fr',
  wallet: 'Balance',
  refill: 'Top up',
  refillHint: (amount) => `Brings the balance back to ${amount} of demo credits`,
  buyFor: (price) => `Buy — ${price}`,
  price: 'Price',
  topPrize: 'Top prize',
  oddsLabel: 'Odds of winning',
  payout: 'Payout rate',
  winners: 'Winning tickets per block',
  blockLeft: (left) => `${left} tickets left in the block`,
  topLeft: 'Top prizes not yet dealt',
  ofTotal: (remaining, total) => `${remaining} of ${total}`,
  variant: 'Ticket',
  design: 'Ticket design',
  nextFor: (price) => `Next ticket — ${price}`,
  ticketLink: 'Link to this ticket',
  preview: 'Preview: this ticket was not bought; its prize is not credited.',
  credited: (amount) => `${amount} credited to your balance`,
  loading: 'Loading…',
  noTicket: 'No ticket in play. Pick a game.',
  ticketLoadError:
    'The ticket’s drawing could not be loaded (connection?). The zone buttons and “Reveal all” still play the ticket.',
  ticketLoadRetry: 'Try again',
  toLobby: 'Pick a game',
  screenErrorTitle: 'This screen could not be shown',
  screenError: 'Your balance and tickets are kept: go back to the games, or reload the page.',
  technicalDetail: 'Technical detail',
  reloadPage: 'Reload the page',
  rulesTitle: 'How to play',
  tableAmount: 'Prize',
  tableCount: 'Number of prizes',
  tableOdds: 'Odds',
  tableTotal: 'Total',
  tableAll: 'All prizes',
  allGames: 'All games',
  historyTitle: 'History',
  historyEmpty: 'No ticket played yet.',
  historyDate: 'Date',
  historyGame: 'Game',
  historyPrize: 'Prize',
  historyOpen: 'Reopen',
  historyPending: 'in play',
  historyPlayed: 'Tickets played',
  stats: 'Totals',
  bought: 'Tickets bought',
  spent: 'Spent',
  wonTotal: 'Won',
  observed: 'Observed payout',
  theoretical: 'theoretical',
  chartTitle: 'Your results',
  chartBalance: 'Winnings minus stakes, ticket by ticket',
  chartPayout: 'Observed payout, and theoretical (line)',
  chartSummary: (tickets: string, net: string, spent: string, won: string) =>
    `Over ${tickets}: ${net} (staked ${spent}, won ${won}).`,
  chartPayoutLine: (game: string, observed: string, theoretical: string) =>
    `${game}: ${observed} observed, ${theoretical} theoretical.`,
  chartTickets: { one: 'ticket bought', other: 'tickets bought' },
  chartNoTicket: 'no ticket',
  chartKept: (limit: string) =>
    `The curve follows the last ${limit} tickets bought, which the history keeps; the payout rates count all your tickets.`,
  reopenTitle: 'Reopen a ticket from its serial number',
  reopen: 'Open',
  dismiss: 'Close',
  noticeLabel: 'Notice',
  settings: 'Settings',
  motion: 'Animations',
  motions: { system: 'Follow the system', reduce: 'Reduced', full: 'Full' },
  threshold: 'Share to scratch to reveal a zone',
  notices: {
    langUnavailable:
      'The French text could not be loaded: the page stays in English. Check the connection, then try again.',
    storageReset: (reason) => `The saved data could not be read and was set aside; the game starts afresh. (${reason})`,
    storageFailed: (reason) => `This browser would not save the game: ${reason}`,
    ticketDropped: (reason) =>
      `The saved ticket in play could not be read (${reason}): a copy was set aside. If it was bought, it is fully covered again, to be scratched; balance and history are kept.`,
    funds: (game, refill) => `Your balance is too low for a ${game} ticket. Use “${refill}”.`,
    link: 'Invalid address — back to the games:',
    joiner: '; ',
    moreProblems: (count) => (count === 1 ? 'and one more problem' : `and ${count} more problems`),
    moreTickets: (count) => (count === 1 ? 'and one more ticket' : `and ${count} more tickets`),
    datesLost: (count, serials) =>
      `${count === 1 ? 'The date of a ticket in the history' : `The dates of ${count} tickets in the history`} could not be read (${serials}): ${count === 1 ? 'it now shows' : 'they now show'} as “unknown date”.`,
    datesKept:
      'Nothing else is lost (balance, history, ticket in play, prizes to credit); a copy of the original data was set aside.',
    ticketDroppedParts: (reason, parts, detail) =>
      `The saved ticket in play could not be read (${reason}), and part of the saved data could not be read either and was left out: ${parts} (detail: ${detail}). A copy was set aside. If the ticket was bought, it is fully covered again, to be scratched; the balance and the tickets already dealt are kept.`,
    partsLostToo: (parts, detail) =>
      `Part of the saved data could not be read either and was left out: ${parts} (detail: ${detail}).`,
    partsLost: (parts, detail) =>
      `Part of the saved data could not be read and was left out: ${parts} (detail: ${detail}).`,
    partsKept:
      'Nothing else is lost (balance, tickets already dealt, ticket in play); a copy of the original data was set aside.',
    lostOlderRows: (read) =>
      read === 1
        ? 'the rows of the history older than the most recent'
        : `the rows of the history older than the ${read} most recent`,
    lostTicket: 'the ticket in play, if there was one',
    lostTicketNothingOwed:
      'the ticket in play, if there was one (no bought ticket was still to be uncovered: no prize is lost)',
    lostScratching: 'how far the ticket in play was scratched',
    partsCut: (parts, detail) =>
      `The saved data was cut short (as a full disk or a tab closed while saving can leave it); only its start could be read, and this is lost: ${parts} (detail: ${detail}). The balance and the tickets already dealt are kept (none is dealt twice); a copy of the original data was set aside.`,
    cutOwed: (count, serials) =>
      count === 1
        ? `The bought ticket ${serials}, not yet uncovered, is kept: it opens again, fully covered, to be scratched, and its prize is credited once it is uncovered.`
        : `The ${count} bought tickets ${serials}, not yet uncovered, are kept: each opens again, fully covered, to be scratched, and its prize is credited once it is uncovered.`,
    cutOwedUnknown:
      'This data, saved by an earlier version of Grattez, was cut before it said whether a bought ticket was still to be uncovered: if one was, it cannot be found again, and its price is not refunded, as it may have been uncovered and credited before the cut.',
    cutWhole: (detail) =>
      `The saved data was cut short just before its end (detail: ${detail}), but all of it could be read; a copy of the original data was set aside.`,
    cutUnreadable: (detail) =>
      `The saved data was cut short just before its end, and part of it could not be read (detail: ${detail}); a copy of the original data was set aside.`,
    lostRows: (count) => (count === 1 ? '1 row of the history' : `${count} rows of the history`),
    lostHistory: 'the history',
    partsUnreadable: (detail) => `Part of the saved data could not be read (detail: ${detail}).`,
    rowsRebuilt: (count, serials) =>
      count === 1
        ? `The history row of the bought ticket ${serials}, not yet uncovered, was rebuilt: its prize is credited once the ticket is uncovered.`
        : `The history rows of the ${count} bought tickets ${serials}, not yet uncovered, were rebuilt: each one’s prize is credited once the ticket is uncovered.`,
    lostStats: (games) => (games === '' ? 'the statistics' : `the statistics of ${games}`),
    settledLeft: (serial, prize) =>
      `Ticket ${serial}, bought before the one in play, had never been uncovered; it now is, in full: ${
        prize === null ? 'no win' : `won ${prize}, credited`
      }.`,
    finishedFirst: (serial, prize) =>
      `Your ticket in play (${serial}) was uncovered in full before this one opened: ${
        prize === null ? 'no win' : `won ${prize}, credited`
      }.`,
  },
  storageProblems: {
    'cannot-read': (detail) => `storage cannot be read: ${detail}`,
    'not-json': () => 'the data is not JSON',
    'other-version': (detail) => `data of version ${detail}, which this app does not read`,
    invalid: (detail) => `invalid data at ${detail}`,
    'bad-serial': (detail) => `the ticket's serial is invalid (${detail})`,
    'bad-strokes': () => 'unreadable scratch strokes',
    'bad-zones': (detail) => `the ticket's zones do not match (${detail})`,
    'bad-dates': (detail) => `unreadable date in the history (${detail})`,
    'bad-parts': (detail) => `unreadable parts (${detail})`,
    'cut-short': (detail) =>
      `the data was cut short, before its balance and dealt tickets could be read whole (${detail})`,
  },
  sound: {
    mute: 'Mute',
    setting: 'Game sounds (scratching, reveals, wins)',
  },
  storage: {
    unsaved: 'Changes since the last save will be lost if this page closes; saving is tried again every few seconds.',
    unavailable: (reason) =>
      `The browser’s storage is not answering (${reason}): you can play on, but nothing is saved for now, and no ticket can be bought. It is tried again every few seconds.`,
    memoryOnly: (reason) =>
      `This browser allows no storage (${reason}): the game is played from memory and will not be kept. It is lost when this page closes or reloads, even if storage is allowed meanwhile.`,
    noLocalStorage: 'local storage is not available',
    timedOut: (seconds) => `no answer within ${seconds} s`,
    reasons: {
      QuotaExceededError: 'the browser’s storage is full',
      VersionError: 'another version of Grattez is open',
      InvalidStateError: 'the connection to storage was closed',
      TransactionInactiveError: 'the connection to storage was closed',
      UnknownError: 'the browser’s storage met an error',
      AbortError: 'the save was cut short',
      TimeoutError: 'the browser’s storage took too long',
      SecurityError: 'the browser refuses storage to this site',
      NotFoundError: 'the browser’s storage no longer finds the game',
      DataError: 'the browser’s storage refuses this data',
      ReadOnlyError: 'the browser’s storage is read-only',
    },
    interrupted: 'the page was put away before the game was saved',
    cannotSetAside: (problem, reason) =>
      `The saved data cannot be read (${problem}) and could not be set aside (${reason}): it is left as it was, and this game is not being saved.`,
    setAside: (problem) =>
      `The saved data could not be read (${problem}): it was set aside, and this game was saved in its place.`,
    purchaseUnsaved: (game, reason) =>
      `${game} ticket not bought: the purchase could not be saved (${reason}). Nothing was charged.`,
    ticketElsewhere: 'Another tab opened a new ticket; it shows here too.',
    savedGameBack:
      'The browser’s storage answers again: your saved game shows, as it was saved. What was played while waiting for it (no purchase was possible) does not count on it; your settings are kept.',
    newerVersion:
      'A newer version of Grattez is open in this browser and uses the saved game: reload this page to get it back. Until then, nothing is saved and no ticket can be bought.',
    drawFailed:
      'The ticket cannot be drawn here. Uncover each box with a tap, a click or the keyboard, or “Reveal all”.',
    warningLabel: 'Game not saved',
    makeRoom:
      'Free some space on this device, or clear other sites’ data in the browser’s settings (privacy, site data): the game will then be saved by itself.',
    offerUnsaved: {
      game: 'This browser refuses to save: you can play without saving. Credits and tickets then live in this page only, and your saved game stays as it was.',
      damaged:
        'This browser refuses to save: you can play without saving. Credits and tickets then live in this page only, and your saved game stays as it was, its unreadable part included.',
      unreadable:
        'This browser refuses to save: you can play without saving. Credits and tickets then live in this page only, and the unreadable data stays as it was.',
      none: 'This browser refuses to save: you can play without saving. Credits and tickets then live in this page only; nothing is saved in this browser yet.',
      unread:
        'This browser refuses to save: you can play without saving. Credits and tickets then live in this page only, and what this browser has saved, which could not be read, stays as it was.',
    },
    playUnsaved: 'Play without saving',
    purchaseOfferUnsaved: 'To buy anyway, choose “Play without saving” in the warning above.',
    memoryChosen: (reason) =>
      `You are playing without saving, as this browser refuses to save (${reason}): credits, tickets and history from now on live in this page only, and are lost when it closes or reloads.`,
    memoryChosenLeft: {
      game: 'Your saved game stays as it was: reload the page to get it back.',
      damaged: 'Your saved game stays as it was, its unreadable part included: reload the page to get it back.',
      unreadable: 'The saved data, unreadable, stays as it was: a reload starts a new game.',
      none: 'Nothing is saved in this browser: a reload starts a new game.',
      unread: 'What this browser has saved could not be read, and stays as it was: a reload tries to read it again.',
    },
  },
};
