// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { parseDesignFolder } from '../../src/layouts/designFolder.ts';
import { parseDesign } from '../../src/layouts/parseDesign.ts';
import { folderProblemText } from '../../src/render/givenDesign.ts';

/*
 * A design folder's problems read in the page's language: every kind of problem a folder can have,
 * worded in French and in English, naming the file and the field.
 */

type Json = Record<string, unknown>;
type Zone = { id: string; kind: string; cover?: string; slots: { size: unknown }[] };

/** The months design's folder under the id `months-copy`, `change` applied to its design.json data. */
function folder(change: (data: Json) => void = () => undefined): Record<string, string> {
  const dir = join(import.meta.dirname, '../../designs/months');
  const files = Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
  const data = JSON.parse(files['design.json']!) as Json;
  data.design = 'months-copy';
  change(data);
  return { ...files, 'design.json': JSON.stringify(data, null, 2) };
}
const zone = (data: Json, id: string) => (data.zones as Zone[]).find((z) => z.id === id)!;

/** The lines the design lab shows for a folder, in a language (its problems as the page words them). */
function said(files: Record<string, string>, lang: 'fr' | 'en', id?: string): string[] {
  const result = parseDesignFolder(files, DESIGN_WORDS[lang], id);
  return result.ok ? [] : result.problems.map((p) => folderProblemText(p, lang));
}

const art = folder()['months.svg']!;
const NB = '\u00a0';
/** The line of the art's </svg>, where the cases below plant an element. */
const LAST = art.split('\n').findIndex((l) => l.includes('</svg>')) + 1;

/**
 * The line (from 1) where `needles`, each found after the one before, are written in `text`: a
 * problem's line, read from the fixture's own text rather than written by hand.
 */
function at(text: string, ...needles: string[]): number {
  let offset = 0;
  for (const needle of needles) {
    offset = text.indexOf(needle, offset);
    if (offset < 0) throw new Error(`the fixture has no ${needle} there`);
  }
  return text.slice(0, offset).split('\n').length;
}
/** Where `needle` begins in `text`, as a JSON syntax error names it in each language. */
function place(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`the fixture has no ${needle}`);
  return { line: at(text, needle), column: offset - text.lastIndexOf('\n', offset - 1) };
}
const line = (text: string, needle: string) => `line ${place(text, needle).line} column ${place(text, needle).column}`;
const ligne = (text: string, needle: string) =>
  `ligne ${place(text, needle).line}, colonne ${place(text, needle).column}`;
/** design.json texts that do not parse: a colon missing, a comma after the last field, and after a list's last item. */
const NO_COLON = '{\n  "design": "months-copy",\n  "game" "months"\n}';
const LAST_FIELD_COMMA = '{\n  "design": "months-copy",\n  "game": "months",\n}';
const LAST_ITEM_COMMA = '{\n  "design": "months-copy",\n  "zones": [\n    {},\n  ]\n}';

/** A line the lab shows, or how to read it from the case's design.json text (its line numbers). */
type Said = string | ((json: string) => string);

