import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, generateTicket, parseSerial } from '../../src/engine/index.ts';
import { BACKUP_KEY, STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { readSession } from '../../src/state/session.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { noticeText } from '../../src/ui/noticeText.ts';
import { MemoryStorage } from './memoryStorage.ts';
import { savedFixture } from './savedFixtures.ts';

/*
 * A saved record cut short (the stored text ends early, as a full disk or a tab killed while saving
 * can leave it). Its start is read: the balance and the emission come first in the record, and are
 * recovered only whole; anything cut is said lost; nothing cut short is taken for a whole value.
 */

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

function open(storage: MemoryStorage): AppStore {
  const store = createAppStore({
    storage,
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => 'cut',
    saveDelayMs: 0,
  });
  opened.push(store);
  return store;
}

let text = '';
let saved: SavedSession;

beforeAll(async () => {
  const storage = new MemoryStorage();
  const store = open(storage);
  for (const game of ['months', 'paws', 'months', 'paws', 'months'] as const)
    expect(await store.getState().buy(game)).toBe(true);
  // The last one scratched a little: its strokes are in the record.
  store.getState().scratch(10, 10, 200, 60);
  await store.getState().flush();
  text = storage.getItem(STORAGE_KEY)!;
  saved = JSON.parse(text) as SavedSession;
  expect(saved.current?.strokes).not.toBe('');
  // The ticket in play, bought and not uncovered: its row is the newest, its price charged.
  expect(saved.history[0]).toMatchObject({ serial: saved.current!.serial, settled: false });
  expect(saved.history[0]!.priceCents).toBeGreaterThan(0);
  store.getState().dispose();
});

/** What the engine says a ticket wins, decided when it was dealt. */
function prizeOf(serial: string): number {
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(serial);
  return generateTicket(ref.value).prize;
}

/**
 * The record `cut` opened by the store: the bought ticket `serial` (charged in `balanceCents`) is
 * in play again, covered, and uncovering it credits its prize, once.
 */
async function boughtTicketCredited(cut: string, serial: string, balanceCents: number) {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_KEY, cut);
  const store = open(storage);
  await store.getState().idle();
  expect(store.getState().balanceCents).toBe(balanceCents);
  expect(store.getState().current?.ticket.serial).toBe(serial);
  expect(store.getState().current!.settled).toBe(false);
  store.getState().revealAll();
  await store.getState().flush();
  expect(store.getState().balanceCents).toBe(balanceCents + prizeOf(serial));
  expect(store.getState().history.find((h) => h.serial === serial)?.settled).toBe(true);
  store.getState().revealAll();
  await store.getState().flush();
  expect(store.getState().balanceCents).toBe(balanceCents + prizeOf(serial));
  store.getState().dispose();
}

/** Where the newest history row of a record's text ends. */
const newestRowEnd = (record: string) => record.indexOf('}', record.indexOf('"history":[')) + 1;

/** Where the record's statistics start: every cut from there on has the balance and emission whole. */
const statsAt = () => text.indexOf(',"stats":');

