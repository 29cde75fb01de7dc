#!/usr/bin/env node
// Independent re-scorer of exported tickets. It imports nothing from src/: the prize tables,
// symbol rules and serial check below are its own reading of the regulations
// (the regulations' README and docs/ticket-format.md), so an engine bug cannot hide itself.
//
//   grattez export --game paws --seed demo --block 0 | node scripts/rescore.mjs
//   grattez export --game months --seed demo --block 0 --from 10 --count 500 | node scripts/rescore.mjs --partial
//
// Reads NDJSON tickets on stdin. Checks every ticket: its shape and key order, its price, its
// serial (format and check code, and that it names the ticket's game, seed, block and index),
// that its face can be scored, and that the score equals its `prize`. Without --partial the input
// must be one whole block (1,500,000 tickets of one game, seed and block, indices 0 to 1,499,999
// in order) and the number of tickets per prize must equal article 3's table exactly.
// Prints a report on stdout; on a terminal, its progress meanwhile on stderr (nothing on a pipe).
// --help prints its usage. Exit code: 0 everything matches, 1 something does not, 2 bad usage.

import process from 'node:process';

const BLOCK_SIZE = 1_500_000;

// Article 3 of each regulation, in cents: [amount, tickets per block], and the totals the
// article states, which the table must add up to.
const GAMES = {
  paws: {
    name: 'Chien & Chat',
    letter: 'P',
    price: 200, // article 2: 2 euros
    table: [
      [1_500_000, 2],
      [500_000, 4],
      [60_000, 10],
      [20_000, 200],
      [3_000, 100],
      [1_200, 500],
      [1_000, 60_000],
      [600, 500],
      [400, 245_000],
      [200, 131_000],
    ],
    statedWinners: 437_316,
    statedPaid: 195_000_000,
  },
  months: {
    name: '12 Mois',
    letter: 'M',
    price: 300, // article 2: 3 euros
    table: [
      [4_000_000, 2],
      [100_000, 20],
      [10_000, 3_000],
      [6_000, 4_000],
      [2_000, 10_000],
      [1_200, 35_000],
      [1_000, 60_000],
      [600, 200_000],
    ],
    statedWinners: 312_022,
    statedPaid: 306_000_000,
  },
};

for (const [id, game] of Object.entries(GAMES)) {
  const winners = game.table.reduce((sum, [, count]) => sum + count, 0);
  const paid = game.table.reduce((sum, [amount, count]) => sum + amount * count, 0);
  if (winners !== game.statedWinners || paid !== game.statedPaid) {
    throw new Error(`rescore's own ${id} table does not add up to article 3's totals`);
  }
}

// Paws, article 4: 9 paw prints; 1 to 5 win symbols pay 2, 4, 10, 200, 5,000 euros (4.2.2);
// a multiplier symbol in the 2-symbol bonus multiplies that by 3 (4.3.2).
const PAWS_RULES = {
  dog: { win: 'bone', multiplier: 'bowl' }, // os, gamelle
  cat: { win: 'mouse', multiplier: 'yarn' }, // souris, pelote de laine
};
const PAWS_SPECIAL = new Set(['bone', 'bowl', 'mouse', 'yarn']); // never a decoy, on any ticket
const PAWS_BASE = [0, 200, 400, 1_000, 20_000, 500_000];
const PAWS_PRINTS = 9;
const PAWS_BONUS = 2;

// Twelve months, article 4: 12 boxes of 3 symbols and an amount; two clovers in a box win its
// amount (4.2.2), winning boxes add up (4.2.3); the Gain box pays its amount if not 0 (4.3.2).
const CLOVER = 'clover';
const MONTHS = 12;
const SYMBOLS_PER_BOX = 3;

const KEYS = {
  paws: ['game', 'serial', 'seed', 'block', 'index', 'price', 'prize', 'variant', 'paws', 'bonus'],
  months: ['game', 'serial', 'seed', 'block', 'index', 'price', 'prize', 'months', 'gain'],
};

