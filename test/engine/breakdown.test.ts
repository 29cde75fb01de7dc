/**
 * What a player is told a ticket wins, and which parts of it light up, held to the regulations'
 * own reading over every scorable face: article 4.2.2's paw table and 4.3.2's multiplier (Chien &
 * Chat), article 4.2.2's two clovers, 4.2.3's sum and 4.3.2's Gain box (12 Mois).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  MONTHS_BOXES,
  MONTHS_PRINTABLE_CENTS,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  winningParts,
  type MonthsFace,
  type PawsFace,
  type Ticket,
  type ZoneWin,
} from '../../src/engine/index.ts';
import { MONTHS_DECOYS } from '../../src/engine/games/months/rules.ts';

/** Article 4.2.2 of Chien & Chat: euros won for 0 to 5 bones (or mice) among the 9 paw prints. */
const PAWS_EUROS = [0, 2, 4, 10, 200, 5_000];

/** Scorable paws faces: at most 5 win symbols, at most one multiplier, decoys elsewhere. */
const pawsFace: fc.Arbitrary<PawsFace> = fc.constantFrom(...PAWS_VARIANTS).chain((variant) => {
  const { win, multiplier, decoys } = PAWS_SYMBOLS[variant];
  const decoy = fc.constantFrom(...decoys);
  return fc
    .record({
      paws: fc.array(fc.oneof({ weight: 4, arbitrary: decoy }, { weight: 1, arbitrary: fc.constant(win) }), {
        minLength: PAWS_ZONES,
        maxLength: PAWS_ZONES,
      }),
      bonus: fc.tuple(decoy, decoy),
      multiplierSlot: fc.option(fc.constantFrom(0, 1)),
    })
    .filter(({ paws }) => paws.filter((s) => s === win).length <= 5)
    .map(({ paws, bonus, multiplierSlot }) => ({
      game: 'paws' as const,
      variant,
      paws,
      bonus: bonus.map((s, slot) => (slot === multiplierSlot ? multiplier : s)),
    }));
});

/** Scorable months faces: 0 to 2 clovers a box, printable amounts, a Gain of 0 or a printable amount. */
const monthsFace: fc.Arbitrary<MonthsFace> = fc.record({
  game: fc.constant('months' as const),
  months: fc.array(
    fc.record({
      symbols: fc
        .array(
          fc.oneof(
            { weight: 2, arbitrary: fc.constantFrom(...MONTHS_DECOYS) },
            { weight: 1, arbitrary: fc.constant('clover') },
          ),
          { minLength: 3, maxLength: 3 },
        )
        .filter((symbols) => symbols.filter((s) => s === 'clover').length < 3),
      amount: fc.constantFrom(...MONTHS_PRINTABLE_CENTS),
    }),
    { minLength: MONTHS_BOXES, maxLength: MONTHS_BOXES },
  ),
  gain: fc.oneof(fc.constant(0), fc.constantFrom(...MONTHS_PRINTABLE_CENTS)),
});

function asTicket(face: PawsFace | MonthsFace, prize: number): Ticket {
  return { ...face, seed: 'hand', block: 0, index: 0, serial: '', price: 0, prize } as Ticket;
}

describe('a paws face’s breakdown and winning parts', () => {
  it('are article 4.2.2’s prize for the win symbols, times 3 when the bonus shows the multiplier (property)', () => {
    fc.assert(
      fc.property(pawsFace, (face) => {
        const { win, multiplier } = PAWS_SYMBOLS[face.variant];
        const winningPaws = face.paws.flatMap((s, i) => (s === win ? [i] : []));
        const slot = face.bonus.indexOf(multiplier);
        const baseCents = PAWS_EUROS[winningPaws.length]! * 100;
        const totalCents = baseCents * (slot >= 0 ? 3 : 1);
        expect(evaluate(face)).toEqual({
          ok: true,
          value: {
            game: 'paws',
            variant: face.variant,
            winningPaws,
            winCount: winningPaws.length,
            baseCents,
            multiplier: slot >= 0 ? 3 : 1,
            multiplierSlot: slot >= 0 ? slot : null,
            totalCents,
          },
        });
        const scored = evaluate(face);
        if (!scored.ok) return;
        // Three times nothing is nothing: a losing ticket lights nothing up, its multiplier included.
        const parts: ZoneWin[] =
          totalCents === 0
            ? []
            : [
                ...winningPaws.map((zone) => ({ zone, slots: [0], amount: false })),
                ...(slot >= 0 ? [{ zone: PAWS_ZONES, slots: [slot], amount: false }] : []),
              ];
        expect(winningParts(asTicket(face, totalCents), scored.value)).toEqual(parts);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a months face’s breakdown and winning parts', () => {
  it('add the amounts of the boxes with exactly two clovers and the Gain (property)', () => {
    fc.assert(
      fc.property(monthsFace, (face) => {
        const winning = face.months.flatMap((box, month) =>
          box.symbols.filter((s) => s === 'clover').length === 2 ? [{ month, amountCents: box.amount }] : [],
        );
        const boxesCents = winning.reduce((sum, w) => sum + w.amountCents, 0);
        const totalCents = boxesCents + face.gain;
        const scored = evaluate(face);
        expect(scored).toEqual({
          ok: true,
          value: { game: 'months', winningMonths: winning, boxesCents, gainCents: face.gain, totalCents },
        });
        if (!scored.ok) return;
        const parts: ZoneWin[] =
          totalCents === 0
            ? []
            : [
                ...winning.map(({ month }) => ({
                  zone: month,
                  slots: face.months[month]!.symbols.flatMap((s, slot) => (s === 'clover' ? [slot] : [])),
                  amount: true,
                })),
                ...(face.gain > 0 ? [{ zone: MONTHS_BOXES, slots: [], amount: true }] : []),
              ];
        expect(winningParts(asTicket(face, totalCents), scored.value)).toEqual(parts);
      }),
      { numRuns: 500 },
    );
  });
});
