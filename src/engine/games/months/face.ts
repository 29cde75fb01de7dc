import { MAX_PRINTABLE_CENTS } from '../../constants.ts';
import {
  MONTHS_BOXES,
  MONTHS_CLOVERS_TO_WIN,
  MONTHS_DECOYS,
  MONTHS_LOSING_CLOVER_ONE_IN,
  MONTHS_PRINTABLE_CENTS,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_PATTERNS,
  MONTHS_WIN_SYMBOL,
  type MonthsWinPattern,
} from './rules.ts';
import type { Sfc32 } from '../../rng.ts';
import { SYMBOL_IDS, symbolCode } from '../../symbols.ts';

/**
 * Compact months face: 12 boxes of [3 symbol codes, amount in cents], then the Gain amount.
 */
export const MONTHS_BOX_STRIDE = MONTHS_SYMBOLS_PER_BOX + 1;
export const MONTHS_GAIN_OFFSET = MONTHS_BOXES * MONTHS_BOX_STRIDE;
export const MONTHS_FACE_LENGTH = MONTHS_GAIN_OFFSET + 1;

const CLOVER = symbolCode(MONTHS_WIN_SYMBOL);
const DECOYS = Int32Array.from(MONTHS_DECOYS, symbolCode);
const PRINTABLE = Int32Array.from(MONTHS_PRINTABLE_CENTS);
if (DECOYS.length !== 4 || MONTHS_LOSING_CLOVER_ONE_IN !== 2) {
  throw new Error('months draws need exactly 4 decoys and a one-in-two single clover (one bit)');
}

/** A tier's win patterns prepared for drawing: cumulative weights for one draw. */
export interface PatternTable {
  readonly patterns: readonly MonthsWinPattern[];
  readonly cumulativeWeights: Int32Array;
  readonly totalWeight: number;
}

const NO_WIN: PatternTable = {
  patterns: [{ boxesCents: [], gainCents: 0, weight: 1 }],
  cumulativeWeights: Int32Array.of(1),
  totalWeight: 1,
};

/** The patterns that print `amountCents`; undefined when the project has none for it. */
export function monthsPatternTable(amountCents: number): PatternTable | undefined {
  if (amountCents === 0) return NO_WIN;
  const patterns = MONTHS_WIN_PATTERNS.get(amountCents);
  if (patterns === undefined) return undefined;
  const cumulativeWeights = new Int32Array(patterns.length);
  let total = 0;
  patterns.forEach((pattern, i) => {
    total += pattern.weight;
    cumulativeWeights[i] = total;
  });
  return { patterns, cumulativeWeights, totalWeight: total };
}

const months = new Int32Array(MONTHS_BOXES);
const winningAmount = new Int32Array(MONTHS_BOXES);

// A box's three symbols, packed 10 bits each (slot 0 lowest), for every value of what decides
// them: whether the box wins (bit 7 of the index), the first draw's low 7 bits (3 decoys and the
// single-clover coin) and the odd slot. One table read instead of three decoy reads and a select.
const BOX_BITS = 7;
const CODE_BITS = 10;
const CODE_MASK = (1 << CODE_BITS) - 1;
if ([CLOVER, ...DECOYS].some((code) => code < 0 || code > CODE_MASK) || MONTHS_SYMBOLS_PER_BOX * CODE_BITS > 31) {
  throw new Error('months boxes pack three symbol codes of 10 bits into one int32');
}
const BOX_SYMBOLS = new Int32Array((2 << BOX_BITS) * MONTHS_SYMBOLS_PER_BOX);
for (let key = 0; key < 2 << BOX_BITS; key++) {
  const wins = key >>> BOX_BITS === 1;
  for (let slot = 0; slot < MONTHS_SYMBOLS_PER_BOX; slot++) {
    let packed = 0;
    for (let s = 0; s < MONTHS_SYMBOLS_PER_BOX; s++) {
      const decoy = DECOYS[(key >>> (2 * s)) & 3]!;
      // A winning box: clovers but in the odd slot. A losing one: decoys, and one clover in the
      // odd slot when the coin (bit 6) says so.
      const clover = wins ? s !== slot : s === slot && ((key >>> 6) & 1) === 1;
      packed |= (clover ? CLOVER : decoy) << (CODE_BITS * s);
    }
    BOX_SYMBOLS[key * MONTHS_SYMBOLS_PER_BOX + slot] = packed;
  }
}

/**
 * Draws a months face for a prize into `out`: one of the prize's win patterns (by weight), its
 * winning boxes on distinct random months, each with two clovers and one decoy in random order.
 * Every other box shows a decoy amount drawn uniformly from the printable amounts and, one time
 * in two, one clover: the same way whatever the prize. The Gain box holds the pattern's gain.
 *
 * Each box takes two 32-bit draws: the first gives its 3 decoys (2 bits each, exact), the
 * single-clover coin (bit 6) and the odd slot (bits 7–31, by multiply-shift: bias < 1e-7);
 * the second gives the losing amount.
 */
