import type { StoreApi } from 'zustand/vanilla';
import type { GameId } from '../engine/index.ts';
import type { VariantChoice } from './emission.ts';
import type { SessionOp } from './session.ts';

/**
 * The whole store, shell, settings, wallet, ticket and persistence. Each slice adds its own state
 * and actions to it from its own file (declaration merging: `declare module './slice.ts'`), so a
 * slice reads the others' parts through `get` without importing the store or another slice: the
 * slices import this file, the store imports the slices, and no import goes round.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the slices' declarations
export interface Store {}

/** What the slices ask of the session: local changes, and purchases made on the stored session. */
export interface SessionSync {
  /** Applies a change here at once, and writes it (with any other tab's changes) a moment later. */
  act(op: SessionOp): void;
  /** The current ticket's log grew (a scratch): write it a moment later. */
  scratched(): void;
  /** Buys on the stored session, atomically; false (with a notice) when refused or not saved. */
  buy(game: GameId, variant: VariantChoice): Promise<boolean>;
}

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
