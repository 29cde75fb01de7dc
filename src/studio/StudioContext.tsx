import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { MESSAGES, type Lang } from '../i18n/index.ts';
import { STUDIO_WORDS } from '../i18n/studio.ts';
import type { StudioExporter } from './state/studioExport.ts';
import type { StudioActions, StudioState, StudioStore } from './state/studioStore.ts';
import type { TicketView } from '../state/ticketView.ts';

/** Mounts the live preview canvas in `host`; injected so that the studio's UI never imports render. */
export type MountPreview = (host: HTMLElement, store: StudioStore) => TicketView;

/** Where a design folder comes from: the folder input's files, a drop, or the folder picker. */
export type DesignFolderInput =
  { readonly files: FileList } | { readonly drop: DataTransfer } | { readonly picker: true };

/** A design folder opened (drawable on this page by its id), or why not, in words of either language. */
export type OpenedDesign =
  | { readonly ok: true; readonly id: string; readonly name: string }
  | { readonly ok: false; readonly problems: (lang: Lang) => readonly string[] }
  | null; // nothing chosen

/** What the studio's UI needs from its composition root. */
export interface StudioServices {
  readonly store: StudioStore;
  readonly mountPreview: MountPreview;
  readonly exporter: StudioExporter;
  /** Reads a design folder and draws the ticket with it; a drop is read before this returns. */
  readonly openDesignFolder: (input: DesignFolderInput) => Promise<OpenedDesign>;
  /** Whether the browser offers a folder picker that can read the folder again (File System Access). */
  readonly hasFolderPicker: boolean;
}

export const StudioContext = createContext<StudioServices | null>(null);

export function useStudioServices(): StudioServices {
  const services = useContext(StudioContext);
  if (services === null) throw new Error('StudioContext is missing');
  return services;
}

/** Reads the studio's store through a selector. */
export function useStudio<T>(selector: (state: StudioState & StudioActions) => T): T {
  return useStore(useStudioServices().store, selector);
}

/** The catalogue in the studio's language (the language of the pictures). */
export function useWords() {
  const lang = useStudio((s) => s.settings.lang);
  return { lang, m: MESSAGES[lang], w: STUDIO_WORDS[lang] };
}
