import { describe, expect, it } from 'vitest';
import { Block, evaluate, GAMES, generateTicket, parseSerial } from '../../../src/engine/index.ts';
import { prizePage, resolveTicket } from '../../../src/studio/state/studioTickets.ts';

const choice = (over: Partial<Parameters<typeof prizePage>[0]> = {}) => ({
  kind: 'prize' as const,
  game: 'paws' as const,
  variant: 'dog' as const,
  seed: 'demo',
  block: 0,
  prizeCents: 3_000,
  pick: 0,
  ...over,
});

describe('the tickets of a prize', () => {
  it('lists real tickets of the prize and variant, in index order, paged', () => {
    const block = new Block('paws', 'demo', 0);
    const dogs = [...block.indicesWithPrize(3_000)].filter((i) => block.variantOf(i) === 'dog');
    const first = prizePage(choice(), 0, 8);
    const second = prizePage(choice(), 8, 8);
    expect([...first.rows, ...second.rows].map((r) => r.ticket.index)).toEqual(dogs.slice(0, 16));
    expect(first.rows.map((r) => r.pick)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const { ticket } of first.rows) {
      expect(ticket.prize).toBe(3_000);
      expect(ticket.game === 'paws' && ticket.variant).toBe('dog');
      const scored = evaluate(ticket);
      expect(scored.ok && scored.value.totalCents).toBe(3_000);
      // The row is the engine's ticket, serial and all.
      const ref = parseSerial(ticket.serial);
      expect(ref.ok && generateTicket(ref.value)).toEqual(ticket);
    }
    expect(first.tierCount).toBe(GAMES.paws.prizeTable.find((t) => t.amountCents === 3_000)!.count);
    expect(first.count).toBe(dogs.length);
    expect(first.hasMore).toBe(true);
    const last = prizePage(choice(), dogs.length - 2, 8);
    expect(last.rows).toHaveLength(2);
    expect(last.hasMore).toBe(false);
  });

  it('lists both variants with "any", and losing tickets without counting a whole tier', () => {
    const any = prizePage(choice({ variant: 'any' }), 0, 4);
    const block = new Block('paws', 'demo', 0);
    expect(any.rows.map((r) => r.ticket.index)).toEqual([...block.indicesWithPrize(3_000).subarray(0, 4)]);
    const losers = prizePage(choice({ prizeCents: 0 }), 0, 8);
    expect(losers.rows).toHaveLength(8);
    expect(losers.rows.every((r) => r.ticket.prize === 0)).toBe(true);
    expect(losers.count).toBeNull(); // a million tickets are not dealt to count the dogs
    expect(losers.hasMore).toBe(true);
  });

  it('resolves a pick to the same ticket the list shows, and says how many there are past the end', () => {
    const page = prizePage(choice({ game: 'months', variant: 'any', prizeCents: 4_000_000 }), 0, 8);
    expect(page.rows).toHaveLength(2); // two top prizes per block
    const second = resolveTicket(choice({ game: 'months', variant: 'any', prizeCents: 4_000_000, pick: 1 }));
    expect(second.ok && second.ticket).toEqual(page.rows[1]!.ticket);
    const third = resolveTicket(choice({ game: 'months', variant: 'any', prizeCents: 4_000_000, pick: 2 }));
    expect(third).toEqual({
      ok: false,
      problem: { code: 'pick-out-of-range', name: 'pick', value: '2', count: 2 },
    });
  });

  it('resolves a serial to its ticket, and a bad one to a problem', () => {
    const found = resolveTicket({ kind: 'serial', serial: 'P.demo.0.0000017.G137' });
    expect(found.ok && found.ticket.index).toBe(17);
    expect(resolveTicket({ kind: 'serial', serial: 'P.demo.0.0000017.G138' })).toMatchObject({
      ok: false,
      problem: { code: 'bad-serial-check' },
    });
  });
});
