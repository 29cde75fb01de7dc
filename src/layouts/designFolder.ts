import { parseDesign, type ParseDesignResult } from './parseDesign.ts';
import { INERT_SVG_NS, parseInertSvg } from './inertSvg.ts';
import type { DesignWords } from './designWords.ts';
import { jsonSyntaxProblem } from './jsonText.ts';

/** A design read from its folder: its data, and the files it draws with (names in the folder). */
export type FolderDesign = Extract<ParseDesignResult, { ok: true }>['design'];

/*
 * Reading a design folder a person gives a page (the design lab in qa.html, the studio): the files'
 * contents, not only their names, so that a missing design.json, JSON that does not parse or an
 * SVG that is not one is named before anything is drawn. Nothing leaves the page.
 */

/** Why a folder cannot be drawn: a code a page words in its language, and the details. */
export type DesignFolderProblem =
  | { readonly code: 'empty' }
  | { readonly code: 'noDesignJson'; readonly nested: readonly string[] } // design.json found deeper, if anywhere
  | { readonly code: 'notJson'; readonly detail: string } // worded as parseDesign words it: the design (when known), "not valid JSON", the line and column
  | { readonly code: 'design'; readonly detail: string; readonly file: string } // parseDesign's: design, zone and field named; the file at fault
  | { readonly code: 'notSvg'; readonly file: string; readonly detail: string }
  | { readonly code: 'svgContent'; readonly file: string; readonly detail: string }; // an SVG, but not as a design draws one

/** A folder that can be drawn: its design, and the text of each SVG it draws with, by path. */
interface DesignFolder {
  readonly design: FolderDesign;
  readonly svg: Readonly<Record<string, string>>;
  /** What the build will refuse in an art file this page draws (its styles, each with its line), by path. */
  readonly buildRefuses: Readonly<Record<string, string>>;
  /** Each <text> of an art in a face the project does not bundle, with its line and text, by path. */
  readonly unbundled: Readonly<Record<string, string>>;
}

export type DesignFolderResult =
  | { readonly ok: true; readonly folder: DesignFolder }
  | { readonly ok: false; readonly problems: readonly DesignFolderProblem[] };

/** A file's path in the folder, with `/` and no leading `./`. */
export function folderPath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
}

/**
 * Why `text` is not an SVG document, in `words`, or null when it is one: well-formed XML whose
 * root is an <svg> in the SVG namespace. Uses the DOMParser of the page (or of jsdom), its styles
 * inert (parseInertSvg: no page's policy refuses them).
 */
export function svgProblem(text: string, words: DesignWords): string | null {
  return text.trim() === '' ? words.svgEmpty : svgDocumentProblem(parseInertSvg(text), words);
}

/** svgProblem of a text already parsed (parseInertSvg): a folder's reader parses each file once. */
function svgDocumentProblem(parsed: Document, words: DesignWords): string | null {
  const error = parsed.getElementsByTagName('parsererror')[0];
  if (error !== undefined) {
    // Chromium wraps the parser's message in words about a page: only the message is kept.
    const detail = (error.textContent ?? '')
      .replace(
        /This page contains the following errors:|Below is a rendering of the page up to the first error\.?/g,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .trim();
    return words.svgNotXml(detail.slice(0, 200));
  }
  const root = parsed.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== INERT_SVG_NS) return words.svgRoot(root.localName);
  return null;
}

/** The parts of an SVG element read here: the page's DOM and the build's XML parser both have them. */
interface SvgElementLike {
  readonly localName: string | null;
  /** Every attribute, by its name as written (`xlink:href`): a reference may hide in any. */
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>;
  /** A <style>'s sheet, read for what it loads. */
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  getElementsByTagName(name: string): ArrayLike<SvgElementLike>;
}

/**
 * Why an SVG of a design draws something other than itself, in `words`, or null: each image,
 * foreign object or script, and each reference outside the file, with its line in `text` (the
 * file's source), all at once so that the person fixes them in one go. The painter draws each file
 * as one image, which loads nothing else (and a page given a folder uploads nothing). With
 * `art`, each <style> and style attribute too, in the same list: the build's outliner follows no
 * style (artStyleProblem).
 */
export function svgReferenceProblem(
  root: SvgElementLike,
  text: string,
  words: DesignWords,
  options: { readonly art?: boolean } = {},
): string | null {
  const problems = refusedElements(root, text, words, (element) => [
    ...(options.art === true ? [artStyleProblem(element, words)] : []),
    elementReferenceProblem(element, words),
  ]);
  return problems.length === 0 ? null : words.list(problems);
}

/** Each <style> and style attribute of an art, with its line in `text`, in `words`: what the build will refuse. */
function artStyleProblems(root: SvgElementLike, text: string, words: DesignWords): string | null {
  const problems = refusedElements(root, text, words, (element) => [artStyleProblem(element, words)]);
  return problems.length === 0 ? null : words.list(problems);
}

/**
 * The faces an art's <text> may print with, from the @fontsource packages, family → weights: those
 * the build outlines the art with (build/outlineArt.ts) and the lab embeds (src/render/artFonts.ts).
 */
