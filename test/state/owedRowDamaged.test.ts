/**
 * A whole record whose bought ticket in play, not uncovered yet, has its own history row damaged:
 * crediting needs that row unsettled, so leaving it out lost the prize of a ticket paid for. The
 * row is made again (from the record's copy of the unsettled rows, else from the engine) and the
 * ticket credited once, with what the engine says it wins.
 */
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateTicket, parseSerial, type GameId } from '../../src/engine/index.ts';
import { BACKUP_KEY, STORAGE_KEY, type HistoryEntry, type SavedSession } from '../../src/state/persistence.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { noticeText } from '../../src/ui/noticeText.ts';
import { MemoryStorage } from './memoryStorage.ts';

type Saved = SavedSession & { unsettled?: unknown };

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

function open(storage: MemoryStorage): AppStore {
  const store = createAppStore({
    storage,
    now: () => new Date('2026-12-07T12:00:00Z'),
    newSeed: () => 'owedrow',
    saveDelayMs: 0,
  });
  opened.push(store);
  return store;
}

/** What the engine says a serial wins. */
function prizeOf(serial: string): number {
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(serial);
  return generateTicket(ref.value).prize;
}

/** A game of a few tickets bought, the last one, in play and still covered, a winner: its saved text. */
let base: Saved;
beforeAll(async () => {
  const storage = new MemoryStorage();
  const store = open(storage);
  const games: GameId[] = ['months', 'paws'];
  for (let i = 0; i < 60; i++) {
    if (store.getState().balanceCents < 1_000) store.getState().refill();
    expect(await store.getState().buy(games[i % 2]!)).toBe(true);
    const serial = store.getState().current!.ticket.serial;
    if (i >= 3 && prizeOf(serial) > 0) break;
  }
  await store.getState().flush();
  base = JSON.parse(storage.getItem(STORAGE_KEY)!) as Saved;
  store.getState().dispose();
  opened.length = 0;
});

/** The base game with `damage` done to a copy of its saved text, stored. */
function stored(damage: (saved: Saved) => void): { storage: MemoryStorage; text: string } {
  const saved = structuredClone(base);
  damage(saved);
  const storage = new MemoryStorage();
  const text = JSON.stringify(saved);
  storage.data.set(STORAGE_KEY, text);
  return { storage, text };
}

const inPlay = () => base.current!.serial;
const damagePrize = (row: number) => (s: Saved) => ((s.history[row] as { prizeCents: unknown }).prizeCents = 'x');
const damageSerial = (row: number) => (s: Saved) =>
  (s.history[row]!.serial = s.history[row]!.serial.replace(/\.0\./, '.7.'));

/**
 * Any row of the history damaged, one way or another, with the copy of the unsettled rows left
 * whole, damaged or taken out (built once `base` is read: its rows bound the row drawn).
 */
function anyDamage(): fc.Arbitrary<{ readonly row: number; readonly damage: (s: Saved) => void }> {
  const damages = [damagePrize, damageSerial, (row: number) => (s: Saved) => ((s.history as unknown[])[row] = 7)];
  const copies = [
    () => undefined,
    (s: Saved) => ((s.unsettled as HistoryEntry[])[0]!.settled = 'no' as unknown as boolean),
    (s: Saved) => delete s.unsettled,
  ];
  return fc
    .tuple(
      fc.integer({ min: 0, max: base.history.length - 1 }),
      fc.constantFrom(...damages),
      fc.constantFrom(...copies),
    )
    .map(([row, damage, copy]) => ({
      row,
      damage: (s: Saved) => {
        damage(row)(s);
        copy(s);
      },
    }));
}

/** Uncovers the ticket in play, then again, and a reload: credited once, with the engine's prize. */
async function creditedOnce(storage: MemoryStorage, balanceBefore: number, wonBefore: number, game: GameId) {
  const prize = prizeOf(inPlay());
  const s = open(storage);
  expect(s.getState().current?.ticket.serial).toBe(inPlay());
  s.getState().revealAll();
  await s.getState().flush();
  expect(s.getState().balanceCents).toBe(balanceBefore + prize);
  expect(s.getState().stats[game].wonCents).toBe(wonBefore + prize);
  expect(s.getState().history.find((h) => h.serial === inPlay())).toMatchObject({ settled: true });
  s.getState().revealAll();
  await s.getState().flush();
  expect(s.getState().balanceCents).toBe(balanceBefore + prize);
  const again = open(storage);
  again.getState().revealAll();
  await again.getState().flush();
  expect(again.getState().balanceCents).toBe(balanceBefore + prize);
}

