/**
 * `grattez check-layout --layout FILE.json [--art FILE.svg] [--lang fr|en] [--json]`: visual QA
 * of a layout a designer has edited. Never silent: every run says which checks ran, how many
 * failed, and which need the art. The checks that need no art (the schema, the geometry, text fit
 * measured with the bundled fonts) run at once; with --art, the rendered checks too (text fit and
 * size as drawn, covers, tap targets, contrast, symbols, printed facts), in headless Chromium with
 * the given art. Exit 0 when all pass; 1 with
 * one line per failure on stdout (element, check and measure; a failure alike at several
 * densities once, naming them); 2 on bad input (a missing file,
 * JSON that is not a layout, art the build cannot outline).
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import { isLang, type Lang } from '../i18n/index.ts';
import { cliLang } from './lang.ts';
import { say } from './words.ts';
import { DESIGN_WORDS } from '../i18n/designWords.ts';
import { isDesignId, type TicketLayout } from '../layouts/index.ts';
import { toolChromium } from '../headless/chromium.ts';
import { parseDesign } from '../layouts/parseDesign.ts';
import { parseLayout } from '../layouts/parseLayout.ts';
import { utf8Text } from '../layouts/utf8.ts';
import { designFileTooLarge } from '../layouts/fileSize.ts';
import { QA_WORDS } from '../i18n/qa.ts';
import { describeFinding, describeFindingsGrouped, withoutRepeats } from '../qa/checks/describe.ts';
import { checkGeometry } from '../qa/checks/geometry.ts';
import { checkTextFit } from '../qa/checks/textFit.ts';
import { CHECK_IDS, RENDERED_CHECK_IDS, type CheckId, type Finding } from '../qa/checks/problems.ts';
import { loadBrowserTool } from './optionalTools.ts';
import { quote, quotePath, UsageError } from './options.ts';
import { writeLines } from './output.ts';
import { progressLine, seconds } from './progress.ts';
import { projectRoot as findProjectRoot } from './projectRoot.ts';

const projectRoot = () => findProjectRoot(import.meta.url);

interface CheckLayoutOptions {
  layout?: string;
  design?: string;
  art?: string;
  lang?: string;
  json?: boolean;
}

/** A check that runs on the layout's numbers alone, in Node, without its art. */
interface NoArtCheck {
  readonly check: CheckId;
  /** Its findings; adds the number of checks it made to `tally.checks`. */
  readonly run: (layout: TicketLayout, tally: { checks: number }) => Finding[];
}

/**
 * The checks that run without the art, at once: the geometry, and text fit measured with the
 * bundled fonts' metrics, each text box of the layout against the longest text it can have to hold
 * in each language. What only the art can show (its own texts, covers, tap targets, contrast,
 * symbols, printed facts) is named in the summary as not checked.
 */
const NO_ART_CHECKS: readonly NoArtCheck[] = [
  { check: 'geometry', run: (layout, tally) => checkGeometry(layout, tally) },
  { check: 'text', run: (layout, tally) => checkTextFit(layout, tally) },
];

/** The checks not made without the art, as the last lines name them (text fit's part that needs the art). */
const skippedName = (check: CheckId): string =>
  check === 'text' ? say().checkLayout.artTexts : say().checkLayout.checkNames[check];

/** A design's art in one language as a designer gives it: SVG with its text as <text>. */
export interface ArtSource {
  readonly lang: Lang;
  readonly svg: string;
  readonly file: string; // named in messages
}

/** One kind of check in a report: how many were made, and how many failed. */
interface CheckCount {
  readonly check: CheckId;
  readonly checks: number;
  readonly failed: number;
}

/** What `checkDesign` did and found. */
export interface LayoutReport {
  readonly design: string;
  readonly langs: readonly Lang[]; // the languages whose art was given, so checked
  readonly ran: readonly CheckCount[]; // in the order of CHECK_IDS
  readonly skipped: readonly CheckId[]; // the checks that need the art, when none was given
  readonly findings: readonly Finding[];
}

/**
 * Every check of a layout that can run with the art given, one art per language (none, one, or
 * each language's): the checks that need no art at once (NO_ART_CHECKS), then, when there is art,
 * the rendered checks in headless Chromium, each art outlined as the build does it. The one entry
 * point of check-layout: `--layout` gives no art, `--layout --art` one, and a design folder
 * (`--design DIR`) gives its layout and each language's art. Throws a UsageError naming the option
 * and the file for art that cannot be outlined.
 */