export const ART_FACES: Readonly<Record<string, readonly number[]>> = {
  Nunito: [200, 300, 400, 500, 600, 700, 800, 900],
  Fredoka: [300, 400, 500, 600, 700],
};

/** ART_FACES as the messages list them: "Nunito 200/300/…, Fredoka 300/…". */
export const ART_FACES_TEXT = Object.entries(ART_FACES)
  .map(([name, weights]) => `${name} ${weights.join('/')}`)
  .join(', ');

/**
 * The face an art's <text> asks for, read as the build reads it: the first family of its
 * font-family (unquoted), its font-weight (`normal` 400, `bold` 700); whether the project bundles
 * that family, and that face.
 */
export function artTextFace(
  familyList: string,
  weightText = 'normal',
): { readonly family: string; readonly weight: number; readonly familyBundled: boolean; readonly bundled: boolean } {
  const family = (familyList.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
  const weight = weightText === 'normal' ? 400 : weightText === 'bold' ? 700 : Number(weightText);
  const weights = ART_FACES[family];
  return { family, weight, familyBundled: weights !== undefined, bundled: weights?.includes(weight) === true };
}

/**
 * Each <text> of an art whose face the project does not bundle (its first font-family, its
 * font-weight), with its line and its text, in `words`: the build refuses it in the same words
 * (the lab draws it with a fallback). Null when every text has a bundled face.
 */
function artFontProblems(root: SvgElementLike, text: string, words: DesignWords): string | null {
  const problems = refusedElements(root, text, words, (element) => {
    if (element.localName !== 'text') return [];
    // Read as the build reads it: SVG's white space handling, the first family, unquoted.
    const content = (element.textContent ?? '')
      .replace(/[\r\n]/g, '')
      .replace(/\t/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim();
    const quoted = content.length > 40 ? `${content.slice(0, 40)}…` : content;
    const familyText = element.getAttribute('font-family');
    if (familyText === null) return [words.textFontRequired(quoted)];
    const weightText = element.getAttribute('font-weight') ?? 'normal';
    const face = artTextFace(familyText, weightText);
    if (!face.familyBundled) return [words.textFontFamily(quoted, face.family, ART_FACES_TEXT)];
    return face.bundled ? [] : [words.textFontWeight(quoted, weightText, face.family, ART_FACES_TEXT)];
  });
  return problems.length === 0 ? null : words.list(problems);
}

/** The problems `of` finds in each element of `root`, in document order, each with its line in `text`. */
function refusedElements(
  root: SvgElementLike,
  text: string,
  words: DesignWords,
  of: (element: SvgElementLike) => readonly (string | null)[],
): string[] {
  const lines = startTagLines(text);
  return [root, ...Array.from(root.getElementsByTagName('*'))].flatMap((element, i) => {
    const line = lines[i];
    return of(element).flatMap((problem) =>
      problem === null ? [] : [line === undefined ? problem : words.atLine(problem, line)],
    );
  });
}

// What may hold a "<" that starts no element: comments, character data, processing instructions
// and declarations (a DOCTYPE, its internal subset too); or the start of an element's tag.
const MARKUP = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^[>]*(?:\[[\s\S]*?\][^>]*)?>|<(?=[^\s/!?])/g;

/**
 * The line (from 1) of each element's start tag in `text`, a well-formed XML file, in document
 * order, the root first: the order of `[root, ...root.getElementsByTagName('*')]`. Read from the
 * text itself, so that the browser's parser (the lab, the studio), which keeps no lines, and the
 * build's name the same line.
 */
function startTagLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(MARKUP)) {
    line += (text.slice(counted, match.index).match(/\r\n?|\n/g) ?? []).length;
    counted = match.index;
    if (match[0] === '<') lines.push(line);
  }
  return lines;
}

// A CSS or presentation reference: url(…), its target quoted or not.
const URL_REFERENCE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;

/** The targets of `value`'s url(…) references that are not in the file (`#id`), in order. */
function outsideUrls(value: string): string[] {
  return [...value.matchAll(URL_REFERENCE)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim())
    .filter((target) => !target.startsWith('#'));
}

/**
 * Why one element draws something other than the file (svgReferenceProblem), in `words`, or null:
 * an element that loads or runs something (<image>, <foreignObject>, <script>), an href to another
 * file, a url(…) in any attribute (fill, stroke, filter, mask, clip-path, marker-*, style…) whose
 * target is not `#id`, and in a <style>'s sheet such a url(…) or an @import.
 */
