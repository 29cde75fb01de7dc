import { describe, expect, it } from 'vitest';
import { evaluate, type MonthsTicket, type PawsTicket, type Ticket } from '../../src/engine/index.ts';
import { designOf, getLayout } from '../../src/layouts/index.ts';
import { polygonArea } from '../../src/render/shapes.ts';
import { winTargets } from '../../src/render/winTargets.ts';

const header = { seed: 'test', block: 0, index: 0, serial: 'test' };

function targetsOf(ticket: Ticket) {
  const scored = evaluate(ticket);
  if (!scored.ok) throw new Error('invalid test face');
  const layout = getLayout(designOf(ticket));
  return { layout, targets: winTargets(ticket, layout, scored.value) };
}

describe('winTargets', () => {
  it('rings the win symbols and the bonus multiplier of a winning paws ticket', () => {
    const ticket: PawsTicket = {
      ...header,
      game: 'paws',
      variant: 'cat',
      price: 200,
      prize: 3_000,
      paws: ['mouse', 'fish', 'mouse', 'bell', 'feather', 'mouse', 'fish', 'bell', 'butterfly'],
      bonus: ['bell', 'yarn'],
    };
    const { layout, targets } = targetsOf(ticket);
    expect(targets.map((t) => [t.kind, t.zone])).toEqual([
      ['ring', 0],
      ['ring', 2],
      ['ring', 5],
      ['ring', 9],
    ]);
    const bonusRing = targets[3]!;
    const yarnSlot = layout.zones[9]!.slots[1]!;
    expect(bonusRing.kind === 'ring' && [bonusRing.cx, bonusRing.cy]).toEqual([
      yarnSlot.x + yarnSlot.size / 2,
      yarnSlot.y + yarnSlot.size / 2,
    ]);
  });

  it('does not ring a multiplier that multiplies nothing', () => {
    const ticket: PawsTicket = {
      ...header,
      game: 'paws',
      variant: 'dog',
      price: 200,
      prize: 0,
      paws: ['ball', 'collar', 'ball', 'frisbee', 'slipper', 'ball', 'collar', 'frisbee', 'slipper'],
      bonus: ['bowl', 'ball'],
    };
    expect(targetsOf(ticket).targets).toEqual([]);
  });

  it('rings the two clovers and frames the amount of a winning month, and frames the Gain', () => {
    const months = Array.from({ length: 12 }, () => ({ symbols: ['star', 'moon', 'horseshoe'] as const, amount: 500 }));
    const ticket: MonthsTicket = {
      ...header,
      game: 'months',
      price: 300,
      prize: 1_200,
      months: months.map((m, i) =>
        i === 3
          ? { symbols: ['clover', 'ladybug', 'clover'], amount: 600 }
          : { symbols: [...m.symbols], amount: m.amount },
      ),
      gain: 600,
    };
    const { layout, targets } = targetsOf(ticket);
    expect(targets.map((t) => [t.kind, t.zone])).toEqual([
      ['ring', 3],
      ['ring', 3],
      ['box', 3],
      ['box', 12],
    ]);
    const april = layout.zones[3]!;
    const frame = targets[2]!;
    // The frame goes around both the digits and the words.
    expect(
      frame.kind === 'box' &&
        frame.y < april.amountDigits!.y &&
        frame.y + frame.h > april.amountWords!.y + april.amountWords!.h,
    ).toBe(true);
  });
});

describe('polygonArea', () => {
  it('is positive for a polygon wound clockwise on screen (y down)', () => {
    expect(
      polygonArea([
        [0, 0],
        [10, 0],
        [10, 10],
      ]),
    ).toBe(50);
    expect(
      polygonArea([
        [0, 0],
        [10, 10],
        [10, 0],
      ]),
    ).toBe(-50);
  });
});
