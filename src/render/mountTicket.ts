// Pixi compiles shader code with `new Function`, which a Content-Security-Policy without
// 'unsafe-eval' refuses; this module replaces that code with functions written in advance.
import 'pixi.js/unsafe-eval';
import { Container, Graphics, RenderTexture, Sprite, Texture, type WebGLRenderer } from 'pixi.js';
import type { PictureSource } from '../state/picture.ts';
import type { TicketView } from '../state/ticketView.ts';
import { loadGlyphs } from './assets.ts';
import { createRenderer } from './onDemand.ts';
import { attachPointerInput } from './pointerInput.ts';
import { fitBatchesToSoftware } from './softwareBatch.ts';
import { preloadPicture, TicketPainter } from './ticketPainter.ts';
import { clientToTicket, fitTicket, rendererResolution, type ClientRect, type TicketFit } from './viewport.ts';

/** Where drawing failed: starting the renderer (WebGL refused or missing), or drawing a frame. */
type DrawFailure = 'start' | 'draw';

export interface MountOptions {
  /**
   * Called once when the ticket cannot be drawn: WebGL cannot start, a frame throws, or an image
   * cannot load (default: console.error). The canvas then stops drawing; the host shows why.
   */
  readonly onError?: (error: Error, where: DrawFailure) => void;
}

/**
 * Drawing a restored log: the segments rasterised per frame, on the CPU, few enough that no frame's
 * task is long; the covers are erased once, with the last part (CoverLayer.drawSegments).
 */
const STROKES_PER_FRAME = 8_192;

const NOTHING_DRAWN = { drawn: true, animating: false, loading: null } as const;

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
  readonly show: () => void; // puts the canvas in the page once the painter has drawn it
  lost: boolean;
}

/** How every live canvas's renderer starts, at `width` × `height` CSS pixels. */
function initOptions(canvas: HTMLCanvasElement, width: number, height: number, resolution: number) {
  return {
    canvas,
    width: Math.max(1, width),
    height: Math.max(1, height),
    resolution,
    autoDensity: true,
    // Only the highlight rings and confetti are drawn as vectors; from 2 device pixels per
    // CSS pixel their edges look smooth without multisampling, which costs fill rate.
    antialias: resolution < 2,
    backgroundAlpha: 0,
    preferWebGLVersion: 2 as const,
    skipExtensionImports: true, // no Pixi events, accessibility or DOM layers: input is ours
  };
}

/** A renderer started ahead of its host, for the page's first ticket (prestartRenderer). */
interface Prestarted {
  readonly canvas: HTMLCanvasElement;
  readonly resolution: number;
  readonly renderer: WebGLRenderer;
  readonly ready: Promise<void>; // init's outcome
}
let prestarted: Prestarted | null = null;

/**
 * Starts the renderer of the page's first ticket now, before its host exists: on a link to a
 * ticket, Pixi's start (context, shaders, its own set-up) then runs while the saved session is
 * read from storage, a wait in which this thread is otherwise idle, instead of after it and the
 * first render of the screen. The next `mountPicture` takes it, at any size (its first paint
 * resizes it); one started at another pixel ratio is dropped. Where WebGL is refused, the mount
 * that takes it reports the failure as it always has (or, where the constructor itself throws,
 * starts its own renderer, which throws there too).
 */
export function prestartRenderer(): void {
  if (prestarted !== null) return;
  const canvas = document.createElement('canvas');
  const resolution = rendererResolution(window.devicePixelRatio);
  let renderer: WebGLRenderer;
  try {
    renderer = createRenderer();
  } catch {
    return;
  }
  const ready = renderer.init(initOptions(canvas, 1, 1, resolution)).then(() => {
    fitBatchesToSoftware(renderer);
    warmUp(renderer);
    performance.mark('grattez:renderer-ready'); // read by `npm run bench -- startup`
  });
  ready.catch(() => undefined); // the mount that takes it reports it
  prestarted = { canvas, resolution, renderer, ready };
}

/**
 * Draws a sprite and a shape into a texture of one pixel: Pixi compiles and links the batcher's
 * shader program on its first draw, and a prestarted renderer does it while it waits, not in the
 * ticket's first frame.
 */
function warmUp(renderer: WebGLRenderer): void {
  const stage = new Container();
  stage.addChild(new Sprite(Texture.WHITE), new Graphics().rect(0, 0, 1, 1).fill(0xffffff));
  const target = RenderTexture.create({ width: 1, height: 1 });
  renderer.render({ container: stage, target, clear: true });
  stage.destroy({ children: true });
  target.destroy(true);
}

/** The prestarted renderer, if one was started at `resolution`, for the caller to own. */
function takePrestarted(resolution: number): Prestarted | null {
  const taken = prestarted;
  prestarted = null;
  if (taken === null || taken.resolution === resolution) return taken;
  // Read by the first-frames test, which expects the prestarted renderer to be the one used.
  performance.mark('grattez:prestart-dropped', { detail: { started: taken.resolution, wanted: resolution } });
  void taken.ready.then(
    () => taken.renderer.destroy({ removeView: true }),
    () => undefined,
  );
  return null;
}

