/** The `grattez` executable: run() on the process's arguments and streams. */
import { isReaderGone } from './output.ts';
import { run } from './run.ts';

// A reader that closes early (`grattez export … | head`) makes writes fail with EPIPE: that ends
// the output quietly. Any other late error on stdout is reported.
process.stdout.on('error', (error: Error) => {
  if (!isReaderGone(error)) process.stderr.write(`grattez: cannot write the output: ${error.message}\n`);
});

process.exitCode = await run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: process.stderr.isTTY === true,
});
