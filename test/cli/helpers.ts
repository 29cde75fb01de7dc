import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { run } from '../../src/cli/run.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The CLI bundle built from the current sources for this test run (bundle.setup.ts). */
export const CLI_BUNDLE = inject('cliBundle');

/** The entry of the audit's worker threads, built beside the bundle. */
export const AUDIT_WORKER = join(dirname(CLI_BUNDLE), 'audit-worker.mjs');

/** A stream that keeps everything written to it, synchronously. */
export class Sink extends Writable {
  text = '';
  writes = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.text += chunk.toString('utf8');
    this.writes++;
    callback();
  }
}

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  readonly isTTY?: boolean;
  /** Audit only the first N tickets of each block (run()'s test seam): a whole block takes ~0.5 s. */
  readonly auditTickets?: number;
  /** The module the audit's worker threads run (default: the test build's audit-worker.mjs). */
  readonly auditWorker?: URL;
  /** The locale variables (default none: English, whatever the machine's locale). */
  readonly env?: Readonly<Record<string, string>>;
}

/** Runs the CLI in-process; `audit --blocks` starts its worker threads on the test build's worker entry. */
export async function cli(argv: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  const stdout = new Sink();
  const stderr = new Sink();
  const code = await run(
    argv,
    { stdout, stderr, isTTY: options.isTTY ?? false, env: options.env ?? {} },
    {
      auditWorker: options.auditWorker ?? pathToFileURL(AUDIT_WORKER),
      ...(options.auditTickets === undefined ? {} : { auditTickets: options.auditTickets }),
    },
  );
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/**
 * The CPU time a process has used so far, all its threads, in clock ticks (utime + stime, from
 * Linux's /proc); undefined once it is gone.
 */
export function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The argv that runs the real CLI, the bundle, in a child process: `node grattez.mjs …`. */
export function cliCommand(argv: readonly string[]): [string, string[]] {
  return [process.execPath, [CLI_BUNDLE, ...argv]];
}

/** Runs the real CLI in a child process and collects its output (stdout to a file descriptor if given). */
export function spawnCli(
  argv: readonly string[],
  options: { stdoutFd?: number } = {},
): Promise<CliResult & { signal: NodeJS.Signals | null }> {
  const [command, args] = cliCommand(argv);
  // In the C locale, so that its words are English whatever the machine's locale.
  const env = { ...process.env, LC_ALL: 'C' };
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', options.stdoutFd ?? 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? -1, signal, stdout, stderr }));
  });
}