function setData(canvas: HTMLCanvasElement, key: string, value: string): void {
  if (canvas.dataset[key] !== value) canvas.dataset[key] = value;
}

/**
 * Mounts a canvas in `host` that draws the pictures of `source` (the host element is sized by the
 * caller): Pixi draws each picture on the next animation frame after the source changes, and
 * pointer strokes go back to `source.scratch`. Nothing runs while idle.
 *
 * Hooks for tests, on the canvas: `data-ready` ("true" once a complete frame of the current
 * ticket is on screen), `data-serial`, `data-segments` (log segments drawn), `data-strokes-drawn`
 * (segments drawn or rasterised, updated on every frame of a log being drawn in parts),
 * `data-under-covers` ("later" while what lies under a fresh ticket's whole covers is not built
 * yet, "built" once it is: the frame after the first), `data-covered`
 * (zones whose cover is still shown), `data-result` ("", "win", "lose"), `data-animating`,
 * `data-batch-textures` (textures per batch: fewer where WebGL runs in software, softwareBatch.ts),
 * `data-context` ("ok", "lost") and `data-context-generation` (bumps after each repaint that
 * follows a lost context or a rebuilt renderer).
 *
 * Two start-up marks, set once and never taken back (`npm run bench -- startup` times them):
 * `data-first-sight="true"` once a complete frame of a ticket is drawn (the covered ticket, whole:
 * art, covers, title and price), and `data-playable="true"` once such a frame is drawn and the
 * source takes strokes (`source.scratch`). Strokes are taken on the host from the mount on, even
 * before the renderer has started (a picture may stand in the canvas's place meanwhile): the host
 * is marked `data-input="on"`.
 */
