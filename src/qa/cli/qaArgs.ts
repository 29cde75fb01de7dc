import { parseArgs } from 'node:util';
import { langOfEnv } from '../../headless/locale.ts';
import { isLang, type Lang } from '../../i18n/index.ts';
import { QA_WORDS } from '../../i18n/qa.ts';

/** What `npm run qa` was asked to do. */
export interface QaOptions {
  readonly update: boolean;
  readonly lang: Lang;
  readonly help: boolean; // print qaHelp, and nothing else
  /** The language of its terminal lines (qaSaysIn; default English): set by qaMain. */
  readonly say?: Lang;
}

/** What `npm run qa -- --help` prints, in `lang`. */
export function qaHelp(lang: Lang): string {
  return QA_WORDS[lang].tool.help;
}

/** The options `parseQaArgs` accepts: qaHelp lists each, in both languages (a test holds them together). */
export const QA_OPTIONS = {
  update: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** How an argument appears in a message: quoted and escaped, as grattez quotes user text. */
const quoted = (text: string): string => JSON.stringify(text);

/**
 * `npm run qa`'s arguments: the options, or a one-line message naming the problem in `say`'s
 * language (the caller prints it and exits 2). node:util's parseArgs splits them into tokens
 * (not strict, so that it reports nothing itself); each token is then judged here, from its
 * name and value, never from parseArgs's English messages.
 */
export function parseQaArgs(argv: readonly string[], say: Lang = 'en'): QaOptions | string {
  const words = QA_WORDS[say].tool.args;
  const { tokens } = parseArgs({
    args: [...argv],
    options: QA_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: { update?: boolean; lang?: string; help?: boolean } = {};
  for (const token of tokens) {
    // npm run qa -- --update -- --lang en: npm passes on the second `--`, which would make what follows no option.
    if (token.kind === 'option-terminator') return words.secondTerminator;
    if (token.kind === 'positional') return words.unknown(quoted(token.value));
    const { name, rawName, value, inlineValue } = token;
    if (!Object.hasOwn(QA_OPTIONS, name)) return words.unknown(quoted(rawName));
    const option = QA_OPTIONS[name as keyof typeof QA_OPTIONS];
    if (option.type === 'boolean') {
      if (value !== undefined) return words.takesNoValue(`--${name}`);
      values[name as 'update' | 'help'] = true;
      continue;
    }
    // `--lang` last, or followed by another option (`--lang --update`): its value is missing.
    if (value === undefined || (inlineValue !== true && value.startsWith('-'))) return words.langNeedsValue;
    values.lang = value;
  }
  const lang = values.lang ?? 'fr';
  if (!isLang(lang)) return words.notALang(quoted(lang));
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
