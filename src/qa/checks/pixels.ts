/**
 * Pure measures on RGBA pixels (no DOM): usable on a canvas's ImageData in the browser and on a
 * PNG's data in Node. Rects are in pixels, x1 and y1 exclusive.
 */
import { contrastRatio, relativeLuminance } from '../../layouts/colour.ts';

/** Pixels, RGBA, row by row. */
export interface RgbaImage {
  readonly data: Uint8ClampedArray | Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface PixelRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number; // exclusive
  readonly y1: number;
}

/**
 * A pixel counts as ink when its alpha is at least this (half covered): the bounds of a glyph
 * then end where its outline does, to within half a pixel, whatever the antialiasing.
 */
const INK_ALPHA = 128;

/** Bounds of the pixels whose alpha is at least `minAlpha`; null when there are none. */
export function inkBounds(image: RgbaImage, minAlpha = INK_ALPHA): PixelRect | null {
  const { data, width, height } = image;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3]! >= minAlpha) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
  }
  return x1 < 0 ? null : { x0, y0, x1: x1 + 1, y1: y1 + 1 };
}

/** Which edges of the image the ink touches (a drawing cut off by its canvas): 'top', 'left'…. */
export function touchedEdges(image: RgbaImage, minAlpha = 1): string[] {
  const { data, width, height } = image;
  const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3]!;
  const edges: string[] = [];
  const any = (n: number, at: (i: number) => number) => {
    for (let i = 0; i < n; i++) if (at(i) >= minAlpha) return true;
    return false;
  };
  if (any(width, (x) => alpha(x, 0))) edges.push('top');
  if (any(width, (x) => alpha(x, height - 1))) edges.push('bottom');
  if (any(height, (y) => alpha(0, y))) edges.push('left');
  if (any(height, (y) => alpha(width - 1, y))) edges.push('right');
  return edges;
}

/** The value below which a share `q` (0 to 1) of the values lie; NaN for none. */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))]!;
}

/**
 * The share of a text's pixels that decides its contrast: the ratio that 90 % of them reach. A
 * few stray pixels (grain in the art, a glitter point) do not fail a text, but a tenth of it
 * over a light patch does.
 */
const CONTRAST_QUANTILE = 0.1;

const luminanceAt = (image: RgbaImage, i: number) =>
  relativeLuminance(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);

/**
 * For each pixel of `image`, 1 when a pixel within `reach` of it (a square, itself included) has
 * any alpha, else 0: a max filter run along the rows, then the columns, rather than a look at each
 * neighbour of each pixel (the contrast of every text of every page drawn asks this of every
 * pixel of its bounds).
 */
function inkNear(image: RgbaImage, reach: number): Uint8Array {
  const { data, width, height } = image;
  const across = new Uint8Array(width * height); // some alpha within `reach` along the row
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (data[(row + x) * 4 + 3] === 0) continue;
      for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++) across[row + k] = 1;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (across[y * width + x] === 0) continue;
      for (let k = Math.max(0, y - reach); k <= Math.min(height - 1, y + reach); k++) out[k * width + x] = 1;
    }
  }
  return out;
}

/**
 * Contrast of a text printed by the painter, sampled from the rendered picture. The text's colour
 * is read at its solid pixels (where its own raster is opaque, so no edge blends in; their
 * median). The background is read where it shows through the text: the pixels inside the bounds
 * of the text's ink (between letters, inside their counters) that lie more than `clearance`
 * pixels from any ink of it (its edge, outline and shadow included); what lies beyond the text's
 * own bounds, another text or a border, is not behind it. Returns the ratio that CONTRAST_QUANTILE
 * of those background pixels reach against the text colour, or null when the text has no solid
 * pixel or no background shows.
 *
 * `raster` is the text alone; its pixel (0, 0) lies at `origin` in `picture` (rounded: the
 * painter draws a text's raster one to one on device pixels, offset by its sub-pixel position).
 */
export function printedTextContrast(
  picture: RgbaImage,
  raster: RgbaImage,
  origin: { readonly x: number; readonly y: number },
  clearance = 1,
): number | null {
  const ox = Math.round(origin.x);
  const oy = Math.round(origin.y);
  const bounds = inkBounds(raster, 1);
  if (bounds === null) return null;
  const inked = inkNear(raster, clearance);
  const text: number[] = [];
  const background: number[] = [];
  for (let y = bounds.y0; y < bounds.y1; y++) {
    for (let x = bounds.x0; x < bounds.x1; x++) {
      const px = x + ox;
      const py = y + oy;
      if (px < 0 || py < 0 || px >= picture.width || py >= picture.height) continue;
      const at = (py * picture.width + px) * 4;
      if (raster.data[(y * raster.width + x) * 4 + 3]! >= 250) text.push(luminanceAt(picture, at));
      else if (inked[y * raster.width + x] === 0) background.push(luminanceAt(picture, at));
    }
  }
  if (text.length === 0 || background.length === 0) return null;
  const textLuminance = quantile(text, 0.5);
  return quantile(
    background.map((l) => contrastRatio(textLuminance, l)),
    CONTRAST_QUANTILE,
  );
}

/**
 * Contrast of a text printed in the art, pixel by pixel: `withText` is the art as drawn, `without`
 * the same art with that text left out (what lies behind it), `alone` the text by itself; all the
 * same size. At each solid pixel of the text (alpha at least 90 % of its most opaque), the colour drawn is compared with the colour behind. Returns the ratio
 * that 90 % of those pixels reach, or null when the text has no solid pixel.
 */
export function artTextContrast(withText: RgbaImage, without: RgbaImage, alone: RgbaImage): number | null {
  const { width, height } = alone;
  let maxAlpha = 0;
  for (let i = 3; i < alone.data.length; i += 4) maxAlpha = Math.max(maxAlpha, alone.data[i]!);
  if (maxAlpha === 0) return null;
  const solidAlpha = Math.floor(maxAlpha * 0.9);
  const a = (x: number, y: number) => alone.data[(y * width + x) * 4 + 3]!;
  const ratios: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (a(x, y) < solidAlpha) continue;
      const i = (y * width + x) * 4;
      ratios.push(contrastRatio(luminanceAt(withText, i), luminanceAt(without, i)));
    }
  }
  return ratios.length === 0 ? null : quantile(ratios, CONTRAST_QUANTILE);
}

/** Pixels of `rect` whose colour differs at all between two same-size images. */
export function countDifferences(a: RgbaImage, b: RgbaImage, rect: PixelRect): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('images differ in size');
  let count = 0;
  const x0 = Math.max(0, rect.x0);
  const y0 = Math.max(0, rect.y0);
  const x1 = Math.min(a.width, rect.x1);
  const y1 = Math.min(a.height, rect.y1);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * 4;
      if (
        a.data[i] !== b.data[i] ||
        a.data[i + 1] !== b.data[i + 1] ||
        a.data[i + 2] !== b.data[i + 2] ||
        a.data[i + 3] !== b.data[i + 3]
      )
        count++;
    }
  }
  return count;
}

/** Side, in pixels, of the largest square whose pixels are all set in `mask` (width × height, 1 byte each). */
export function largestSquare(mask: Uint8Array, width: number, height: number): number {
  let best = 0;
  let previous = new Uint16Array(width);
  let current = new Uint16Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x] === 0) current[x] = 0;
      else current[x] = x === 0 || y === 0 ? 1 : 1 + Math.min(previous[x]!, previous[x - 1]!, current[x - 1]!);
      if (current[x]! > best) best = current[x]!;
    }
    [previous, current] = [current, previous];
  }
  return best;
}
