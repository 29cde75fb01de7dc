/** What a benchmark file gives bench/run.ts: a name, and a function that measures and reports. */
export interface Benchmark {
  readonly name: string; // chosen on the command line: npm run bench -- <name>
  readonly description: string;
  readonly run: (options: BenchOptions) => Table | Promise<Table>;
}

export interface BenchOptions {
  /** Fewer runs, for a quick look (npm run bench -- --quick). */
  readonly quick: boolean;
}

/** A table to print: a header row, rows of cells, and notes below it. */
export interface Table {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes?: readonly string[];
}

/** Columns whose cells are numbers are right-aligned; the others left-aligned. */
export function formatTable(table: Table): string {
  const all = [table.columns, ...table.rows];
  const widths = table.columns.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const numeric = table.columns.map((_, i) => table.rows.every((row) => /^[-+]?[\d.,×x%≤ ]*$/.test(row[i] ?? '')));
  const line = (row: readonly string[]): string =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(table.columns), rule, ...table.rows.map(line), ...(table.notes ?? []).map((n) => `  ${n}`)].join('\n');
}

/** Milliseconds taken by `fn`, with a monotonic high-resolution clock. */
function timeMs(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The best (smallest) time of `runs` runs of `fn`, after `warmUp` runs that are not counted. */
export function bestOf(runs: number, fn: () => void, warmUp = 1): number {
  for (let i = 0; i < warmUp; i++) fn();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) best = Math.min(best, timeMs(fn));
  return best;
}
