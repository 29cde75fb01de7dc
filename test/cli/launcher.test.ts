/**
 * `npm run grattez`'s launcher (src/cli/launcher.mjs) rebuilds a stale bundle first. A rebuild
 * that fails (a source with a syntax error) is said as the compiler says it, without the
 * launcher's own stack trace, exit 1. Run on a copy of the launcher in a throwaway project whose
 * build configuration points at a broken source.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.ts';

// Inside the project, so that the copy finds vite in its node_modules, as the launcher does.
const cache = join(ROOT, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const project = mkdtempSync(join(cache, 'grattez-launcher-test-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('npm run grattez: a rebuild that fails', () => {
  it('names the broken source in the compiler’s words, no stack trace, exit 1', async () => {
    mkdirSync(join(project, 'src', 'cli'), { recursive: true });
    copyFileSync(join(ROOT, 'src', 'cli', 'launcher.mjs'), join(project, 'src', 'cli', 'launcher.mjs'));
    writeFileSync(join(project, 'src', 'cli', 'broken.ts'), 'export const broken = ;\n');
    writeFileSync(
      join(project, 'vite.cli.config.ts'),
      `export default {
  root: ${JSON.stringify(project)},
  logLevel: 'warn',
  build: { ssr: true, rollupOptions: { input: { grattez: 'src/cli/broken.ts' } } },
};
`,
    );
    const child = spawn(process.execPath, [join(project, 'src', 'cli', 'launcher.mjs'), 'show'], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stdout).toBe('');
    // One report, the launcher's, first (not Vite's "✗ Build failed" before it), at the project's
    // log level; off a terminal, without colours' escape codes.
    expect(stderr).toMatch(/^grattez: cannot rebuild dist-cli\/ from the sources: /);
    expect(stderr).not.toContain('Build failed in');
    expect(stderr).not.toContain('\u001b');
    expect(stderr).toContain('src/cli/broken.ts');
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(stderr).not.toContain('triggerUncaughtException');
    expect(code).toBe(1);
    expect(readdirSync(join(project, 'dist-cli'))).toEqual([]); // its private build folder gone
  });
});
