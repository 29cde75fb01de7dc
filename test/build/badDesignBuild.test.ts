import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm run build:app` (`vite build`) with a bad design folder: the project's own Vite config, run by
 * Vite's own command line, on a root whose designs/ holds a copy of a shipped folder, spoilt. A QA
 * engineer sees what is wrong (the file, the field, the line) and a failed exit, not the stack trace
 * of the bundler around it; `vite build --debug` still shows that trace.
 */
const scratch = mkdtempSync(join(tmpdir(), 'grattez-bad-design-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `vite build` on a root whose only design is cat's, its design.json edited by `spoil`. */
function buildWith(spoil: (json: string) => string, ...args: string[]): { status: number | null; output: string } {
  const root = mkdtempSync(join(scratch, 'root-'));
  const folder = join(root, 'designs', 'cat');
  cpSync('designs/cat', folder, { recursive: true });
  writeFileSync(join(folder, 'design.json'), spoil(readFileSync(join(folder, 'design.json'), 'utf8')));
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      root,
      '--config',
      resolve('vite.config.ts'),
      '--logLevel',
      'warn',
      ...args,
    ],
    { encoding: 'utf8', env: { ...process.env, DEBUG: '', NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const trace = /^\s+at /m;

describe('vite build with a bad design folder', () => {
  it('says which file, which field and which line, with no stack trace, and fails', () => {
    const comma = buildWith((json) => json.replace('"en": "Cat" }', '"en": "Cat", }'));
    expect(comma.status).toBe(1);
    expect(comma.output).toContain(
      '[grattez:outline-art] designs/cat/design.json: design "cat": not valid JSON: trailing comma after the last item (line 5 column 38)',
    );
    expect(comma.output).not.toMatch(trace);
    expect(comma.output).not.toContain('RolldownError');

    const missing = buildWith((json) => json.replace('"x": 264, ', ''));
    expect(missing.status).toBe(1);
    expect(missing.output).toContain(
      '[grattez:outline-art] designs/cat/design.json: design "cat": zone paw-2: slots[0].x: missing (expected a number) (line 35)',
    );
    expect(missing.output).not.toMatch(trace);
  });

  it('shows the trace with --debug', () => {
    const debug = buildWith((json) => json.replace('"en": "Cat" }', '"en": "Cat", }'), '--debug', 'grattez');
    expect(debug.status).toBe(1);
    expect(debug.output).toContain('trailing comma after the last item (line 5 column 38)');
    expect(debug.output).toMatch(trace);
  });
});
