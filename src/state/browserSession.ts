import { openIndexedDbBackend } from './indexedDbBackend.ts';
import { STORAGE_KEY } from './persistence.ts';
import {
  keyValueBackend,
  memoryBackend,
  reasonOf,
  type LockManagerLike,
  type SessionBackend,
} from './sessionBackend.ts';

/**
 * Where the session is kept: IndexedDB, whose transactions make each read-modify-write atomic
 * across tabs; where it cannot open, localStorage inside Web Locks, refreshed by `storage` events.
 * Where the browser refuses localStorage too (reading it throws: site data refused, a strict
 * private mode; or it is null: Firefox with Web Storage turned off), this page's memory: decided
 * once, here, and kept for the page's life.
 */
async function openBrowserBackend(): Promise<SessionBackend> {
  const indexedDb = await openIndexedDbBackend();
  if (indexedDb !== null) return indexedDb;
  let storage: Storage | null;
  try {
    // Firefox with its Web Storage turned off gives null rather than throwing.
    const given: unknown = window.localStorage;
    storage = given === null || given === undefined ? null : (given as Storage);
  } catch (e) {
    return memoryBackend(reasonOf(e)); // why nothing can be kept: the browser's refusal, in the page's words
  }
  if (storage === null) return memoryBackend({ key: 'no-local-storage' });
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