// Serial: G.seed.block.index(7 digits).CHECK; CHECK = sum over the body of ((position + 1) × 524,287
// mod 1,048,573) times (rank of the character in BODY_ALPHABET + 1), modulo 1,048,573, in 4 digits
// of CHECK_ALPHABET.
const BODY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-.';
const CHECK_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CHECK_MODULUS = 1_048_573;

function checkCode(body) {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const rank = BODY_ALPHABET.indexOf(body[i]);
    if (rank < 0) return undefined;
    sum = (sum + (((i + 1) * 524_287) % CHECK_MODULUS) * (rank + 1)) % CHECK_MODULUS;
  }
  let code = '';
  for (let d = 0; d < 4; d++) {
    code = CHECK_ALPHABET[sum % 32] + code;
    sum = Math.floor(sum / 32);
  }
  return code;
}

// Every serial of a block shares its body up to the index (`P.seed.block.`): that part's sum is
// reckoned once per block, and each ticket's 7 index digits added to it; the weights depend only on
// the position, so the sum is checkCode's. Called once the seed and block are known to be valid.
let prefixOfSum = '';
let prefixSum = 0;
function serialFor(prefix, digits, index) {
  if (!Number.isSafeInteger(index) || index < 0 || index >= BLOCK_SIZE) {
    const body = prefix + digits;
    return `${body}.${checkCode(body)}`;
  }
  if (prefix !== prefixOfSum) {
    prefixSum = 0;
    for (let i = 0; i < prefix.length; i++) {
      const rank = BODY_ALPHABET.indexOf(prefix[i]);
      if (rank < 0) return undefined;
      prefixSum = (prefixSum + (((i + 1) * 524_287) % CHECK_MODULUS) * (rank + 1)) % CHECK_MODULUS;
    }
    prefixOfSum = prefix;
  }
  let sum = prefixSum;
  for (let i = 0, at = prefix.length; i < digits.length; i++, at++) {
    // A digit's rank in BODY_ALPHABET is its value.
    sum = (sum + (((at + 1) * 524_287) % CHECK_MODULUS) * (digits.charCodeAt(i) - 47)) % CHECK_MODULUS;
  }
  let code = '';
  for (let d = 0; d < 4; d++) {
    code = CHECK_ALPHABET[sum % 32] + code;
    sum = Math.floor(sum / 32);
  }
  return `${prefix}${digits}.${code}`;
}

// A block's tickets all name one seed: the last one that had the serial's form.
let goodSeed;
function isSerialSeed(seed) {
  if (seed === goodSeed) return true;
  if (typeof seed !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(seed)) return false;
  goodSeed = seed;
  return true;
}

const isCents = (v) => Number.isSafeInteger(v) && v >= 0;
const isSymbol = (v) => typeof v === 'string' && v.length > 0;

/** The score of a paws face under the rules above, or a string saying why it has none. */
function scorePaws(t, decoysByVariant) {
  const rules = Object.hasOwn(PAWS_RULES, t.variant) ? PAWS_RULES[t.variant] : undefined;
  if (rules === undefined) return `variant ${JSON.stringify(t.variant)} is neither dog nor cat`;
  const decoys = decoysByVariant[t.variant];
  if (!Array.isArray(t.paws) || t.paws.length !== PAWS_PRINTS) return `paws must hold ${PAWS_PRINTS} symbols`;
  if (!Array.isArray(t.bonus) || t.bonus.length !== PAWS_BONUS) return `bonus must hold ${PAWS_BONUS} symbols`;
  let wins = 0;
  for (const s of t.paws) {
    if (s === rules.win) wins++;
    else if (!isSymbol(s) || PAWS_SPECIAL.has(s))
      return `paw symbol ${JSON.stringify(s)} is neither the win symbol nor a decoy`;
    else decoys.add(s);
  }
  let multipliers = 0;
  for (const s of t.bonus) {
    if (s === rules.multiplier) multipliers++;
    else if (!isSymbol(s) || PAWS_SPECIAL.has(s))
      return `bonus symbol ${JSON.stringify(s)} is neither the multiplier nor a decoy`;
    else decoys.add(s);
  }
  if (wins >= PAWS_BASE.length) return `${wins} win symbols: the regulation pays 1 to 5`;
  if (multipliers > 1) return 'two multipliers in the bonus';
  return PAWS_BASE[wins] * (multipliers === 1 ? 3 : 1);
}

