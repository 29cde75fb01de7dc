/**
 * The player's composition root: the store, the renderer, sound, and React. The page's entry
 * (entry.ts) brings the styles and imports this module: at once, or, on a page showing a boot
 * still, once that still is painted.
 */
import { browserSessionBackend } from './state/browserSession.ts'; // first: the session's storage opens
import { loadRender, loadSound, prepareTicket } from './ticketFirst.ts'; // then, on a ticket link, its fetches
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appPictureSource } from './state/appPicture.ts';
import { openAppStore } from './state/store.ts';
import { TAB_CHANNEL, tabTicket } from './state/tabTicket.ts';
import { parseLink } from './state/deepLink.ts';
import { browserAddressBar, followScreens } from './state/addressBar.ts';
import { App, preloadTicketScreen } from './ui/App.tsx';
import { AppContext, type MountTicket } from './ui/AppContext.tsx';
import { markPlayableOverStill } from './ui/stillMarks.ts';
import { formatEuros, loadMessages, MESSAGES } from './i18n/index.ts';
import type { TicketView } from './state/ticketView.ts';
import { keepBootHint } from './state/bootHint.ts';
import type { BootInput } from './render/bootInput.ts';

const SEED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh emission seed for a first start: 12 random characters. */
function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => SEED_ALPHABET[b % SEED_ALPHABET.length]).join('');
}

// IndexedDB opens in the browser process, leaving this thread idle meanwhile: the first number
// formatter, which loads the locale's data, is made now rather than in the first render (which
// shows the balance), so that work overlaps the wait instead of following it.
formatEuros(0, parseLink(window.location.search).lang ?? 'fr');

// Start-up marks (`grattez:…`), read by `npm run bench -- startup` to say where a ticket's time goes.
performance.mark('grattez:app-evaluated');
const backend = await browserSessionBackend;
performance.mark('grattez:storage-open');
const tabStorage = sessionStorageOrNull();
const sharedStorage = localStorageOrNull();
// Which tab put the ticket in play: marked live from now until pagehide, and again from pageshow.
const tab =
  tabStorage === null || sharedStorage === null
    ? null
    : tabTicket({
        tab: tabStorage,
        shared: sharedStorage,
        newId: newSeed,
        channel: typeof BroadcastChannel === 'function' ? () => new BroadcastChannel(TAB_CHANNEL) : null,
      });
const store = await openAppStore({
  backend,
  now: () => new Date(),
  newSeed,
  ...(tab === null ? {} : { tabTicket: tab }),
});
performance.mark('grattez:session-read');
// The page loaded the words of the language it expected (entry.ts); a session kept in another, which
// the hint did not know of, needs its words before the first render (a link's language is in already).
await loadMessages([parseLink(window.location.search).lang ?? store.getState().settings.lang]);
// What the boot still of the next visit needs (build/boot/bootStill.ts), kept as the store changes.
keepBootHint(store, localStorageOrNull());

/** The page's localStorage, or null where it is refused (a browser's privacy settings). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The tab's sessionStorage, or null where it is refused. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The strokes taken on the boot still, if the page showed one (build/boot/bootStill.ts): the first canvas mounted takes them. */
let bootInput = (window as Window & { grattezBoot?: BootInput }).grattezBoot;

// A consumed link gives way to the address of the screen it shows (a ticket's own link, so that a
// reload resumes); from then on each screen the player goes to is an entry of the browser's history.
// An entry the app made, loaded again (a reload, Back to a page the browser did not keep), is no
// link to follow: its address is the app's own, and an older ticket's would finish the one in play.
// Only its language is taken.
const addressBar = browserAddressBar(window);
void (async () => {
  if (addressBar.recorded() === null) await store.getState().applyLink(window.location.search);
  else {
    const { lang } = parseLink(window.location.search);
    if (lang !== null) store.getState().setLang(lang);
  }
  followScreens(store, addressBar);
})();

// Sound and haptics follow the store once their chunk is in (with the ticket's, or when idle);
// the audio context itself waits for the player's first gesture.
type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };
const AudioContextClass = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
let soundStarted = false;
function startSound(): void {
  if (soundStarted) return;
  soundStarted = true;
  loadSound().then(
    ({ attachSound }) =>
      attachSound(store, {
        createContext: () =>
          AudioContextClass === undefined ? null : new AudioContextClass({ latencyHint: 'interactive' }),
        events: document,
        isHidden: () => document.visibilityState === 'hidden',
        ...(navigator.userActivation === undefined ? {} : { userActivation: navigator.userActivation }),
        ...(typeof navigator.vibrate === 'function'
          ? { vibrate: (pattern: number | number[]) => navigator.vibrate(pattern) }
          : {}),
        systemPrefersReducedMotion: () => matchMedia('(prefers-reduced-motion: reduce)').matches,
      }),
    () => undefined, // the game plays on, silent
  );
}

