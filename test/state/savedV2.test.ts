/**
 * A session saved by this release (save version 2) opens with nothing lost, as later releases must
 * keep reading it: the balance, the history, the statistics, the settings, the emission's place
 * and the current ticket with its scratches. The fixture was saved by the app's own store.
 */
import { describe, expect, it } from 'vitest';
import { readSession, writeSession } from '../../src/state/session.ts';
import { nextSerials, readFixture, savedFixture } from './savedFixtures.ts';

const fixture = savedFixture('session-v2.json');
const v2 = JSON.parse(fixture.saved) as {
  version: number;
  balanceCents: number;
  stats: unknown;
  history: unknown[];
  settings: { lang: string };
  current: { serial: string; paid: boolean; revealed: boolean[]; strokes: string };
};

const loaded = () => readFixture(fixture);

describe('a session saved as version 2', () => {
  it('keeps its balance, history, statistics and settings', () => {
    expect(v2.version).toBe(2);
    const value = loaded();
    expect(value.balanceCents).toBe(v2.balanceCents);
    expect(value.history).toEqual(v2.history);
    expect(value.history).toHaveLength(5);
    expect(value.stats).toEqual(v2.stats);
    expect(value.settings.lang).toBe('en');
  });

  it('keeps the current ticket, what shows of it and its strokes', () => {
    const current = loaded().current!;
    expect(current.serial).toBe(v2.current.serial);
    expect(current.paid).toBe(true);
    expect(current.revealed).toEqual(v2.current.revealed);
    expect(current.revealed[0]).toBe(true);
    expect(current.log.encode()).toBe(v2.current.strokes);
  });

  it('deals on from where it stood, per variant', () => {
    expect(nextSerials(fixture)).toEqual(fixture.nextSerials);
  });

  it('is written back as it was read', () => {
    const value = loaded();
    const again = readSession(writeSession(value));
    expect(again.kind === 'loaded' && again.value).toEqual(value);
  });
});
