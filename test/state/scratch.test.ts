import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Block, BLOCK_SIZE, generateTicket } from '../../src/engine/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { getLayout, layouts } from '../../src/layouts/index.ts';
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
    'reaches 100 % of every $design zone when the whole ticket is scratched, leaving the empty value as it was',
    (layout) => {
      const empty = Coverage.empty(layout);
      let coverage = empty;
      for (let y = 0; y <= layout.height; y += 10)
        coverage = coverage.scratchSegment(-10, y, layout.width + 10, y, BRUSH_RADIUS_UNITS);
      layout.zones.forEach((_, z) => expect(coverage.ratio(z)).toBe(1));
      layout.zones.forEach((_, z) => expect(empty.ratio(z)).toBe(0));
      layout.zones.forEach((_, z) => expect(Coverage.empty(layout).ratio(z)).toBe(0));
    },
  );

  it('only grows, stays in [0, 1], reports exactly the zones that gained, and never changes a value (property)', () => {
    const layout = getLayout('months');
    fc.assert(
      fc.property(fc.array(segmentArb, { maxLength: 40 }), (segments) => {
        let coverage = Coverage.empty(layout);
        const history: [Coverage, number[]][] = [];
        for (const [x0, y0, x1, y1] of segments) {
          const before = layout.zones.map((_, z) => coverage.ratio(z));
          history.push([coverage, before]);
          const next = coverage.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
          const after = layout.zones.map((_, z) => next.ratio(z));
          after.forEach((r, z) => {
            expect(r).toBeGreaterThanOrEqual(before[z]!);
            expect(r).toBeLessThanOrEqual(1);
            if (next !== coverage) expect((next.changed & (1 << z)) !== 0).toBe(r > before[z]!);
            else expect(r).toBe(before[z]);
          });
          coverage = next;
        }
        // Every earlier value still reads as it did: snapshots are never mutated.
        for (const [value, ratios] of history) expect(layout.zones.map((_, z) => value.ratio(z))).toEqual(ratios);
      }),
      { numRuns: 200 },
    );
  });

  it('counts a stroke far from a zone as nothing', () => {
    const layout = getLayout('dog');
    const coverage = Coverage.empty(layout);
    const b = shapeBounds(layout.zones[0]!.shape);
    const after = coverage.scratchSegment(b.x + b.w + 300, b.y, b.x + b.w + 300, b.y + b.h, BRUSH_RADIUS_UNITS);
    expect(after.changed & 1).toBe(0);
    expect(after.ratio(0)).toBe(0);
  });
});

const segmentsOf = (log: ScratchLog): number[] => {
  const out: number[] = [];
  log.forEach((x0, y0, x1, y1) => out.push(x0, y0, x1, y1));
  return out;
};

describe('ScratchLog', () => {
  it('encodes and decodes to the same segments, quantised to a quarter unit (property)', () => {
    fc.assert(
      fc.property(fc.array(segmentArb, { maxLength: 300 }), (segments) => {
        let log = ScratchLog.empty();
        for (const [x0, y0, x1, y1] of segments) log = log.append(x0, y0, x1, y1);
        const copy = ScratchLog.decode(log.encode());
        expect(copy).not.toBeNull();
        const a = segmentsOf(log);
        expect(segmentsOf(copy!)).toEqual(a);
        a.forEach((v, i) => expect(Math.abs(v - segments[Math.floor(i / 4)]![i % 4]!)).toBeLessThanOrEqual(0.125));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every snapshot as it was, branches included, and only claims true prefixes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), segmentArb), { maxLength: 120 }), (steps) => {
        // Each step appends to some earlier snapshot, not always the newest: a branch copies.
        const snapshots: [ScratchLog, number[]][] = [[ScratchLog.empty(), []]];
        for (const [pick, [x0, y0, x1, y1]] of steps) {
          const [base] = snapshots[pick % snapshots.length]!;
          const next = base.append(x0, y0, x1, y1);
          expect(next.length).toBe(base.length + 1);
          snapshots.push([next, segmentsOf(next)]);
        }
        for (const [log, segments] of snapshots) expect(segmentsOf(log)).toEqual(segments);
        // `extends` may miss a prefix (the painter then repaints) but never claims a false one.
        for (const [a, sa] of snapshots)
          for (const [b, sb] of snapshots) if (a.extends(b)) expect(sa.slice(0, sb.length)).toEqual(sb);
      }),
      { numRuns: 100 },
    );
  });

  it('knows which logs it grew from', () => {
    const a = ScratchLog.empty().append(1, 2, 3, 4);
    const b = a.append(5, 6, 7, 8);
    const c = b.append(1, 1, 1, 1);
    const branch = a.append(9, 9, 9, 9);
    expect(c.extends(b) && c.extends(a) && b.extends(a)).toBe(true);
    expect(a.extends(b)).toBe(false);
    expect(branch.extends(b)).toBe(false);
    expect(b.extends(branch)).toBe(false);
    expect(c.extends(ScratchLog.empty())).toBe(true);
    expect(ScratchLog.decode(b.encode())!.extends(a)).toBe(false);
  });

  it.each([
    ['not base64', '***'],
    ['a length that is not whole segments', btoa('abc')],
    ['too many segments', btoa('\0'.repeat(8 * (MAX_SEGMENTS + 1)))],
  ])('refuses %s', (_, text) => {
    expect(ScratchLog.decode(text)).toBeNull();
  });

  it('stops recording at its limit', () => {
    let log = ScratchLog.empty();
    for (let i = 0; i < MAX_SEGMENTS; i++) log = log.append(1, 2, 3, 4);
    expect(log.length).toBe(MAX_SEGMENTS);
    expect(log.append(1, 2, 3, 4)).toBe(log);
  });
});

