/**
 * CLI benchmark, on the bundle built afresh from the sources (as `npm run build:cli` builds it):
 *
 * - start-up: `grattez show --serial …`, a whole run that deals one ticket, against `node -e 0`,
 *   the floor of any Node program; target ≤ 3×. Wall-clock time of the child process, median of
 *   runs that alternate the two commands.
 * - audit pool: `grattez audit --blocks 0-7` (8 whole paws blocks) on 1 worker thread and on 2,
 *   in pairs (one run of each, back to back, after a warm-up pair); each pair's speed-up is its
 *   one-worker time over its two-worker time; target ≥ 1.7× on 2 cores in every pair, so the
 *   table shows the least, the median and the most. Each run's JSON is checked: every block there,
 *   all exact.
 * - one block: `grattez audit --block 0` (one whole paws block) on 1 job, on the main thread, and
 *   on 2, its eighths shared by two worker threads; 5 runs of each, alternated, after a warm-up
 *   pair; medians and each pair's speed-up. No target: it shows what the pool gives one block.
 * - the pool's own gain: the same with 16 blocks, in the same rounds. What the 8 more blocks add on
 *   1 worker, over what they add on 2, is the pool's speed-up block for block, without what does
 *   not grow with the blocks (Node's start, the CLI, the workers' start and their first,
 *   unoptimised part), which weighs on both sides of the 8 blocks' ratio.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Benchmark, BenchOptions, Table } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERIAL = 'P.demo.0.0000017.G137';
const START_UP_TARGET = 3; // at most this many times `node -e 0`
const SPEED_UP_TARGET = 1.7; // 8 blocks on 2 workers against 1, at least

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `node args…` to the end; its wall-clock milliseconds and stdout. Throws unless it exits 0. */
function timed(args: readonly string[]): { ms: number; stdout: string } {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  return { ms, stdout: child.stdout };
}

/**
 * CPU seconds used so far by the whole machine, and by this process with the children it has
 * waited for (Linux's /proc, in USER_HZ = 100 ticks a second); undefined elsewhere.
 */
function cpuSeconds(): { machine: number; ours: number } | undefined {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq] = cpu;
    const self = readFileSync('/proc/self/stat', 'utf8');
    const fields = self
      .slice(self.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ours = fields[11]! + fields[12]! + fields[13]! + fields[14]!; // utime stime cutime cstime
    return { machine: (user! + nice! + system! + irq! + softirq!) / 100, ours: ours / 100 };
  } catch {
    return undefined;
  }
}

/** Runs each command `runs` times, in turns, after one warm-up turn; each command's times in ms. */
function alternate(commands: readonly (() => number)[], runs: number): number[][] {
  for (const command of commands) command();
  const times = commands.map((): number[] => []);
  for (let r = 0; r < runs; r++) commands.forEach((command, i) => times[i]!.push(command()));
  return times;
}

