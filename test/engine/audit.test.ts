/**
 * The audit's one-pass check (scoreCheckedPawsFace / scoreCheckedMonthsFace) against the
 * checkers and scorers that validate() and evaluate() use, and auditBlock on faces with planted
 * defects: a face with a problem must be caught, whatever the speed-ups.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auditBlock,
  auditFromTallies,
  Block,
  MONTHS_BOXES,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  SYMBOL_IDS,
  sumBlockAudits,
  tallyBlock,
} from '../../src/engine/index.ts';
import { MONTHS_DECOYS, MONTHS_PRINTABLE_CENTS } from '../../src/engine/games/months/rules.ts';
import {
  checkMonthsFace,
  MONTHS_BOX_STRIDE,
  MONTHS_FACE_LENGTH,
  MONTHS_GAIN_OFFSET,
  scoreCheckedMonthsFace,
  scoreMonthsFace,
} from '../../src/engine/games/months/face.ts';
import {
  checkPawsFace,
  PAWS_BONUS_OFFSET,
  PAWS_FACE_LENGTH,
  scoreCheckedPawsFace,
  scorePawsFace,
} from '../../src/engine/games/paws/face.ts';
import { symbolCode } from '../../src/engine/symbols.ts';
import type * as Months from '../../src/engine/games/months/face.ts';
import type * as Paws from '../../src/engine/games/paws/face.ts';

/** Replaces drawn faces by defective ones: `plant` is applied to every `every`-th face drawn. */
const planted = vi.hoisted(() => ({
  plant: undefined as ((face: Int32Array) => void) | undefined,
  every: 1,
  drawn: 0,
}));

function corrupt(face: Int32Array): void {
  if (planted.plant !== undefined && planted.drawn++ % planted.every === 0) planted.plant(face);
}

vi.mock('../../src/engine/games/paws/face.ts', async (importOriginal) => {
  const paws = await importOriginal<typeof Paws>();
  return {
    ...paws,
    drawPawsFace: (...args: Parameters<typeof paws.drawPawsFace>) => {
      paws.drawPawsFace(...args);
      corrupt(args[2]);
    },
  };
});

vi.mock('../../src/engine/games/months/face.ts', async (importOriginal) => {
  const months = await importOriginal<typeof Months>();
  return {
    ...months,
    drawMonthsFace: (...args: Parameters<typeof months.drawMonthsFace>) => {
      months.drawMonthsFace(...args);
      corrupt(args[2]);
    },
  };
});

afterEach(() => {
  planted.plant = undefined;
  planted.drawn = 0;
});

const code = (id: string): number => symbolCode(id);
const CLOVER = code('clover');

/** Symbol codes a face may hold: every symbol, codes no symbol has, and any int32. */
const anyCode = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: SYMBOL_IDS.length - 1 }) },
  fc.constantFrom(-1, SYMBOL_IDS.length, 2 ** 31 - 1, -(2 ** 31), CLOVER + 2 ** 32 / 2),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
);

/** Changes to a face: up to two values, at any place, set to anything an Int32Array holds. */
function mutations(length: number): fc.Arbitrary<[number, number][]> {
  const value = fc.oneof(
    anyCode,
    fc.integer({ min: -3, max: 200 }).map((e) => e * 50),
  );
  return fc.array(fc.tuple(fc.nat(length - 1), value), { maxLength: 2 });
}

function mutated(values: readonly number[], changes: readonly [number, number][]): Int32Array {
  const face = Int32Array.from(values);
  for (const [at, value] of changes) face[at] = value;
  return face;
}

