import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { run } from '../../src/cli/run.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

/** Runs the CLI in-process. */
export async function cli(argv: readonly string[], options: { isTTY?: boolean } = {}): Promise<CliResult> {
  const stdout = new Sink();
  const stderr = new Sink();
  const code = await run(argv, { stdout, stderr, isTTY: options.isTTY ?? false });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** The argv that runs the real CLI in a child process: `node --import tsx src/cli/main.ts …`. */
export function cliCommand(argv: readonly string[]): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...argv]];
}

/** Runs the real CLI in a child process and collects its output. */
export function spawnCli(argv: readonly string[]): Promise<CliResult & { signal: NodeJS.Signals | null }> {
  const [command, args] = cliCommand(argv);
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? -1, signal, stdout, stderr }));
  });
}
