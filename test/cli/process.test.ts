/**
 * The real `grattez` process: exit codes, a reader that closes early, and back-pressure on a
 * whole block. Each spawn costs about a second (tsx), so there are few of them.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliCommand, ROOT, spawnCli } from './helpers.ts';

const BLOCK_SIZE = 1_500_000;
/** Peak resident memory allowed to an export of a whole block (it writes about 365 MB of NDJSON for paws; about 150 MB is usual). */
const MEMORY_LIMIT_KB = 300 * 1024;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Peak resident set size of a process (VmHWM), in kB; undefined once it is gone. */
function peakRssKb(pid: number): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time used so far by a process (utime + stime, in clock ticks); undefined once it is gone. */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

describe('the grattez process', () => {
  it('exits 0 with help, 2 with one line for bad input, 0 for an exact audit', async () => {
    const [help, bad, audit] = await Promise.all([
      spawnCli(['--help']),
      spawnCli(['export', '--game', 'paws', '--seed', 'demo', '--block', '-1']),
      spawnCli(['audit', '--game', 'paws', '--seed', 'process', '--block', '7', '--json']),
    ]);
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toContain('Usage: grattez');
    expect(bad).toEqual({
      code: 2,
      signal: null,
      stdout: '',
      stderr: 'grattez: --block "-1" is invalid: use an integer from 0 to 999999\n',
    });
    expect([audit.code, audit.stderr]).toEqual([0, '']); // stderr is a pipe: no progress bar
    expect(JSON.parse(audit.stdout)).toMatchObject({ game: 'paws', block: 7, exact: true });
  });

  it('ends quietly with exit 0 when its reader closes early (grattez export | head -n 3)', async () => {
    const [command, args] = cliCommand(['export', '--game', 'months', '--seed', 'demo', '--block', '0']);
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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

  it.runIf(existsSync('/proc/self/status'))(
    'streams a whole block to a slow reader in bounded memory, every line in order',
    async () => {
      const [command, args] = cliCommand(['export', '--game', 'paws', '--seed', 'backpressure', '--block', '3']);
      const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      const pid = child.pid!;
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      let peakKb = 0;
      const sample = (): void => {
        peakKb = Math.max(peakKb, peakRssKb(pid) ?? 0);
      };

      // 1. Read nothing: the pipe fills up and the exporter must stop and wait, not run ahead
      // into memory. Wait until it uses no more CPU (or until it has had time to deal the block).
      child.stdout.pause();
      let idle = 0;
      let last = -1;
      for (let waited = 0; idle < 5 && waited < 30_000; waited += 100) {
        await sleep(100);
        const ticks = cpuTicks(pid);
        // Idle only counts once output is waiting in the pipe: startup is not back-pressure.
        idle = ticks !== undefined && ticks === last && child.stdout.readableLength > 0 ? idle + 1 : 0;
        last = ticks ?? last;
        sample();
      }
      expect(idle, 'the exporter kept working while nobody read its output').toBe(5);
      expect(peakKb).toBeLessThan(MEMORY_LIMIT_KB);

      // 2. Read every line, stopping for a while twice more on the way.
      let expected = 0;
      let badLine: string | undefined;
      let carry = '';
      let pauses = 0;
      child.stdout.setEncoding('latin1');
      child.stdout.on('data', (chunk: string) => {
        const text = carry + chunk;
        let start = 0;
        for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
          const line = text.slice(start, end);
          start = end + 1;
          if (
            badLine === undefined &&
            !line.startsWith(`{"game":"paws","serial":"P.backpressure.3.${String(expected).padStart(7, '0')}.`)
          ) {
            badLine = `line ${expected}: ${line.slice(0, 80)}`;
          }
          expected++;
        }
        carry = text.slice(start);
        if ((expected > 400_000 && pauses === 0) || (expected > 900_000 && pauses === 1)) {
          pauses++;
          child.stdout.pause();
          sample();
          setTimeout(() => {
            sample();
            child.stdout.resume();
          }, 300);
        }
      });
      child.stdout.resume();
      const sampler = setInterval(sample, 50);
      const code = await closed;
      clearInterval(sampler);

      expect({ code, stderr, badLine, carry }).toEqual({ code: 0, stderr: '', badLine: undefined, carry: '' });
      expect(expected).toBe(BLOCK_SIZE);
      expect(pauses).toBe(2);
      expect(peakKb).toBeGreaterThan(0);
      expect(peakKb).toBeLessThan(MEMORY_LIMIT_KB);
    },
    120_000,
  );
});
