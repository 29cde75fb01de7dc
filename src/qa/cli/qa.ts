/**
 * `npm run qa [-- --update] [-- --lang fr|en]`: visual QA of the ticket layouts (`runQa.ts`). Exit
 * code 0 when nothing changed and every check passes, 1 otherwise, 2 on bad arguments (parsed by
 * qaArgs.ts, which also holds `--help`). The arguments are read before the QA's own modules are
 * loaded, so that `--help` and a bad argument answer at once.
 */
import { exitOnInterrupt } from '../../headless/interrupt.ts';
import { parseQaArgs, QA_HELP } from './qaArgs.ts';

async function main(argv: readonly string[]): Promise<number> {
  const options = parseQaArgs(argv);
  if (typeof options === 'string') {
    process.stderr.write(`qa: ${options}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(QA_HELP);
    return 0;
  }
  const { runQa } = await import('./runQa.ts');
  return runQa(options);
}

// Ctrl-C or SIGTERM: the browser closed and the temporary folders removed, one line, exit 130 or 143.
exitOnInterrupt('qa');

// A reader that stops early (`npm run qa -- --help | head`) closes the pipe: not worth a crash.
process.stdout.on('error', () => undefined);
process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`qa: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 1;
});
