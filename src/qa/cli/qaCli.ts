/**
 * `npm run qa`'s command line (qa.ts runs it): reads the arguments, answers `--help`, runs the QA
 * and says its failure. Exit code 0 when nothing changed and every check passes, 1 otherwise or
 * when the run fails, 2 on bad arguments (qaArgs.ts).
 */
import { failureLine } from '../../headless/chromium.ts';
import { QA_WORDS } from '../../i18n/qa.ts';
import { parseQaArgs, qaHelp, qaSaysIn, type QaOptions } from './qaArgs.ts';

/** Where qaMain writes. */
export interface QaIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
}

/** The QA itself, loaded only once the arguments are read, so that `--help` and a bad argument answer at once. */
const loadAndRun = async (options: QaOptions): Promise<number> => (await import('./runQa.ts')).runQa(options);

/**
 * Runs `npm run qa` on `argv`; resolves to its exit code. Its terminal lines, its help and its
 * bad-argument lines in the language of `env`'s locale, or --lang's (qaSaysIn).
 */
export async function qaMain(
  argv: readonly string[],
  io: QaIo,
  run = loadAndRun,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  const say = qaSaysIn(argv, env);
  const parsed = parseQaArgs(argv, say);
  const options = typeof parsed === 'string' ? parsed : { ...parsed, say };
  if (typeof options === 'string') {
    io.stderr.write(`qa: ${options}\n`);
    return 2;
  }
  if (options.help) {
    io.stdout.write(qaHelp(say));
    return 0;
  }
  try {
    return await run(options);
  } catch (error) {
    // One line, as grattez says it: a browser's failure in its own short words, no stack.
    const line = await failureLine(error, QA_WORDS[say].tool.browser);
    if (line !== undefined) io.stderr.write(`qa: ${line.replace(/\s*\n\s*/g, ' ')}\n`);
    return 1;
  }
}
