import type { Ticket } from '../../engine/index.ts';
import type { Lang } from '../../i18n/index.ts';
import type { TicketLayout } from '../../layouts/index.ts';
import { createPictureRenderer, type PictureRenderer } from '../../render/offscreen.ts';
import type { PrintedSymbolReport, PrintedTextReport } from '../../render/ticketScene.ts';
import type { Picture } from '../../state/picture.ts';
import { ScratchLog } from '../../state/scratchLog.ts';
import { PHONE_TICKET_WIDTH_PX } from '../checks/legibility.ts';
import type { SheetState } from '../matrix.ts';
import type { PixelRect } from '../checks/pixels.ts';

/** A picture of `ticket` drawn with `layout` (QA may pass any layout) in one state, still. */
export function qaPicture(
  ticket: Ticket,
  layout: TicketLayout,
  lang: Lang,
  state: SheetState,
  size: { readonly width: number; readonly height: number; readonly density: number },
): Picture {
  const covered = state === 'covered';
  return {
    ticket,
    layout,
    lang,
    strokes: ScratchLog.empty(),
    revealed: layout.zones.map(() => !covered),
    result: state === 'winning',
    motion: false,
    coin: null,
    frame: null,
    ...size,
  };
}

/** The view of the ticket on the 360 px phone: 344 CSS px wide, as tall as the ticket's proportions ask. */
export function phoneView(layout: TicketLayout, density: number): { width: number; height: number; density: number } {
  return {
    width: PHONE_TICKET_WIDTH_PX,
    height: Math.round((PHONE_TICKET_WIDTH_PX * layout.height) / layout.width),
    density,
  };
}

/** What the painter reported while drawing one picture anew. */
export interface Inspected {
  readonly texts: PrintedTextReport[];
  readonly symbols: PrintedSymbolReport[];
  covers: { readonly raster: HTMLCanvasElement; readonly pixelsPerUnit: number } | null;
}

/** The pixels of a 2D canvas (or any canvas, drawn into a 2D one). */
export function pixelsOf(canvas: HTMLCanvasElement): ImageData {
  const own = canvas.getContext('2d', { willReadFrequently: true });
  if (own !== null) return own.getImageData(0, 0, canvas.width, canvas.height);
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const ctx = copy.getContext('2d', { willReadFrequently: true });
  if (ctx === null) throw new Error('a 2D canvas context is not available');
  ctx.drawImage(canvas, 0, 0);
  return ctx.getImageData(0, 0, copy.width, copy.height);
}

/**
 * The pixels of the painter's WebGL canvas, or of `rect` in it (device pixels, inside the canvas),
 * read with readPixels (drawing a WebGL canvas into a 2D one costs ten times more in software
 * WebGL). Colours are un-premultiplied, rows top down. Reading only a rect is the lever where a
 * check needs a small part of the picture: in WebKitGTK a whole picture's readback and its copy
 * cost about as much as drawing it.
 */
export function webglPixels(canvas: HTMLCanvasElement, rect?: PixelRect): ImageData {
  const gl = canvas.getContext('webgl2');
  if (gl === null) return cropped(pixelsOf(canvas), rect);
  const { x0, y0, x1, y1 } = rect ?? { x0: 0, y0: 0, x1: canvas.width, y1: canvas.height };
  const width = x1 - x0;
  const height = y1 - y0;
  const bound = gl.getParameter(gl.FRAMEBUFFER_BINDING) as WebGLFramebuffer | null;
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  const raw = new Uint8Array(width * height * 4);
  // WebGL's rows count from the bottom.
  gl.readPixels(x0, canvas.height - y1, width, height, gl.RGBA, gl.UNSIGNED_BYTE, raw);
  gl.bindFramebuffer(gl.FRAMEBUFFER, bound);
  const out = new ImageData(width, height);
  const row = width * 4;
  for (let y = 0; y < height; y++) {
    const from = (height - 1 - y) * row;
    const to = y * row;
    // Rows are copied whole; only the pixels neither opaque nor clear (edges, a few in a
    // ticket) are then un-premultiplied.
    out.data.set(raw.subarray(from, from + row), to);
    for (let i = 0; i < row; i += 4) {
      const a = raw[from + i + 3]!;
      if (a === 255 || a === 0) continue;
      for (let c = 0; c < 3; c++) out.data[to + i + c] = Math.min(255, Math.round((raw[from + i + c]! * 255) / a));
    }
  }
  return out;
}

/** `rect` of `pixels` (all of them without one). */
function cropped(pixels: ImageData, rect?: PixelRect): ImageData {
  if (rect === undefined) return pixels;
  const width = rect.x1 - rect.x0;
  const out = new ImageData(width, rect.y1 - rect.y0);
  for (let y = rect.y0; y < rect.y1; y++) {
    const from = (y * pixels.width + rect.x0) * 4;
    out.data.set(pixels.data.subarray(from, from + width * 4), (y - rect.y0) * width * 4);
  }
  return out;
}

/**
 * The painter, off-screen, with the inspection hook on: each render returns the picture's pixels
 * and what the painter printed. The painter takes two pictures with one serial for the same
 * ticket (it redraws covers and the result, not the content): give each content its own serial,
 * or its own renderer (the cover check's two tickets share a serial and use two).
 */
export class InspectingRenderer {
  private inspected: Inspected = { texts: [], symbols: [], covers: null };

  private constructor(private readonly renderer: PictureRenderer) {}

  static async create(): Promise<InspectingRenderer> {
    const holder: { self: InspectingRenderer | null } = { self: null };
    const renderer = await createPictureRenderer({
      inspect: {
        text: (report) => holder.self?.inspected.texts.push(report),
        symbol: (report) => holder.self?.inspected.symbols.push(report),
        covers: (raster, pixelsPerUnit) => {
          if (holder.self !== null) holder.self.inspected.covers = { raster, pixelsPerUnit };
        },
      },
    });
    holder.self = new InspectingRenderer(renderer);
    return holder.self;
  }

  /**
   * Draws `picture` and returns what was printed anew and, when `read` (the default), its pixels.
   * Pass false when only the printed texts and symbols matter: the picture is then built, not
   * drawn (the drawing is most of the cost, in software WebGL). Pass a function to read only the
   * rect it gives from what was printed (null: nothing read).
   */
  async render(
    picture: Picture,
    read: boolean | ((inspected: Inspected) => PixelRect | null) = true,
  ): Promise<{ pixels: ImageData | null; inspected: Inspected }> {
    this.inspected = { texts: [], symbols: [], covers: null };
    if (read === false) {
      await this.renderer.build(picture);
      return { pixels: null, inspected: this.inspected };
    }
    const canvas = await this.renderer.render(picture, 0);
    if (read === true) return { pixels: webglPixels(canvas), inspected: this.inspected };
    const rect = read(this.inspected);
    return { pixels: rect === null ? null : webglPixels(canvas, rect), inspected: this.inspected };
  }

  destroy(): void {
    this.renderer.destroy();
  }
}
