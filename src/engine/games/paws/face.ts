import {
  PAWS_BASE_PRIZE_CENTS,
  PAWS_BONUS_SYMBOLS,
  PAWS_LOSING_MULTIPLIER_ONE_IN,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  type PawsVariant,
} from './rules.ts';
import type { Sfc32 } from '../../rng.ts';
import { SYMBOL_IDS, symbolCode } from '../../symbols.ts';

/**
 * Compact paws face: [variant (0 dog, 1 cat), 9 paw symbol codes, 2 bonus symbol codes].
 * Codes are symbol codes from symbols.ts; -1 marks an id no ticket uses.
 */
export const PAWS_FACE_LENGTH = 1 + PAWS_ZONES + PAWS_BONUS_SYMBOLS;
export const PAWS_BONUS_OFFSET = 1 + PAWS_ZONES;

interface VariantCodes {
  readonly win: number;
  readonly multiplier: number;
  readonly decoys: Int32Array;
}

const VARIANT_CODES: readonly VariantCodes[] = PAWS_VARIANTS.map((variant) => {
  const symbols = PAWS_SYMBOLS[variant];
  return {
    win: symbolCode(symbols.win),
    multiplier: symbolCode(symbols.multiplier),
    decoys: Int32Array.from(symbols.decoys, symbolCode),
  };
});

/** How a paws prize is printed: the number of win symbols and whether the bonus multiplies. */
export interface PawsDecomposition {
  readonly winCount: number;
  readonly multiplied: boolean;
}

/**
 * The unique way to print `amountCents` on a paws face, or undefined if there is none.
 * Derived from the rules, not listed: every (count, multiplier) pair is tried.
 */
export function decomposePawsPrize(amountCents: number): PawsDecomposition | undefined {
  let found: PawsDecomposition | undefined;
  for (let winCount = 0; winCount < PAWS_BASE_PRIZE_CENTS.length; winCount++) {
    const base = PAWS_BASE_PRIZE_CENTS[winCount]!;
    for (const multiplied of [false, true]) {
      if (base * (multiplied ? PAWS_MULTIPLIER : 1) !== amountCents) continue;
      if (amountCents === 0) return { winCount: 0, multiplied: false };
      if (found !== undefined) throw new Error(`paws prize ${amountCents} has two decompositions`);
      found = { winCount, multiplied };
    }
  }
  return found;
}

const positions = new Int32Array(PAWS_ZONES);
const DECOY_BITS = 2;
const LOSING_MULTIPLIER_MASK = PAWS_LOSING_MULTIPLIER_ONE_IN - 1;
if (
  VARIANT_CODES.some((v) => v.decoys.length !== 1 << DECOY_BITS) ||
  (PAWS_LOSING_MULTIPLIER_ONE_IN & LOSING_MULTIPLIER_MASK) !== 0
) {
  throw new Error('paws draws need exactly 4 decoys per variant and a power-of-two multiplier rate');
}

/**
 * Draws a paws face for a prize into `out`. The decomposition is the prize's; the variant,
 * the places of the win symbols and every decoy are drawn from `rng`, the same way whatever
 * the prize: decoys are uniform and independent, so they tell nothing the win symbols don't.
 *
 * One 32-bit draw gives, exactly: the variant (bit 31), 11 decoys (2 bits each, bits 0–21),
 * the losing multiplier's chance (bits 22–24) and its bonus slot (bit 25).
 */
export function drawPawsFace(rng: Sfc32, decomposition: PawsDecomposition, out: Int32Array): void {
  const bits = rng.nextInt32();
  const variant = bits >>> 31;
  const codes = VARIANT_CODES[variant]!;
  const decoys = codes.decoys;
  out[0] = variant;
  for (let i = 0; i < PAWS_ZONES; i++) {
    positions[i] = i;
    out[1 + i] = decoys[(bits >>> (i * DECOY_BITS)) & 3]!;
  }
  out[PAWS_BONUS_OFFSET] = decoys[(bits >>> 18) & 3]!;
  out[PAWS_BONUS_OFFSET + 1] = decoys[(bits >>> 20) & 3]!;
  // Partial Fisher–Yates: the first winCount positions get the win symbol.
  const winCount = decomposition.winCount;
  for (let i = 0; i < winCount; i++) {
    const j = i + rng.nextBelow(PAWS_ZONES - i);
    const p = positions[j]!;
    positions[j] = positions[i]!;
    positions[i] = p;
    out[1 + p] = codes.win;
  }
  const showMultiplier = decomposition.multiplied || (winCount === 0 && ((bits >>> 22) & LOSING_MULTIPLIER_MASK) === 0);
  if (showMultiplier) out[PAWS_BONUS_OFFSET + ((bits >>> 25) & 1)] = codes.multiplier;
}

/**
 * Scores a valid compact paws face: the prize in cents. When `detail` is given, fills its
 * `winningPaws` and returns the breakdown through it as well. Faces must pass
 * `checkPawsFace` first; this function assumes they do.
 */
