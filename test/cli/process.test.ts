/**
 * The real `grattez` process, the bundle run by plain node: exit codes, a reader that closes
 * early, and write errors. Whole blocks are in process.slow.test.ts.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliCommand, ROOT, spawnCli } from './helpers.ts';

describe('the grattez process', () => {
  it('exits 0 with help or a ticket, 2 with one line for bad input', async () => {
    const [help, bad, show] = await Promise.all([
      spawnCli(['--help']),
      spawnCli(['export', '--game', 'paws', '--seed', 'demo', '--block', '-1']),
      spawnCli(['show', '--serial', 'P.demo.0.0000017.G137']),
    ]);
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toContain('Usage: grattez');
    expect(bad).toEqual({
      code: 2,
      signal: null,
      stdout: '',
      stderr: 'grattez: --block "-1" is invalid: use an integer from 0 to 999999\n',
    });
    expect([show.code, show.stderr]).toEqual([0, '']);
    expect(JSON.parse(show.stdout)).toMatchObject({ ticket: { serial: 'P.demo.0.0000017.G137', index: 17 } });
  });

  it('ends quietly with exit 0 when its reader closes early (grattez export | head -n 3)', async () => {
    const [command, args] = cliCommand(['export', '--game', 'months', '--seed', 'demo', '--block', '0']);
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let head = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      head += chunk;
      if (head.split('\n').length > 3) child.stdout.destroy(); // as head does after 3 lines
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on('close', (c, s) => resolve([c, s])),
    );
    expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
    expect(
      head
        .split('\n')
        .slice(0, 3)
        .map((line) => (JSON.parse(line) as { index: number }).index),
    ).toEqual([0, 1, 2]);
  });

  // A full disk: every write to stdout fails with ENOSPC.
  it.runIf(existsSync('/dev/full')).each([
    ['help', ['--help']],
    ['the version', ['--version']],
    ['show', ['show', '--serial', 'P.demo.0.0000017.G137']],
    ['find', ['find', '--game', 'paws', '--seed', 'demo', '--block', '0', '--prize', '0']],
    ['export', ['export', '--game', 'months', '--seed', 'demo', '--block', '0', '--count', '5000']],
  ])('reports a failed write of %s once, on one line, exit 1 (stdout on /dev/full)', async (_what, argv) => {
    const full = openSync('/dev/full', 'w');
    try {
      const result = await spawnCli(argv, { stdoutFd: full });
      expect(result).toEqual({
        code: 1,
        signal: null,
        stdout: '',
        stderr: 'grattez: cannot write the output: no space left on device (ENOSPC)\n',
      });
    } finally {
      closeSync(full);
    }
  });
});
