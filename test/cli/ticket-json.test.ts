import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedTicket, prettyJson, ticketLine } from '../../src/cli/ticket-json.ts';
import { BLOCK_SIZE, GAME_IDS, generateTicket, MAX_BLOCK, type Ticket } from '../../src/engine/index.ts';

const refArb = fc.record({
  game: fc.constantFrom(...GAME_IDS),
  seed: fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
  block: fc.integer({ min: 0, max: MAX_BLOCK }),
  index: fc.integer({ min: 0, max: BLOCK_SIZE - 1 }),
});

describe('ticket JSON', () => {
  it('puts the keys in the interchange order', () => {
    const paws = orderedTicket(generateTicket({ game: 'paws', seed: 'demo', block: 0, index: 17 }));
    expect(Object.keys(paws)).toEqual([
      'game',
      'serial',
      'seed',
      'block',
      'index',
      'price',
      'prize',
      'variant',
      'paws',
      'bonus',
    ]);
    const months = orderedTicket(generateTicket({ game: 'months', seed: 'demo', block: 0, index: 17 }));
    expect(Object.keys(months)).toEqual([
      'game',
      'serial',
      'seed',
      'block',
      'index',
      'price',
      'prize',
      'months',
      'gain',
    ]);
    if (months.game === 'months') expect(Object.keys(months.months[0]!)).toEqual(['symbols', 'amount']);
  });

  it('keeps every value of the engine ticket', () => {
    fc.assert(
      fc.property(refArb, (ref) => {
        const ticket = generateTicket(ref);
        expect(orderedTicket(ticket)).toEqual(ticket);
      }),
      { numRuns: 200 },
    );
  });

  it('writes each NDJSON line exactly as JSON.stringify of the ordered ticket (property)', () => {
    fc.assert(
      fc.property(refArb, (ref) => {
        const ticket = generateTicket(ref);
        expect(ticketLine(ticket)).toBe(`${JSON.stringify(orderedTicket(ticket))}\n`);
      }),
      { numRuns: 500 },
    );
  });

  it('escapes what JSON must escape, should a ticket ever hold it', () => {
    const odd = { ...generateTicket({ game: 'paws', seed: 'demo', block: 0, index: 1 }), serial: 'a"b\\c\n' } as Ticket;
    expect(ticketLine(odd)).toBe(`${JSON.stringify(orderedTicket(odd))}\n`);
  });

  it('pretty-prints with arrays of plain values on one line, and parses back', () => {
    const value = {
      ticket: { paws: ['bone', 'ball'], months: [{ symbols: ['a'], amount: 1 }], none: null },
      empty: {},
      list: [],
    };
    const text = prettyJson(value);
    expect(text).toBe(
      '{\n  "ticket": {\n    "paws": ["bone","ball"],\n    "months": [\n      {\n        "symbols": ["a"],\n        "amount": 1\n      }\n    ],\n    "none": null\n  },\n  "empty": {},\n  "list": []\n}',
    );
    expect(JSON.parse(text)).toEqual(value);
  });
});
