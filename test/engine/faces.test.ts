import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Block,
  BLOCK_SIZE,
  evaluate,
  GAMES,
  generateTicket,
  MONTHS_BOXES,
  PAWS_SYMBOLS,
  validate,
  type Face,
  type MonthsFace,
  type PawsFace,
  type TicketRef,
} from '../../src/engine/index.ts';

const seedArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/);
const refArb = fc.record({
  game: fc.constantFrom('paws' as const, 'months' as const),
  seed: seedArb,
  block: fc.integer({ min: 0, max: 999 }),
  index: fc.integer({ min: 0, max: BLOCK_SIZE - 1 }),
});

// Cases that once failed, or that pin an edge: kept forever, run before the random ones.
const PINNED: TicketRef[] = [
  { game: 'paws', seed: 'demo', block: 0, index: 0 },
  { game: 'paws', seed: 'demo', block: 0, index: BLOCK_SIZE - 1 },
  { game: 'months', seed: '-', block: 999, index: 1 },
];

function checkTicket(ref: TicketRef): void {
  const ticket = generateTicket(ref);
  expect(validate(ticket)).toEqual([]);
  const scored = evaluate(ticket);
  expect(scored.ok).toBe(true);
  if (scored.ok) expect(scored.value.totalCents).toBe(ticket.prize);
  expect(new Block(ref.game, ref.seed, ref.block).prizeOf(ref.index)).toBe(ticket.prize);
}

describe('generated faces', () => {
  it.each(PINNED)('pinned $game/$seed/$block/$index validates and scores its prize', checkTicket);

  it('validate and score their assigned prize for any seed and index (property)', () => {
    fc.assert(fc.property(refArb, checkTicket), { numRuns: 2000 });
  });

  it('are deterministic', () => {
    fc.assert(
      fc.property(refArb, (ref) => {
        expect(generateTicket(ref)).toEqual(generateTicket(ref));
      }),
      { numRuns: 100 },
    );
  });

  it('show every prize of the table with its one decomposition (paws)', () => {
    const block = new Block('paws', 'decomp', 3);
    for (const tier of GAMES.paws.prizeTable) {
      const indices = block.indicesWithPrize(tier.amountCents);
      for (const index of indices.slice(0, 50)) {
        const ticket = generateTicket({ game: 'paws', seed: 'decomp', block: 3, index });
        const scored = evaluate(ticket);
        if (!scored.ok || scored.value.game !== 'paws' || ticket.game !== 'paws') throw new Error('expected paws');
        expect(scored.value.baseCents * scored.value.multiplier).toBe(tier.amountCents);
        expect(ticket.paws.filter((s) => s === PAWS_SYMBOLS[ticket.variant].win)).toHaveLength(scored.value.winCount);
      }
    }
  });

  it('never show a win symbol on a losing paws ticket, and sometimes the multiplier', () => {
    const block = new Block('paws', 'losers', 0);
    const losers = block.indicesWithPrize(0).slice(0, 4000);
    let multiplied = 0;
    for (const index of losers) {
      const t = generateTicket({ game: 'paws', seed: 'losers', block: 0, index });
      if (t.game !== 'paws') throw new Error('paws expected');
      const { win, multiplier } = PAWS_SYMBOLS[t.variant];
      expect(t.paws).not.toContain(win);
      if (t.bonus.includes(multiplier)) multiplied++;
    }
    // 1 in 8 by design: 500 expected, sd ≈ 21.
    expect(multiplied).toBeGreaterThan(400);
    expect(multiplied).toBeLessThan(600);
  });
});

const dogFace: PawsFace = {
  game: 'paws',
  variant: 'dog',
  paws: ['bone', 'ball', 'bone', 'collar', 'bone', 'frisbee', 'slipper', 'ball', 'ball'],
  bonus: ['bowl', 'ball'],
};
const box = (symbols: string[], amount: number) => ({ symbols, amount });
const monthsFace: MonthsFace = {
  game: 'months',
  months: Array.from({ length: MONTHS_BOXES }, (_, m) =>
    m === 0 ? box(['clover', 'clover', 'horseshoe'], 600) : box(['star', 'clover', 'moon'], 4_000_000),
  ),
  gain: 600,
};

