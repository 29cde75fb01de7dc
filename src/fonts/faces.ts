/**
 * The faces of the bundled fonts (@fontsource) whose glyphs are kept as data in src/fonts/data,
 * written by `npm run glyphs` (build/glyphs.ts). The painter draws its run-time text from their
 * outlines, so no machine's font settings change a picture; the checks measure text with the same
 * metrics, in Node as in the browser. Pure data and types: this folder imports no other layer.
 */

/** What a face is: its family and weight, the CSS fonts that stand in for a character it lacks, and whether text is drawn in it. */
interface FaceInfo {
  readonly family: string;
  readonly weight: number; // CSS font weight
  readonly css: string; // CSS font family list, for a character the glyphs lack
  readonly drawn: boolean; // false: measured only (the art's own text, outlined at build time)
}

const DISPLAY = 'Fredoka, "Arial Rounded MT Bold", Arial, sans-serif';
const TEXT = 'Nunito, Arial, sans-serif';

export const FACES = {
  'fredoka-600': { family: 'Fredoka', weight: 600, css: DISPLAY, drawn: true }, // title, price, amounts in digits, "Grattez ici", captions
  'nunito-700': { family: 'Nunito', weight: 700, css: TEXT, drawn: true }, // serial, the studio's mention
  'nunito-800': { family: 'Nunito', weight: 800, css: TEXT, drawn: true }, // amounts in words
  'nunito-900': { family: 'Nunito', weight: 900, css: TEXT, drawn: false }, // the art's month labels
} as const satisfies Readonly<Record<string, FaceInfo>>;

export type FaceId = keyof typeof FACES;
/** The faces the painter draws text in. */
export type DrawnFaceId = { [K in FaceId]: (typeof FACES)[K]['drawn'] extends true ? K : never }[FaceId];

/**
 * A face's metrics, in font units (y up, from the baseline). A "unit" is what one glyph draws: a
 * character, or a ligature of two ("tt" in Fredoka) that the font forms by default, as a browser
 * would. Kerning is by classes: the adjustment between units a and b is
 * `kerning[kernLeft[a] * kernRightCount + kernRight[b]]`, added to a's advance.
 */
export interface FaceMetrics {
  readonly id: FaceId;
  readonly family: string;
  readonly weight: number;
  readonly unitsPerEm: number;
  readonly ascender: number; // the font's line ascent (hhea)
  readonly descender: number; // below the baseline: negative
  readonly units: readonly string[];
  readonly advances: readonly number[]; // per unit
  readonly yMin: readonly number[]; // per unit: its ink's bottom (0 for a glyph without ink)
  readonly yMax: readonly number[]; // per unit: its ink's top
  readonly kernLeft: readonly number[]; // per unit: its class as the first of a pair
  readonly kernRight: readonly number[]; // per unit: its class as the second of a pair
  readonly kernRightCount: number;
  readonly kerning: readonly number[];
}

/** A face's outlines: per unit, SVG path data in font units, y down, relative commands ("" for a space). */
export interface FaceOutlines {
  readonly id: FaceId;
  readonly paths: readonly string[];
}
