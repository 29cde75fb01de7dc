import { afterEach, describe, expect, it, vi } from 'vitest';
import { openQaBrowser } from '../../src/qa/cli/browser.ts';
import { qaMain } from '../../src/qa/cli/qaCli.ts';
import { runQa } from '../../src/qa/cli/runQa.ts';

/** What qaMain wrote on stdout and stderr. */
function io() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: { write: (text: string) => void (out.stdout += text) },
      stderr: { write: (text: string) => void (out.stderr += text) },
    },
  };
}

describe('npm run qa: a browser that cannot start', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is said in one line, without a stack, exit 1', async () => {
    const missing = '/nowhere/grattez-no-such-chromium';
    vi.stubEnv('GRATTEZ_CHROMIUM', missing);
    const { out, io: streams } = io();
    const code = await qaMain([], streams, async () => {
      const browser = await openQaBrowser();
      await browser.close();
      return 0;
    });
    expect(code).toBe(1);
    expect(out.stderr).toMatch(
      new RegExp(
        `^qa: the browser ${missing} could not start: there is no such file \\(set GRATTEZ_CHROMIUM to another Chromium\\)\\n$`,
      ),
    );
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it('is said before the app is built, in the same words as a launch that failed', async () => {
    // It built the app, and kept the user waiting for it, before finding that the browser was missing.
    const missing = '/nowhere/grattez-no-such-chromium';
    vi.stubEnv('GRATTEZ_CHROMIUM', missing);
    const serve = vi.fn(() => Promise.resolve({ url: 'http://127.0.0.1:1', close: () => Promise.resolve() }));
    const openBrowser = vi.fn(() => Promise.reject(new Error('not reached')));
    const { out, io: streams } = io();
    const code = await qaMain([], streams, (options) => runQa(options, { serve, openBrowser }));
    expect(serve).not.toHaveBeenCalled();
    expect(openBrowser).not.toHaveBeenCalled();
    expect(code).toBe(1);
    // The line a launch that failed gives (Playwright's own message, worded by failureLine).
    const launched = io();
    await qaMain([], launched.io, async () => {
      await (await openQaBrowser()).close();
      return 0;
    });
    expect(launched.out.stderr).toMatch(/could not start: there is no such file/);
    expect(out.stderr).toBe(launched.out.stderr);
  });

  it('says it, and its first stage, in the locale’s language, --lang winning', async () => {
    const missing = '/nowhere/grattez-no-such-chromium';
    vi.stubEnv('GRATTEZ_CHROMIUM', missing);
    const FR = { LANG: 'fr_FR.UTF-8' };
    const serve = () => Promise.resolve({ url: 'http://127.0.0.1:1', close: () => Promise.resolve() });
    const fr = io();
    expect(await qaMain([], fr.io, (options) => runQa(options, { serve, openBrowser: openQaBrowser }), FR)).toBe(1);
    expect(fr.out.stderr).toBe(
      `qa: le navigateur ${missing} n’a pas pu démarrer\u00a0: il n’y a pas de tel fichier (donnez à GRATTEZ_CHROMIUM un autre Chromium)\n`,
    );
    const en = io();
    await qaMain(['--lang', 'en'], en.io, (options) => runQa(options, { serve, openBrowser: openQaBrowser }), FR);
    expect(en.out.stderr).toMatch(/^qa: the browser \S+ could not start: there is no such file/);
    // Its stages on stdout: the browser there (as far as the check goes), its launch failing.
    const written: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    try {
      const failed = io();
      const failure = new Error('browserType.launchPersistentContext: Failed to launch: Error: spawn /x EACCES');
      const code = await qaMain(
        [],
        failed.io,
        (options) =>
          runQa(options, { serve, openBrowser: () => Promise.reject(failure), checkBrowser: () => undefined }),
        FR,
      );
      expect(code).toBe(1);
      expect(failed.out.stderr).toMatch(
        /^qa: le navigateur \S+ n’a pas pu démarrer\u00a0: il ne peut pas être lancé \(EACCES\)/,
      );
    } finally {
      stdout.mockRestore();
    }
    expect(written.join('')).toMatch(/^qa: (construction de l’app…|service de la construction de dist\/)\n$/);
  });

  it('keeps exit 2 for a bad argument, the run never started', async () => {
    const { out, io: streams } = io();
    const run = vi.fn(() => Promise.resolve(0));
    expect(await qaMain(['--updte'], streams, run)).toBe(2);
    expect(run).not.toHaveBeenCalled();
    expect(out.stderr).toMatch(/^qa: unknown argument "--updte"/);
  });

  it('closes the served build (its server and temporary folder) when the browser cannot start', async () => {
    const close = vi.fn(() => Promise.resolve());
    const failure = new Error('browserType.launchPersistentContext: Failed to launch: Error: spawn /x EACCES');
    await expect(
      runQa(
        { update: false, lang: 'fr', help: false },
        {
          serve: () => Promise.resolve({ url: 'http://127.0.0.1:1', close }),
          openBrowser: () => Promise.reject(failure),
          checkBrowser: () => undefined, // as if the browser were there: its launch fails
        },
      ),
    ).rejects.toBe(failure);
    expect(close).toHaveBeenCalledOnce();
  });
});
