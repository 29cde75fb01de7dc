import { Block, BLOCK_SIZE, MAX_BLOCK, type GameId, type PawsVariant, type Ticket } from '../engine/index.ts';

/** Where the session is in its emission: per game, the block being dealt and how far. */
export interface EmissionState {
  readonly seed: string;
  readonly paws: { readonly block: number; readonly dog: number; readonly cat: number; readonly dealt: number };
  readonly months: { readonly block: number; readonly next: number; readonly dealt: number };
}

/** A variant of the game, or 'surprise': whichever comes first. */
export type VariantChoice = string;

export function newEmission(seed: string): EmissionState {
  return { seed, paws: { block: 0, dog: 0, cat: 0, dealt: 0 }, months: { block: 0, next: 0, dealt: 0 } };
}

const blocks = new Map<string, Block>();

/** The engine's Block for a game's current block, cached (a Block is cheap but not free). */
function blockOf(emission: EmissionState, game: GameId): Block {
  const number = emission[game].block;
  const key = `${game}.${emission.seed}.${number}`;
  let block = blocks.get(key);
  if (block === undefined) {
    if (blocks.size > 8) blocks.clear();
    block = new Block(game, emission.seed, number);
    blocks.set(key, block);
  }
  return block;
}

/** First index ≥ from whose paws variant is `variant`, or BLOCK_SIZE when the block has none left. */
function nextOfVariant(block: Block, from: number, variant: PawsVariant): number {
  let i = from;
  while (i < BLOCK_SIZE && block.variantOf(i) !== variant) i++;
  return i;
}

/**
 * Deals the next ticket of a game from the emission, in block order. Paws tickets are dealt per
 * variant: a dog player takes the next dog ticket of the block and leaves cat tickets for cat
 * players; "surprise" takes whichever comes first. A finished block moves on to the next one.
 */
export function dealNext(
  emission: EmissionState,
  game: GameId,
  choice: VariantChoice,
): { ticket: Ticket; emission: EmissionState } {
  switch (game) {
    case 'months':
      return dealMonths(emission);
    case 'paws':
      return dealPaws(emission, choice);
  }
}

function dealMonths(emission: EmissionState): { ticket: Ticket; emission: EmissionState } {
  let { block, next, dealt } = emission.months;
  if (next >= BLOCK_SIZE) {
    block = Math.min(block + 1, MAX_BLOCK);
    next = 0;
    dealt = 0;
  }
  const updated = { ...emission, months: { block, next: next + 1, dealt: dealt + 1 } };
  return { ticket: blockOf(updated, 'months').ticketAt(next), emission: updated };
}

function dealPaws(emission: EmissionState, choice: VariantChoice): { ticket: Ticket; emission: EmissionState } {
  let paws = emission.paws;
  let b = blockOf(emission, 'paws');
  let dog = nextOfVariant(b, paws.dog, 'dog');
  let cat = nextOfVariant(b, paws.cat, 'cat');
  if (
    (choice === 'dog' && dog >= BLOCK_SIZE) ||
    (choice === 'cat' && cat >= BLOCK_SIZE) ||
    (dog >= BLOCK_SIZE && cat >= BLOCK_SIZE)
  ) {
    paws = { block: Math.min(paws.block + 1, MAX_BLOCK), dog: 0, cat: 0, dealt: 0 };
    b = blockOf({ ...emission, paws }, 'paws');
    dog = nextOfVariant(b, 0, 'dog');
    cat = nextOfVariant(b, 0, 'cat');
  }
  const variant: PawsVariant = choice === 'dog' || choice === 'cat' ? choice : dog < cat ? 'dog' : 'cat';
  const index = variant === 'dog' ? dog : cat;
  const updated: EmissionState = {
    ...emission,
    paws: {
      block: paws.block,
      dog: variant === 'dog' ? index + 1 : paws.dog,
      cat: variant === 'cat' ? index + 1 : paws.cat,
      dealt: paws.dealt + 1,
    },
  };
  return { ticket: b.ticketAt(index), emission: updated };
}

/** Whether the ticket at `index` of the game's current block has been dealt. */
function isDealt(emission: EmissionState, block: Block, index: number): boolean {
  const variant = block.variantOf(index);
  return variant === null ? index < emission.months.next : index < emission.paws[variant as PawsVariant];
}

export interface RemainingPrize {
  readonly amountCents: number;
  readonly total: number; // tickets of this prize in the block
  readonly remaining: number; // not dealt yet
}

/** Tickets left in the game's current block. */
export function ticketsLeft(emission: EmissionState, game: GameId): number {
  return BLOCK_SIZE - emission[game].dealt;
}

/** The top `tiers` prizes of the current block and how many of each are still to be dealt. */
export function remainingTopPrizes(emission: EmissionState, game: GameId, tiers = 3): RemainingPrize[] {
  const block = blockOf(emission, game);
  return block.game.prizeTable.slice(0, tiers).map((tier) => {
    const indices = block.indicesWithPrize(tier.amountCents);
    let remaining = 0;
    for (const index of indices) if (!isDealt(emission, block, index)) remaining++;
    return { amountCents: tier.amountCents, total: tier.count, remaining };
  });
}
