import { BACKUP_KEY, MAX_SET_ASIDE, memoryStorage, STORAGE_KEY, type KeyValueStorage } from './persistence.ts';
import type { StorageReason } from './storageReason.ts';

/** What one atomic step decided, given the stored text. */
export interface StepDecision {
  readonly write: string | null; // the new session text; null: leave storage as it is
  readonly setAside: string | null; // a copy to keep before `write` replaces the stored text
}

/**
 * How a step ended: written (or nothing to write), or not, storage untouched: refused by the
 * browser, `unavailable` (storage did not answer within its time limit), `interrupted` (the page
 * was put away, see `release`), or `newer-version` (a newer release of the app upgraded the
 * database, which this page's version cannot open).
 */
export type StepOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: StorageReason;
      readonly cause?: 'unavailable' | 'interrupted' | 'newer-version';
      /** The name of the error the browser gave (a DOMException's: `QuotaExceededError`, `UnknownError`…). */
      readonly name?: string;
    };

/**
 * Where the session is kept, shared by every tab of the profile.
 *
 * `update` is the one way to change it: it reads the stored text, fresh (never a copy another tab
 * may have changed since), calls `step` with it synchronously, then keeps the set-aside copy and
 * writes, so that no other tab reads or writes in between. The copy and the write succeed
 * together or not at all: when either is refused, the stored text is as it was.
 */
export interface SessionBackend {
  /** `memory`: the browser refuses every storage, so the session lives in this page only (`memoryBackend`). */
  readonly kind: 'indexeddb' | 'localstorage' | 'memory';
  /** With `memory`: why nothing can be kept (the browser's refusal), for the warning. */
  readonly memoryReason?: StorageReason;
  /** The stored text, fresh; null when nothing is stored. Rejects when storage cannot be read. */
  read(): Promise<string | null>;
  update(step: (stored: string | null) => StepDecision): Promise<StepOutcome>;
  /** `update`, done before returning, where the backend can (synchronous storage, no lock to wait for). */
  readonly updateNow?: (step: (stored: string | null) => StepDecision) => StepOutcome;
  /** The set-aside copies, oldest first. */
  copies(): Promise<string[]>;
  /** Calls `listener` when another tab has written; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Lets go of everything this page holds (the page is put into the back/forward cache, where it
   * may stay frozen): reads and writes under way end `interrupted`, nothing of theirs written, and
   * connections and locks are released. The next read or write takes them again.
   */
  release(): void;
}

/** The part of the Web Locks API used here (`navigator.locks`, or a fake in tests). */
export interface LockManagerLike {
  request<T>(name: string, options: { readonly signal: AbortSignal }, callback: () => T | PromiseLike<T>): Promise<T>;
}

/** Name of the Web Lock held around each read-modify-write of the session. */
const SESSION_LOCK = 'grattez-session';

/** The browser's own words kept after a reason in the page's language, in characters at most. */
const OWN_WORDS_MAX = 80;

/**
 * Why anything thrown failed, for a notice. An error the browser names (a DOMException:
 * QuotaExceededError, VersionError…) is said in the page's language of the moment (reasonText),
 * its own words in parentheses (their full stop left out: the sentence quoting them goes on);
 * others keep their own words.
 */
export function reasonOf(error: unknown): StorageReason {
  const name = (error as { name?: unknown } | null)?.name;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof name === 'string' && typeof message === 'string') {
    if (name === 'Error') return { key: 'text', text: message };
    const chars = Array.from(message.trim().replace(/\.$/u, ''));
    const own = chars.length > OWN_WORDS_MAX ? `${chars.slice(0, OWN_WORDS_MAX - 1).join('')}…` : chars.join('');
    return { key: 'named', name, own, raw: `${name}: ${message}` };
  }
  return { key: 'text', text: String(error) };
}

/** The name of a DOMException (or any error) thrown, as a refused step reports it; `{}` when it has none. */
export function errorName(error: unknown): { readonly name?: string } {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== 'Error' ? { name } : {};
}

