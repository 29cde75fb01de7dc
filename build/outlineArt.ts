import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { inspect } from 'node:util';
import { DOMParser, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';
import * as fontkit from 'fontkit';
import type { Logger, Plugin } from 'vite';
import { DESIGN_WORDS } from '../src/i18n/designWords.ts';
import {
  ART_FACES,
  ART_FACES_TEXT,
  artStyleProblem,
  artTextFace,
  artViewBoxProblem,
  elementReferenceProblem,
  svgReferenceProblem,
} from '../src/layouts/designFolder.ts';
import { parseDesign } from '../src/layouts/parseDesign.ts';
import { utf8Text } from '../src/layouts/utf8.ts';
import { designFileTooLarge } from '../src/layouts/fileSize.ts';
import { QA_WORDS } from '../src/i18n/qa.ts';
import type { Lang } from '../src/i18n/index.ts';

/*
 * The ticket art prints rules and labels. An SVG drawn as an image (the renderer loads the art
 * through an HTMLImageElement) cannot load web fonts, so its <text> would be drawn with whatever
 * fonts the machine has. This plugin draws every <text> of the art with the project's own fonts
 * (the @fontsource files) as outlines at build time: the served art asks for no font at all.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A face of the art, parsed once. */
export type ArtFont = fontkit.Font;
/** Returns the face of `family` at `weight`; throws when the project does not bundle it. */
export type FontLoader = (family: string, weight: number) => ArtFont;

/**
 * What the outliner refuses, a stable code for each kind of problem: a program or a test reads the
 * code, a person the words, which are in either language.
 */
export const ART_PROBLEM_CODES = [
  'not-well-formed',
  'parser-gave-up',
  'not-svg-root',
  'too-large',
  'style',
  'reference',
  'glyph-id',
  'outside-text',
  'inherited-property',
  'inside-text',
  'not-characters',
  'attribute',
  'required',
  'not-a-number',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'text-length-adjust',
  'length-adjust-alone',
  'text-length',
  'no-glyph',
] as const;
export type ArtProblemCode = (typeof ART_PROBLEM_CODES)[number];

/** One problem of an art file: its code, where it is, and its words in each language. */
export interface ArtProblem {
  readonly code: ArtProblemCode;
  /** `file:line:column`, the file alone when the place is unknown, or null when the words name the file. */
  readonly where: string | null;
  readonly message: Readonly<Record<Lang, string>>;
}

/** A problem's words, in the language asked for. */
type Say = (lang: Lang) => string;
const inBoth = (say: Say): Record<Lang, string> => ({ fr: say('fr'), en: say('en') });
const outlineWords = (lang: Lang) => QA_WORDS[lang].devServer.outline;

/**
 * The problems of an art file, every one with its file, line and element, in the order of the file.
 * Its message is in English, as the build says it; messageIn says them in either language, as
 * check-layout and the dev server's page say them.
 */
export class ArtOutlineError extends Error {
  override name = 'ArtOutlineError';
  constructor(readonly problems: readonly ArtProblem[]) {
    super(artProblemsText(problems, 'en'));
  }

  messageIn(lang: Lang): string {
    return artProblemsText(this.problems, lang);
  }
}

function artProblemsText(problems: readonly ArtProblem[], lang: Lang): string {
  return DESIGN_WORDS[lang].list(
    problems.map(({ where, message }) =>
      where === null ? message[lang] : outlineWords(lang).at(where, message[lang]),
    ),
  );
}

/** Loads faces from the @fontsource packages' latin .woff files (fontkit reads WOFF, not only TTF). */
export function createFontLoader(): FontLoader {
  const require = createRequire(import.meta.url);
  const faces = new Map<string, ArtFont>();
  return (family, weight) => {
    const key = `${family} ${weight}`;
    let face = faces.get(key);
    if (face === undefined) {
      if (ART_FACES[family]?.includes(weight) !== true) throw new Error(`${key} is not a bundled face`);
      const slug = family.toLowerCase();
      const file = require.resolve(`@fontsource/${slug}/files/${slug}-latin-${weight}-normal.woff`);
      const parsed = fontkit.create(readFileSync(file));
      if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not a font`);
      face = parsed;
      faces.set(key, face);
    }
    return face;
  };
}

// What a <text> may carry. Everything else fails the build: an unsupported feature must not be
// dropped silently, or the art would change without anyone noticing.
const CONSUMED = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'letter-spacing',
  'textLength',
  'lengthAdjust',
]);
// (A stroke would be scaled with the glyphs, which are drawn in font units: not supported.)
// data-fact names the game fact a text prints (the price, the prize ladder…), which QA compares
// with the engine's (src/qa/checks/printedFacts.ts); it stays on the outlines, with the text.
const KEPT = new Set(['id', 'fill', 'fill-opacity', 'opacity', 'transform', 'data-fact']);
/** The attribute of each outlined text's <g> that keeps the characters it printed (src/qa/measure/art.ts reads it). */
const PRINTED_TEXT_ATTRIBUTE = 'data-text';
/** The attribute that keeps where the art wrote each text (its x and y): QA names a text without an id by it. */
const WRITTEN_AT_ATTRIBUTE = 'data-at';
const GLYPH_ID_PREFIX = 'outline-glyph-';
// Inherited properties that change how text is laid out: set on any other element, they would
// reach the <text> through inheritance, which this plugin does not follow.
const INHERITED_TEXT_PROPERTIES = [
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'font-kerning',
  'font-feature-settings',
  'text-anchor',
  'letter-spacing',
  'word-spacing',
  'direction',
  'writing-mode',
  'xml:space',
];

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:px)?$/i;

/**
 * Returns `source` (the SVG text of `fileName`) with each <text> replaced, in the same place, by
 * a <g> of its glyphs' outlines, with its fill, opacity and transform, its data-fact mark, the
 * characters it printed (data-text: what QA reads of the art) and where it was written (data-at,
 * its x and y: QA names a text without an id by them). Each glyph is drawn once,
 * in font units, in a <defs> at the top, and placed with <use>: text repeats letters, and this
 * keeps the art about a tenth of the size of one path per text.
 *
 * Supports what the art uses: x and y, font-family (the first family must be bundled),
 * font-size, font-weight, text-anchor, letter-spacing, and textLength with
 * lengthAdjust="spacingAndGlyphs". Throws an ArtOutlineError for anything else (tspan, style,
 * stroke on text, …): every problem of the file in one message, each with its file, line and
 * element, in the order of the file.
 */
export function outlineSvgText(source: string, fileName: string, loadFont: FontLoader): string {
  const fail = (node: Node | null, code: ArtProblemCode, say: Say): never => {
    const at = node?.lineNumber === undefined ? '' : `:${node.lineNumber}:${node.columnNumber ?? 0}`;
    throw new ArtOutlineError([{ code, where: `${fileName}${at}`, message: inBoth(say) }]);
  };
  let document: Document;
  let problem: string | undefined;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        problem ??= `${level}: ${message.trim()}`;
        throw new Error(problem);
      },
    }).parseFromString(source, 'image/svg+xml');
  } catch (error) {
    const detail = problem ?? (error instanceof Error ? error.message : String(error));
    return fail(null, parserGaveUp(detail) ? 'parser-gave-up' : 'not-well-formed', (lang) =>
      parseFailure(detail, lang),
    );
  }
  const root = document.documentElement;
  if (root === null || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    return fail(root, 'not-svg-root', (lang) => QA_WORDS[lang].devServer.folder.notSvgRoot);
  }

  // Every problem of the file is named in one go, each with its line, in the order of the file:
  // a designer fixing the art meets them all on one run, not one per run.
  const texts: Element[] = [];
  const refused: { element: Element; code: ArtProblemCode; say: Say }[] = [];
  const refuse = (element: Element, code: ArtProblemCode, say: Say) => refused.push({ element, code, say });
  const visit = (element: Element) => {
    const tag = element.localName;
    // Styles (this outliner follows none), images and external references (the painter draws the
    // art as one image, which loads nothing else).
    // In the readers' words (the lab and the studio name them alike), in either language.
    for (const [code, problemIn] of [
      ['style', artStyleProblem],
      ['reference', elementReferenceProblem],
    ] as const) {
      if (problemIn(element, DESIGN_WORDS.en) !== null)
        refuse(element, code, (lang) => problemIn(element, DESIGN_WORDS[lang]) ?? '');
    }
    if (tag === 'style') return;
    if (element.getAttribute('id')?.startsWith(GLYPH_ID_PREFIX) === true) {
      refuse(element, 'glyph-id', (lang) => outlineWords(lang).glyphId(GLYPH_ID_PREFIX));
    }
    if (tag === 'text') {
      texts.push(element);
      return;
    }
    if (tag === 'tspan' || tag === 'textPath') {
      refuse(element, 'outside-text', (lang) => outlineWords(lang).outsideText(tag));
      return;
    }
    for (const name of INHERITED_TEXT_PROPERTIES) {
      if (element.hasAttribute(name))
        refuse(element, 'inherited-property', (lang) => outlineWords(lang).inherited(name, tag ?? ''));
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === child.ELEMENT_NODE) visit(child as Element);
    }
  };
  visit(root);

  const glyphs = new GlyphDefs(document);
  const outlines = texts.map((text) =>
    outlineTextElement(document, text, loadFont, glyphs, (code, say) => refuse(text, code, say)),
  );
  if (refused.length > 0) {
    const line = (node: Node) => node.lineNumber ?? 0;
    const column = (node: Node) => node.columnNumber ?? 0;
    // A text's problems were found after the walk: each goes back to its place in the file.
    const inFileOrder = refused
      .map((entry, order) => ({ ...entry, order }))
      .sort((a, b) => line(a.element) - line(b.element) || column(a.element) - column(b.element) || a.order - b.order);
    throw new ArtOutlineError(
      inFileOrder.map(({ element, code, say }) => ({
        code,
        where: `${fileName}:${line(element)}:${column(element)}`,
        message: inBoth(say),
      })),
    );
  }
  texts.forEach((text, i) => {
    const outline = outlines[i] ?? null;
    if (outline === null) text.parentNode?.removeChild(text);
    else text.parentNode?.replaceChild(outline, text);
  });
  if (glyphs.defs.hasChildNodes()) {
    glyphs.defs.appendChild(document.createTextNode('\n  '));
    root.insertBefore(glyphs.defs, root.firstChild);
    root.insertBefore(document.createTextNode('\n  '), glyphs.defs);
  }
  // The serializer writes the document element only: keep the file's final line break.
  // The source's own end of file (its last newline), kept. Not /\s*$/: tried at every position,
  // it takes time in the square of a run of spaces anywhere in the file (64 KB: 5 s).
  return new XMLSerializer().serializeToString(document) + source.slice(source.trimEnd().length);
}

/** The glyphs drawn so far in a document, each a <path> in font units (y down) in one <defs>. */
class GlyphDefs {
  readonly defs: Element;
  private readonly ids = new Map<string, string>();

  constructor(private readonly document: Document) {
    this.defs = document.createElementNS(SVG_NS, 'defs');
  }

  /** The id of the glyph's <path>, or null for a glyph that draws nothing (a space). */
  idOf(face: string, glyph: fontkit.Glyph) {
    const key = `${face}-${glyph.id}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      const d = pathData(glyph.path.commands);
      id = d === '' ? '' : `${GLYPH_ID_PREFIX}${key}`;
      this.ids.set(key, id);
      if (d !== '') {
        const path = this.document.createElementNS(SVG_NS, 'path');
        path.setAttribute('id', id);
        path.setAttribute('d', d);
        this.defs.appendChild(this.document.createTextNode('\n    '));
        this.defs.appendChild(path);
      }
    }
    return id === '' ? null : id;
  }
}

const PATH_LETTERS: Readonly<Record<string, string>> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/** SVG path data of a glyph outline, flipped to SVG's downward y, in font units. */
function pathData(commands: readonly { command: string; args: number[] }[]): string {
  let d = '';
  for (const { command, args } of commands) {
    const points: string[] = [];
    for (let k = 0; k + 1 < args.length; k += 2) points.push(`${round(args[k]!, 2)} ${round(-args[k + 1]!, 2)}`);
    const letter = PATH_LETTERS[command];
    if (letter === undefined) throw new Error(`unknown glyph path command ${command}`);
    d += letter + points.join(' ');
  }
  return d;
}

/**
 * The <g> that draws `text`, or null if it prints nothing or cannot be drawn: then each of its
 * problems has been given to `refuse`, all of them, not only the first.
 */
function outlineTextElement(
  document: Document,
  text: Element,
  loadFont: FontLoader,
  glyphs: GlyphDefs,
  refuse: (code: ArtProblemCode, say: Say) => void,
): Element | null {
  let content = '';
  // What is inside, each once (by its English words).
  const inside = new Map<string, { code: ArtProblemCode; say: Say }>();
  const within = (code: ArtProblemCode, say: Say) => inside.set(say('en'), { code, say });
  for (const child of Array.from(text.childNodes)) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      content += child.nodeValue ?? '';
    } else if (child.nodeType === child.ELEMENT_NODE) {
      const tag = (child as Element).localName;
      within('inside-text', (lang) => outlineWords(lang).insideText(tag ?? ''));
    } else if (child.nodeType !== child.COMMENT_NODE) {
      within('not-characters', (lang) => outlineWords(lang).onlyCharacters);
    }
  }
  // SVG's default white space handling: newlines go, tabs become spaces, runs of spaces collapse.
  content = content
    .replace(/[\r\n]/g, '')
    .replace(/\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const shown = content.length > 40 ? `${content.slice(0, 40)}…` : content;
  let refused = false;
  /** A problem of the text, said whole (led by the text). */
  const refuseText = (code: ArtProblemCode, say: Say) => {
    refused = true;
    refuse(code, say);
  };
  /** A problem of the text, led by it: `<text> "…": problem`. */
  const problem = (code: ArtProblemCode, say: Say) =>
    refuseText(code, (lang) => outlineWords(lang).text(shown, say(lang)));
  // What is inside the text is named as the element it is, before the text's own attributes.
  for (const { code, say } of inside.values()) refuseText(code, say);

  for (const attribute of Array.from(text.attributes)) {
    // A style attribute is named by the walk of the file, as on any element.
    if (attribute.name === 'style') continue;
    if (!CONSUMED.has(attribute.name) && !KEPT.has(attribute.name)) {
      problem('attribute', (lang) => outlineWords(lang).attribute(attribute.name));
    }
  }
  const attr = (name: string) => (text.hasAttribute(name) ? text.getAttribute(name)! : undefined);
  /** The number in `name`; NaN, the problem named, when it is missing (without `fallback`) or not one number. */
  const number = (name: string, fallback?: number): number => {
    const value = attr(name)?.trim();
    if (value === undefined) {
      if (fallback !== undefined) return fallback;
      problem('required', (lang) => outlineWords(lang).required(name));
      return Number.NaN;
    }
    if (!NUMBER.test(value)) {
      problem('not-a-number', (lang) => outlineWords(lang).notOneNumber(name, value));
      return Number.NaN;
    }
    return Number.parseFloat(value);
  };

  const x = number('x', 0);
  const y = number('y', 0);
  const fontSize = number('font-size');
  if (fontSize <= 0) problem('font-size', (lang) => outlineWords(lang).aboveZero('font-size'));

  const familyList = attr('font-family');
  if (familyList === undefined) problem('required', (lang) => outlineWords(lang).required('font-family'));
  const weightValue = attr('font-weight') ?? 'normal';
  const { family, weight, familyBundled, bundled } = artTextFace(familyList ?? '', weightValue);
  if (familyList !== undefined && !familyBundled) {
    refuseText('font-family', (lang) => DESIGN_WORDS[lang].textFontFamily(shown, family, ART_FACES_TEXT));
  }
  // The weight is named only for a bundled family: another family's is said above.
  if (familyBundled && !bundled) {
    refuseText('font-weight', (lang) => DESIGN_WORDS[lang].textFontWeight(shown, weightValue, family, ART_FACES_TEXT));
  }

  const anchor = attr('text-anchor') ?? 'start';
  if (anchor !== 'start' && anchor !== 'middle' && anchor !== 'end') {
    problem('text-anchor', (lang) => outlineWords(lang).anchor(anchor));
  }
  const letterSpacing = attr('letter-spacing') === 'normal' ? 0 : number('letter-spacing', 0);
  const textLength = attr('textLength') === undefined ? undefined : number('textLength');
  const lengthAdjust = attr('lengthAdjust');
  if (textLength !== undefined && lengthAdjust !== 'spacingAndGlyphs') {
    problem('text-length-adjust', (lang) => outlineWords(lang).textLengthAdjust);
  }
  if (textLength === undefined && lengthAdjust !== undefined)
    problem('length-adjust-alone', (lang) => outlineWords(lang).lengthAdjustAlone);
  if (textLength !== undefined && textLength <= 0)
    problem('text-length', (lang) => outlineWords(lang).aboveZero('textLength'));

  if (content === '' || !bundled) return null;
  const font = loadFont(family, weight);
  // Each letter the face cannot draw, once, in the order of the text.
  for (const char of new Set(content)) {
    if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) {
      const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      problem('no-glyph', (lang) => outlineWords(lang).noGlyph(`${family} ${weight}`, char, code));
    }
  }
  if (refused) return null;

  // Shaped as a browser would: kerning and the font's default features; as CSS asks, no optional
  // ligatures when letters are spaced out.
  const run = font.layout(
    content,
    letterSpacing === 0 ? undefined : { liga: false, clig: false, dlig: false, hlig: false, calt: false },
  );
  // Laid out in font units; the <g>'s matrix scales to the font size (and stretches to textLength).
  const scale = fontSize / font.unitsPerEm;
  const spacing = letterSpacing / scale;
  const face = `${family.toLowerCase()}-${weight}`;
  const uses: Element[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const id = glyphs.idOf(face, glyph);
    if (id !== null) {
      const use = document.createElementNS(SVG_NS, 'use');
      use.setAttribute('href', `#${id}`);
      const useX = pen + position.xOffset;
      if (useX !== 0) use.setAttribute('x', round(useX, 2));
      if (position.yOffset !== 0) use.setAttribute('y', round(-position.yOffset, 2));
      uses.push(use);
    }
    // Browsers add the spacing after every letter, the last one included.
    pen += position.xAdvance + spacing;
  });
  if (uses.length === 0) return null;
  const stretch = textLength === undefined ? 1 : textLength / (pen * scale);
  const width = pen * scale * stretch;
  const left = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);

  const group = document.createElementNS(SVG_NS, 'g');
  for (const attribute of Array.from(text.attributes)) {
    if (KEPT.has(attribute.name) && attribute.name !== 'transform') group.setAttribute(attribute.name, attribute.value);
  }
  group.setAttribute(PRINTED_TEXT_ATTRIBUTE, content);
  group.setAttribute(WRITTEN_AT_ATTRIBUTE, `${round(x, 3)},${round(y, 3)}`);
  const matrix = `matrix(${round(scale * stretch, 7)} 0 0 ${round(scale, 7)} ${round(left, 3)} ${round(y, 3)})`;
  const transform = attr('transform');
  group.setAttribute('transform', transform === undefined ? matrix : `${transform} ${matrix}`);
  for (const use of uses) group.appendChild(use);
  return group;
}

