import { Dealer } from './block.ts';
import { GAMES, type GameId } from './games/registry.ts';
import type { GameModule } from './games/types.ts';

/** One tier of an audited block: what article 3 expects, and what the block's faces score. */
export interface TierAudit {
  readonly amountCents: number;
  readonly expected: number; // article 3's count for a whole block (see AuditOptions.tickets)
  readonly counted: number; // faces that score this amount
}

export interface BlockAudit {
  readonly game: GameId;
  readonly seed: string;
  readonly block: number;
  readonly tickets: number;
  readonly tiers: readonly TierAudit[]; // article 3's order, losing tier last
  readonly unexpectedPrizes: number; // faces scoring an amount the table does not have
  readonly invalidFaces: number; // faces the regulation cannot score
  readonly mismatchedFaces: number; // faces scoring other than the prize the block assigned them
  readonly winners: number; // counted
  readonly paidCents: number; // counted
  readonly exact: boolean; // every count as expected, every face valid and true to its prize
}

/** Tickets audited between two progress reports. */
const PROGRESS_TICKETS = 65_536;

export interface AuditOptions {
  /** Called now and then with the tickets audited so far. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Audits only tickets 0 to `tickets - 1` (default: the whole block). Article 3's counts hold
   * for whole blocks only, so a part of a block is expected to hold what the block's
   * permutation assigns to those tickets. Meant for tests that need a quick audit.
   */
  readonly tickets?: number;
}

/**
 * What the faces of tickets `start` to `end - 1` of one block score: a part of the block's audit.
 * Parts that cover a block's first tickets once each add up to its audit (`auditFromTallies`),
 * so that parts of a block can be audited apart, on several threads.
 */
export interface BlockTally {
  readonly game: GameId;
  readonly seed: string;
  readonly block: number;
  readonly start: number;
  readonly end: number; // excluded
  readonly counted: readonly number[]; // faces per tier, in the block's tier order
  readonly unexpectedPrizes: number;
  readonly invalidFaces: number;
  readonly mismatchedFaces: number;
}

/**
 * Deals, validates and scores every ticket of a block with the same generator as everything
 * else, and compares the counts with article 3. Each face is validated and scored in one pass
 * (the game's `scoreCheckedFace`, held equal to the checkers and scorers
 * by the engine's tests).
 */
export function auditBlock(game: GameId, seed: string, blockNumber: number, options: AuditOptions = {}): BlockAudit {
  const blockSize = GAMES[game].blockSize;
  const total = options.tickets ?? blockSize;
  if (!Number.isInteger(total) || total < 1 || total > blockSize) {
    throw new RangeError(`an audit covers 1 to ${blockSize} tickets, not ${total}`);
  }
  return auditFromTallies([tallyBlock(game, seed, blockNumber, 0, total, options.onProgress)]);
}

/**
 * Deals, validates and scores tickets `start` to `end - 1` of a block, as `auditBlock` does, and
 * counts what they score. `onProgress` is called now and then with the tickets of the part
 * tallied so far, and the part's size.
 */
export function tallyBlock(
  game: GameId,
  seed: string,
  blockNumber: number,
  start: number,
  end: number,
  onProgress?: (done: number, total: number) => void,
): BlockTally {
  const block = new Dealer(game, seed, blockNumber);
  const blockSize = block.game.blockSize;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start || end > blockSize) {
    throw new RangeError(`a part of a block covers tickets 0 to ${blockSize - 1}, not ${start} to ${end - 1}`);
  }
  const lookup = new TierLookup(block.tiers.map((tier) => tier.amountCents));
  const tally = new Tally(block.tiers.length);
  const face = block.newFaceBuffer();
  for (let from = start; from < end; from += PROGRESS_TICKETS) {
    const to = Math.min(from + PROGRESS_TICKETS, end);
    tallyFaces(block, block.module, lookup, face, from, to, tally.counted, tally);
    if (onProgress !== undefined && to - from === PROGRESS_TICKETS) onProgress(to - start, end - start);
  }
  onProgress?.(end - start, end - start);
  const { invalidFaces, mismatchedFaces, unexpectedPrizes } = tally;
  const counted = Array.from(tally.counted);
  return { game, seed, block: blockNumber, start, end, counted, unexpectedPrizes, invalidFaces, mismatchedFaces };
}

/**
 * The audit of a block's first tickets from the tallies of parts that cover them once each, in any
 * order: the whole block, or its first `tickets` (see AuditOptions.tickets). Throws when the
 * parts are of different blocks, overlap or leave a gap (a programmer error).
 */
