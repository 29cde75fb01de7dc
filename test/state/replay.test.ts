import { afterEach, describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { designOf, getLayout } from '../../src/layouts/index.ts';
import { Coverage } from '../../src/state/coverage.ts';
import { STORAGE_KEY } from '../../src/state/persistence.ts';
import { freshSession, writeSession } from '../../src/state/session.ts';
import { MAX_SEGMENTS, ScratchLog } from '../../src/state/scratchLog.ts';
import { createAppStore, BRUSH_RADIUS_UNITS, type AppStore } from '../../src/state/store.ts';
import { REPLAY_BATCH_SEGMENTS } from '../../src/state/ticketSlice.ts';
import { MemoryStorage } from './memoryStorage.ts';

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

/** A seeded wandering stroke over the ticket, `count` segments long. */
function wander(width: number, height: number, count: number): ScratchLog {
  let log = ScratchLog.empty();
  let x = width / 2;
  let y = height / 2;
  let angle = 0;
  let seed = 7;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    angle += (seed / 0x7fffffff - 0.5) * 0.8;
    const nx = Math.min(width, Math.max(0, x + Math.cos(angle) * 5));
    const ny = Math.min(height, Math.max(0, y + Math.sin(angle) * 5));
    log = log.append(x, y, nx, ny);
    if (nx <= 0 || nx >= width) angle = Math.PI - angle;
    if (ny <= 0 || ny >= height) angle = -angle;
    x = nx;
    y = ny;
  }
  return log;
}

describe('reloading the longest scratch log', () => {
  it('replays the coverage in batches the page can breathe between, ending where a full replay does', () => {
    const storage = new MemoryStorage();
    const ticket = generateTicket({ game: 'months', seed: 'replay', block: 0, index: 3 });
    const layout = getLayout(designOf(ticket));
    const log = wander(layout.width, layout.height, MAX_SEGMENTS);
    const current = { serial: ticket.serial, paid: false, revealed: layout.zones.map(() => false), log };
    storage.setItem(STORAGE_KEY, writeSession({ ...freshSession('replay'), current }));

    const tasks: (() => void)[] = [];
    const store = createAppStore({
      storage,
      now: () => new Date(0),
      newSeed: () => 'unused',
      saveDelayMs: 0,
      schedule: (task) => tasks.push(task),
    });
    opened.push(store);
    // Nothing replayed yet: the page shows at once, covers and strokes still to come.
    expect(store.getState().progress!.replayed).toBe(0);
    store.getState().scratch(10, 10, 12, 12); // a stroke while replaying is kept, and replayed too
    let batches = 0;
    let replayed = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      batches++;
      const now = store.getState().progress!.replayed;
      expect(now - replayed).toBeLessThanOrEqual(REPLAY_BATCH_SEGMENTS);
      replayed = now;
    }
    expect(batches).toBe(Math.ceil(MAX_SEGMENTS / REPLAY_BATCH_SEGMENTS));
    const progress = store.getState().progress!;
    expect(progress.replayed).toBe(progress.log.length);
    let full = Coverage.empty(layout);
    progress.log.forEach((x0, y0, x1, y1) => {
      full = full.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
    });
    for (let z = 0; z < layout.zones.length; z++) expect(progress.coverage.ratio(z)).toBe(full.ratio(z));
  });

  it('gives the same coverage batched as segment by segment', () => {
    const store = createAppStore({ storage: new MemoryStorage(), now: () => new Date(0), newSeed: () => 'b' });
    opened.push(store);
    void store.getState().buy('paws', 'dog');
    const layout = store.getState().current!.layout;
    const log = wander(layout.width, layout.height, 3_000);
    let one = Coverage.empty(layout);
    log.forEach((x0, y0, x1, y1) => {
      one = one.scratchSegment(x0, y0, x1, y1, BRUSH_RADIUS_UNITS);
    });
    const empty = Coverage.empty(layout);
    const batched = empty
      .scratchSegments(log, 0, 1_000, BRUSH_RADIUS_UNITS)
      .scratchSegments(log, 1_000, 3_000, BRUSH_RADIUS_UNITS);
    for (let z = 0; z < layout.zones.length; z++) expect(batched.ratio(z)).toBe(one.ratio(z));
    expect(empty.overall()).toBe(0); // the batch changed copies, never the value it started from
  });
});
