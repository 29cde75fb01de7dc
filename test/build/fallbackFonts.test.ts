import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackFontScales, STAND_IN_FAMILIES, type FallbackScale } from '../../build/fallbackFontScales.ts';

/** An @font-face rule of the stylesheet, its descriptors by name. */
type FontFace = ReadonlyMap<string, string>;

/** The @font-face rules of a stylesheet that holds nothing else (the fonts chunk's rule). */
function parseFontFaces(css: string): FontFace[] {
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [...uncommented.matchAll(/@font-face\s*\{([^}]*)\}/g)];
  const rest = uncommented.replace(/@font-face\s*\{[^}]*\}/g, '').trim();
  if (rest !== '') throw new Error(`fallbackFonts.css holds more than @font-face rules: ${rest.slice(0, 80)}`);
  return rules.map(
    ([, body]) =>
      new Map(
        body!
          .split(';')
          .map((declaration) => declaration.trim())
          .filter((declaration) => declaration !== '')
          .map((declaration) => {
            const colon = declaration.indexOf(':');
            return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
          }),
      ),
  );
}

const unquote = (value: string) => value.replace(/^['"]|['"]$/g, '');
/** The stylesheet's family for a web family's stand-in: Arial's widths first, then DejaVu Sans's. */
const cssFamily = (scale: FallbackScale) =>
  scale.standIn === 'Liberation Sans' ? `${scale.webFamily} fallback` : `${scale.webFamily} fallback DejaVu`;
/** Whether a face's font-weight (a range, a weight, or none: every weight) holds `weight`. */
function holdsWeight(face: FontFace, weight: number): boolean {
  const given = face.get('font-weight');
  if (given === undefined) return true;
  const [low, high = low] = given.split(/\s+/).map(Number);
  return low! <= weight && weight <= high!;
}
const percent = (face: FontFace, descriptor: string) => {
  const value = face.get(descriptor);
  const match = /^(-?\d+(?:\.\d+)?)%$/.exec(value ?? '');
  if (match === null) throw new Error(`${descriptor} is ${value ?? 'missing'}, not a percentage`);
  return Number(match[1]);
};

const css = readFileSync('src/styles/fallbackFonts.css', 'utf8');
const faces = parseFontFaces(css);
const { scales, missing } = await fallbackFontScales();

describe('the stand-in faces of src/styles/fallbackFonts.css', () => {
  it('are measured over both stand-in families, installed here as on CI (.ci/run)', () => {
    expect(missing, 'stand-in families fontconfig does not find: install their Debian packages').toEqual([]);
    expect(new Set(scales.map((scale) => scale.standIn))).toEqual(new Set(STAND_IN_FAMILIES));
  });

  it('give each web face over each stand-in one face, and no other', () => {
    const matched = scales.map((scale) =>
      faces.filter(
        (face) => unquote(face.get('font-family') ?? '') === cssFamily(scale) && holdsWeight(face, scale.webWeight),
      ),
    );
    for (const [i, scale] of scales.entries())
      expect(matched[i], `faces for ${scale.webFamily} ${scale.webWeight} over ${scale.standIn}`).toHaveLength(1);
    expect(new Set(matched.flat()).size, 'faces of the stylesheet no web face needs').toBe(faces.length);
  });

  // A tolerance of the script's printed precision (a tenth of a percent): the numbers copied from
  // `npm run fallback-fonts` match; a web font, a stand-in or a header word changed does not.
  it.each(
    scales.map((scale) => [`${scale.webFamily} ${scale.webWeight} over ${scale.standInFullName}`, scale] as const),
  )('scale %s as npm run fallback-fonts computes it', (_, scale) => {
    const face = faces.find(
      (f) => unquote(f.get('font-family') ?? '') === cssFamily(scale) && holdsWeight(f, scale.webWeight),
    )!;
    const copy = 'copy what npm run fallback-fonts prints';
    expect(percent(face, 'size-adjust'), `size-adjust: ${copy}`).toBeCloseTo(scale.sizeAdjustPercent, 1);
    expect(percent(face, 'ascent-override'), `ascent-override: ${copy}`).toBeCloseTo(scale.ascentOverridePercent, 1);
    expect(percent(face, 'descent-override'), `descent-override: ${copy}`).toBeCloseTo(scale.descentOverridePercent, 1);
    expect(percent(face, 'line-gap-override'), `line-gap-override: ${copy}`).toBeCloseTo(
      scale.lineGapOverridePercent,
      1,
    );
    // The face measured is the one the rule asks for by name.
    const src = face.get('src') ?? '';
    expect(src).toContain(`local('${scale.standInFullName}')`);
    expect(src).toContain(`local('${scale.standInPostscriptName}')`);
  });
});
