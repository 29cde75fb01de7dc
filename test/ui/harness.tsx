import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createAppStore, type AppActions, type AppState, type AppStore } from '../../src/state/store.ts';
import { AppContext, type MountTicket } from '../../src/ui/AppContext.tsx';
import { MemoryStorage } from '../state/memoryStorage.ts';

/** A canvas stand-in: the shell's tests need a mounted view, not WebGL. It notes what it was asked. */
export const fakeMount: MountTicket = (host, _store, options = {}) => {
  host.dataset.mountedWithStill = String(options.stillShown === true);
  host.appendChild(document.createElement('canvas'));
  return { resize: () => undefined, destroy: () => host.replaceChildren() };
};

export function makeStore(seed = 'uitest'): AppStore {
  return createAppStore({
    storage: new MemoryStorage(),
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => seed,
    saveDelayMs: 0,
  });
}

type Spied<K extends keyof AppActions> = Record<K, ReturnType<typeof vi.fn<AppActions[K]>>>;

/**
 * Renders one component over a real store in the given state, with the named actions replaced by
 * spies (which still call the real action, so the screen moves on as it would).
 */
export function renderWith<K extends keyof AppActions>(
  element: ReactElement,
  options: { store?: AppStore; state?: Partial<AppState>; spy?: readonly K[] } = {},
): { store: AppStore; actions: Spied<K> } {
  const store = options.store ?? makeStore();
  if (options.state !== undefined) store.setState(options.state);
  const actions = {} as Spied<K>;
  for (const name of options.spy ?? []) {
    const real = store.getState()[name] as (...args: unknown[]) => unknown;
    const spy = vi.fn((...args: unknown[]) => real(...args));
    actions[name] = spy as unknown as Spied<K>[K];
    store.setState({ [name]: spy } as unknown as Partial<AppActions>);
  }
  render(<AppContext.Provider value={{ store, mountTicket: fakeMount }}>{element}</AppContext.Provider>);
  return { store, actions };
}

const nbsp = /[\u00a0\u202f]/g;
/** An element's text with no-break spaces read as spaces. */
export const text = (el: HTMLElement) => (el.textContent ?? '').replace(nbsp, ' ');