/** Paws faces as the rules read them (any number of wins and multipliers), then mutated. */
const pawsFace = fc
  .tuple(
    fc.constantFrom(...PAWS_VARIANTS.keys()).chain((variant) => {
      const symbols = PAWS_SYMBOLS[PAWS_VARIANTS[variant]!];
      const decoy = fc.constantFrom(...symbols.decoys.map(code));
      const paw = fc.oneof({ weight: 4, arbitrary: decoy }, fc.constant(code(symbols.win)));
      const bonus = fc.oneof({ weight: 3, arbitrary: decoy }, fc.constant(code(symbols.multiplier)));
      return fc.tuple(
        fc.constant(variant),
        fc.array(paw, { minLength: PAWS_ZONES, maxLength: PAWS_ZONES }),
        fc.array(bonus, { minLength: 2, maxLength: 2 }),
      );
    }),
    mutations(PAWS_FACE_LENGTH),
  )
  .map(([[variant, paws, bonus], changes]) => mutated([variant, ...paws, ...bonus], changes));

/** Months faces of clovers and decoys (up to three clovers a box), printable amounts, then mutated. */
const monthsFace = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.array(fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...MONTHS_DECOYS.map(code)) }, fc.constant(CLOVER)), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.constantFrom(...MONTHS_PRINTABLE_CENTS),
      ),
      { minLength: MONTHS_BOXES, maxLength: MONTHS_BOXES },
    ),
    fc.oneof(fc.constant(0), fc.constantFrom(...MONTHS_PRINTABLE_CENTS)),
    mutations(MONTHS_FACE_LENGTH),
  )
  .map(([boxes, gain, changes]) =>
    mutated([...boxes.flatMap(([symbols, amount]) => [...symbols, amount]), gain], changes),
  );

