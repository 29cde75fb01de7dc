import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_BALANCE_CENTS } from '../../src/engine/index.ts';
import { LANGS } from '../../src/i18n/index.ts';
import { openIndexedDbBackend, type IndexedDbEnvironment } from '../../src/state/indexedDbBackend.ts';
import { openAppStore } from '../../src/state/store.ts';

const options = { now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'refused', saveDelayMs: 0 };

/** Firefox with cookies and site data refused (or in a third-party frame): its storage getters throw. */
function refuseStorage(lang = 'fr'): void {
  vi.stubGlobal('document', { documentElement: { lang } }); // the page's language, as the app sets it
  const refused = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, get: refused });
  vi.stubGlobal('window', {
    get localStorage(): Storage {
      return refused();
    },
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
    expect(backend.kind).toBe('localstorage');
    const store = await openAppStore({ ...options, backend });
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect(store.getState().saveProblem?.cause).toBe('write');
    expect(store.getState().saveProblem?.reason).toContain('The operation is insecure.');
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

  it.each([
    ['fr', 'le stockage local n’est pas disponible (The operation is insecure.)'],
    ['en', 'local storage is not available (The operation is insecure.)'],
  ])(
    'says in the page’s language (%s) that local storage is refused, the browser’s words in parentheses',
    async (lang, reason) => {
      refuseStorage(lang);
      vi.resetModules();
      // The page loads its words before the app starts (src/pageStart.ts).
      await (await import('../../src/i18n/index.ts')).loadMessages(LANGS);
      const { browserSessionBackend } = await import('../../src/state/browserSession.ts');
      const store = await openAppStore({ ...options, backend: await browserSessionBackend });
      expect(store.getState().saveProblem).toEqual({ cause: 'write', reason });
      store.getState().dispose();
    },
  );
});
