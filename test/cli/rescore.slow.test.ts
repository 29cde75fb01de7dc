/**
 * Whole blocks exported by the real CLI (the bundle) and piped into scripts/rescore.mjs, the
 * independent re-scorer: every face must score its prize and every block hold article 3's counts.
 *
 * The gate checks fixed seeds and blocks, so it is deterministic. A block nobody chose in advance
 * is checked on request: GRATTEZ_RESCORE_STAMP=now takes a seed and block from the clock, and the
 * test's name shows the stamp, which replays that run:
 *   GRATTEZ_RESCORE_STAMP=now npx vitest run --project slow test/cli/rescore.slow.test.ts
 *   GRATTEZ_RESCORE_STAMP=<stamp> npx vitest run --project slow test/cli/rescore.slow.test.ts
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/index.ts';
import { cliCommand, ROOT } from './helpers.ts';

const RESCORE = 'scripts/rescore.mjs';

interface Outcome {
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
  const rescorer = spawn(process.execPath, [RESCORE], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  exporter.stdout.pipe(rescorer.stdin);
  const collect = (child: typeof exporter | typeof rescorer, withStdout: boolean): Promise<Outcome> => {
    let stdout = '';
    let stderr = '';
    if (withStdout) child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  };
  return Promise.all([collect(exporter, false), collect(rescorer, true)]).then(([e, r]) => ({
    exporter: e,
    rescorer: r,
  }));
}

async function expectExactRescore(game: GameId, seed: string, block: number): Promise<void> {
  const { exporter, rescorer } = await exportIntoRescore(game, seed, block);
  expect(exporter).toEqual({ code: 0, stdout: '', stderr: '' });
  expect(rescorer.stderr).toBe('');
  expect(rescorer.stdout).toContain(`rescore: ${game} `);
  expect(rescorer.stdout).toContain(`seed ${seed}, block ${block}: 1,500,000 tickets, indices 0 to 1499999`);
  expect(rescorer.stdout).toContain('faces whose score equals their prize: 1,500,000 of 1,500,000');
  expect(rescorer.stdout).not.toContain('MISMATCH');
  expect(rescorer.stdout.trimEnd().endsWith('OK'), rescorer.stdout).toBe(true);
  expect(rescorer.code).toBe(0);
}

describe('whole blocks exported by the CLI rescore exactly', () => {
  it.each([
    ['paws', 'rescore-Fixed_1', 271_828],
    ['months', 'rescore-Fixed_2', 999_999],
  ] as [GameId, string, number][])('%s seed %s block %i', (game, seed, block) => expectExactRescore(game, seed, block));
});

/** The clock's stamp, or the one given to replay; undefined when no clock-seeded run is asked for. */
function requestedStamp(): number | undefined {
  const asked = process.env.GRATTEZ_RESCORE_STAMP;
  if (asked === undefined || asked === '') return undefined;
  if (asked === 'now') return Date.now();
  if (!/^[0-9]+$/.test(asked))
    throw new Error(`GRATTEZ_RESCORE_STAMP must be "now" or a stamp, not ${JSON.stringify(asked)}`);
  return Number(asked);
}

const stamp = requestedStamp();

describe.runIf(stamp !== undefined)(`a block from the clock rescores exactly (GRATTEZ_RESCORE_STAMP=${stamp})`, () => {
  const seed = `r${(stamp ?? 0).toString(36)}`;
  const block = (stamp ?? 0) % 1_000_000;
  it.each(['paws', 'months'] as GameId[])(`%s block ${block} of seed ${seed}`, (game) =>
    expectExactRescore(game, seed, block),
  );
});
