// @vitest-environment jsdom
/**
 * The painter's pixels read back from WebGL (src/qa/measure/pictures.ts): a rect of the picture
 * (the first slot, where the symbols are compared) read alone gives exactly the pixels the whole
 * picture gives there, so reading only the slot changes no verdict.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webglPixels } from '../../src/qa/measure/pictures.ts';

// Node has no ImageData: the shape webglPixels fills.
class FakeImageData {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

/** A WebGL canvas `width` × `height` whose framebuffer (rows from the bottom, premultiplied) is `pixel(x, y)`. */
function fakeCanvas(width: number, height: number, pixel: (x: number, glY: number) => number[]) {
  const reads: number[][] = [];
  const gl = {
    FRAMEBUFFER: 1,
    FRAMEBUFFER_BINDING: 2,
    RGBA: 3,
    UNSIGNED_BYTE: 4,
    getParameter: () => null,
    bindFramebuffer: () => undefined,
    readPixels: (x: number, y: number, w: number, h: number, _f: number, _t: number, out: Uint8Array) => {
      reads.push([x, y, w, h]);
      for (let row = 0; row < h; row++)
        for (let col = 0; col < w; col++) out.set(pixel(x + col, y + row), (row * w + col) * 4);
    },
  };
  const canvas = { width, height, getContext: (kind: string) => (kind === 'webgl2' ? gl : null) };
  return { canvas: canvas as unknown as HTMLCanvasElement, reads };
}

afterEach(() => vi.unstubAllGlobals());

describe('webglPixels', () => {
  it('reads a rect alone as the whole picture has it there: rows top down, colours un-premultiplied', () => {
    vi.stubGlobal('ImageData', FakeImageData);
    // Every pixel different, some half transparent (premultiplied, to be un-premultiplied).
    const { canvas, reads } = fakeCanvas(13, 9, (x, y) => {
      const a = (x + y) % 3 === 0 ? 128 : 255;
      return [(x * 17) % a, (y * 29) % a, ((x + y) * 7) % a, a];
    });
    const whole = webglPixels(canvas);
    const rect = { x0: 3, y0: 2, x1: 10, y1: 7 };
    const part = webglPixels(canvas, rect);
    expect([part.width, part.height]).toEqual([7, 5]);
    // Only the rect was read: WebGL counts rows from the bottom.
    expect(reads.at(-1)).toEqual([3, 9 - 7, 7, 5]);
    for (let y = rect.y0; y < rect.y1; y++) {
      const from = (y * whole.width + rect.x0) * 4;
      expect([...part.data.subarray((y - rect.y0) * 7 * 4, (y - rect.y0 + 1) * 7 * 4)]).toEqual([
        ...whole.data.subarray(from, from + 7 * 4),
      ]);
    }
  });
});
