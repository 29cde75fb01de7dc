import { wrap, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { StorageReason } from './storageReason.ts';
import { MAX_SET_ASIDE, STORAGE_KEY } from './persistence.ts';
import { errorName, reasonOf, type SessionBackend, type StepDecision, type StepOutcome } from './sessionBackend.ts';

const DB_NAME = 'grattez';
const SESSION_KEY = 'session';
const CHANNEL = 'grattez-session';
const OPEN_TIMEOUT_MS = 3_000; // a database blocked by an old tab must not keep the game from starting
const STORAGE_TIMEOUT_MS = 3_000; // nor may a transaction that waits behind one of a frozen page

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
  readonly timeoutMs?: number; // how long a read or a write may wait for the database; STORAGE_TIMEOUT_MS by default
}

function browserEnvironment(): IndexedDbEnvironment | null {
  let factory: IDBFactory;
  try {
    // Firefox's getter throws a SecurityError where site data is refused (and in some frames).
    if (typeof indexedDB === 'undefined') return null;
    factory = indexedDB;
  } catch {
    return null;
  }
  let legacy: Storage | null = null;
  try {
    legacy = window.localStorage;
  } catch {
    legacy = null;
  }
  return {
    indexedDB: factory,
    legacy,
    channel: typeof BroadcastChannel === 'function' ? () => new BroadcastChannel(CHANNEL) : null,
    now: () => new Date(),
  };
}

/**
 * Opens the database, or rejects: refused, blocked by another tab, or not open within the time limit.
 * `closed` is called when the connection closes under the page: another version of the app wants
 * the database, or the browser closed it (site data cleared); the connection is of no use after.
 */
