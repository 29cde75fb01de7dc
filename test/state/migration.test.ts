/**
 * A session saved before games were keyed by id (save version 1, fixed `paws` and `months`
 * fields) opens with nothing lost: the balance, the history, the statistics, the settings, the
 * emission's place (the next tickets dealt are those the old app dealt) and the current ticket
 * with its scratches. The fixture was saved by the old app itself.
 */
import { describe, expect, it } from 'vitest';
import { SAVE_VERSION, STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { readSession, writeSession } from '../../src/state/session.ts';
import { createAppStore } from '../../src/state/store.ts';
import { MemoryStorage } from './memoryStorage.ts';
import { nextSerials, readFixture, savedFixture } from './savedFixtures.ts';

const fixture = savedFixture('session-v1.json');
const v1 = JSON.parse(fixture.saved) as {
  settings: { lang: string; pawsChoice: string };
  balanceCents: number;
  stats: Record<string, unknown>;
  history: unknown[];
  current: { serial: string; paid: boolean; revealed: boolean[]; strokes: string };
};

const migrated = () => readFixture(fixture);

describe('a session saved as version 1', () => {
  it('keeps its balance, history, statistics and settings', () => {
    const value = migrated();
    expect(value.balanceCents).toBe(v1.balanceCents);
    expect(value.history).toEqual(v1.history);
    expect(value.stats).toEqual(v1.stats);
    expect(value.settings.lang).toBe('en');
    expect(value.settings.variants).toEqual({ paws: 'any' }); // 'surprise', the old word for either
  });

  it('keeps the current ticket, what shows of it and its strokes', () => {
    const current = migrated().current!;
    expect(current.serial).toBe(v1.current.serial);
    expect(current.paid).toBe(v1.current.paid);
    expect(current.revealed).toEqual(v1.current.revealed);
    expect(current.log.encode()).toBe(v1.current.strokes);
    expect(current.log.encode().length).toBeGreaterThan(0);
  });

  it('deals on from where the old app stood, per variant', () => {
    expect(nextSerials(fixture)).toEqual(fixture.nextSerials);
  });

  it('is written back as the current version, keyed by game, and reads the same', () => {
    const value = migrated();
    const text = writeSession(value);
    const saved = JSON.parse(text) as SavedSession;
    expect(saved.version).toBe(SAVE_VERSION);
    expect(Object.keys(saved.stats).sort()).toEqual(['months', 'paws']);
    expect(Object.keys(saved.emission.games).sort()).toEqual(['months', 'paws']);
    const again = readSession(text);
    expect(again.kind === 'loaded' && again.value).toEqual(value);
  });

  it('opens in the app: the same balance and ticket, saved again as the current version', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, fixture.saved);
    const store = createAppStore({
      storage,
      now: () => new Date('2026-12-01T12:00:00Z'),
      newSeed: () => 'unused',
      saveDelayMs: 0,
    });
    const state = store.getState();
    expect(state.balanceCents).toBe(v1.balanceCents);
    expect(state.current?.ticket.serial).toBe(v1.current.serial);
    expect(state.current?.revealed).toEqual(v1.current.revealed);
    expect(state.history).toHaveLength(v1.history.length);
  });
});