/** The score of a twelve-months face under the rules above, or a string saying why it has none. */
function scoreMonths(t, decoys) {
  if (!Array.isArray(t.months) || t.months.length !== MONTHS) return `months must hold ${MONTHS} boxes`;
  if (!isCents(t.gain)) return `gain ${JSON.stringify(t.gain)} is not an amount in cents`;
  let total = t.gain;
  for (let m = 0; m < MONTHS; m++) {
    const box = t.months[m];
    if (box === null || typeof box !== 'object') return `month ${m + 1} is not a box`;
    if (!Array.isArray(box.symbols) || box.symbols.length !== SYMBOLS_PER_BOX)
      return `month ${m + 1} must hold ${SYMBOLS_PER_BOX} symbols`;
    if (!isCents(box.amount) || box.amount === 0)
      return `month ${m + 1}'s amount ${JSON.stringify(box.amount)} is not a positive amount in cents`;
    let clovers = 0;
    for (const s of box.symbols) {
      if (s === CLOVER) clovers++;
      else if (!isSymbol(s)) return `month ${m + 1} shows a symbol that is not one`;
      else decoys.add(s);
    }
    if (clovers === 3) return `month ${m + 1} shows three clovers`;
    if (clovers === 2) total += box.amount;
  }
  return total;
}

function keyOrderProblem(t, expected) {
  const keys = Object.keys(t);
  if (keys.length === expected.length) {
    let i = 0;
    while (i < keys.length && keys[i] === expected[i]) i++;
    if (i === keys.length) return undefined;
  }
  const present = Object.keys(t).filter((k) => expected.includes(k));
  if (present.length !== expected.length)
    return `missing field(s): ${expected.filter((k) => !present.includes(k)).join(', ')}`;
  return present.every((k, i) => k === expected[i]) ? undefined : `fields out of order: ${present.join(', ')}`;
}

// ---- reading -------------------------------------------------------------------------------

const USAGE = `usage: grattez export … | node scripts/rescore.mjs [--partial]

Re-scores NDJSON tickets read on stdin with its own reading of the regulations, and prints a
report on stdout. Without --partial the input must be one whole block (1,500,000 tickets of one
game, seed and block, in order), whose counts per prize must equal article 3's table.

  --partial   part of a block: every ticket checked, the counts per prize not compared
  -h, --help  this help

On a terminal, a line on stderr shows the tickets read meanwhile (nothing on a pipe or a file).
Exit code: 0 everything matches, 1 something does not, 2 bad usage.
`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const partial = args.includes('--partial');
const unknown = args.filter((a) => a !== '--partial');
if (unknown.length > 0 || process.stdin.isTTY) {
  process.stderr.write(
    `rescore: ${unknown.length > 0 ? `unknown argument ${JSON.stringify(unknown[0])}` : 'pipe NDJSON tickets into stdin'}` +
      ' (usage: grattez export … | node scripts/rescore.mjs [--partial]; --help for more)\n',
  );
  process.exit(2);
}

const state = {
  lines: 0,
  tickets: 0,
  game: undefined,
  seed: undefined,
  block: undefined,
  firstIndex: undefined,
  lastIndex: undefined,
  inOrder: true,
  oneBlock: true,
  scoreEqualsPrize: 0,
  problems: 0,
  shown: [],
  counts: new Map(), // re-scored amount -> tickets
  decoys: new Set(), // months: symbol
  pawsDecoys: { dog: new Set(), cat: new Set() }, // paws: symbol, by variant
};

function problem(text) {
  state.problems++;
  if (state.shown.length < 10) state.shown.push(`line ${state.lines}: ${text}`);
}

