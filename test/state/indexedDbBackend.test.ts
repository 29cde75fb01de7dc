// The IndexedDB classes idb checks values against (IDBRequest, IDBTransaction…), as globals.
import { reasonText } from '../../src/state/storageReason.ts';
import 'fake-indexeddb/auto';
import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES, START_BALANCE_CENTS } from '../../src/engine/index.ts';
import { LANGS, loadMessages } from '../../src/i18n/index.ts';
import { openIndexedDbBackend, type IndexedDbEnvironment } from '../../src/state/indexedDbBackend.ts';
import { MAX_SET_ASIDE, STORAGE_KEY } from '../../src/state/persistence.ts';
import type { SessionBackend } from '../../src/state/sessionBackend.ts';
import { openAppStore, type AppStore } from '../../src/state/store.ts';
import { MemoryStorage } from './memoryStorage.ts';

const channels: BroadcastChannel[] = [];
const stores: AppStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.getState().dispose();
  for (const c of channels.splice(0)) c.close();
});

let profiles = 0;
/** A browser profile: one IndexedDB and one localStorage; each call to `tab` opens the database again. */
function profile(timeoutMs?: number) {
  const indexedDB = new IDBFactory();
  const connections: IDBDatabase[] = []; // every connection the backend opened, oldest first
  const legacy = new MemoryStorage();
  const name = `grattez-test-${profiles++}`;
  // The profile's IndexedDB, its connections recorded.
  const watched = Object.create(indexedDB) as IDBFactory;
  watched.open = (db: string, version?: number) => {
    const request = indexedDB.open(db, version);
    request.addEventListener('success', () => connections.push(request.result));
    return request;
  };
  const environment: IndexedDbEnvironment = {
    indexedDB: watched,
    legacy,
    channel: () => {
      const channel = new BroadcastChannel(name);
      channels.push(channel);
      return channel;
    },
    now: () => new Date('2026-11-29T12:00:00Z'),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
  return {
    indexedDB,
    legacy,
    connections,
    tab: async (): Promise<SessionBackend> => {
      const backend = await openIndexedDbBackend(environment);
      if (backend === null) throw new Error('fake IndexedDB did not open');
      return backend;
    },
  };
}

const options = { now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'idb', saveDelayMs: 0 };

describe('the IndexedDB backend', () => {
  it('makes each read-modify-write atomic across tabs: concurrent increments all count', async () => {
    const p = profile();
    const tabs = await Promise.all([p.tab(), p.tab(), p.tab()]);
    const increment = (b: SessionBackend) =>
      b.update((stored) => ({ write: String(Number(stored ?? '0') + 1), setAside: null }));
    await Promise.all(tabs.flatMap((b) => Array.from({ length: 20 }, () => increment(b))));
    expect(await tabs[0].read()).toBe('60');
  });

  it('writes a set-aside copy and the session together, keeping at most the bound, oldest dropped first', async () => {
    const b = await profile().tab();
    for (let i = 0; i < MAX_SET_ASIDE + 2; i++)
      expect(await b.update(() => ({ write: `session ${i}`, setAside: `copy ${i}` }))).toEqual({ ok: true });
    expect(await b.copies()).toEqual(Array.from({ length: MAX_SET_ASIDE }, (_, i) => `copy ${i + 2}`));
    expect(await b.read()).toBe(`session ${MAX_SET_ASIDE + 1}`);
  });

  it('writes nothing when the step throws, and throws it on', async () => {
    const b = await profile().tab();
    await b.update(() => ({ write: 'kept', setAside: null }));
    await expect(
      b.update(() => {
        throw new Error('a bug');
      }),
    ).rejects.toThrow('a bug');
    expect(await b.read()).toBe('kept');
  });

  it('moves a session saved in localStorage by an earlier version, removing it there once written', async () => {
    const p = profile();
    const first = await openAppStore({ ...options, storage: p.legacy });
    await first.getState().buy('months');
    first.getState().dispose();
    expect(p.legacy.getItem(STORAGE_KEY)).not.toBeNull();
    const store = await openAppStore({ ...options, backend: await p.tab() });
    stores.push(store);
    expect(store.getState().history).toHaveLength(1);
    await store.getState().buy('paws');
    expect(p.legacy.getItem(STORAGE_KEY)).toBeNull();
    expect(store.getState().history).toHaveLength(2);
  });

  it('tells the other tabs on a BroadcastChannel, which then show the new session', async () => {
    const p = profile();
    const a = await openAppStore({ ...options, backend: await p.tab() });
    const b = await openAppStore({ ...options, backend: await p.tab() });
    stores.push(a, b);
    await a.getState().buy('paws', 'cat');
    for (let i = 0; i < 50 && b.getState().history.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    await b.getState().idle();
    expect(b.getState().history).toHaveLength(1);
    expect(b.getState().balanceCents).toBe(START_BALANCE_CENTS - GAMES.paws.priceCents);
  });

  it('lets go of a transaction under way on release: nothing of it is written, and the next write opens again', async () => {
    const p = profile();
    const a = await p.tab();
    const b = await p.tab();
    await a.update(() => ({ write: 'before', setAside: null }));
    let stepRan = false;
    const cut = a.update(() => {
      stepRan = true;
      return { write: 'from the page put away', setAside: null };
    });
    a.release();
    const outcome = await cut;
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.cause).toBe('interrupted');
    expect(stepRan).toBe(false);
    expect(await b.update((stored) => ({ write: `${stored} + b`, setAside: null }))).toEqual({ ok: true });
    expect(await a.update((stored) => ({ write: `${stored} + a`, setAside: null }))).toEqual({ ok: true });
    expect(await b.read()).toBe('before + b + a');
  });
});

/** Deletes the profile's database, as a browser's "Clear site data" does with the page open. */
function clearSiteData(p: ReturnType<typeof profile>): Promise<void> {
  p.legacy.data.clear();
  return new Promise((resolve, reject) => {
    const request = p.indexedDB.deleteDatabase('grattez');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('cannot delete'));
    request.onblocked = () => reject(new Error('deleting the database is blocked'));
  });
}

