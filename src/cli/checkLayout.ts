/**
 * `grattez check-layout --layout FILE.json [--art FILE.svg] [--lang fr|en] [--json]`: visual QA
 * of a layout a designer has edited. The schema and geometry checks run at once; with --art, the
 * rendered checks too (text fit and size, covers, tap targets, contrast, symbols), in headless
 * Chromium with the given art. Exit 0 when all pass; 1 with one line per failure on stdout
 * (element, check and measure); 2 on bad input (a missing file, JSON that is not a layout, art
 * the build cannot outline).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import { isLang } from '../i18n/index.ts';
import { parseLayout } from '../layouts/parseLayout.ts';
import { projectRoot as findProjectRoot } from './projectRoot.ts';
import { describeFinding } from '../qa/checks/describe.ts';
import { checkGeometry } from '../qa/checks/geometry.ts';
import type { Finding } from '../qa/checks/problems.ts';
import { loadBrowserTool } from './optionalTools.ts';
import { quote, UsageError } from './options.ts';
import { writeLines } from './output.ts';
import { progressLine, seconds } from './progress.ts';

const projectRoot = () => findProjectRoot(import.meta.url);

interface CheckLayoutOptions {
  layout: string;
  art?: string;
  lang?: string;
  json?: boolean;
}

function readInput(option: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new UsageError(`${option} ${quote(file)}: cannot read the file (${reason})`);
  }
}

const CHECK_LAYOUT_HELP = `
Ends with one line on stderr: the number of checks made and failed, and the time taken.
Exit codes: 0 every check passes; 1 some fail (one line each on stdout: element, check, measure);
2 bad input (one line on stderr, nothing on stdout).

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
        'Chromium and check text fit and size, covers, tap targets, contrast and symbols too.',
    )
    .requiredOption('--layout <file>', 'the layout, JSON (see src/layouts/*.json)')
    .option('--art <file>', 'the ticket art, SVG, with its text as <text> (outlined as the build does)')
    .option('--lang <lang>', 'the language of the art: fr or en (default: en for *.en.svg, else fr)')
    .option('--json', 'print one JSON object: { ok, failures: [{ check, element, message, lang, density }] }')
    .addHelpText('after', CHECK_LAYOUT_HELP)
    .action(async (_options: unknown, command: Command) => {
      const started = Date.now();
      const options = command.opts<CheckLayoutOptions>();
      const parsed = parseLayout(readInput('--layout', options.layout));
      if (!parsed.ok) throw new UsageError(`--layout ${quote(options.layout)} is not a layout: ${parsed.error}`);
      const layout = parsed.layout;
      if (options.lang !== undefined && !isLang(options.lang))
        throw new UsageError(`--lang ${quote(options.lang)} is not a language: use fr or en`);
      let findings: Finding[];
      let checks: number;
      if (options.art === undefined) {
        const tally = { checks: 0 };
        findings = checkGeometry(layout, tally);
        checks = tally.checks;
      } else {
        const source = readInput('--art', options.art);
        // Loaded only with --art: the build's outliner, Vite and Playwright are heavy.
        const [{ outlineSvgText, createFontLoader, ArtOutlineError }, rendered] = await Promise.all([
          import('../../build/outlineArt.ts'),
          loadBrowserTool('grattez check-layout --art', () => import('../qa/cli/renderedChecks.ts')),
        ]);
        let outlined: string;
        try {
          outlined = outlineSvgText(source, options.art, createFontLoader());
        } catch (error) {
          if (error instanceof ArtOutlineError) throw new UsageError(`--art: ${error.message}`);
          throw error;
        }
        const lang =
          options.lang !== undefined && isLang(options.lang) ? options.lang : rendered.langOfArtFile(options.art);
        const progress = io.isTTY ? progressLine(io.stderr, `check-layout ${basename(options.layout)}`) : undefined;
        try {
          ({ findings, checks } = await rendered.renderedLayoutChecks(
            projectRoot(),
            layout,
            outlined,
            lang,
            progress?.stage,
          ));
        } finally {
          progress?.clear();
        }
      }
      const lines =
        options.json === true
          ? [
              `${JSON.stringify({
                ok: findings.length === 0,
                failures: findings.map((f) => ({
                  check: f.check,
                  element: f.element,
                  message: describeFinding(f, 'en'),
                  lang: f.lang ?? null,
                  density: f.density ?? null,
                })),
              })}\n`,
            ]
          : findings.map((f) => `${describeFinding(f, 'en')}\n`);
      await writeLines(io.stdout, lines);
      const time = options.art === undefined ? '' : `, in ${seconds(Date.now() - started)}`;
      io.stderr.write(`grattez: ${basename(options.layout)}: ${checks} checks, ${findings.length} failed${time}\n`);
      setExit(findings.length === 0 ? 0 : 1);
    });
}