export function drawMonthsFace(rng: Sfc32, table: PatternTable, out: Int32Array): void {
  let pattern = table.patterns[0]!;
  if (table.patterns.length > 1) {
    const r = rng.nextBelow(table.totalWeight);
    for (let i = 0; i < table.patterns.length; i++) {
      if (r < table.cumulativeWeights[i]!) {
        pattern = table.patterns[i]!;
        break;
      }
    }
  }
  const winners = pattern.boxesCents;
  // A losing face, most of a block, places no winning box and skips the months' reset;
  // winningAmount is all zeros between calls, each box clearing its entry below.
  if (winners.length > 0) for (let i = 0; i < MONTHS_BOXES; i++) months[i] = i;
  for (let i = 0; i < winners.length; i++) {
    const j = i + rng.nextBelow(MONTHS_BOXES - i);
    const m = months[j]!;
    months[j] = months[i]!;
    months[i] = m;
    winningAmount[m] = winners[i]!;
  }
  for (let m = 0; m < MONTHS_BOXES; m++) {
    const at = m * MONTHS_BOX_STRIDE;
    const bits = rng.nextInt32();
    const slot = ((bits >>> 7) * MONTHS_SYMBOLS_PER_BOX) >>> 25; // floor(25 bits · 3 / 2^25), in integers
    const printed = PRINTABLE[rng.nextBelow(PRINTABLE.length)]!;
    const amount = winningAmount[m]!;
    const key = (amount > 0 ? 1 << BOX_BITS : 0) | (bits & ((1 << BOX_BITS) - 1));
    const symbols = BOX_SYMBOLS[key * MONTHS_SYMBOLS_PER_BOX + slot]!;
    out[at] = symbols & CODE_MASK;
    out[at + 1] = (symbols >>> CODE_BITS) & CODE_MASK;
    out[at + 2] = symbols >>> (2 * CODE_BITS);
    out[at + 3] = amount > 0 ? amount : printed;
    winningAmount[m] = 0;
  }
  out[MONTHS_GAIN_OFFSET] = pattern.gainCents;
}

/**
 * Scores a valid compact months face: the sum of the boxes with exactly two clovers plus the
 * Gain. When `detail` is given, the winning months (0-based) are pushed into it.
 */
export function scoreMonthsFace(face: Int32Array, detail?: { winningMonths: number[] }): number {
  let total = 0;
  for (let m = 0; m < MONTHS_BOXES; m++) {
    const at = m * MONTHS_BOX_STRIDE;
    const clovers = +(face[at] === CLOVER) + +(face[at + 1] === CLOVER) + +(face[at + 2] === CLOVER);
    if (clovers === MONTHS_CLOVERS_TO_WIN) {
      total += face[at + 3]!;
      detail?.winningMonths.push(m);
    }
  }
  return total + face[MONTHS_GAIN_OFFSET]!;
}

export type MonthsFaceProblem =
  | { readonly code: 'unknown-symbol'; readonly month: number; readonly slot: number }
  | { readonly code: 'three-clovers'; readonly month: number }
  | { readonly code: 'bad-amount'; readonly month: number }; // month -1: the Gain box

function isPrintableAmount(cents: number, min: number): boolean {
  return cents >= min && cents <= MAX_PRINTABLE_CENTS && cents % 100 === 0;
}

/**
 * Counts the reasons the regulation cannot score a compact months face (0 when it can), and
 * pushes each into `problems` when given. Allocates nothing without `problems`.
 */
export function checkMonthsFace(face: Int32Array, problems?: MonthsFaceProblem[]): number {
  let count = 0;
  for (let m = 0; m < MONTHS_BOXES; m++) {
    const at = m * MONTHS_BOX_STRIDE;
    let clovers = 0;
    for (let s = 0; s < MONTHS_SYMBOLS_PER_BOX; s++) {
      const c = face[at + s]!;
      if (c === CLOVER) clovers++;
      else if (!isDecoy(c)) {
        count++;
        problems?.push({ code: 'unknown-symbol', month: m, slot: s });
      }
    }
    if (clovers === 3) {
      count++;
      problems?.push({ code: 'three-clovers', month: m });
    }
    if (!isPrintableAmount(face[at + 3]!, 100)) {
      count++;
      problems?.push({ code: 'bad-amount', month: m });
    }
  }
  if (!isPrintableAmount(face[MONTHS_GAIN_OFFSET]!, 0)) {
    count++;
    problems?.push({ code: 'bad-amount', month: -1 });
  }
  return count;
}

function isDecoy(code: number): boolean {
  for (let i = 0; i < DECOYS.length; i++) if (DECOYS[i] === code) return true;
  return false;
}

// The audit's one-pass check: per symbol code, what a symbol adds to its box's clover count
// (clover 1, decoy 0). Any other symbol, or a code no symbol has, adds INVALID: more than the
// three slots of a scorable box can sum to.
const SYMBOL_COUNT = SYMBOL_IDS.length;
const INVALID = 64;
const BOX_WEIGHT = new Uint8Array(SYMBOL_COUNT).fill(INVALID);
BOX_WEIGHT[CLOVER] = 1;
for (const decoy of DECOYS) BOX_WEIGHT[decoy] = 0;

function weight(code: number): number {
  return code >>> 0 < SYMBOL_COUNT ? BOX_WEIGHT[code]! : INVALID;
}

/**
 * Validates and scores a compact months face in one pass, for whole-block audits: the prize in
 * cents, or -1 when the regulation cannot score the face, i.e. exactly when `checkMonthsFace`
 * counts a problem (an unknown symbol, three clovers, an amount that is not whole euros in
 * range). One table read per symbol instead of a search among the decoys.
 */
export function scoreCheckedMonthsFace(face: Int32Array): number {
  let total = 0;
  let bad = false;
  for (let m = 0; m < MONTHS_BOXES; m++) {
    const at = m * MONTHS_BOX_STRIDE;
    const clovers = weight(face[at]!) + weight(face[at + 1]!) + weight(face[at + 2]!);
    const amount = face[at + 3]!;
    if (clovers === 2) total += amount;
    else if (clovers > 2) bad = true;
    if (!isPrintableAmount(amount, 100)) bad = true;
  }
  const gain = face[MONTHS_GAIN_OFFSET]!;
  return bad || !isPrintableAmount(gain, 0) ? -1 : total + gain;
}
