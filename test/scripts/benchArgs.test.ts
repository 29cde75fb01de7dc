/** bench/run.ts's arguments: --help lists the benchmarks and runs none; a wrong argument is exit 2. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.ts';

const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
const bench = (...args: string[]) => spawnSync(tsx, ['bench/run.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('npm run bench: arguments', () => {
  it('prints its help, listing every benchmark, and runs none', () => {
    const help = bench('--help');
    expect(help.status).toBe(0);
    expect(help.stderr).toBe('');
    expect(help.stdout).toMatch(/^npm run bench \[-- \[--quick\] \[name …\]\]\n/);
    for (const name of ['engine', 'bundle', 'startup', 'replay', 'cli', 'idle', 'history'])
      expect(help.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(help.stdout).not.toContain('==');
  });

  it.each<[string[], string]>([
    [['--quik'], 'bench: unknown option "--quik": the options are --quick and --help, the rest are benchmark names\n'],
    [['--quick=yes'], 'bench: --quick takes no value: use --quick alone\n'],
    [
      ['engine', 'nosuch'],
      'bench: no benchmark named nosuch; there are: engine, coverage, bundle, startup, replay, studio, cli, qa-sheet, idle, history\n',
    ],
  ])('%j → exit 2, %s', (args, message) => {
    const result = bench(...args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(message);
  });
});
