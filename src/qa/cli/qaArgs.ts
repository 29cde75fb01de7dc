import { parseArgs } from 'node:util';
import { isLang, type Lang } from '../../i18n/index.ts';

/** What `npm run qa` was asked to do. */
export interface QaOptions {
  readonly update: boolean;
  readonly lang: Lang;
}

const USAGE = 'use --update and --lang fr|en';

/**
 * `npm run qa`'s arguments, parsed by node:util's parseArgs: the options, or a one-line message
 * naming the problem (the caller prints it and exits 2).
 */
export function parseQaArgs(argv: readonly string[]): QaOptions | string {
  let values: { update?: boolean; lang?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { update: { type: 'boolean' }, lang: { type: 'string' } },
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
    }
    return message;
  }
  const lang = values.lang ?? 'fr';
  if (!isLang(lang)) return `--lang "${lang}" is not a language: use fr or en`;
  return { update: values.update === true, lang };
}
