import { describe, expect, it } from 'vitest';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { addressWith, screenDensity, sheetOptionsFrom } from '../../src/qa/sheet/address.ts';

/*
 * The QA sheet drawn at the screen's own density when its address names none: on a HiDPI screen a
 * picture drawn at density 1 is upscaled, soft under the outlines drawn over it. A density in the
 * address always wins, so that a link, `npm run qa` and the tests show what they name.
 */
describe('the QA sheet’s density', () => {
  it.each([
    [1, 1],
    [1.25, 1],
    [1.5, 2],
    [2, 2],
    [2.625, 3],
    [3, 3],
    [4, 3],
    [0.5, 1],
    [0, 1],
    [Number.NaN, 1],
  ])('takes density %s’s nearest the sheet draws: %s', (ratio, density) => {
    expect(screenDensity(ratio)).toBe(density);
    const options = sheetOptionsFrom(new URLSearchParams('design=dog'), 390, ratio);
    expect(options.density).toBe(density);
    expect(options.densityFrom).toBe('screen');
    expect(options.ignored).toEqual([]);
  });

  it('takes the density the address names, whatever the screen’s', () => {
    for (const ratio of [1, 2, 3])
      for (const density of [1, 2, 3]) {
        const options = sheetOptionsFrom(new URLSearchParams(`density=${density}`), 1280, ratio);
        expect(options.density).toBe(density);
        expect(options.densityFrom).toBe('address');
      }
  });

  it('takes the screen’s for a density it cannot use, and names the value', () => {
    const options = sheetOptionsFrom(new URLSearchParams('density=4'), 1280, 2);
    expect(options.density).toBe(2);
    expect(options.densityFrom).toBe('screen');
    expect(QA_WORDS.en.ignoredParams(options.ignored)).toContain('density “4” (possible: 1, 2, 3)');
  });

  it('writes the density shown in the address, the other parameters as they were', () => {
    const shown = (search: string, ratio: number) => sheetOptionsFrom(new URLSearchParams(search), 1280, ratio);
    expect(addressWith('?design=dog&ui=en', shown('?design=dog&ui=en', 3))).toBe(
      '?design=dog&ui=en&width=1280&density=3',
    );
    expect(addressWith('?density=7&page=2', { ...shown('?density=7&page=2', 2), density: 2 })).toBe(
      '?density=2&page=2&width=1280',
    );
    expect(addressWith('', shown('', 1))).toBe('?width=1280&density=1');
    // The address it writes reads back as what is shown, from the address.
    const options = shown(addressWith('?lab', shown('?lab', 3)), 1);
    expect([options.density, options.densityFrom, options.lab]).toEqual([3, 'address', true]);
  });

  it('says which density it took from the screen, in each language', () => {
    expect(QA_WORDS.fr.screenDensity(3, 2.625)).toBe(
      'Densité 3\u00a0: celle de votre écran (devicePixelRatio 2,625). Elle est écrite dans l’adresse\u00a0: un lien copié montre les mêmes images.',
    );
    expect(QA_WORDS.en.screenDensity(2, 2)).toBe(
      'Density 2: your screen’s (devicePixelRatio 2). It is written in the address, so a copied link shows the same pictures.',
    );
  });
});
