/**
 * `npm run qa [-- [--update] [--lang fr|en]]`: visual QA of the ticket layouts (`runQa.ts`). Exit
 * code 0 when nothing changed and every check passes, 1 otherwise, 2 on bad arguments (parsed by
 * qaArgs.ts, which also holds `--help`). The arguments are read before the QA's own modules are
 * loaded, so that `--help` and a bad argument answer at once (qaCli.ts).
 */
import { exitOnInterrupt } from '../../headless/interrupt.ts';
import { QA_WORDS } from '../../i18n/qa.ts';
import { qaSaysIn } from './qaArgs.ts';
import { qaMain } from './qaCli.ts';

// Ctrl-C or SIGTERM: the browser closed and the temporary folders removed, one line, exit 130 or 143.
// Said in the locale's language, or --lang's (qaSaysIn).
exitOnInterrupt('qa', () => QA_WORDS[qaSaysIn(process.argv.slice(2), process.env)].tool.interrupted);

// A reader that stops early (`npm run qa -- --help | head`) closes the pipe: not worth a crash.
process.stdout.on('error', () => undefined);
process.exitCode = await qaMain(process.argv.slice(2), process);
