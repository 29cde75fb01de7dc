import { generateTicket, type Ticket } from './engine/index.ts';
import { MESSAGES, type Lang } from './i18n/index.ts';
import type { DesignId, TicketLayout } from './layouts/index.ts';
import type * as Render from './render/mountTicket.ts';
import type { MountOptions, MovableTicketView } from './render/mountTicket.ts';
import { loadFonts, loadGlyphs } from './render/fonts.ts';
import { parseLink } from './state/deepLink.ts';
import { pictureLayout, type Picture, type PictureSource } from './state/picture.ts';
import { DEFAULT_SETTINGS } from './state/settings.ts';
import { ScratchLog } from './state/scratchLog.ts';
import type * as Sound from './sound/playerSound.ts';

/**
 * The ticket's code (src/render and Pixi, most of the app's weight) is a chunk of its own, fetched
 * when a ticket first shows, or before that when the browser is idle: the lobby, rules and history
 * never wait for it. With it, the glyphs it draws its text from: a ticket without them cannot be
 * drawn either, and says so the same way. One fetch per page: later calls share it.
 */
let renderChunk: Promise<typeof Render> | null = null;
export function loadRender(): Promise<typeof Render> {
  renderChunk ??= Promise.all([import('./render/mountTicket.ts'), loadGlyphs()]).then(([render]) => render);
  return renderChunk;
}

/** Sound is heard only on a ticket: its code comes with the ticket's, in a small chunk of its own. */
let soundChunk: Promise<typeof Sound> | null = null;
export function loadSound(): Promise<typeof Sound> {
  soundChunk ??= import('./sound/playerSound.ts');
  return soundChunk;
}

/**
 * Starts what a ticket needs (its code and glyphs, the page's fonts and its sound) at once. Called
 * first thing on a link to a ticket, before the rest of the app's modules run, so that the fetches
 * overlap their start.
 */
export function prepareTicket(): void {
  import('./ui/TicketScreen.tsx').catch(() => undefined); // the app shows the failure when it renders it
  loadRender().catch(() => undefined); // the mounted ticket reports a failure
  loadSound().catch(() => undefined); // without it, the game is silent
  void loadFonts();
}

/**
 * A ticket linked by its serial, drawn before the saved session is read and before the app's
 * screen exists: its covers hide everything, so the covered ticket reveals nothing whatever the
 * session holds (what the session knows of it, strokes or a result, is drawn when it arrives).
 * Meanwhile it shows in a stand-in of the ticket screen's layout, where the app's screen will
 * put it; the app then takes it over (`takeOver`) or, when the link does not open that ticket,
 * drops it (`drop`).
 */
export interface EarlyTicket {
  readonly serial: string;
  /** Lets it start drawing (once the saved session's storage is open: see main.tsx). */
  start(): void;
  /** Moves the ticket into the app's host, drawn from `source`; failures reported to `onError` from now on. */
  takeOver(host: HTMLElement, source: PictureSource, onError: NonNullable<MountOptions['onError']>): MovableTicketView;
  drop(): void;
}

/** The covered ticket, nothing scratched: all a link says before the session is read. */
function linkPicture(ticket: Ticket, layout: TicketLayout, lang: Lang): PictureSource {
  const picture = (view: { width: number; height: number; density: number }): Picture => ({
    ticket,
    layout,
    lang,
    strokes: ScratchLog.empty(),
    revealed: layout.zones.map(() => false),
    result: false,
    motion: false,
    coin: null,
    frame: null,
    ...view,
  });
  return { picture, subscribe: () => () => undefined };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Node[]) {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...children);
  return made;
}

/**
 * The ticket screen's boxes, as the app lays them out (its header, then the ticket's frame), over
 * the page and invisible but for the ticket's frame: the early ticket is drawn at the size and
 * place the app's screen gives it. Returns the overlay and the host of the canvas.
 */
