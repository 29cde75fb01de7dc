import type { BlockAudit, TierAudit } from './audit.ts';
import type { GameId } from './games/registry.ts';

/** Audits of several blocks of one emission (game and seed), and their sum. */
export interface EmissionAudit {
  readonly game: GameId;
  readonly seed: string;
  readonly blocks: readonly BlockAudit[]; // in increasing block order
  readonly tickets: number; // over every block
  readonly tiers: readonly TierAudit[]; // expected and counted, summed over the blocks
  readonly unexpectedPrizes: number;
  readonly invalidFaces: number;
  readonly mismatchedFaces: number;
  readonly winners: number; // counted
  readonly paidCents: number; // counted
  readonly exactBlocks: number; // blocks whose audit is exact
  readonly exact: boolean; // every block exact
}

/**
 * Sums block audits into the audit of an emission. The sum is exact only when every block is:
 * two blocks whose differences cancel out do not make an exact emission. Throws on an empty list,
 * or on audits of different games, seeds or tables (a programmer error).
 */
export function sumBlockAudits(audits: readonly BlockAudit[]): EmissionAudit {
  const first = audits[0];
  if (first === undefined) throw new RangeError('sumBlockAudits needs at least one block audit');
  const sorted = [...audits].sort((a, b) => a.block - b.block);
  const expected = first.tiers.map(() => 0);
  const counted = first.tiers.map(() => 0);
  let tickets = 0;
  let unexpectedPrizes = 0;
  let invalidFaces = 0;
  let mismatchedFaces = 0;
  let winners = 0;
  let paidCents = 0;
  let exactBlocks = 0;
  for (const audit of sorted) {
    const sameTable =
      audit.tiers.length === first.tiers.length &&
      audit.tiers.every((tier, t) => tier.amountCents === first.tiers[t]!.amountCents);
    if (audit.game !== first.game || audit.seed !== first.seed || !sameTable) {
      throw new RangeError(
        `block ${audit.block} of ${audit.game} ${audit.seed} cannot be summed with ${first.game} ${first.seed}`,
      );
    }
    audit.tiers.forEach((tier, t) => {
      expected[t]! += tier.expected;
      counted[t]! += tier.counted;
    });
    tickets += audit.tickets;
    unexpectedPrizes += audit.unexpectedPrizes;
    invalidFaces += audit.invalidFaces;
    mismatchedFaces += audit.mismatchedFaces;
    winners += audit.winners;
    paidCents += audit.paidCents;
    if (audit.exact) exactBlocks++;
  }
  return {
    game: first.game,
    seed: first.seed,
    blocks: sorted,
    tickets,
    tiers: first.tiers.map((tier, t) => ({
      amountCents: tier.amountCents,
      expected: expected[t]!,
      counted: counted[t]!,
    })),
    unexpectedPrizes,
    invalidFaces,
    mismatchedFaces,
    winners,
    paidCents,
    exactBlocks,
    exact: exactBlocks === sorted.length,
  };
}