describe('the emission', () => {
  it('moves on to the next block when a block is used up', () => {
    const start = newEmission('ends');
    const months = dealNext(
      { ...start, games: { ...start.games, months: { block: 4, cursors: { any: BLOCK_SIZE }, dealt: BLOCK_SIZE } } },
      'months',
      'any',
    );
    expect([months.ticket.block, months.ticket.index]).toEqual([5, 0]);
    expect(months.emission.games.months).toEqual({ block: 5, cursors: { any: 1 }, dealt: 1 });
    const paws = dealNext(
      { ...start, games: { ...start.games, paws: { block: 2, cursors: { dog: BLOCK_SIZE, cat: 17 }, dealt: 9 } } },
      'paws',
      'dog',
    );
    expect(paws.ticket.block).toBe(3);
    expect(paws.ticket.game === 'paws' && paws.ticket.variant).toBe('dog');
    expect(paws.emission.games.paws.dealt).toBe(1);
  });

  it.each(['any', 'surprise'])('%s takes whichever animal comes first', (choice) => {
    const emission = newEmission('surprise');
    const { ticket } = dealNext(emission, 'paws', choice);
    expect(ticket.index).toBe(0);
    expect(ticket).toEqual(generateTicket({ game: 'paws', seed: 'surprise', block: 0, index: 0 }));
    const second = dealNext(dealNext(emission, 'paws', 'dog').emission, 'paws', choice).ticket;
    expect(second.index).toBe(ticket.game === 'paws' && ticket.variant === 'dog' ? 1 : 0);
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
    const done = {
      ...emission,
      games: { ...emission.games, months: { block: 0, cursors: { any: BLOCK_SIZE }, dealt: BLOCK_SIZE } },
    };
    expect(remainingTopPrizes(done, 'months').every((t) => t.remaining === 0)).toBe(true);
    // Dealt up to just past the block's first 100 € ticket: the top prizes dealt so far, counted
    // from the prize of each index dealt, are gone.
    const block = new Block('months', 'count', 0);
    let upTo = 0;
    while (block.prizeOf(upTo) !== 10_000) upTo++;
    const partway = {
      ...emission,
      games: { ...emission.games, months: { block: 0, cursors: { any: upTo + 1 }, dealt: upTo + 1 } },
    };
    const gone = top.map((t) => {
      let count = 0;
      for (let index = 0; index <= upTo; index++) if (block.prizeOf(index) === t.amountCents) count++;
      return count;
    });
    expect(gone[2]).toBeGreaterThan(0);
    expect(remainingTopPrizes(partway, 'months').map((t) => t.remaining)).toEqual(
      top.map((t, i) => t.total - gone[i]!),
    );
    // The 100 € ticket bought and not scratched yet counts as not dealt; a ticket of another seed,
    // block or game does not change the count.
    const bought = { game: 'months' as const, seed: 'count', block: 0, index: upTo };
    expect(remainingTopPrizes(partway, 'months', [bought]).map((t) => t.remaining)).toEqual(
      top.map((t, i) => t.total - gone[i]! + (i === 2 ? 1 : 0)),
    );
    const others = [
      { ...bought, seed: 'other' },
      { ...bought, block: 1 },
      { ...bought, game: 'paws' as const },
    ];
    expect(remainingTopPrizes(partway, 'months', others).map((t) => t.remaining)).toEqual(
      top.map((t, i) => t.total - gone[i]!),
    );
  });
});