describe('a connection closed under the page', () => {
  it('saves again after the site data is cleared with the tab open, and a reload shows the game', async () => {
    const p = profile();
    const store = await openAppStore({ ...options, backend: await p.tab() });
    stores.push(store);
    expect(await store.getState().buy('months')).toBe(true);
    await clearSiteData(p);
    store.getState().revealAll();
    await store.getState().flush();
    expect(store.getState().saveProblem).toBeNull();
    const reloaded = await openAppStore({ ...options, backend: await p.tab() });
    stores.push(reloaded);
    expect(reloaded.getState().history).toEqual(store.getState().history);
    expect(reloaded.getState().history[0]?.settled).toBe(true);
    expect(reloaded.getState().balanceCents).toBe(store.getState().balanceCents);
  });

  it('opens a new connection after the browser closed it (its close event)', async () => {
    const p = profile();
    const b = await p.tab();
    await b.update(() => ({ write: 'before', setAside: null }));
    const closed = new Promise<void>((resolve) => p.connections[0]!.addEventListener('close', () => resolve()));
    // fake-indexeddb types its parameter as the class, though it takes a connection.
    forceCloseDatabase(p.connections[0]! as unknown as Parameters<typeof forceCloseDatabase>[0]);
    await closed;
    expect(await b.update((stored) => ({ write: `${stored} + after`, setAside: null }))).toEqual({ ok: true });
    expect(await b.read()).toBe('before + after');
  });

  it('opens a new connection when a transaction finds it closed, with no event said', async () => {
    const p = profile();
    const b = await p.tab();
    await b.update(() => ({ write: 'before', setAside: null }));
    p.connections[0]!.close();
    expect(await b.update((stored) => ({ write: `${stored} + after`, setAside: null }))).toEqual({ ok: true });
    expect(await b.read()).toBe('before + after');
    expect(p.connections).toHaveLength(2);
  });
});

/**
 * A page frozen in the middle of a transaction, as WebKit leaves one in its back/forward cache:
 * its readwrite transaction never ends, and holds the database until `thaw`.
 */
function freezeDatabase(indexedDB: IDBFactory): Promise<{ thaw: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('grattez', 1);
    request.onerror = () => reject(request.error ?? new Error('cannot open'));
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction('session', 'readwrite');
      let frozen = true;
      const ended = new Promise<void>((done) => {
        tx.oncomplete = () => done();
      });
      // A request always pending keeps the transaction alive, as a frozen page's unanswered one does.
      const keepAlive = () => {
        if (frozen) tx.objectStore('session').get('session').onsuccess = keepAlive;
      };
      keepAlive();
      resolve({
        thaw: async () => {
          frozen = false;
          await ended;
          db.close();
        },
      });
    };
  });
}

