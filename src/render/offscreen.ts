// Pixi compiles shader code with new Function, which a strict Content-Security-Policy without
// 'unsafe-eval' refuses (docs/reliability.md): as for the ticket's renderer, this module replaces it.
import 'pixi.js/unsafe-eval';
import type { Picture } from '../state/picture.ts';
import { loadGlyphs } from './assets.ts';
import { createRenderer } from './onDemand.ts';
import { fitBatchesToSoftware } from './softwareBatch.ts';
import { TicketPainter } from './ticketPainter.ts';
import type { PrintInspector } from './ticketScene.ts';

/** Draws pictures off-screen, at their exact pixel size: for exports (PNG, video frames) and checks. */
export interface PictureRenderer {
  /**
   * Draws `picture` at time `now` (ms; animations advance with it) once its images are loaded, and
   * resolves to the canvas holding it: `width × density` by `height × density` device pixels. The
   * canvas is the renderer's own and is drawn over by the next call: read it before.
   */
  render(picture: Picture, now: number): Promise<HTMLCanvasElement>;
  /**
   * Builds `picture` as `render` would (its images loaded, its texts, symbols and covers printed,
   * the inspection hook told) without drawing it: drawing is most of the cost in software WebGL,
   * and a check of what was printed needs no pixels. The canvas is left as it was.
   */
  build(picture: Picture): Promise<void>;
  /** Whether the last picture drawn still animates (a fade or a celebration under way). */
  readonly animating: boolean;
  /**
   * Forgets the ticket drawn, so that the next picture is drawn from scratch exactly as a new
   * renderer would draw it (an export must not depend on what was drawn before it).
   */
  reset(): void;
  destroy(): void;
}

/**
 * A renderer that keeps what it drew until the next render, so the pixels can be read at leisure.
 * `inspect` hears each printed text as the painter draws it (visual QA's hook; see TicketPainter).
 * `still` draws a covered ticket as a live canvas's first frame shows it, without its serial:
 * the stills (src/stills), made by `npm run stills`.
 */
export async function createPictureRenderer(
  options: { inspect?: PrintInspector; still?: boolean } = {},
): Promise<PictureRenderer> {
  const canvas = document.createElement('canvas');
  const renderer = createRenderer();
  await Promise.all([
    loadGlyphs(),
    renderer.init({
      canvas,
      width: 1,
      height: 1,
      resolution: 1,
      antialias: true,
      backgroundAlpha: 0,
      preserveDrawingBuffer: true,
      preferWebGLVersion: 2,
      skipExtensionImports: true,
    }),
  ]);
  fitBatchesToSoftware(renderer);
  const painter = new TicketPainter(
    renderer,
    options.still === true
      ? { still: true, hiddenLater: true } // a covered ticket as a live canvas first draws it, without its serial
      : options.inspect === undefined
        ? {}
        : { inspect: options.inspect },
  );
  let animating = false;
  const paint = async (picture: Picture, now: number, draw: boolean) => {
    for (;;) {
      const outcome = painter.paint(picture, now, Infinity, draw);
      if (outcome.loading === null) return outcome;
      await outcome.loading;
    }
  };
  return {
    async render(picture, now) {
      animating = (await paint(picture, now, true)).animating;
      return canvas;
    },
    async build(picture) {
      await paint(picture, 0, false);
    },
    get animating() {
      return animating;
    },
    reset() {
      painter.clear();
      animating = false;
    },
    destroy() {
      painter.destroy();
      renderer.destroy({ removeView: true });
    },
  };
}
