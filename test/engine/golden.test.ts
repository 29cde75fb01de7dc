import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTicket, parseSerial, type Ticket, type TicketRef } from '../../src/engine/index.ts';

// Produced by updateGolden.ts. A difference means the generator changed: every emission's
// tickets would change with it. Regenerate only for an intended change.
const vectors = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8')) as {
  ref: TicketRef;
  ticket: Ticket;
}[];

describe('golden vectors', () => {
  it('cover both games, several seeds and the ends of the block', () => {
    expect(vectors.length).toBe(36);
    expect(new Set(vectors.map((v) => v.ref.game))).toEqual(new Set(['paws', 'months']));
  });

  it.each(vectors.map((v) => [`${v.ref.game}/${v.ref.seed}/${v.ref.block}/${v.ref.index}`, v] as const))(
    '%s deals the same ticket',
    (_, v) => {
      expect(generateTicket(v.ref)).toEqual(v.ticket);
      expect(parseSerial(v.ticket.serial)).toEqual({ ok: true, value: v.ref });
    },
  );
});
