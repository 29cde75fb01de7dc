/**
 * scripts/test-steps.mjs, `npm test`'s runner, on a project of its own whose scripts say what they
 * see: stages in order, the steps of a "+" stage side by side (the first one's output live, the
 * others' held and printed after the stage), the builds' marks set only once they have passed,
 * every step timed, and nothing run after a stage that failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'grattez-test-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A script that prints its name and the builds' marks it was given. */
const show = (name: string) =>
  `node -e "console.log('${name}', process.env.GRATTEZ_PREBUILT_APP ?? '-', process.env.GRATTEZ_PREBUILT_CLI ?? '-')"`;

writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'steps-fixture',
    private: true,
    scripts: {
      'build:app': show('app-built'),
      'build:cli': 'node -e "process.exit(4)"',
      first: show('first'),
      second: show('second'),
      third: show('third'),
      never: show('never'),
    },
  }),
);

function runSteps(...stages: string[]) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'test-steps.mjs'), ...stages], {
    cwd: dir,
    encoding: 'utf8',
    // Marks from outside do not count: only a build this run made.
    env: { ...process.env, GRATTEZ_PREBUILT_APP: '1', GRATTEZ_PREBUILT_CLI: '1' },
  });
  const out = run.stdout.replace(/\d+\.\d s/g, 'T s');
  // The table at the end, one row a line, spaces squeezed.
  const table = out
    .slice(out.indexOf('npm test, step by step'))
    .split('\n')
    .slice(1)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
  return { code: run.status, out, table };
}

describe('npm test’s steps', () => {
  it('runs stages in order, marks a build once it passed, holds the output of steps run beside another', () => {
    const { code, out, table } = runSteps('first+build:app', 'second+third');
    expect(code).toBe(0);
    const lines = out.split('\n').filter((l) => /^(first|second|third|app-built|──) /.test(l));
    expect(lines).toEqual([
      'first - -', // live, before the build has passed
      '── build:app (T s, run beside first) ──',
      'app-built - -',
      'second 1 -', // live
      '── third (T s, run beside second) ──',
      'third 1 -',
    ]);
    expect(table).toEqual(['first T s', '+ build:app T s', 'second T s', '+ third T s', 'total T s']);
  });

  it('stops after a stage with a failed step, which it names, and exits 1', () => {
    const { code, out, table } = runSteps('first', 'build:cli+second', 'never');
    expect(code).toBe(1);
    expect(out).toContain('second - -'); // no mark from outside, nor from a build beside it
    expect(out).not.toContain('never');
    expect(table).toEqual(['first T s', 'build:cli T s FAILED', '+ second T s', 'total T s']);
  });
});
