// A browser whose IndexedDB opens, reads, and then refuses every write (an `UnknownError` each
// time, as some WebKit versions and broken profiles do; or a disk that stays full).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openIndexedDbBackend, type IndexedDbEnvironment } from '../../src/state/indexedDbBackend.ts';
import type { SessionBackend } from '../../src/state/sessionBackend.ts';
import { openAppStore, type AppStore } from '../../src/state/store.ts';
import { noticeText, saveProblemText } from '../../src/ui/noticeText.ts';

const stores: AppStore[] = [];
let refusal: string | null = null; // the DOMException name every write fails with; null: writes work
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this` below
const put = IDBObjectStore.prototype.put;
IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
  if (refusal !== null) throw new DOMException('An unknown error occurred within Indexed Database.', refusal);
  return put.apply(this, args);
};
// The other files of this worker share the fake's classes: they get theirs back.
afterAll(() => {
  IDBObjectStore.prototype.put = put;
});
afterEach(() => {
  refusal = null;
  for (const s of stores.splice(0)) s.getState().dispose();
});

/** One browser profile; each call to `visit` is a page of it opening the database. */
function profile() {
  const environment: IndexedDbEnvironment = {
    indexedDB: new IDBFactory(),
    legacy: null,
    channel: null,
    now: () => new Date('2026-11-29T12:00:00Z'),
  };
  const backend = async (): Promise<SessionBackend> => {
    const b = await openIndexedDbBackend(environment);
    if (b === null) throw new Error('fake IndexedDB did not open');
    return b;
  };
  return {
    backend,
    visit: async () => {
      const store = await openAppStore({
        backend: await backend(),
        now: () => new Date('2026-11-29T12:00:00Z'),
        newSeed: () => 'refused',
        saveDelayMs: 0,
        retryDelayMs: 60_000,
      });
      stores.push(store);
      return store;
    },
  };
}

/** A profile whose stored game has one ticket played and settled. */
async function playedOnce() {
  const p = profile();
  const first = await p.visit();
  expect(await first.getState().buy('months')).toBe(true);
  first.getState().revealAll();
  await first.getState().flush();
  expect(first.getState().saveProblem).toBeNull();
  first.getState().dispose();
  return p;
}

describe('a browser that refuses every write', () => {
  it('offers to play without saving after two refusals; the player then buys and plays, and the stored game is left as it was', async () => {
    const p = await playedOnce();
    const before = await (await p.backend()).read();
    refusal = 'UnknownError';
    const store = await p.visit();
    const balance = store.getState().balanceCents;
    // One refusal may be a passing one: the purchase is refused, saying so, and nothing is offered yet.
    expect(await store.getState().buy('paws')).toBe(false);
    expect(store.getState().notice?.kind).toBe('purchase-unsaved');
    expect(store.getState().saveProblem).toMatchObject({ cause: 'write', offer: false });
    // A save with nothing to write goes through, and proves nothing: the next refusal is the second.
    await store.getState().flush();
    // The second in a row: the choice is offered, the purchase still refused until it is taken.
    expect(await store.getState().buy('paws')).toBe(false);
    expect(store.getState().saveProblem).toMatchObject({ cause: 'write', offer: true });
    expect(store.getState().notice).toMatchObject({ kind: 'purchase-unsaved', offer: true });
    expect(noticeText(store.getState().notice!, 'fr')).toMatch(/Jouer sans enregistrer/);
    expect(noticeText(store.getState().notice!, 'en')).toMatch(/Play without saving/);
    expect(store.getState().balanceCents).toBe(balance);

    await store.getState().playUnsaved();
    expect(store.getState().saveProblem?.cause).toBe('memory-chosen');
    // The refused purchase's notice, which pointed to the choice, goes with it.
    expect(store.getState().notice).toBeNull();
    expect(await store.getState().buy('paws')).toBe(true);
    expect(store.getState().screen).toBe('ticket');
    expect(store.getState().current?.ticket.game).toBe('paws');
    expect(store.getState().balanceCents).toBeLessThan(balance);
    store.getState().revealAll();
    expect(await store.getState().buy('months')).toBe(true);
    expect(store.getState().history).toHaveLength(3);
    await store.getState().flush();
    // Still said plainly, and kept: nothing clears it.
    store.getState().dismissNotice();
    expect(store.getState().saveProblem?.cause).toBe('memory-chosen');
    for (const lang of ['fr', 'en'] as const)
      expect(saveProblemText(store.getState().saveProblem!, lang)).toMatch(
        lang === 'fr' ? /cette page seulement/ : /this page only/,
      );

    // Nothing was written over the stored game, even with storage working again meanwhile.
    refusal = null;
    await store.getState().flush();
    expect(await (await p.backend()).read()).toBe(before);
    // The next visit shows the stored game as it was.
    const next = await p.visit();
    expect(next.getState().saveProblem).toBeNull();
    expect(next.getState().balanceCents).toBe(balance);
    expect(next.getState().history).toHaveLength(1);
  });

  it('offers it at once when trying again cannot help (read-only storage)', async () => {
    const p = await playedOnce();
    refusal = 'ReadOnlyError';
    const store = await p.visit();
    expect(await store.getState().buy('paws')).toBe(false);
    expect(store.getState().saveProblem).toMatchObject({ cause: 'write', offer: true });
  });

  it('says how to make room when storage is full, and offers the choice once it stays full', async () => {
    const p = await playedOnce();
    refusal = 'QuotaExceededError';
    const store = await p.visit();
    expect(await store.getState().buy('paws')).toBe(false);
    const once = store.getState().saveProblem!;
    expect(once).toMatchObject({ cause: 'write', full: true, offer: false });
    expect(saveProblemText(once, 'fr')).toMatch(/libérez de la place/i);
    expect(saveProblemText(once, 'en')).toMatch(/free some space/i);
    store.getState().setMotion('full');
    await store.getState().flush();
    expect(store.getState().saveProblem).toMatchObject({ cause: 'write', full: true, offer: true });
    // Room again before choosing: the save goes through, and the offer goes with the warning.
    refusal = null;
    await store.getState().flush();
    expect(store.getState().saveProblem).toBeNull();
    // One new refusal after a save went through is one, not a third.
    refusal = 'QuotaExceededError';
    expect(await store.getState().buy('paws')).toBe(false);
    expect(store.getState().saveProblem).toMatchObject({ offer: false });
  });

  it('does nothing when the choice is not offered: no write refused', async () => {
    const p = await playedOnce();
    const store = await p.visit();
    expect(store.getState().saveProblem).toBeNull();
    // Not offered: the action does nothing while no write was refused.
    await store.getState().playUnsaved();
    expect(store.getState().saveProblem).toBeNull();
    expect(await store.getState().buy('paws')).toBe(true);
  });

  it('offers it where unreadable stored data cannot be set aside, writes refused; the unreadable data stays as it was', async () => {
    const p = profile();
    const backend = await p.backend();
    const unreadable = '{"version": 3, "balanceCents": "not a number"';
    expect(await backend.update(() => ({ write: unreadable, setAside: null }))).toEqual({ ok: true });
    refusal = 'UnknownError';
    const store = await p.visit();
    // The copy and the write are refused together: the data is left in place, the game runs from memory.
    expect(store.getState().saveProblem).toMatchObject({ cause: 'set-aside' });
    expect(await store.getState().buy('paws')).toBe(false);
    // Refused again, and again: the way out is offered, as for any write refused for good.
    expect(store.getState().saveProblem).toMatchObject({ cause: 'set-aside', offer: true });
    expect(store.getState().notice).toMatchObject({ kind: 'purchase-unsaved', offer: true });
    for (const lang of ['fr', 'en'] as const)
      expect(saveProblemText(store.getState().saveProblem!, lang)).toMatch(
        lang === 'fr' ? /vous pouvez jouer sans enregistrer/ : /you can play without saving/,
      );
    await store.getState().playUnsaved();
    expect(store.getState().saveProblem?.cause).toBe('memory-chosen');
    expect(store.getState().notice).toBeNull();
    expect(await store.getState().buy('paws')).toBe(true);
    expect(store.getState().current?.ticket.game).toBe('paws');
    // Nothing stored is lost: the unreadable data stays as it was, even with writes working again.
    refusal = null;
    await store.getState().flush();
    expect(await (await p.backend()).read()).toBe(unreadable);
    expect(await (await p.backend()).copies()).toEqual([]);
  });
});
