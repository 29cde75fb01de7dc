/**
 * The studio's composition root: its store on the page's address, the live preview's canvas and
 * the off-screen exporter from src/render, and the hook `grattez render` drives in a headless browser.
 * Its entry (entry.ts) has loaded the words of both languages before it imports this.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { STUDIO_WORDS } from '../i18n/studio.ts';
import { createStudioExporter } from '../render/export/studioExporter.ts';
import { mountPicture } from '../render/mountTicket.ts';
import type { ExportFormat } from './state/studioSettings.ts';
import { studioProblemText, studioQuery } from './state/studioSettings.ts';
import { createStudioStore, studioPictureSource, type PreviewClock } from './state/studioStore.ts';
import { designFolderOpener, type FolderPicker } from './designFolderOpener.ts';
import { StudioApp } from './StudioApp.tsx';
import { StudioContext, type MountPreview } from './StudioContext.tsx';

const store = createStudioStore(window.location.search);
const exporter = createStudioExporter({ studioUrl: `${window.location.origin}${window.location.pathname}` });

// The address always holds every setting, so that it is the preview's link at any moment.
const syncAddress = () => {
  const query = studioQuery(store.getState().settings);
  if (query !== window.location.search) window.history.replaceState(null, '', query);
};
syncAddress();
store.subscribe((s) => s.settings, syncAddress);

const clock: PreviewClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

const mountPreview: MountPreview = (host, studioStore) => {
  let note: HTMLParagraphElement | null = null;
  const view = mountPicture(host, studioPictureSource(studioStore, clock), {
    onError: () => {
      note ??= document.createElement('p');
      note.className = 'preview-error';
      note.setAttribute('role', 'alert');
      note.textContent = STUDIO_WORDS[studioStore.getState().settings.lang].previewError;
      (host.parentElement ?? host).after(note);
    },
  });
  return {
    resize: () => view.resize(),
    destroy: () => {
      note?.remove();
      view.destroy();
    },
  };
};

// A design folder opened in the page: the folder picker, where the browser has one.
const picker = (window as { showDirectoryPicker?: FolderPicker }).showDirectoryPicker;
const openDesign = designFolderOpener(store, picker);

/** An export as `grattez render` receives it: the file's name and its bytes in base64. */
interface AutomatedExport {
  readonly name: string;
  readonly base64: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

declare global {
  interface Window {
    /** The studio as `grattez render` drives it: the problems of the address, and an export of the preview. */
    grattezStudio?: {
      problems(): string[];
      /** `onProgress` hears the share done, 0 to 1. */
      exportFile(format: ExportFormat, onProgress?: (done: number) => void): Promise<AutomatedExport>;
    };
  }
}

window.grattezStudio = {
  problems: () => {
    const s = store.getState();
    const all = s.ticketProblem === null ? s.addressProblems : [...s.addressProblems, s.ticketProblem];
    return all.map((p) => studioProblemText(p, 'en'));
  },
  async exportFile(format, onProgress) {
    const { ticket, settings } = store.getState();
    if (ticket === null) throw new Error('the address names no ticket');
    const file = await exporter.exportFile(ticket, settings, format, onProgress === undefined ? {} : { onProgress });
    return { name: file.name, base64: toBase64(file.bytes) };
  },
};

const root = document.getElementById('root');
if (root === null) throw new Error('studio.html has no #root');
createRoot(root).render(
  <StrictMode>
    <StudioContext.Provider
      value={{ store, mountPreview, exporter, openDesignFolder: openDesign, hasFolderPicker: picker !== undefined }}
    >
      <StudioApp />
    </StudioContext.Provider>
  </StrictMode>,
);
