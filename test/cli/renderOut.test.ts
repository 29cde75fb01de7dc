/**
 * `grattez render --out` in a folder that cannot be written: said before anything is drawn (a
 * video takes a minute), in the words of a write that fails. The browser is one that cannot
 * start, so that a check made only after drawing shows as the browser's failure instead.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cliCommand, ROOT } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'grattez-render-out-test-'));
afterAll(() => {
  chmodSync(join(dir, 'locked'), 0o755);
  rmSync(dir, { recursive: true, force: true });
});

const studio = join(dir, 'studio');
mkdirSync(studio);
writeFileSync(join(studio, 'studio.html'), '<!doctype html>');
mkdirSync(join(dir, 'locked'));
chmodSync(join(dir, 'locked'), 0o555);

/** A folder this process cannot write in: a read-only one, or for root (whom modes do not stop) the kernel's /sys. */
const unwritable = process.getuid?.() === 0 ? '/sys' : join(dir, 'locked');

it('refuses a folder it cannot write in before drawing, as a failed write says it, exit 1', async () => {
  const out = join(unwritable, 'cat.png');
  const [command, args] = cliCommand(['render', '--game', 'paws', '--prize', '3000', '--out', out]);
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', GRATTEZ_CHROMIUM: '/bin/true', GRATTEZ_STUDIO_DIR: studio },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect({ code, stderr }).toEqual({
    code: 1,
    stderr: `grattez: cannot write the output: ${out}: permission denied (EACCES)\n`,
  });
  expect(readdirSync(join(dir, 'locked'))).toEqual([]);
});