describe('a database held by a frozen page', () => {
  it('does not keep the game from starting: it starts from memory, says saving is unavailable, and adopts the stored session once storage answers', async () => {
    const p = profile(100);
    const first = await openAppStore({ ...options, backend: await p.tab() });
    await first.getState().buy('months');
    first.getState().dispose();

    const frozen = await freezeDatabase(p.indexedDB);
    const store = await openAppStore({ ...options, retryDelayMs: 20, backend: await p.tab() });
    stores.push(store);
    const problem = store.getState().saveProblem;
    expect(problem?.cause).toBe('unavailable');
    expect(problem?.reason).toEqual({ key: 'timed-out', seconds: 0.1 });
    expect(reasonText(problem!.reason, 'fr')).toBe('aucune réponse en 0,1\u00a0s');
    expect(store.getState().history).toHaveLength(0); // the stored session is not known yet
    expect(await store.getState().buy('paws')).toBe(false); // a purchase that cannot be saved is refused
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);

    await frozen.thaw();
    for (let i = 0; i < 100 && store.getState().saveProblem !== null; i++) await new Promise((r) => setTimeout(r, 10));
    await store.getState().idle();
    expect(store.getState().saveProblem).toBeNull();
    expect(store.getState().history).toHaveLength(1);
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS - GAMES.months.priceCents);
  });

  it('a page put away keeps its unsaved changes, and on its return reads what another tab did and saves them', async () => {
    const p = profile();
    const a = await openAppStore({ ...options, saveDelayMs: 10_000, backend: await p.tab() });
    const b = await openAppStore({ ...options, backend: await p.tab() });
    stores.push(a, b);
    a.getState().setSound(false); // pending: its save is due in 10 s
    a.getState().suspend();
    await b.getState().buy('paws', 'dog');
    await b.getState().idle();
    expect(a.getState().history).toHaveLength(0); // put away: it heard nothing
    a.getState().resume();
    await a.getState().idle();
    expect(a.getState().history).toHaveLength(1);
    expect(a.getState().settings.sound).toBe(false);
    const c = await openAppStore({ ...options, backend: await p.tab() });
    stores.push(c);
    expect(c.getState().settings.sound).toBe(false);
    expect(c.getState().history).toHaveLength(1);
  });
});

describe('why a save failed, in the page’s language', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** The page's language, as the app sets it, with the words loaded as the page loads them first. */
  const pageIn = async (lang: string) => {
    vi.stubGlobal('document', { documentElement: { lang } });
    await loadMessages(LANGS);
  };

  it.each([
    ['fr', 'aucune réponse en 0,1\u00a0s'],
    ['en', 'no answer within 0.1 s'],
  ])('a database that does not answer in time (%s): %s', async (lang, reason) => {
    await pageIn(lang);
    const p = profile(100);
    const backend = await p.tab();
    const frozen = await freezeDatabase(p.indexedDB);
    const outcome = await backend.update(() => ({ write: 'never', setAside: null }));
    expect(outcome).toMatchObject({ ok: false, cause: 'unavailable' });
    expect(!outcome.ok && reasonText(outcome.reason, lang as 'fr' | 'en')).toBe(reason);
    backend.release();
    await frozen.thaw();
  });

  it.each([
    ['fr', 'la page a été quittée avant que la partie soit enregistrée'],
    ['en', 'the page was put away before the game was saved'],
  ])('a save cut short by a page put away (%s): %s', async (lang, reason) => {
    await pageIn(lang);
    const backend = await profile().tab();
    const cut = backend.update(() => ({ write: 'from the page put away', setAside: null }));
    backend.release();
    const outcome = await cut;
    expect(outcome).toMatchObject({ ok: false, cause: 'interrupted' });
    expect(!outcome.ok && reasonText(outcome.reason, lang as 'fr' | 'en')).toBe(reason);
  });
});

/**
 * Another tab upgrading the database (a newer release, or a page asking `open('grattez', 2)`), its
 * upgrade left pending: every other open waits behind it. `release` aborts the upgrade, as a tab
 * closed or a failed migration does; the database stays at its version.
 */
function holdUpgrade(indexedDB: IDBFactory): Promise<{ release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('grattez', 2);
    request.onerror = () => undefined; // the abort below
    request.onupgradeneeded = () => {
      const tx = request.transaction!;
      let held = true;
      const aborted = new Promise<void>((done) => {
        tx.onabort = () => done();
      });
      const keepAlive = () => {
        if (held) tx.objectStore('session').get('session').onsuccess = keepAlive;
        else tx.abort();
      };
      keepAlive();
      resolve({
        release: async () => {
          held = false;
          await aborted;
        },
      });
    };
    request.onsuccess = () => reject(new Error('the upgrade was not held'));
  });
}

/** The database upgraded to a version this app does not ask for (a newer release), its game kept. */
function upgradeDatabase(indexedDB: IDBFactory, version: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('grattez', version);
    request.onupgradeneeded = () => undefined;
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('cannot upgrade'));
  });
}

