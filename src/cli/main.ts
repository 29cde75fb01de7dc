/**
 * The `grattez` executable, bundled into one ES module (vite.cli.config.ts): run() on the
 * process's arguments and streams. `audit --blocks`'s worker threads run a module of their own,
 * audit-worker.ts.
 */
import { exitOnInterrupt } from '../headless/interrupt.ts';
import { langOfRun, run } from './run.ts';
import { CLI_WORDS } from './words.ts';

// run() waits for every write to stdout and reports a failure itself, once; the 'error' event
// that follows a failed write has been reported, but would crash the process unheard. Nothing
// is left to report a failure of stderr on.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

// Ctrl-C or SIGTERM: the progress line wiped, temporary folders and the browser gone, one line, exit 130 or 143.
// Said in the run's language: the signal is heard outside the run's own course (lang.ts).
exitOnInterrupt('grattez', () => CLI_WORDS[langOfRun(process.argv.slice(2), process.env)].interrupted);

process.exitCode = await run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: process.stderr.isTTY === true,
});