export async function checkDesign(
  layout: TicketLayout,
  arts: readonly ArtSource[],
  options: {
    readonly root: string;
    readonly stage?: (text: string) => void;
    /** The option the art came from, which a message about the art names: --art unless said. */
    readonly artFrom?: string;
    /** The design folder the layout and art come from: its files' texts by path, and each language's art in it. */
    readonly folder?: DesignFolderFiles;
  },
): Promise<LayoutReport> {
  const counts = new Map<CheckId, number>();
  const findings: Finding[] = [];
  for (const { check, run } of NO_ART_CHECKS) {
    const tally = { checks: 0 };
    findings.push(...run(layout, tally));
    counts.set(check, (counts.get(check) ?? 0) + tally.checks);
  }
  if (arts.length > 0) {
    const chromiumPath = toolChromium();
    if (!existsSync(chromiumPath)) throw new Error(say().noChromium(chromiumPath));
    // Loaded only with art: the build's outliner, Vite and Playwright are heavy.
    const [{ outlineSvgText, createFontLoader, ArtOutlineError }, rendered] = await Promise.all([
      import('../../build/outlineArt.ts'),
      loadBrowserTool('grattez check-layout --art', () => import('../qa/cli/renderedChecks.ts')),
    ]);
    const loadFont = createFontLoader();
    const outlined = arts.map((art) => {
      try {
        return { lang: art.lang, svg: outlineSvgText(art.svg, art.file, loadFont) };
      } catch (error) {
        if (error instanceof ArtOutlineError)
          throw new UsageError(DESIGN_WORDS[cliLang()].field(options.artFrom ?? '--art', error.messageIn(cliLang())));
        throw error;
      }
    });
    // A folder is drawn with its own files, its art outlined: the app need not have it built in.
    const folder =
      options.folder === undefined
        ? undefined
        : {
            name: options.folder.name,
            files: {
              ...options.folder.files,
              ...Object.fromEntries(outlined.map((art) => [options.folder!.art[art.lang], art.svg])),
            },
          };
    let result: Awaited<ReturnType<typeof rendered.renderedLayoutChecks>>;
    try {
      result = await rendered.renderedLayoutChecks(options.root, layout, outlined, options.stage, folder, cliLang());
    } catch (error) {
      if (error instanceof rendered.FolderNotDesign)
        throw new UsageError(`${options.artFrom ?? '--design'}: ${error.message}`);
      throw error;
    }
    findings.push(...result.findings);
    for (const check of [...RENDERED_CHECK_IDS, 'geometry'] as const)
      counts.set(check, (counts.get(check) ?? 0) + result.checks[check]);
  }
  const said = withoutRepeats(findings);
  const ran = CHECK_IDS.flatMap((check): CheckCount[] => {
    const checks = counts.get(check);
    return checks === undefined ? [] : [{ check, checks, failed: said.filter((f) => f.check === check).length }];
  });
  return {
    design: layout.design,
    langs: arts.map((art) => art.lang),
    ran,
    // Text fit runs without the art, but the art's own texts need it: text stays among the skipped.
    skipped: arts.length > 0 ? [] : [...RENDERED_CHECK_IDS],
    findings: said,
  };
}

/** The system's code of a failed read (`ENOENT`), if it has one. */
function systemCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined;
}

/**
 * Why a file or folder could not be read, in the run's language: the commonest codes in words
 * (`it does not exist`), any other as the system's code, so that nothing is left unsaid.
 */
function unreadable(error: unknown): string {
  const code = systemCode(error);
  if (code === undefined) return String(error);
  const words: Readonly<Record<string, string>> = say().checkLayout.unreadable;
  return words[code] ?? code;
}

/**
 * The text of an input file. `named` is how a message names it, a design folder's file by its path
 * in the folder (`calendrier.svg`); the option and the path typed otherwise.
 */
function readInput(option: string, file: string, named?: string): string {
  const name = named ?? `${option} ${quotePath(file)}`;
  let bytes: Uint8Array;
  try {
    // A file larger than any design file is refused unread, as the design lab does.
    const megabytes = designFileTooLarge(statSync(file).size);
    if (megabytes !== null) throw new UsageError(QA_WORDS[cliLang()].lab.problem.tooLarge(name, megabytes));
    bytes = readFileSync(file);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if (systemCode(error) === 'EISDIR' && option === '--layout' && named === undefined)
      throw new UsageError(say().checkLayout.layoutIsFolder(quotePath(file)));
    throw new UsageError(say().checkLayout.cannotRead(name, unreadable(error)));
  }
  const read = utf8Text(bytes);
  // A folder's file in the design lab's own words, so that both say the same; a typed path as the CLI says it.
  if (!read.ok)
    throw new UsageError(
      named === undefined
        ? say().checkLayout.notUtf8(name, read.line)
        : QA_WORDS[cliLang()].lab.problem.notUtf8(named, read.line),
    );
  return read.text;
}