/**
 * A backend over Web Storage (localStorage, or a fake): for browsers without IndexedDB, and for
 * tests. Writes are synchronous; with a lock manager each step runs inside a Web Lock, without one
 * it runs at once (a step never waits, so a tab never interleaves two of its own).
 *
 * Across tabs this is weaker than IndexedDB: Chromium serves localStorage from a per-process copy
 * that another tab's write reaches a little later, so even inside a Web Lock a step may read a
 * value one write old (measured: see docs/reliability.md). `changes` is how other tabs' writes are
 * heard: the window's `storage` events.
 */
export function keyValueBackend(
  storage: KeyValueStorage,
  options: {
    readonly locks?: LockManagerLike | null;
    readonly changes?: (listener: () => void) => () => void;
  } = {},
): SessionBackend {
  const step = (decide: (stored: string | null) => StepDecision): StepOutcome => {
    let stored: string | null;
    try {
      stored = storage.getItem(STORAGE_KEY);
    } catch (e) {
      return { ok: false, reason: reasonOf(e) };
    }
    const decision = decide(stored);
    try {
      if (decision.setAside !== null) keepCopy(storage, decision.setAside);
      if (decision.write !== null) storage.setItem(STORAGE_KEY, decision.write);
      return { ok: true };
    } catch (e) {
      return { ok: false, reason: reasonOf(e), ...errorName(e) };
    }
  };
  const locks = options.locks ?? null;
  // Lock requests not granted yet are withdrawn by `release`: a frozen page must not hold the queue.
  let waiting = new AbortController();
  const locked = (decide: (stored: string | null) => StepDecision, lockManager: LockManagerLike) => {
    const { signal } = waiting;
    return lockManager
      .request(SESSION_LOCK, { signal }, () => step(decide))
      .catch((e: unknown): StepOutcome => {
        if (signal.aborted)
          return {
            ok: false,
            reason: { key: 'interrupted' },
            cause: 'interrupted',
          };
        return { ok: false, reason: reasonOf(e) };
      });
  };
  return {
    kind: 'localstorage',
    read: () => Promise.resolve().then(() => storage.getItem(STORAGE_KEY)),
    update: (decide) => (locks === null ? Promise.resolve().then(() => step(decide)) : locked(decide, locks)),
    release: () => {
      waiting.abort();
      waiting = new AbortController();
    },
    ...(locks === null ? { updateNow: step } : {}),
    copies: () => Promise.resolve(copyKeys(storage).map((k) => storage.getItem(k) ?? '')),
    subscribe: (listener) => options.changes?.(listener) ?? (() => undefined),
  };
}

/**
 * The session kept in this page's memory only, for a browser that refuses every storage from the
 * start (IndexedDB and localStorage both unusable): its writes succeed, so purchases go on, and
 * nothing outlives the page. There is no other tab to share with, nor anything stored to lose.
 * `reason` says why, for the warning that stays on screen.
 */
export function memoryBackend(reason: StorageReason): SessionBackend {
  return { ...keyValueBackend(memoryStorage()), kind: 'memory', memoryReason: reason };
}

/** The set-aside keys of a Web Storage, oldest first (the legacy single copy counts as the oldest). */
function copyKeys(storage: KeyValueStorage): string[] {
  const found: { key: string; n: number }[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === BACKUP_KEY) found.push({ key, n: 0 });
    else if (key?.startsWith(`${BACKUP_KEY}:`) === true) {
      const n = Number(key.slice(BACKUP_KEY.length + 1));
      if (Number.isSafeInteger(n) && n > 0) found.push({ key, n });
    }
  }
  return found.sort((a, b) => a.n - b.n).map((f) => f.key);
}

/**
 * Keeps `text` under a key of its own, and checks it reads back the same; throws when it cannot
 * (the caller then leaves the original in place). Past MAX_SET_ASIDE copies, the oldest go first.
 */
function keepCopy(storage: KeyValueStorage, text: string): void {
  const keys = copyKeys(storage);
  const last = keys.at(-1);
  const n = last === undefined || last === BACKUP_KEY ? 1 : Number(last.slice(BACKUP_KEY.length + 1)) + 1;
  const key = `${BACKUP_KEY}:${n}`;
  storage.setItem(key, text);
  if (storage.getItem(key) !== text) {
    storage.removeItem(key);
    throw new Error('the set-aside copy did not read back the same');
  }
  for (const old of keys.slice(0, Math.max(0, keys.length + 1 - MAX_SET_ASIDE))) storage.removeItem(old);
}
