/**
 * The embeddable demo's composition root (embed.html): reads the address, deals the ticket, and
 * wires the embed's state to the painter, the page and the parent window. The only file of
 * src/embed that may import the renderer.
 */
import '../styles/overlay.css';
import './embed.css';
import { BLOCK_SIZE } from '../engine/index.ts';
import { type Lang, loadMessages, MESSAGES, ticketName } from '../i18n/index.ts';
import { EMBED_WORDS } from '../i18n/embed.ts';
import { pageStarted } from '../pageStarted.ts';
import { mountPicture, prestartRenderer } from '../render/mountTicket.ts';
import type { Picture, PictureSource } from '../state/picture.ts';
import { AttractDemo, stillCoin } from './attract.ts';
import { connectParent, parentOriginOf, reportAddressErrors } from './bridge.ts';
import { dealFirst } from './deal.ts';
import { createEmbedStore, type EmbedState } from './embedStore.ts';
import { parseEmbedAddress, type EmbedConfig } from './params.ts';
import { renderAddressErrors, renderEmbed, renderLoadFailure } from './view.ts';

/** A position in the demo block, uniformly drawn (2³² is 2,863 blocks: the modulo's bias is nil). */
function randomIndex(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % BLOCK_SIZE;
}

function setLang(lang: Lang): void {
  document.documentElement.lang = lang;
}

function start(root: HTMLElement, config: EmbedConfig): void {
  const { lang } = config;
  const m = MESSAGES[lang];
  const w = EMBED_WORDS[lang];
  const { ticket, rule } = dealFirst(config.request, randomIndex());
  const store = createEmbedStore(ticket, rule);
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

  // The demonstration runs until the visitor's first touch, and never over a zone already shown.
  const demonstrating = (s: EmbedState) => config.attract && !s.touched && !s.settled && !s.revealed.some(Boolean);
  const view = renderEmbed(root, store, { lang, hint: demonstrating });
  const main = root.firstElementChild as HTMLElement;
  let demo: AttractDemo | null = null;
  let demoRound = -1;
  let still: { x: number; y: number } | null = null; // the coin at rest, when motion is reduced
  const demoOf = (s: EmbedState): AttractDemo => {
    if (demo === null || demoRound !== s.round) {
      demo = new AttractDemo(s.layout, s.ticket.serial);
      still = stillCoin(s.layout, s.ticket.serial);
      demoRound = s.round;
    }
    return demo;
  };

  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const source: PictureSource = {
    picture: (size): Picture => {
      const s = store.getState();
      const motion = !reducedMotion.matches;
      const shown = demonstrating(s) ? demoOf(s) : null;
      return {
        ticket: s.ticket,
        layout: s.layout,
        lang,
        strokes: shown !== null && motion ? shown.log : s.progress.log,
        revealed: s.revealed,
        result: s.settled,
        motion,
        coin: shown === null ? null : motion ? shown.coin : still,
        frame: null,
        ...size,
      };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      const unsubscribe = store.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    scratch: (x0, y0, x1, y1) => store.getState().scratch(x0, y0, x1, y1),
  };

  // The coin's loop: one step a frame while the demonstration runs with motion allowed.
  let frameRequest = 0;
  const showDemoState = () => {
    const s = store.getState();
    const on = demonstrating(s);
    main.dataset.attract = !on ? 'off' : reducedMotion.matches ? 'still' : 'on';
    const current = on ? demoOf(s) : demo;
    main.dataset.attractLoops = String(current?.loops ?? 0);
    main.dataset.attractPeak = (current?.peakShare ?? 0).toFixed(3);
  };
  const tick = (now: number) => {
    frameRequest = 0;
    const s = store.getState();
    if (!demonstrating(s) || reducedMotion.matches) return;
    const current = demoOf(s);
    const loops = current.loops;
    if (current.advance(now)) notify();
    if (current.loops !== loops || main.dataset.attract !== 'on') showDemoState();
    frameRequest = requestAnimationFrame(tick);
  };
  const runDemo = () => {
    showDemoState();
    if (frameRequest === 0 && demonstrating(store.getState()) && !reducedMotion.matches)
      frameRequest = requestAnimationFrame(tick);
  };
  store.subscribe((s, previous) => {
    if (demonstrating(s) !== demonstrating(previous) || s.round !== previous.round) runDemo();
  });
  reducedMotion.addEventListener('change', () => {
    runDemo();
    notify();
  });
  if (config.attract) {
    const touch = () => store.getState().touch();
    view.ticketBox.addEventListener('pointerdown', touch, { capture: true });
    document.addEventListener('keydown', touch, { capture: true });
    // The Tab that brings the keyboard into the frame is pressed on the host's page: the focus
    // arriving in it is that key.
    document.addEventListener('focusin', touch, { capture: true });
  }
  runDemo();

  mountPicture(view.canvasHost, source, { onError: () => view.showNote(m.webglError) });
  const updateTitle = (s: EmbedState) => {
    document.title = w.title(ticketName(s.ticket, lang));
  };
  updateTitle(store.getState());
  store.subscribe((s, previous) => {
    if (s.ticket !== previous.ticket) updateTitle(s);
  });
  connectParent(window, store, config.origins, parentOrigin());
}

/**
 * The parent's origin, where the frame can know it: messages then go only there (posted to a
 * listed origin the parent is not at, they would be an error in the host page's console).
 */
function parentOrigin(): string | null {
  const ancestors = 'ancestorOrigins' in window.location ? window.location.ancestorOrigins : null;
  return parentOriginOf(ancestors, document.referrer, location.origin);
}

pageStarted(); // the page's first modules have run: it reports its own failures from here (build/loadGuard.ts)
const root = document.getElementById('embed');
if (root === null) throw new Error('embed.html has no #embed');
const parsed = parseEmbedAddress(window.location.search);
const lang = parsed.ok ? parsed.config.lang : parsed.lang;
setLang(lang);
// Pixi starts while the words arrive: the ticket's mount takes its renderer.
if (parsed.ok) prestartRenderer();
// The shared words, in the embed's own language only: the other language, and the player's own
// words (its screens, its stored-data notices), are never shown here.
loadMessages([lang], 'shared').then(
  () => {
    if (parsed.ok) start(root, parsed.config);
    else {
      document.title = EMBED_WORDS[lang].badAddress;
      renderAddressErrors(root, lang, parsed.errors);
      reportAddressErrors(window, parsed, parentOrigin());
    }
  },
  (error: unknown) => {
    console.error('Grattez: the demo’s words could not be loaded.', error);
    document.title = EMBED_WORDS[lang].loadFailed;
    renderLoadFailure(root, lang);
  },
);