export function elementReferenceProblem(
  element: Omit<SvgElementLike, 'getElementsByTagName'>,
  words: DesignWords,
): string | null {
  const tag = element.localName ?? '';
  if (tag === 'image' || tag === 'foreignObject' || tag === 'script') return words.svgTag(tag);
  for (const { name, value } of Array.from(element.attributes)) {
    const href = name === 'href' || name.endsWith(':href');
    if (href && value !== '' && !value.startsWith('#')) return words.svgOutside(tag, name, value.slice(0, 80));
    if (!href && outsideUrls(value).length > 0) return words.svgOutside(tag, name, value.slice(0, 80));
  }
  if (tag === 'style') {
    const sheet = element.textContent ?? '';
    const imported = /@import\s+(?:url\(\s*)?["']?([^"');\s]*)/i.exec(sheet);
    if (imported !== null) return words.svgStyleOutside(`@import ${imported[1] ?? ''}`.slice(0, 80));
    const url = outsideUrls(sheet)[0];
    if (url !== undefined) return words.svgStyleOutside(`url(${url})`.slice(0, 80));
  }
  return null;
}

/**
 * Why the build cannot outline one element of an art, in `words`, or null: a <style> or a style
 * attribute, which its outliner does not follow (the lab and the studio draw them, and say so).
 */
export function artStyleProblem(
  element: Omit<SvgElementLike, 'getElementsByTagName'>,
  words: DesignWords,
): string | null {
  const tag = element.localName ?? '';
  if (tag === 'style') return words.svgStyle;
  return element.hasAttribute('style') ? words.svgStyleAttribute(tag) : null;
}

/** Why an art's root does not cover its design's ticket (`viewBox="0 0 width height"`), in `words`, or null. */
export function artViewBoxProblem(
  root: SvgElementLike,
  width: number,
  height: number,
  words: DesignWords,
): string | null {
  const given = root.getAttribute('viewBox');
  const box = (given ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box[0] === 0 && box[1] === 0 && box[2] === width && box[3] === height) return null;
  return words.viewBox(given, width, height);
}

/**
 * Reads a design folder from its files' texts, by path in the folder (`design.json`,
 * `calendrier.svg`, `symbols/clover.svg`); `id`, the folder's name when known, must be the
 * design's. Returns every problem found, in the order a person fixes them: design.json present,
 * JSON, the design (schema, structure, files named), then each SVG it draws with; their details
 * in `words`, the page's language.
 */
export function parseDesignFolder(
  files: Readonly<Record<string, string>>,
  words: DesignWords,
  id?: string,
): DesignFolderResult {
  const texts = new Map(Object.entries(files).map(([path, text]) => [folderPath(path), text]));
  if (texts.size === 0) return { ok: false, problems: [{ code: 'empty' }] };
  const json = texts.get('design.json');
  if (json === undefined) {
    const nested = [...texts.keys()].filter((p) => p.endsWith('/design.json')).sort();
    return { ok: false, problems: [{ code: 'noDesignJson', nested }] };
  }
  try {
    JSON.parse(json);
  } catch (e) {
    // As parseDesign words it for the build and check-layout; the design named when its folder's name is known.
    const problem = words.notValidJson(jsonSyntaxProblem(json, e, words));
    const detail = id === undefined ? problem : words.field(words.design(id), problem);
    return { ok: false, problems: [{ code: 'notJson', detail }] };
  }
  // design.json's text, not its data: each schema problem names its line, as the build and check-layout do.
  const parsed = parseDesign(json, [...texts.keys()], words, id);
  if (!parsed.ok)
    return {
      ok: false,
      problems: parsed.errors.map((detail, i) => ({ code: 'design', detail, file: parsed.files[i] ?? 'design.json' })),
    };
  const { design } = parsed;
  const drawn = [design.art.fr, design.art.en, ...Object.values(design.symbols)];
  const arts = new Set([design.art.fr, design.art.en]);
  const svg: Record<string, string> = {};
  const buildRefuses: Record<string, string> = {};
  const unbundled: Record<string, string> = {};
  const problems: DesignFolderProblem[] = [];
  for (const file of new Set(drawn)) {
    const text = texts.get(file) ?? '';
    // Parsed once for every check below: parsing is most of the time a folder takes to open.
    const parsed = text.trim() === '' ? null : parseInertSvg(text);
    const problem = parsed === null ? words.svgEmpty : svgDocumentProblem(parsed, words);
    if (parsed === null || problem !== null) {
      problems.push({ code: 'notSvg', file, detail: problem ?? words.svgEmpty });
      continue;
    }
    const root = parsed.documentElement;
    const art = arts.has(file);
    // A file refused for what it draws from outside is refused with its styles named too (the build
    // refuses them): the person fixes them in one go.
    const content =
      (svgReferenceProblem(root, text, words) === null ? null : svgReferenceProblem(root, text, words, { art })) ??
      (art ? artViewBoxProblem(root, design.layout.width, design.layout.height, words) : null);
    if (content !== null) {
      problems.push({ code: 'svgContent', file, detail: content });
      continue;
    }
    svg[file] = text;
    // Drawn here as it is, but refused by the build: said beside the pictures.
    const styles = art ? artStyleProblems(root, text, words) : null;
    if (styles !== null) buildRefuses[file] = styles;
    const fonts = art ? artFontProblems(root, text, words) : null;
    if (fonts !== null) unbundled[file] = fonts;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, folder: { design, svg, buildRefuses, unbundled } };
}
