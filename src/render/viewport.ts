/**
 * Pure geometry between the page, the canvas and the ticket: where the ticket sits in the canvas,
 * how client (CSS pixel) coordinates map to ticket units, and how finely textures are rasterised.
 */
import { frameProportions, type CaptionLayout } from '../fonts/captionLayout.ts';

/** Where the ticket sits in the canvas: ticket units × scale + offset = canvas CSS pixels. */
export interface TicketFit {
  readonly scale: number; // CSS pixels per ticket unit
  readonly offsetX: number; // CSS pixels from the canvas's left edge to the ticket's
  readonly offsetY: number;
}

/** The ticket scaled to fit a view of `viewWidth` × `viewHeight` CSS pixels, centred. */
export function fitTicket(viewWidth: number, viewHeight: number, ticketWidth: number, ticketHeight: number): TicketFit {
  const scale = Math.max(0, Math.min(viewWidth / ticketWidth, viewHeight / ticketHeight));
  return {
    scale,
    offsetX: (viewWidth - ticketWidth * scale) / 2,
    offsetY: (viewHeight - ticketHeight * scale) / 2,
  };
}

/** The canvas's box on the page, as `getBoundingClientRect()` gives it (transforms included). */
export interface ClientRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A client point (a pointer event's `clientX`, `clientY`) in ticket units. `rect` is the canvas's
 * bounding box read at pointerdown, so page scroll, browser zoom and CSS transforms that scale the
 * canvas are all accounted for; `viewWidth` × `viewHeight` is its layout size in CSS pixels.
 */
export function clientToTicket(
  clientX: number,
  clientY: number,
  rect: ClientRect,
  viewWidth: number,
  viewHeight: number,
  fit: TicketFit,
): { x: number; y: number } {
  const sx = rect.width > 0 ? viewWidth / rect.width : 1;
  const sy = rect.height > 0 ? viewHeight / rect.height : 1;
  const scale = fit.scale > 0 ? fit.scale : 1;
  return {
    x: ((clientX - rect.left) * sx - fit.offsetX) / scale,
    y: ((clientY - rect.top) * sy - fit.offsetY) / scale,
  };
}

/** The renderer's resolution: the device pixel ratio, at most 3 (beyond, nobody sees a difference). */
export function rendererResolution(devicePixelRatio: number): number {
  return Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? Math.min(devicePixelRatio, 3) : 1;
}

/**
 * Device pixels per ticket unit for rasterised art (SVGs, covers): the displayed scale times the
 * resolution, kept so that the ticket's longer side fits in `maxTextureSize` pixels.
 */
export function rasterScale(
  fitScale: number,
  resolution: number,
  ticketWidth: number,
  ticketHeight: number,
  maxTextureSize: number,
): number {
  const wanted = fitScale * resolution;
  const limit = maxTextureSize / Math.max(ticketWidth, ticketHeight);
  return Math.max(0.05, Math.min(wanted, limit));
}

/** Where a framed picture puts its parts, in CSS pixels of the view. */
export interface FrameGeometry {
  readonly ticketArea: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly caption: { readonly x: number; readonly y: number; readonly w: number; readonly h: number } | null;
  readonly mention: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly captionSize: number; // largest font size of the caption in its band, CSS pixels
  readonly mentionSize: number; // font size of the mention line, CSS pixels
}

/**
 * The bands of a framed picture: a caption band on top (when there is a caption), the mention band
 * at the bottom, and the ticket's area between them. Bands never overlap, so a caption, however
 * long, cannot cover the mention or the ticket. Sizes follow the view's shorter side. `caption`:
 * false for none, true for a caption on one line, or its layout (`layoutCaption`), whose lines
 * make the band as tall as they need.
 */
export function frameGeometry(viewWidth: number, viewHeight: number, caption: boolean | CaptionLayout): FrameGeometry {
  const { unit, pad, captionMaxSize } = frameProportions(viewWidth, viewHeight);
  const hasCaption = caption !== false;
  const mentionSize = Math.max(11, unit * 0.024);
  const mentionHeight = mentionSize * 2.2;
  const captionSize = caption === true || caption === false ? captionMaxSize : caption.maxSize;
  const captionHeight = caption === false ? 0 : caption === true ? captionMaxSize * 1.5 : caption.height;
  const gap = Math.round(unit * 0.02);
  const innerWidth = viewWidth - 2 * pad;
  const band = hasCaption ? { x: pad, y: pad, w: innerWidth, h: captionHeight } : null;
  const mention = { x: pad, y: viewHeight - pad - mentionHeight, w: innerWidth, h: mentionHeight };
  const top = pad + (hasCaption ? captionHeight + gap : 0);
  const bottom = mention.y - gap;
  return {
    ticketArea: { x: pad, y: top, w: innerWidth, h: Math.max(1, bottom - top) },
    caption: band,
    mention,
    captionSize,
    mentionSize,
  };
}

/** The ticket fitted into an area of the view, centred in it. */
export function fitTicketIn(
  area: { readonly x: number; readonly y: number; readonly w: number; readonly h: number },
  ticketWidth: number,
  ticketHeight: number,
): TicketFit {
  const inner = fitTicket(area.w, area.h, ticketWidth, ticketHeight);
  return { scale: inner.scale, offsetX: area.x + inner.offsetX, offsetY: area.y + inner.offsetY };
}
