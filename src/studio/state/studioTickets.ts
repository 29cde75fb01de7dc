/**
 * The real tickets behind a studio preview: the tickets of a prize in a block, found with the
 * engine's inverse permutation (`Block.indicesWithPrize`) and kept in index order, filtered by
 * variant; or the ticket a serial names. No face is ever made up here: every ticket is dealt by
 * the engine.
 */
import {
  ANY_VARIANT,
  Block,
  generateTicket,
  parseSerial,
  type Ticket,
  type VariantChoice,
} from '../../engine/index.ts';
import type { StudioProblem, TicketChoice } from './studioSettings.ts';

type PrizeChoice = Extract<TicketChoice, { kind: 'prize' }>;

/** The tickets of one prize and variant in one block, filtered lazily: a variant is only known by dealing. */
interface PrizeList {
  readonly block: Block;
  readonly indices: Int32Array; // every ticket of the prize, increasing
  readonly variant: VariantChoice;
  readonly matched: number[]; // ticket indices of the variant found so far
  scanned: number; // how far into `indices` the filter has looked
}

const EAGER_SCAN = 20_000; // tiers this small are filtered at once, so their count is known
const lists = new Map<string, PrizeList>();

function listOf(choice: PrizeChoice): PrizeList {
  const key = `${choice.game}.${choice.seed}.${choice.block}.${choice.prizeCents}.${choice.variant}`;
  let list = lists.get(key);
  if (list === undefined) {
    // The losing tier holds about a million tickets (4 MB of indices): keep only a few lists.
    if (lists.size >= 4) lists.delete(lists.keys().next().value!);
    const block = new Block(choice.game, choice.seed, choice.block);
    list = {
      block,
      indices: block.indicesWithPrize(choice.prizeCents),
      variant: choice.variant,
      matched: [],
      scanned: 0,
    };
    lists.set(key, list);
    if (list.indices.length <= EAGER_SCAN) scan(list, Infinity);
  }
  return list;
}

/** Filters until `wanted` tickets are known, or the tier is exhausted. */
function scan(list: PrizeList, wanted: number): void {
  const { indices, block, variant, matched } = list;
  while (matched.length < wanted && list.scanned < indices.length) {
    const index = indices[list.scanned++]!;
    if (variant === ANY_VARIANT || block.variantOf(index) === variant) matched.push(index);
  }
}

/** One row of the list: the pick-th ticket of the prize. */
interface PrizeTicket {
  readonly pick: number;
  readonly ticket: Ticket;
}

export interface PrizePage {
  readonly rows: readonly PrizeTicket[];
  readonly hasMore: boolean; // there are tickets after this page
  readonly tierCount: number; // tickets of the prize in the block, every variant
  readonly count: number | null; // tickets of the prize and variant; null until counted
}

/** Tickets `from` to `from + size - 1` of the prize, in index order. */
export function prizePage(choice: PrizeChoice, from: number, size: number): PrizePage {
  const list = listOf(choice);
  scan(list, from + size + 1);
  const rows = list.matched
    .slice(from, from + size)
    .map((index, i) => ({ pick: from + i, ticket: list.block.ticketAt(index) }));
  return {
    rows,
    hasMore: list.matched.length > from + size,
    tierCount: list.indices.length,
    count: list.scanned === list.indices.length ? list.matched.length : null,
  };
}

/** The ticket a choice names; a problem when the pick lies past the prize's last ticket. */
export function resolveTicket(
  choice: TicketChoice,
): { ok: true; ticket: Ticket } | { ok: false; problem: StudioProblem } {
  if (choice.kind === 'serial') {
    const ref = parseSerial(choice.serial);
    if (!ref.ok) return { ok: false, problem: { code: ref.error.code, name: 'serial', value: choice.serial } };
    return { ok: true, ticket: generateTicket(ref.value) };
  }
  const list = listOf(choice);
  scan(list, choice.pick + 1);
  const index = list.matched[choice.pick];
  if (index === undefined) {
    const count = list.matched.length;
    // The prize is in the block, but none of its tickets is of the variant asked for: the variant is named, not a pick.
    if (count === 0 && choice.variant !== ANY_VARIANT && list.indices.length > 0)
      return {
        ok: false,
        problem: { code: 'prize-not-in-variant', name: 'variant', value: choice.variant, count: list.indices.length },
      };
    const variant = choice.variant === ANY_VARIANT ? '' : choice.variant;
    return {
      ok: false,
      problem: { code: 'pick-out-of-range', name: 'pick', value: String(choice.pick), count, choices: variant },
    };
  }
  return { ok: true, ticket: list.block.ticketAt(index) };
}