/**
 * A design folder as `--design` gives it: its layout, and its art in each language, read from the
 * disk and checked by `parseDesign` (the build's reader), whose every problem is named.
 */
function readDesignFolder(dir: string): { layout: TicketLayout; arts: ArtSource[]; files: DesignFolderFiles } {
  let files: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new UsageError(say().checkLayout.notAFolder(quotePath(dir)));
    files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.replace(/\\/g, '/'));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(say().checkLayout.cannotReadFolder(quotePath(dir), unreadable(error)));
  }
  if (!files.includes('design.json')) {
    // One level down or deeper, as a folder holding the design's folder would have it: say where.
    const nested = files.filter((f) => f.endsWith('/design.json')).sort();
    const deeper = nested.length === 0 ? '' : say().checkLayout.foundIn(nested.map((f) => quotePath(join(dir, f))));
    throw new UsageError(say().checkLayout.noDesignJson(quotePath(dir), deeper));
  }
  const parsed = parseDesign(
    readInput('--design', join(dir, 'design.json'), 'design.json'),
    files,
    DESIGN_WORDS[cliLang()],
    basename(resolve(dir)),
  );
  if (!parsed.ok) {
    // Each problem named with its file, as the design lab names it: design.json, or a symbol's art the problem names.
    const named = parsed.errors.map((error, i) =>
      parsed.files[i] === 'design.json' ? DESIGN_WORDS[cliLang()].field('design.json', error) : error,
    );
    throw new UsageError(say().checkLayout.notADesign(quotePath(dir), named));
  }
  const { design } = parsed;
  // Each file named as the folder names it, after the folder as typed (--design "…": calendrier.svg:3:4: …);
  // every file that cannot be read is named, in one line.
  const refused: string[] = [];
  const read = (path: string): string => {
    try {
      return readInput('--design', join(dir, path), path);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      refused.push(error.message);
      return '';
    }
  };
  const arts = (['fr', 'en'] as const).map((lang) => {
    const file = design.art[lang];
    return { lang, svg: read(file), file };
  });
  // Every file the design draws with, its own symbols too, as the design lab reads a folder.
  const paths = ['design.json', ...Object.values(design.symbols)];
  const texts = Object.fromEntries(paths.map((path) => [path, read(path)]));
  // One sentence: each but the last without its full stop.
  if (refused.length > 0)
    throw new UsageError(refused.map((m, i) => (i < refused.length - 1 ? m.replace(/\.$/, '') : m)).join('; '));
  return {
    layout: design.layout,
    arts,
    files: { name: basename(resolve(dir)), files: texts, art: { fr: design.art.fr, en: design.art.en } },
  };
}

/** A design folder's files, as check-layout gives them to the QA page. */
interface DesignFolderFiles {
  readonly name: string;
  /** The texts of design.json and the symbols' files, by path in the folder (the art is added, outlined). */
  readonly files: Readonly<Record<string, string>>;
  /** Where each language's art is in the folder. */
  readonly art: Readonly<Record<Lang, string>>;
}

/** A path with its links followed (a folder reached through a link is the folder), or as given when it is not there. */
function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** The language an art file prints in: `dog.en.svg` is English, anything else French. */
function langOfArtFile(file: string): Lang {
  return /\.en\.svg$/i.test(basename(file)) ? 'en' : 'fr';
}

/**
 * How many checks failed, for the last line: each density's and each place's failure counts, as in
 * `--json`; where stdout says a failure alike at several densities or in several places once, the
 * number of its lines is said too, so that "3 failed" over one line reads as what it is.
 */
export function failedCount(report: LayoutReport, json: boolean): string {
  const failed = report.findings.length;
  const lines = json ? failed : describeFindingsGrouped(report.findings, cliLang()).length;
  const words = say().checkLayout;
  return lines === failed ? words.failed(failed) : words.failedInLines(failed, lines);
}

/**
 * What check-layout prints on stdout: one line per failure, as `npm run qa` prints its own
 * (describeFindingsGrouped): a failure alike at several densities once, naming them, and one cause
 * failing alike in several places of the design once, naming the places; with `json`, one object
 * with every failure, each density's and each place's apart.
 */
export function reportLines(report: LayoutReport, json: boolean): string[] {
  const failed = report.findings.length;
  // In the run's language; the JSON's messages, for programs, always in English.
  if (!json) return describeFindingsGrouped(report.findings, cliLang()).map((line) => `${line}\n`);
  return [
    `${JSON.stringify({
      ok: failed === 0,
      design: report.design,
      langs: report.langs,
      checks: report.ran.reduce((sum, r) => sum + r.checks, 0),
      failed,
      ran: report.ran,
      skipped: report.skipped,
      failures: report.findings.map((f) => ({
        check: f.check,
        element: f.element,
        message: describeFinding(f, 'en'),
        lang: f.lang ?? null,
        density: f.density ?? null,
      })),
    })}\n`,
  ];
}

