import type { KeyValueStorage } from '../../src/state/persistence.ts';

/**
 * An in-memory Web Storage double. `failWrites` simulates a full or disabled storage; `quota`
 * (characters of keys and values, as browsers count them) a storage that is nearly full.
 */
export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  failWrites = false;
  quota = Infinity;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError: storage is full');
    const used = [...this.data].reduce((n, [k, v]) => n + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quota) throw new Error('QuotaExceededError: storage is full');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  get length(): number {
    return this.data.size;
  }
}
