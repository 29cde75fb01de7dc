/**
 * The real `grattez` process on whole blocks: an export of a whole block to a slow reader
 * (back-pressure and memory), which hands it on to scripts/rescore.mjs, and audits of whole blocks
 * on the worker pool.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliCommand, cpuTicks, ROOT, spawnCli } from './helpers.ts';
import { expectExactBlock, startRescorer } from './rescore.ts';

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

describe('the grattez process on whole blocks', () => {
  it.each(['paws', 'months'])('audits whole %s blocks on two worker threads, each exact, exit 0', async (game) => {
    const result = await spawnCli([
      'audit',
      '--game',
      game,
      '--seed',
      'process',
      '--blocks',
      '6-9',
      '--jobs',
      '2',
      '--json',
    ]);
    expect([result.code, result.stderr]).toEqual([0, '']); // stderr is a pipe: no progress bar
    const range = JSON.parse(result.stdout) as {
      exact: boolean;
      tickets: number;
      blocks: { block: number; exact: boolean; tickets: number }[];
    };
    expect(range.exact).toBe(true);
    expect(range.tickets).toBe(4 * BLOCK_SIZE);
    expect(range.blocks.map((b) => [b.block, b.tickets, b.exact])).toEqual(
      [6, 7, 8, 9].map((b) => [b, BLOCK_SIZE, true]),
    );
  });

  // The block read here is the paws block rescore.slow.test.ts would otherwise export again: the
  // reader hands each chunk on to the re-scorer, which must find it exact.
  const [seed, block] = ['rescore-Fixed_1', 271_828];
  it.runIf(existsSync('/proc/self/status'))(
    'streams a whole block to a slow reader in bounded memory, every line in order, and the re-scorer finds it exact',
    async () => {
      const [command, args] = cliCommand(['export', '--game', 'paws', '--seed', seed, '--block', String(block)]);
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

      // 2. Read every line, stopping for a while twice more on the way, and hand each chunk on to
      // the re-scorer (whose own pace pauses the reading too, till it drains).
      const rescorer = startRescorer();
      let waits = 0; // what the reading waits for: a pause of the test's, the re-scorer's drain
      const wait = (): void => {
        if (waits++ === 0) child.stdout.pause();
      };
      const go = (): void => {
        if (--waits === 0) child.stdout.resume();
      };
      let expected = 0;
      let badLine: string | undefined;
      let carry = '';
      let pauses = 0;
      child.stdout.on('data', (bytes: Buffer) => {
        if (!rescorer.stdin.write(bytes)) {
          wait();
          // Drained, or gone (a re-scorer that ended early says why in its outcome).
          const on = (): void => {
            rescorer.stdin.off('drain', on).off('close', on);
            go();
          };
          rescorer.stdin.on('drain', on).on('close', on);
        }
        const text = carry + bytes.toString('latin1');
        let start = 0;
        for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
          const line = text.slice(start, end);
          start = end + 1;
          if (
            badLine === undefined &&
            !line.startsWith(`{"game":"paws","serial":"P.${seed}.${block}.${String(expected).padStart(7, '0')}.`)
          ) {
            badLine = `line ${expected}: ${line.slice(0, 80)}`;
          }
          expected++;
        }
        carry = text.slice(start);
        if ((expected > 400_000 && pauses === 0) || (expected > 900_000 && pauses === 1)) {
          pauses++;
          wait();
          sample();
          setTimeout(() => {
            sample();
            go();
          }, 300);
        }
      });
      child.stdout.resume();
      const sampler = setInterval(sample, 50);
      const code = await closed;
      clearInterval(sampler);
      rescorer.stdin.end();
      const rescored = await rescorer.outcome;

      expect({ code, stderr, badLine, carry }).toEqual({ code: 0, stderr: '', badLine: undefined, carry: '' });
      expect(expected).toBe(BLOCK_SIZE);
      expect(pauses).toBe(2);
      expect(peakKb).toBeGreaterThan(0);
      expect(peakKb).toBeLessThan(MEMORY_LIMIT_KB);
      expectExactBlock(rescored, 'paws', seed, block);
    },
    180_000,
  );
});