describe('the bought ticket in play, its own history row damaged in a whole record', () => {
  it('is what the base game holds: a winner in play, still covered, its row unsettled and copied', () => {
    expect(prizeOf(inPlay())).toBeGreaterThan(0);
    expect(base.current!.paid).toBe(true);
    expect(base.current!.revealed.some(Boolean)).toBe(false);
    expect(base.history[0]).toMatchObject({ serial: inPlay(), settled: false });
    expect(base.unsettled).toEqual([base.history[0]]);
  });

  it('as reported: uncovered, the winner is credited once, with the engine’s prize', async () => {
    const { storage } = stored(damagePrize(0));
    const game = base.history[0]!.game;
    await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
  });

  it('gets its row back from the copy: credited once with the engine’s prize, and the notice says so', async () => {
    const { storage, text } = stored(damagePrize(0));
    const s = open(storage).getState();
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text); // the original set aside
    expect(s.history).toEqual(base.history); // the row made again as it was, date included
    expect(s.notice).toMatchObject({ kind: 'parts-lost', parts: { rows: 0, rebuilt: [inPlay()] } });
    const fr = noticeText(s.notice!, 'fr');
    const en = noticeText(s.notice!, 'en');
    expect(fr).toContain(
      `La ligne de l’historique du ticket acheté \u2068${inPlay()}\u2069, pas encore découvert, a été refaite`,
    );
    expect(fr).toMatch(/détail\u00a0: \u2068history\.0\.prizeCents: invalid_type\u2069/);
    expect(fr).not.toMatch(/laissée de côté/); // nothing was left out in the end
    expect(en).toContain(
      `The history row of the bought ticket \u2068${inPlay()}\u2069, not yet uncovered, was rebuilt`,
    );
    expect(en).toMatch(/detail: \u2068history\.0\.prizeCents: invalid_type\u2069/);
    expect(en).not.toMatch(/left out/);
    const game = base.history[0]!.game;
    await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
  });

  it('gets its row back from the engine where the copy is damaged too: its game, price and prize, its date unknown', async () => {
    const { storage } = stored((s) => {
      damagePrize(0)(s);
      (s.unsettled as HistoryEntry[])[0]!.prizeCents = -4;
    });
    const s = open(storage).getState();
    const row = base.history[0]!;
    expect(s.history[0]).toEqual({ ...row, at: '' });
    expect(s.history.slice(1)).toEqual(base.history.slice(1));
    expect(s.notice).toMatchObject({ kind: 'parts-lost', parts: { rows: 0, rebuilt: [inPlay()] } });
    await creditedOnce(storage, base.balanceCents, base.stats[row.game]!.wonCents, row.game);
  });

  it('is never credited a stored prize: a copy that says more is re-scored by the engine', async () => {
    const { storage } = stored((s) => {
      damageSerial(0)(s);
      (s.unsettled as HistoryEntry[])[0]!.prizeCents = 99_999_00;
    });
    const s = open(storage).getState();
    expect(s.history[0]).toMatchObject({ serial: inPlay(), prizeCents: prizeOf(inPlay()), settled: false });
    const game = base.history[0]!.game;
    await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
  });

  it('with another row damaged too: that one is counted as lost, the ticket’s row made again', async () => {
    const { storage } = stored((s) => {
      damagePrize(0)(s);
      damagePrize(2)(s);
    });
    const s = open(storage).getState();
    expect(s.history.map((h) => h.serial)).toEqual(base.history.filter((_, i) => i !== 2).map((h) => h.serial));
    expect(s.notice).toMatchObject({ kind: 'parts-lost', parts: { rows: 1, rebuilt: [inPlay()] } });
    expect(noticeText(s.notice!, 'fr')).toMatch(/laissée de côté\u00a0: 1 ligne de l’historique .*a été refaite/);
    expect(noticeText(s.notice!, 'en')).toMatch(/left out: 1 row of the history .*was rebuilt/);
    const game = base.history[0]!.game;
    await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
  });

  it('its strokes damaged too (the ticket dropped): opened again from the row made again, covered, and credited once', async () => {
    const { storage } = stored((s) => {
      damagePrize(0)(s);
      (s.unsettled as HistoryEntry[])[0]!.prizeCents = -4; // the row made from the engine, then
      s.current = { ...s.current!, strokes: 'zz!!' };
    });
    const s = open(storage).getState();
    expect(s.notice).toMatchObject({ kind: 'ticket-dropped', lostParts: { rows: 0, rebuilt: [inPlay()] } });
    expect(noticeText(s.notice!, 'fr')).toMatch(/traits de grattage illisibles.*détail\u00a0: .*a été refaite/);
    expect(noticeText(s.notice!, 'en')).toMatch(/unreadable scratch strokes.*detail: .*was rebuilt/);
    const game = base.history[0]!.game;
    await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
  });

  it('mirror case: the copy damaged, the history whole: the history wins, nothing said, nothing set aside', async () => {
    const { storage } = stored((s) => ((s.unsettled as HistoryEntry[])[0]!.prizeCents = -4));
    const s = open(storage).getState();
    expect(s.notice).toBeNull();
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBeNull();
    expect(s.history).toEqual(base.history);
    const game = base.history[0]!.game;
    await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
    // The next write made the copy again from the history.
    expect((JSON.parse(storage.getItem(STORAGE_KEY)!) as Saved).unsettled).toEqual([]);
  });

  it('whichever row is damaged, and however, with the copy whole, damaged or absent: the ticket in play is credited once', async () => {
    await fc.assert(
      fc.asyncProperty(anyDamage(), async ({ row, damage }) => {
        const { storage } = stored(damage);
        const s = open(storage).getState();
        const game = base.history[0]!.game;
        await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
        const kept = base.history.filter((_, i) => i !== row || row === 0).map((h) => h.serial);
        expect(s.history.map((h) => h.serial)).toEqual(kept);
        expect(s.notice).toMatchObject({
          kind: 'parts-lost',
          parts: row === 0 ? { rows: 0, rebuilt: [inPlay()] } : { rows: 1 },
        });
        for (const store of opened.splice(0)) store.getState().dispose();
      }),
      { numRuns: 30 },
    );
  });
});

