import { WebGLRenderer } from 'pixi.js';
import type { AppStore } from '../state/store.ts';
import type { TicketView } from '../state/ticketView.ts';
import { loadFonts } from './assets.ts';
import { attachPointerInput } from './pointerInput.ts';
import { TicketPainter } from './ticketPainter.ts';
import { clientToTicket, rendererResolution } from './viewport.ts';

export interface MountOptions {
  /** Whether the system asks for reduced motion (default: the `prefers-reduced-motion` media query). */
  readonly prefersReducedMotion?: () => boolean;
  /** Called when WebGL cannot start (default: console.error). */
  readonly onError?: (error: Error) => void;
}

/** A context that has not come back after this long is replaced by a new renderer. */
const CONTEXT_RESTORE_TIMEOUT_MS = 1_500;

/** A coin, hot spot at its centre, while there is something to scratch. */
const COIN_CURSOR =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='32' height='32'%3E%3Ccircle cx='16' cy='16' r='13' fill='%23e8b83a' stroke='%237a5200' stroke-width='2'/%3E%3Ccircle cx='16' cy='16' r='8.5' fill='none' stroke='%23fff3b0' stroke-width='1.5'/%3E%3C/svg%3E\") 16 16, crosshair";

interface Session {
  readonly renderer: WebGLRenderer;
  readonly canvas: HTMLCanvasElement;
  readonly painter: TicketPainter;
  readonly detach: () => void;
  lost: boolean;
}

function setData(canvas: HTMLCanvasElement, key: string, value: string): void {
  if (canvas.dataset[key] !== value) canvas.dataset[key] = value;
}

function systemPrefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Mounts the current ticket's canvas in `host` (sized by the caller to the ticket's aspect ratio):
 * Pixi draws the ticket and its covers, pointer strokes become `scratch` actions, and the store's
 * state is redrawn whenever it changes, on the next animation frame. Nothing runs while idle.
 *
 * Hooks for tests, on the canvas: `data-ready` ("true" once a complete frame of the current
 * ticket is on screen), `data-serial`, `data-segments` (log segments drawn), `data-covered`
 * (zones whose cover is still shown), `data-result` ("", "win", "lose"), `data-animating`,
 * `data-context` ("ok", "lost") and `data-context-generation` (bumps after each repaint that
 * follows a lost context or a rebuilt renderer).
 */