export function mountPicture(host: HTMLElement, source: PictureSource, options: MountOptions = {}): TicketView {
  const onError =
    options.onError ??
    ((error: Error) => {
      console.error('Grattez: the ticket cannot be drawn.', error);
    });
  let failed = false;
  /** Reports the first failure and stops drawing: a renderer that threw once is not trusted again. */
  const reportError = (error: unknown, where: DrawFailure) => {
    if (disposed || failed) return;
    failed = true;
    if (frameRequest !== 0) cancelAnimationFrame(frameRequest);
    frameRequest = 0;
    const s = session;
    session = null;
    if (s !== null) {
      try {
        endSession(s, true);
      } catch {
        s.canvas.remove(); // the renderer is broken: at least take its canvas away
      }
    }
    onError(error instanceof Error ? error : new Error(String(error)), where);
  };
  let disposed = false;
  let session: Session | null = null;
  let frameRequest = 0;
  let restoreTimer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  let bumpGeneration = false; // the next complete frame follows a lost context or a new renderer

  const invalidate = () => {
    if (disposed || failed || frameRequest !== 0) return;
    frameRequest = requestAnimationFrame(frame);
  };

  const hostSize = () => ({ width: host.clientWidth, height: host.clientHeight });

  function frame(now: number): void {
    frameRequest = 0;
    try {
      drawFrame(now);
    } catch (error) {
      reportError(error, 'draw');
    }
  }

  function drawFrame(now: number): void {
    const s = session;
    if (s === null || s.lost || disposed) return;
    const { width, height } = hostSize();
    if (width <= 0 || height <= 0) return;
    const picture = source.picture({ width, height, density: rendererResolution(window.devicePixelRatio) });
    if (s.painter.serial !== (picture?.ticket.serial ?? '')) setData(s.canvas, 'ready', 'false');
    if (picture === null) s.painter.clear();
    const outcome = picture === null ? NOTHING_DRAWN : s.painter.paint(picture, now, STROKES_PER_FRAME);
    s.show();
    setData(s.canvas, 'strokesDrawn', String(s.painter.rasterisedSegments));
    setData(s.canvas, 'underCovers', s.painter.underCoversPending ? 'later' : 'built');
    if (outcome.loading !== null) outcome.loading.then(invalidate, (error: unknown) => reportError(error, 'draw'));
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
      setData(c, 'batchTextures', String(s.renderer.limits.maxBatchableTextures));
      setData(c, 'ready', 'true');
      if (picture !== null) {
        setData(c, 'firstSight', 'true');
        if (source.scratch !== undefined) setData(c, 'playable', 'true');
      }
      const scratchable = source.scratch !== undefined && picture !== null && !picture.result;
      const cursor = scratchable ? COIN_CURSOR : 'default';
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
    const { width, height } = hostSize();
    const resolution = rendererResolution(window.devicePixelRatio);
    // The art decodes off the main thread while Pixi starts.
    const first = source.picture({ width: Math.max(1, width), height: Math.max(1, height), density: resolution });
    if (first !== null) preloadPicture(first);
    // The glyphs arrive while Pixi starts. Like an image that cannot load, glyphs that cannot
    // load are a failure to draw, not a failure of WebGL.
    let glyphsFailed: { error: unknown } | null = null;
    const glyphs = loadGlyphs().then(
      () => null,
      (error: unknown) => ({ error }),
    );
    // The page's first ticket may find its renderer started already (a new one replaces a lost one).
    const ahead = replacing === null ? takePrestarted(resolution) : null;
    const canvas = ahead?.canvas ?? document.createElement('canvas');
    let renderer: WebGLRenderer;
    try {
      // Inside the try: the constructor itself throws where WebGL or shader compilation is refused.
      renderer = ahead?.renderer ?? createRenderer();
      [glyphsFailed] = await Promise.all([
        glyphs,
        ahead?.ready ??
          renderer.init(initOptions(canvas, width, height, resolution)).then(() => fitBatchesToSoftware(renderer)),
      ]);
    } catch (error) {
      replacing?.remove();
      reportError(error, 'start');
      return;
    }
    if (disposed || glyphsFailed !== null) {
      renderer.destroy({ removeView: true });
      replacing?.remove();
      if (!disposed && glyphsFailed !== null) reportError(glyphsFailed.error, 'draw');
      return;
    }
    try {
      attach(renderer, canvas, replacing);
    } catch (error) {
      try {
        renderer.destroy({ removeView: true });
      } catch {
        canvas.remove();
      }
      reportError(error, 'start');
    }
  }

  /** Puts a started renderer to work: painter, context events, first frame (input is the host's). */
  function attach(renderer: WebGLRenderer, canvas: HTMLCanvasElement, replacing: HTMLCanvasElement | null): void {
    performance.mark('grattez:renderer-attached'); // read by `npm run bench -- startup`
    const painter = new TicketPainter(renderer, { fastReplay: true, hiddenLater: true, onScreen: true });
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
        canvas.removeEventListener('webglcontextlost', onLost);
        canvas.removeEventListener('webglcontextrestored', onRestored);
      },
      // The canvas joins the page with its first drawing: a restored ticket's first paint only
      // builds its textures, and a canvas new to the page would have the compositor read it back
      // (in software, waiting for the GPU to finish that build) for a blank picture.
      show: () => {
        if (canvas.isConnected || !painter.drawn) return;
        if (replacing?.isConnected === true) replacing.replaceWith(canvas);
        else host.appendChild(canvas);
      },
    };
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
    try {
      endSession(s, false);
    } catch (error) {
      reportError(error, 'draw');
      return;
    }
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
  // A page back from the back/forward cache: WebKit has dropped the picture its canvas showed, the
  // context and its textures kept (no context loss), and a paint that changes nothing draws
  // nothing. The picture is drawn again at once, as it was, before the page's first frame.
  const onPageShow = (event: PageTransitionEvent) => {
    const s = session;
    if (!event.persisted || s === null || s.lost || disposed || failed) return;
    s.painter.redraw();
    paintNow();
  };
  window.addEventListener('pageshow', onPageShow);
  const unsubscribe = source.subscribe(invalidate);
  // Input is taken on the host, from now on: strokes reach the source before the renderer has
  // started (over a still shown in the canvas's place) and while a lost context is replaced.
  // A point is placed on the ticket as the host is laid out now, where the painter will place it,
  // not where it last painted: after a resize (a phone turned in the middle of a stroke) the
  // painter keeps its last fit until its next frame, and longer while the pictures it waits for
  // load (the symbols, on a slow network), when the finger would scratch another zone than the
  // one under it. Worked out once per event (all its points share the box read for it).
  let mapped: {
    readonly rect: ClientRect;
    readonly width: number;
    readonly height: number;
    readonly fit: TicketFit;
  } | null = null;
  const detachInput = attachPointerInput(host, {
    toTicket: (clientX, clientY, rect) => {
      if (mapped?.rect !== rect) {
        const { width, height } = hostSize();
        const picture = source.picture({ width, height, density: rendererResolution(window.devicePixelRatio) });
        const s = session;
        // A framed picture (the studio's, not scratched by hand) sits where the painter put it;
        // no picture is no ticket, whose store ignores strokes: the fit is then a plain one.
        const fit =
          picture !== null && picture.frame !== null && s !== null
            ? s.painter.fit
            : fitTicket(width, height, picture?.layout.width ?? width, picture?.layout.height ?? height);
        mapped = { rect, width, height, fit };
      }
      return clientToTicket(clientX, clientY, rect, mapped.width, mapped.height, mapped.fit);
    },
    onSegment: (x0, y0, x1, y1) => source.scratch?.(x0, y0, x1, y1),
  });
  host.dataset.input = 'on';
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
      window.removeEventListener('pageshow', onPageShow);
      unsubscribe();
      detachInput();
      const s = session;
      session = null;
      // A renderer still initialising is destroyed by startSession once init has resolved.
      if (s !== null) endSession(s, true);
    },
  };
}