/** Each kind of problem: the folder, then the French and the English line the lab shows. */
const CASES: [string, () => Record<string, string>, Said, Said, string?][] = [
  [
    'JSON that does not parse',
    () => ({ ...folder(), 'design.json': NO_COLON }),
    `design.json${NB}: JSON non valide${NB}: «${NB}:${NB}» attendu (${ligne(NO_COLON, '"months"\n')})`,
    `design.json: not valid JSON: ":" expected (${line(NO_COLON, '"months"\n')})`,
  ],
  [
    'JSON with a comma after its last field, named at the comma',
    () => ({ ...folder(), 'design.json': LAST_FIELD_COMMA }),
    `design.json${NB}: JSON non valide${NB}: virgule en trop après le dernier élément (${ligne(LAST_FIELD_COMMA, ',\n}')})`,
    `design.json: not valid JSON: trailing comma after the last item (${line(LAST_FIELD_COMMA, ',\n}')})`,
  ],
  [
    'JSON with a comma after the last item of a list, on the line before its bracket',
    () => ({ ...folder(), 'design.json': LAST_ITEM_COMMA }),
    `design.json${NB}: JSON non valide${NB}: virgule en trop après le dernier élément (${ligne(LAST_ITEM_COMMA, ',\n  ]')})`,
    `design.json: not valid JSON: trailing comma after the last item (${line(LAST_ITEM_COMMA, ',\n  ]')})`,
  ],
  [
    'a field of the wrong type',
    () => folder((d) => (d.width = '600')),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: width${NB}: attendu${NB}: un nombre, reçu${NB}: un texte (ligne ${at(json, '"width"')})`,
    (json) => `design.json: design "months-copy": width: expected a number, got a string (line ${at(json, '"width"')})`,
  ],
  [
    'a field missing',
    () => folder((d) => delete d.price),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: price${NB}: manquant (attendu${NB}: un objet) (ligne ${at(json, '{')})`,
    (json) => `design.json: design "months-copy": price: missing (expected an object) (line ${at(json, '{')})`,
  ],
  [
    'a number out of range, in a zone',
    () => folder((d) => (zone(d, 'month-3').slots[0]!.size = -4)),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone month-3${NB}: slots[0].size${NB}: doit être supérieur à 0 (il vaut -4) (ligne ${at(json, '"month-3"', '"size"')})`,
    (json) =>
      `design.json: design "months-copy": zone month-3: slots[0].size: must be greater than 0 (it is -4) (line ${at(json, '"month-3"', '"size"')})`,
  ],
  [
    'a text too long',
    () => folder((d) => ((d.name as Json).fr = 'x'.repeat(41))),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: name.fr${NB}: au plus 40 caractères (il en a 41) (ligne ${at(json, '"name"', '"fr"')})`,
    (json) =>
      `design.json: design "months-copy": name.fr: at most 40 characters (it has 41) (line ${at(json, '"name"', '"fr"')})`,
  ],
  [
    'a value not among those allowed',
    () => folder((d) => (zone(d, 'gain').cover = 'bronze')),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone gain${NB}: cover${NB}: "bronze" au lieu de l’une des valeurs "silver", "gold" (ligne ${at(json, '"id": "gain"', '"cover"')})`,
    (json) =>
      `design.json: design "months-copy": zone gain: cover: "bronze" instead of one of "silver", "gold" (line ${at(json, '"id": "gain"', '"cover"')})`,
  ],
  [
    'a shape part of no known kind',
    () => folder((d) => ((zone(d, 'gain') as unknown as { shape: Json[] }).shape[0]!.kind = 'circle')),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone gain${NB}: shape[0].kind${NB}: "circle" au lieu de l’une des valeurs "ellipse", "rect", "polygon" (ligne ${at(json, '"id": "gain"', '"shape"', '"kind"')})`,
    (json) =>
      `design.json: design "months-copy": zone gain: shape[0].kind: "circle" instead of one of "ellipse", "rect", "polygon" (line ${at(json, '"id": "gain"', '"shape"', '"kind"')})`,
  ],
  [
    'a zone without its kind',
    () => folder((d) => delete (zone(d, 'gain') as Partial<Zone>).kind),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone gain${NB}: kind${NB}: manquant (l’une des valeurs "paw", "bonus", "month", "gain") (ligne ${at(json, '"id": "gain"') - 1})`,
    (json) =>
      `design.json: design "months-copy": zone gain: kind: missing (one of "paw", "bonus", "month", "gain") (line ${at(json, '"id": "gain"') - 1})`,
  ],
  [
    'a text not of its form',
    () => folder((d) => ((d.price as Json).color = 'red')),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: price.color${NB}: «${NB}red${NB}» n’est pas une couleur de la forme #rrvvbb (six chiffres hexadécimaux, par exemple #1a2b3c) (ligne ${at(json, '"price"', '"color"')})`,
    (json) =>
      `design.json: design "months-copy": price.color: "red" is not a colour of the form #rrggbb (six hexadecimal digits, e.g. #1a2b3c) (line ${at(json, '"price"', '"color"')})`,
  ],
  [
    'a colour of three digits, named as written',
    () => folder((d) => ((d.palette as Json).amount = '#abc')),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: palette.amount${NB}: «${NB}#abc${NB}» n’est pas une couleur de la forme #rrvvbb (six chiffres hexadécimaux, par exemple #1a2b3c) (ligne ${at(json, '"palette"', '"amount"')})`,
    (json) =>
      `design.json: design "months-copy": palette.amount: "#abc" is not a colour of the form #rrggbb (six hexadecimal digits, e.g. #1a2b3c) (line ${at(json, '"palette"', '"amount"')})`,
  ],
  [
    'a zone id not of its form',
    () => folder((d) => (zone(d, 'gain').id = 'Gain 1')),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone Gain 1${NB}: id${NB}: «${NB}Gain 1${NB}» ne doit avoir que des minuscules sans accents, des chiffres et des tirets (ligne ${at(json, '"id": "Gain 1"')})`,
    (json) =>
      `design.json: design "months-copy": zone Gain 1: id: "Gain 1" must be lower-case letters, digits and dashes (line ${at(json, '"id": "Gain 1"')})`,
  ],
  [
    'a misspelt field in a zone, refused rather than dropped',
    () =>
      folder((d) => {
        const words = (zone(d, 'gain') as unknown as { amountWords: Json }).amountWords;
        words.colour = '#7a2e00';
      }),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone gain${NB}: amountWords${NB}: champ inconnu «${NB}colour${NB}» (champs possibles${NB}: x, y, w, h, color) (ligne ${at(json, '"id": "gain"', '"colour"')})`,
    (json) =>
      `design.json: design "months-copy": zone gain: amountWords: unknown field "colour" (fields here: x, y, w, h, color) (line ${at(json, '"id": "gain"', '"colour"')})`,
  ],
  [
    'fields unknown at the top level',
    () =>
      folder((d) => {
        d.titel = {};
        d.zone = [];
      }),
    (json) =>
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: (racine)${NB}: champs inconnus «${NB}titel${NB}», «${NB}zone${NB}» (champs possibles${NB}: design, game, width, height, background, title, price, serial, palette, zones, variant, name) (ligne ${at(json, '"titel"')})`,
    (json) =>
      `design.json: design "months-copy": (root): unknown fields "titel", "zone" (fields here: design, game, width, height, background, title, price, serial, palette, zones, variant, name) (line ${at(json, '"titel"')})`,
  ],
  [
    'a folder named otherwise than the design',
    () => folder(),
    `design.json${NB}: modèle «${NB}months-other${NB}»${NB}: design${NB}: «${NB}months-copy${NB}», mais le dossier s’appelle «${NB}months-other${NB}»${NB}: renommez le dossier «${NB}months-copy${NB}», ou écrivez "design": "months-other" dans design.json`,
    'design.json: design "months-other": design: "months-copy", but the folder is named "months-other": rename the folder "months-copy", or write "design": "months-other" in design.json',
    'months-other',
  ],
  [
    'a copy of a built-in design in a folder of its own, its design field left as the built-in one’s',
    () => folder((d) => (d.design = 'months')),
    `design.json${NB}: modèle «${NB}almanach${NB}»${NB}: design${NB}: «${NB}months${NB}», mais le dossier s’appelle «${NB}almanach${NB}»${NB}: écrivez "design": "almanach" dans design.json («${NB}months${NB}» est l’identifiant d’un modèle intégré, qu’un dossier de ce nom remplacerait)`,
    'design.json: design "almanach": design: "months", but the folder is named "almanach": write "design": "almanach" in design.json ("months" is the id of a built-in design, which a folder of that name would replace)',
    'almanach',
  ],
  [
    'a folder name that cannot be an id',
    () => folder(),
    `design.json${NB}: modèle «${NB}Months 2${NB}»${NB}: le nom du dossier ne doit avoir que des minuscules sans accents, des chiffres et des tirets`,
    `design.json: design "Months 2": the folder's name must be lower-case letters, digits and dashes`,
    'Months 2',
  ],
  [
    'a variant for a game without variants',
    () => folder((d) => (d.variant = 'spring')),
    `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: variant${NB}: «${NB}spring${NB}», mais months n’a pas de variantes (null)`,
    'design.json: design "months-copy": variant: "spring", but months has no variants (null)',
  ],
  [
    'a zone missing',
    () => folder((d) => (d.zones = (d.zones as Zone[]).filter((z) => z.id !== 'gain'))),
    `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zones${NB}: les identifiants sont [month-1,month-2,month-3,month-4,month-5,month-6,month-7,month-8,month-9,month-10,month-11,month-12], attendu [month-1,month-2,month-3,month-4,month-5,month-6,month-7,month-8,month-9,month-10,month-11,month-12,gain]`,
    'design.json: design "months-copy": zones: ids are [month-1,month-2,month-3,month-4,month-5,month-6,month-7,month-8,month-9,month-10,month-11,month-12], expected [month-1,month-2,month-3,month-4,month-5,month-6,month-7,month-8,month-9,month-10,month-11,month-12,gain]',
  ],
  [
    'a zone of the wrong kind, with too few slots',
    () =>
      folder((d) => {
        const z = zone(d, 'month-2');
        z.kind = 'gain';
        z.slots = z.slots.slice(1);
      }),
    `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone month-2${NB}: kind${NB}: gain, attendu month`,
    'design.json: design "months-copy": zone month-2: kind gain, expected month',
  ],
  [
    'an English art file missing',
    () => {
      const files = folder();
      delete files['months.en.svg'];
      return files;
    },
    `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: background${NB}: l’illustration anglaise months.en.svg manque au dossier`,
    'design.json: design "months-copy": background: the English art months.en.svg is missing',
  ],
  [
    'symbol art for a symbol the tickets never show',
    () => ({ ...folder(), 'symbols/bone.svg': art }),
    // The file at fault is the symbol's, not design.json.
    `modèle «${NB}months-copy${NB}»${NB}: symbols/bone.svg${NB}: aucun symbole «${NB}bone${NB}» sur les tickets de ce modèle (clover, horseshoe, ladybug, star, moon)`,
    `design "months-copy": symbols/bone.svg: no symbol "bone" on this design's tickets (clover, horseshoe, ladybug, star, moon)`,
  ],
  [
    'symbol art beside design.json, as files dropped loose leave it',
    () => ({ ...folder(), 'clover.svg': art }),
    `modèle «${NB}months-copy${NB}»${NB}: clover.svg${NB}: l’illustration d’un symbole va dans symbols/ (symbols/clover.svg)${NB}; des fichiers déposés un à un perdent leur dossier${NB}: déposez le dossier du modèle entier`,
    `design "months-copy": clover.svg: a symbol's art goes in symbols/ (symbols/clover.svg); files dropped one by one lose their folder: drop the whole design folder`,
  ],
  [
    'an art file that is empty',
    () => ({ ...folder(), 'months.en.svg': '  ' }),
    `months.en.svg n’est pas une image SVG${NB}: le fichier est vide`,
    'months.en.svg is not an SVG image: the file is empty',
  ],
  [
    'an art file that is another document',
    () => ({ ...folder(), 'months.en.svg': '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>' }),
    `months.en.svg n’est pas une image SVG${NB}: l’élément racine est <html>, pas un <svg> de l’espace de noms SVG`,
    'months.en.svg is not an SVG image: the root element is <html>, not an <svg> in the SVG namespace',
  ],
  [
    'an art file whose viewBox does not cover the ticket',
    () => ({ ...folder(), 'months.svg': art.replace('viewBox="0 0 600 900"', 'viewBox="0 0 300 450"') }),
    `months.svg ne peut pas être dessiné tel quel${NB}: son viewBox est «${NB}0 0 300 450${NB}»${NB}: le modèle mesure 600 × 900, il doit donc être «${NB}0 0 600 900${NB}»`,
    'months.svg cannot be drawn as it is: its viewBox is "0 0 300 450": the design is 600 × 900, so it must be "0 0 600 900"',
  ],
  [
    'an art file with an image',
    () => ({ ...folder(), 'months.svg': art.replace('</svg>', '<image href="#a" width="1" height="1"/></svg>') }),
    `months.svg ne peut pas être dessiné tel quel${NB}: <image> n’est pas pris en charge${NB}: un modèle ne dessine qu’avec des formes et du texte (ligne ${LAST})`,
    `months.svg cannot be drawn as it is: <image> is not supported: a design draws with shapes and text only (line ${LAST})`,
  ],
  [
    'symbol art referring outside its file',
    () => ({
      ...folder(),
      'symbols/clover.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><use href="other.svg#a"/></svg>',
    }),
    `symbols/clover.svg ne peut pas être dessiné tel quel${NB}: <use href="other.svg#a"> renvoie hors du fichier${NB}: seuls les renvois #id sont pris en charge (ligne 1)`,
    'symbols/clover.svg cannot be drawn as it is: <use href="other.svg#a"> refers outside the file: only #id references are supported (line 1)',
  ],
];

