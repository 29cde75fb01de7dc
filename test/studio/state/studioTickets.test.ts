import { describe, expect, it } from 'vitest';
import { Block, evaluate, GAMES, generateTicket, parseSerial } from '../../../src/engine/index.ts';
import { studioProblemText } from '../../../src/studio/state/studioSettings.ts';
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
      problem: { code: 'pick-out-of-range', name: 'pick', value: '2', count: 2, choices: '' },
    });
  });

  it('names the variant when none of the prize’s tickets is of it, and the variant of a pick past the end', () => {
    // Block 5 of seed demo: both 15 000 € tickets are cats.
    const block = new Block('paws', 'demo', 5);
    expect(Array.from(block.indicesWithPrize(1_500_000), (i) => block.variantOf(i))).toEqual(['cat', 'cat']);
    const dog = resolveTicket(choice({ block: 5, prizeCents: 1_500_000 }));
    expect(dog).toEqual({
      ok: false,
      problem: { code: 'prize-not-in-variant', name: 'variant', value: 'dog', count: 2 },
    });
    if (dog.ok) throw new Error('unreachable');
    expect(studioProblemText(dog.problem, 'en')).toBe(
      'variant “dog”: the block has no ticket of this prize in this variant (its 2 tickets are of another)',
    );
    const cat = resolveTicket(choice({ variant: 'cat', block: 5, prizeCents: 1_500_000, pick: 2 }));
    if (cat.ok) throw new Error('a third cat of 15 000 €');
    expect(studioProblemText(cat.problem, 'en')).toBe(
      'pick “2”: the block has only 2 tickets of this prize in the Cat variant, numbered 0 to 1',
    );
    expect(studioProblemText(cat.problem, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'pick « 2 » : le bloc n’a que 2 tickets de ce gain dans la variante Chat, numérotés de 0 à 1',
    );
    // One ticket of the prize: one, in the singular; either variant: none named.
    const one = resolveTicket(choice({ variant: 'any', block: 5, prizeCents: 1_500_000, pick: 2 }));
    if (one.ok) throw new Error('a third 15 000 €');
    expect(studioProblemText({ ...one.problem, count: 1 }, 'en')).toBe(
      'pick “2”: the block has only 1 ticket of this prize, numbered 0',
    );
    expect(studioProblemText({ ...one.problem, count: 1 }, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'pick « 2 » : le bloc n’a qu’un ticket de ce gain, numéroté 0',
    );
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
