import '@fontsource/fredoka/600.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import './ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mountPicture } from './render/mountTicket.ts';
import { appPictureSource } from './state/appPicture.ts';
import { openAppStore } from './state/store.ts';
import { ticketSearch } from './state/deepLink.ts';
import { openIndexedDbBackend } from './state/indexedDbBackend.ts';
import { STORAGE_KEY, type KeyValueStorage } from './state/persistence.ts';
import { keyValueBackend, type LockManagerLike } from './state/sessionBackend.ts';
import { App } from './ui/App.tsx';
import { AppContext, type MountTicket } from './ui/AppContext.tsx';
import { MESSAGES } from './i18n/index.ts';

const SEED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh emission seed for a first start: 12 random characters. */
function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => SEED_ALPHABET[b % SEED_ALPHABET.length]).join('');
}

/** localStorage, or a stand-in whose writes fail with a clear reason when the browser forbids it. */
function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error(`local storage is not available (${reason})`);
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    };
  }
}

/**
 * Where the session is kept: IndexedDB, whose transactions make each read-modify-write atomic
 * across tabs; where it cannot open, localStorage inside Web Locks, refreshed by `storage` events.
 */
async function sessionBackend() {
  const indexedDb = await openIndexedDbBackend();
  if (indexedDb !== null) return indexedDb;
  const storage = browserStorage();
  const locks = (navigator as { locks?: LockManagerLike }).locks ?? null;
  return keyValueBackend(storage, {
    locks,
    changes: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === STORAGE_KEY) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  });
}

const store = await openAppStore({ backend: await sessionBackend(), now: () => new Date(), newSeed });

// A consumed link is replaced by the ticket's own address, so that a reload resumes.
void store
  .getState()
  .applyLink(window.location.search)
  .then((link) => {
    if (link.address === 'ticket') window.history.replaceState(null, '', link.search);
    else if (link.address === 'clear') window.history.replaceState(null, '', window.location.pathname);
  });

// The address follows the screen: a ticket's own link on the ticket screen, the bare page elsewhere.
store.subscribe(
  (s) => [s.screen, s.current?.ticket.serial, s.settings.lang] as const,
  ([screen, serial, lang]) => {
    const wanted = screen === 'ticket' && serial !== undefined ? ticketSearch(serial, lang) : '';
    if (wanted !== window.location.search)
      window.history.replaceState(null, '', wanted === '' ? window.location.pathname : wanted);
  },
  { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] },
);

window.addEventListener('pagehide', () => void store.getState().flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') void store.getState().flush();
});

/** The Pixi ticket; where WebGL cannot start, a visible note instead of a blank ticket. */
const mount: MountTicket = (host, appStore) => {
  let note: HTMLParagraphElement | null = null;
  const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
  const view = mountPicture(host, appPictureSource(appStore, reduced), {
    onError: (_error, where) => {
      const m = MESSAGES[appStore.getState().settings.lang];
      note ??= document.createElement('p');
      note.className = 'ticket-error';
      note.setAttribute('role', 'alert');
      note.textContent = where === 'start' ? m.webglError : m.storage.drawFailed;
      (host.parentElement ?? host).append(note);
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

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppContext.Provider value={{ store, mountTicket: mount }}>
      <App />
    </AppContext.Provider>
  </StrictMode>,
);
