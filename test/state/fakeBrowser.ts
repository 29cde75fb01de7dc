import type { KeyValueStorage } from '../../src/state/persistence.ts';
import {
  keyValueBackend,
  type LockManagerLike,
  type SessionBackend,
  type StepDecision,
  type StepOutcome,
} from '../../src/state/sessionBackend.ts';
import { MAX_SET_ASIDE } from '../../src/state/persistence.ts';
import { MemoryStorage } from './memoryStorage.ts';

/** A task for later, as the browser queues them (a microtask: fast enough for thousands of runs). */
const later = (fn: () => void) => void Promise.resolve().then(fn);

/**
 * One browser profile's storage, shared by the tabs made from it, behaving like IndexedDB: a
 * read-modify-write runs in a later task, alone (transactions queue), and either writes both the
 * set-aside copy and the session or neither; other tabs hear of a write in a later task, as a
 * BroadcastChannel message. `failWrites` refuses every write (a full disk); `quota` refuses a
 * write that would make the stored texts longer than that.
 */
export class SharedProfile {
  text: string | null = null;
  copies: string[] = [];
  failWrites = false;
  quota = Infinity;
  writes = 0;
  private readonly channels = new Set<{ tab: number; listener: () => void }>();
  private nextTab = 0;
  private chain: Promise<unknown> = Promise.resolve();

  /** The backend one tab sees. */
  tab(): SessionBackend {
    const tab = this.nextTab++;
    return {
      kind: 'indexeddb',
      read: () => new Promise((resolve) => later(() => resolve(this.text))),
      update: (step) => {
        const run = this.chain.then(() => this.transaction(tab, step));
        this.chain = run.catch(() => undefined);
        return run;
      },
      copies: () => Promise.resolve([...this.copies]),
      subscribe: (listener) => {
        const entry = { tab, listener };
        this.channels.add(entry);
        return () => this.channels.delete(entry);
      },
      release: () => undefined, // its transactions never wait on a frozen page
    };
  }

  private transaction(tab: number, step: (stored: string | null) => StepDecision): Promise<StepOutcome> {
    return new Promise((resolve, reject) => {
      later(() => {
        let decision: StepDecision;
        try {
          decision = step(this.text);
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
          return;
        }
        const copies = decision.setAside === null ? this.copies : [...this.copies, decision.setAside];
        const text = decision.write ?? this.text;
        const size = copies.reduce((n, c) => n + c.length, 0) + (text?.length ?? 0);
        if ((decision.write !== null || decision.setAside !== null) && (this.failWrites || size > this.quota)) {
          resolve({
            ok: false,
            reason: {
              key: 'named',
              name: 'QuotaExceededError',
              own: 'the quota has been exceeded',
              raw: 'QuotaExceededError: the quota has been exceeded',
            },
          });
          return;
        }
        this.copies = copies.slice(Math.max(0, copies.length - MAX_SET_ASIDE));
        if (decision.write !== null) {
          this.text = decision.write;
          this.writes++;
          for (const c of this.channels) if (c.tab !== tab) later(c.listener);
        }
        resolve({ ok: true });
      });
    });
  }
}

/** Web Locks as the browser grants them: one holder at a time, in request order, each in a later task. */
export class FakeLocks implements LockManagerLike {
  private tail: Promise<unknown> = Promise.resolve();
  request<T>(_name: string, options: { readonly signal: AbortSignal }, callback: () => T | PromiseLike<T>): Promise<T> {
    const granted = this.tail.then(
      () =>
        new Promise<T>((resolve, reject) =>
          later(() => {
            if (options.signal.aborted) reject(new DOMException('withdrawn', 'AbortError'));
            else Promise.resolve().then(callback).then(resolve, reject);
          }),
        ),
    );
    this.tail = granted.catch(() => undefined);
    return granted;
  }
}

/**
 * localStorage shared by tabs, with `storage` events: a tab's write fires an event in every other
 * tab, in a later task (never in the writer).
 */
export class SharedWebStorage {
  readonly storage = new MemoryStorage();
  private readonly listeners = new Set<{ tab: number; listener: () => void }>();
  private nextTab = 0;

  tab(locks: LockManagerLike | null): SessionBackend {
    const tab = this.nextTab++;
    const base = this.storage;
    const notifying: KeyValueStorage = {
      getItem: (key) => base.getItem(key),
      setItem: (key, value) => {
        base.setItem(key, value);
        for (const l of this.listeners) if (l.tab !== tab) later(l.listener);
      },
      removeItem: (key) => base.removeItem(key),
      key: (index) => base.key(index),
      get length() {
        return base.length;
      },
    };
    return keyValueBackend(notifying, {
      locks,
      changes: (listener) => {
        const entry = { tab, listener };
        this.listeners.add(entry);
        return () => this.listeners.delete(entry);
      },
    });
  }
}
