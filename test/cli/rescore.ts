/**
 * A whole block exported by the real CLI (the bundle) and piped into scripts/rescore.mjs, the
 * independent re-scorer: every face must score its prize and the block hold article 3's counts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import { expect } from 'vitest';
import type { GameId } from '../../src/engine/index.ts';
import { cliCommand, ROOT } from './helpers.ts';

const RESCORE = 'scripts/rescore.mjs';

export interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Exports a whole block with the real CLI and pipes it into rescore.mjs. */
function exportIntoRescore(
  game: GameId,
  seed: string,
  block: number,
): Promise<{ exporter: Outcome; rescorer: Outcome }> {
  const [command, args] = cliCommand(['export', '--game', game, '--seed', seed, '--block', String(block)]);
  const exporter = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  // The exporter's stdout is the rescorer's stdin, one pipe from one to the other: the block (365
  // MB of NDJSON for paws, 1.25 GB for months) does not go through this test process, which would
  // read it and write it again for nothing. This process closes its own end, which it never reads.
  const rescorer = spawn(process.execPath, [RESCORE], { cwd: ROOT, stdio: [exporter.stdout, 'pipe', 'pipe'] });
  exporter.stdout.destroy();
  return Promise.all([collect(exporter, false), collect(rescorer, true)]).then(([e, r]) => ({
    exporter: e,
    rescorer: r,
  }));
}

function collect(child: ChildProcess, withStdout: boolean): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  if (withStdout) child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * rescore.mjs reading what the caller writes to `stdin` (a block it reads itself on the way, as
 * process.slow.test.ts's slow reader does), and its outcome once it ends.
 */
export function startRescorer(): { stdin: Writable; outcome: Promise<Outcome> } {
  const child = spawn(process.execPath, [RESCORE], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  // A re-scorer that ends before its input does (EPIPE on a write) says why in its outcome.
  child.stdin.on('error', () => undefined);
  return { stdin: child.stdin, outcome: collect(child, true) };
}

export async function expectExactRescore(game: GameId, seed: string, block: number): Promise<void> {
  const { exporter, rescorer } = await exportIntoRescore(game, seed, block);
  expect(exporter).toEqual({ code: 0, stdout: '', stderr: '' });
  expectExactBlock(rescorer, game, seed, block);
}

/** rescore.mjs's verdict on a whole block: every face scores its prize, the counts are article 3's. */
export function expectExactBlock(rescorer: Outcome, game: GameId, seed: string, block: number): void {
  expect(rescorer.stderr).toBe('');
  expect(rescorer.stdout).toContain(`rescore: ${game} `);
  expect(rescorer.stdout).toContain(`seed ${seed}, block ${block}: 1,500,000 tickets, indices 0 to 1499999`);
  expect(rescorer.stdout).toContain('faces whose score equals their prize: 1,500,000 of 1,500,000');
  expect(rescorer.stdout).not.toContain('MISMATCH');
  expect(rescorer.stdout.trimEnd().endsWith('OK'), rescorer.stdout).toBe(true);
  expect(rescorer.code).toBe(0);
}