function check(t) {
  if (t === null || typeof t !== 'object' || Array.isArray(t)) return problem('not a JSON object');
  const game = Object.hasOwn(GAMES, t.game) ? GAMES[t.game] : undefined;
  if (game === undefined) return problem(`game ${JSON.stringify(t.game)} is neither paws nor months`);
  state.tickets++;
  if (state.game === undefined) {
    state.game = t.game;
    state.seed = t.seed;
    state.block = t.block;
  } else if (t.game !== state.game) return problem(`a ${t.game} ticket among ${state.game} tickets`);
  if (t.seed !== state.seed || t.block !== state.block) state.oneBlock = false;

  const order = keyOrderProblem(t, KEYS[t.game]);
  if (order !== undefined) problem(order);
  if (t.price !== game.price) problem(`price ${JSON.stringify(t.price)} instead of ${game.price}`);
  if (!Number.isSafeInteger(t.index) || t.index < 0 || t.index >= BLOCK_SIZE)
    problem(`index ${JSON.stringify(t.index)} is out of the block`);
  else {
    if (state.lastIndex !== undefined && t.index !== state.lastIndex + 1) state.inOrder = false;
    state.firstIndex ??= t.index;
    state.lastIndex = t.index;
  }
  const prefix = `${game.letter}.${t.seed}.${t.block}.`;
  const digits = String(t.index).padStart(7, '0');
  const serialOk =
    isSerialSeed(t.seed) &&
    Number.isSafeInteger(t.block) &&
    t.block >= 0 &&
    t.block <= 999_999 &&
    t.serial === serialFor(prefix, digits, t.index);
  if (!serialOk) problem(`serial ${JSON.stringify(t.serial)} is not the serial of ${prefix}${digits}`);

  const score = t.game === 'paws' ? scorePaws(t, state.pawsDecoys) : scoreMonths(t, state.decoys);
  if (typeof score === 'string') return problem(`${t.serial}: ${score}`);
  state.counts.set(score, (state.counts.get(score) ?? 0) + 1);
  if (score === t.prize) state.scoreEqualsPrize++;
  else problem(`${t.serial}: the face scores ${score} cents but its prize is ${JSON.stringify(t.prize)}`);
}

function line(text) {
  state.lines++;
  if (text.length === 0) return problem('empty line');
  let ticket;
  try {
    ticket = JSON.parse(text);
  } catch (error) {
    return problem(`not JSON (${error.message})`);
  }
  check(ticket);
}

// ---- progress ------------------------------------------------------------------------------
// As the grattez command shows a long run's progress: on a terminal only (stderr a TTY), one line
// redrawn in place with \r and wiped before the report, so that a whole block's half a minute is
// not silent; on a pipe, a file or in CI, nothing. Whole blocks get a bar (tickets of the
// 1,500,000), --partial the count of tickets read.

const progress = process.stderr.isTTY === true ? progressLine() : undefined;

function progressLine() {
  const BAR = 30;
  let shown = '';
  let drawn = 0; // the length of the line on screen
  const draw = (text) => {
    if (text === shown) return;
    const columns = process.stderr.columns;
    const line = typeof columns === 'number' && columns > 1 ? text.slice(0, columns - 1) : text;
    process.stderr.write(`\r${line}${' '.repeat(Math.max(0, drawn - line.length))}`);
    shown = text;
    drawn = line.length;
  };
  const clear = () => {
    if (drawn > 0) process.stderr.write(`\r${' '.repeat(drawn)}\r`);
    shown = '';
    drawn = 0;
  };
  // Ctrl-C: the line wiped, then the usual end of an interrupted command.
  process.once('SIGINT', () => {
    clear();
    process.exit(130);
  });
  return {
    update(lines) {
      if (partial) {
        // The count in tens of thousands past the first: a redraw now and then, not at each chunk.
        draw(`rescore: ${fmt.format(lines < 10_000 ? lines : lines - (lines % 10_000))} tickets read`);
      } else {
        const percent = Math.min(100, Math.floor((100 * lines) / BLOCK_SIZE));
        const filled = Math.min(BAR, Math.round((BAR * lines) / BLOCK_SIZE));
        draw(`rescore [${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${String(percent).padStart(3)} %`);
      }
    },
    clear,
  };
}

