/**
 * A bought ticket left unsettled under a newer one: a session saved by the release before dropped
 * tickets were opened again (its ticket's strokes damaged, dropped on reload, its history row never
 * settled, then another ticket bought and left in play). Opening it settles and credits that ticket
 * once, as moving on from a ticket does, and says so.
 */
import { describe, expect, it } from 'vitest';
import { generateTicket, parseSerial } from '../../src/engine/index.ts';
import { STORAGE_KEY } from '../../src/state/persistence.ts';
import { createAppStore, openAppStore, type AppStore } from '../../src/state/store.ts';
import { SharedProfile } from './fakeBrowser.ts';
import { MemoryStorage } from './memoryStorage.ts';
import { readFixture, savedFixture } from './savedFixtures.ts';

const fixture = savedFixture('session-v2-dropped-under-newer.json');
const saved = readFixture(fixture);
const LEFT = 'M.stuck.0.0000004.G1AP'; // dropped, never credited
const IN_PLAY = 'P.stuck.0.0000001.G19Y'; // bought after it, in play

/** What the engine says a serial wins. */
function prizeOf(serial: string): number {
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(serial);
  return generateTicket(ref.value).prize;
}

function open(storage: MemoryStorage): AppStore {
  return createAppStore({
    storage,
    now: () => new Date('2026-12-05T12:00:00Z'),
    newSeed: () => 'unused',
    saveDelayMs: 0,
  });
}

describe('a bought ticket left unsettled under a newer one', () => {
  it('is said once the notice shown at start goes, when another one came first', () => {
    const damaged = JSON.parse(fixture.saved) as { history: { serial: string; at: string }[] };
    const other = damaged.history.find((h) => h.serial !== LEFT && h.serial !== IN_PLAY)!;
    other.at = 'nope'; // a date lost: the start's own notice
    const storage = new MemoryStorage();
    storage.data.set(STORAGE_KEY, JSON.stringify(damaged));
    const a = open(storage);
    expect(a.getState().notice).toEqual({ kind: 'dates-lost', serials: [other.serial] });
    expect(a.getState().balanceCents).toBe(saved.balanceCents + prizeOf(LEFT));
    a.getState().dismissNotice();
    expect(a.getState().notice).toEqual({ kind: 'settled-left', tickets: [{ serial: LEFT, prizeCents: 600 }] });
    a.getState().dismissNotice();
    expect(a.getState().notice).toBeNull();
    a.getState().dispose();
  });

  it('is what the fixture holds: a 6 € winner never credited, under a cat ticket in play', () => {
    expect(saved.current?.serial).toBe(IN_PLAY);
    expect(saved.history.find((h) => h.serial === LEFT)).toMatchObject({ settled: false });
    expect(saved.history.find((h) => h.serial === IN_PLAY)).toMatchObject({ settled: false });
    expect(prizeOf(LEFT)).toBe(600);
  });

  it('is settled and credited once on opening, the ticket in play left as it was, and the notice says so', async () => {
    const storage = new MemoryStorage();
    storage.data.set(STORAGE_KEY, fixture.saved);
    const a = open(storage);
    const s = a.getState();
    expect(s.history.find((h) => h.serial === LEFT)?.settled).toBe(true);
    expect(s.balanceCents).toBe(saved.balanceCents + prizeOf(LEFT));
    expect(s.stats.months.wonCents).toBe(saved.stats.months.wonCents + prizeOf(LEFT));
    expect(s.notice).toEqual({ kind: 'settled-left', tickets: [{ serial: LEFT, prizeCents: 600 }] });
    // The ticket in play is untouched: still to be scratched, its strokes and revealed zone kept.
    expect(s.screen).toBe('ticket');
    expect(s.current).toMatchObject({ ticket: { serial: IN_PLAY }, paid: true, settled: false });
    expect(s.current!.revealed).toEqual(saved.current!.revealed);
    expect(s.progress!.log.length).toBe(saved.current!.log.length);
    await a.getState().flush();
    a.getState().dispose();

    // A reload credits nothing again, and has nothing to say.
    const b = open(storage);
    expect(b.getState().balanceCents).toBe(saved.balanceCents + prizeOf(LEFT));
    expect(b.getState().notice).toBeNull();
    // The ticket in play is credited once revealed, then the next purchase moves on.
    b.getState().revealAll();
    const afterReveal = saved.balanceCents + prizeOf(LEFT) + prizeOf(IN_PLAY);
    expect(b.getState().balanceCents).toBe(afterReveal);
    expect(await b.getState().buy('paws', 'cat')).toBe(true);
    expect(b.getState().history[0]!.serial).toBe(fixture.nextSerials.pawsCat);
    expect(
      b
        .getState()
        .history.filter((h) => !h.settled)
        .map((h) => h.serial),
    ).toEqual([fixture.nextSerials.pawsCat]);
    expect(b.getState().balanceCents).toBe(afterReveal - 200);
    await b.getState().flush();
    b.getState().dispose();
    const c = open(storage);
    expect(c.getState().balanceCents).toBe(afterReveal - 200);
    const won = c.getState().stats.months.wonCents + c.getState().stats.paws.wonCents;
    expect(won).toBe(
      c
        .getState()
        .history.filter((h) => h.settled)
        .reduce((sum, h) => sum + h.prizeCents, 0),
    );
    c.getState().dispose();
  });

  it('is credited once when two tabs open it at the same time', async () => {
    const profile = new SharedProfile();
    profile.text = fixture.saved;
    const options = { now: () => new Date('2026-12-05T12:00:00Z'), newSeed: () => 'unused', saveDelayMs: 0 };
    const [a, b] = await Promise.all([
      openAppStore({ ...options, backend: profile.tab() }),
      openAppStore({ ...options, backend: profile.tab() }),
    ]);
    for (const t of [a, b]) await t.getState().flush();
    for (const t of [a, b]) await t.getState().idle();
    for (const t of [a, b]) {
      expect(t.getState().balanceCents).toBe(saved.balanceCents + prizeOf(LEFT));
      expect(t.getState().history.find((h) => h.serial === LEFT)?.settled).toBe(true);
    }
    const stored = JSON.parse(profile.text) as { balanceCents: number };
    expect(stored.balanceCents).toBe(saved.balanceCents + prizeOf(LEFT));
    a.getState().dispose();
    b.getState().dispose();
  });

  it('credits nothing for a ticket opened without buying it (a row of price 0, as earlier releases kept)', () => {
    const storage = new MemoryStorage();
    const preview = JSON.parse(fixture.saved) as { history: { serial: string; priceCents: number }[] };
    for (const row of preview.history) if (row.serial === LEFT) row.priceCents = 0;
    storage.data.set(STORAGE_KEY, JSON.stringify(preview));
    const a = open(storage);
    expect(a.getState().balanceCents).toBe(saved.balanceCents);
    expect(a.getState().notice).toBeNull();
    a.getState().dispose();
  });
});