describe('evaluate', () => {
  it('explains a multiplied paws win: 3 os × 3 (gamelle) = 30 €', () => {
    expect(evaluate(dogFace)).toEqual({
      ok: true,
      value: {
        game: 'paws',
        variant: 'dog',
        winningPaws: [0, 2, 4],
        winCount: 3,
        baseCents: 1_000,
        multiplier: 3,
        multiplierSlot: 0,
        totalCents: 3_000,
      },
    });
  });

  it.each([
    [0, 0],
    [1, 200],
    [2, 400],
    [3, 1_000],
    [4, 20_000],
    [5, 500_000],
  ])('pays %i cat mice %i cents', (mice, cents) => {
    const paws = Array.from({ length: 9 }, (_, i) => (i < mice ? 'mouse' : 'fish'));
    const r = evaluate({ game: 'paws', variant: 'cat', paws, bonus: ['bell', 'feather'] });
    expect(r.ok && r.value.totalCents).toBe(cents);
  });

  it('adds winning months and the Gain: Janvier 6 € + Gain 6 € = 12 €', () => {
    expect(evaluate(monthsFace)).toEqual({
      ok: true,
      value: {
        game: 'months',
        winningMonths: [{ month: 0, amountCents: 600 }],
        boxesCents: 600,
        gainCents: 600,
        totalCents: 1_200,
      },
    });
  });
});

describe('validate', () => {
  const cases: [string, Face, string, string][] = [
    [
      'six win symbols',
      { ...dogFace, paws: ['bone', 'bone', 'bone', 'bone', 'bone', 'bone', 'ball', 'ball', 'ball'] },
      'too-many-wins',
      'paws',
    ],
    ['two multipliers', { ...dogFace, bonus: ['bowl', 'bowl'] }, 'two-multipliers', 'bonus'],
    [
      'a cat symbol on a dog ticket',
      { ...dogFace, paws: [...dogFace.paws.slice(0, 8), 'mouse'] },
      'unknown-symbol',
      'paws[8]',
    ],
    ['an unknown bonus symbol', { ...dogFace, bonus: ['bowl', 'banana'] }, 'unknown-symbol', 'bonus[1]'],
    ['eight paws', { ...dogFace, paws: dogFace.paws.slice(0, 8) }, 'wrong-size', 'paws'],
    ['one bonus symbol', { ...dogFace, bonus: ['bowl'] }, 'wrong-size', 'bonus'],
    ['a bad variant', { ...dogFace, variant: 'bird' as 'dog' }, 'bad-variant', 'variant'],
    [
      'three clovers',
      {
        ...monthsFace,
        months: monthsFace.months.map((b, m) => (m === 3 ? box(['clover', 'clover', 'clover'], 600) : b)),
      },
      'three-clovers',
      'months[3].symbols',
    ],
    ['eleven months', { ...monthsFace, months: monthsFace.months.slice(1) }, 'wrong-size', 'months'],
    [
      'a box of two symbols',
      { ...monthsFace, months: monthsFace.months.map((b, m) => (m === 5 ? box(['clover', 'star'], 600) : b)) },
      'wrong-size',
      'months[5].symbols',
    ],
    [
      'a zero amount',
      { ...monthsFace, months: monthsFace.months.map((b, m) => (m === 2 ? box(['star', 'star', 'star'], 0) : b)) },
      'bad-amount',
      'months[2].amount',
    ],
    [
      'a fractional amount',
      { ...monthsFace, months: monthsFace.months.map((b, m) => (m === 2 ? box(['star', 'star', 'star'], 650.5) : b)) },
      'bad-amount',
      'months[2].amount',
    ],
    ['a negative gain', { ...monthsFace, gain: -600 }, 'bad-amount', 'gain'],
    [
      'a paws symbol on a months ticket',
      { ...monthsFace, months: monthsFace.months.map((b, m) => (m === 11 ? box(['bone', 'star', 'star'], 600) : b)) },
      'unknown-symbol',
      'months[11].symbols[0]',
    ],
  ];

  it.each(cases)('reports %s', (_, face, code, path) => {
    const issues = validate(face);
    expect(issues.map((i) => [i.code, i.path])).toContainEqual([code, path]);
    expect(issues.every((i) => i.message.length > 10)).toBe(true);
    const scored = evaluate(face);
    expect(scored.ok).toBe(false);
  });

  it('accepts well-formed hand-made faces', () => {
    expect(validate(dogFace)).toEqual([]);
    expect(validate(monthsFace)).toEqual([]);
  });
});
