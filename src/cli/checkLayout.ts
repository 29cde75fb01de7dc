/**
 * `grattez check-layout --layout FILE.json [--art FILE.svg] [--lang fr|en] [--json]`: visual QA
 * of a layout a designer has edited. Never silent: every run says which checks ran, how many
 * failed, and which need the art. The checks that need no art (the schema, the geometry, text fit
 * measured with the bundled fonts) run at once; with --art, the rendered checks too (text fit and
 * size as drawn, covers, tap targets, contrast, symbols, printed facts), in headless Chromium with
 * the given art. Exit 0 when all pass; 1 with
 * one line per failure on stdout (element, check and measure); 2 on bad input (a missing file,
 * JSON that is not a layout, art the build cannot outline).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import { isLang, type Lang } from '../i18n/index.ts';
import type { TicketLayout } from '../layouts/index.ts';
import { parseLayout } from '../layouts/parseLayout.ts';
import { describeFinding } from '../qa/checks/describe.ts';
import { checkGeometry } from '../qa/checks/geometry.ts';
import { checkTextFit } from '../qa/checks/textFit.ts';
import { CHECK_IDS, RENDERED_CHECK_IDS, type CheckId, type Finding } from '../qa/checks/problems.ts';
import { loadBrowserTool } from './optionalTools.ts';
import { quote, UsageError } from './options.ts';
import { writeLines } from './output.ts';
import { progressLine, seconds } from './progress.ts';
import { projectRoot as findProjectRoot } from './projectRoot.ts';

const projectRoot = () => findProjectRoot(import.meta.url);

interface CheckLayoutOptions {
  layout: string;
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

/** The rendered checks as the summary names them. */
const CHECK_NAMES: Readonly<Record<CheckId, string>> = {
  schema: 'schema',
  geometry: 'geometry',
  text: 'text fit and size',
  covers: 'covers',
  tapTargets: 'tap targets',
  contrast: 'contrast',
  symbols: 'symbols',
  facts: 'printed facts',
};

/** The checks not made without the art, as the summary names them. */
const SKIPPED_NAMES: Readonly<Record<CheckId, string>> = {
  ...CHECK_NAMES,
  text: "the art's texts and the text drawn at each density",
};

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
 * (`--design DIR`) gives its layout and each language's art. Throws a UsageError naming the file
 * for art that cannot be outlined.
 */
export async function checkDesign(
  layout: TicketLayout,
  arts: readonly ArtSource[],
  options: { readonly root: string; readonly stage?: (text: string) => void },
): Promise<LayoutReport> {
  const counts = new Map<CheckId, number>();
  const findings: Finding[] = [];
  for (const { check, run } of NO_ART_CHECKS) {
    const tally = { checks: 0 };
    findings.push(...run(layout, tally));
    counts.set(check, (counts.get(check) ?? 0) + tally.checks);
  }
  if (arts.length > 0) {
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
        if (error instanceof ArtOutlineError) throw new UsageError(`--art: ${error.message}`);
        throw error;
      }
    });
    const result = await rendered.renderedLayoutChecks(options.root, layout, outlined, options.stage);
    findings.push(...result.findings);
    for (const check of RENDERED_CHECK_IDS) counts.set(check, (counts.get(check) ?? 0) + result.checks[check]);
  }
  const ran = CHECK_IDS.flatMap((check): CheckCount[] => {
    const checks = counts.get(check);
    return checks === undefined ? [] : [{ check, checks, failed: findings.filter((f) => f.check === check).length }];
  });
  return {
    design: layout.design,
    langs: arts.map((art) => art.lang),
    ran,
    // Text fit runs without the art, but the art's own texts need it: text stays among the skipped.
    skipped: arts.length > 0 ? [] : [...RENDERED_CHECK_IDS],
    findings,
  };
}

function readInput(option: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new UsageError(`${option} ${quote(file)}: cannot read the file (${reason})`);
  }
}

/** The language an art file prints in: `dog.en.svg` is English, anything else French. */
function langOfArtFile(file: string): Lang {
  return /\.en\.svg$/i.test(basename(file)) ? 'en' : 'fr';
}

