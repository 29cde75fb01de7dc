/**
 * Text drawn from the bundled fonts' outlines (src/fonts), as canvas paths: no fillText, so no
 * machine's font settings (fontconfig's hinting, antialiasing or fallback fonts) change a pixel.
 * The glyphs are JSON files fetched on demand (`loadGlyphs` in fonts.ts).
 */
import { FACES, type DrawnFaceId, type FaceMetrics } from '../fonts/faces.ts';
import { shapeLine, type MissingMeasure, type ShapedLine } from '../fonts/layoutText.ts';
import type { DrawnFace } from '../fonts/outlines.ts';
import { glyphsIfLoaded } from './fonts.ts';

function drawnFace(id: DrawnFaceId): DrawnFace {
  const faces = glyphsIfLoaded();
  if (faces === null) throw new Error('the glyphs are not loaded: await loadGlyphs() first');
  return faces[id];
}

/** A face's metrics, once the glyphs are loaded. */
export function faceMetrics(id: DrawnFaceId): FaceMetrics {
  return drawnFace(id).metrics;
}

const paths = new Map<string, Path2D>();

function glyphPath(id: DrawnFaceId, unit: number): Path2D {
  const key = `${id} ${unit}`;
  let path = paths.get(key);
  if (path === undefined) {
    path = new Path2D(drawnFace(id).outlines.paths[unit] ?? '');
    paths.set(key, path);
  }
  return path;
}

let measuring: CanvasRenderingContext2D | null = null;
const warned = new Set<string>();

/**
 * The stand-in for a character the glyphs lack (in a design's text: a studio caption refuses it):
 * the browser's own font for it, measured by the canvas, in font units. Drawn with fillText, the
 * only text that may then differ from machine to machine: it is reported once on the console, and
 * `missing` lists it.
 */
export function missingMeasure(id: DrawnFaceId): MissingMeasure {
  const face = FACES[id];
  const em = drawnFace(id).metrics.unitsPerEm;
  return (char) => {
    if (!warned.has(`${id} ${char}`)) {
      warned.add(`${id} ${char}`);
      const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      console.warn(`${face.family} ${face.weight}: no glyph for "${char}" (U+${code}); drawn with the system's fonts`);
    }
    measuring ??= document.createElement('canvas').getContext('2d');
    if (measuring === null) return { advance: 0.6 * em, yMin: 0, yMax: 0.7 * em };
    measuring.font = `${face.weight} ${em}px ${face.css}`;
    const m = measuring.measureText(char);
    return { advance: m.width, yMin: -m.actualBoundingBoxDescent, yMax: m.actualBoundingBoxAscent };
  };
}

/** `text` laid out on one line in face `id` (font units), characters it lacks measured by the browser. */
export function shapeDrawnLine(id: DrawnFaceId, text: string): ShapedLine {
  return shapeLine(drawnFace(id).metrics, text, missingMeasure(id));
}

/** A line to draw: laid out by `shapeDrawnLine`, its baseline's left end at (x, y), `size` in the context's units. */
export interface GlyphLine {
  readonly line: ShapedLine;
  readonly x: number;
  readonly y: number;
}

/**
 * Draws lines of face `id` at `size` in the context's current transform: one path for all their
 * glyphs, so an edge and a shadow are drawn once for the whole text, as strokeText would. `stroke`
 * draws the edge (lineWidth and strokeStyle set by the caller), otherwise the glyphs are filled
 * with the current fillStyle. Characters the glyphs lack are drawn with the canvas's fonts.
 */
export function drawGlyphLines(
  ctx: CanvasRenderingContext2D,
  id: DrawnFaceId,
  size: number,
  lines: readonly GlyphLine[],
  mode: 'fill' | 'stroke',
): void {
  const em = drawnFace(id).metrics.unitsPerEm;
  const scale = size / em;
  const all = new Path2D();
  const fallbacks: { text: string; x: number; y: number }[] = [];
  for (const { line, x, y } of lines) {
    for (const glyph of line.glyphs) {
      if (glyph.unit >= 0) {
        all.addPath(glyphPath(id, glyph.unit), new DOMMatrix([scale, 0, 0, scale, x + glyph.x * scale, y]));
      } else {
        fallbacks.push({ text: glyph.text, x: x + glyph.x * scale, y });
      }
    }
  }
  if (mode === 'stroke') ctx.stroke(all);
  else ctx.fill(all, 'nonzero');
  if (fallbacks.length > 0) {
    const face = FACES[id];
    ctx.save();
    ctx.font = `${face.weight} ${size}px ${face.css}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    for (const f of fallbacks) {
      if (mode === 'stroke') ctx.strokeText(f.text, f.x, f.y);
      else ctx.fillText(f.text, f.x, f.y);
    }
    ctx.restore();
  }
}
