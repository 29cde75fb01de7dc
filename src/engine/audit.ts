import { Dealer } from './block.ts';
import type { GameId } from './games.ts';
import { scoreCheckedMonthsFace } from './months.ts';
import { scoreCheckedPawsFace } from './paws.ts';

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
 * Deals, validates and scores every ticket of a block with the same generator as everything
 * else, and compares the counts with article 3. Each face is validated and scored in one pass
 * (`scoreCheckedPawsFace` / `scoreCheckedMonthsFace`, held equal to the checkers and scorers
 * by the engine's tests).
 */
export function auditBlock(game: GameId, seed: string, blockNumber: number, options: AuditOptions = {}): BlockAudit {
  const block = new Dealer(game, seed, blockNumber);
  const blockSize = block.game.blockSize;
  const total = options.tickets ?? blockSize;
  if (!Number.isInteger(total) || total < 1 || total > blockSize) {
    throw new RangeError(`an audit covers 1 to ${blockSize} tickets, not ${total}`);
  }
  const expected = total === blockSize ? block.tiers.map((tier) => tier.count) : assignedCounts(block, total);
  const tierOf = tierLookup(block.tiers.map((tier) => tier.amountCents));
  const counted = new Float64Array(block.tiers.length);
  const score = game === 'paws' ? scoreCheckedPawsFace : scoreCheckedMonthsFace;
  const onProgress = options.onProgress;
  const face = block.newFaceBuffer();
  let unexpectedPrizes = 0;
  let invalidFaces = 0;
  let mismatchedFaces = 0;
  for (let index = 0; index < total; index++) {
    const assigned = block.drawFace(index, face);
    const prize = score(face);
    if (prize < 0) {
      invalidFaces++;
      continue;
    }
    if (prize !== assigned) mismatchedFaces++;
    const t = tierOf(prize);
    if (t < 0) unexpectedPrizes++;
    else counted[t]!++;
    if (onProgress !== undefined && (index & 0xffff) === 0xffff) onProgress(index + 1, total);
  }
  onProgress?.(total, total);
  const tiers = block.tiers.map((tier, t) => ({
    amountCents: tier.amountCents,
    expected: expected[t]!,
    counted: counted[t]!,
  }));
  let winners = 0;
  let paidCents = 0;
  for (const tier of tiers) {
    if (tier.amountCents === 0) continue;
    winners += tier.counted;
    paidCents += tier.counted * tier.amountCents;
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

/** How many of tickets 0 … total-1 the block assigns to each tier. */
function assignedCounts(block: Dealer, total: number): number[] {
  const counts = block.tiers.map(() => 0);
  for (let index = 0; index < total; index++) counts[block.tierOf(index)]!++;
  return counts;
}

/**
 * The tier index of an amount in cents, or -1 if no tier pays it: one typed-array read for
 * whole euros (every amount of both tables), a search otherwise.
 */
function tierLookup(amounts: readonly number[]): (cents: number) => number {
  const euros = amounts.every((cents) => cents >= 0 && cents % 100 === 0);
  const top = Math.max(...amounts);
  const byEuro = new Int8Array(euros ? top / 100 + 1 : 0).fill(-1);
  if (euros) amounts.forEach((cents, t) => (byEuro[cents / 100] = t));
  if (!euros || amounts.length > 127) return (cents) => amounts.indexOf(cents);
  return (cents) => (cents % 100 === 0 && cents >= 0 && cents <= top ? byEuro[cents / 100]! : -1);
}
