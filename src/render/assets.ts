import '@fontsource/fredoka/600.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import { CanvasSource, Texture } from 'pixi.js';
import type { SymbolId } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { DesignId, TicketLayout } from '../layouts/index.ts';
import { DESIGN_ART } from './designArt.ts';

export { loadGlyphs } from './fonts.ts';

const symbolArt = import.meta.glob<string>('../../assets/symbols/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

// The files of designs a page was given while it runs (the design lab's or the studio's folder,
// as blob: URLs), by path in the design's folder: found before the built-in ones.
const givenFiles = new Map<DesignId, Readonly<Record<string, string>>>();

/**
 * Makes the painter draw a design with files read at run time: `urls` maps each file's path in
 * the design's folder (`calendrier.svg`, `symbols/clover.svg`) to a URL, until the returned
 * function withdraws them.
 */
export function provideDesignFiles(design: DesignId, urls: Readonly<Record<string, string>>): () => void {
  givenFiles.set(design, urls);
  return () => {
    if (givenFiles.get(design) === urls) givenFiles.delete(design);
  };
}

/**
 * URL of a design's art in a language: the layout's `background` (`months.svg`, in French) in
 * the design's folder, or its English version beside it (`months.en.svg`).
 */
export function ticketArtUrl(layout: Pick<TicketLayout, 'design' | 'background'>, lang: Lang): string {
  const file = lang === 'fr' ? layout.background : layout.background.replace(/\.svg$/, `.${lang}.svg`);
  const given = givenFiles.get(layout.design);
  const url = given !== undefined ? given[file] : DESIGN_ART.get(`${layout.design}/${file}`);
  if (url === undefined) throw new Error(`no ticket art designs/${layout.design}/${file}`);
  return url;
}

/** URL of a symbol's art: the design's own (designs/<id>/symbols/), or the shared one. */
export function symbolUrl(id: SymbolId, design?: DesignId): string {
  const given = design === undefined ? undefined : givenFiles.get(design);
  const own =
    given !== undefined
      ? given[`symbols/${id}.svg`]
      : design === undefined
        ? undefined
        : DESIGN_ART.get(`${design}/symbols/${id}.svg`);
  const url = own ?? symbolArt[`../../assets/symbols/${id}.svg`];
  if (url === undefined) throw new Error(`no symbol art for ${id} in assets/symbols`);
  return url;
}

const images = new Map<string, Promise<HTMLImageElement>>();
const decoded = new Map<string, HTMLImageElement>();

/**
 * Whether the page has been left (pagehide) and not shown again. Leaving cancels the loads under
 * way, and a page kept in the back/forward cache comes back with them failed: those are loaded
 * again once it is back (`pageshow`), rather than failing what waited on them.
 */
let away = false;
let back: Promise<void> | null = null;
let lifecycleWatched = false;
function watchLifecycle(): void {
  if (lifecycleWatched || typeof window === 'undefined') return;
  lifecycleWatched = true;
  let shown: () => void = () => undefined;
  window.addEventListener('pagehide', () => {
    away = true;
    back = new Promise((resolve) => (shown = resolve));
  });
  window.addEventListener('pageshow', () => {
    away = false;
    shown();
  });
}

/** Loads and decodes an image once per page; later calls share it. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  watchLifecycle();
  let pending = images.get(url);
  if (pending === undefined) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    pending = image.decode().then(
      () => {
        decoded.set(url, image);
        return image;
      },
      (error: unknown) => {
        images.delete(url);
        if (away && back !== null) return back.then(() => loadImage(url));
        throw new Error(`cannot load ${url}: ${String(error)}`);
      },
    );
    images.set(url, pending);
  }
  return pending;
}

/** The decoded image of a URL, if `loadImage` has finished with it. */
export function loadedImage(url: string): HTMLImageElement | undefined {
  return decoded.get(url);
}

/** A canvas of `pixelWidth` × `pixelHeight` with its 2D context. */
export function createCanvas(
  pixelWidth: number,
  pixelHeight: number,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(pixelWidth));
  canvas.height = Math.max(1, Math.round(pixelHeight));
  // CPU-backed: these canvases are drawn once and uploaded, and a GPU canvas would be read back.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (ctx === null) throw new Error('a 2D canvas context is not available');
  return { canvas, ctx };
}

/**
 * Draws an (SVG) image at exactly `pixelWidth` × `pixelHeight` device pixels: the browser
 * rasterises the vector art at that size, so it is crisp at any scale and pixel ratio.
 */
export function rasterize(image: HTMLImageElement, pixelWidth: number, pixelHeight: number): HTMLCanvasElement {
  const { canvas, ctx } = createCanvas(pixelWidth, pixelHeight);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * A texture over a canvas, one texture pixel per canvas pixel (size the sprite to place it). The
 * canvas stays the CPU copy, so the texture is uploaded again after a lost WebGL context.
 */
export function canvasTexture(canvas: HTMLCanvasElement): Texture {
  return new Texture({ source: new CanvasSource({ resource: canvas, resolution: 1, antialias: true }) });
}