/** `value` with at most `decimals` decimals, as short as it goes ("12", "0.5"). */
function round(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Options of the plugin. */
export interface OutlineArtOptions {
  dir?: string; // folder of the design folders, from the project root (default designs)
}

/**
 * Vite plugin: the art of each design folder (the SVGs directly in `dir`/<id>/) is served (dev server) and emitted (build) with their text in
 * outlines, under the URLs that `import url from './art.svg?url'` and `import.meta.glob(…,
 * { query: '?url' })` give. The source files stay editable text. Results are cached per file
 * content, so a dev reload does not outline again.
 */
export function outlineArt(options: OutlineArtOptions = {}): Plugin {
  let root = process.cwd();
  let designsDir = '';
  let base = '/';
  let command: 'build' | 'serve' = 'serve';
  let loadFont: FontLoader | undefined; // created on first use
  const cache = new Map<string, { hash: string; svg: string }>();

  const isArt = (file: string) => file.endsWith('.svg') && dirname(dirname(file)) === designsDir;
  const outlined = (file: string): string => {
    // A file larger than any design file is refused unread, as the design lab, check-layout and
    // checkDesignFolder refuse it: the dev server outlines files edited after it started.
    const megabytes = designFileTooLarge(statSync(file).size);
    if (megabytes !== null) {
      const name = relative(root, file);
      throw new ArtOutlineError([
        {
          code: 'too-large',
          where: null,
          message: inBoth((lang) => QA_WORDS[lang].lab.problem.tooLarge(name, megabytes)),
        },
      ]);
    }
    const source = readFileSync(file, 'utf8');
    const hash = createHash('sha256').update(source).digest('hex');
    const hit = cache.get(file);
    if (hit?.hash === hash) return hit.svg;
    loadFont ??= createFontLoader();
    const svg = outlineSvgText(source, relative(root, file), loadFont);
    cache.set(file, { hash, svg });
    return svg;
  };

  // Every design folder is read and every art file outlined up front, imported or not: a bad one
  // is named at once, the folder, the file, the zone and the field (and the line); null when all are sound.
  const folderProblem = (lang: Lang = 'en'): string | null => {
    for (const folder of designFolders(designsDir)) {
      const problems = checkDesignFolder(folder, lang);
      // Each problem names its file, from the project's root: one a line.
      if (problems.length > 0) return problems.map((problem) => `${relative(root, folder)}/${problem}`).join('\n');
      try {
        for (const name of readdirSync(folder).sort()) {
          if (name.endsWith('.svg')) outlined(resolve(folder, name));
        }
      } catch (error) {
        if (error instanceof ArtOutlineError) return error.messageIn(lang);
        throw error;
      }
    }
    return null;
  };
  // The dev server's: what is wrong with the design folders now (null: nothing), said as the build says it;
  // and in French, for a page in French (the readers word it in either language).
  let devProblem: string | null = null;
  let devProblemFr: string | null = null;
  let logger: Logger | undefined;
  const checkForDev = (): boolean => {
    const before = devProblem;
    devProblem = folderProblem();
    devProblemFr = devProblem === null ? null : folderProblem('fr');
    if (devProblem !== null && devProblem !== before)
      logger?.error(`${DESIGN_FOLDER_LEAD} ${devProblem}`, { timestamp: true });
    else if (devProblem === null && before !== null) logger?.info(DEV_FOLDERS_SOUND, { timestamp: true });
    return devProblem !== before;
  };

  return {
    name: 'grattez:outline-art',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      designsDir = resolve(root, options.dir ?? 'designs');
      base = config.base;
      command = config.command;
      logger = config.logger;
      // A build reads every design folder before the bundler starts: a bad one ends it at once,
      // said as Vite says a plugin's error but without a stack trace, which the bundler would add.
      if (command === 'build') {
        const problem = folderProblem();
        if (problem !== null) throw new DesignFolderError(problem);
      }
    },
    buildStart() {
      // The dev server reads them as it starts (a build has read them already), and says a bad
      // one as the build does, but keeps running: its pages say it (configureServer) until fixed.
      if (command !== 'build') checkForDev();
    },
    load(id) {
      if (command !== 'build') return null;
      const [file = '', query = ''] = id.split('?', 2);
      if (!isArt(file)) return null;
      if (query !== '' && query !== 'url') {
        this.error(`${relative(root, file)}?${query}: the ticket art can only be imported as a URL (?url)`);
      }
      this.addWatchFile(file);
      const referenceId = this.emitFile({
        type: 'asset',
        name: basename(file),
        originalFileName: relative(root, file),
        source: outlined(file),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${referenceId};`;
    },
    configureServer(server) {
      // A file of a design folder changed: read them again, and reload the pages when that changes
      // what they show. Read once the changes have been quiet for a moment: a file written in place
      // is emptied first, its change can be heard then, and the end of its writing may bring no
      // event of its own (a folder read at the first event stayed bad once the file was fixed).
      let settling: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!resolve(file).startsWith(designsDir + sep)) return;
        clearTimeout(settling);
        settling = setTimeout(() => {
          settling = undefined;
          if (checkForDev()) server.ws.send({ type: 'full-reload' });
        }, DEV_SETTLE_MS);
      });
      // While a design folder is bad, every page asked for says so (the app could not draw it), with
      // Vite's client, which reloads it once the folder is fixed.
      server.middlewares.use((request, response, next) => {
        if (devProblem === null || request.method !== 'GET') return next();
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        if (!path.endsWith('/') && !path.endsWith('.html')) return next();
        const lang = /^\s*fr\b/i.test(request.headers['accept-language'] ?? '') ? 'fr' : 'en';
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(
          devProblemPage(`${DESIGN_FOLDER_LEAD} ${(lang === 'fr' ? devProblemFr : null) ?? devProblem}`, lang, base),
        );
      });
      // Ahead of Vite's static files: the dev server answers the art's URL with the outlines.
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        let url: URL;
        let pathname: string;
        try {
          url = new URL(request.url ?? '/', 'http://localhost');
          pathname = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        // Only the image itself (possibly with Vite's ?t= timestamp after an edit): a query such
        // as ?import&url asks for the JS module that exports the URL, which Vite answers.
        if ([...url.searchParams.keys()].some((key) => key !== 't')) return next();
        if (!pathname.startsWith(base)) return next();
        const file = resolve(root, pathname.slice(base.length));
        if (!isArt(file) || !existsSync(file)) return next();
        let svg: string;
        try {
          svg = outlined(file);
        } catch (error) {
          server.config.logger.error(String(error instanceof Error ? error.message : error), { timestamp: true });
          return next(error);
        }
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : svg);
      });
    },
  };
}

/** How long the dev server waits after the last change to a design folder before reading the folders again. */
const DEV_SETTLE_MS = 100;

/** How Vite leads a plugin's error, and so how the build and the dev server lead a design folder's problem. */
const DESIGN_FOLDER_LEAD = '[grattez:outline-art]';
const DEV_FOLDERS_SOUND = `${DESIGN_FOLDER_LEAD} the design folders are sound again`;

/** The dev server's page while a design folder is bad: the problem as the build says it, in a page a person reads. */
export function devProblemPage(problem: string, lang: 'fr' | 'en', base: string): string {
  const m = QA_WORDS[lang].devServer;
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(m.title)}</title>
<script type="module" src="${escape(base)}@vite/client"></script>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a2e}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff0f2;border-left:4px solid #c00020;padding:.75rem;color:#7a0016}</style>
</head>
<body><h1>${escape(m.title)}</h1><pre role="alert">${escape(problem)}</pre><p>${escape(m.fix)}</p></body>
</html>
`;
}

/**
 * A design folder the build refuses. Vite's `vite build` prints what it catches with Node's
 * `inspect`, stack trace and all: this error shows its message alone, led by the plugin's name as
 * Vite leads a plugin's error (`[grattez:outline-art] designs/fete: design.json: …`); the trace is
 * shown only when DEBUG is set, as `vite build --debug` sets it.
 */
export class DesignFolderError extends Error {
  readonly plugin = 'grattez:outline-art';
  constructor(message: string) {
    super(`${DESIGN_FOLDER_LEAD} ${message}`);
    this.name = 'DesignFolderError';
  }
  [inspect.custom](): string {
    return process.env.DEBUG ? (this.stack ?? this.message) : this.message;
  }
}

/** The design folders under `designsDir`: each folder that holds a design.json, by name. */
export function designFolders(designsDir: string): string[] {
  if (!existsSync(designsDir)) return [];
  return readdirSync(designsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(designsDir, entry.name, 'design.json')))
    .map((entry) => resolve(designsDir, entry.name))
    .sort();
}

/**
 * What the XML parser's failure says of the file: not well-formed, with the parser's detail; but
 * when the parser itself gave up (xmldom overflows its stack on a comment of some 9 MB), that, for
 * the file may be well-formed.
 */
function parseFailure(detail: string, lang: Lang = 'en'): string {
  const words = QA_WORDS[lang].devServer.folder;
  return parserGaveUp(detail) ? words.parserGaveUp : words.notWellFormed(detail);
}

/** Whether the XML parser's failure is its own giving up (see parseFailure). */
const parserGaveUp = (detail: string): boolean => /RangeError|Maximum call stack/.test(detail);

/** The files of a design folder, by their names in it (`months.svg`, `symbols/clover.svg`). */
export function designFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, resolve(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * What is wrong with a design folder (nothing: empty), as `parseDesign` reports it, then each SVG
 * it draws with as the design lab reads it: an SVG document, drawing nothing from outside the
 * file, and the art covering the ticket. In `lang`: English, as the build says it; the dev server's
 * page says it in the page's language.
 */
export function checkDesignFolder(folder: string, lang: Lang = 'en'): string[] {
  // Every file read as UTF-8, the one encoding the project reads: another is named, with its line.
  const problems: string[] = [];
  const text = (file: string): string | null => {
    // A file larger than any design file is refused unread, as the design lab does.
    const megabytes = designFileTooLarge(statSync(resolve(folder, file)).size);
    if (megabytes !== null) {
      problems.push(QA_WORDS[lang].lab.problem.tooLarge(file, megabytes));
      return null;
    }
    const read = utf8Text(readFileSync(resolve(folder, file)));
    if (read.ok) return read.text;
    problems.push(QA_WORDS[lang].devServer.folder.notUtf8(file, read.line));
    return null;
  };
  const json = text('design.json');
  if (json === null) return problems;
  const parsed = parseDesign(json, designFiles(folder), DESIGN_WORDS[lang], basename(folder));
  if (!parsed.ok)
    return parsed.errors.map((error, i) => DESIGN_WORDS[lang].field(parsed.files[i] ?? 'design.json', error));
  const { design } = parsed;
  const arts = new Set([design.art.fr, design.art.en]);
  for (const file of new Set([...arts, ...Object.values(design.symbols)])) {
    const source = text(file);
    if (source === null) continue;
    let problem: string | null;
    try {
      const root = new DOMParser({
        onError: (level, message) => {
          throw new Error(`${level}: ${message.trim()}`);
        },
      }).parseFromString(source, 'image/svg+xml').documentElement;
      problem =
        root === null || root.localName !== 'svg' || root.namespaceURI !== SVG_NS
          ? QA_WORDS[lang].devServer.folder.notSvgRoot
          : (svgReferenceProblem(root, source, DESIGN_WORDS[lang], { art: arts.has(file) }) ??
            (arts.has(file)
              ? artViewBoxProblem(root, design.layout.width, design.layout.height, DESIGN_WORDS[lang])
              : null));
    } catch (error) {
      problem = parseFailure(error instanceof Error ? error.message : String(error), lang);
    }
    if (problem !== null) problems.push(DESIGN_WORDS[lang].field(file, problem));
  }
  return problems;
}
