import type { Lang } from '../i18n/index.ts';
import { DESIGN_WORDS } from '../i18n/designWords.ts';
import { QA_WORDS } from '../i18n/qa.ts';
import { provideDesign } from '../layouts/index.ts';
import { folderPath, parseDesignFolder, type DesignFolderProblem, type FolderDesign } from '../layouts/designFolder.ts';
import { utf8Text } from '../layouts/utf8.ts';
import { designFileTooLarge } from '../layouts/fileSize.ts';
import { embedArtFonts } from './artFonts.ts';
import { provideDesignFiles } from './assets.ts';
import { forgetGivenSvg, keepGivenSvg } from './givenSvg.ts';

/*
 * A design folder a person gives a page (the design lab, the studio), read in the page: nothing is
 * uploaded. Its files come from a folder handle (the File System Access API, which can read them
 * again after an edit), from dropped files' handles, or from plain File objects (a
 * <input webkitdirectory>, or a drop where handles are not offered), which a browser may refuse to
 * read once the file has changed on disk.
 */

/** The parts of the File System Access API read here (not yet in TypeScript's DOM library). */
export interface DirectoryHandle {
  readonly kind: 'directory';
  readonly name: string;
  values(): AsyncIterable<DirectoryHandle | FileHandle>;
}
interface FileHandle {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<File>;
}

/** Where a folder's files come from. */
export type FolderSource =
  | { readonly kind: 'directory'; readonly handle: DirectoryHandle }
  | { readonly kind: 'handles'; readonly handles: readonly FileHandle[] } // files dropped, with handles
  | {
      readonly kind: 'files';
      readonly name: string | undefined;
      readonly files: readonly FolderFile[];
      readonly came: 'drop' | 'input'; // dropped, or chosen with a file input: given again so after an edit
    };

/** A plain file and its path in the folder. */
interface FolderFile {
  readonly path: string;
  readonly file: File;
}

/**
 * The files an <input webkitdirectory> gives: their paths in the chosen folder, and its name
 * (each webkitRelativePath starts with it). Files picked one by one have no folder.
 */
export function filesOfInput(list: Iterable<File>): FolderSource {
  let name: string | undefined;
  const files = [...list].map((file) => {
    const parts = folderPath(file.webkitRelativePath).split('/');
    if (parts.length < 2) return { path: file.name, file };
    name ??= parts[0];
    return { path: parts.slice(1).join('/'), file };
  });
  return { kind: 'files', name, files, came: 'input' };
}

/** Whether a source can be read again after an edit (handles), or must be chosen again (files). */
export function canReread(source: FolderSource): boolean {
  return source.kind !== 'files';
}

/** Why files could not be read. */
type ReadProblem =
  | { readonly code: 'unreadable'; readonly files: readonly string[]; readonly again: 'drop' | 'input' | null } // null: read again as it is
  | { readonly code: 'tooLarge'; readonly file: string; readonly megabytes: number }
  | { readonly code: 'notUtf8'; readonly file: string; readonly line: number };

/** Sub-folders read below the chosen folder (symbols/ is one; a design has no deeper ones). */
const MAX_DEPTH = 3;

const wanted = (path: string) => /\.(json|svg)$/i.test(path);

async function listDirectory(
  handle: DirectoryHandle,
  prefix: string,
  depth: number,
): Promise<[string, File | FileHandle][]> {
  const out: [string, File | FileHandle][] = [];
  for await (const entry of handle.values()) {
    const path = `${prefix}${entry.name}`;
    if (entry.kind === 'file') {
      if (wanted(path)) out.push([path, entry]);
    } else if (depth < MAX_DEPTH) {
      out.push(...(await listDirectory(entry, `${path}/`, depth + 1)));
    }
  }
  return out;
}

/** The folder's name (the design's id, when the folder is one) and its JSON and SVG files' texts, by path. */
async function readFolder(
  source: FolderSource,
): Promise<
  { ok: true; name: string | undefined; files: Record<string, string> } | { ok: false; problem: ReadProblem }