describe('the audit’s one-pass check agrees with the checker and the scorer', () => {
  it('paws: the prize when checkPawsFace finds no problem, -1 otherwise (property)', () => {
    const seen = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(pawsFace, (face) => {
        const expected = checkPawsFace(face) > 0 ? -1 : scorePawsFace(face);
        seen[expected < 0 ? 'invalid' : 'valid']++;
        expect(scoreCheckedPawsFace(face)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
    // The property saw plenty of both kinds.
    expect(Math.min(seen.valid, seen.invalid)).toBeGreaterThan(500);
  });

  it('months: the prize when checkMonthsFace finds no problem, -1 otherwise (property)', () => {
    const seen = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(monthsFace, (face) => {
        expect(face.length).toBe(MONTHS_FACE_LENGTH);
        const expected = checkMonthsFace(face) > 0 ? -1 : scoreMonthsFace(face);
        seen[expected < 0 ? 'invalid' : 'valid']++;
        expect(scoreCheckedMonthsFace(face)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
    expect(Math.min(seen.valid, seen.invalid)).toBeGreaterThan(500);
  });
});

const TICKETS = 20_000;
const EVERY = 1_000; // one face in a thousand is defective: 20 of them

describe('auditBlock catches planted defects', () => {
  // [what, game, defect, what the audit must count]
  const cases: [string, 'paws' | 'months', (face: Int32Array) => void, 'invalidFaces' | 'mismatchedFaces'][] = [
    ['a bad variant', 'paws', (f) => void (f[0] = 2), 'invalidFaces'],
    ['a cat symbol on a dog ticket', 'paws', (f) => void (f[1] = code(f[0] === 0 ? 'mouse' : 'bone')), 'invalidFaces'],
    ['a code no symbol has', 'paws', (f) => void (f[5] = SYMBOL_IDS.length), 'invalidFaces'],
    ['a multiplier among the paws', 'paws', (f) => void (f[3] = code(f[0] === 0 ? 'bowl' : 'yarn')), 'invalidFaces'],
    [
      'a win symbol in the bonus',
      'paws',
      (f) => void (f[PAWS_BONUS_OFFSET] = code(f[0] === 0 ? 'bone' : 'mouse')),
      'invalidFaces',
    ],
    [
      'two multipliers',
      'paws',
      (f) => void f.fill(code(f[0] === 0 ? 'bowl' : 'yarn'), PAWS_BONUS_OFFSET),
      'invalidFaces',
    ],
    ['six win symbols', 'paws', (f) => void f.fill(code(f[0] === 0 ? 'bone' : 'mouse'), 1, 7), 'invalidFaces'],
    [
      'one more win symbol',
      'paws',
      (f) =>
        void (f[1 + f.subarray(1, 10).indexOf(code(f[0] === 0 ? 'bone' : 'mouse')) + 1] = code(
          f[0] === 0 ? 'bone' : 'mouse',
        )),
      'mismatchedFaces',
    ],
    ['three clovers', 'months', (f) => void f.fill(CLOVER, 0, 3), 'invalidFaces'],
    ['an unknown symbol', 'months', (f) => void (f[MONTHS_BOX_STRIDE + 1] = code('bone')), 'invalidFaces'],
    ['an amount of cents', 'months', (f) => void (f[3] = 150), 'invalidFaces'],
    ['a zero amount', 'months', (f) => void (f[3] = 0), 'invalidFaces'],
    ['a negative gain', 'months', (f) => void (f[MONTHS_GAIN_OFFSET] = -600), 'invalidFaces'],
    ['a gain past the largest amount', 'months', (f) => void (f[MONTHS_GAIN_OFFSET] = 100_000_000), 'invalidFaces'],
    ['a gain added', 'months', (f) => void (f[MONTHS_GAIN_OFFSET] = f[MONTHS_GAIN_OFFSET]! + 100), 'mismatchedFaces'],
  ];

  it.each(cases)('%s (%s)', (_what, game, plant, counted) => {
    planted.plant = plant;
    planted.every = EVERY;
    const audit = auditBlock(game, 'planted', 4, { tickets: TICKETS });
    expect(audit[counted]).toBe(TICKETS / EVERY);
    expect(audit.exact).toBe(false);
  });

  it('a changed score outside the table counts as unexpected', () => {
    planted.plant = (f) => void (f[MONTHS_GAIN_OFFSET] = 700); // no months tier pays 7 € (alone or added)
    planted.every = EVERY;
    const audit = auditBlock('months', 'planted', 4, { tickets: TICKETS });
    expect(audit.mismatchedFaces).toBe(TICKETS / EVERY);
    expect(audit.unexpectedPrizes).toBeGreaterThan(0);
    expect(audit.exact).toBe(false);
  });

  it.each(['paws', 'months'] as const)('without a defect, part of a %s block is exact', (game) => {
    const audit = auditBlock(game, 'planted', 4, { tickets: TICKETS });
    expect([audit.invalidFaces, audit.mismatchedFaces, audit.unexpectedPrizes, audit.exact]).toEqual([0, 0, 0, true]);
  });
});

describe('auditBlock of part of a block', () => {
  it('expects what the block assigns to those tickets, and counts exactly that', () => {
    const block = new Block('paws', 'part', 9);
    const audit = auditBlock('paws', 'part', 9, { tickets: 5_000 });
    expect(audit.tickets).toBe(5_000);
    for (const tier of audit.tiers) {
      let assigned = 0;
      for (let index = 0; index < 5_000; index++) if (block.prizeOf(index) === tier.amountCents) assigned++;
      expect([tier.amountCents, tier.expected, tier.counted]).toEqual([tier.amountCents, assigned, assigned]);
    }
    expect(audit.exact).toBe(true);
  });

  it.each([0, -1, 1.5, 1_500_001, Number.NaN])('refuses %s tickets', (tickets) => {
    expect(() => auditBlock('paws', 'part', 0, { tickets })).toThrow(RangeError);
  });

  it('reports progress up to the tickets audited', () => {
    const calls: [number, number][] = [];
    auditBlock('months', 'part', 0, { tickets: 140_000, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [65_536, 140_000],
      [131_072, 140_000],
      [140_000, 140_000],
    ]);
  });
});

describe('tallyBlock and auditFromTallies: a block audited in parts', () => {
  it.each(['paws', 'months'] as const)('%s: parts in any order add up to auditBlock’s audit', (game) => {
    const whole = auditBlock(game, 'parts', 2, { tickets: 140_000 });
    const ends = [0, 1, 65_537, 70_000, 140_000];
    const parts = ends.slice(1).map((end, i) => tallyBlock(game, 'parts', 2, ends[i]!, end));
    expect(auditFromTallies([parts[2]!, parts[0]!, parts[3]!, parts[1]!])).toEqual(whole);
  });

  it('reports each part’s progress from its own start', () => {
    const calls: [number, number][] = [];
    tallyBlock('paws', 'parts', 0, 1_000, 141_000, (done, total) => calls.push([done, total]));
    expect(calls).toEqual([
      [65_536, 140_000],
      [131_072, 140_000],
      [140_000, 140_000],
    ]);
  });

  it('counts the faces of planted defects in the part that holds them', () => {
    planted.plant = (f) => void (f[0] = 2);
    planted.every = 1;
    const tally = tallyBlock('paws', 'parts', 0, 500, 800);
    expect([tally.invalidFaces, tally.counted.reduce((a, b) => a + b, 0)]).toEqual([300, 0]);
  });

  it.each([
    [-1, 10],
    [10, 10],
    [0, 1_500_001],
    [0.5, 10],
  ])('refuses the part %s to %s', (start, end) => {
    expect(() => tallyBlock('paws', 'parts', 0, start, end)).toThrow(RangeError);
  });

  it('refuses parts that leave a gap, overlap, or come from different blocks', () => {
    const [a, b, c] = [
      [0, 100],
      [100, 200],
      [150, 300],
    ].map(([start, end]) => tallyBlock('paws', 'parts', 0, start!, end!));
    const other = tallyBlock('paws', 'parts', 1, 100, 200);
    expect(auditFromTallies([a!, b!]).tickets).toBe(200);
    expect(() => auditFromTallies([])).toThrow(RangeError);
    expect(() => auditFromTallies([b!])).toThrow(RangeError);
    expect(() => auditFromTallies([a!, c!])).toThrow(RangeError);
    expect(() => auditFromTallies([a!, b!, c!])).toThrow(RangeError);
    expect(() => auditFromTallies([a!, other])).toThrow(RangeError);
  });
});

describe('sumBlockAudits', () => {
  it('adds the blocks up, in block order; exact only when every block is', () => {
    const audits = [7, 5, 6].map((block) => auditBlock('months', 'sum', block, { tickets: 3_000 }));
    const sum = sumBlockAudits(audits);
    expect(sum.blocks.map((a) => a.block)).toEqual([5, 6, 7]);
    expect(sum.tickets).toBe(9_000);
    expect(sum.winners).toBe(audits.reduce((n, a) => n + a.winners, 0));
    expect(sum.paidCents).toBe(audits.reduce((n, a) => n + a.paidCents, 0));
    sum.tiers.forEach((tier, t) => {
      expect(tier.counted).toBe(audits.reduce((n, a) => n + a.tiers[t]!.counted, 0));
      expect(tier.expected).toBe(audits.reduce((n, a) => n + a.tiers[t]!.expected, 0));
    });
    expect([sum.exactBlocks, sum.exact]).toEqual([3, true]);
  });

  it('is not exact when one block is not, even if the differences cancel out in the sum', () => {
    const [a, b] = [0, 1].map((block) => auditBlock('paws', 'sum', block, { tickets: 3_000 }));
    const shift = (audit: typeof a, by: number) => ({
      ...audit!,
      tiers: audit!.tiers.map((t, i) => (i === audit!.tiers.length - 1 ? { ...t, counted: t.counted + by } : t)),
      exact: false,
    });
    const sum = sumBlockAudits([shift(a, 1), shift(b, -1)]);
    expect(sum.tiers.every((t) => t.counted === t.expected)).toBe(true);
    expect([sum.exactBlocks, sum.exact]).toEqual([0, false]);
  });

  it('refuses nothing to sum, and audits of different emissions', () => {
    expect(() => sumBlockAudits([])).toThrow(RangeError);
    const paws = auditBlock('paws', 'sum', 0, { tickets: 100 });
    const months = auditBlock('months', 'sum', 0, { tickets: 100 });
    const other = auditBlock('paws', 'other', 1, { tickets: 100 });
    expect(() => sumBlockAudits([paws, months])).toThrow(RangeError);
    expect(() => sumBlockAudits([paws, other])).toThrow(RangeError);
  });
});
