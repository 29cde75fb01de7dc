import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { getLayout } from '../../src/layouts/index.ts';
import { PHONE_TICKET_WIDTH_PX } from '../../src/qa/checks/legibility.ts';
import type { RgbaImage } from '../../src/qa/checks/pixels.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import {
  checkSymbolInk,
  checkSymbolsDistinct,
  measureSymbolInk,
  MIN_SYMBOL_DIFFERENCE,
  symbolDifference,
} from '../../src/qa/checks/symbols.ts';
import { designSymbols } from '../../src/qa/content.ts';

/*
 * The symbols as the painter drew them: crops of the baseline of the dog ticket revealed at
 * density 2 (test/visual/dog-fr-revealed-d2.png), whose first page of worst-case content shows
 * bone, bowl, ball, collar, frisbee and slipper in paws 1 to 6.
 */
const png = PNG.sync.read(readFileSync(new URL('../visual/dog-fr-revealed-d2.png', import.meta.url)));
const scale = (2 * PHONE_TICKET_WIDTH_PX) / getLayout('dog').width;

function crop(x0: number, y0: number, size: number, edit?: (x: number, y: number, px: Uint8Array) => void): RgbaImage {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = ((y0 + y) * png.width + x0 + x) * 4;
      const px = new Uint8Array(png.data.subarray(from, from + 4));
      edit?.(x, y, px);
      data.set(px, (y * size + x) * 4);
    }
  }
  return { data, width: size, height: size };
}

const slot = (zone: number) => getLayout('dog').zones[zone]!.slots[0]!;
const size = Math.floor(slot(0).size * scale);
const symbolIn = (zone: number, edit?: (x: number, y: number, px: Uint8Array) => void) =>
  crop(Math.round(slot(zone).x * scale), Math.round(slot(zone).y * scale), size, edit);

describe('symbols stay distinct', () => {
  const symbols = designSymbols('dog').map((symbol, zone) => ({ symbol, picture: symbolIn(zone) }));

  it('every pair of the dog ticket’s symbols is told apart', () => {
    expect(checkSymbolsDistinct('dog', symbols)).toEqual([]);
  });

  it('a bone with a notch, or shifted by two pixels, is the same bone: it fails against the bone', () => {
    const bone = symbols[0]!.picture;
    const paper = [...symbolIn(0).data.subarray(0, 4)];
    const notched = symbolIn(0, (x, y, px) => {
      if (x > size * 0.4 && x < size * 0.55 && y > size * 0.4 && y < size * 0.55) px.set(paper);
    });
    const shifted = crop(Math.round(slot(0).x * scale) + 2, Math.round(slot(0).y * scale) + 2, size);
    expect(symbolDifference(bone, notched)).toBeLessThan(MIN_SYMBOL_DIFFERENCE);
    expect(symbolDifference(bone, shifted)).toBeLessThan(MIN_SYMBOL_DIFFERENCE);
    const findings = checkSymbolsDistinct('dog', [symbols[0]!, { symbol: 'decoy', picture: notched }]);
    expect(findings.map((f) => [f.element, f.problem.kind])).toEqual([['dog.symbols.bone', 'symbolsAlike']]);
  });
});

/** A `size` px square slot, transparent, with a disc of ink of diameter `diameter` (share of the side) centred at (cx, cy) (shares). */
function disc(size: number, diameter: number, cx = 0.5, cy = 0.5): RgbaImage {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = Math.hypot((x + 0.5) / size - cx, (y + 0.5) / size - cy) <= diameter / 2;
      if (inside) data.set([120, 40, 20, 255], (y * size + x) * 4);
    }
  }
  return { data, width: size, height: size };
}

describe('symbols show themselves', () => {
  it('a symbol drawn as the project draws them (most of its slot, centred) passes', () => {
    const measure = measureSymbolInk(disc(72, 0.88));
    expect(measure.extent).toBeCloseTo(0.88, 1);
    expect(checkSymbolInk('dog', 'ball', measure)).toEqual([]);
  });

  it('an empty drawing fails: it shows nothing', () => {
    const findings = checkSymbolInk('dog', 'bowl', measureSymbolInk(disc(72, 0)));
    expect(findings).toEqual([
      {
        check: 'symbols',
        element: 'dog.symbols.bowl',
        problem: { kind: 'symbolInk', symbol: 'bowl', percent: 0, min: 10 },
      },
    ]);
    expect(describeFinding(findings[0]!, 'en')).toBe(
      'dog.symbols.bowl: the drawing "bowl" covers 0 % of its slot with ink (at least 10 %)',
    );
    expect(describeFinding(findings[0]!, 'fr')).toBe(
      'dog.symbols.bowl\u00a0: le dessin «\u00a0bowl\u00a0» couvre d’encre 0\u00a0% de son emplacement (minimum 10\u00a0%)',
    );
  });

  it('a symbol at a third of its size in a corner fails, too small and off centre', () => {
    const findings = checkSymbolInk('dog', 'bone', measureSymbolInk(disc(72, 0.3, 0.17, 0.17)));
    // A ninth of the ink, too: each fault is named.
    expect(findings.map((f) => [f.element, f.problem.kind])).toEqual([
      ['dog.symbols.bone', 'symbolInk'],
      ['dog.symbols.bone', 'symbolSmall'],
      ['dog.symbols.bone', 'symbolOffCentre'],
    ]);
    expect(findings[1]!.problem).toMatchObject({ percent: 31, min: 60 });
    expect(describeFinding(findings[1]!, 'en')).toBe(
      'dog.symbols.bone: the drawing "bone" spans 31 % of its slot\'s side (at least 60 %)',
    );
    expect(describeFinding(findings[2]!, 'en')).toBe(
      'dog.symbols.bone: the drawing "bone" stands off its slot\'s centre by 47 % of the slot\'s side (at most 15 %)',
    );
    expect(describeFinding(findings[2]!, 'fr')).toBe(
      'dog.symbols.bone\u00a0: le dessin «\u00a0bone\u00a0» est décalé du centre de son emplacement de 47\u00a0% du côté de celui-ci (maximum 15\u00a0%)',
    );
  });

  it('a full-size symbol pushed a quarter aside fails only as off centre', () => {
    const findings = checkSymbolInk('dog', 'bone', measureSymbolInk(disc(72, 0.7, 0.75, 0.5)));
    expect(findings.map((f) => f.problem.kind)).toEqual(['symbolOffCentre']);
  });
});
