import { describe, expect, it } from 'vitest';
import { Block, BLOCK_SIZE, evaluate, formatSerial, generateTicket } from '../../src/engine/index.ts';
import { dealFirst, dealNext, DEMO_BLOCK, DEMO_SEED } from '../../src/embed/deal.ts';

const pawsBlock = new Block('paws', DEMO_SEED, DEMO_BLOCK);

describe('the tickets the embed deals', () => {
  it('shows the very ticket of a serial, and deals the next one of the same animal after it', () => {
    const ref = { game: 'paws' as const, seed: 'other', block: 3, index: 41 };
    const { ticket, rule } = dealFirst({ kind: 'serial', ref }, 0);
    expect(ticket).toEqual(generateTicket(ref));
    expect(ticket.serial).toBe(formatSerial(ref));
    const variant = ticket.game === 'paws' ? ticket.variant : 'any';
    expect(rule).toEqual({ game: 'paws', variant, design: null });
    const next = dealNext(ticket, rule);
    const block = new Block('paws', 'other', 3);
    let expected = 42;
    while (block.variantOf(expected) !== variant) expected++;
    expect([next.seed, next.block, next.index]).toEqual(['other', 3, expected]);
  });

  it('deals a real ticket of the demo block at the position drawn, of the animal asked for', () => {
    for (const start of [0, 12_345, BLOCK_SIZE - 1]) {
      for (const variant of ['dog', 'cat'] as const) {
        const { ticket } = dealFirst({ kind: 'game', game: 'paws', variant }, start);
        expect([ticket.seed, ticket.block]).toEqual([DEMO_SEED, DEMO_BLOCK]);
        expect(ticket.game === 'paws' && ticket.variant).toBe(variant);
        expect(ticket).toEqual(pawsBlock.ticketAt(ticket.index));
        expect(ticket.prize).toBe(pawsBlock.prizeOf(ticket.index));
        const scored = evaluate(ticket);
        expect(scored.ok && scored.value.totalCents).toBe(ticket.prize);
        // The first of that animal from the start on, going round the block.
        for (let i = start; i !== ticket.index; i = (i + 1) % BLOCK_SIZE)
          expect(pawsBlock.variantOf(i)).not.toBe(variant);
      }
    }
    const either = dealFirst({ kind: 'game', game: 'paws', variant: 'any' }, 777);
    expect(either.ticket.index).toBe(777);
    const months = dealFirst({ kind: 'game', game: 'months', variant: 'any' }, 999_999);
    expect([months.ticket.game, months.ticket.index]).toEqual(['months', 999_999]);
  });

  it('goes on through the block with "another ticket", round to its start after the last one', () => {
    const { ticket, rule } = dealFirst({ kind: 'game', game: 'months', variant: 'any' }, BLOCK_SIZE - 2);
    const a = dealNext(ticket, rule);
    const b = dealNext(a, rule);
    expect([a.index, b.index]).toEqual([BLOCK_SIZE - 1, 0]);
    const dogs = dealFirst({ kind: 'game', game: 'paws', variant: 'dog' }, 100);
    let current = dogs.ticket;
    const seen = new Set<number>([current.index]);
    for (let i = 0; i < 20; i++) {
      current = dealNext(current, dogs.rule);
      expect(current.game === 'paws' && current.variant).toBe('dog');
      expect(seen.has(current.index)).toBe(false);
      seen.add(current.index);
    }
  });
});
