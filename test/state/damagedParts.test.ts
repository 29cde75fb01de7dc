import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_KEY, STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { noticeText } from '../../src/ui/noticeText.ts';
import { MemoryStorage } from './memoryStorage.ts';

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

const options = { now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'parts', saveDelayMs: 0 };

function open(storage: MemoryStorage): AppStore {
  const store = createAppStore({ ...options, storage });
  opened.push(store);
  return store;
}

/** A game of four tickets bought (months and paws), the last in play, its stored text damaged by `damage`. */
async function damaged(damage: (saved: Record<string, unknown> & SavedSession) => void) {
  const storage = new MemoryStorage();
  const first = open(storage);
  for (const game of ['months', 'paws', 'months', 'paws'] as const) expect(await first.getState().buy(game)).toBe(true);
  await first.getState().flush();
  const before = first.getState();
  const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as Record<string, unknown> & SavedSession;
  damage(saved);
  const text = JSON.stringify(saved);
  storage.setItem(STORAGE_KEY, text);
  return { storage, text, before };
}

describe('stored data of which a part is damaged', () => {
  it.each([
    [
      'a history row of the wrong type',
      (s: SavedSession) => ((s.history[1] as { prizeCents: unknown }).prizeCents = '500'),
    ],
    [
      'a history row of a game this build lacks',
      (s: SavedSession) => ((s.history[1] as { game: unknown }).game = 'dice'),
    ],
    ['a history row that is not an object', (s: SavedSession) => ((s.history as unknown[])[1] = 7)],
    // A serial that no longer matches its block (or its check code): the row cannot be opened nor trusted.
    [
      'a history row whose serial fails its check',
      (s: SavedSession) => (s.history[1]!.serial = s.history[1]!.serial.replace(/\.0\./, '.7.')),
    ],
    [
      'a history row whose serial is of another game',
      (s: SavedSession) => (s.history[1]!.game = s.history[1]!.game === 'paws' ? 'months' : 'paws'),
    ],
  ])('%s costs that row only: balance, emission, statistics, ticket in play and other rows kept', async (_, damage) => {
    const { storage, text, before } = await damaged(damage);
    const s = open(storage).getState();
    expect(s.balanceCents).toBe(before.balanceCents);
    expect(s.stats).toEqual(before.stats);
    expect(s.history.map((h) => h.serial)).toEqual(before.history.filter((_, i) => i !== 1).map((h) => h.serial));
    expect(s.current?.ticket.serial).toBe(before.current?.ticket.serial);
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text); // the original set aside, nothing lost silently
    expect(s.notice).toMatchObject({ kind: 'parts-lost', parts: { problem: { cause: 'bad-parts' }, rows: 1 } });
    expect(noticeText(s.notice!, 'fr')).toMatch(/1 ligne de l’historique/);
    expect(noticeText(s.notice!, 'en')).toMatch(/1 row of the history/);
    // The detail is named once, in one pair of brackets.
    expect(noticeText(s.notice!, 'fr')).toMatch(/\(détail\u00a0: \u2068history\.\d+[^()]*\u2069\)\./);
    expect(noticeText(s.notice!, 'en')).toMatch(/\(detail: \u2068history\.\d+[^()]*\u2069\)\./);
    // The next ticket dealt is not one dealt before.
    expect(await open(storage).getState().buy('months')).toBe(true);
  });

  it('a game’s damaged statistics cost that game’s statistics only; a missing history costs the history only', async () => {
    const { storage, before } = await damaged((s) => {
      (s.stats as Record<string, unknown>).paws = { bought: -1, spentCents: 0, wonCents: 0 };
      delete (s as Partial<SavedSession>).history;
    });
    const s = open(storage).getState();
    expect(s.balanceCents).toBe(before.balanceCents);
    expect(s.stats.months).toEqual(before.stats.months);
    expect(s.stats.paws).toEqual({ bought: 0, spentCents: 0, wonCents: 0 });
    // Only the row of the bought ticket in play, still covered, is made again (from the record's
    // copy of it): without it, uncovering that ticket would credit nothing.
    expect(s.history).toEqual([before.history[0]]);
    expect(s.current?.ticket.serial).toBe(before.current?.ticket.serial);
    expect(s.notice).toMatchObject({ kind: 'parts-lost', parts: { rebuilt: [before.current?.ticket.serial] } });
    expect(noticeText(s.notice!, 'en')).toMatch(/the history/);
    expect(noticeText(s.notice!, 'en')).toMatch(/was rebuilt/);
    expect(noticeText(s.notice!, 'en')).toMatch(/statistics/);
    // The serials dealt before are not dealt again.
    expect(await open(storage).getState().buy('months')).toBe(true);
    const bought = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
    const dealt = before.history.map((h) => h.serial);
    expect(dealt).not.toContain(bought.current?.serial);
  });

  it('a damaged root field (the balance) still sets the whole aside, as before', async () => {
    const { storage, text } = await damaged((s) => ((s as { balanceCents: unknown }).balanceCents = '1000'));
    const s = open(storage).getState();
    expect(s.notice).toMatchObject({ kind: 'storage-reset' });
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text);
  });
});

describe('a ticket in play that cannot be restored, with unreadable parts besides', () => {
  /** The ticket in play's strokes damaged, and history row 1 of the wrong type. */
  const both = (s: SavedSession) => {
    s.current = { ...s.current!, strokes: 'zzzz!!' };
    (s.history[1] as { prizeCents: unknown }).prizeCents = '500';
  };

  it('at start: the notice names the dropped ticket and the parts left out, in French and English', async () => {
    const { storage, text, before } = await damaged(both);
    const s = open(storage).getState();
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text);
    expect(s.history.map((h) => h.serial)).toEqual(before.history.filter((_, i) => i !== 1).map((h) => h.serial));
    expect(s.notice).toMatchObject({
      kind: 'ticket-dropped',
      problem: { cause: 'bad-strokes' },
      lostParts: { problem: { cause: 'bad-parts' }, rows: 1 },
    });
    const fr = noticeText(s.notice!, 'fr');
    const en = noticeText(s.notice!, 'en');
    expect(fr).toMatch(/ticket en cours/);
    expect(fr).toMatch(/1 ligne de l’historique/);
    expect(fr).toMatch(/détail\u00a0: \u2068history\.1\.prizeCents/);
    expect(en).toMatch(/ticket in play/);
    expect(en).toMatch(/1 row of the history/);
    expect(en).toMatch(/detail: \u2068history\.1\.prizeCents/);
    // Not told that the history is kept whole.
    expect(en).not.toMatch(/balance and history are kept/);
    expect(fr).not.toMatch(/solde et historique sont conservés/);
  });

  it('found while running (another tab wrote it): the notice names the parts left out too', async () => {
    const storage = new MemoryStorage();
    const running = open(storage);
    await running.getState().flush();
    const { text } = await damaged(both).then(({ storage: other }) => ({ text: other.getItem(STORAGE_KEY)! }));
    storage.setItem(STORAGE_KEY, text);
    running.getState().setLang('en');
    await running.getState().flush();
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text);
    const notice = running.getState().notice;
    expect(notice).toMatchObject({ kind: 'set-aside', lostParts: { rows: 1 } });
    expect(noticeText(notice!, 'en')).toMatch(/1 row of the history/);
    expect(noticeText(notice!, 'fr')).toMatch(/1 ligne de l’historique/);
  });
});