describe("a design folder's problems, in the page's language", () => {
  it.each(CASES)('%s: in French and in English, naming the file and the field', (_, files, fr, en, id) => {
    const json = files()['design.json']!;
    const text = (line: Said) => (typeof line === 'string' ? line : line(json));
    expect(said(files(), 'fr', id)).toContain(text(fr));
    expect(said(files(), 'en', id)).toContain(text(en));
  });

  it('names the line of design.json a schema problem is on, as the build and check-layout do', () => {
    const files = folder((d) => delete (zone(d, 'month-3').slots[0] as Partial<{ x: number }>).x);
    const text = files['design.json']!.split('\n');
    // A missing field is named at the line of the object that lacks it: month-3's first slot, whose
    // brace opens on the line after its list's (lines from 1).
    const month3 = text.findIndex((l) => l.includes('"month-3"'));
    const slot = text.findIndex((l, i) => i > month3 && l.includes('"slots"')) + 2;
    expect(text[slot - 1]?.trim()).toBe('{');
    expect(said(files, 'en')).toEqual([
      `design.json: design "months-copy": zone month-3: slots[0].x: missing (expected a number) (line ${slot})`,
    ]);
    expect(said(files, 'fr')).toEqual([
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: zone month-3${NB}: slots[0].x${NB}: manquant (attendu${NB}: un nombre) (ligne ${slot})`,
    ]);
  });

  it('names design.json once when it does not parse, in the lab as in the build and check-layout', () => {
    const text = LAST_FIELD_COMMA;
    const built = parseDesign(text, [], DESIGN_WORDS.en, 'months-copy');
    // The build and check-layout put the file's name before each of design.json's problems.
    const cli = built.ok ? [] : built.errors.map((e, i) => `${built.files[i]}: ${e}`);
    expect(cli).toEqual([
      `design.json: design "months-copy": not valid JSON: trailing comma after the last item (${line(text, ',\n}')})`,
    ]);
    const fr = parseDesign(text, [], DESIGN_WORDS.fr, 'months-copy');
    expect(fr.ok ? [] : fr.errors).toEqual([
      `modèle «${NB}months-copy${NB}»${NB}: JSON non valide${NB}: virgule en trop après le dernier élément (${ligne(text, ',\n}')})`,
    ]);
    for (const lang of ['fr', 'en'] as const)
      for (const shown of said({ ...folder(), 'design.json': text }, lang))
        expect(shown.split('design.json').length - 1, shown).toBe(1);
    // The lab words it as they do: one wording everywhere, the file, the design, the line and column.
    expect(said({ ...folder(), 'design.json': text }, 'en', 'months-copy')).toEqual(cli);
    expect(said({ ...folder(), 'design.json': text }, 'fr', 'months-copy')).toEqual([
      `design.json${NB}: modèle «${NB}months-copy${NB}»${NB}: JSON non valide${NB}: virgule en trop après le dernier élément (${ligne(text, ',\n}')})`,
    ]);
  });

  it('names an art file that is not well-formed XML in the same words', () => {
    const files = { ...folder(), 'months.en.svg': '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>' };
    expect(said(files, 'fr')[0]).toMatch(new RegExp(`^months\\.en\\.svg n’est pas une image SVG${NB}: XML mal formé`));
    expect(said(files, 'en')[0]).toMatch(/^months\.en\.svg is not an SVG image: not well-formed XML/);
  });

  it('words every JSON syntax error from its code, the line and column named', () => {
    const notJson = (text: string, lang: 'fr' | 'en') => {
      const result = parseDesign(text, [], DESIGN_WORDS[lang], 'months-copy');
      return result.ok ? '' : result.errors.join('\n');
    };
    expect(notJson('', 'fr')).toBe(
      `modèle «${NB}months-copy${NB}»${NB}: JSON non valide${NB}: valeur attendue (ligne 1, colonne 1)`,
    );
    expect(notJson('{\n  "a": 1,\n  2: 3\n}', 'en')).toBe(
      'design "months-copy": not valid JSON: property name in double quotes expected (line 3 column 3)',
    );
    // A comma before the closing brace: named at the comma, as a trailing comma.
    expect(notJson('{\n  "a": 1,\n}', 'en')).toBe(
      'design "months-copy": not valid JSON: trailing comma after the last item (line 2 column 9)',
    );
    expect(notJson('[1, 2, ]', 'fr')).toMatch(/virgule en trop après le dernier élément \(ligne 1, colonne 6\)$/);
    expect(notJson('{"a": "x', 'fr')).toMatch(/texte entre guillemets non fermé \(ligne 1, colonne 7\)$/);
  });

  it('says nothing in English in the French lines', () => {
    const english = /\b(expected|missing|must|the|is|not|got)\b/;
    for (const [name, files, , , id] of CASES) {
      for (const line of said(files(), 'fr', id)) {
        const words = line.replace(/"[^"]*"|<[^>]*>|\([^)]*\)|\[[^\]]*\]/g, '');
        expect(words, name).not.toMatch(english);
      }
    }
  });
});