describe('a database that exists but does not open at start', () => {
  /** A first page that bought a ticket and left it in play, its connection closed as a page leaving does. */
  const savedGame = async (p: ReturnType<typeof profile>) => {
    const first = await openAppStore({ ...options, backend: await p.tab() });
    await first.getState().buy('months');
    const serial = first.getState().current!.ticket.serial;
    first.getState().dispose();
    first.getState().suspend();
    return serial;
  };
  /** `open`, through a factory that counts the database's opens. */
  const countingOpens = async (p: ReturnType<typeof profile>) => {
    let opens = 0;
    const counted = {
      open: (name: string, version?: number) => {
        opens++;
        return p.indexedDB.open(name, version);
      },
    } as IDBFactory;
    const backend = await open({ ...p, indexedDB: counted });
    return { backend, opens: () => opens };
  };
  const open = (p: ReturnType<typeof profile>) =>
    openIndexedDbBackend({
      indexedDB: p.indexedDB,
      legacy: p.legacy,
      channel: null,
      now: () => new Date('2026-11-29T12:00:00Z'),
      timeoutMs: 100,
    });

  it('another tab’s upgrade holding it: no other game is started, no purchase made, and the saved game shows once it opens', async () => {
    const p = profile();
    const serial = await savedGame(p);
    const upgrade = await holdUpgrade(p.indexedDB);
    const backend = await open(p);
    expect(backend).not.toBeNull(); // not left for localStorage, where another game would start
    const store = await openAppStore({ ...options, retryDelayMs: 20, backend: backend! });
    stores.push(store);
    expect(store.getState().saveProblem?.cause).toBe('unavailable');
    expect(await store.getState().buy('paws', 'dog')).toBe(false);
    expect(store.getState().notice).toMatchObject({ kind: 'purchase-unsaved' });
    expect(store.getState().history).toHaveLength(0);
    expect(p.legacy.data.size).toBe(0);
    // Meanwhile the player opens the saved ticket from its serial, as a preview, scratches it, and
    // turns the sound off: on the stand-in, which is not the saved game.
    expect(store.getState().openSerial(serial)).toBeNull();
    store.getState().scratch(10, 10, 200, 200);
    store.getState().setSound(false);

    await upgrade.release();
    await vi.waitFor(() => expect(store.getState().saveProblem).toBeNull(), { timeout: 5_000, interval: 10 });
    await store.getState().idle();
    const s = store.getState();
    expect(s.balanceCents).toBe(START_BALANCE_CENTS - GAMES.months.priceCents);
    expect(s.history.map((h) => h.serial)).toEqual([serial]);
    expect(s.current?.ticket.serial).toBe(serial);
    expect(s.screen).toBe('ticket');
    expect(s.notice).toEqual({ kind: 'saved-game-back' });
    expect(p.legacy.data.size).toBe(0);
    // The stand-in's strokes and preview are not the saved ticket's; the setting is kept.
    expect(s.current?.paid).toBe(true);
    expect(s.progress?.log.length).toBe(0);
    expect(s.settings.sound).toBe(false);
    await store.getState().flush();
    const stored = JSON.parse((await backend!.read())!) as { current: { strokes: string; paid: boolean } };
    expect(stored.current).toMatchObject({ strokes: '', paid: true });
  });

  it('shows its stand-in game after one wait for it, not a second one for the first read', async () => {
    const p = profile();
    await savedGame(p);
    const upgrade = await holdUpgrade(p.indexedDB);
    const { backend, opens } = await countingOpens(p);
    const store = await openAppStore({ ...options, retryDelayMs: 60_000, backend: backend! });
    stores.push(store);
    expect(store.getState().saveProblem?.cause).toBe('unavailable');
    expect(opens()).toBe(1); // the start's open, whose failure the first read took as its own
    await upgrade.release();
  });

  it('a newer version of it (VersionError): no other game is started, no purchase made, and the warning says to reload', async () => {
    const p = profile();
    await savedGame(p);
    await upgradeDatabase(p.indexedDB, 3);
    const { backend, opens } = await countingOpens(p);
    expect(backend).not.toBeNull();
    const store = await openAppStore({ ...options, retryDelayMs: 20, backend: backend! });
    stores.push(store);
    expect(store.getState().saveProblem?.cause).toBe('newer-version');
    // Only a reload gets the game back: the database is not asked again every retry's delay.
    const asked = opens();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(opens()).toBe(asked);
    expect(await store.getState().buy('paws', 'dog')).toBe(false);
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect(store.getState().history).toHaveLength(0);
    expect(p.legacy.data.size).toBe(0);
    // The game stays as it was saved, for the page that reloads with the newer version.
    const text = await new Promise<string>((resolve, reject) => {
      const request = p.indexedDB.open('grattez');
      request.onsuccess = () => {
        const get = request.result.transaction('session').objectStore('session').get('session');
        get.onsuccess = () => {
          request.result.close();
          resolve(get.result as string);
        };
      };
      request.onerror = () => reject(request.error ?? new Error('cannot open'));
    });
    expect(JSON.parse(text)).toMatchObject({ balanceCents: START_BALANCE_CENTS - GAMES.months.priceCents });
  });
});
