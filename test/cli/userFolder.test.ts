import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.ts';

/**
 * `npm run grattez` runs the CLI from the folder the user typed the command in (npm's INIT_CWD),
 * not from the project's folder where npm runs scripts: relative paths are the user's. Run here as
 * a user would, through npm, from a folder outside the project (`npm --prefix <project> run …`).
 */
const user = mkdtempSync(join(tmpdir(), 'grattez-user-folder-'));
afterAll(() => rmSync(user, { recursive: true, force: true }));

function npmGrattez(argv: string[], env: NodeJS.ProcessEnv = {}, cwd = user) {
  const child = spawn('npm', ['--prefix', ROOT, 'run', '--silent', 'grattez', '--', ...argv], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run grattez: paths from the user’s folder', () => {
  it('reads --layout from the folder the command was typed in', async () => {
    copyFileSync(join(ROOT, 'designs', 'dog', 'design.json'), join(user, 'my-dog.json'));
    const result = await npmGrattez(['check-layout', '--layout', 'my-dog.json']);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toMatch(/\ngrattez: dog \(my-dog\.json\): 74 checks, 0 failed\n$/);
    // The project's own layouts are not there.
    const missing = await npmGrattez(['check-layout', '--layout', 'designs/dog/design.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'grattez: --layout "designs/dog/design.json": cannot read the file (it does not exist)\n',
    );
  });

  it('says where the -- goes when it was left out (npm took the options for its own)', async () => {
    const child = spawn(
      'npm',
      ['--prefix', ROOT, 'run', '--silent', 'grattez', 'show', '--serial', 'P.demo.0.0025102.G13B'],
      {
        cwd: user,
        env: { ...process.env, LC_ALL: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe(
      'grattez: npm took --serial for a setting of its own: put -- before the command (npm run --silent grattez -- show --serial …)\n',
    );
    expect(code).toBe(2);
  });

  it('reads --layout from a sub-folder of the project (cd designs/dog)', async () => {
    const result = await npmGrattez(['check-layout', '--layout', 'design.json'], {}, join(ROOT, 'designs', 'dog'));
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toMatch(/\ngrattez: dog \(design\.json\): 74 checks, 0 failed\n$/);
  });

  it('writes --out in the folder the command was typed in', async () => {
    mkdirSync(join(user, 'pictures'));
    // `pictures/` exists in the user's folder only: the path passes every check, and the render
    // goes as far as looking for the browser (none here, so nothing is drawn).
    const env = { GRATTEZ_CHROMIUM: join(user, 'no-chromium') };
    const result = await npmGrattez(['render', '--game', 'paws', '--prize', '3000', '--out', 'pictures/dog.png'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^grattez: no Chromium at .*no-chromium: /);
    // `docs/` exists in the project only.
    const elsewhere = await npmGrattez(['render', '--game', 'paws', '--prize', '3000', '--out', 'docs/dog.png'], env);
    expect(elsewhere).toEqual({
      code: 2,
      stdout: '',
      stderr: 'grattez: --out "docs/dog.png": the folder "docs" does not exist\n',
    });
    expect(existsSync(join(ROOT, 'docs', 'dog.png'))).toBe(false);
  });
});
