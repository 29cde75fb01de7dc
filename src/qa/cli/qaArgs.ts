import { parseArgs } from 'node:util';
import { langOfEnv } from '../../headless/locale.ts';
import { isLang, type Lang } from '../../i18n/index.ts';

/** What `npm run qa` was asked to do. */
export interface QaOptions {
  readonly update: boolean;
  readonly lang: Lang;
  readonly help: boolean; // print QA_HELP, and nothing else
  /** The language of its terminal lines (qaSaysIn; default English): set by qaMain. */
  readonly say?: Lang;
}

const USAGE = 'use --update and --lang fr|en (see --help)';

/** What `npm run qa -- --help` prints. */
export const QA_HELP = `Usage: npm run qa [-- --update] [-- --lang fr|en]

Visual QA of the ticket layouts: renders the QA sheet's images in headless Chromium and compares
each with its baseline in test/visual/, runs every layout check on every design in both languages,
takes the sheet at each screen width, and writes qa-report/index.html.

Options:
  --update     accept the new images as baselines (the report still lists them, for review)
  --lang fr|en the report's language (French by default)
  -h, --help   print this help

Exit code: 0 when nothing changed and every check passes, 1 otherwise, 2 on bad arguments.
`;

/** The options `parseQaArgs` accepts: QA_HELP lists each (a test holds the two together). */
export const QA_OPTIONS = {
  update: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * `npm run qa`'s arguments, parsed by node:util's parseArgs: the options, or a one-line message
 * naming the problem (the caller prints it and exits 2).
 */
export function parseQaArgs(argv: readonly string[]): QaOptions | string {
  let values: { update?: boolean; lang?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: QA_OPTIONS,
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const arg = /'([^']*)'/.exec(message)?.[1] ?? message;
      return `unknown argument "${arg}": ${USAGE}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      if (/'--lang/.test(message)) return '--lang needs a value: use fr or en';
      if (/'--update/.test(message)) return '--update takes no value: use --update alone';
      if (/--help'/.test(message)) return '--help takes no value: use --help alone';
    }
    return message;
  }
  const lang = values.lang ?? 'fr';
  if (!isLang(lang)) return `--lang "${lang}" is not a language: use fr or en`;
  return { update: values.update === true, lang, help: values.help === true };
}

/**
 * The language of `npm run qa`'s terminal lines (its stages, its failure, `qa: interrupted`):
 * grattez's rule, `--lang fr|en` winning over the locale (LC_ALL, LC_MESSAGES, LANG:
 * src/headless/locale.ts). A value that is no language leaves it to the locale. The report's
 * language is --lang's, French when it is not given.
 */
export function qaSaysIn(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Lang {
  const end = argv.indexOf('--');
  const args = end >= 0 ? argv.slice(0, end) : argv;
  const at = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  const value = at < 0 ? undefined : args[at]!.includes('=') ? args[at]!.slice('--lang='.length) : args[at + 1];
  return value !== undefined && isLang(value) ? value : langOfEnv(env);
}