export function mountTicket(host: HTMLElement, store: AppStore, options: MountOptions = {}): TicketView {
  const prefersReducedMotion = options.prefersReducedMotion ?? systemPrefersReducedMotion;
  const reportError =
    options.onError ??
    ((error: Error) => {
      console.error('Grattez: the ticket cannot be drawn.', error);
    });
  let disposed = false;
  let session: Session | null = null;
  let frameRequest = 0;
  let restoreTimer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  let bumpGeneration = false; // the next complete frame follows a lost context or a new renderer

  const reducedMotion = () => {
    const motion = store.getState().settings.motion;
    return motion === 'reduce' || (motion === 'system' && prefersReducedMotion());
  };

  const invalidate = () => {
    if (disposed || frameRequest !== 0) return;
    frameRequest = requestAnimationFrame(frame);
  };

  const hostSize = () => ({ width: host.clientWidth, height: host.clientHeight });

  function frame(now: number): void {
    frameRequest = 0;
    const s = session;
    if (s === null || s.lost || disposed) return;
    const { width, height } = hostSize();
    if (width <= 0 || height <= 0) return;
    const resolution = rendererResolution(window.devicePixelRatio);
    const screen = s.renderer.screen;
    if (screen.width !== width || screen.height !== height || s.renderer.resolution !== resolution) {
      s.renderer.resize(width, height, resolution);
    }
    const state = store.getState();
    const serial = state.current?.ticket.serial ?? '';
    if (s.painter.serial !== serial) setData(s.canvas, 'ready', 'false');
    const outcome = s.painter.paint({
      current: state.current,
      log: state.progress?.log ?? null,
      lang: state.settings.lang,
      width,
      height,
      reducedMotion: reducedMotion(),
      now,
    });
    if (outcome.loading !== null) {
      outcome.loading.then(invalidate, (error: unknown) =>
        reportError(error instanceof Error ? error : new Error(String(error))),
      );
    }
    if (outcome.drawn) {
      if (bumpGeneration) {
        bumpGeneration = false;
        generation++;
      }
      const c = s.canvas;
      setData(c, 'serial', s.painter.serial);
      setData(c, 'segments', String(s.painter.drawnSegments));
      setData(c, 'covered', String(s.painter.coveredZones));
      setData(c, 'result', s.painter.result);
      setData(c, 'animating', String(outcome.animating));
      setData(c, 'contextGeneration', String(generation));
      setData(c, 'ready', 'true');
      const cursor = state.current !== null && !state.current.settled ? COIN_CURSOR : 'default';
      if (c.style.cursor !== cursor) c.style.cursor = cursor;
    }
    if (outcome.animating) invalidate();
  }

  /** Draws at once, outside the frame loop: a restored context must not present a stale frame. */
  const paintNow = () => {
    if (frameRequest !== 0) cancelAnimationFrame(frameRequest);
    frameRequest = 0;
    frame(performance.now());
  };

  async function startSession(replacing: HTMLCanvasElement | null): Promise<void> {
    const canvas = document.createElement('canvas');
    const renderer = new WebGLRenderer();
    const { width, height } = hostSize();
    const resolution = rendererResolution(window.devicePixelRatio);
    try {
      await Promise.all([
        loadFonts(),
        renderer.init({
          canvas,
          width: Math.max(1, width),
          height: Math.max(1, height),
          resolution,
          autoDensity: true,
          // Only the highlight rings and confetti are drawn as vectors; from 2 device pixels per
          // CSS pixel their edges look smooth without multisampling, which costs fill rate.
          antialias: resolution < 2,
          backgroundAlpha: 0,
          preferWebGLVersion: 2,
          skipExtensionImports: true, // no Pixi events, accessibility or DOM layers: input is ours
        }),
      ]);
    } catch (error) {
      if (!disposed) reportError(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (disposed) {
      renderer.destroy({ removeView: true });
      replacing?.remove();
      return;
    }
    const painter = new TicketPainter(renderer);
    const detachInput = attachPointerInput(canvas, {
      toTicket: (clientX, clientY, rect) =>
        clientToTicket(clientX, clientY, rect, renderer.screen.width, renderer.screen.height, painter.fit),
      onSegment: (x0, y0, x1, y1) => store.getState().scratch(x0, y0, x1, y1),
    });
    const onLost = (event: Event) => {
      event.preventDefault(); // without it, the context never comes back
      const s = session;
      if (s === null || s.canvas !== canvas) return;
      s.lost = true;
      setData(canvas, 'context', 'lost');
      if (restoreTimer !== null) clearTimeout(restoreTimer);
      restoreTimer = setTimeout(() => {
        restoreTimer = null;
        if (session === s && s.lost) replaceSession(s);
      }, CONTEXT_RESTORE_TIMEOUT_MS);
    };
    // Pixi's own listener, added by init, has already rebuilt its GPU state when this one runs.
    const onRestored = () => {
      const s = session;
      if (s === null || s.canvas !== canvas) return;
      if (restoreTimer !== null) clearTimeout(restoreTimer);
      restoreTimer = null;
      s.lost = false;
      setData(canvas, 'context', 'ok');
      // Pixi 8.22 keeps some texture-unit bookkeeping across the restore: sprites of the second
      // and later batches then sample unbound units and show black. A full state reset avoids it.
      s.renderer.resetState();
      s.painter.invalidateCovers();
      bumpGeneration = true;
      paintNow();
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    canvas.dataset.context = 'ok';
    canvas.dataset.contextGeneration = String(generation);
    canvas.dataset.ready = 'false';
    session = {
      renderer,
      canvas,
      painter,
      lost: false,
      detach: () => {
        detachInput();
        canvas.removeEventListener('webglcontextlost', onLost);
        canvas.removeEventListener('webglcontextrestored', onRestored);
      },
    };
    if (replacing?.isConnected === true) replacing.replaceWith(canvas);
    else host.appendChild(canvas);
    if (replacing !== null) bumpGeneration = true;
    paintNow();
  }

  function endSession(s: Session, removeView: boolean): void {
    s.detach();
    s.painter.destroy();
    // Pixi's destroy loses the context on purpose; on a lost one that only logs a WebGL warning.
    if (s.lost) delete s.renderer.context.extensions.loseContext;
    s.renderer.destroy({ removeView });
  }

  /** The context did not come back: a new canvas and renderer, drawn from the store. */
  function replaceSession(s: Session): void {
    session = null;
    endSession(s, false);
    void startSession(s.canvas);
  }

  const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(invalidate) : null;
  resizeObserver?.observe(host);
  // The pixel ratio can change without a resize (a window moved to another screen, browser zoom).
  let ratioQuery: MediaQueryList | null = null;
  const watchPixelRatio = () => {
    ratioQuery?.removeEventListener('change', onRatioChange);
    ratioQuery = typeof matchMedia === 'function' ? matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`) : null;
    ratioQuery?.addEventListener('change', onRatioChange);
  };
  function onRatioChange(): void {
    watchPixelRatio();
    invalidate();
  }
  watchPixelRatio();
  const unsubscribers = [
    store.subscribe((s) => s.current, invalidate),
    store.subscribe((s) => s.progress, invalidate),
    store.subscribe((s) => s.settings.lang, invalidate),
  ];
  void startSession(null);

  return {
    resize: invalidate,
    destroy() {
      if (disposed) return;
      disposed = true;
      if (frameRequest !== 0) cancelAnimationFrame(frameRequest);
      frameRequest = 0;
      if (restoreTimer !== null) clearTimeout(restoreTimer);
      resizeObserver?.disconnect();
      ratioQuery?.removeEventListener('change', onRatioChange);
      for (const unsubscribe of unsubscribers) unsubscribe();
      const s = session;
      session = null;
      // A renderer still initialising is destroyed by startSession once init has resolved.
      if (s !== null) endSession(s, true);
    },
  };
}
