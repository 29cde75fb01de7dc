import { describe, expect, it } from 'vitest';
import { formatSerial, generateTicket, type TicketRef } from '../../src/engine/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { createEmbedStore } from '../../src/embed/embedStore.ts';
import { DEFAULT_SETTINGS } from '../../src/state/settings.ts';
import { dealNext } from '../../src/embed/deal.ts';

const ref: TicketRef = { game: 'paws', seed: 'demo', block: 0, index: 17 };

function storeAt(r: TicketRef = ref) {
  const ticket = generateTicket(r);
  return createEmbedStore(ticket, { game: ticket.game, variant: ticket.game === 'paws' ? ticket.variant : 'any' });
}

/** Scratches zone `z` with horizontal passes over its bounding box. */
function scratchZone(store: ReturnType<typeof storeAt>, z: number): void {
  const b = shapeBounds(store.getState().layout.zones[z]!.shape);
  for (let y = b.y; y <= b.y + b.h; y += 8) store.getState().scratch(b.x - 5, y, b.x + b.w + 5, y);
}

describe('the embed store', () => {
  it('starts covered, untouched, on the ticket given', () => {
    const s = storeAt().getState();
    expect(s.ticket.serial).toBe(formatSerial(ref));
    expect(s.revealed.some(Boolean)).toBe(false);
    expect([s.settled, s.touched, s.round, s.progress.log.length]).toEqual([false, false, 0, 0]);
    expect(s.breakdown.totalCents).toBe(s.ticket.prize);
  });

  it('reveals a zone at the stroke its scratched share reaches the player’s threshold, not before', () => {
    const store = storeAt();
    const threshold = DEFAULT_SETTINGS.revealThresholdRatio; // the player's default share
    const b = shapeBounds(store.getState().layout.zones[4]!.shape);
    const shares: [number, boolean][] = [];
    for (let y = b.y; y <= b.y + b.h; y += 8) {
      store.getState().scratch(b.x - 5, y, b.x + b.w + 5, y);
      const s = store.getState();
      shares.push([s.progress.coverage.ratio(4), s.revealed[4]!]);
    }
    const first = shares.findIndex(([, revealed]) => revealed);
    expect(first).toBeGreaterThan(0);
    expect(shares[first]![0]).toBeGreaterThanOrEqual(threshold);
    expect(shares[first - 1]![0]).toBeLessThan(threshold);
    // A zone scratched to within 0.15 of the threshold still shows nothing.
    expect(shares.some(([share, revealed]) => share >= threshold - 0.15 && !revealed)).toBe(true);
  });

  it('reveals a zone scratched past the threshold, and marks the visitor as having touched', () => {
    const store = storeAt();
    scratchZone(store, 4);
    const s = store.getState();
    expect(s.revealed[4]).toBe(true);
    expect(s.revealed.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(s.touched).toBe(true);
    expect(s.progress.log.length).toBeGreaterThan(0);
  });

  it('settles once every zone shows, by zone buttons or all at once, and then ignores strokes', () => {
    const store = storeAt();
    store.getState().revealZone(0);
    store.getState().revealZone(0);
    expect(store.getState().revealed.filter(Boolean)).toHaveLength(1);
    store.getState().revealAll();
    const settled = store.getState();
    expect(settled.settled).toBe(true);
    store.getState().scratch(0, 0, 600, 900);
    expect(store.getState().progress).toBe(settled.progress);
  });

  it('covers the same ticket again on reset, and deals the next one on next, each a new round', () => {
    const store = storeAt();
    scratchZone(store, 2);
    store.getState().revealAll();
    store.getState().reset();
    let s = store.getState();
    expect([s.ticket.serial, s.round, s.settled, s.progress.log.length]).toEqual([formatSerial(ref), 1, false, 0]);
    expect(s.revealed.some(Boolean)).toBe(false);
    store.getState().next();
    s = store.getState();
    expect(s.round).toBe(2);
    expect(s.ticket).toEqual(dealNext(generateTicket(ref), s.rule));
    expect(s.revealed).toHaveLength(s.layout.zones.length);
  });
});
