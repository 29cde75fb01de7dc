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
let readRefusal: string | null = null; // the same for every read of the stored game
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this` below
const get = IDBObjectStore.prototype.get;
IDBObjectStore.prototype.get = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['get']>) {
  if (readRefusal !== null) throw new DOMException('An unknown error occurred within Indexed Database.', readRefusal);
  return get.apply(this, args);
};
// The other files of this worker share the fake's classes: they get theirs back.
afterAll(() => {
  IDBObjectStore.prototype.put = put;
  IDBObjectStore.prototype.get = get;
});
afterEach(() => {
  refusal = null;
  readRefusal = null;
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

describe('the words of playing without saving, true to what storage holds', () => {
  /** The offer's words, then (chosen) the warning's, in French and English. */
  async function wordsOf(store: AppStore) {
    for (let i = 0; i < 2 && store.getState().saveProblem?.cause !== 'set-aside'; i++)
      expect(await store.getState().buy('paws')).toBe(false);
    if (!(await store.getState().buy('paws'))) expect(store.getState().notice).toMatchObject({ offer: true });
    const offer = {
      fr: saveProblemText(store.getState().saveProblem!, 'fr'),
      en: saveProblemText(store.getState().saveProblem!, 'en'),
    };
    await store.getState().playUnsaved();
    expect(store.getState().saveProblem?.cause).toBe('memory-chosen');
    const chosen = {
      fr: saveProblemText(store.getState().saveProblem!, 'fr'),
      en: saveProblemText(store.getState().saveProblem!, 'en'),
    };
    return { offer, chosen };
  }

  it('a saved game: it stays as it was, and a reload brings it back', async () => {
    const p = await playedOnce();
    refusal = 'UnknownError';
    const { offer, chosen } = await wordsOf(await p.visit());
    expect(offer.fr).toMatch(/votre partie enregistrée restera telle quelle\.$/);
    expect(offer.en).toMatch(/your saved game stays as it was\.$/);
    expect(chosen.fr).toMatch(
      /Votre partie enregistrée reste telle qu’elle était\u00a0: rechargez la page pour la retrouver\.$/,
    );
    expect(chosen.en).toMatch(/Your saved game stays as it was: reload the page to get it back\.$/);
  });

  it('nothing saved yet (a first visit): no saved game is promised, a reload starts a new one', async () => {
    refusal = 'UnknownError';
    const { offer, chosen } = await wordsOf(await profile().visit());
    for (const words of [offer, chosen]) {
      expect(words.fr).not.toMatch(/partie enregistrée/);
      expect(words.en).not.toMatch(/saved game/);
    }
    expect(offer.fr).toMatch(/rien n’est encore enregistré dans ce navigateur\.$/);
    expect(offer.en).toMatch(/nothing is saved in this browser yet\.$/);
    expect(chosen.fr).toMatch(
      /Rien n’est enregistré dans ce navigateur\u00a0: un rechargement commence une nouvelle partie\.$/,
    );
    expect(chosen.en).toMatch(/Nothing is saved in this browser: a reload starts a new game\.$/);
  });

  it('unreadable data left in place: it stays as it was, unreadable, and a reload starts a new game', async () => {
    const p = profile();
    const backend = await p.backend();
    expect(await backend.update(() => ({ write: 'not json', setAside: null }))).toEqual({ ok: true });
    refusal = 'UnknownError';
    const { offer, chosen } = await wordsOf(await p.visit());
    for (const words of [offer, chosen]) {
      expect(words.fr).not.toMatch(/partie enregistrée/);
      expect(words.en).not.toMatch(/saved game/);
    }
    expect(offer.fr).toMatch(/les données illisibles resteront telles quelles\.$/);
    expect(offer.en).toMatch(/the unreadable data stays as it was\.$/);
    expect(chosen.fr).toMatch(
      /Les données enregistrées, illisibles, restent telles quelles\u00a0: un rechargement commence une nouvelle partie\.$/,
    );
    expect(chosen.en).toMatch(/The saved data, unreadable, stays as it was: a reload starts a new game\.$/);
  });

  it('a saved game with an unreadable part (its ticket in play): it stays as it was, that part included, and a reload brings it back', async () => {
    const p = profile();
    const first = await p.visit();
    expect(await first.getState().buy('months')).toBe(true);
    first.getState().scratch(10, 10, 60, 10);
    await first.getState().flush();
    first.getState().dispose();
    const backend = await p.backend();
    const text = (await backend.read())!;
    const session = JSON.parse(text) as { current: { serial: string } };
    session.current.serial = 'M.nope';
    expect(await backend.update(() => ({ write: JSON.stringify(session), setAside: null }))).toEqual({ ok: true });
    refusal = 'UnknownError';
    const { offer, chosen } = await wordsOf(await p.visit());
    expect(offer.fr).toMatch(/votre partie enregistrée restera telle quelle, sa part illisible comprise\.$/);
    expect(offer.en).toMatch(/your saved game stays as it was, its unreadable part included\.$/);
    expect(chosen.fr).toMatch(
      /reste telle qu’elle était, sa part illisible comprise\u00a0: rechargez la page pour la retrouver\.$/,
    );
    expect(chosen.en).toMatch(/stays as it was, its unreadable part included: reload the page to get it back\.$/);
  });

  it('a saved game that could not be read: what is stored stays as it was, and a reload tries it again', async () => {
    const p = await playedOnce();
    const before = await (await p.backend()).read();
    refusal = 'UnknownError';
    readRefusal = 'UnknownError';
    const { offer, chosen } = await wordsOf(await p.visit());
    expect(offer.fr).toMatch(/ce que ce navigateur a enregistré, qui n’a pas pu être lu, restera tel quel\.$/);
    expect(offer.en).toMatch(/what this browser has saved, which could not be read, stays as it was\.$/);
    expect(chosen.fr).toMatch(/un rechargement essaie de le lire de nouveau\.$/);
    expect(chosen.en).toMatch(/a reload tries to read it again\.$/);
    readRefusal = null;
    refusal = null;
    expect(await (await p.backend()).read()).toBe(before);
  });
});