export function scorePawsFace(face: Int32Array, detail?: { winningPaws: number[]; multiplierSlot: number }): number {
  const codes = VARIANT_CODES[face[0]!]!;
  let winCount = 0;
  for (let i = 0; i < PAWS_ZONES; i++) {
    if (face[1 + i] === codes.win) {
      winCount++;
      detail?.winningPaws.push(i);
    }
  }
  let multiplied = false;
  for (let s = 0; s < PAWS_BONUS_SYMBOLS; s++) {
    if (face[PAWS_BONUS_OFFSET + s] === codes.multiplier) {
      multiplied = true;
      if (detail) detail.multiplierSlot = s;
    }
  }
  return PAWS_BASE_PRIZE_CENTS[winCount]! * (multiplied ? PAWS_MULTIPLIER : 1);
}

export type PawsFaceProblem =
  | { readonly code: 'bad-variant' }
  | { readonly code: 'unknown-symbol'; readonly zone: 'paws' | 'bonus'; readonly slot: number }
  | { readonly code: 'too-many-wins'; readonly winCount: number }
  | { readonly code: 'two-multipliers' };

function isDecoy(decoys: Int32Array, code: number): boolean {
  for (let i = 0; i < decoys.length; i++) if (decoys[i] === code) return true;
  return false;
}

/**
 * Counts the reasons the regulation cannot score a compact paws face (0 when it can), and
 * pushes each into `problems` when given. Allocates nothing without `problems`.
 */
export function checkPawsFace(face: Int32Array, problems?: PawsFaceProblem[]): number {
  const codes = VARIANT_CODES[face[0] ?? -1];
  if (codes === undefined) {
    problems?.push({ code: 'bad-variant' });
    return 1;
  }
  let count = 0;
  let winCount = 0;
  for (let i = 0; i < PAWS_ZONES; i++) {
    const c = face[1 + i]!;
    if (c === codes.win) winCount++;
    else if (!isDecoy(codes.decoys, c)) {
      count++;
      problems?.push({ code: 'unknown-symbol', zone: 'paws', slot: i });
    }
  }
  let multipliers = 0;
  for (let s = 0; s < PAWS_BONUS_SYMBOLS; s++) {
    const c = face[PAWS_BONUS_OFFSET + s]!;
    if (c === codes.multiplier) multipliers++;
    else if (!isDecoy(codes.decoys, c)) {
      count++;
      problems?.push({ code: 'unknown-symbol', zone: 'bonus', slot: s });
    }
  }
  if (winCount >= PAWS_BASE_PRIZE_CENTS.length) {
    count++;
    problems?.push({ code: 'too-many-wins', winCount });
  }
  if (multipliers > 1) {
    count++;
    problems?.push({ code: 'two-multipliers' });
  }
  return count;
}

// The audit's one-pass check: per variant and symbol code, what a symbol adds to the paw zones'
// sum (win symbol 1, decoy 0) and to the bonus's sum (multiplier 1, decoy 0). Any other symbol,
// or a code no symbol has, adds INVALID: more than a scorable face can ever sum to.
const SYMBOL_COUNT = SYMBOL_IDS.length;
const INVALID = 64;
const PAW_WEIGHT = new Uint8Array(PAWS_VARIANTS.length * SYMBOL_COUNT).fill(INVALID);
const BONUS_WEIGHT = new Uint8Array(PAWS_VARIANTS.length * SYMBOL_COUNT).fill(INVALID);
VARIANT_CODES.forEach((codes, variant) => {
  const at = variant * SYMBOL_COUNT;
  for (const decoy of codes.decoys) {
    PAW_WEIGHT[at + decoy] = 0;
    BONUS_WEIGHT[at + decoy] = 0;
  }
  PAW_WEIGHT[at + codes.win] = 1;
  BONUS_WEIGHT[at + codes.multiplier] = 1;
});

function weight(table: Uint8Array, at: number, code: number): number {
  return code >>> 0 < SYMBOL_COUNT ? table[at + code]! : INVALID;
}

/**
 * Validates and scores a compact paws face in one pass, for whole-block audits: the prize in
 * cents, or -1 when the regulation cannot score the face, i.e. exactly when `checkPawsFace`
 * counts a problem (an unknown symbol, more than 5 win symbols, two multipliers, a bad
 * variant). One table read per symbol instead of a search among the decoys.
 */
export function scoreCheckedPawsFace(face: Int32Array): number {
  const variant = face[0]!;
  if (variant >>> 0 >= PAWS_VARIANTS.length) return -1;
  const at = variant * SYMBOL_COUNT;
  let wins = 0;
  for (let i = 1; i <= PAWS_ZONES; i++) wins += weight(PAW_WEIGHT, at, face[i]!);
  let multipliers = 0;
  for (let s = PAWS_BONUS_OFFSET; s < PAWS_FACE_LENGTH; s++) multipliers += weight(BONUS_WEIGHT, at, face[s]!);
  if (wins >= PAWS_BASE_PRIZE_CENTS.length || multipliers > 1) return -1;
  return PAWS_BASE_PRIZE_CENTS[wins]! * (multipliers === 1 ? PAWS_MULTIPLIER : 1);
}

export function pawsVariantAt(code: number): PawsVariant {
  const variant = PAWS_VARIANTS[code];
  if (variant === undefined) throw new RangeError(`no paws variant has code ${code}`);
  return variant;
}
