/**
 * npm run bench [-- [--quick] [name …]] (--help lists the benchmarks)
 *
 * Runs the benchmarks (all, or those named) and prints a table for each, after the machine's
 * description. To add one: write bench/<thing>.ts exporting a `Benchmark` (see table.ts) and
 * list it in BENCHMARKS below.
 */
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { engineBenchmark } from './engine.ts';
import { studioExportBenchmark } from './studioExport.ts';
import { formatTable, type Benchmark } from './table.ts';

// Benchmarks of other layers are loaded only when they run, so one layer's breakage or cost
// does not reach the others (npm run bench -- engine loads the engine only).
const coverageBenchmark: Benchmark = {
  name: 'coverage',
  description: 'scratching: the work of one pointer event (bench/coverage.ts)',
  async run() {
    const { benchCoverage } = await import('./coverage.ts');
    return {
      columns: ['design', 'what', 'events', 'ns/event'],
      rows: benchCoverage().map((r) => [r.design, r.what, String(r.events), r.nsPerEvent.toFixed(0)]),
    };
  },
};

const bundleBenchmark: Benchmark = {
  name: 'bundle',
  description: 'JavaScript each page of the build loads first, and on demand (bench/bundle.ts)',
  run: async () => (await import('./bundle.ts')).bundleTable(),
};

const cliBenchmark: Benchmark = {
  name: 'cli',
  description: 'the grattez command: start-up, and the audit’s worker pool (bench/cli.ts)',
  async run(options) {
    const { cliBenchmark: cli } = await import('./cli.ts');
    return cli.run(options);
  },
};

const startupBenchmark: Benchmark = {
  name: 'startup',
  description:
    'first sight and a playable ticket from a cold deep link, against the WebGL2 floor page, in Chromium (bench/startup.ts)',
  run: async (options) => (await import('./startup.ts')).startupTable(options),
};

const scratchReplayBenchmark: Benchmark = {
  name: 'replay',
  description:
    'reloading the longest scratch log: coverage in Node, the built app in Chromium (bench/scratchReplay.ts)',
  run: async ({ quick }) => (await import('./scratchReplay.ts')).benchScratchReplay(quick),
};

const qaSheetBenchmark: Benchmark = {
  name: 'qa-sheet',
  description: 'the QA sheet at its documented addresses: until ready, and its longest task (bench/qaSheet.ts)',
  run: async () => (await import('./qaSheet.ts')).qaSheetTable(),
};

const idleBenchmark: Benchmark = {
  name: 'idle',
  description: 'a page showing a ticket, left alone: frames asked for and CPU, in Chromium (bench/idle.ts)',
  run: async (options) => (await import('./idle.ts')).idleTable(options),
};

const historyBenchmark: Benchmark = {
  name: 'history',
  description:
    'the History screen with 500 rows: until it appears, and until every row is drawn, in Chromium (bench/history.ts)',
  run: async (options) => (await import('./history.ts')).historyTable(options),
};

const BENCHMARKS: readonly Benchmark[] = [
  engineBenchmark,
  coverageBenchmark,
  bundleBenchmark,
  startupBenchmark,
  scratchReplayBenchmark,
  studioExportBenchmark,
  cliBenchmark,
  qaSheetBenchmark,
  idleBenchmark,
  historyBenchmark,
];

const USAGE = `npm run bench [-- [--quick] [name …]]

Runs the benchmarks named (all when none is) and prints a table for each. Figures and how to read
them: docs/performance.md.

Options:
  --quick      fewer runs: a smoke check of the benchmarks, not figures to report
  -h, --help   print this help

Benchmarks:
${BENCHMARKS.map((b) => `  ${b.name.padEnd(10)} ${b.description}`).join('\n')}
`;

/** The benchmarks asked for, and how; or the message naming what is wrong with the arguments. */
function readArgs(argv: readonly string[]): { names: string[]; quick: boolean; help: boolean } | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { quick: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const option = e instanceof Error ? (/'(-[^']*)'/.exec(e.message)?.[1] ?? '') : '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      return `unknown option "${option}": the options are --quick and --help, the rest are benchmark names`;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} takes no value: use ${option} alone`;
    return `${e instanceof Error ? e.message : String(e)} (see --help)`;
  }
  const names = parsed.positionals;
  const unknown = names.filter((n) => !BENCHMARKS.some((b) => b.name === n));
  if (unknown.length > 0)
    return `no benchmark named ${unknown.join(', ')}; there are: ${BENCHMARKS.map((b) => b.name).join(', ')}`;
  return { names, quick: parsed.values.quick === true, help: parsed.values.help === true };
}

const args = readArgs(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(`bench: ${args}`);
  process.exit(2);
}
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const { names, quick } = args;
const chosen = names.length === 0 ? BENCHMARKS : BENCHMARKS.filter((b) => names.includes(b.name));

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(`node ${process.version} (V8 ${process.versions.v8}), ${process.platform} ${process.arch}`);
console.log(
  `CPU: ${cpu}; ${cpus().length} logical cores, ${availableParallelism()} available; the engine benchmark uses one thread`,
);

for (const benchmark of chosen) {
  console.log(`\n== ${benchmark.name}: ${benchmark.description}\n`);
  console.log(formatTable(await benchmark.run({ quick })));
}
