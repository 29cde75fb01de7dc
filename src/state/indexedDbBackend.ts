import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { MAX_SET_ASIDE, STORAGE_KEY } from './persistence.ts';
import { reasonOf, type SessionBackend, type StepDecision, type StepOutcome } from './sessionBackend.ts';

const DB_NAME = 'grattez';
const SESSION_KEY = 'session';
const CHANNEL = 'grattez-session';
const OPEN_TIMEOUT_MS = 3_000; // a database blocked by an old tab must not keep the game from starting

interface GrattezDb extends DBSchema {
  session: { key: string; value: string }; // the saved session's JSON text, as localStorage held it
  copies: { key: number; value: { readonly at: string; readonly text: string } }; // set aside, oldest first
}

/** The environment the backend needs; the browser's own by default (tests pass a fake IndexedDB). */
export interface IndexedDbEnvironment {
  readonly indexedDB: IDBFactory;
  readonly legacy: Pick<Storage, 'getItem' | 'removeItem'> | null; // where earlier versions saved
  readonly channel: (() => BroadcastChannel) | null;
  readonly now: () => Date;
}

function browserEnvironment(): IndexedDbEnvironment | null {
  if (typeof indexedDB === 'undefined') return null;
  let legacy: Storage | null = null;
  try {
    legacy = window.localStorage;
  } catch {
    legacy = null;
  }
  return {
    indexedDB,
    legacy,
    channel: typeof BroadcastChannel === 'function' ? () => new BroadcastChannel(CHANNEL) : null,
    now: () => new Date(),
  };
}

/**
 * The session in IndexedDB: a read-modify-write is one readwrite transaction over the session and
 * its set-aside copies, which the browser runs one at a time across tabs, always on fresh data.
 * A successful write is announced to the other tabs on a BroadcastChannel. Resolves to null where
 * IndexedDB cannot be opened (then the caller falls back to localStorage).
 *
 * A session that earlier versions left in localStorage is read from there while the database has
 * none, and removed from there once it has been written here.
 */
export async function openIndexedDbBackend(
  environment: IndexedDbEnvironment | null = browserEnvironment(),
): Promise<SessionBackend | null> {
  if (environment === null) return null;
  const env = environment;
  let db: IDBPDatabase<GrattezDb>;
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), OPEN_TIMEOUT_MS);
    });
    // idb's openDB always uses the global factory: open through the environment's, then wrap.
    const request = env.indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('session');
      request.result.createObjectStore('copies', { autoIncrement: true });
    };
    const opening = new Promise<IDBPDatabase<GrattezDb>>((resolve, reject) => {
      request.onsuccess = () => {
        const raw = request.result;
        // A newer version of the app in another tab wants the database: let it have it.
        raw.onversionchange = () => raw.close();
        try {
          resolve(wrap(raw) as unknown as IDBPDatabase<GrattezDb>);
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    });
    try {
      db = await Promise.race([opening, timeout]);
    } finally {
      clearTimeout(timer);
    }
  } catch {
    return null;
  }

  const legacyText = (): string | null => {
    try {
      return env.legacy?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const channel = env.channel?.() ?? null;
  const listeners = new Set<() => void>();
  if (channel !== null) channel.onmessage = () => listeners.forEach((l) => l());

  return {
    kind: 'indexeddb',
    async read() {
      const stored = await db.get('session', SESSION_KEY);
      return stored ?? legacyText();
    },
    async update(step: (stored: string | null) => StepDecision): Promise<StepOutcome> {
      let fromLegacy = false;
      let wrote = false;
      let stepError: { readonly error: unknown } | null = null; // a programmer error: thrown on, not reported
      try {
        const tx = db.transaction(['session', 'copies'], 'readwrite');
        // The transaction ends on its own once no request is pending: `done` is awaited last.
        const done = tx.done;
        done.catch(() => undefined);
        let stored = (await tx.objectStore('session').get(SESSION_KEY)) ?? null;
        if (stored === null) {
          stored = legacyText();
          fromLegacy = stored !== null;
        }
        let decision: StepDecision;
        try {
          decision = step(stored);
        } catch (error) {
          stepError = { error };
          tx.abort();
          throw error;
        }
        if (decision.setAside !== null) {
          const copies = tx.objectStore('copies');
          await copies.add({ at: env.now().toISOString(), text: decision.setAside });
          const keys = await copies.getAllKeys();
          for (const key of keys.slice(0, Math.max(0, keys.length - MAX_SET_ASIDE))) await copies.delete(key);
        }
        if (decision.write !== null) {
          await tx.objectStore('session').put(decision.write, SESSION_KEY);
          wrote = true;
        }
        await done;
      } catch (e) {
        const failed = stepError as { readonly error: unknown } | null; // set inside the try
        if (failed !== null) throw failed.error;
        return { ok: false, reason: reasonOf(e) };
      }
      if (wrote) {
        if (fromLegacy) {
          try {
            env.legacy?.removeItem(STORAGE_KEY);
          } catch {
            // Left in place: it is read only while the database holds no session.
          }
        }
        channel?.postMessage('changed');
      }
      return { ok: true };
    },
    async copies() {
      return (await db.getAll('copies')).map((c) => c.text);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
