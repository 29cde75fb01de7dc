import {
  blockTiers,
  GAMES,
  MONTHS_BOXES,
  MONTHS_SYMBOLS_PER_BOX,
  type GameDefinition,
  type GameId,
  type PawsVariant,
  type PrizeTier,
} from './games.ts';
import {
  decomposePawsPrize,
  PAWS_BONUS_OFFSET,
  drawPawsFace,
  PAWS_FACE_LENGTH,
  pawsVariantAt,
  scorePawsFace,
  type PawsDecomposition,
} from './paws.ts';
import {
  drawMonthsFace,
  MONTHS_BOX_STRIDE,
  MONTHS_FACE_LENGTH,
  MONTHS_GAIN_OFFSET,
  monthsPatternTable,
  scoreMonthsFace,
  type PatternTable,
} from './months.ts';
import { FeistelPermutation } from './permutation.ts';
import { hashString, mix32, Sfc32 } from './rng.ts';
import { formatSerial } from './serial.ts';
import { symbolAt, type SymbolId } from './symbols.ts';
import type { Ticket } from './ticket.ts';

/**
 * The engine's inside view of one block: prizes by position and compact faces (Int32Array, see
 * paws.ts and months.ts). Other layers use `Block`, which deals whole tickets.
 *
 * Positions 0..N-1 of the block are laid out tier after tier (top prize first, losers last);
 * a keyed permutation maps each ticket index to a position, so a ticket's tier is known in O(1)
 * without materialising the block, and the inverse lists the tickets of a tier directly.
 * The rest of the face is drawn by sfc32 keyed by (game, seed, block, index).
 *
 * A Dealer keeps one generator: it is not re-entrant, and cheap to create.
 */
export class Dealer {
  readonly game: GameDefinition;
  readonly tiers: readonly PrizeTier[]; // article 3 plus the losing tier, in position order
  readonly faceLength: number; // length of a compact face of this game
  private readonly tierEnds: Int32Array; // exclusive end position of each tier
  private readonly permutation: FeistelPermutation;
  private readonly rng = new Sfc32();
  private readonly key0: number;
  private readonly key1: number;
  private readonly pawsDecompositions: readonly PawsDecomposition[];
  private readonly monthsPatterns: readonly PatternTable[];

  constructor(
    gameId: GameId,
    readonly seed: string,
    readonly block: number,
  ) {
    this.game = GAMES[gameId];
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

    if (gameId === 'paws') {
      this.faceLength = PAWS_FACE_LENGTH;
      this.pawsDecompositions = this.tiers.map((tier) => {
        const d = decomposePawsPrize(tier.amountCents);
        if (d === undefined) throw new Error(`paws prize ${tier.amountCents} cannot be printed`);
        return d;
      });
      this.monthsPatterns = [];
    } else {
      this.faceLength = MONTHS_FACE_LENGTH;
      this.monthsPatterns = this.tiers.map((tier) => {
        const t = monthsPatternTable(tier.amountCents);
        if (t === undefined) throw new Error(`months prize ${tier.amountCents} has no win pattern`);
        return t;
      });
      this.pawsDecompositions = [];
    }
  }

  /** Index in `tiers` of the ticket at `index`. */
  tierOf(index: number): number {
    const position = this.permutation.forward(index);
    const ends = this.tierEnds;
    let t = 0;
    while (position >= ends[t]!) t++;
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
    if (this.game.id === 'paws') drawPawsFace(this.rng, this.pawsDecompositions[t]!, out);
    else drawMonthsFace(this.rng, this.monthsPatterns[t]!, out);
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
  readonly game: GameDefinition;
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

  /** Whether the paws ticket at `index` is a dog or a cat ticket; null for a game without variants. */
  variantOf(index: number): PawsVariant | null {
    if (this.game.id !== 'paws') return null;
    this.dealer.drawFace(index, this.face);
    return pawsVariantAt(this.face[0]!);
  }

  /** Every ticket index whose prize is `amountCents`, in increasing order (empty if none). */
  indicesWithPrize(amountCents: number): Int32Array {
    return this.dealer.indicesWithPrize(amountCents);
  }
}

/** Scores a valid compact face of `game` (see scorePawsFace / scoreMonthsFace). */
export function scoreFace(game: GameId, face: Int32Array): number {
  return game === 'paws' ? scorePawsFace(face) : scoreMonthsFace(face);
}

/** The symbol ids of face[from..to). A plain loop: Array.from over a subarray is several times slower. */
function symbolsOf(face: Int32Array, from: number, to: number): SymbolId[] {
  const ids: SymbolId[] = [];
  for (let i = from; i < to; i++) ids.push(symbolAt(face[i]!));
  return ids;
}

/**
 * Builds the ticket object of a compact face drawn by `block` at `index`. Written as plain
 * object literals: spreading a header object and overriding `game` cost several microseconds a
 * ticket, which dominated a block's export.
 */
export function ticketFromFace(block: Dealer, index: number, face: Int32Array, prize: number): Ticket {
  const game = block.game.id;
  const seed = block.seed;
  const blockNumber = block.block;
  const serial = formatSerial({ game, seed, block: blockNumber, index });
  const price = block.game.priceCents;
  if (game === 'paws') {
    return {
      game,
      seed,
      block: blockNumber,
      index,
      serial,
      price,
      prize,
      variant: pawsVariantAt(face[0]!),
      paws: symbolsOf(face, 1, PAWS_BONUS_OFFSET),
      bonus: symbolsOf(face, PAWS_BONUS_OFFSET, PAWS_FACE_LENGTH),
    };
  }
  const months = [];
  for (let m = 0; m < MONTHS_BOXES; m++) {
    const at = m * MONTHS_BOX_STRIDE;
    months.push({ symbols: symbolsOf(face, at, at + MONTHS_SYMBOLS_PER_BOX), amount: face[at + 3]! });
  }
  return { game, seed, block: blockNumber, index, serial, price, prize, months, gain: face[MONTHS_GAIN_OFFSET]! };
}