describe('a saved record cut short', () => {
  it('at every length: nothing throws, nothing cut is recovered, and what is lost is said', () => {
    expect(statsAt()).toBeGreaterThan(0);
    const serials = new Set([...saved.history.map((h) => h.serial), saved.current!.serial]);
    for (let length = 0; length < text.length; length++) {
      const read = readSession(text.slice(0, length));
      if (length >= statsAt()) expect(read.kind, `cut at ${length}`).toBe('loaded');
      if (read.kind === 'empty') throw new Error(`cut at ${length}: read as empty`);
      if (read.kind === 'unreadable') {
        expect(['cut-short', 'not-json']).toContain(read.problem.cause);
        continue;
      }
      const { value, lostParts } = read;
      // Only whole values: the balance and the emission as saved (no ticket dealt twice).
      expect(value.balanceCents).toBe(saved.balanceCents);
      expect(value.emission).toEqual(saved.emission);
      // The rows read are the first (newest) ones, as saved.
      expect(value.history).toEqual(saved.history.slice(0, value.history.length));
      for (const row of value.history) expect(serials.has(row.serial)).toBe(true);
      expect(lostParts, `cut at ${length}`).not.toBeNull();
      const lost = lostParts!;
      // Rows missing are said lost; not the whole history where rows are kept.
      if (value.history.length > 0) expect(lost.wholeHistory, `cut at ${length}`).toBe(false);
      if (value.history.length < saved.history.length)
        expect(lost.wholeHistory || lost.cutShort?.rowsRead === value.history.length).toBe(true);
      // A game's statistics read are as saved; one not read is said lost.
      for (const game of GAME_IDS) {
        const same = JSON.stringify(value.stats[game]) === JSON.stringify(saved.stats[game]);
        if (!same) expect(lost.stats === 'all' || lost.stats.includes(game), `${game} at ${length}`).toBe(true);
      }
      // The ticket in play: as saved (only the record's closing brace cut), or said lost.
      if (value.current === null) expect(lost.cutShort?.ticket).toBe(true);
      else expect(value.current.serial).toBe(saved.current!.serial);
      // The bought ticket not uncovered, charged in the balance, is never lost: its row is kept,
      // unsettled (so it opens again and is credited), at every cut, and the notice names it.
      expect(
        value.history.filter((h) => h.serial === saved.current!.serial),
        `cut at ${length}`,
      ).toEqual([saved.history[0]]);
      expect(lost.cutShort?.owed, `cut at ${length}`).toEqual([saved.current!.serial]);
      if (value.current === null) {
        expect(noticeText({ kind: 'parts-lost', parts: lost }, 'fr')).toContain(
          `Le ticket acheté \u2068${saved.current!.serial}\u2069, pas encore découvert, est conservé`,
        );
        expect(noticeText({ kind: 'parts-lost', parts: lost }, 'en')).toContain(
          `The bought ticket \u2068${saved.current!.serial}\u2069, not yet uncovered, is kept`,
        );
      }
      for (const lang of ['fr', 'en'] as const)
        expect(noticeText({ kind: 'parts-lost', parts: lost, lostDates: read.lostDates }, lang)).not.toBe('');
    }
  });

  it('starts with what could be read, told, the original set aside; no ticket dealt twice, a bought ticket opened again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: statsAt(), max: text.length - 1 }), async (length) => {
        const cut = text.slice(0, length);
        const storage = new MemoryStorage();
        storage.setItem(STORAGE_KEY, cut);
        const store = open(storage);
        await store.getState().idle();
        const s = store.getState();
        expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(cut);
        expect(s.balanceCents).toBe(saved.balanceCents);
        expect(s.notice).toMatchObject({ kind: 'parts-lost', parts: { cutShort: {} } });
        expect(noticeText(s.notice!, 'fr')).toMatch(/coupées avant leur fin/);
        expect(noticeText(s.notice!, 'en')).toMatch(/cut short/);
        // The bought ticket in play, not settled, comes back covered where its row was read.
        if (s.history.some((h) => h.serial === saved.current!.serial)) {
          expect(s.current?.ticket.serial).toBe(saved.current!.serial);
          if (length < text.length - 1) expect(s.current!.revealed.some(Boolean)).toBe(false);
        }
        // The next ticket dealt is a new one.
        s.refill();
        expect(await store.getState().buy('months')).toBe(true);
        const dealt = store.getState().current!.ticket.serial;
        expect([...saved.history.map((h) => h.serial), saved.current!.serial]).not.toContain(dealt);
        store.getState().dispose();
      }),
      { seed: 5353, numRuns: 60 },
    );
  });

  it('cut before its newest history row is whole: the bought ticket in play is opened again, covered, and credited once', async () => {
    // The cuts where the record's history did not keep its row (in the statistics, in the row).
    const cuts = fc.integer({ min: statsAt(), max: newestRowEnd(text) - 1 });
    await fc.assert(
      fc.asyncProperty(cuts, (length) =>
        boughtTicketCredited(text.slice(0, length), saved.current!.serial, saved.balanceCents),
      ),
      { seed: 5454, numRuns: 30 },
    );
  });

  it('cut before the emission is whole: the whole record set aside, a new game, the notice saying it was cut short', () => {
    const cut = text.slice(0, text.indexOf('"emission"') + 30);
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, cut);
    const s = open(storage).getState();
    expect(s.notice).toMatchObject({ kind: 'storage-reset', problem: { cause: 'cut-short' } });
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(cut);
    expect(noticeText(s.notice!, 'en')).toMatch(/cut short/);
    expect(noticeText(s.notice!, 'fr')).toMatch(/coupées avant leur fin/);
  });

  it('garbage that is not a record cut short is still not JSON', () => {
    // (A text cut inside a string and then followed by anything reads as cut there: the string's
    // characters cannot tell.)
    const broken = text.replace(',"stats":', ',"stats":]').slice(0, -40);
    for (const bad of ['{corrupt', 'not json', '{"version":2,}', `${text}x`, broken, `${text}\u0000`])
      expect(readSession(bad)).toMatchObject({ kind: 'unreadable', problem: { cause: 'not-json' } });
  });

  it('a syntax error in the value the text ends in, or in a key, is still not JSON', () => {
    // The value cut short is judged where it stands: a number, an escape or a surrogate pair begun
    // where none may go; a bad escape just before the end; an object or array where a key goes.
    const start = text.slice(0, statsAt());
    for (const end of [
      '-',
      ' 1.',
      ' 2e+',
      '3',
      ' tr',
      ' "\\u12',
      '\ud83d',
      ',"x":"ab\\:',
      ',{"stats"',
      ',"stats":{["paws"',
    ])
      expect(readSession(`${start}${end}`), end).toMatchObject({ kind: 'unreadable', problem: { cause: 'not-json' } });
    // The same begun where a value goes: read as cut there.
    for (const end of [',"x":-', ',"x":1.', ',"x":2e+', ',"x":"\\u12', ',"x":"\ud83d', ',"x":"ab\\'])
      expect(readSession(`${start}${end}`).kind, end).toBe('loaded');
  });
});

