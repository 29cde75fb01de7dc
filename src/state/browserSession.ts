import { isLang } from '../i18n/index.ts';
import { openIndexedDbBackend } from './indexedDbBackend.ts';
import { inPageLanguage } from './pageLanguage.ts';
import { STORAGE_KEY } from './persistence.ts';
import {
  keyValueBackend,
  memoryBackend,
  reasonOf,
  type LockManagerLike,
  type SessionBackend,
} from './sessionBackend.ts';

/**
 * The page's language as its address gives it (`?lang=`), on the page before the app's first
 * render: a reason worded while storage opens (one that does not answer in time) is worded in it.
 */
function takeLinkedLanguage(): void {
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (linked !== null && isLang(linked)) document.documentElement.lang = linked;
}

/**
 * Where the session is kept: IndexedDB, whose transactions make each read-modify-write atomic
 * across tabs; where it cannot open, localStorage inside Web Locks, refreshed by `storage` events.
 * Where the browser refuses localStorage too (reading it throws: site data refused, a strict
 * private mode; or it is null: Firefox with Web Storage turned off), this page's memory: decided
 * once, here, and kept for the page's life.
 */
async function openBrowserBackend(): Promise<SessionBackend> {
  takeLinkedLanguage();
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
  if (storage === null)
    return memoryBackend(inPageLanguage((words) => words.storage.noLocalStorage, 'local storage is not available'));
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
