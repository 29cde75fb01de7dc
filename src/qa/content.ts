/**
 * What the QA sheet prints under the covers: worst-case content, as Ticket-shaped values that are
 * not real tickets (a QA sheet may print every amount in every box; the player and the studio
 * never do). Pure: the sheet, the checks and the Node runner build the same pictures from it.
 */
import { Block, GAMES, gameModule, type GameId, type SymbolId, type Ticket } from '../engine/index.ts';
import { baseDesignOf, drawsTicket, gameOfDesign, type DesignId, type TicketLayout } from '../layouts/index.ts';

/** The emission QA deals its base tickets from (serials, prices), apart from any player's. */
const QA_SEED = 'qa';

/**
 * The symbols one ticket of a design can show, win symbol first: a dog ticket's bone, bowl and
 * decoys; the twelve-months symbols. The game's module lists them, by default design (a
 * calendrier ticket shows what a months ticket shows).
 */
export function designSymbols(design: DesignId): readonly SymbolId[] {
  const symbols = gameModule(gameOfDesign(design)).symbolsByDesign[baseDesignOf(design)];
  if (symbols === undefined) throw new RangeError(`the design "${design}" lists no symbols`);
  return symbols;
}

/** Every amount an amount box of the design can print (0 included), in cents; none for a game without amounts. */
function designAmounts(design: DesignId): readonly number[] {
  return gameModule(gameOfDesign(design)).printableCents;
}

/**
 * Pages of worst-case content: on page p, slot k of the ticket (counted across zones) shows
 * symbol (k + p) mod n and amount box b shows amount (b + p) mod m, so that over the pages every
 * symbol stands in every slot and every amount in every box, the longest included
 * ("ONE HUNDRED AND FIFTY EUROS", "QUARANTE MILLE EUROS").
 */
export function contentPages(design: DesignId): number {
  return Math.max(designSymbols(design).length, designAmounts(design).length);
}

const blocks = new Map<GameId, Block>();
function qaBlock(game: GameId): Block {
  let block = blocks.get(game);
  if (block === undefined) {
    block = new Block(game, QA_SEED, 0);
    blocks.set(game, block);
  }
  return block;
}

/** The first real ticket of the design from `from` on in the QA block. */
function realTicket(design: DesignId, from: number): Ticket {
  const block = qaBlock(gameOfDesign(design));
  for (let index = from; ; index++) {
    const ticket = block.ticketAt(index);
    if (drawsTicket(design, ticket)) return ticket;
  }
}

/** Page `page` of worst-case content (see contentPages) on a real ticket's header (its serial, price). */
export function worstCaseTicket(design: DesignId, page: number, layout: TicketLayout): Ticket {
  const base = realTicket(design, page * 4);
  const symbols = designSymbols(design);
  const amounts = designAmounts(design);
  let slot = 0;
  const next = () => symbols[(slot++ + page) % symbols.length]!;
  let box = 0;
  const amount = () => amounts[(box++ + page) % amounts.length]!;
  return gameModule(base.game).withContent(
    base,
    layout.zones.map((z) => z.slots.length),
    next,
    amount,
  ) as Ticket;
}

/**
 * Two tickets for the cover check, with one serial (so the same latex grain and printed serial)
 * and contents that differ in every slot and every amount box: pages 0 and 1.
 */
export function coverPair(design: DesignId, layout: TicketLayout): [Ticket, Ticket] {
  const a = worstCaseTicket(design, 0, layout);
  const b = worstCaseTicket(design, 1, layout);
  return [a, { ...b, serial: a.serial, index: a.index }];
}

/**
 * A real winning ticket of the design, for the highlight: the first ticket of the design that wins
 * its game's showcase prize (paws 30 €: three win symbols and the multiplier; months 60 €: several
 * boxes, or a box and the Gain box).
 */
export function winningTicket(design: DesignId): Ticket {
  const game = gameOfDesign(design);
  const prize = gameModule(game).showcasePrizeCents;
  if (!GAMES[game].prizeTable.some((t) => t.amountCents === prize)) throw new Error(`no ${prize} prize in ${game}`);
  const block = qaBlock(game);
  for (const index of block.indicesWithPrize(prize)) {
    const ticket = block.ticketAt(index);
    if (drawsTicket(design, ticket)) return ticket;
  }
  throw new Error(`no ${design} ticket wins ${prize} in the QA block`);
}
