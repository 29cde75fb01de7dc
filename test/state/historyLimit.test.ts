/**
 * Rows of bought tickets given back to a history near its 500-row limit (`restoreOwed`): the
 * history is trimmed to its limit, and what goes is never a row given back nor the ticket in
 * play's; every row that goes is counted in the notice (`rows`), so that the counts stay true.
 */
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatSerial, GAMES } from '../../src/engine/index.ts';
import {
  HISTORY_LIMIT,
  parseSavedSession,
  STORAGE_KEY,
  type HistoryEntry,
  type SavedSession,
} from '../../src/state/persistence.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { MemoryStorage } from './memoryStorage.ts';

type Saved = SavedSession & { unsettled?: unknown };

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

/** A game with one ticket bought, in play and still covered: its saved record. */
let base: Saved;
beforeAll(async () => {
  const storage = new MemoryStorage();
  const store = createAppStore({
    storage,
    now: () => new Date('2026-12-07T12:00:00Z'),
    newSeed: () => 'limit',
    saveDelayMs: 0,
  });
  opened.push(store);
  expect(await store.getState().buy('months')).toBe(true);
  await store.getState().flush();
  base = JSON.parse(storage.getItem(STORAGE_KEY)!) as Saved;
});

/** A row of a ticket of `months` of another seed, settled or not. */
function row(index: number, settled = true): HistoryEntry {
  return {
    serial: formatSerial({ game: 'months', seed: 'old', block: 0, index }),
    game: 'months',
    priceCents: GAMES.months.priceCents,
    prizeCents: 0,
    settled,
    at: '2026-12-01T10:00:00.000Z',
  };
}

/** The base record with `history` (newest first) and the copy of its unsettled rows, `copy`. */
function record(history: readonly unknown[], copy: readonly HistoryEntry[]): Saved {
  return { ...structuredClone(base), history: history as HistoryEntry[], unsettled: copy };
}

function loaded(text: string) {
  const parsed = parseSavedSession(text);
  if (parsed.kind !== 'loaded') throw new Error(`not loaded: ${JSON.stringify(parsed)}`);
  return parsed;
}

describe('rows given back to a history at its limit', () => {
  it('a whole record over the limit whose owed row was past it: that row is given back, an old settled row goes, counted', () => {
    const inPlay = base.history[0]!;
    const owedRow = row(900, false);
    // 502 rows: the ticket in play's, 500 settled ones, and, past the limit, a ticket left unsettled.
    const history = [inPlay, ...Array.from({ length: 500 }, (_, i) => row(i)), owedRow];
    const { session, lostParts } = loaded(JSON.stringify(record(history, [inPlay, owedRow])));
    const serials = session.history.map((h) => h.serial);
    expect(serials).toHaveLength(HISTORY_LIMIT);
    expect(serials).toContain(owedRow.serial);
    expect(serials).toContain(inPlay.serial);
    expect(lostParts?.rebuilt).toEqual([owedRow.serial]);
    // Every stored row is in the history now, or counted lost.
    expect(session.history.length + lostParts!.rows).toBe(history.length);
  });

  it('a cut record whose copy gives back more rows than the limit leaves: none of them goes, nor the ticket in play', () => {
    const inPlay = base.history[0]!;
    const owedRows = [row(901, false), row(902, false)];
    // 500 rows written, the last one cut through: 499 read, and the copy names two more owed tickets.
    const history = [inPlay, ...Array.from({ length: 499 }, (_, i) => row(i))];
    const text = JSON.stringify(record(history, [inPlay, ...owedRows]));
    const cut = text.slice(0, text.lastIndexOf('M.old.0.'));
    const { session, lostParts } = loaded(cut);
    const serials = session.history.map((h) => h.serial);
    expect(serials.length).toBeLessThanOrEqual(HISTORY_LIMIT);
    expect(serials).toEqual(expect.arrayContaining([inPlay.serial, ...owedRows.map((r) => r.serial)]));
    expect(lostParts?.cutShort?.owed).toEqual(expect.arrayContaining(owedRows.map((r) => r.serial)));
    // The rows read (499), less those that went to make room, are counted: one went, and is counted.
    expect(session.history.length - owedRows.length + lostParts!.rows).toBe(499);
  });

  it('whatever the history’s length, its damaged rows and the owed rows given back (property)', () => {
    const inPlay = base.history[0]!;
    fc.assert(
      fc.property(
        fc.integer({ min: 490, max: 520 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 519 }), { maxLength: 6 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 519 }), { maxLength: 4 }),
        (length, damaged, owedAt) => {
          // Row 0 the ticket in play's; owed rows (unsettled, named by the copy) anywhere, some damaged.
          const history: unknown[] = [inPlay, ...Array.from({ length: length - 1 }, (_, i) => row(i + 1))];
          const owedRows = owedAt.filter((at) => at < length).map((at) => (history[at] = row(at + 1, false)));
          for (const at of damaged) if (at < length) history[at] = { serial: 7 };
          const { session, lostParts } = loaded(JSON.stringify(record(history, [inPlay, ...owedRows])));
          const serials = session.history.map((h) => h.serial);
          expect(serials.length).toBeLessThanOrEqual(HISTORY_LIMIT);
          expect(serials).toContain(inPlay.serial);
          for (const owedRow of owedRows) expect(serials).toContain(owedRow.serial);
          expect(session.history.length + (lostParts?.rows ?? 0)).toBe(length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
