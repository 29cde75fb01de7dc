import type { StoreApi } from 'zustand/vanilla';
import type { SessionSync } from './persistenceSlice.ts';
import type { AppActions, AppState } from './store.ts';

export type Store = AppState & AppActions;

/** What every slice may use besides the store: the outside world, injected, and the shared session. */
interface StoreContext {
  readonly now: () => Date;
  readonly sync: SessionSync; // changes that outlive the tab go through it
}

/** A slice's actions, given the whole store's `set` and `get` (slices act across each other). */
export type SliceCreator<T> = (
  set: StoreApi<Store>['setState'],
  get: StoreApi<Store>['getState'],
  context: StoreContext,
) => T;
