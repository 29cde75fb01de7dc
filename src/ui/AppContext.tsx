import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { MESSAGES } from '../i18n/index.ts';
import type { AppActions, AppState, AppStore } from '../state/store.ts';
import type { TicketView } from '../state/ticketView.ts';

/**
 * Mounts the ticket's canvas in `host`, drawn from `store`; injected so that ui never imports
 * render. `stillShown`: a still of the ticket is shown in the
 * canvas's place (TicketScreen's TicketStill), so the page is painted once before the canvas's
 * first frame, which would otherwise be drawn in the same task as the screen, before any paint.
 */
export type MountTicket = (
  host: HTMLElement,
  store: AppStore,
  options?: { readonly stillShown?: boolean },
) => TicketView;

/** What the shell needs from the composition root: the store, and how to mount a ticket canvas. */
export interface AppServices {
  readonly store: AppStore;
  readonly mountTicket: MountTicket;
}

export const AppContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (services === null) throw new Error('AppContext is missing');
  return services;
}

/** Reads the store through a selector; the component re-renders only when the selection changes. */
export function useAppState<T>(selector: (state: AppState & AppActions) => T): T {
  return useStore(useServices().store, selector);
}

/** The catalogue of the current language. */
export function useMessages() {
  const lang = useAppState((s) => s.settings.lang);
  return { lang, m: MESSAGES[lang] };
}