function standIn(layout: TicketLayout, lang: Lang): { overlay: HTMLElement; host: HTMLElement } {
  const m = MESSAGES[lang];
  const navButton = (label: string) => {
    const button = element('button', '');
    button.type = 'button';
    button.tabIndex = -1;
    button.textContent = label;
    return element('li', '', button);
  };
  const header = element(
    'header',
    'app-header',
    element('div', 'brand', element('span', 'brand-name', document.createTextNode(m.appName))),
    element(
      'nav',
      '',
      element('ul', '', ...(['lobby', 'ticket', 'rules', 'history'] as const).map((s) => navButton(m.nav[s]))),
    ),
  );
  const host = element('div', 'ticket-canvas');
  const frame = element('div', 'ticket-frame', host);
  frame.style.aspectRatio = `${layout.width} / ${layout.height}`;
  // The panel beside the ticket (below it on a phone), empty: it takes its room beside it.
  const screen = element(
    'section',
    'ticket-screen',
    element('div', 'ticket-stage', frame),
    element('div', 'ticket-panel'),
  );
  screen.style.setProperty('--ticket-aspect', String(layout.width / layout.height));
  const overlay = element('div', 'first-sight', element('div', 'app', header, element('main', '', screen)));
  overlay.setAttribute('aria-hidden', 'true');
  document.body.append(overlay);
  screen.style.setProperty('--screen-top', `${Math.round(screen.getBoundingClientRect().top)}px`);
  return { overlay, host };
}

/** Starts drawing the ticket of a `?serial=…` link at once; null for any other address. */
function startEarlyTicket(search: string): EarlyTicket | null {
  const link = parseLink(search);
  if (link.intent?.kind !== 'open') return null;
  const ticket = generateTicket(link.intent.ref);
  const design: DesignId | null = link.intent.design;
  const lang = link.lang ?? DEFAULT_SETTINGS.lang;
  const layout = pictureLayout(ticket, design);
  const { overlay, host } = standIn(layout, lang);
  let report: NonNullable<MountOptions['onError']> | null = null;
  let failure: { error: Error; where: Parameters<NonNullable<MountOptions['onError']>>[1] } | null = null;
  let dropped = false;
  let start = () => undefined as void;
  const started = new Promise<void>((resolve) => (start = resolve));
  const view = Promise.all([loadRender(), started]).then(
    ([{ mountPicture }]) =>
      dropped
        ? null
        : mountPicture(host, linkPicture(ticket, layout, lang), {
            holdAfterFirstFrame: true,
            onError: (error, where) => {
              if (report !== null) report(error, where);
              else failure = { error, where };
            },
          }),
    () => null, // the app's own mount reports it
  );
  /** The view once it exists, as a handle now: calls wait for it. */
  const handle: MovableTicketView = {
    resize: () => void view.then((v) => v?.resize()),
    destroy: () => void view.then((v) => v?.destroy()),
    moveTo: (to, source) => void view.then((v) => v?.moveTo(to, source)),
  };
  return {
    serial: ticket.serial,
    start,
    takeOver(to, source, onError) {
      start();
      report = onError;
      if (failure !== null) onError(failure.error, failure.where);
      handle.moveTo(to, source);
      void view.then(() => overlay.remove());
      return handle;
    },
    drop() {
      dropped = true;
      overlay.remove();
      handle.destroy();
    },
  };
}

// This module is the entry's first import: on a link to a ticket (?serial=… or ?game=…), the
// ticket's code is asked for before React and the store have even started. A link that turns out
// bad has only fetched early what the idle prefetch would have fetched anyway.
const params = new URLSearchParams(window.location.search);
if (params.has('serial') || params.has('game')) prepareTicket();

/** The ticket of a `?serial=…` link, drawn from the first moment; null on any other address. */
export const earlyTicket: EarlyTicket | null = params.has('serial') ? startEarlyTicket(window.location.search) : null;
