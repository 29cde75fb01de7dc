import { Ticker, WebGLRenderer } from 'pixi.js';

/**
 * A renderer that draws only when asked.
 *
 * Each Pixi renderer's scheduler (which tells its garbage collector when it may run) listens to
 * Pixi's system ticker, which starts a requestAnimationFrame loop with its first listener and keeps
 * it for good. The app paints on demand (TicketPainter.paint), so that loop only woke the page for
 * every frame while nothing moved: a phone's battery pays for it, and a software renderer's CPU
 * (docs/performance.md). The ticker is stopped before a renderer starts, and the scheduler's due
 * tasks run before each render instead: the collector still runs after a render once its interval
 * has passed, as it would have.
 */
export function createRenderer(): WebGLRenderer {
  const ticker = Ticker.system;
  ticker.autoStart = false;
  ticker.stop();
  const renderer = new WebGLRenderer();
  renderer.runners.prerender.add({ prerender: () => ticker.update() });
  return renderer;
}
