import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, generateTicket } from '../../src/engine/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { layouts } from '../../src/layouts/index.ts';
import { Coverage } from '../../src/state/coverage.ts';
import { dealNext, newEmission, remainingTopPrizes, ticketsLeft } from '../../src/state/emission.ts';
import { MAX_SEGMENTS, ScratchLog } from '../../src/state/scratchLog.ts';
import { BRUSH_RADIUS_UNITS } from '../../src/state/store.ts';

const segmentArb = fc.tuple(
  fc.double({ min: -50, max: 650, noNaN: true }),
  fc.double({ min: -50, max: 950, noNaN: true }),
  fc.double({ min: -50, max: 650, noNaN: true }),
  fc.double({ min: -50, max: 950, noNaN: true }),
);

describe('Coverage', () => {
  it.each(Object.values(layouts))(
    'reaches 100 % of every $design zone when the whole ticket is scratched',
    (layout) => {
      const coverage = new Coverage(layout);
      for (let y = 0; y <= layout.height; y += 10)
        coverage.scratchSegment(-10, y, layout.width + 10, y, BRUSH_RADIUS_UNITS);
      layout.zones.forEach((_, z) => expect(coverage.ratio(z)).toBe(1));
      coverage.clear();
      layout.zones.forEach((_, z) => expect(coverage.ratio(z)).toBe(0));
    },
  );

  it('only grows, stays in [0, 1], and reports exactly the zones that gained (property)', () => {
    const layout = layouts.months;
    fc.assert(
      fc.property(fc.array(segmentArb, { maxLength: 40 }), (segments) => {
        const coverage = new Coverage(layout);
        let before = layout.zones.map((_, z) => coverage.ratio(z));
        for (const [x0, y0, x1, y1] of segments) {
          const changed = coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
          const after = layout.zones.map((_, z) => coverage.ratio(z));
          after.forEach((r, z) => {
            expect(r).toBeGreaterThanOrEqual(before[z]!);
            expect(r).toBeLessThanOrEqual(1);
            expect((changed & (1 << z)) !== 0).toBe(r > before[z]!);
          });
          before = after;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('counts a stroke far from a zone as nothing', () => {
    const layout = layouts.dog;
    const coverage = new Coverage(layout);
    const b = shapeBounds(layout.zones[0]!.shape);
    expect(coverage.scratchSegment(b.x + b.w + 300, b.y, b.x + b.w + 300, b.y + b.h, BRUSH_RADIUS_UNITS) & 1).toBe(0);
    expect(coverage.ratio(0)).toBe(0);
  });
});

describe('ScratchLog', () => {
  it('encodes and decodes to the same segments, quantised to a quarter unit (property)', () => {
    fc.assert(
      fc.property(fc.array(segmentArb, { maxLength: 300 }), (segments) => {
        const log = new ScratchLog();
        for (const [x0, y0, x1, y1] of segments) log.push(x0, y0, x1, y1);
        const copy = ScratchLog.decode(log.encode());
        expect(copy).not.toBeNull();
        const a: number[] = [];
        const b: number[] = [];
        log.forEach((...s) => a.push(...s));
        copy!.forEach((...s) => b.push(...s));
        expect(b).toEqual(a);
        a.forEach((v, i) => expect(Math.abs(v - segments[Math.floor(i / 4)]![i % 4]!)).toBeLessThanOrEqual(0.125));
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['not base64', '***'],
    ['a length that is not whole segments', btoa('abc')],
    ['too many segments', btoa('\0'.repeat(8 * (MAX_SEGMENTS + 1)))],
  ])('refuses %s', (_, text) => {
    expect(ScratchLog.decode(text)).toBeNull();
  });

  it('stops recording at its limit', () => {
    const log = new ScratchLog();
    for (let i = 0; i < MAX_SEGMENTS; i++) expect(log.push(1, 2, 3, 4)).toBe(true);
    expect(log.push(1, 2, 3, 4)).toBe(false);
    expect(log.length).toBe(MAX_SEGMENTS);
  });
});

describe('the emission', () => {
  it('moves on to the next block when a block is used up', () => {
    const start = newEmission('ends');
    const months = dealNext(
      { ...start, months: { block: 4, next: BLOCK_SIZE, dealt: BLOCK_SIZE } },
      'months',
      'surprise',
    );
    expect([months.ticket.block, months.ticket.index]).toEqual([5, 0]);
    expect(months.emission.months).toEqual({ block: 5, next: 1, dealt: 1 });
    const paws = dealNext({ ...start, paws: { block: 2, dog: BLOCK_SIZE, cat: 17, dealt: 9 } }, 'paws', 'dog');
    expect(paws.ticket.block).toBe(3);
    expect(paws.ticket.game === 'paws' && paws.ticket.variant).toBe('dog');
    expect(paws.emission.paws.dealt).toBe(1);
  });

  it('surprise takes whichever animal comes first', () => {
    const emission = newEmission('surprise');
    const { ticket } = dealNext(emission, 'paws', 'surprise');
    expect(ticket.index).toBe(0);
    expect(ticket).toEqual(generateTicket({ game: 'paws', seed: 'surprise', block: 0, index: 0 }));
  });

  it('counts the tickets left and the top prizes not yet dealt', () => {
    let emission = newEmission('count');
    for (let i = 0; i < 5; i++) emission = dealNext(emission, 'months', 'surprise').emission;
    expect(ticketsLeft(emission, 'months')).toBe(BLOCK_SIZE - 5);
    const top = remainingTopPrizes(emission, 'months');
    expect(top.map((t) => [t.amountCents, t.total])).toEqual([
      [4_000_000, 2],
      [100_000, 20],
      [10_000, 3_000],
    ]);
    // Deal past every ticket: nothing is left.
    const done = { ...emission, months: { block: 0, next: BLOCK_SIZE, dealt: BLOCK_SIZE } };
    expect(remainingTopPrizes(done, 'months').every((t) => t.remaining === 0)).toBe(true);
    expect(remainingTopPrizes(emission, 'months').every((t) => t.remaining <= t.total)).toBe(true);
  });
});