export function auditFromTallies(parts: readonly BlockTally[]): BlockAudit {
  const sorted = [...parts].sort((a, b) => a.start - b.start);
  const first = sorted[0];
  if (first === undefined) throw new RangeError('auditFromTallies needs at least one tally');
  const { game, seed, block: blockNumber } = first;
  const block = new Dealer(game, seed, blockNumber);
  const counted = block.tiers.map(() => 0);
  let unexpectedPrizes = 0;
  let invalidFaces = 0;
  let mismatchedFaces = 0;
  let total = 0;
  for (const part of sorted) {
    if (part.game !== game || part.seed !== seed || part.block !== blockNumber || part.start !== total) {
      throw new RangeError(`tallies of ${game} ${seed} ${blockNumber} must cover its tickets from 0, once each`);
    }
    part.counted.forEach((n, t) => (counted[t]! += n));
    unexpectedPrizes += part.unexpectedPrizes;
    invalidFaces += part.invalidFaces;
    mismatchedFaces += part.mismatchedFaces;
    total = part.end;
  }
  const expected =
    total === block.game.blockSize ? block.tiers.map((tier) => tier.count) : assignedCounts(block, total);
  const tiers: TierAudit[] = [];
  let winners = 0;
  let paidCents = 0;
  for (let t = 0; t < block.tiers.length; t++) {
    const amountCents = block.tiers[t]!.amountCents;
    const tier = { amountCents, expected: expected[t]!, counted: counted[t]! };
    tiers.push(tier);
    if (amountCents === 0) continue;
    winners += tier.counted;
    paidCents += tier.counted * amountCents;
  }
  const exact =
    invalidFaces === 0 &&
    mismatchedFaces === 0 &&
    unexpectedPrizes === 0 &&
    tiers.every((t) => t.counted === t.expected);
  return {
    game,
    seed,
    block: blockNumber,
    tickets: total,
    tiers,
    unexpectedPrizes,
    invalidFaces,
    mismatchedFaces,
    winners,
    paidCents,
    exact,
  };
}

/** What the faces of an audit score so far. */
class Tally {
  readonly counted: Float64Array; // faces per tier, in the block's tier order
  invalidFaces = 0;
  mismatchedFaces = 0;
  unexpectedPrizes = 0;

  constructor(tierCount: number) {
    this.counted = new Float64Array(tierCount);
  }
}

/**
 * Deals, validates and scores tickets `start` to `end - 1` into `counted` and `tally`: the audit's
 * hot loop, a function of its own so that V8 optimises it once and keeps it. It calls nothing that
 * changes from one block to the next (no callback, no closure made per audit), which would be
 * a new call target and throw the optimised code away: the game's module is one object per game.
 *
 * It reads nothing before its loop. V8 gives a function its type feedback only after its first
 * call has begun, so what that call runs first is left without any; code optimised while the loop
 * runs would then be thrown away on its next call, at such a read, in some runs and not others
 * (depending on when the compiler thread finished), and the block that follows ran slower. Whatever
 * runs only for a bad face (the counters on `tally`) may lack feedback: it is never reached in an
 * exact block.
 */
function tallyFaces(
  block: Dealer,
  game: GameModule,
  lookup: TierLookup,
  face: Int32Array,
  start: number,
  end: number,
  counted: Float64Array,
  tally: Tally,
): void {
  for (let index = start; index < end; index++) {
    const assigned = block.drawFace(index, face);
    const prize = game.scoreCheckedFace(face);
    if (prize < 0) {
      tally.invalidFaces++;
      continue;
    }
    if (prize !== assigned) tally.mismatchedFaces++;
    const t = lookup.tierOf(prize);
    if (t < 0) tally.unexpectedPrizes++;
    else counted[t]!++;
  }
}

/** How many of tickets 0 … total-1 the block assigns to each tier. */
function assignedCounts(block: Dealer, total: number): number[] {
  const counts = block.tiers.map(() => 0);
  for (let index = 0; index < total; index++) counts[block.tierOf(index)]!++;
  return counts;
}

/**
 * The tier index of an amount in cents, or -1 if no tier pays it: one typed-array read for
 * whole euros (every amount of both tables), a search otherwise. A class, not a closure: every
 * audit calls the same method, so V8's optimised loop stays valid from one block to the next.
 */
class TierLookup {
  private readonly byEuro: Int8Array; // tier index by amount in euros, -1 where none; empty: search
  private readonly top: number; // the largest amount, in cents

  constructor(private readonly amounts: readonly number[]) {
    this.top = Math.max(...amounts);
    const euros = amounts.length <= 127 && amounts.every((cents) => cents >= 0 && cents % 100 === 0);
    this.byEuro = new Int8Array(euros ? this.top / 100 + 1 : 0).fill(-1);
    if (euros) amounts.forEach((cents, t) => (this.byEuro[cents / 100] = t));
  }

  tierOf(cents: number): number {
    if (this.byEuro.length === 0) return this.amounts.indexOf(cents);
    return cents % 100 === 0 && cents >= 0 && cents <= this.top ? this.byEuro[cents / 100]! : -1;
  }
}
