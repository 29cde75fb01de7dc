import { parseDesign, type ParseDesignResult } from './parseDesign.ts';

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
  | { readonly code: 'notJson'; readonly detail: string }
  | { readonly code: 'design'; readonly detail: string } // parseDesign's: design, zone and field named
  | { readonly code: 'notSvg'; readonly file: string; readonly detail: string };

/** A folder that can be drawn: its design, and the text of each SVG it draws with, by path. */
interface DesignFolder {
  readonly design: FolderDesign;
  readonly svg: Readonly<Record<string, string>>;
}

export type DesignFolderResult =
  | { readonly ok: true; readonly folder: DesignFolder }
  | { readonly ok: false; readonly problems: readonly DesignFolderProblem[] };

/** A file's path in the folder, with `/` and no leading `./`. */
export function folderPath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
}

/**
 * Why `text` (the file `file`) is not an SVG document, or null when it is one: well-formed XML
 * whose root is an <svg> in the SVG namespace. Uses the DOMParser of the page (or of jsdom).
 */
export function svgProblem(text: string): string | null {
  if (text.trim() === '') return 'the file is empty';
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
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
    return `not well-formed XML${detail === '' ? '' : `: ${detail.slice(0, 200)}`}`;
  }
  const root = parsed.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg')
    return `the root element is <${root.localName}>, not an <svg> in the SVG namespace`;
  return null;
}

/**
 * Reads a design folder from its files' texts, by path in the folder (`design.json`,
 * `calendrier.svg`, `symbols/clover.svg`); `id`, the folder's name when known, must be the
 * design's. Returns every problem found, in the order a person fixes them: design.json present,
 * JSON, the design (schema, structure, files named), then each SVG it draws with.
 */
export function parseDesignFolder(files: Readonly<Record<string, string>>, id?: string): DesignFolderResult {
  const texts = new Map(Object.entries(files).map(([path, text]) => [folderPath(path), text]));
  if (texts.size === 0) return { ok: false, problems: [{ code: 'empty' }] };
  const json = texts.get('design.json');
  if (json === undefined) {
    const nested = [...texts.keys()].filter((p) => p.endsWith('/design.json')).sort();
    return { ok: false, problems: [{ code: 'noDesignJson', nested }] };
  }
  let data: unknown;
  try {
    data = JSON.parse(json) as unknown;
  } catch (e) {
    return { ok: false, problems: [{ code: 'notJson', detail: e instanceof Error ? e.message : String(e) }] };
  }
  const parsed = parseDesign(data, [...texts.keys()], id);
  if (!parsed.ok) return { ok: false, problems: parsed.errors.map((detail) => ({ code: 'design', detail })) };
  const { design } = parsed;
  const drawn = [design.art.fr, design.art.en, ...Object.values(design.symbols)];
  const svg: Record<string, string> = {};
  const problems: DesignFolderProblem[] = [];
  for (const file of new Set(drawn)) {
    const text = texts.get(file) ?? '';
    const problem = svgProblem(text);
    if (problem === null) svg[file] = text;
    else problems.push({ code: 'notSvg', file, detail: problem });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, folder: { design, svg } };
}
