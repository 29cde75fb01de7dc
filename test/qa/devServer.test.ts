import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm run dev` (`vite`) with a bad design folder: the project's own Vite config, run by Vite's own
 * command line, on a root whose designs/ holds a copy of cat's folder, spoilt. The designer reads
 * the build's line (the file, the field, the line) with no stack trace, the server keeps running,
 * its pages say what is wrong instead of going blank, and once the file is fixed they are the app's
 * again.
 */
const scratch = mkdtempSync(join(tmpdir(), 'grattez-dev-design-'));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

const trace = /^\s+at /m;
const LINE =
  '[grattez:outline-art] designs/cat/design.json: design "cat": not valid JSON: trailing comma after the last item (line 5 column 38)';

describe('vite (the dev server) with a bad design folder', () => {
  it('says what the build says, keeps running, and shows it in the page until the file is fixed', async () => {
    const folder = join(scratch, 'designs', 'cat');
    cpSync('designs/cat', folder, { recursive: true });
    const file = join(folder, 'design.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"en": "Cat" }', '"en": "Cat", }'));
    writeFileSync(join(scratch, 'index.html'), '<!doctype html><title>the app</title><p>the app</p>');

    let output = '';
    server = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        scratch,
        '--config',
        resolve('vite.config.ts'),
        '--port',
        '0',
        '--strictPort',
        'false',
      ],
      { env: { ...process.env, DEBUG: '', NO_COLOR: '1', FORCE_COLOR: '0' } },
    );
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ended = new Promise<number | null>((done) => server?.on('exit', done));
    const url = await Promise.race([
      ended.then(() => null),
      new Promise<string>((done) => {
        const look = () => {
          const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
          if (found !== null) done(found[0]);
        };
        server?.stdout?.on('data', look);
      }),
    ]);
    expect(url, output).not.toBeNull();
    expect(output).toContain(LINE);
    expect(output).not.toMatch(trace);

    // A page asked for names the problem, in words a person reads, rather than stay blank.
    const page = await fetch(`${url}index.html`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain(LINE.replaceAll('"', '&quot;'));
    expect(html).toContain('role="alert"');
    expect(html).not.toMatch(trace);
    expect(html).toContain('/@vite/client'); // reloaded when the folder changes
    // A page in French says it in French, the readers' words too (the terminal keeps the build's English).
    const french = await (
      await fetch(`${url}index.html`, { headers: { accept: 'text/html', 'accept-language': 'fr-FR,fr;q=0.9' } })
    ).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain(
      '[grattez:outline-art] designs/cat/design.json\u00a0: modèle «\u00a0cat\u00a0»\u00a0: JSON non valide\u00a0: virgule en trop après le dernier élément (ligne 5, colonne 38)',
    );

    // Fixed: the server, still running, reads the folder again and serves the app's page.
    writeFileSync(file, good);
    await expect
      .poll(async () => (await fetch(`${url}index.html`, { headers: { accept: 'text/html' } })).text(), {
        timeout: 20_000,
      })
      .toContain('<p>the app</p>');
    expect(server.exitCode).toBeNull();
  });
});
