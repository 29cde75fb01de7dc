import { IDBFactory } from 'fake-indexeddb';
import { reasonText } from '../../src/state/storageReason.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES, START_BALANCE_CENTS } from '../../src/engine/index.ts';
import { LANGS } from '../../src/i18n/index.ts';
import { openIndexedDbBackend, type IndexedDbEnvironment } from '../../src/state/indexedDbBackend.ts';
import { openAppStore } from '../../src/state/store.ts';
import { MemoryStorage } from './memoryStorage.ts';

const options = { now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'refused', saveDelayMs: 0 };

/**
 * Firefox with cookies and site data refused (or in a third-party frame): its storage getters throw.
 * With `localStorage`, that one is there instead (IndexedDB alone refused).
 */
function refuseStorage(lang = 'fr', localStorage: Storage | null = null): void {
  vi.stubGlobal('document', { documentElement: { lang } }); // the page's language, as the app sets it
  const refused = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, get: refused });
  vi.stubGlobal('window', {
    get localStorage(): Storage {
      return localStorage ?? refused();
    },
    location: { search: '' },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal('navigator', {}); // no Web Locks
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'indexedDB');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('storage the browser refuses', () => {
  it('does not stop the start when reading indexedDB throws: no IndexedDB backend', async () => {
    refuseStorage();
    await expect(openIndexedDbBackend()).resolves.toBeNull();
  });

  it('runs the game from memory, with the warning, when both IndexedDB and localStorage throw', async () => {
    refuseStorage();
    vi.resetModules();
    const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
    const backend = await browserSessionBackend;
    expect(backend.kind).toBe('memory');
    const store = await openAppStore({ ...options, backend });
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect(store.getState().saveProblem?.cause).toBe('memory');
    expect(reasonText(store.getState().saveProblem!.reason, 'fr')).toContain('The operation is insecure');
    store.getState().dispose();
  });

  it('lets a purchase go on in memory when every storage is refused: a ticket dealt, the wallet charged', async () => {
    refuseStorage();
    vi.resetModules();
    const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
    const store = await openAppStore({ ...options, backend: await browserSessionBackend });
    expect(await store.getState().buy('months')).toBe(true);
    const s = store.getState();
    expect(s.notice).toBeNull();
    expect(s.screen).toBe('ticket');
    expect(s.balanceCents).toBe(START_BALANCE_CENTS - GAMES.months.priceCents);
    expect(s.history).toHaveLength(1);
    expect(s.current).toMatchObject({ ticket: { serial: s.history[0]!.serial }, paid: true, settled: false });
    s.revealAll();
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS - GAMES.months.priceCents + s.current!.ticket.prize);
    // A second one is dealt after it, never the same ticket.
    expect(await store.getState().buy('months')).toBe(true);
    expect(store.getState().history[0]!.serial).not.toBe(s.history[0]!.serial);
    // Nothing is kept, and the warning stays: the game is played from memory.
    await store.getState().flush();
    expect(store.getState().saveProblem?.cause).toBe('memory');
    store.getState().dispose();
  });

  it('still refuses a purchase where local storage is there but refuses the write (storage that exists, full)', async () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    refuseStorage('fr', storage as unknown as Storage);
    vi.resetModules();
    const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
    const backend = await browserSessionBackend;
    expect(backend.kind).toBe('localstorage');
    const store = await openAppStore({ ...options, backend });
    expect(await store.getState().buy('months')).toBe(false);
    expect(store.getState().notice).toMatchObject({ kind: 'purchase-unsaved', game: 'months' });
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect(store.getState().current).toBeNull();
    expect(store.getState().saveProblem?.cause).toBe('write');
    store.getState().dispose();
  });

  it('leaves no timer behind when indexedDB.open throws at once', async () => {
    vi.useFakeTimers();
    const environment: IndexedDbEnvironment = {
      indexedDB: {
        open: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      } as unknown as IDBFactory,
      legacy: null,
      channel: null,
      now: () => new Date('2026-11-29T12:00:00Z'),
    };
    await expect(openIndexedDbBackend(environment)).resolves.toBeNull();
    // A timer left would reject later, with nothing listening: an unhandled rejection.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs the game from memory too where the browser gives no localStorage at all (null: Firefox without Web Storage)', async () => {
    refuseStorage('en');
    vi.stubGlobal('window', { localStorage: null, location: { search: '' } });
    vi.resetModules();
    await (await import('../../src/i18n/index.ts')).loadMessages(LANGS);
    const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
    const store = await openAppStore({ ...options, backend: await browserSessionBackend });
    expect(store.getState().saveProblem).toEqual({ cause: 'memory', reason: { key: 'no-local-storage' } });
    expect(reasonText(store.getState().saveProblem!.reason, 'en')).toBe('local storage is not available');
    expect(await store.getState().buy('paws', 'dog')).toBe(true);
    store.getState().dispose();
  });

  it('words the reason in the language the address gives, before the app has set the page’s', async () => {
    refuseStorage('fr');
    vi.stubGlobal('window', { localStorage: null, location: { search: '?game=paws&lang=en' } });
    vi.resetModules();
    await (await import('../../src/i18n/index.ts')).loadMessages(LANGS);
    const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
    const store = await openAppStore({ ...options, backend: await browserSessionBackend });
    // Said in the language shown, whichever it is when the warning shows.
    expect(reasonText(store.getState().saveProblem!.reason, 'en')).toBe('local storage is not available');
    expect(reasonText(store.getState().saveProblem!.reason, 'fr')).toBe('le stockage local n’est pas disponible');
    store.getState().dispose();
  });

  it.each([
    ['fr', 'le navigateur refuse le stockage à ce site (The operation is insecure)'],
    ['en', 'the browser refuses storage to this site (The operation is insecure)'],
  ])(
    'says in the page’s language (%s) that local storage is refused, the browser’s words in parentheses',
    async (lang, reason) => {
      refuseStorage(lang);
      vi.resetModules();
      // The page loads its words before the app starts (src/pageStart.ts).
      await (await import('../../src/i18n/index.ts')).loadMessages(LANGS);
      const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
      const store = await openAppStore({ ...options, backend: await browserSessionBackend });
      expect(store.getState().saveProblem?.cause).toBe('memory');
      expect(reasonText(store.getState().saveProblem!.reason, lang as 'fr' | 'en')).toBe(reason);
      store.getState().dispose();
    },
  );
});

describe('a database the browser has but that this page cannot open', () => {
  it('is not left for localStorage when it is at a newer version: no game there, no purchase, the warning says to reload', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const request = factory.open('grattez', 2); // a newer release of the app upgraded it
      request.onupgradeneeded = () => request.result.createObjectStore('session');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error ?? new Error('cannot open'));
    });
    const localStorage = new MemoryStorage();
    refuseStorage('fr', localStorage as unknown as Storage);
    Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: factory });
    vi.resetModules();
    const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
    const backend = await browserSessionBackend;
    expect(backend.kind).toBe('indexeddb');
    const store = await openAppStore({ ...options, backend });
    expect(store.getState().saveProblem?.cause).toBe('newer-version');
    expect(await store.getState().buy('months')).toBe(false);
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect(localStorage.data.size).toBe(0);
    store.getState().dispose();
  });
});
