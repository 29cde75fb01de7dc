import { afterEach, describe, expect, it } from 'vitest';
import { GAMES, START_BALANCE_CENTS } from '../../src/engine/index.ts';
import { formatDateTime } from '../../src/i18n/format.ts';
import { BACKUP_KEY, STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { noticeText } from '../../src/ui/noticeText.ts';
import { MemoryStorage } from './memoryStorage.ts';

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

const options = { now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'dates', saveDelayMs: 0 };

function open(storage: MemoryStorage): AppStore {
  const store = createAppStore({ ...options, storage });
  opened.push(store);
  return store;
}

/** A game of three tickets bought, the last in play, with the stored dates of some rows damaged. */
async function damaged(dates: Readonly<Record<number, unknown>>) {
  const storage = new MemoryStorage();
  const first = open(storage);
  for (let i = 0; i < 3; i++) expect(await first.getState().buy('months')).toBe(true);
  await first.getState().flush();
  const before = first.getState();
  const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
  for (const [row, at] of Object.entries(dates)) (saved.history[Number(row)] as { at: unknown }).at = at;
  const text = JSON.stringify(saved);
  storage.setItem(STORAGE_KEY, text);
  return { storage, text, before };
}

describe('a history row whose stored date cannot be read', () => {
  it.each([['nope'], ['2026-13-01T00:00:00.000Z'], [42]])(
    'costs only that row’s date (%s): balance, ticket in play and other rows kept, the original set aside',
    async (bad) => {
      const { storage, text, before } = await damaged({ 0: bad, 2: bad });
      const store = open(storage);
      const s = store.getState();
      expect(s.balanceCents).toBe(before.balanceCents);
      expect(s.history.map((h) => [h.serial, h.settled, h.priceCents, h.prizeCents])).toEqual(
        before.history.map((h) => [h.serial, h.settled, h.priceCents, h.prizeCents]),
      );
      expect(s.history.map((h) => h.at)).toEqual(['', before.history[1]!.at, '']);
      expect(s.current?.ticket.serial).toBe(before.current?.ticket.serial);
      expect(s.current?.paid).toBe(true);
      expect(s.screen).toBe('ticket');
      expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text);
      expect(s.notice).toMatchObject({
        kind: 'dates-lost',
        serials: [before.history[0]!.serial, before.history[2]!.serial],
      });
      expect(s.saveProblem).toBeNull();
      // The ticket in play is still credited, once.
      s.revealAll();
      const prize = s.current!.ticket.prize;
      expect(store.getState().balanceCents).toBe(before.balanceCents + prize);
      await store.getState().flush();
      // A reload reads what was written: no row lost, nothing set aside again.
      const again = open(storage).getState();
      expect(again.history).toHaveLength(3);
      expect(again.balanceCents).toBe(START_BALANCE_CENTS - 3 * GAMES.months.priceCents + sumPrizes(again.history));
      expect(again.notice).toBeNull();
      expect(storage.getItem(`${BACKUP_KEY}:2`)).toBeNull();
    },
  );

  it('damaged while a page plays: that page says whose dates were lost, as a start does, not that the data was unreadable', async () => {
    const storage = new MemoryStorage();
    const page = open(storage);
    for (let i = 0; i < 2; i++) expect(await page.getState().buy('months')).toBe(true);
    await page.getState().flush();
    const before = page.getState();
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
    (saved.history[0] as { at: unknown }).at = 'nope';
    const text = JSON.stringify(saved);
    storage.setItem(STORAGE_KEY, text);
    // The page's next save reads the stored game afresh.
    page.getState().setSound(!page.getState().settings.sound);
    await page.getState().flush();
    const s = page.getState();
    expect(s.notice).toEqual({ kind: 'dates-lost', serials: [before.history[0]!.serial] });
    expect(s.history.map((h) => [h.serial, h.at === ''])).toEqual(before.history.map((h, i) => [h.serial, i === 0]));
    expect(s.balanceCents).toBe(before.balanceCents);
    expect(s.saveProblem).toBeNull();
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text);
  });

  it('is told in French and English, naming the tickets whose date was lost', () => {
    const notice = { kind: 'dates-lost', serials: ['M.a.0.0000001.X', 'M.a.0.0000002.Y'] } as const;
    expect(noticeText(notice, 'fr')).toMatch(
      /date.*illisible.*M\.a\.0\.0000001\.X.*M\.a\.0\.0000002\.Y.*solde.*mise de côté/,
    );
    expect(noticeText(notice, 'en')).toMatch(
      /date.*could not be read.*M\.a\.0\.0000001\.X.*M\.a\.0\.0000002\.Y.*balance.*set aside/,
    );
  });

  it('shows as an unknown date on the History screen, never a thrown error', () => {
    for (const at of ['', 'nope', '2026-13-01T00:00:00.000Z']) {
      expect(formatDateTime(new Date(at), 'fr')).toBe('date inconnue');
      expect(formatDateTime(new Date(at), 'en')).toBe('unknown date');
    }
  });
});

function sumPrizes(history: readonly { readonly settled: boolean; readonly prizeCents: number }[]): number {
  return history.reduce((n, h) => n + (h.settled ? h.prizeCents : 0), 0);
}