const CHECK_LAYOUT_HELP = `
Never silent: it ends with one line on stderr naming the design, the number of checks made and
failed (and with --art the time taken); without --art, a line before it names the checks that
need the art. Exit codes: 0 every check passes; 1 some fail (one line each on stdout: element,
check, measure); 2 bad input (one line on stderr, nothing on stdout).

Examples:
  $ grattez check-layout --layout src/layouts/months.json
  $ grattez check-layout --layout my-months.json --art my-months.en.svg --json`;

/** Adds `check-layout` to the program. */
export function addCheckLayout(
  program: Command,
  io: { readonly stdout: Writable; readonly stderr: Writable; readonly isTTY: boolean },
  setExit: (code: number) => void,
): void {
  program
    .command('check-layout')
    .summary('check a ticket layout (and its art): geometry, and rendered checks in Chromium')
    .description(
      'Check a layout JSON file: its schema, then its geometry (slots and amounts inside their covers,\n' +
        'zones apart, inside the ticket and its safe margin). With --art, draw it with that art in headless\n' +
        'Chromium and check text fit and size, covers, tap targets, contrast, symbols and the facts the art\n' +
        'prints (price, prize ladder, multiplier) against the engine too.',
    )
    .requiredOption('--layout <file>', 'the layout, JSON (see src/layouts/*.json)')
    .option('--art <file>', 'the ticket art, SVG, with its text as <text> (outlined as the build does)')
    .option('--lang <lang>', 'the language of the art: fr or en (default: en for *.en.svg, else fr)')
    .option(
      '--json',
      'print one JSON object: { ok, design, langs, checks, failed, ran, skipped, failures: [{ check, element, message, lang, density }] }',
    )
    .addHelpText('after', CHECK_LAYOUT_HELP)
    .action(async (_options: unknown, command: Command) => {
      const started = Date.now();
      const options = command.opts<CheckLayoutOptions>();
      const parsed = parseLayout(readInput('--layout', options.layout));
      if (!parsed.ok) throw new UsageError(`--layout ${quote(options.layout)} is not a layout: ${parsed.error}`);
      if (options.lang !== undefined && !isLang(options.lang))
        throw new UsageError(`--lang ${quote(options.lang)} is not a language: use fr or en`);
      const arts: ArtSource[] = [];
      if (options.art !== undefined) {
        const lang = options.lang !== undefined && isLang(options.lang) ? options.lang : langOfArtFile(options.art);
        arts.push({ lang, svg: readInput('--art', options.art), file: options.art });
      }
      const progress =
        io.isTTY && arts.length > 0 ? progressLine(io.stderr, `check-layout ${basename(options.layout)}`) : undefined;
      let report: LayoutReport;
      try {
        report = await checkDesign(parsed.layout, arts, {
          root: projectRoot(),
          ...(progress === undefined ? {} : { stage: progress.stage }),
        });
      } finally {
        progress?.clear();
      }
      const checks = report.ran.reduce((sum, r) => sum + r.checks, 0);
      const failed = report.findings.length;
      const lines =
        options.json === true
          ? [
              `${JSON.stringify({
                ok: failed === 0,
                design: report.design,
                langs: report.langs,
                checks,
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
            ]
          : report.findings.map((f) => `${describeFinding(f, 'en')}\n`);
      await writeLines(io.stdout, lines);
      if (report.skipped.length > 0) {
        io.stderr.write(
          `grattez: not checked without the art: ${report.skipped.map((c) => SKIPPED_NAMES[c]).join(', ')} (give --art FILE.svg)\n`,
        );
      }
      const source = [
        basename(options.layout),
        ...(report.langs.length > 0 ? [`art in ${report.langs.join(' and ')}`] : []),
      ];
      const time = arts.length === 0 ? '' : `, in ${seconds(Date.now() - started)}`;
      io.stderr.write(`grattez: ${report.design} (${source.join(', ')}): ${checks} checks, ${failed} failed${time}\n`);
      setExit(failed === 0 ? 0 : 1);
    });
}
