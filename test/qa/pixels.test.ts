import { describe, expect, it } from 'vitest';
import {
  artTextContrast,
  countDifferences,
  inkBounds,
  largestSquare,
  printedTextContrast,
  touchedEdges,
  type RgbaImage,
} from '../../src/qa/checks/pixels.ts';
import { contrastRatio, hexLuminance, relativeLuminance } from '../../src/layouts/colour.ts';

/** A w × h image of one colour, with `paint` setting some pixels. */
function image(
  w: number,
  h: number,
  rgba: readonly number[],
  paint?: (x: number, y: number) => readonly number[] | null,
): RgbaImage {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) data.set(paint?.(x, y) ?? rgba, (y * w + x) * 4);
  }
  return { data, width: w, height: h };
}

describe('pixel measures', () => {
  it('WCAG luminance and contrast: black on white is 21:1, grey #777 on white about 4.48:1', () => {
    expect(contrastRatio(relativeLuminance(0, 0, 0), relativeLuminance(255, 255, 255))).toBeCloseTo(21, 5);
    expect(contrastRatio(relativeLuminance(0x77, 0x77, 0x77), 1)).toBeCloseTo(4.48, 2);
  });

  it('reads #rrggbb colours with the same luminance, and names a colour it cannot read', () => {
    expect(hexLuminance('#777777')).toBe(relativeLuminance(0x77, 0x77, 0x77));
    expect(hexLuminance('#0A0b0C')).toBe(relativeLuminance(10, 11, 12));
    expect(hexLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(() => hexLuminance('#fff')).toThrow('colour "#fff" is not of the form #rrggbb');
  });

  it('ink bounds count pixels at least half covered', () => {
    const img = image(10, 8, [0, 0, 0, 0], (x, y) =>
      x >= 2 && x < 7 && y >= 3 && y < 5 ? [0, 0, 0, 255] : x === 8 ? [0, 0, 0, 100] : null,
    );
    expect(inkBounds(img)).toEqual({ x0: 2, y0: 3, x1: 7, y1: 5 });
    expect(inkBounds(image(3, 3, [0, 0, 0, 0]))).toBeNull();
  });

  it('a drawing that reaches its canvas edge is seen', () => {
    expect(
      touchedEdges(
        image(6, 6, [0, 0, 0, 0], (x, y) => (x === 5 && y === 2 ? [0, 0, 0, 255] : null)),
        128,
      ),
    ).toEqual(['right']);
    expect(
      touchedEdges(
        image(6, 6, [0, 0, 0, 0], (x, y) => (x === 2 && y === 2 ? [0, 0, 0, 255] : null)),
        128,
      ),
    ).toEqual([]);
  });

  it('the largest square of a mask', () => {
    const w = 20;
    const h = 12;
    const mask = new Uint8Array(w * h);
    for (let y = 2; y < 10; y++) for (let x = 3; x < 18; x++) mask[y * w + x] = 1; // 15 × 8
    expect(largestSquare(mask, w, h)).toBe(8);
    mask[6 * w + 10] = 0; // a hole in the middle
    expect(largestSquare(mask, w, h)).toBe(7);
  });

  it('counts differing pixels inside a rect only', () => {
    const a = image(8, 8, [10, 20, 30, 255]);
    const b = image(8, 8, [10, 20, 30, 255], (x, y) =>
      (x === 1 && y === 1) || (x === 6 && y === 6) ? [10, 20, 31, 255] : null,
    );
    expect(countDifferences(a, b, { x0: 0, y0: 0, x1: 4, y1: 4 })).toBe(1);
    expect(countDifferences(a, b, { x0: 0, y0: 0, x1: 8, y1: 8 })).toBe(2);
  });

  describe('contrast sampled from the render', () => {
    // A "glyph": a 14 × 10 ring of ink, 2 px thick, around a 10 × 6 counter, on a 26 × 18
    // picture, its raster placed at (5, 4).
    const glyph = (x: number, y: number) =>
      x >= 0 && x < 14 && y >= 0 && y < 10 && !(x >= 2 && x < 12 && y >= 2 && y < 8);
    const raster = image(16, 12, [0, 0, 0, 0], (x, y) => (glyph(x, y) ? [0, 0, 0, 255] : null));
    const picture = (ink: readonly number[], paper: readonly number[]) =>
      image(26, 18, paper, (x, y) => (glyph(x - 5, y - 4) ? ink : null));

    it('dark text on light paper passes, light text on light paper fails', () => {
      expect(
        printedTextContrast(picture([26, 20, 70, 255], [255, 253, 247, 255]), raster, { x: 5, y: 4 }),
      ).toBeGreaterThan(15);
      expect(
        printedTextContrast(picture([244, 240, 224, 255], [255, 253, 247, 255]), raster, { x: 5, y: 4 }),
      ).toBeLessThan(1.2);
    });

    it('the background is read within the text, not beside it (another text, a border)', () => {
      // A light stripe at the far right of the box, away from the text, does not count.
      const far = image(26, 18, [20, 20, 20, 255], (x, y) =>
        glyph(x - 5, y - 4) ? [250, 250, 250, 255] : x >= 22 ? [250, 250, 250, 255] : null,
      );
      expect(printedTextContrast(far, raster, { x: 5, y: 4 })).toBeGreaterThan(10);
    });

    it('reads the same pixels as the definition, neighbour by neighbour, on seeded random texts', () => {
      // The definition: solid raster pixels are text; others are background when no pixel within
      // `clearance` (a square) has any alpha, outside the raster counting as clear.
      const byDefinition = (pic: RgbaImage, ras: RgbaImage, ox: number, oy: number, clearance: number) => {
        const alpha = (x: number, y: number) =>
          x < 0 || y < 0 || x >= ras.width || y >= ras.height ? 0 : ras.data[(y * ras.width + x) * 4 + 3]!;
        const bounds = inkBounds(ras, 1);
        if (bounds === null) return null;
        const text: number[] = [];
        const background: number[] = [];
        for (let y = bounds.y0; y < bounds.y1; y++) {
          for (let x = bounds.x0; x < bounds.x1; x++) {
            const px = x + ox;
            const py = y + oy;
            if (px < 0 || py < 0 || px >= pic.width || py >= pic.height) continue;
            const at = (py * pic.width + px) * 4;
            const l = relativeLuminance(pic.data[at]!, pic.data[at + 1]!, pic.data[at + 2]!);
            if (alpha(x, y) >= 250) text.push(l);
            else {
              let clear = true;
              for (let dy = -clearance; dy <= clearance; dy++)
                for (let dx = -clearance; dx <= clearance; dx++) clear &&= alpha(x + dx, y + dy) === 0;
              if (clear) background.push(l);
            }
          }
        }
        if (text.length === 0 || background.length === 0) return null;
        const sortedText = [...text].sort((a, b) => a - b);
        const median = sortedText[Math.floor(0.5 * sortedText.length)]!;
        const ratios = background.map((l) => contrastRatio(median, l)).sort((a, b) => a - b);
        return ratios[Math.floor(0.1 * ratios.length)]!;
      };
      let seed = 7;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      for (let run = 0; run < 200; run++) {
        const ras = image(3 + Math.floor(random() * 20), 3 + Math.floor(random() * 14), [0, 0, 0, 0], () =>
          random() < 0.35 ? [0, 0, 0, random() < 0.6 ? 255 : Math.floor(random() * 256)] : null,
        );
        const pic = image(30, 24, [0, 0, 0, 255], () => [
          Math.floor(random() * 256),
          Math.floor(random() * 256),
          Math.floor(random() * 256),
          255,
        ]);
        const ox = Math.floor(random() * 30) - 8;
        const oy = Math.floor(random() * 24) - 6;
        const clearance = run % 3;
        expect(printedTextContrast(pic, ras, { x: ox, y: oy }, clearance)).toBe(
          byDefinition(pic, ras, ox, oy, clearance),
        );
      }
    });

    it('art text is compared pixel by pixel with what lies behind it', () => {
      const alone = image(16, 12, [0, 0, 0, 0], (x, y) => (glyph(x, y) ? [255, 255, 255, 255] : null));
      const behind = image(16, 12, [30, 30, 120, 255]);
      const drawn = image(16, 12, [30, 30, 120, 255], (x, y) => (glyph(x, y) ? [255, 255, 255, 255] : null));
      expect(artTextContrast(drawn, behind, alone)).toBeGreaterThan(8);
      const pale = image(16, 12, [230, 230, 240, 255]);
      const paleDrawn = image(16, 12, [230, 230, 240, 255], (x, y) => (glyph(x, y) ? [255, 255, 255, 255] : null));
      expect(artTextContrast(paleDrawn, pale, alone)).toBeLessThan(1.5);
    });
  });
});
