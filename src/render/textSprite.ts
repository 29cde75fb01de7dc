import { Sprite, type Texture } from 'pixi.js';
import type { DrawnFaceId } from '../fonts/faces.ts';
import { fitText, LINE_GAP } from '../fonts/fitText.ts';
import type { Rect } from '../layouts/geometry.ts';
import { canvasTexture, createCanvas } from './assets.ts';
import { drawGlyphLines, faceMetrics, missingMeasure, shapeDrawnLine } from './glyphs.ts';

/** How a text is printed. Sizes are in ticket units. */
export interface TextSpec {
  readonly text: string;
  readonly face: DrawnFaceId; // a bundled face, drawn from its outlines
  readonly color: string;
  readonly maxSize: number;
  readonly box: Rect; // the text is shrunk to fit it
  readonly align?: 'left' | 'center' | 'right'; // within the box; vertically always centred
  readonly edge?: { readonly color: string; readonly width: number }; // an outline, as a share of the size
  readonly shadow?: { readonly color: string; readonly offset: number; readonly blur: number }; // shares of the size
  readonly wrap?: boolean; // may break into two lines, at the space nearest the middle, when that prints it larger
  readonly lines?: readonly string[]; // the text already broken into these lines (a caption's)
}

/** A text as `textSprite` printed it. */
export interface PrintedSprite {
  readonly sprite: Sprite;
  readonly texture: Texture;
  readonly size: number; // the font size it reached, ticket units (at most spec.maxSize)
  readonly canvas: HTMLCanvasElement; // its raster, `pixelsPerUnit` device pixels per unit
  readonly rect: Rect; // where that raster lies, ticket units
  readonly missing: readonly string[]; // characters the glyphs lack, drawn with the system's fonts
}

/**
 * A text rasterised on a canvas of its own at `pixelsPerUnit` device pixels per ticket unit, as a
 * sprite in ticket units whose ink is centred in the box. The canvas is kept as the texture's CPU
 * copy, so it survives a lost WebGL context (Pixi's Text reuses pooled canvases and cannot).
 */
export function textSprite(spec: TextSpec, pixelsPerUnit: number): PrintedSprite {
  const fitted = fitText({ ...spec, face: faceMetrics(spec.face) }, missingMeasure(spec.face));
  const size = fitted.size;
  const px = size * pixelsPerUnit;
  const scale = px / faceMetrics(spec.face).unitsPerEm;
  // Each line's own ink: a line without descenders ends at its baseline.
  const shaped = fitted.lines.map((line) => shapeDrawnLine(spec.face, line));
  const metrics = shaped.map((line) => ({
    width: line.advance * scale,
    ascent: line.yMax * scale,
    descent: -line.yMin * scale,
  }));
  const width = Math.max(...metrics.map((m) => m.width));
  const gap = LINE_GAP * px;
  const baselines: number[] = [];
  let height = 0;
  metrics.forEach((m, i) => {
    if (i > 0) height += gap;
    baselines.push(height + m.ascent);
    height += m.ascent + m.descent;
  });
  const edge = spec.edge ? spec.edge.width * px : 0;
  const shadow = spec.shadow ? (spec.shadow.offset + spec.shadow.blur) * px : 0;
  const pad = Math.ceil(edge / 2 + shadow + 2);
  const { canvas, ctx } = createCanvas(Math.ceil(width + 2 * pad), Math.ceil(height + 2 * pad));
  const align = spec.align ?? 'center';
  // Each line in the block's alignment; the block's ink is what the sprite's anchor centres.
  const lineX = (i: number) =>
    align === 'left'
      ? pad
      : align === 'right'
        ? pad + width - metrics[i]!.width
        : pad + (width - metrics[i]!.width) / 2;
  const lines = shaped.map((line, i) => ({ line, x: lineX(i), y: pad + baselines[i]! }));
  if (spec.edge) {
    ctx.save();
    if (spec.shadow) {
      ctx.shadowColor = spec.shadow.color;
      ctx.shadowOffsetY = spec.shadow.offset * px;
      ctx.shadowBlur = spec.shadow.blur * px;
    }
    ctx.lineJoin = 'round';
    ctx.lineWidth = edge;
    ctx.strokeStyle = spec.edge.color;
    drawGlyphLines(ctx, spec.face, px, lines, 'stroke');
    ctx.restore();
  }
  ctx.fillStyle = spec.color;
  drawGlyphLines(ctx, spec.face, px, lines, 'fill');

  const texture = canvasTexture(canvas);
  const sprite = new Sprite(texture);
  sprite.setSize(canvas.width / pixelsPerUnit, canvas.height / pixelsPerUnit);
  const inkX = align === 'left' ? pad : align === 'right' ? pad + width : pad + width / 2;
  sprite.anchor.set(inkX / canvas.width, (pad + height / 2) / canvas.height);
  const b = spec.box;
  sprite.position.set(align === 'left' ? b.x : align === 'right' ? b.x + b.w : b.x + b.w / 2, b.y + b.h / 2);
  const rect: Rect = {
    x: sprite.position.x - sprite.anchor.x * sprite.width,
    y: sprite.position.y - sprite.anchor.y * sprite.height,
    w: sprite.width,
    h: sprite.height,
  };
  return { sprite, texture, size, canvas, rect, missing: fitted.missing };
}
