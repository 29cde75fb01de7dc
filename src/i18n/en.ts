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
import { amountAfter } from './format.ts';
import type { SharedMessages } from './fr.ts';
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

/** Every word of the French shared catalogue, in English (the player's own are in enPlayer.ts). */
export const en: SharedMessages = {
  appName: 'Grattez',
  tagline: 'Scratch-card simulator — demo credits, no real money',
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
        const terms = b.winningMonths.map((w) => say.withAmount(MONTHS[w.month]!, w.amountCents));
        if (b.gainCents > 0) terms.push(say.withAmount('Prize box', b.gainCents));
        return terms.length > 1 ? say.withAmount(`${terms.join(' + ')} =`, b.totalCents) : terms.join('');
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
  revealAll: 'Reveal all',
  serial: 'Serial no.',
  ticketLabel: (name) => `${name} ticket — scratch the zones, or use the zone buttons with the keyboard`,
  lost: 'No win',
  won: (amount) => amountAfter('You won', amount),
  winningZone: 'winning zone', // a zone the result highlights, once the ticket is settled
  zonesScratched: { one: 'zone scratched', other: 'zones scratched' },
  scratching: (done, _words, total) => `${done} of ${total} zones scratched`,
  webglError:
    'This browser cannot draw the ticket (WebGL is unavailable). Uncover each box with a tap, a click or the keyboard, or “Reveal all”.',
  rulesRegulation: (date, blockSize) => `Regulation of ${date}. Blocks of ${blockSize} tickets.`,
  serialEmpty: `empty serial number (of the form ${SERIAL_EXAMPLE})`,
  linkErrors: {
    'unknown-param': (v) => `unknown parameter “${v}”`,
    'repeated-param': (v) => `parameter “${v}” given more than once`,
    'unknown-game': (v) => `unknown game “${v}” (${GAME_IDS.join(' or ')})`,
    'unknown-variant': (v) => `unknown variant “${v}” (dog, cat or any)`,
    'variant-needs-paws': (v) => `variant “${v}” only goes with game=paws`,
    'variant-with-serial': (v) => `variant “${v}” does not go with serial: the serial decides the animal`,
    'unknown-lang': (v) => `unknown language “${v}” (fr or en)`,
    'unknown-design': (v) => `unknown design “${v}”`,
    'design-mismatch': (v, designs = []) =>
      `this design does not go with that ticket (${v}${designs.length > 0 ? `; designs: ${designs.join(', ')}` : ''})`,
    'game-and-serial': (v) => `game and serial cannot go together (${v})`,
    'bad-serial-format': (v) => `malformed serial number “${v}” (of the form ${SERIAL_EXAMPLE})`,
    'bad-serial-game': (v) =>
      `serial number “${v}”: unknown game (its first letter is ${SERIAL_PREFIXES.join(' or ')})`,
    'bad-serial-block': (v) => `serial number “${v}”: block out of range (0 to ${MAX_BLOCK})`,
    'bad-serial-check': (v) => `serial number “${v}”: wrong check code (a changed character?)`,
    'bad-serial-index': (v) => `serial number “${v}”: outside its block (${SERIAL_INDICES[0]} to ${SERIAL_INDICES[1]})`,
  },
};