describe('the same record cut short just before its end: the ticket in play arrived whole', () => {
  /** The damaged base game's text, its closing brace cut (its ticket in play whole). */
  const cutStored = (damage: (saved: Saved) => void) => {
    const { storage, text } = stored(damage);
    storage.data.set(STORAGE_KEY, text.slice(0, -1));
    return storage;
  };

  it('its row and the copy damaged: the row made again from the engine, credited once, the notice counting it once', async () => {
    const storage = cutStored((s) => {
      damagePrize(0)(s);
      (s.unsettled as HistoryEntry[])[0]!.prizeCents = -4;
    });
    const s = open(storage).getState();
    expect(s.history[0]).toEqual({ ...base.history[0]!, at: '' });
    expect(s.history.slice(1)).toEqual(base.history.slice(1));
    expect(s.notice).toMatchObject({
      kind: 'parts-lost',
      parts: { rows: 0, rebuilt: [inPlay()], cutShort: { ticket: false } },
    });
    const fr = noticeText(s.notice!, 'fr');
    const en = noticeText(s.notice!, 'en');
    expect(fr).toContain(
      `La ligne de l’historique du ticket acheté \u2068${inPlay()}\u2069, pas encore découvert, a été refaite`,
    );
    expect(en).toContain(
      `The history row of the bought ticket \u2068${inPlay()}\u2069, not yet uncovered, was rebuilt`,
    );
    expect(en).toMatch(/cut short/);
    expect(en).not.toMatch(/all of it could be read/);
    expect(fr).not.toMatch(/tout a pu être lu/);
    const game = base.history[0]!.game;
    await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
  });

  it('whichever row is damaged, and however, with the copy whole, damaged or absent: read as the whole record is, the ticket credited once', async () => {
    await fc.assert(
      fc.asyncProperty(anyDamage(), async ({ damage }) => {
        const whole = open(stored(damage).storage).getState();
        const storage = cutStored(damage);
        const s = open(storage).getState();
        expect(s.history).toEqual(whole.history);
        if (whole.notice?.kind !== 'parts-lost' || s.notice?.kind !== 'parts-lost') throw new Error('no notice');
        expect(s.notice.parts).toMatchObject({ rows: whole.notice.parts.rows, cutShort: { ticket: false } });
        expect(s.notice.parts.rebuilt ?? []).toEqual(whole.notice.parts.rebuilt ?? []);
        const game = base.history[0]!.game;
        await creditedOnce(storage, base.balanceCents, base.stats[game]!.wonCents, game);
        for (const store of opened.splice(0)) store.getState().dispose();
      }),
      { numRuns: 20 },
    );
  });
});