async function openDatabase(env: IndexedDbEnvironment, closed: () => void): Promise<IDBPDatabase<GrattezDb>> {
  // idb's openDB always uses the global factory: open through the environment's, then wrap. An
  // open that throws at once (refused) rejects before the time limit is set.
  let request: IDBOpenDBRequest;
  try {
    request = env.indexedDB.open(DB_NAME, 1);
  } catch (e) {
    throw new Refused(e);
  }
  const ms = env.timeoutMs ?? OPEN_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageTimeout(ms)), ms);
  });
  request.onupgradeneeded = () => {
    request.result.createObjectStore('session');
    request.result.createObjectStore('copies', { autoIncrement: true });
  };
  const opening = new Promise<IDBPDatabase<GrattezDb>>((resolve, reject) => {
    request.onsuccess = () => {
      const raw = request.result;
      // A newer version of the app in another tab wants the database (or its site data is being
      // cleared): let it have it.
      raw.onversionchange = () => {
        raw.close();
        closed();
      };
      raw.onclose = closed;
      try {
        resolve(wrap(raw) as unknown as IDBPDatabase<GrattezDb>);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    request.onerror = () => {
      const error = request.error ?? new Error('IndexedDB did not open');
      // Firefox's private windows before version 115 refuse IndexedDB this way, at once.
      reject(error.name === 'InvalidStateError' || error.name === 'SecurityError' ? new Refused(error) : error);
    };
    // Blocked (another tab's connection not closed yet), the open goes on once it is: the time limit
    // ends the wait.
  });
  // A connection that opens after the time limit is closed at once, so that it holds nothing.
  let timedOut = false;
  opening.then(
    (db) => {
      if (timedOut) db.close();
    },
    () => undefined,
  );
  try {
    return await Promise.race([opening, timeout]);
  } catch (e) {
    timedOut = true;
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** The browser refuses IndexedDB outright: the open threw at once, or failed as refused. */
class Refused extends Error {
  constructor(readonly error: unknown) {
    super(String(error));
    this.name = 'Refused';
  }
}

/** Thrown (and reported as `unavailable`) when the database does not answer within the time limit. */
class StorageTimeout extends Error {
  readonly reason: StorageReason;
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`);
    this.name = 'StorageTimeout';
    this.reason = { key: 'timed-out', seconds: ms / 1000 };
  }
}

/**
 * The session in IndexedDB: a read-modify-write is one readwrite transaction over the session and
 * its set-aside copies, which the browser runs one at a time across tabs, always on fresh data.
 * A successful write is announced to the other tabs on a BroadcastChannel. Resolves to null where
 * the browser refuses IndexedDB outright (then the caller falls back to localStorage); a database
 * that exists but does not open (blocked, slow, a newer version) is tried again by every read and
 * write, which fail meanwhile.
 *
 * A session that earlier versions left in localStorage is read from there while the database has
 * none, and removed from there once it has been written here.
 *
 * Every read and write waits at most `timeoutMs` for the database to start it: a transaction of a
 * page frozen in a back/forward cache, or of a suspended process, can hold the database for good
 * (WebKit runs every transaction behind it). `release` aborts what is under way and closes the
 * connection and the channel, for a page that is put away; the next read or write opens them again.
 */
export async function openIndexedDbBackend(
  environment: IndexedDbEnvironment | null = browserEnvironment(),
): Promise<SessionBackend | null> {
  if (environment === null) return null;
  const env = environment;
  const timeoutMs = env.timeoutMs ?? STORAGE_TIMEOUT_MS;
  let connection: Promise<IDBPDatabase<GrattezDb>> | null = null;
  /** A connection that can no longer be used is forgotten, so that the next read or write opens another. */
  const forget = (gone: Promise<IDBPDatabase<GrattezDb>>) => {
    if (connection === gone) connection = null;
  };
  /**
   * The open connection; opened again after a release, after another version or the browser closed
   * it (site data cleared with the page open), or after an open that failed.
   */
  // The first open's failure, given once to the first read: it has just waited the time limit out,
  // and the page must not wait it out again before it shows its stand-in game.
  let firstFailure: { readonly error: unknown } | null = null;
  const database = (): Promise<IDBPDatabase<GrattezDb>> => {
    if (firstFailure !== null) {
      const { error } = firstFailure;
      firstFailure = null;
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (connection !== null) return connection;
    const opened: Promise<IDBPDatabase<GrattezDb>> = openDatabase(env, () => forget(opened));
    connection = opened;
    opened.catch(() => forget(opened));
    return opened;
  };
  try {
    await database();
  } catch (e) {
    // Refused outright, the browser has no IndexedDB to offer: the caller falls back to localStorage.
    // Any other failure (blocked by another tab's upgrade, too slow, a newer version of the
    // database) means a database that exists and may hold the game: no other game may start
    // elsewhere over it. Each read and write tries to open it again, the first one excepted.
    if (e instanceof Refused) return null;
    firstFailure = { error: e };
  }
  /** Transactions under way, aborted by `release`. */
  const underWay = new Set<IDBTransaction>();
  let releases = 0; // how many times `release` ran: a transaction it interrupted reports so

  /**
   * `work` in a transaction over `stores`, which must start within the time limit. Once its first
   * request has answered, the transaction holds the database and runs to its end.
   */
  const within = async <T, M extends IDBTransactionMode>(
    mode: M,
    work: (tx: IDBPTransaction<GrattezDb, ['session', 'copies'], M>, started: () => void) => Promise<T>,
  ): Promise<T> => {
    const releasesBefore = releases;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let late = false;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        late = true;
        reject(new StorageTimeout(timeoutMs));
      }, timeoutMs);
    });
    const begin = async (retried: boolean): Promise<IDBPTransaction<GrattezDb, ['session', 'copies'], M>> => {
      const opened = database();
      const db = await opened;
      if (releases !== releasesBefore) throw new Interrupted();
      if (late) throw new StorageTimeout(timeoutMs);
      try {
        return db.transaction(['session', 'copies'], mode);
      } catch (e) {
        // Closed without a word (the browser's close event not delivered yet): open another, once.
        if (retried || (e as { name?: unknown } | null)?.name !== 'InvalidStateError') throw e;
        forget(opened);
        return begin(true);
      }
    };
    const run = async (): Promise<T> => {
      const tx = await begin(false);
      const raw = tx as unknown as IDBTransaction;
      underWay.add(raw);
      const forget = () => underWay.delete(raw);
      tx.done.then(forget, forget);
      return work(tx, () => {
        // Too late: the caller has been told it failed, so nothing may be written now.
        if (late) {
          tx.abort();
          throw new StorageTimeout(timeoutMs);
        }
        clearTimeout(timer);
      });
    };
    try {
      return await Promise.race([run(), timeout]);
    } catch (e) {
      if (releases !== releasesBefore) throw new Interrupted();
      throw e;
    } finally {
      clearTimeout(timer);
    }
  };

  const legacyText = (): string | null => {
    try {
      return env.legacy?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const listeners = new Set<() => void>();
  let channel: BroadcastChannel | null = null;
  const listen = () => {
    if (channel !== null || env.channel === null) return;
    channel = env.channel();
    channel.onmessage = () => listeners.forEach((l) => l());
  };
  listen();

  return {
    kind: 'indexeddb',
    async read() {
      listen();
      return within('readonly', async (tx, started) => {
        const stored = await tx.objectStore('session').get(SESSION_KEY);
        started();
        await tx.done;
        return stored ?? legacyText();
      });
    },
    async update(step: (stored: string | null) => StepDecision): Promise<StepOutcome> {
      listen();
      let fromLegacy = false;
      let wrote = false;
      let stepError: { readonly error: unknown } | null = null; // a programmer error: thrown on, not reported
      try {
        await within('readwrite', async (tx, started) => {
          // The transaction ends on its own once no request is pending: `done` is awaited last.
          const done = tx.done;
          done.catch(() => undefined);
          let stored = (await tx.objectStore('session').get(SESSION_KEY)) ?? null;
          started();
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
          try {
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
          } catch (error) {
            // A request the browser refuses at once (it throws rather than fails): the copy made
            // before it must not be kept alone, so the transaction ends with nothing written.
            try {
              tx.abort();
            } catch {
              // Already ended: nothing of it was kept.
            }
            wrote = false;
            throw error;
          }
          await done;
        });
      } catch (e) {
        const failed = stepError as { readonly error: unknown } | null; // set inside the try
        if (failed !== null) throw failed.error;
        if (e instanceof Interrupted) return { ok: false, reason: { key: 'interrupted' }, cause: 'interrupted' };
        if (e instanceof StorageTimeout) return { ok: false, reason: e.reason, cause: 'unavailable' };
        // A newer release of the app upgraded the database: this page's version cannot open it.
        if ((e as { name?: unknown } | null)?.name === 'VersionError')
          return { ok: false, reason: reasonOf(e), cause: 'newer-version' };
        const error = e instanceof Refused ? e.error : e;
        return { ok: false, reason: reasonOf(error), ...errorName(error) };
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
      return within('readonly', async (tx, started) => {
        const copies = await tx.objectStore('copies').getAll();
        started();
        return copies.map((c) => c.text);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release() {
      releases++;
      for (const tx of underWay) {
        try {
          tx.abort();
        } catch {
          // Already finished.
        }
      }
      underWay.clear();
      const closing = connection;
      connection = null;
      closing?.then(
        (db) => db.close(),
        () => undefined,
      );
      channel?.close();
      channel = null;
    },
  };
}

/** A read or write that `release` cut short: nothing was written, and it is tried again on return. */
class Interrupted extends Error {
  constructor() {
    super('the page was put away before the game was saved');
    this.name = 'Interrupted';
  }
}
