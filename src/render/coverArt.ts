import { MESSAGES, type Lang } from '../i18n/index.ts';
import { shapeBounds } from '../layouts/geometry.ts';
import type { TicketLayout, ZoneLayout } from '../layouts/index.ts';
import { createCanvas } from './assets.ts';
import { drawGlyphLines, faceMetrics, missingMeasure } from './glyphs.ts';
import { createRandom } from './random.ts';
import type { PrintInspector } from './ticketScene.ts';
import { traceShape } from './shapes.ts';
import { scratchHereLabel } from './scratchHereLabel.ts';

/** How far a cover's art reaches past its shape (outline and shadow), ticket units. */
export const COVER_REACH_UNITS = 7;
const OUTLINE_UNITS = 1.6; // half of it lies outside the shape
const SCRATCH_HERE_FACE = 'fredoka-600';

interface Finish {
  readonly stops: readonly (readonly [number, string])[]; // the metal's gradient
  readonly outline: string;
  readonly ink: string; // "Grattez ici"
  readonly light: string; // inner bevel, top-left
  readonly dark: string; // inner bevel, bottom-right
}

const SILVER: Finish = {
  stops: [
    [0, '#c9ced6'],
    [0.2, '#f4f6f9'],
    [0.42, '#b3b9c3'],
    [0.58, '#e9ecf0'],
    [0.78, '#a4abb6'],
    [1, '#d3d8de'],
  ],
  outline: '#70767f',
  ink: '#767d88',
  light: 'rgba(255,255,255,0.85)',
  dark: 'rgba(40,46,58,0.35)',
};

const GOLD: Finish = {
  stops: [
    [0, '#e2ad2f'],
    [0.2, '#fff0a6'],
    [0.42, '#cf9420'],
    [0.58, '#ffe27c'],
    [0.78, '#c1861a'],
    [1, '#eabf4e'],
  ],
  outline: '#8d5d0c',
  ink: '#8a5806',
  light: 'rgba(255,250,220,0.9)',
  dark: 'rgba(90,50,0,0.35)',
};

function finishOf(zone: ZoneLayout): Finish {
  return zone.cover === 'gold' ? GOLD : SILVER;
}

