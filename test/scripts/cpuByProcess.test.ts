/**
 * scripts/cpu-by-process.mjs: runs a command and says where the CPU time went while it ran, by
 * kind of process; the command's exit code is its own, and a missing command is said.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.ts';

const SCRIPT = join(ROOT, 'scripts', 'cpu-by-process.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
/** The same, without blocking this process (whose own busy child must keep running meanwhile). */
function runAsync(...args: string[]): Promise<{ status: number | null; stdout: string }> {
  const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout })));
}

describe.runIf(process.platform === 'linux')('cpu-by-process', () => {
  it('counts the CPU time of the processes the command starts, and passes its exit code on', () => {
    // About a second of work in a child Node process, which then exits with 3.
    const busy = 'const end = Date.now() + 1200; let n = 0; while (Date.now() < end) n++; process.exit(3)';
    const result = run('--', process.execPath, '-e', busy);
    expect(result.status).toBe(3);
    const node = /^\s+([\d.]+) s {2}node$/m.exec(result.stdout);
    expect(node, result.stdout).not.toBeNull();
    expect(Number(node![1])).toBeGreaterThanOrEqual(0.5);
    expect(result.stdout).toMatch(/ s {2}in all, of \d+ s the cores give$/m);
  });

  it('counts a process as what it became when a wrapper script execs it', () => {
    // The shell is read at the first sample, then replaced by Node, which does the work.
    const busy = 'const end = Date.now() + 1500; let n = 0; while (Date.now() < end) n++';
    const result = run('--', 'sh', '-c', `sleep 0.7; exec "${process.execPath}" -e '${busy}'`);
    expect(result.status).toBe(0);
    const node = /^\s+([\d.]+) s {2}node$/m.exec(result.stdout);
    expect(node, result.stdout).not.toBeNull();
    expect(Number(node![1])).toBeGreaterThanOrEqual(0.5);
    expect(result.stdout).not.toMatch(/^\s+([1-9]\d*|0\.[5-9])\.?\d* s {2}sh$/m);
  });

  it('with --tree, counts only the command and what it started, not the rest of the machine', async () => {
    // A busy Node process of this test's own, beside a command that only waits; then a command that
    // works for a second of CPU time (not of the clock: on a loaded machine a second's loop gets
    // less). The busy process is ended before the second command: what the first one counts is the
    // only thing it is there for, and it would take a core from the tests beside this one.
    const busy = (ms: number) =>
      `let n = 0; while (process.cpuUsage().user + process.cpuUsage().system < ${ms * 1000}) n++`;
    const outside = spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });
    let waits;
    try {
      waits = await runAsync('--tree', '--', 'sh', '-c', 'sleep 1');
    } finally {
      outside.kill();
    }
    expect(waits.status).toBe(0);
    expect(waits.stdout).toContain('the command’s own');
    expect(waits.stdout, waits.stdout).not.toMatch(/ s {2}node$/m);
    const works = await runAsync('--tree', '--', 'sh', '-c', `"${process.execPath}" -e '${busy(1000)}'; exit 4`);
    expect(works.status).toBe(4);
    const node = /^\s+([\d.]+) s {2}node$/m.exec(works.stdout);
    expect(node, works.stdout).not.toBeNull();
    expect(Number(node![1])).toBeGreaterThanOrEqual(0.5);
  });

  it('answers --help with its usage, and no command, or one that cannot run, with exit code 2 and a message', () => {
    const none = run();
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('usage: node scripts/cpu-by-process.mjs [--tree] -- COMMAND');
    expect(run('--help')).toMatchObject({
      status: 0,
      stdout: 'usage: node scripts/cpu-by-process.mjs [--tree] -- COMMAND [ARGS…]\n',
    });
    const missing = run('--', 'grattez-no-such-command');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot run grattez-no-such-command');
  });
});
