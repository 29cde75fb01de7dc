import { gameModule, type GameId, type Ticket } from './games/registry.ts';
import { blockTiers } from './games/stats.ts';
import type { GameDefinition, GameModule, PrizeTier } from './games/types.ts';
import { FeistelPermutation } from './permutation.ts';
import { hashString, mix32, Sfc32 } from './rng.ts';
import { formatSerial, type TicketRef } from './serial.ts';

/**
 * The engine's inside view of one block: prizes by position and compact faces (Int32Array, see
 * each game's face.ts). Other layers use `Block`, which deals whole tickets.
 *
 * Positions 0..N-1 of the block are laid out tier after tier (top prize first, losers last);
 * a keyed permutation maps each ticket index to a position, so a ticket's tier is known in O(1)
 * without materialising the block, and the inverse lists the tickets of a tier directly.
 * The rest of the face is drawn by sfc32 keyed by (game, seed, block, index).
 *
 * A Dealer keeps one generator: it is not re-entrant, and cheap to create.
 */
export class Dealer {
  readonly game: GameDefinition<GameId>;
  readonly tiers: readonly PrizeTier[]; // article 3 plus the losing tier, in position order
  readonly faceLength: number; // length of a compact face of this game
  private readonly tierEnds: Int32Array; // exclusive end position of each tier
  private readonly permutation: FeistelPermutation;
  private readonly rng = new Sfc32();
  private readonly key0: number;
  private readonly key1: number;
  readonly module: GameModule; // the game's rules
  private readonly plans: readonly unknown[]; // how to print each tier's prize

  constructor(
    gameId: GameId,
    readonly seed: string,
    readonly block: number,
  ) {
    this.game = gameModule(gameId).definition;
    this.tiers = blockTiers(this.game);
    this.tierEnds = new Int32Array(this.tiers.length);
    let end = 0;
    this.tiers.forEach((tier, i) => {
      end += tier.count;
      this.tierEnds[i] = end;
    });
    if (end !== this.game.blockSize) throw new Error(`tiers of ${gameId} add up to ${end}, not ${this.game.blockSize}`);

    const gameSalt = hashString(gameId, 0x67726174);
    this.key0 = mix32(hashString(seed, 1) ^ gameSalt) ^ mix32(block + 0x51ed270b);
    this.key1 = mix32(hashString(seed, 2) + gameSalt) ^ mix32(block ^ 0x2545f491);
    this.permutation = new FeistelPermutation(this.game.blockSize, mix32(this.key0 ^ 0x70657231), this.key1);

    this.module = gameModule(gameId);
    this.faceLength = this.module.faceLength;
    this.plans = this.tiers.map((tier) => {
      const plan = this.module.planPrize(tier.amountCents);
      if (plan === undefined) throw new Error(`${gameId} prize ${tier.amountCents} cannot be printed`);
      return plan;
    });
  }

  /** Index in `tiers` of the ticket at `index`. */
  tierOf(index: number): number {
    const position = this.permutation.forward(index);
    const ends = this.tierEnds;
    // From the last tier (the losers, most of a block) towards the top prize: most tickets are
    // found in one or two steps.
    let t = ends.length - 1;
    while (t > 0 && position < ends[t - 1]!) t--;
    return t;
  }

  /** The prize the block assigns to the ticket at `index`, in cents. */
  prizeOf(index: number): number {
    return this.tiers[this.tierOf(index)]!.amountCents;
  }

  /** Every ticket index whose prize is `amountCents`, in increasing order (empty if none). */
  indicesWithPrize(amountCents: number): Int32Array {
    const t = this.tiers.findIndex((tier) => tier.amountCents === amountCents);
    if (t < 0) return new Int32Array(0);
    const start = t === 0 ? 0 : this.tierEnds[t - 1]!;
    const end = this.tierEnds[t]!;
    const out = new Int32Array(end - start);
    for (let p = start; p < end; p++) out[p - start] = this.permutation.inverse(p);
    return out.sort();
  }

  /** Draws the compact face of the ticket at `index` into `out`; returns its assigned prize. */
  drawFace(index: number, out: Int32Array): number {
    const t = this.tierOf(index);
    this.rng.reseed(this.key0, this.key1, index);
    this.module.drawFace(this.rng, this.plans[t], out);
    return this.tiers[t]!.amountCents;
  }

  /** A buffer the size of this game's compact face. */
  newFaceBuffer(): Int32Array {
    return new Int32Array(this.faceLength);
  }
}

/**
 * One block of an emission: 1,500,000 tickets whose prizes are exactly article 3's table, dealt
 * as whole tickets in O(1) each (see `Dealer` for how). Not re-entrant; cheap to create.
 */
export class Block {
  readonly game: GameDefinition<GameId>;
  readonly tiers: readonly PrizeTier[]; // article 3 plus the losing tier (0 cents), in position order
  private readonly dealer: Dealer;
  private readonly face: Int32Array;

  constructor(
    gameId: GameId,
    readonly seed: string,
    readonly block: number,
  ) {
    this.dealer = new Dealer(gameId, seed, block);
    this.game = this.dealer.game;
    this.tiers = this.dealer.tiers;
    this.face = this.dealer.newFaceBuffer();
  }

  /** The prize the block assigns to the ticket at `index`, in cents. */
  prizeOf(index: number): number {
    return this.dealer.prizeOf(index);
  }

  /** The ticket at `index`, as the interchange format describes it. */
  ticketAt(index: number): Ticket {
    const prize = this.dealer.drawFace(index, this.face);
    return ticketFromFace(this.dealer, index, this.face, prize);
  }

  /** The variant of the ticket at `index` (a dog or a cat ticket); null for a game without variants. */
  variantOf(index: number): string | null {
    if (this.dealer.module.variants.length === 0) return null;
    this.dealer.drawFace(index, this.face);
    return this.dealer.module.variantAt(this.face);
  }

  /** Every ticket index whose prize is `amountCents`, in increasing order (empty if none). */
  indicesWithPrize(amountCents: number): Int32Array {
    return this.dealer.indicesWithPrize(amountCents);
  }
}

/**
 * Builds the ticket object of a compact face drawn by `block` at `index`. The game writes it as
 * a plain object literal: spreading a header object and overriding `game` cost several
 * microseconds a ticket, which dominated a block's export.
 */
export function ticketFromFace(block: Dealer, index: number, face: Int32Array, prize: number): Ticket {
  const game = block.game.id;
  const seed = block.seed;
  const blockNumber = block.block;
  const serial = formatSerial({ game, seed, block: blockNumber, index });
  const header = { game, seed, block: blockNumber, index, serial, price: block.game.priceCents, prize };
  return block.module.ticketFromFace(header, face) as Ticket;
}

/** Deals one ticket: its prize from the block's permutation, its face from its own generator. */
export function generateTicket(ref: TicketRef): Ticket {
  return new Block(ref.game, ref.seed, ref.block).ticketAt(ref.index);
}
