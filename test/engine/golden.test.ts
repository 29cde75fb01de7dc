import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  Block,
  evaluate,
  formatSerial,
  generateTicket,
  parseSerial,
  parseTicket,
  type Ticket,
  type TicketRef,
} from '../../src/engine/index.ts';
import { GOLDEN_REFS } from './goldenRefs.ts';

// Produced by updateGolden.ts. A difference means the generator changed: every emission's
// tickets would change with it. Regenerate only for an intended change.
const vectors = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8')) as {
  ref: TicketRef;
  ticket: Ticket;
}[];

describe('golden vectors', () => {
  it('are the tickets updateGolden.ts deals: both games, three emissions, both ends of the block', () => {
    expect(vectors.map((v) => v.ref)).toEqual(GOLDEN_REFS);
    expect(new Set(vectors.map((v) => v.ticket.prize > 0))).toEqual(new Set([true, false]));
  });

  it.each(vectors.map((v) => [`${v.ref.game}/${v.ref.seed}/${v.ref.block}/${v.ref.index}`, v] as const))(
    '%s: its serial deals the very same ticket, which scores its prize',
    (_, v) => {
      // The serial names the ticket…
      expect(v.ticket.serial).toBe(formatSerial(v.ref));
      const ref = parseSerial(v.ticket.serial);
      if (!ref.ok) throw new Error(ref.error.message);
      expect(ref.value).toEqual(v.ref);
      // …which the engine deals today exactly as it was recorded: face, prize and every field.
      const dealt = generateTicket(ref.value);
      expect(dealt).toEqual(v.ticket);
      expect(JSON.stringify(dealt)).toBe(JSON.stringify(v.ticket));
      // The prize is the one the block assigns, and the recorded face scores it.
      expect(new Block(v.ref.game, v.ref.seed, v.ref.block).prizeOf(v.ref.index)).toBe(v.ticket.prize);
      const scored = evaluate(v.ticket);
      expect(scored.ok && scored.value.totalCents).toBe(v.ticket.prize);
      expect(parseTicket(v.ticket)).toEqual({ ok: true, value: dealt });
    },
  );
});
