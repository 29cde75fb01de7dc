import type { Lang } from '../../i18n/index.ts';
import type { Rect } from '../../layouts/geometry.ts';
import type { TicketLayout } from '../../layouts/index.ts';
import type { PrintedTextReport } from '../../render/ticketScene.ts';
import { fitTicket } from '../../render/viewport.ts';
import type { Picture } from '../../state/picture.ts';
import type { ContrastMeasure, TextMeasure } from '../checks/evaluate.ts';
import { inkBounds, printedTextContrast, touchedEdges, type PixelRect } from '../checks/pixels.ts';
import type { Finding } from '../checks/problems.ts';
import { pixelsOf } from './pictures.ts';

/** Where ticket units land in a picture's device pixels. */
export interface PixelMapping {
  readonly scale: number; // device pixels per ticket unit
  readonly offsetX: number; // device pixels
  readonly offsetY: number;
}

export function pixelMapping(picture: Picture): PixelMapping {
  const fit = fitTicket(picture.width, picture.height, picture.layout.width, picture.layout.height);
  return {
    scale: fit.scale * picture.density,
    offsetX: fit.offsetX * picture.density,
    offsetY: fit.offsetY * picture.density,
  };
}

/** A rect of ticket units as device pixels of the picture, grown by `grow` units, whole pixels around it. */
export function toPixels(rect: Rect, mapping: PixelMapping, grow = 0): PixelRect {
  return {
    x0: Math.floor(mapping.offsetX + (rect.x - grow) * mapping.scale),
    y0: Math.floor(mapping.offsetY + (rect.y - grow) * mapping.scale),
    x1: Math.ceil(mapping.offsetX + (rect.x + rect.w + grow) * mapping.scale),
    y1: Math.ceil(mapping.offsetY + (rect.y + rect.h + grow) * mapping.scale),
  };
}

/** The bounds of a text's rendered glyphs (alpha at least half), in ticket units; null when it drew nothing. */
function textInk(report: PrintedTextReport): Rect | null {
  const bounds = inkBounds(pixelsOf(report.raster));
  if (bounds === null) return null;
  const ppu = report.pixelsPerUnit;
  return {
    x: report.rasterRect.x + bounds.x0 / ppu,
    y: report.rasterRect.y + bounds.y0 / ppu,
    w: (bounds.x1 - bounds.x0) / ppu,
    h: (bounds.y1 - bounds.y0) / ppu,
  };
}

/** A printed text as measured for the text check. */
export function textMeasure(report: PrintedTextReport, layout: TicketLayout, lang: Lang, density: number): TextMeasure {
  return {
    element: `${layout.design}.${report.element}`,
    kind: report.kind,
    text: report.text,
    sizeUnits: report.size,
    box: report.box,
    ink: textInk(report),
    pixelsPerUnit: report.pixelsPerUnit,
    ticketWidth: layout.width,
    lang,
    density,
  };
}

/** A printed text's contrast, sampled from the rendered picture around it (see printedTextContrast). */
export function textContrast(
  report: PrintedTextReport,
  picture: Picture,
  pixels: ImageData,
  lang: Lang,
): ContrastMeasure {
  const mapping = pixelMapping(picture);
  const origin = {
    x: mapping.offsetX + report.rasterRect.x * mapping.scale,
    y: mapping.offsetY + report.rasterRect.y * mapping.scale,
  };
  return {
    element: `${picture.layout.design}.${report.element}`,
    text: report.text,
    ratio: printedTextContrast(pixels, pixelsOf(report.raster), origin),
    lang,
    rect: report.box,
  };
}

/** A symbol's art cut off by the edge of its slot: ink (alpha at least half) on the raster's border. */
export function symbolClipping(
  element: string,
  symbol: string,
  slot: Rect,
  raster: HTMLCanvasElement,
  density: number,
): Finding[] {
  const edges = touchedEdges(pixelsOf(raster), 128);
  if (edges.length === 0) return [];
  return [
    {
      check: 'geometry',
      element,
      density,
      rect: slot,
      problem: { kind: 'symbolClipped', symbol, edge: edges.join(', ') },
    },
  ];
}
