import { openIndexedDbBackend } from './indexedDbBackend.ts';
import { inPageLanguage } from './pageLanguage.ts';
import { STORAGE_KEY, type KeyValueStorage } from './persistence.ts';
import { keyValueBackend, type LockManagerLike, type SessionBackend } from './sessionBackend.ts';

/** localStorage, or a stand-in whose writes fail with a clear reason when the browser forbids it. */
function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error(refusedReason(reason));
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    };
  }
}

/**
 * Why a save failed where local storage is refused, in the page's language, with the browser's own
 * words in parentheses (alone while the words are not loaded yet).
 */
function refusedReason(browserReason: string): string {
  return inPageLanguage((words) => words.storage.localStorageUnavailable(browserReason), browserReason);
}

/**
 * Where the session is kept: IndexedDB, whose transactions make each read-modify-write atomic
 * across tabs; where it cannot open, localStorage inside Web Locks, refreshed by `storage` events.
 */
async function openBrowserBackend(): Promise<SessionBackend> {
  const indexedDb = await openIndexedDbBackend();
  if (indexedDb !== null) return indexedDb;
  const storage = browserStorage();
  const locks = (navigator as { locks?: LockManagerLike }).locks ?? null;
  return keyValueBackend(storage, {
    locks,
    changes: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === STORAGE_KEY) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  });
}

/**
 * The page's session backend, opening from the moment this module runs. The player's entry imports
 * it first, so that the database opens (in the browser's own process; on a first visit it is
 * created, the longest wait of a start) while the rest of the app's modules are evaluated, rather
 * than after them.
 */
export const browserSessionBackend: Promise<SessionBackend> = openBrowserBackend();
