/*
 * The build's outliner of the art's texts (build/outlineArt.ts) refuses what it cannot draw, each
 * problem with a stable code and its words in French and in English: check-layout --art says them
 * in the run's language, as it says every other bad input.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArtOutlineError, createFontLoader, outlineSvgText, type ArtProblemCode } from '../../build/outlineArt.ts';
import type { Lang } from '../../src/i18n/lang.ts';
import { cli } from './helpers.ts';

const FR = { LANG: 'fr_FR.UTF-8' };
const NB = '\u00a0';
const scratch = mkdtempSync(join(tmpdir(), 'grattez-art-words-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An art with every problem the outliner names together, one or two a line, in the order of the file. */
const BAD_ART = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900">
<g font-size="3"><rect id="outline-glyph-x" width="1" height="1"/></g>
<tspan>a</tspan>
<rect style="fill:red" width="1" height="1"/>
<image href="x.png"/>
<text x="1" y="2" font-size="9" font-family="Nunito">a<tspan>b</tspan><?pi x?></text>
<text font-size="9" font-family="Comic Sans">b</text>
<text font-size="9" font-family="Nunito" font-weight="650">c</text>
<text font-size="0" font-family="Nunito" foo="1">d</text>
<text font-family="Nunito">e</text>
<text font-size="9">f</text>
<text x="1cm" font-size="9" font-family="Nunito">g</text>
<text font-size="9" font-family="Nunito" text-anchor="left">h</text>
<text font-size="9" font-family="Nunito" textLength="10">i</text>
<text font-size="9" font-family="Nunito" lengthAdjust="spacing">j</text>
<text font-size="9" font-family="Nunito" textLength="-1" lengthAdjust="spacingAndGlyphs">k</text>
<text font-size="9" font-family="Nunito">日</text>
</svg>
`;

const FACES = 'Nunito 200/300/400/500/600/700/800/900, Fredoka 300/400/500/600/700';
/** Each problem of BAD_ART: its code, its English, its French. */
const EXPECTED: readonly [ArtProblemCode, string, string][] = [
  [
    'inherited-property',
    'font-size on <g> is not supported: set it on each <text>',
    `font-size sur <g> n’est pas pris en charge${NB}: mettez-le sur chaque <text>`,
  ],
  [
    'glyph-id',
    'ids starting with outline-glyph- are kept for the outlined glyphs',
    'les identifiants commençant par outline-glyph- sont réservés aux glyphes dessinés',
  ],
  ['outside-text', '<tspan> outside a <text> is not supported', '<tspan> hors d’un <text> n’est pas pris en charge'],
  [
    'style',
    '<rect style="…"> is not supported: use presentation attributes',
    `<rect style="…"> n’est pas pris en charge${NB}: utilisez des attributs de présentation`,
  ],
  [
    'reference',
    '<image> is not supported: a design draws with shapes and text only',
    `<image> n’est pas pris en charge${NB}: un modèle ne dessine qu’avec des formes et du texte`,
  ],
  [
    'inside-text',
    '<tspan> inside <text> is not supported: one <text> per run',
    `<tspan> dans un <text> n’est pas pris en charge${NB}: un <text> par segment`,
  ],
  ['not-characters', '<text> may only hold characters', 'un <text> ne peut contenir que des caractères'],
  [
    'font-family',
    `<text> "b": font-family must start with a bundled family (${FACES}), not "Comic Sans"`,
    `<text> «${NB}b${NB}»${NB}: font-family doit commencer par une famille fournie par le projet (${FACES}), pas «${NB}Comic Sans${NB}»`,
  ],
  [
    'font-weight',
    `<text> "c": font-weight="650" is not bundled for Nunito (bundled: ${FACES})`,
    `<text> «${NB}c${NB}»${NB}: font-weight="650" n’est pas fourni pour Nunito (fournis${NB}: ${FACES})`,
  ],
  [
    'attribute',
    '<text> "d": the attribute foo is not supported',
    `<text> «${NB}d${NB}»${NB}: l’attribut foo n’est pas pris en charge`,
  ],
  [
    'font-size',
    '<text> "d": font-size must be above 0',
    `<text> «${NB}d${NB}»${NB}: font-size doit être supérieur à 0`,
  ],
  ['required', '<text> "e": font-size is required', `<text> «${NB}e${NB}»${NB}: font-size est obligatoire`],
  ['required', '<text> "f": font-family is required', `<text> «${NB}f${NB}»${NB}: font-family est obligatoire`],
  [
    'not-a-number',
    '<text> "g": x="1cm" is not supported: give one number, in user units',
    `<text> «${NB}g${NB}»${NB}: x="1cm" n’est pas pris en charge${NB}: donnez un seul nombre, en unités de l’utilisateur`,
  ],
  [
    'text-anchor',
    '<text> "h": text-anchor="left" is not supported: start, middle or end',
    `<text> «${NB}h${NB}»${NB}: text-anchor="left" n’est pas pris en charge${NB}: start, middle ou end`,
  ],
  [
    'text-length-adjust',
    '<text> "i": textLength is supported with lengthAdjust="spacingAndGlyphs" only',
    `<text> «${NB}i${NB}»${NB}: textLength n’est pris en charge qu’avec lengthAdjust="spacingAndGlyphs"`,
  ],
  [
    'length-adjust-alone',
    '<text> "j": lengthAdjust needs a textLength',
    `<text> «${NB}j${NB}»${NB}: lengthAdjust demande un textLength`,
  ],
  [
    'text-length',
    '<text> "k": textLength must be above 0',
    `<text> «${NB}k${NB}»${NB}: textLength doit être supérieur à 0`,
  ],
  [
    'no-glyph',
    '<text> "日": Nunito 400 (latin subset) has no glyph for "日" (U+65E5)',
    `<text> «${NB}日${NB}»${NB}: Nunito 400 (sous-ensemble latin) n’a pas de glyphe pour «${NB}日${NB}» (U+65E5)`,
  ],
];

/** The outliner's error for `source`, named `file`. */
function refusal(source: string, file: string): ArtOutlineError {
  try {
    outlineSvgText(source, file, createFontLoader());
  } catch (error) {
    if (error instanceof ArtOutlineError) return error;
    throw error;
  }
  throw new Error('the art was outlined');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** check-layout --art on `source`, in `lang`. */
async function checkLayout(source: string, name: string, lang: Lang) {
  const art = join(scratch, name);
  writeFileSync(art, source);
  const argv = ['check-layout', '--layout', 'designs/dog/design.json', '--art', art];
  return { art, result: await cli(argv, lang === 'fr' ? { env: FR } : {}) };
}

describe('the art outliner’s problems', () => {
  it('each has its code and its words in French and English, in the order of the file', () => {
    const { problems } = refusal(BAD_ART, 'bad.svg');
    expect(problems.map((p) => [p.code, p.message.en, p.message.fr])).toEqual(EXPECTED);
    expect(problems.every((p) => p.where !== null && /^bad\.svg:\d+:\d+$/.test(p.where))).toBe(true);
  });

  it.each(['en', 'fr'] as const)(
    'check-layout --art says every one in the run’s language (%s), exit 2',
    async (lang) => {
      const { art, result } = await checkLayout(BAD_ART, 'bad.svg', lang);
      const { problems } = refusal(BAD_ART, art);
      const colon = lang === 'fr' ? `${NB}: ` : ': ';
      const list = problems.map((p, i) => `${p.where}${colon}${EXPECTED[i]![lang === 'fr' ? 2 : 1]}`);
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr: `grattez: --art${colon}${list.join(lang === 'fr' ? '\u202f; ' : '; ')}\n`,
      });
    },
  );

  it.each([
    [
      'not-well-formed',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
      'not well-formed SVG: ',
      `SVG mal formé${NB}: `,
    ],
    [
      'not-svg-root',
      '<html xmlns="http://www.w3.org/1999/xhtml"/>',
      'the root element is not an <svg> in the SVG namespace',
      'l’élément racine n’est pas un <svg> de l’espace de noms SVG',
    ],
  ] as const)('a file it cannot read as SVG (%s): said in both languages', async (code, source, en, fr) => {
    expect(refusal(source, 'x.svg').problems.map((p) => p.code)).toEqual([code]);
    const english = await checkLayout(source, `${code}.svg`, 'en');
    const french = await checkLayout(source, `${code}.svg`, 'fr');
    // The file, and where the parser stopped or the root starts.
    const at = (art: string) => `${escape(art)}(?::\\d+:\\d+)?`;
    expect(english.result.stderr).toMatch(new RegExp(`^grattez: --art: ${at(english.art)}: ${escape(en)}`));
    expect(french.result.stderr).toMatch(new RegExp(`^grattez: --art${NB}: ${at(french.art)}${NB}: ${escape(fr)}`));
    expect([english.result.code, french.result.code]).toEqual([2, 2]);
  });
});