/** A tile of latex grain: grey speckle with a few bright glitter points. */
function grainTile(seed: number): HTMLCanvasElement {
  const size = 96;
  const { canvas, ctx } = createCanvas(size, size);
  const image = ctx.createImageData(size, size);
  const random = createRandom(seed);
  for (let i = 0; i < size * size; i++) {
    const r = random();
    const glitter = r > 0.985;
    const v = glitter ? 255 : Math.round(90 + random() * 120);
    image.data[4 * i] = v;
    image.data[4 * i + 1] = v;
    image.data[4 * i + 2] = v;
    image.data[4 * i + 3] = glitter ? 200 : Math.round(random() * 70);
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/**
 * The inner bevel of a shape: the outside of the shape, shifted by (dx, dy) units, casts a soft
 * light or dark edge inside it. Works for unions of overlapping parts, which a stroke cannot.
 */
function innerEdge(
  ctx: CanvasRenderingContext2D,
  zone: ZoneLayout,
  pixelsPerUnit: number,
  color: string,
  dx: number,
  dy: number,
  blurUnits: number,
): void {
  const b = shapeBounds(zone.shape);
  const pad = 12;
  const { canvas: outside, ctx: o } = createCanvas((b.w + 2 * pad) * pixelsPerUnit, (b.h + 2 * pad) * pixelsPerUnit);
  o.fillStyle = '#000';
  o.fillRect(0, 0, outside.width, outside.height);
  o.setTransform(pixelsPerUnit, 0, 0, pixelsPerUnit, (pad - b.x) * pixelsPerUnit, (pad - b.y) * pixelsPerUnit);
  o.globalCompositeOperation = 'destination-out';
  o.beginPath();
  traceShape(o, zone.shape);
  o.fill('nonzero');

  // Draw the outside far away and bring only its shadow back over the shape.
  const far = 10_000;
  ctx.save();
  ctx.beginPath();
  traceShape(ctx, zone.shape);
  ctx.clip('nonzero');
  ctx.shadowColor = color;
  ctx.shadowBlur = blurUnits * pixelsPerUnit;
  ctx.shadowOffsetX = far + dx * pixelsPerUnit;
  ctx.shadowOffsetY = dy * pixelsPerUnit;
  ctx.drawImage(outside, b.x - pad - far / pixelsPerUnit, b.y - pad, b.w + 2 * pad, b.h + 2 * pad);
  ctx.restore();
}

function paintScratchHere(
  ctx: CanvasRenderingContext2D,
  zone: ZoneLayout,
  finish: Finish,
  text: string,
  pixelsPerUnit: number,
  inspect: PrintInspector | undefined,
): void {
  const label = scratchHereLabel(zone, text, faceMetrics(SCRATCH_HERE_FACE), missingMeasure(SCRATCH_HERE_FACE));
  if (label === null) return;
  const bounds = shapeBounds(zone.shape);
  const placed = (dy: number) => label.lines.map((l) => ({ ...l, y: l.y + dy }));
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  drawGlyphLines(ctx, SCRATCH_HERE_FACE, label.size, placed(label.size * 0.06), 'fill');
  ctx.fillStyle = finish.ink;
  drawGlyphLines(ctx, SCRATCH_HERE_FACE, label.size, placed(0), 'fill');
  if (inspect !== undefined) {
    // The same lines again, alone on a canvas over the zone, for QA to measure their ink.
    const { canvas: raster, ctx: alone } = createCanvas(bounds.w * pixelsPerUnit, bounds.h * pixelsPerUnit);
    alone.setTransform(pixelsPerUnit, 0, 0, pixelsPerUnit, -bounds.x * pixelsPerUnit, -bounds.y * pixelsPerUnit);
    alone.fillStyle = finish.ink;
    drawGlyphLines(alone, SCRATCH_HERE_FACE, label.size, placed(0), 'fill');
    inspect.text({
      element: `${zone.id}.scratchHere`,
      kind: 'scratchHere',
      text: label.text,
      color: finish.ink,
      box: bounds,
      maxSize: label.maxSize,
      size: label.size,
      raster,
      rasterRect: bounds,
      pixelsPerUnit,
    });
  }
}

function paintZoneCover(
  ctx: CanvasRenderingContext2D,
  zone: ZoneLayout,
  pixelsPerUnit: number,
  grain: CanvasPattern | null,
  text: string,
  inspect: PrintInspector | undefined,
): void {
  const finish = finishOf(zone);
  const b = shapeBounds(zone.shape);
  const path = () => {
    ctx.beginPath();
    traceShape(ctx, zone.shape);
  };

  // Drop shadow and outline: strokes of every part, whose inner halves the fill then hides.
  ctx.save();
  ctx.shadowColor = 'rgba(30,20,10,0.4)';
  ctx.shadowBlur = 3 * pixelsPerUnit;
  ctx.shadowOffsetY = 1.5 * pixelsPerUnit;
  path();
  ctx.fillStyle = finish.outline;
  ctx.fill('nonzero');
  ctx.restore();
  path();
  ctx.lineWidth = OUTLINE_UNITS * 2;
  ctx.strokeStyle = finish.outline;
  ctx.lineJoin = 'round';
  ctx.stroke();

  const gradient = ctx.createLinearGradient(b.x, b.y, b.x + b.w, b.y + b.h);
  for (const [at, color] of finish.stops) gradient.addColorStop(at, color);
  path();
  ctx.fillStyle = gradient;
  ctx.fill('nonzero');

  ctx.save();
  path();
  ctx.clip('nonzero');
  if (grain !== null) {
    ctx.globalAlpha = 0.55;
    ctx.globalCompositeOperation = 'overlay';
    ctx.fillStyle = grain;
    ctx.fillRect(b.x, b.y, b.w, b.h);
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
  }
  // A soft diagonal sheen.
  const sheen = ctx.createLinearGradient(b.x, b.y + b.h, b.x + b.w, b.y);
  sheen.addColorStop(0, 'rgba(255,255,255,0)');
  sheen.addColorStop(0.46, 'rgba(255,255,255,0)');
  sheen.addColorStop(0.52, 'rgba(255,255,255,0.45)');
  sheen.addColorStop(0.6, 'rgba(255,255,255,0)');
  sheen.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = sheen;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  ctx.restore();

  innerEdge(ctx, zone, pixelsPerUnit, finish.light, 1.2, 1.2, 1.5);
  innerEdge(ctx, zone, pixelsPerUnit, finish.dark, -1.2, -1.2, 2);
  paintScratchHere(ctx, zone, finish, text, pixelsPerUnit, inspect);
}

/**
 * Paints every zone's scratch-off cover (metallic latex with grain, sheen, bevel, outline and
 * "Grattez ici") on a transparent canvas of the ticket's size at `pixelsPerUnit` device pixels
 * per ticket unit. Fonts must be loaded. `inspect` hears each "Grattez ici" (for checks only).
 */
export function paintCoverArt(
  layout: TicketLayout,
  lang: Lang,
  pixelsPerUnit: number,
  seed: number,
  inspect?: PrintInspector,
): HTMLCanvasElement {
  const { canvas, ctx } = createCanvas(layout.width * pixelsPerUnit, layout.height * pixelsPerUnit);
  const grain = ctx.createPattern(grainTile(seed), 'repeat');
  // Grain in device pixels, whatever the scale: it reads as fine latex, never as blotches.
  grain?.setTransform(new DOMMatrix().scale(1 / pixelsPerUnit));
  ctx.setTransform(pixelsPerUnit, 0, 0, pixelsPerUnit, 0, 0);
  for (const zone of layout.zones) paintZoneCover(ctx, zone, pixelsPerUnit, grain, MESSAGES[lang].scratchHere, inspect);
  return canvas;
}
