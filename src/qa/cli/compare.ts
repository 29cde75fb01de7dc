import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * pixelmatch's colour threshold: the YIQ colour distance (0 to 1) above which two pixels differ.
 * 0.1, its default, ignores the invisible (a rounding of one level in a gradient) and catches
 * any change a person would see. Pixels that pixelmatch recognises as anti-aliasing (an edge
 * pixel whose neighbours explain its colour) are not counted: a sub-pixel shift of a glyph's edge,
 * the usual false alarm between two rasterisations, is not a change of the design. A moved zone, a
 * new colour or a different word changes hundreds of pixels that are no anti-aliasing.
 */
const PIXELMATCH_THRESHOLD = 0.1;
/** Images may differ by this many pixels (beyond anti-aliasing) and still pass: none. */
export const MAX_DIFFERING_PIXELS = 0;

export interface Comparison {
  readonly differing: number; // pixels, anti-aliasing left out; all of them when the sizes differ
  readonly sizeChanged: boolean;
  readonly diff: PNG; // differences in red over a faded copy of the expected image
}

/** Compares an image with its baseline. */
export function compareImages(expected: PNG, actual: PNG): Comparison {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const diff = new PNG({ width: actual.width, height: actual.height });
    diff.data.fill(255);
    for (let i = 0; i < diff.data.length; i += 4) diff.data[i + 1] = diff.data[i + 2] = 0;
    return { differing: actual.width * actual.height, sizeChanged: true, diff };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXELMATCH_THRESHOLD,
    includeAA: false,
  });
  return { differing, sizeChanged: false, diff };
}

/** A PNG from raw RGBA pixels. */
export function pngOf(width: number, height: number, rgba: Buffer): PNG {
  const png = new PNG({ width, height });
  rgba.copy(png.data);
  return png;
}

/** PNG bytes, compressed as hard as zlib goes: baselines are kept in the repository. */
export function encodePng(png: PNG): Buffer {
  return PNG.sync.write(png, { deflateLevel: 9, deflateStrategy: 1 });
}

/**
 * PNG bytes compressed quickly, for the report's pictures, which are looked at and thrown away:
 * one filter and the lightest deflate take about a twentieth of encodePng's time (a second for
 * the whole matrix), for files about a third larger.
 */
export function encodeReportPng(png: PNG): Buffer {
  return PNG.sync.write(png, { deflateLevel: 1, filterType: 1 });
}
