import {
  ANY_VARIANT,
  Block,
  BLOCK_SIZE,
  type GameId,
  generateTicket,
  type Ticket,
  type TicketRef,
  type VariantChoice,
  variantOf,
} from '../engine/index.ts';
import type { DesignId } from '../layouts/index.ts';
import type { EmbedRequest } from './params.ts';

/**
 * The emission the embed deals from: the same demo block the documentation's serials come from
 * (`P.demo.0.…`). Every ticket the embed shows is one of its real tickets, with its serial on it.
 */
export const DEMO_SEED = 'demo';
export const DEMO_BLOCK = 0;

/** Which tickets `next` deals after the current one: the same game, and an animal or either. */
export interface DealRule {
  readonly game: GameId;
  readonly variant: VariantChoice; // a variant of the game, or `any`: whichever comes
  readonly design?: DesignId | null; // the design asked for (`design=`), for the tickets it draws; null: their own
}

let cached: Block | null = null;

function blockOf(game: GameId, seed: string, block: number): Block {
  if (cached === null || cached.game.id !== game || cached.seed !== seed || cached.block !== block)
    cached = new Block(game, seed, block);
  return cached;
}

/** The first index from `start` on (going round the block) whose ticket fits `variant`. */
function nextFitting(block: Block, start: number, variant: VariantChoice): number {
  for (let step = 0; step < BLOCK_SIZE; step++) {
    const index = (start + step) % BLOCK_SIZE;
    if (variant === ANY_VARIANT || block.variantOf(index) === variant) return index;
  }
  throw new Error(`block ${block.seed}.${block.block} has no ${variant} ticket`);
}

/**
 * The ticket an address shows, and what `next` deals after it. A serial shows that very ticket;
 * a game shows the ticket of the demo block at a position drawn by the caller (`startIndex`, in
 * [0, BLOCK_SIZE): the page draws it at random, so each visit meets another ticket and prizes come
 * as often as the block holds them), or the first one of the animal asked for from there on.
 */
export function dealFirst(request: EmbedRequest, startIndex: number): { ticket: Ticket; rule: DealRule } {
  if (request.kind === 'serial') {
    const ticket = generateTicket(request.ref);
    return {
      ticket,
      rule: { game: ticket.game, variant: variantOf(ticket) ?? ANY_VARIANT, design: request.design ?? null },
    };
  }
  const rule: DealRule = { game: request.game, variant: request.variant, design: request.design ?? null };
  const block = blockOf(request.game, DEMO_SEED, DEMO_BLOCK);
  const start = Math.min(BLOCK_SIZE - 1, Math.max(0, Math.floor(startIndex)));
  return { ticket: block.ticketAt(nextFitting(block, start, rule.variant)), rule };
}

/** The ticket after `current` in its own block that fits `rule`: the embed's "another ticket". */
export function dealNext(current: TicketRef, rule: DealRule): Ticket {
  const block = blockOf(current.game, current.seed, current.block);
  return block.ticketAt(nextFitting(block, current.index + 1, rule.variant));
}