/** After the options: how it ends, its exit codes, examples. */
const checkLayoutHelp = (): string => `${say().checkLayout.after}

${say().examples}
  $ grattez check-layout --design designs/calendrier
  $ grattez check-layout --layout designs/months/design.json
  $ grattez check-layout --layout my-months.json --art my-months.en.svg --json`;

/** Adds `check-layout` to the program. */
export function addCheckLayout(
  program: Command,
  io: { readonly stdout: Writable; readonly stderr: Writable; readonly isTTY: boolean },
  setExit: (code: number) => void,
): void {
  const words = say().checkLayout;
  program
    .command('check-layout')
    .summary(words.summary)
    .description(words.description)
    .option('--design <dir>', words.design)
    .option('--layout <file>', words.layout)
    .option('--art <file>', words.art)
    .option('--lang <lang>', words.lang)
    .option('--json', words.json)
    .addHelpText('after', checkLayoutHelp())
    .action(async (_options: unknown, command: Command) => {
      const started = Date.now();
      const options = command.opts<CheckLayoutOptions>();
      if ((options.design === undefined) === (options.layout === undefined)) throw new UsageError(words.designOrLayout);
      if (options.design !== undefined && (options.art !== undefined || options.lang !== undefined))
        throw new UsageError(
          words.designNoArt(
            [options.art === undefined ? null : '--art', options.lang === undefined ? null : '--lang'].filter(
              (o) => o !== null,
            ),
          ),
        );
      if (options.lang !== undefined && !isLang(options.lang))
        throw new UsageError(say().notALang(quote(options.lang)));
      if (options.lang !== undefined && options.art === undefined) throw new UsageError(words.langNeedsArt);
      let layout: TicketLayout;
      const arts: ArtSource[] = [];
      let named: string; // the source the summary names
      let folder: ReturnType<typeof readDesignFolder> | undefined;
      if (options.design !== undefined) {
        // A folder named like a built-in design, not the project's own: its files are checked, said first.
        const id = basename(resolve(options.design));
        if (
          isDesignId(id) &&
          existsSync(join(options.design, 'design.json')) &&
          realpathSync(options.design) !== realpathOr(join(projectRoot(), 'designs', id))
        )
          io.stderr.write(`grattez: ${words.builtIn(id)}\n`);
        folder = readDesignFolder(options.design);
        layout = folder.layout;
        arts.push(...folder.arts);
        named = `${basename(resolve(options.design))}/`;
      } else {
        const file = options.layout!;
        const parsed = parseLayout(readInput('--layout', file), DESIGN_WORDS[cliLang()]);
        if (!parsed.ok) throw new UsageError(words.notALayout(quotePath(file), parsed.notJson !== true, parsed.error));
        layout = parsed.layout;
        named = basename(file);
        if (options.art !== undefined && !isDesignId(layout.design))
          throw new UsageError(words.notAppDesign(quotePath(file), layout.design));
        if (options.art !== undefined) {
          const lang = options.lang !== undefined && isLang(options.lang) ? options.lang : langOfArtFile(options.art);
          arts.push({ lang, svg: readInput('--art', options.art), file: options.art });
        }
      }
      const progress = io.isTTY && arts.length > 0 ? progressLine(io.stderr, `check-layout ${named}`) : undefined;
      let report: LayoutReport;
      try {
        report = await checkDesign(layout, arts, {
          root: projectRoot(),
          ...(progress === undefined ? {} : { stage: progress.stage }),
          ...(options.design === undefined ? {} : { artFrom: `--design ${quotePath(options.design)}` }),
          ...(folder === undefined ? {} : { folder: folder.files }),
        });
      } finally {
        progress?.clear();
      }
      const checks = report.ran.reduce((sum, r) => sum + r.checks, 0);
      const failed = report.findings.length;
      await writeLines(io.stdout, reportLines(report, options.json === true));
      if (report.skipped.length > 0) {
        io.stderr.write(`grattez: ${words.notChecked(report.skipped.map(skippedName))}\n`);
      }
      const source = [named, ...(report.langs.length > 0 ? [words.artIn(report.langs)] : [])];
      const time = arts.length === 0 ? null : seconds(Date.now() - started);
      io.stderr.write(
        `grattez: ${words.lastLine(report.design, source, checks, failedCount(report, options.json === true), time)}\n`,
      );
      setExit(failed === 0 ? 0 : 1);
    });
}