> {
  let name: string | undefined;
  let entries: [string, File | FileHandle][];
  switch (source.kind) {
    case 'directory':
      name = source.handle.name;
      entries = await listDirectory(source.handle, '', 0);
      break;
    case 'handles':
      entries = source.handles.filter((h) => wanted(h.name)).map((h) => [h.name, h]);
      break;
    case 'files':
      name = source.name;
      entries = source.files.filter((f) => wanted(f.path)).map((f) => [f.path, f.file]);
      break;
  }
  const files: Record<string, string> = {};
  const unreadable: string[] = [];
  for (const [path, entry] of entries) {
    try {
      const file = entry instanceof File ? entry : await entry.getFile();
      const megabytes = designFileTooLarge(file.size);
      if (megabytes !== null) return { ok: false, problem: { code: 'tooLarge', file: path, megabytes } };
      const read = utf8Text(new Uint8Array(await file.arrayBuffer()));
      if (!read.ok) return { ok: false, problem: { code: 'notUtf8', file: path, line: read.line } };
      files[path] = read.text;
    } catch {
      unreadable.push(path);
    }
  }
  if (unreadable.length > 0)
    return {
      ok: false,
      problem: { code: 'unreadable', files: unreadable, again: source.kind === 'files' ? source.came : null },
    };
  return { ok: true, name, files };
}

/** A design read from a folder, drawable on this page until withdrawn. */
export interface GivenDesign {
  readonly design: FolderDesign;
  /** The art's and symbols' texts as the page draws them (fonts embedded), by path. */
  readonly svg: Readonly<Record<string, string>>;
  /** Each <text> of the art in a face the project does not bundle, with its line and text, by file (worded). */
  readonly unbundled: Readonly<Record<string, string>>;
  /** What the build will refuse in the art though this page draws it (its styles, each with its line), by file. */
  readonly buildRefuses: Readonly<Record<string, string>>;
  /** `unbundled` and `buildRefuses` worded for a page whose language changed: the files already read, parsed again. */
  notesIn(lang: Lang): Pick<GivenDesign, 'unbundled' | 'buildRefuses'>;
  /** Whether the art still has <text> (drawn with embedded fonts; the build outlines it). */
  readonly liveText: boolean;
  withdraw(): void;
}

/** Why a folder cannot be drawn: a file not read, or not a sound design. */
export type FolderProblem = DesignFolderProblem | ReadProblem;

export type GivenDesignResult =
  | { readonly ok: true; readonly given: GivenDesign }
  | {
      readonly ok: false;
      /** In the language asked for (the design's own problems come worded: their details). */
      readonly problems: readonly FolderProblem[];
      /** The same problems for a page whose language changed: the files already read, parsed again. */
      problemsIn: (lang: Lang) => readonly FolderProblem[];
    };

/** A problem with a folder, in words (the design lab's and the studio's). */
export function folderProblemText(problem: FolderProblem, lang: Lang): string {
  const m = QA_WORDS[lang].lab;
  switch (problem.code) {
    case 'empty':
      return m.problem.empty;
    case 'noDesignJson':
      return m.problem.noDesignJson(problem.nested.join(', '));
    case 'notJson': // named once, as the build and check-layout name it
    case 'design':
      // A symbol's art at fault is named in the detail: not said to be design.json's.
      return problem.code === 'notJson' || problem.file === 'design.json'
        ? m.problem.design(problem.detail)
        : problem.detail;
    case 'notSvg':
      return m.problem.notSvg(problem.file, problem.detail);
    case 'svgContent':
      return m.problem.svgContent(problem.file, problem.detail);
    case 'unreadable':
      return `${m.problem.unreadable(problem.files.join(', '))}${problem.again === null ? '' : ` ${m.chooseAgain(problem.again)}`}`;
    case 'tooLarge':
      return m.problem.tooLarge(problem.file, problem.megabytes);
    case 'notUtf8':
      return m.problem.notUtf8(problem.file, problem.line);
  }
}

/**
 * Reads a folder and, when it is a sound design, makes it drawable on this page (its art as blob:
 * URLs, with the bundled fonts embedded): the painter and the QA checks then draw it by its id.
 * Its problems are said in `lang`, the page's language.
 */
