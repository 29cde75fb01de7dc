/**
 * Records with several kinds of damage at once: cut short, and its copy of the unsettled rows
 * (`unsettled`) damaged too, with or without a history row damaged. What is read, what the notice
 * counts and names, in both languages, must add up: no row said lost that is kept, no ticket said
 * kept whose row is gone, every damaged part in the technical detail.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { readSession } from '../../src/state/session.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { noticeText } from '../../src/ui/noticeText.ts';
import { MemoryStorage } from './memoryStorage.ts';

type Damaged = Omit<SavedSession, 'history'> & {
  history: { prizeCents: unknown }[];
  unsettled: { prizeCents: unknown }[];
};

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

/** Three tickets bought, the last in play and still covered: the saved record. */
let saved: Damaged;
beforeAll(async () => {
  const storage = new MemoryStorage();
  const store = createAppStore({
    storage,
    now: () => new Date('2026-12-07T12:00:00Z'),
    newSeed: () => 'combos',
    saveDelayMs: 0,
  });
  opened.push(store);
  for (const game of ['months', 'paws', 'months'] as const) expect(await store.getState().buy(game)).toBe(true);
  await store.getState().flush();
  saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as Damaged;
  // The copy is written before the history, the history before the ticket in play.
  const text = JSON.stringify(saved);
  expect(text.indexOf('"unsettled"')).toBeLessThan(text.indexOf('"history"'));
  expect(text.indexOf('"history"')).toBeLessThan(text.indexOf('"current"'));
  expect(saved.unsettled.map((r) => (r as unknown as { serial: string }).serial)).toEqual([saved.current!.serial]);
});

/** The record with `damage` done, cut `at` (a function of its text). */
function read(damage: (d: Damaged) => void, at: (text: string) => number) {
  const damaged = structuredClone(saved);
  damage(damaged);
  const text = JSON.stringify(damaged);
  const session = readSession(text.slice(0, at(text)));
  if (session.kind !== 'loaded') throw new Error(session.kind);
  const parts = session.lostParts!;
  return {
    session,
    parts,
    fr: noticeText({ kind: 'parts-lost', parts }, 'fr'),
    en: noticeText({ kind: 'parts-lost', parts }, 'en'),
  };
}
const inCurrent = (text: string) => text.indexOf('"current"') + 20;
const damageCopy = (d: Damaged) => (d.unsettled[0]!.prizeCents = 'x');

describe('a record cut short whose copy of the unsettled rows is damaged too', () => {
  it('the history whole: the ticket kept from its own row, no row said lost, the copy named in the detail', () => {
    const serial = saved.current!.serial;
    const { session, parts, fr, en } = read(damageCopy, inCurrent);
    expect(session.value.history.map((h) => h.serial)).toEqual(
      saved.history.map((h) => (h as unknown as { serial: string }).serial),
    );
    expect(parts).toMatchObject({ rows: 0, wholeHistory: false, cutShort: { ticket: true, owed: [serial] } });
    expect(parts.rebuilt).toBeUndefined();
    expect(en).toContain(`The bought ticket \u2068${serial}\u2069, not yet uncovered, is kept`);
    expect(fr).toContain(`Le ticket acheté \u2068${serial}\u2069, pas encore découvert, est conservé`);
    expect(en).not.toMatch(/row of the history/);
    expect(fr).not.toMatch(/ligne de l’historique/);
    expect(parts.problem.detail).toMatch(/current: cut_short.*unsettled\.0\.prizeCents: invalid_type/);
  });

  it('and the ticket’s own row damaged: nothing whole holds it, so its row is said lost and the ticket not said kept', () => {
    const serial = saved.current!.serial;
    const { session, parts, fr, en } = read((d) => {
      damageCopy(d);
      d.history[0]!.prizeCents = 'x';
    }, inCurrent);
    expect(session.value.history.map((h) => h.serial)).not.toContain(serial);
    expect(session.value.history).toHaveLength(saved.history.length - 1);
    expect(parts).toMatchObject({ rows: 1, cutShort: { ticket: true, owed: [] } });
    expect(parts.rebuilt).toBeUndefined();
    expect(en).toMatch(/lost: 1 row of the history/);
    expect(fr).toMatch(/1 ligne de l’historique/);
    expect(en).not.toContain(`\u2068${serial}\u2069, not yet uncovered, is kept`);
    expect(parts.problem.detail).toMatch(
      /history\.0\.prizeCents: invalid_type.*unsettled\.0\.prizeCents: invalid_type/,
    );
  });

  it('cut through the history, an older row damaged: the rows read less the damaged one kept, that one said lost', () => {
    const { session, parts, en } = read(
      (d) => {
        damageCopy(d);
        d.history[1]!.prizeCents = 'x';
      },
      // Cut inside the third row: two arrived, the second damaged.
      (text) => {
        const rows = text.indexOf('"history":[');
        return text.indexOf('},{', text.indexOf('},{', rows) + 1) + 5;
      },
    );
    expect(session.value.history.map((h) => h.serial)).toEqual([saved.current!.serial]);
    expect(parts).toMatchObject({ rows: 1, cutShort: { rowsRead: 2, ticket: true, owed: [saved.current!.serial] } });
    expect(en).toMatch(/lost: 1 row of the history/);
    expect(parts.problem.detail).toMatch(
      /history\.2: cut_short.*history\.1\.prizeCents: invalid_type.*unsettled\.0\.prizeCents: invalid_type/,
    );
  });
});
