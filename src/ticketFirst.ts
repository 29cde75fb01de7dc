import type * as Render from './render/mountTicket.ts';
import { loadFonts, loadGlyphs } from './render/fonts.ts';
import type * as Sound from './sound/playerSound.ts';

/**
 * The ticket's code (src/render and Pixi, most of the app's weight) is a chunk of its own, fetched
 * when a ticket first shows, or before that when the browser is idle: the lobby, rules and history
 * never wait for it. With it, the glyphs it draws its text from: a ticket without them cannot be
 * drawn either, and says so the same way. One fetch per page: later calls share it.
 */
let renderChunk: Promise<typeof Render> | null = null;
export function loadRender(): Promise<typeof Render> {
  renderChunk ??= Promise.all([importRender(), loadGlyphs()]).then(([render]) => render);
  return renderChunk;
}

/**
 * The ticket's module, imported once for every caller. Two `import()` calls of one module need not
 * settle in the order they were made (in the built page, loadRender's once settled first). One
 * shared promise runs its callbacks in the order they were added, so prepareTicket's renderer is
 * started before loadRender's callers mount a ticket (otherwise the mount starts a renderer of its
 * own, and two start at once).
 */
let renderModule: Promise<typeof Render> | null = null;
function importRender(): Promise<typeof Render> {
  renderModule ??= import('./render/mountTicket.ts');
  return renderModule;
}

/** Sound is heard only on a ticket: its code comes with the ticket's, in a small chunk of its own. */
let soundChunk: Promise<typeof Sound> | null = null;
export function loadSound(): Promise<typeof Sound> {
  soundChunk ??= import('./sound/playerSound.ts');
  return soundChunk;
}

let prepared = false;

/**
 * Starts what a ticket needs (its code and glyphs, the page's fonts and its sound) at once. Called
 * first thing on a link to a ticket, before the rest of the app's modules run, so that the fetches
 * overlap their start, and again once the session is read if the first screen is a ticket: only
 * the first call does anything. A second one could start a second renderer ahead of the screen
 * once the first had been taken by the ticket's mount, the code's chunk arriving late.
 */
export function prepareTicket(): void {
  if (prepared) return;
  prepared = true;
  import('./ui/TicketScreen.tsx').catch(() => undefined); // the app shows the failure when it renders it
  // Pixi starts as soon as its code is in, while the session is read (mountTicket's prestartRenderer).
  importRender().then(
    (render) => render.prestartRenderer(),
    () => undefined,
  );
  loadRender().catch(() => undefined); // the mounted ticket reports a failure
  loadSound().catch(() => undefined); // without it, the game is silent
  void loadFonts();
}

// This module is the entry's first import: on a link to a ticket (?serial=… or ?game=…), the
// ticket's code is asked for before React and the store have even started. A link that turns out
// bad has only fetched early what the idle prefetch would have fetched anyway.
const params = new URLSearchParams(window.location.search);
if (params.has('serial') || params.has('game')) prepareTicket();