export async function openDesignFolder(source: FolderSource, lang: Lang): Promise<GivenDesignResult> {
  const read = await readFolder(source);
  if (!read.ok) return { ok: false, problems: [read.problem], problemsIn: () => [read.problem] };
  const parsed = parseDesignFolder(read.files, DESIGN_WORDS[lang], read.name);
  // The folder worded in another language, parsed once for it: the page asks at every render.
  const parsedIn = new Map<Lang, typeof parsed>([[lang, parsed]]);
  const wordedIn = (other: Lang): typeof parsed => {
    let again = parsedIn.get(other);
    if (again === undefined)
      parsedIn.set(other, (again = parseDesignFolder(read.files, DESIGN_WORDS[other], read.name)));
    return again;
  };
  if (!parsed.ok) {
    const problemsIn = (other: Lang): readonly FolderProblem[] => {
      const again = wordedIn(other);
      return again.ok ? parsed.problems : again.problems;
    };
    return { ok: false, problems: parsed.problems, problemsIn };
  }
  const { design, svg, buildRefuses, unbundled } = parsed.folder;
  const drawn: Record<string, string> = {};
  const urls: Record<string, string> = {};
  let liveText = false;
  for (const [path, text] of Object.entries(svg)) {
    const embedded = await embedArtFonts(text);
    drawn[path] = embedded;
    liveText ||= embedded !== text;
    urls[path] = URL.createObjectURL(new Blob([embedded], { type: 'image/svg+xml' }));
    keepGivenSvg(urls[path], embedded);
  }
  const withdrawDesign = provideDesign(design);
  const withdrawFiles = provideDesignFiles(design.id, urls);
  return {
    ok: true,
    given: {
      design,
      svg: drawn,
      unbundled,
      buildRefuses,
      notesIn(other) {
        const again = wordedIn(other);
        return again.ok
          ? { unbundled: again.folder.unbundled, buildRefuses: again.folder.buildRefuses }
          : { unbundled, buildRefuses };
      },
      liveText,
      withdraw() {
        withdrawFiles();
        withdrawDesign();
        for (const url of Object.values(urls)) {
          forgetGivenSvg(url);
          URL.revokeObjectURL(url);
        }
      },
    },
  };
}

/** What Chromium adds to a dropped item: its handle (File System Access). */
interface HandleItem {
  getAsFileSystemHandle(): Promise<DirectoryHandle | FileHandle | null | undefined>;
}

/** Reads the files under a dropped folder's entry (browsers without handles), with their paths. */
async function entryFiles(entry: FileSystemEntry, prefix: string, depth: number): Promise<FolderFile[]> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    return [{ path: `${prefix}${entry.name}`, file }];
  }
  if (depth >= MAX_DEPTH) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    children.push(...batch);
  }
  const dir = depth === 0 ? '' : `${prefix}${entry.name}/`;
  return (await Promise.all(children.map((c) => entryFiles(c, dir, depth + 1)))).flat();
}

/**
 * Where the files dropped on a page come from: a folder or files, with handles where the browser
 * offers them (they can be read again after an edit). Call it within the drop event: the items are
 * read before it returns its promise. Null when nothing was dropped.
 */
export function sourceOfDrop(data: DataTransfer): Promise<FolderSource | null> {
  const items = Array.from(data.items).filter((item) => item.kind === 'file');
  if (items.length === 0) return Promise.resolve(null);
  // Plain files, read now (the drop's data is gone once its event ends): where neither handles
  // nor entries are offered (files dropped by a script, some browsers), these are what is left.
  const plain: FolderSource = {
    kind: 'files',
    name: undefined,
    files: Array.from(data.files).map((file) => ({ path: file.name, file })),
    came: 'drop',
  };
  const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null);
  const first = items[0] as DataTransferItem & Partial<HandleItem>;
  if (typeof first.getAsFileSystemHandle === 'function') {
    const pending = items.map((item) =>
      (item as DataTransferItem & HandleItem).getAsFileSystemHandle().catch(() => null),
    );
    return Promise.all(pending).then((handles) => {
      const found = handles.filter((h): h is DirectoryHandle | FileHandle => h != null); // none for a scripted drop
      const directory = found.find((h): h is DirectoryHandle => h.kind === 'directory');
      if (directory !== undefined) return { kind: 'directory', handle: directory };
      const files = found.filter((h): h is FileHandle => h.kind === 'file');
      return files.length > 0 ? { kind: 'handles', handles: files } : fromEntries(entries, plain);
    });
  }
  return fromEntries(entries, plain);
}

/** A dropped folder's files through its entry, or else the plain files dropped. */
function fromEntries(entries: readonly (FileSystemEntry | null)[], plain: FolderSource): Promise<FolderSource> {
  const folder = entries.find((e) => e?.isDirectory === true);
  if (folder == null) return Promise.resolve(plain);
  return entryFiles(folder, '', 0).then((files) => ({ kind: 'files', name: folder.name, files, came: 'drop' }));
}