let carry = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  let text = carry + chunk;
  let start = 0;
  let end;
  while ((end = text.indexOf('\n', start)) >= 0) {
    line(text.slice(start, end));
    start = end + 1;
  }
  carry = text.slice(start);
  text = '';
  progress?.update(state.lines);
});
process.stdin.on('end', () => {
  progress?.clear();
  if (carry.length > 0) {
    problem(`line ${state.lines + 1} has no final newline`);
    line(carry);
  }
  process.exitCode = report();
});

// ---- report --------------------------------------------------------------------------------

const fmt = new Intl.NumberFormat('en-GB');
const euros = (cents) => `${fmt.format(cents / 100)} €`;

function report() {
  const out = [];
  const game = GAMES[state.game];
  if (game === undefined) {
    out.push(`rescore: no ticket read (${fmt.format(state.lines)} lines)`);
    for (const s of state.shown) out.push(`  ${s}`);
    process.stdout.write(`${out.join('\n')}\nFAIL\n`);
    return 1;
  }
  const range = state.firstIndex === undefined ? '' : `, indices ${state.firstIndex} to ${state.lastIndex}`;
  out.push(
    `rescore: ${state.game} (${game.name}), seed ${state.seed}, block ${state.block}: ${fmt.format(state.tickets)} tickets${range}`,
  );
  out.push(
    `faces whose score equals their prize: ${fmt.format(state.scoreEqualsPrize)} of ${fmt.format(state.tickets)}`,
  );
  const decoys = [
    ...state.decoys,
    ...Object.entries(state.pawsDecoys).flatMap(([variant, symbols]) => [...symbols].map((s) => `${variant}:${s}`)),
  ].sort();
  out.push(`decoy symbols seen: ${decoys.length > 0 ? decoys.join(' ') : 'none'}`);

  let tableOk = true;
  if (partial) {
    out.push('partial input (--partial): counts per prize not compared with article 3');
  } else {
    if (!state.oneBlock) problem('tickets of several seeds or blocks: not one block');
    if (state.tickets !== BLOCK_SIZE || state.firstIndex !== 0 || !state.inOrder) {
      problem(
        `not a whole block: ${fmt.format(state.tickets)} tickets, expected indices 0 to ${BLOCK_SIZE - 1} in order`,
      );
    }
    const winners = game.table.reduce((sum, [, count]) => sum + count, 0);
    const expected = new Map([...game.table, [0, BLOCK_SIZE - winners]]);
    const amounts = [...new Set([...expected.keys(), ...state.counts.keys()])].sort((a, b) => b - a);
    out.push('', `${'prize'.padStart(12)}  ${'article 3'.padStart(10)}  ${'counted'.padStart(10)}`);
    for (const amount of amounts) {
      const want = expected.get(amount) ?? 0;
      const got = state.counts.get(amount) ?? 0;
      if (want !== got) tableOk = false;
      out.push(
        `${euros(amount).padStart(12)}  ${fmt.format(want).padStart(10)}  ${fmt.format(got).padStart(10)}${want === got ? '' : '  MISMATCH'}`,
      );
    }
    let paid = 0;
    let counted = 0;
    for (const [amount, n] of state.counts) {
      if (amount === 0) continue;
      paid += amount * n;
      counted += n;
    }
    out.push(
      '',
      `winners ${fmt.format(counted)} (article 3: ${fmt.format(game.statedWinners)}), paid ${euros(paid)} (article 3: ${euros(game.statedPaid)})`,
    );
    if (!tableOk) problem('the counts per prize differ from article 3');
  }
  if (state.problems > 0) {
    out.push('', `${fmt.format(state.problems)} problem(s), the first ones:`);
    for (const s of state.shown) out.push(`  ${s}`);
  }
  const ok = state.problems === 0 && tableOk;
  out.push('', ok ? 'OK' : 'FAIL');
  process.stdout.write(`${out.join('\n')}\n`);
  return ok ? 0 : 1;
}
