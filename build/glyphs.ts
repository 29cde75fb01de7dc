/**
 * `npm run glyphs`: writes src/fonts/data/, the bundled fonts' glyphs as data, for the text the
 * painter draws at run time (title, price, amounts, serial, "Grattez ici", the studio's caption).
 * Canvas text (fillText) goes through the machine's font settings (fontconfig's hinting and
 * antialiasing, and its fallback fonts), so the same build drew different pixels on two machines;
 * outlines filled as paths do not. Like the art's text (outlineArt.ts), the glyphs come from the
 * @fontsource .woff files through fontkit.
 *
 * Per face, two files: `<face>.metrics.json` (advances, ink bounds, ligatures, kerning: what
 * measuring needs, in Node as in the browser) and `<face>.outlines.json` (SVG path data, y down,
 * in font units, relative commands and whole units: what drawing needs). test/build/glyphs.slow.test.ts
 * fails when they are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as fontkit from 'fontkit';
import { createFontLoader, type FontLoader } from './outlineArt.ts';
import { FACES, type FaceId, type FaceMetrics, type FaceOutlines } from '../src/fonts/faces.ts';

/** Combining marks (drawn over a previous letter), controls and non-characters are left out. */
function isDrawnAlone(codePoint: number): boolean {
  return (
    codePoint >= 0x20 &&
    !(codePoint >= 0x7f && codePoint < 0xa0) &&
    !(codePoint >= 0x300 && codePoint < 0x370) &&
    codePoint !== 0xfffe &&
    codePoint !== 0xffff
  );
}

const PATH_LETTERS: Readonly<Record<string, string>> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
};

/** SVG path data of an outline, y down, in whole font units, with relative commands (the shortest text). */
export function relativePathData(commands: readonly { command: string; args: readonly number[] }[]): string {
  let d = '';
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const { command, args } of commands) {
    const letter = PATH_LETTERS[command];
    if (letter === undefined) throw new Error(`unknown glyph path command ${command}`);
    if (command === 'closePath') {
      d += 'z';
      [x, y] = [startX, startY];
      continue;
    }
    let numbers = '';
    let endX = x;
    let endY = y;
    for (let k = 0; k + 1 < args.length; k += 2) {
      // Absolute points rounded first, then differences: no rounding error adds up along a contour.
      endX = Math.round(args[k]!);
      endY = Math.round(-args[k + 1]!) || 0;
      for (const n of [endX - x, endY - y]) numbers += (n < 0 || numbers === '' ? '' : ' ') + String(n);
    }
    d += letter + numbers;
    [x, y] = [endX, endY];
    if (command === 'moveTo') [startX, startY] = [x, y];
  }
  return d;
}

/** Values, each mapped to the index of its first equal in `keys` order: classes of equal rows or columns. */
function classesOf(keys: readonly string[]): { classOf: number[]; count: number } {
  const seen = new Map<string, number>();
  const classOf = keys.map((key) => {
    let c = seen.get(key);
    if (c === undefined) {
      c = seen.size;
      seen.set(key, c);
    }
    return c;
  });
  return { classOf, count: seen.size };
}

/** One face's metrics and outlines, shaped as a browser shapes text (default features: kerning, ligatures). */
export function faceData(id: FaceId, loadFont: FontLoader): { metrics: FaceMetrics; outlines: FaceOutlines } {
  const { family, weight } = FACES[id];
  const font = loadFont(family, weight);
  const chars = font.characterSet.filter(isDrawnAlone).map((c) => String.fromCodePoint(c));
  const glyphOf = (text: string): fontkit.Glyph | null => {
    const run = font.layout(text);
    return run.glyphs.length === 1 ? run.glyphs[0]! : null;
  };
  // Ligatures the font forms by default from two characters ("tt" in Fredoka, "fi" in Nunito).
  const ligatures: string[] = [];
  for (const a of chars) {
    for (const b of chars) {
      const glyph = glyphOf(a + b);
      if (glyph !== null && glyph.id !== 0) ligatures.push(a + b);
    }
  }
  const units = [...chars, ...ligatures];
  const glyphs = units.map((unit) => {
    const glyph = glyphOf(unit);
    if (glyph === null) throw new Error(`${id}: "${unit}" is not one glyph`);
    return glyph;
  });
  const advances = glyphs.map((g) => g.advanceWidth);
  const pairKern = (i: number, j: number): number => {
    let run: fontkit.GlyphRun;
    try {
      run = font.layout(units[i]! + units[j]!);
    } catch {
      return 0; // fontkit fails on a few mark anchors: no kerning there
    }
    if (run.glyphs.length !== 2 || run.glyphs[0]!.id !== glyphs[i]!.id || run.glyphs[1]!.id !== glyphs[j]!.id) return 0;
    return run.advanceWidth - advances[i]! - advances[j]!;
  };
  const matrix = units.map((_, i) => units.map((_, j) => pairKern(i, j)));
  // Kerning is stored by classes (units whose rows, or columns, are equal), as fonts store it.
  const left = classesOf(matrix.map((row) => row.join(',')));
  const right = classesOf(units.map((_, j) => matrix.map((row) => row[j]).join(',')));
  const kerning = new Array<number>(left.count * right.count).fill(0);
  units.forEach((_, i) =>
    units.forEach((_, j) => {
      kerning[left.classOf[i]! * right.count + right.classOf[j]!] = matrix[i]![j]!;
    }),
  );
  const round = (n: number) => Math.round(n) || 0;
  return {
    metrics: {
      id,
      family,
      weight,
      unitsPerEm: font.unitsPerEm,
      ascender: font.ascent,
      descender: font.descent,
      units,
      advances,
      yMin: glyphs.map((g) => round(g.bbox.minY)),
      yMax: glyphs.map((g) => round(g.bbox.maxY)),
      kernLeft: left.classOf,
      kernRight: right.classOf,
      kernRightCount: right.count,
      kerning,
    },
    outlines: { id, paths: glyphs.map((g) => relativePathData(g.path.commands)) },
  };
}

/** The folder the data is written to. */
export const GLYPHS_DIR = fileURLToPath(new URL('../src/fonts/data/', import.meta.url));

/** Every face's files: name → content (JSON, one line). */
export function glyphFiles(loadFont: FontLoader = createFontLoader()): Map<string, string> {
  const files = new Map<string, string>();
  for (const id of Object.keys(FACES) as FaceId[]) {
    const { metrics, outlines } = faceData(id, loadFont);
    files.set(`${id}.metrics.json`, `${JSON.stringify(metrics)}\n`);
    if (FACES[id].drawn) files.set(`${id}.outlines.json`, `${JSON.stringify(outlines)}\n`);
  }
  return files;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(GLYPHS_DIR, { recursive: true });
  const files = glyphFiles();
  for (const [name, content] of files) writeFileSync(`${GLYPHS_DIR}${name}`, content);
  process.stdout.write(`glyphs: wrote ${[...files.keys()].join(', ')}\n`);
}