describe('a record an earlier release wrote, cut short', () => {
  // Written before the copy of the unsettled rows existed: what was owed is in its newest row only.
  const fixture = savedFixture('session-v2.json');
  const old = JSON.parse(fixture.saved) as SavedSession;
  const start = fixture.saved.indexOf(',"stats":');

  it('keeps the bought ticket where its row arrived, and says plainly when it cannot know', () => {
    expect(fixture.saved).not.toContain('"unsettled"');
    const newest = old.history[0]!;
    expect(newest.settled).toBe(false);
    // Past its newest row, a cut only shortens what is known already.
    for (let length = start; length < newestRowEnd(fixture.saved) + 20; length++) {
      const read = readSession(fixture.saved.slice(0, length));
      if (read.kind !== 'loaded') throw new Error(`cut at ${length}: ${read.kind}`);
      const cut = read.lostParts!.cutShort!;
      const en = noticeText({ kind: 'parts-lost', parts: read.lostParts! }, 'en');
      const fr = noticeText({ kind: 'parts-lost', parts: read.lostParts! }, 'fr');
      if (read.value.history.length > 0) {
        expect(read.value.history[0], `cut at ${length}`).toEqual(newest);
        expect(cut.owed).toEqual([newest.serial]);
      } else {
        expect(cut.owed, `cut at ${length}`).toBeNull();
        expect(en).toContain('saved by an earlier version of Grattez, was cut before it said whether a bought ticket');
        expect(en).toContain('its price is not refunded');
        expect(fr).toContain('enregistrées par une version antérieure de Grattez, sont coupées avant d’indiquer');
        expect(fr).toContain('son prix n’est pas remboursé');
      }
    }
  });
});

describe('a version 1 record cut short', () => {
  const fixture = savedFixture('session-v1.json');
  const whole = readSession(fixture.saved);
  const v1 = JSON.parse(fixture.saved) as { balanceCents: number; current: { serial: string } };
  const start = fixture.saved.indexOf(',"stats":');

  it('is read as far as it is whole, migrated as a whole one is, at every length past its emission', () => {
    if (whole.kind !== 'loaded') throw new Error(whole.kind);
    const full = whole.value;
    expect(start).toBeGreaterThan(0);
    // Past the start of its ticket in play, a cut only shortens that ticket's strokes.
    for (let length = start; length < fixture.saved.indexOf('"current"') + 80; length++) {
      const read = readSession(fixture.saved.slice(0, length));
      if (read.kind !== 'loaded') throw new Error(`cut at ${length}: ${read.kind}`);
      const { value, lostParts } = read;
      expect(value.balanceCents).toBe(full.balanceCents);
      expect(value.emission).toEqual(full.emission);
      expect(value.settings).toEqual(full.settings);
      expect(value.history, `cut at ${length}`).toEqual(full.history.slice(0, value.history.length));
      for (const game of ['paws', 'months'] as const)
        if (JSON.stringify(value.stats[game]) !== JSON.stringify(full.stats[game]))
          expect(lostParts!.stats === 'all' || lostParts!.stats.includes(game), `${game} at ${length}`).toBe(true);
      const cut = lostParts!.cutShort!;
      if (value.current === null) expect(cut.ticket).toBe(true);
      expect(cut.owed, `cut at ${length}`).toEqual(value.history.length > 0 ? [full.history[0]!.serial] : null);
    }
  });

  it('opened by the store: the balance kept, the bought ticket in play opened again and credited once', async () => {
    const cut = fixture.saved.slice(0, fixture.saved.indexOf('"current"') + 40);
    await boughtTicketCredited(cut, v1.current.serial, v1.balanceCents);
  });

  it('cut before its emission is whole: still a new game, the notice saying it was cut short', () => {
    const read = readSession(fixture.saved.slice(0, fixture.saved.indexOf('"emission"') + 20));
    expect(read).toMatchObject({ kind: 'unreadable', problem: { cause: 'cut-short' } });
  });
});

