import {
  ANY_VARIANT,
  Block,
  BLOCK_SIZE,
  GAME_IDS,
  gameVariants,
  MAX_BLOCK,
  readVariantChoice,
  type GameId,
  type Ticket,
  type TicketRef,
  type VariantChoice,
} from '../engine/index.ts';

/**
 * Where a game is in its emission: the block being dealt, the next index to look at from each
 * cursor, and the tickets dealt from the block. A game with variants keeps one cursor per variant
 * (a dog player takes the next dog ticket and leaves cat tickets for cat players); a game without
 * any keeps one, under `any`.
 */
interface GameEmission {
  readonly block: number;
  readonly cursors: Readonly<Record<string, number>>;
  readonly dealt: number;
}

/** Where the session is in its emission: per game, keyed by the game's id. */
export interface EmissionState {
  readonly seed: string;
  readonly games: Readonly<Record<GameId, GameEmission>>;
}

export type { VariantChoice };

const FRESH: GameEmission = { block: 0, cursors: {}, dealt: 0 };

export function newEmission(seed: string): EmissionState {
  return { seed, games: Object.fromEntries(GAME_IDS.map((game) => [game, FRESH])) as Record<GameId, GameEmission> };
}

/** A game's place in the emission; a game the session has not met yet starts at block 0. */
function gameEmission(emission: EmissionState, game: GameId): GameEmission {
  return (emission.games as Partial<Record<GameId, GameEmission>>)[game] ?? FRESH;
}

/** The cursors a game keeps: one per variant, or `any` alone. */
function cursorKeys(game: GameId): readonly string[] {
  const variants = gameVariants(game);
  return variants.length > 0 ? variants : [ANY_VARIANT];
}

const blocks = new Map<string, Block>();

/** The engine's Block for a game's block, cached (a Block is cheap but not free). */
function blockOf(seed: string, game: GameId, number: number): Block {
  const key = `${game}.${seed}.${number}`;
  let block = blocks.get(key);
  if (block === undefined) {
    if (blocks.size > 8) blocks.clear();
    block = new Block(game, seed, number);
    blocks.set(key, block);
  }
  return block;
}

/** First index ≥ from that the cursor `key` deals (any, or a ticket of that variant), or BLOCK_SIZE when none is left. */
function nextFor(block: Block, from: number, key: string): number {
  if (key === ANY_VARIANT) return from;
  let i = from;
  while (i < BLOCK_SIZE && block.variantOf(i) !== key) i++;
  return i;
}

/**
 * Deals the next ticket of a game from the emission, in block order. A game with variants is
 * dealt per variant: a dog player takes the next dog ticket of the block and leaves cat tickets
 * for cat players; `any` takes whichever comes first. A block that has none left of what is asked
 * moves on to the next one.
 */
export function dealNext(
  emission: EmissionState,
  game: GameId,
  choice: VariantChoice,
): { ticket: Ticket; emission: EmissionState } {
  const keys = cursorKeys(game);
  const read = readVariantChoice(game, choice) ?? ANY_VARIANT;
  const wanted = keys.includes(read) ? [read] : keys;
  let state = gameEmission(emission, game);
  let block = blockOf(emission.seed, game, state.block);
  const nexts = () => new Map(wanted.map((key) => [key, nextFor(block, state.cursors[key] ?? 0, key)]));
  let next = nexts();
  if ([...next.values()].every((index) => index >= BLOCK_SIZE)) {
    state = { block: Math.min(state.block + 1, MAX_BLOCK), cursors: {}, dealt: 0 };
    block = blockOf(emission.seed, game, state.block);
    next = nexts();
  }
  let key = wanted[0]!;
  for (const [k, index] of next) if (index < next.get(key)!) key = k;
  const index = next.get(key)!;
  const updated: GameEmission = {
    block: state.block,
    cursors: { ...state.cursors, [key]: index + 1 },
    dealt: state.dealt + 1,
  };
  return { ticket: block.ticketAt(index), emission: { ...emission, games: { ...emission.games, [game]: updated } } };
}

/** Whether the ticket at `index` of the game's current block has been dealt. */
function isDealt(state: GameEmission, block: Block, index: number): boolean {
  return index < (state.cursors[block.variantOf(index) ?? ANY_VARIANT] ?? 0);
}

export interface RemainingPrize {
  readonly amountCents: number;
  readonly total: number; // tickets of this prize in the block
  readonly remaining: number; // not dealt yet
}

/** Tickets left in the game's current block. */
export function ticketsLeft(emission: EmissionState, game: GameId): number {
  return BLOCK_SIZE - gameEmission(emission, game).dealt;
}

/**
 * The top `tiers` prizes of the current block and how many of each are still to be dealt. The
 * tickets `unrevealed` (bought, not all scratched) count as still to be dealt: a count that fell
 * as one was bought would tell its prize before its covers do.
 */
export function remainingTopPrizes(
  emission: EmissionState,
  game: GameId,
  unrevealed: readonly TicketRef[] = [],
  tiers = 3,
): RemainingPrize[] {
  const state = gameEmission(emission, game);
  const block = blockOf(emission.seed, game, state.block);
  const hidden = new Set(
    unrevealed
      .filter((ref) => ref.game === game && ref.seed === emission.seed && ref.block === state.block)
      .map((ref) => ref.index),
  );
  return block.game.prizeTable.slice(0, tiers).map((tier) => {
    const indices = block.indicesWithPrize(tier.amountCents);
    let remaining = 0;
    for (const index of indices) if (!isDealt(state, block, index) || hidden.has(index)) remaining++;
    return { amountCents: tier.amountCents, total: tier.count, remaining };
  });
}
