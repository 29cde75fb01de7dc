import { Sprite, type Texture } from 'pixi.js';
import { canvasTexture, createCanvas } from './assets.ts';
import type { Rect } from '../layouts/geometry.ts';
import { fitFontSize, splitInTwoLines } from './textFit.ts';

/** How a text is printed. Sizes are in ticket units. */
export interface TextSpec {
  readonly text: string;
  readonly weight: number; // CSS font weight
  readonly family: string; // CSS font family list
  readonly color: string;
  readonly maxSize: number;
  readonly box: Rect; // the text is shrunk to fit it
  readonly align?: 'left' | 'center' | 'right'; // within the box; vertically always centred
  readonly edge?: { readonly color: string; readonly width: number }; // an outline, as a share of the size
  readonly shadow?: { readonly color: string; readonly offset: number; readonly blur: number }; // shares of the size
  readonly wrap?: boolean; // may break into two lines, at the space nearest the middle, when that prints it larger
}

/** Space between two lines of a wrapped text, as a share of the size. */
const LINE_GAP = 0.22;

let measuring: CanvasRenderingContext2D | null = null;

interface InkMetrics {
  readonly width: number; // advance
  readonly ascent: number; // ink above the baseline
  readonly descent: number; // ink below it
}

/** Advance width and ink height of a text at `size` pixels. */
function measureInk(text: string, weight: number, family: string, size: number): InkMetrics {
  measuring ??= createCanvas(4, 4).ctx;
  measuring.font = `${weight} ${size}px ${family}`;
  const m = measuring.measureText(text);
  return { width: m.width, ascent: m.actualBoundingBoxAscent, descent: m.actualBoundingBoxDescent };
}

/** A text as `textSprite` printed it. */
export interface PrintedSprite {
  readonly sprite: Sprite;
  readonly texture: Texture;
  readonly size: number; // the font size it reached, ticket units (at most spec.maxSize)
  readonly canvas: HTMLCanvasElement; // its raster, `pixelsPerUnit` device pixels per unit
  readonly rect: Rect; // where that raster lies, ticket units
}

/**
 * A text rasterised on a canvas of its own at `pixelsPerUnit` device pixels per ticket unit, as a
 * sprite in ticket units whose ink is centred in the box. The canvas is kept as the texture's CPU
 * copy, so it survives a lost WebGL context (Pixi's Text reuses pooled canvases and cannot).
 */
export function textSprite(spec: TextSpec, pixelsPerUnit: number): PrintedSprite {
  const ref = 100;
  const ink = measureInk(spec.text, spec.weight, spec.family, ref);
  let size = fitFontSize(ink.width, ink.ascent + ink.descent, ref, spec.box.w, spec.box.h, spec.maxSize);
  let lines = [spec.text];
  const two = spec.wrap === true ? splitInTwoLines(spec.text) : null;
  if (two !== null) {
    const [a, b] = two.map((line) => measureInk(line, spec.weight, spec.family, ref)) as [InkMetrics, InkMetrics];
    const height = a.ascent + a.descent + LINE_GAP * ref + b.ascent + b.descent;
    const twoSize = fitFontSize(Math.max(a.width, b.width), height, ref, spec.box.w, spec.box.h, spec.maxSize);
    if (twoSize > size * 1.05) {
      size = twoSize;
      lines = two;
    }
  }
  const px = size * pixelsPerUnit;
  // Each line's own ink: a line without descenders ends at its baseline.
  const metrics = lines.map((line) => measureInk(line, spec.weight, spec.family, px));
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
  ctx.font = `${spec.weight} ${px}px ${spec.family}`;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  const align = spec.align ?? 'center';
  // Each line in the block's alignment; the block's ink is what the sprite's anchor centres.
  const lineX = (i: number) =>
    align === 'left'
      ? pad
      : align === 'right'
        ? pad + width - metrics[i]!.width
        : pad + (width - metrics[i]!.width) / 2;
  const baseline = (i: number) => pad + baselines[i]!;
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
    lines.forEach((line, i) => ctx.strokeText(line, lineX(i), baseline(i)));
    ctx.restore();
  }
  ctx.fillStyle = spec.color;
  lines.forEach((line, i) => ctx.fillText(line, lineX(i), baseline(i)));

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
  return { sprite, texture, size, canvas, rect };
}
