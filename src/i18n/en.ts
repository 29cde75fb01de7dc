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
} from '../engine/index.ts';
import type { Messages } from './fr.ts';
import { pawsExplain, pawsLadder, pawsMultipliedPrizes, pawsRevealedNote } from './pawsWords.ts';

/** "a, b and c". */
const englishList = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;

const MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Every word of the French catalogue, in English. */
export const en: Messages = {
  appName: 'Grattez',
  tagline: 'Scratch-card simulator — demo credits, no real money',
  skipToContent: 'Skip to content',
  screens: 'Screens',
  nav: { lobby: 'Games', ticket: 'Ticket', rules: 'Rules', history: 'History' },
  otherLang: 'Français',
  otherLangCode: 'fr',
  labelSeparator: ': ',
  listSeparator: ', ',
  games: {
    paws: {
      name: 'Dog & Cat',
      zoneName: (zone) => (zone.kind === 'paw' ? `Paw ${zone.ordinal + 1}` : 'Bonus'),
      rules: (say) => [
        `Scratch the ${PAWS_ZONES} paw prints.`,
        `On a dog ticket every ${say.symbol(PAWS_SYMBOLS.dog.win).one} counts; on a cat ticket, every ${say.symbol(PAWS_SYMBOLS.cat.win).one}.`,
        `Depending on how many: ${pawsLadder(say, (euros, count) => `${euros} for ${count}`)}.`,
        // Article 4.3.2's words, as the tickets' legends print them, and article 3's note on the prizes it makes.
        `Scratch the Bonus box (kennel or basket): ${say.symbol(PAWS_SYMBOLS.dog.multiplier).a} with two ${say.plural(2, PAWS_SYMBOLS.dog.win)} on a dog ticket, or ${say.symbol(PAWS_SYMBOLS.cat.multiplier).a} on a cat ticket, multiplies the paws’ prize by ${PAWS_MULTIPLIER}. The prizes of ${englishList(pawsMultipliedPrizes(say))} in the table come from this multiplication.`,
      ],
      explain: pawsExplain,
      revealedNote: (t, zone, revealed, say) =>
        pawsRevealedNote(t, zone, revealed, say, (count, symbols) => `${count} ${symbols} on the paws uncovered`),
    },
    months: {
      name: '12 Months',
      zoneName: (zone) => (zone.kind === 'month' ? MONTHS[zone.ordinal]! : 'Prize box'),
      rules: (say) => [
        `Scratch the ${MONTHS_BOXES} months: each box hides ${MONTHS_SYMBOLS_PER_BOX} symbols and an amount.`,
        `${MONTHS_CLOVERS_TO_WIN} ${say.plural(MONTHS_CLOVERS_TO_WIN, MONTHS_WIN_SYMBOL)} in the same box win that box’s amount.`,
        `Scratch the Prize box: you win the amount shown, unless it is ${say.euros(0)}.`,
        'Wins of several boxes add up.',
      ],
      explain: (b, say) => {
        const terms = b.winningMonths.map((w) => `${MONTHS[w.month]!} ${say.euros(w.amountCents)}`);
        if (b.gainCents > 0) terms.push(`Prize box ${say.euros(b.gainCents)}`);
        return terms.length > 1 ? `${terms.join(' + ')} = ${say.euros(b.totalCents)}` : terms.join('');
      },
    },
  },
  variants: { dog: 'Dog', cat: 'Cat', any: 'Surprise' },
  symbols: {
    bone: { one: 'bone', other: 'bones', a: 'a bone' },
    bowl: { one: 'bowl', other: 'bowls', a: 'a bowl' },
    ball: { one: 'ball', other: 'balls', a: 'a ball' },
    collar: { one: 'collar', other: 'collars', a: 'a collar' },
    frisbee: { one: 'frisbee', other: 'frisbees', a: 'a frisbee' },
    slipper: { one: 'slipper', other: 'slippers', a: 'a slipper' },
    mouse: { one: 'mouse', other: 'mice', a: 'a mouse' },
    yarn: { one: 'ball of yarn', other: 'balls of yarn', a: 'a ball of yarn' },
    fish: { one: 'fish', other: 'fish', a: 'a fish' },
    bell: { one: 'bell', other: 'bells', a: 'a bell' },
    feather: { one: 'feather', other: 'feathers', a: 'a feather' },
    butterfly: { one: 'butterfly', other: 'butterflies', a: 'a butterfly' },
    clover: { one: 'clover', other: 'clovers', a: 'a clover' },
    horseshoe: { one: 'horseshoe', other: 'horseshoes', a: 'a horseshoe' },
    ladybug: { one: 'ladybird', other: 'ladybirds', a: 'a ladybird' },
    star: { one: 'star', other: 'stars', a: 'a star' },
    moon: { one: 'moon', other: 'moons', a: 'a moon' },
  },
  scratchHere: 'Scratch here',
  simulatedMention: 'Simulated game — no value',
  odds: (oneIn) => [`1 in ${oneIn}`],
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
  revealAll: 'Reveal all',
  nextFor: (price) => `Next ticket — ${price}`,
  serial: 'Serial no.',
  ticketLink: 'Link to this ticket',
  ticketLabel: (name) => `${name} ticket — scratch the zones, or use the zone buttons with the keyboard`,
  preview: 'Preview: this ticket was not bought; its prize is not credited.',
  lost: 'No win',
  won: (amount) => `You won ${amount}`,
  credited: (amount) => `${amount} credited to your balance`,
  winningZone: 'winning zone', // a zone the result highlights, once the ticket is settled
  zonesScratched: { one: 'zone scratched', other: 'zones scratched' },
  scratching: (done, _words, total) => `${done} of ${total} zones scratched`,
  loading: 'Loading…',
  noTicket: 'No ticket in play. Pick a game.',
  webglError:
    'This browser cannot draw the ticket (WebGL is unavailable). Uncover each box with a tap, a click or the keyboard, or “Reveal all”.',
  ticketLoadError:
    'The ticket’s drawing could not be loaded (connection?). The zone buttons and “Reveal all” still play the ticket.',
  ticketLoadRetry: 'Try again',
  toLobby: 'Pick a game',
  screenErrorTitle: 'This screen could not be shown',
  screenError: 'Your balance and tickets are kept: go back to the games, or reload the page.',
  technicalDetail: 'Technical detail',
  reloadPage: 'Reload the page',
  rulesTitle: 'How to play',
  rulesRegulation: (date, blockSize) => `Regulation of ${date}. Blocks of ${blockSize} tickets.`,
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
  settings: 'Settings',
  motion: 'Animations',
  motions: { system: 'Follow the system', reduce: 'Reduced', full: 'Full' },
  threshold: 'Share to scratch to reveal a zone',
  notices: {
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
  linkErrors: {
    'unknown-param': (v) => `unknown parameter “${v}”`,
    'repeated-param': (v) => `parameter “${v}” given more than once`,
    'unknown-game': (v) => `unknown game “${v}” (${GAME_IDS.join(' or ')})`,
    'unknown-variant': (v) => `unknown variant “${v}” (dog, cat or any)`,
    'variant-needs-paws': (v) => `variant “${v}” only goes with game=paws`,
    'variant-with-serial': (v) => `variant “${v}” does not go with serial: the serial decides the animal`,
    'unknown-lang': (v) => `unknown language “${v}” (fr or en)`,
    'unknown-design': (v) => `unknown design “${v}”`,
    'design-mismatch': (v) => `this design does not go with that ticket (${v})`,
    'game-and-serial': (v) => `game and serial cannot go together (${v})`,
    'bad-serial-format': (v) => `malformed serial number “${v}” (of the form ${SERIAL_EXAMPLE})`,
    'bad-serial-game': (v) =>
      `serial number “${v}”: unknown game (its first letter is ${SERIAL_PREFIXES.join(' or ')})`,
    'bad-serial-block': (v) => `serial number “${v}”: block out of range (0 to ${MAX_BLOCK})`,
    'bad-serial-check': (v) => `serial number “${v}”: wrong check code (a changed character?)`,
    'bad-serial-index': (v) => `serial number “${v}”: outside its block (${SERIAL_INDICES[0]} to ${SERIAL_INDICES[1]})`,
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
