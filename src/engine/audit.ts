import { countFaceProblems, Dealer, scoreFace } from './block.ts';
import type { GameId } from './games.ts';

/** One tier of an audited block: what article 3 expects, and what the block's faces score. */
export interface TierAudit {
  readonly amountCents: number;
  readonly expected: number; // tickets per block, article 3
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

/**
 * Deals, validates and scores every ticket of a block with the same generator and scorer as
 * everything else, and compares the counts with article 3. `onProgress` is called now and then.
 */
export function auditBlock(
  game: GameId,
  seed: string,
  blockNumber: number,
  onProgress?: (done: number, total: number) => void,
): BlockAudit {
  const block = new Dealer(game, seed, blockNumber);
  const amounts = Int32Array.from(block.tiers, (tier) => tier.amountCents);
  const counted = new Float64Array(amounts.length);
  const face = block.newFaceBuffer();
  const total = block.game.blockSize;
  let unexpectedPrizes = 0;
  let invalidFaces = 0;
  let mismatchedFaces = 0;
  for (let index = 0; index < total; index++) {
    const assigned = block.drawFace(index, face);
    if (countFaceProblems(game, face) > 0) {
      invalidFaces++;
      continue;
    }
    const prize = scoreFace(game, face);
    if (prize !== assigned) mismatchedFaces++;
    let t = 0;
    while (t < amounts.length && amounts[t] !== prize) t++;
    if (t === amounts.length) unexpectedPrizes++;
    else counted[t]!++;
    if (onProgress !== undefined && (index & 0xffff) === 0xffff) onProgress(index + 1, total);
  }
  onProgress?.(total, total);
  const tiers = block.tiers.map((tier, t) => ({
    amountCents: tier.amountCents,
    expected: tier.count,
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