async function cliTable(options: BenchOptions): Promise<Table> {
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-bench-cli-'));
  try {
    await build({ configFile: join(ROOT, 'vite.cli.config.ts'), build: { outDir, emptyOutDir: true } });
    const bundle = join(outDir, 'grattez.mjs');

    const startRuns = options.quick ? 5 : 15;
    const [bare, show] = alternate(
      [
        () => timed(['-e', '0']).ms,
        () => {
          const run = timed([bundle, 'show', '--serial', SERIAL]);
          if (!run.stdout.includes(SERIAL)) throw new Error('show printed no ticket');
          return run.ms;
        },
      ],
      startRuns,
    ).map(median) as [number, number];

    const auditRuns = options.quick ? 3 : 11;
    const audit = (blocks: number, jobs: number) => (): number => {
      const run = timed([
        bundle,
        'audit',
        '--game',
        'paws',
        '--seed',
        'bench',
        '--blocks',
        `0-${blocks - 1}`,
        '--jobs',
        String(jobs),
        '--json',
      ]);
      const range = JSON.parse(run.stdout) as { exact: boolean; blockCount: number };
      if (!range.exact || range.blockCount !== blocks)
        throw new Error(`audit of ${blocks} blocks on ${jobs} workers is wrong`);
      return run.ms;
    };
    const BLOCK_RUNS = 5;
    const oneBlock = (jobs: number) => (): number => {
      const run = timed([
        bundle,
        'audit',
        '--game',
        'paws',
        '--seed',
        'bench',
        '--block',
        '0',
        '--jobs',
        String(jobs),
        '--json',
      ]);
      const audit = JSON.parse(run.stdout) as { exact: boolean; block: number };
      if (!audit.exact || audit.block !== 0) throw new Error(`audit of block 0 on ${jobs} jobs is wrong`);
      return run.ms;
    };
    const [block1, block2] = alternate([oneBlock(1), oneBlock(2)], BLOCK_RUNS) as [number[], number[]];
    const blockPairs = block1.map((ms, i) => ms / block2[i]!).sort((a, b) => a - b);

    const before = cpuSeconds();
    const wallStart = process.hrtime.bigint();
    const loadBefore = loadavg()[0]!;
    const [ones, twos, ones16, twos16] = alternate(
      [audit(8, 1), audit(8, 2), audit(16, 1), audit(16, 2)],
      auditRuns,
    ) as [number[], number[], number[], number[]];
    const inOrder = ones.map((one, i) => one / twos[i]!);
    const pairs = [...inOrder].sort((a, b) => a - b);
    const [one, two] = [median(ones), median(twos)];
    // From the medians: what each of the 8 more blocks took on 1 worker and on 2, and what is left
    // over on each side, which does not grow with the blocks. A difference of two timings, so an
    // estimate; the 16 blocks' own pairs are the measure.
    const perBlock1 = (median(ones16) - one) / 8;
    const perBlock2 = (median(twos16) - two) / 8;
    const [fixed1, fixed2] = [one - 8 * perBlock1, two - 8 * perBlock2];
    const pairs16 = ones16.map((ms, i) => ms / twos16[i]!).sort((a, b) => a - b);
    const wallSeconds = Number(process.hrtime.bigint() - wallStart) / 1e9;
    const after = cpuSeconds();
    // Share of the machine's CPU that other processes took while the audits ran.
    const othersShare =
      before && after
        ? (after.machine - before.machine - (after.ours - before.ours)) / (wallSeconds * availableParallelism())
        : undefined;

    const startUp = show / bare;
    const [least, most] = [pairs[0]!, pairs.at(-1)!];
    const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');
    return {
      columns: ['what', 'ms (median)', 'ratio', 'target'],
      rows: [
        ['node -e 0', bare.toFixed(0), '1.0×', ''],
        [
          `grattez show --serial ${SERIAL}`,
          show.toFixed(0),
          `${startUp.toFixed(1)}×`,
          `≤ ${START_UP_TARGET}× node -e 0: ${verdict(startUp <= START_UP_TARGET)}`,
        ],
        ['grattez audit --game paws --block 0 --jobs 1', median(block1).toFixed(0), '1.0×', ''],
        [
          'grattez audit --game paws --block 0 --jobs 2',
          median(block2).toFixed(0),
          `${blockPairs[0]!.toFixed(2)}–${blockPairs.at(-1)!.toFixed(2)}× (median ${median(blockPairs).toFixed(2)}×)`,
          '',
        ],
        ['grattez audit --game paws --blocks 0-7 --jobs 1', one.toFixed(0), '1.0×', ''],
        [
          'grattez audit --game paws --blocks 0-7 --jobs 2',
          two.toFixed(0),
          `${least.toFixed(2)}–${most.toFixed(2)}× (median ${median(pairs).toFixed(2)}×)`,
          `≥ ${SPEED_UP_TARGET}× --jobs 1 in every pair: ${verdict(least >= SPEED_UP_TARGET)} (${
            pairs.filter((p) => p >= SPEED_UP_TARGET).length
          } of ${pairs.length})`,
        ],
        ['grattez audit --game paws --blocks 0-15 --jobs 1', median(ones16).toFixed(0), '1.0×', ''],
        [
          'grattez audit --game paws --blocks 0-15 --jobs 2',
          median(twos16).toFixed(0),
          `${pairs16[0]!.toFixed(2)}–${pairs16.at(-1)!.toFixed(2)}× (median ${median(pairs16).toFixed(2)}×)`,
          '',
        ],
      ],
      notes: [
        `wall-clock time of plain node running the bundle built from the sources; medians of ${startRuns} (start-up), ${BLOCK_RUNS} (one block) and ${auditRuns} (ranges) runs, alternated, after a warm-up; the audit's ratios are each pair's`,
        `from the medians: each block past the 8th took ${perBlock1.toFixed(0)} ms on 1 worker and ${perBlock2.toFixed(0)} ms on 2 (${(perBlock1 / perBlock2).toFixed(2)}×, the pool's own gain); what does not grow with the blocks (Node's start, the CLI, the workers' start and their first, unoptimised part) is ${fixed1.toFixed(0)} ms on 1 worker and ${fixed2.toFixed(0)} ms on 2: it weighs on both sides of a ratio, which grows with the blocks towards the pool's own gain`,
        `each pair of 8 blocks, in the order run (ms on 1 worker / ms on 2 = speed-up): ${ones
          .map((one, i) => `${one.toFixed(0)}/${twos[i]!.toFixed(0)} = ${inOrder[i]!.toFixed(2)}`)
          .join(', ')}; load average ${loadBefore.toFixed(2)} before the audit runs, ${loadavg()[0]!.toFixed(2)} after`,
        othersShare === undefined
          ? `${availableParallelism()} cores available; other work on the machine slows the two-worker run first`
          : `${availableParallelism()} cores available; other processes took ${(100 * Math.max(0, othersShare)).toFixed(0)} % of them during the audit runs` +
            (othersShare > 0.1 ? ': too busy, the speed-up is not reliable; rerun when the machine is quiet' : ''),
      ],
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export const cliBenchmark: Benchmark = {
  name: 'cli',
  description: 'the grattez command: start-up, and the audit’s worker pool',
  run: cliTable,
};
