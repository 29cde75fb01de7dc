import { afterEach, describe, expect, it } from 'vitest';
import { START_BALANCE_CENTS } from '../../src/engine/index.ts';
import { BACKUP_KEY, MAX_SET_ASIDE, STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { createAppStore, openAppStore, type AppStore } from '../../src/state/store.ts';
import { SharedProfile } from './fakeBrowser.ts';
import { MemoryStorage } from './memoryStorage.ts';

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

const options = {
  now: () => new Date('2026-11-29T12:00:00Z'),
  newSeed: () => 'full',
  saveDelayMs: 0,
  retryDelayMs: 60_000,
};

function open(storage: MemoryStorage): AppStore {
  const store = createAppStore({ ...options, storage });
  opened.push(store);
  return store;
}

const saved = (storage: MemoryStorage) => JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;

describe('full storage', () => {
  it('keeps the warning up until a save succeeds, refuses purchases meanwhile, and a reload loses nothing shown as bought', async () => {
    const storage = new MemoryStorage();
    const store = open(storage);
    await store.getState().buy('months');
    store.getState().revealAll();
    await store.getState().flush();
    const before = saved(storage);
    storage.failWrites = true;
    store.getState().setLang('en');
    await store.getState().flush();
    expect(store.getState().saveProblem?.cause).toBe('write');
    // Nothing an action does clears it: not a refused purchase, not a refill, not a notice closed.
    for (let i = 0; i < 6; i++) {
      expect(await store.getState().buy('paws')).toBe(false);
      expect(store.getState().notice?.kind).toBe('purchase-unsaved');
      store.getState().dismissNotice();
      expect(store.getState().saveProblem?.cause).toBe('write');
      store.getState().refill();
      store.getState().setMotion(i % 2 === 0 ? 'full' : 'reduce');
      expect(store.getState().saveProblem?.cause).toBe('write');
      await store.getState().flush();
      expect(store.getState().saveProblem?.cause).toBe('write');
    }
    expect(store.getState().history).toHaveLength(1);
    expect(store.getState().balanceCents).toBe(before.balanceCents);
    // A reload (storage still full) shows what was saved: no purchase shown here is missing.
    const reloaded = open(storage);
    expect(reloaded.getState().history.map((h) => h.serial)).toEqual(store.getState().history.map((h) => h.serial));
    expect(reloaded.getState().balanceCents).toBe(store.getState().balanceCents);
    // Room again: the next save writes what waited (the language), and only that clears the warning.
    storage.failWrites = false;
    await store.getState().flush();
    expect(store.getState().saveProblem).toBeNull();
    expect(saved(storage).settings.lang).toBe('en');
    expect(await store.getState().buy('paws')).toBe(true);
  });

  it('tries a refused save again by itself', async () => {
    const storage = new MemoryStorage();
    const store = createAppStore({ ...options, storage, retryDelayMs: 5 });
    opened.push(store);
    storage.failWrites = true;
    store.getState().setMotion('full');
    await store.getState().flush();
    expect(store.getState().saveProblem).not.toBeNull();
    storage.failWrites = false;
    await new Promise((resolve) => setTimeout(resolve, 30));
    await store.getState().idle();
    expect(store.getState().saveProblem).toBeNull();
    expect(saved(storage).settings.motion).toBe('full');
  });

  it('runs from memory, and says so, when nothing can be saved from the start', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = open(storage);
    expect(store.getState().saveProblem?.cause).toBe('write');
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
  });
});

describe('setting unreadable data aside', () => {
  it('leaves the original untouched, and says so, when the copy cannot be written', async () => {
    const storage = new MemoryStorage();
    const corrupt = `{"version":1,"balanceCents":"lots","padding":"${'x'.repeat(4_000)}"}`;
    storage.data.set(STORAGE_KEY, corrupt);
    storage.quota = corrupt.length + 2_000; // no room for a copy
    const store = open(storage);
    expect(store.getState().notice).toBeNull(); // no "set aside" claimed
    expect(store.getState().saveProblem).toMatchObject({ cause: 'set-aside', problem: { cause: 'invalid' } });
    expect(storage.getItem(STORAGE_KEY)).toBe(corrupt);
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBeNull();
    // Playing on from memory never overwrites it.
    await store.getState().buy('months');
    store.getState().setLang('en');
    await store.getState().flush();
    expect(storage.getItem(STORAGE_KEY)).toBe(corrupt);
    // Once there is room, the copy is made first, then this game is saved.
    storage.quota = Infinity;
    await store.getState().flush();
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(corrupt);
    expect(saved(storage).settings.lang).toBe('en');
    expect(store.getState().saveProblem).toBeNull();
    expect(store.getState().notice?.kind).toBe('set-aside');
  });

  it('keeps each corruption under a key of its own, up to a bound, dropping the oldest first', () => {
    const storage = new MemoryStorage();
    storage.data.set(BACKUP_KEY, 'a copy from an earlier version');
    const texts = Array.from({ length: MAX_SET_ASIDE + 2 }, (_, i) => `{corrupt ${i}`);
    for (const text of texts) {
      storage.data.set(STORAGE_KEY, text);
      open(storage).getState().dispose();
    }
    const copies = [...storage.data.keys()].filter((k) => k.startsWith(BACKUP_KEY)).sort();
    expect(copies).toHaveLength(MAX_SET_ASIDE);
    expect(copies.map((k) => storage.getItem(k)).sort()).toEqual(texts.slice(-MAX_SET_ASIDE).sort());
  });

  it('sets aside in the same step as the write (IndexedDB): both happen, or neither', async () => {
    const profile = new SharedProfile();
    profile.text = '{broken';
    profile.quota = 10; // neither the copy nor a fresh session fits
    const a = await openAppStore({ ...options, backend: profile.tab() });
    opened.push(a);
    expect(profile.text).toBe('{broken');
    expect(profile.copies).toEqual([]);
    expect(a.getState().saveProblem?.cause).toBe('set-aside');
    profile.quota = Infinity;
    await a.getState().flush();
    expect(profile.copies).toEqual(['{broken']);
    expect(a.getState().saveProblem).toBeNull();
    profile.text = '{broken again';
    const b = await openAppStore({ ...options, backend: profile.tab() });
    opened.push(b);
    expect(profile.copies).toEqual(['{broken', '{broken again']);
    expect(b.getState().notice?.kind).toBe('storage-reset');
  });
});
