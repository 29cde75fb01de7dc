import type { StoreApi } from 'zustand/vanilla';
import type { AppActions, AppState } from './store.ts';
import type { KeyValueStorage } from './persistence.ts';

export type Store = AppState & AppActions;

/** What every slice may use besides the store: the outside world, injected. */
export interface StoreContext {
  readonly storage: KeyValueStorage;
  readonly now: () => Date;
}

/** A slice's actions, given the whole store's `set` and `get` (slices act across each other). */
export type SliceCreator<T> = (
  set: StoreApi<Store>['setState'],
  get: StoreApi<Store>['getState'],
  context: StoreContext,
) => T;
