import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, ROOT } from './helpers.ts';

/**
 * vite and playwright-core are optional peer dependencies: the CLI bundle, copied into a folder
 * where neither can be found, still runs the other commands, and the browser commands say which
 * package to install.
 */
const alone = mkdtempSync(join(tmpdir(), 'grattez-no-peers-'));
afterAll(() => rmSync(alone, { recursive: true, force: true }));
cpSync(dirname(CLI_BUNDLE), alone, { recursive: true });
writeFileSync(join(alone, 'package.json'), JSON.stringify({ name: 'grattez', type: 'module' }));

function runAlone(argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(alone, 'grattez.mjs'), ...argv], { cwd: alone, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const INSTALL = 'install it with npm install vite playwright-core\n';

describe('the CLI without its optional peers (vite, playwright-core)', () => {
  it('runs the engine commands', async () => {
    const result = await runAlone(['find', '--game', 'paws', '--seed', 'demo', '--block', '0', '--prize', '1500000']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toHaveLength(3);
  });

  it('render: one line naming the missing package, exit 1, nothing written', async () => {
    const result = await runAlone(['render', '--game', 'paws', '--prize', '3000', '--out', 'dog.png']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `grattez: grattez render needs the package vite, not installed here (an optional peer dependency of grattez): ${INSTALL}`,
    });
    expect(existsSync(join(alone, 'dog.png'))).toBe(false);
    // In the CLI's language.
    const fr = await runAlone(['--lang', 'fr', 'render', '--game', 'paws', '--prize', '3000', '--out', 'dog.png']);
    expect(fr).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'grattez: grattez render a besoin du paquet vite, absent ici (une dépendance facultative de grattez, parmi ses peerDependencies)\u00a0: ' +
        'installez-le avec npm install vite playwright-core\n',
    });
  });

  it('check-layout --art: the same', async () => {
    const art = join(alone, 'dog.svg');
    writeFileSync(art, readFileSync(join(ROOT, 'designs', 'dog', 'dog.svg')));
    const layout = join(ROOT, 'designs', 'dog', 'design.json');
    const result = await runAlone(['check-layout', '--layout', layout, '--art', art]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^grattez: grattez check-layout --art needs the package (vite|playwright-core), not installed here \(an optional peer dependency of grattez\): /,
    );
    expect(result.stderr).toMatch(new RegExp(`${INSTALL}$`));
  });
});
