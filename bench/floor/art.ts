import art from '../../designs/months/months.svg?url';
import { rendererResolution } from '../../src/render/viewport.ts';

/** The floor pages' host element, filling the window. */
export function host(): HTMLElement {
  const element = document.getElementById('host');
  if (element === null) throw new Error('the floor page has no #host');
  return element;
}

/** The twelve-months ticket's art, asked for at once, like the app's first frame (a decoded image). */
export function decodedArt(): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = art;
  return image.decode().then(() => image);
}

/** The renderer's resolution, as the app takes it (src/render/viewport.ts). */
export const RESOLUTION = rendererResolution(window.devicePixelRatio);

/** Marks the canvas as drawn: the bench's probe times its `data-ready`, as for the ticket. */
export function ready(canvas: HTMLCanvasElement): void {
  canvas.dataset.ready = 'true';
}