// A page put into the back/forward cache may stay frozen there: it lets go of the storage (in
// WebKit, a transaction left open by a frozen page holds the database for every other page), keeps
// what is unsaved in memory, and on its return reads the session afresh and saves. A page that is
// really unloaded saves now; the browser ends what it leaves unfinished.
window.addEventListener('pagehide', (event) => {
  tab?.hidden();
  if (event.persisted) store.getState().suspend();
  else void store.getState().flush();
});
window.addEventListener('pageshow', (event) => {
  tab?.shown();
  if (event.persisted) store.getState().resume();
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') void store.getState().flush();
});

/** Fetches the ticket's chunks (renderer, sound) ahead of need, unless the player asked the browser to save data. */
function prefetchRender(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return;
  const fetchIt = () => {
    loadRender().catch(() => undefined); // a ticket that shows reports it
    startSound();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchIt, { timeout: 4_000 });
  else setTimeout(fetchIt, 1_000);
}

type Words = (typeof MESSAGES)['fr'];

/** Resolves once the browser has painted a frame: after the next animation frame's paint. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The Pixi ticket, mounted once its chunk has arrived; where WebGL cannot start, or the chunk
 * cannot be fetched, a visible note instead of a blank ticket (the zone buttons still play it).
 * Browsers remember a failed module fetch for the page's lifetime, so trying again means a reload
 * (the saved ticket resumes where it was).
 */
const mount: MountTicket = (host, appStore, options = {}) => {
  performance.mark('grattez:ticket-mount');
  startSound();
  let note: HTMLParagraphElement | null = null;
  let view: TicketView | null = null;
  let destroyed = false;
  const showNote = (words: (m: Words) => string, retry: (m: Words) => string | null = () => null) => {
    const m = MESSAGES[appStore.getState().settings.lang];
    note ??= document.createElement('p');
    note.className = 'ticket-error';
    note.setAttribute('role', 'alert');
    note.textContent = words(m);
    const retryLabel = retry(m);
    if (retryLabel !== null) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = retryLabel;
      button.addEventListener(
        'click',
        () =>
          void appStore
            .getState()
            .flush()
            .finally(() => window.location.reload()),
      );
      note.append(' ', button);
    }
    (host.parentElement ?? host).append(note);
  };
  const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
  // With a still in the canvas's place, the page is painted once before the canvas is mounted:
  // otherwise the screen's render, the mount and Pixi's first frame run in one task, before any
  // paint, and the still is never seen. Strokes on the still reach the store (the canvas takes
  // input on its host from its mount), so the ticket is playable from then on.
  const stillShown = options.stillShown === true;
  const boot = bootInput;
  bootInput = undefined;
  Promise.all([
    loadRender(),
    stillShown ? afterNextPaint() : null,
    // Without this small chunk the boot's strokes are lost, not the ticket.
    boot === undefined ? null : import('./render/bootInput.ts').catch(() => null),
  ]).then(
    ([{ mountPicture }, , replay]) => {
      if (destroyed) {
        boot?.close();
        return;
      }
      const source = appPictureSource(appStore, reduced);
      view = mountPicture(host, source, {
        onError: (_error, where) => showNote((m) => (where === 'start' ? m.webglError : m.storage.drawFailed)),
      });
      // Strokes on the boot still reach the store now; from here on the canvas takes them itself.
      if (boot !== undefined && replay !== null)
        replay.takeBootInput(
          boot,
          () => appStore.getState().current?.layout ?? null,
          (x0, y0, x1, y1) => appStore.getState().scratch(x0, y0, x1, y1),
        );
      else boot?.close();
      markPlayableOverStill(host);
    },
    (error: unknown) => {
      boot?.close();
      if (destroyed) return;
      console.warn('Grattez: the ticket could not be loaded.', error);
      showNote(
        (m) => m.ticketLoadError,
        (m) => m.ticketLoadRetry,
      );
    },
  );
  return {
    resize: () => view?.resize(),
    destroy: () => {
      destroyed = true;
      note?.remove();
      view?.destroy();
    },
  };
};

// A ticket on the first screen (a link, or a ticket resumed from the last visit) needs its code
// and fonts at once; otherwise the code comes when the browser is idle.
if (store.getState().screen === 'ticket') {
  prepareTicket();
  startSound();
  // The first render shows the ticket screen at once rather than after a fallback (which React
  // would hold for 300 ms); a failure to load it shows on that screen.
  await preloadTicketScreen().catch(() => undefined);
} else prefetchRender();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
performance.mark('grattez:first-render');
createRoot(root).render(
  <StrictMode>
    <AppContext.Provider value={{ store, mountTicket: mount }}>
      <App />
    </AppContext.Provider>
  </StrictMode>,
);