describe('a record cut short whose history arrived whole, the bought ticket’s own row damaged', () => {
  /** The base record with its newest history row's prize damaged, cut `from` characters after where its ticket in play starts. */
  const damagedThenCut = (from: number) => {
    const damaged = structuredClone(saved) as Omit<SavedSession, 'history'> & { history: { prizeCents: unknown }[] };
    damaged.history[0]!.prizeCents = 'x';
    const record = JSON.stringify(damaged);
    return record.slice(0, record.indexOf('"current"') + from);
  };

  it('the ticket in play cut: the row made again from the copy is not said lost, and the ticket is named once, as kept', () => {
    const read = readSession(damagedThenCut(20));
    if (read.kind !== 'loaded') throw new Error(read.kind);
    const serial = saved.current!.serial;
    expect(read.value.history).toEqual(saved.history);
    expect(read.lostParts).toMatchObject({ rows: 0, rebuilt: [serial], cutShort: { ticket: true, owed: [serial] } });
    const fr = noticeText({ kind: 'parts-lost', parts: read.lostParts! }, 'fr');
    const en = noticeText({ kind: 'parts-lost', parts: read.lostParts! }, 'en');
    expect(fr).not.toMatch(/ligne de l’historique[^s]/);
    expect(en).not.toMatch(/row of the history/);
    expect(fr).toContain(`Le ticket acheté \u2068${serial}\u2069, pas encore découvert, est conservé`);
    expect(en).toContain(`The bought ticket \u2068${serial}\u2069, not yet uncovered, is kept`);
    expect(fr.split(serial)).toHaveLength(2);
    expect(en.split(serial)).toHaveLength(2);
    expect(en).toMatch(/detail: .*history\.0\.prizeCents: invalid_type/);
  });

  it('with another row damaged too: only that one is said lost', () => {
    const damaged = structuredClone(saved) as Omit<SavedSession, 'history'> & { history: { prizeCents: unknown }[] };
    damaged.history[0]!.prizeCents = 'x';
    damaged.history[2]!.prizeCents = 'x';
    const record = JSON.stringify(damaged);
    const read = readSession(record.slice(0, record.indexOf('"current"') + 20));
    if (read.kind !== 'loaded') throw new Error(read.kind);
    expect(read.value.history.map((h) => h.serial)).toEqual(
      saved.history.filter((_, i) => i !== 2).map((h) => h.serial),
    );
    expect(read.lostParts).toMatchObject({ rows: 1, rebuilt: [saved.current!.serial] });
    expect(noticeText({ kind: 'parts-lost', parts: read.lostParts! }, 'en')).toMatch(/lost: 1 row of the history/);
  });

  it('cut through the history past that row: the row made again, first, not said lost; the older rows said lost', () => {
    const damaged = structuredClone(saved) as Omit<SavedSession, 'history'> & { history: { prizeCents: unknown }[] };
    damaged.history[0]!.prizeCents = 'x';
    const record = JSON.stringify(damaged);
    const rows = record.indexOf('"history":[');
    // Cut inside the third row: the first two arrived (the first damaged).
    const read = readSession(record.slice(0, record.indexOf('},{', record.indexOf('},{', rows) + 1) + 5));
    if (read.kind !== 'loaded') throw new Error(read.kind);
    expect(read.value.history).toEqual(saved.history.slice(0, 2));
    expect(read.lostParts).toMatchObject({
      rows: 0,
      rebuilt: [saved.current!.serial],
      cutShort: { rowsRead: 2, ticket: true, owed: [saved.current!.serial] },
    });
    expect(noticeText({ kind: 'parts-lost', parts: read.lostParts! }, 'en')).not.toMatch(/row of the history/);
  });

  it('opened by the store: the ticket opened again, covered, and credited once', async () => {
    await boughtTicketCredited(damagedThenCut(20), saved.current!.serial, saved.balanceCents);
  });
});
