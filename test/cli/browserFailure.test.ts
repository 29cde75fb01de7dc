/**
 * A browser's or a page's failure in the CLI's French: every kind src/headless/chromium.ts tells
 * apart, in the words it is given (no English sentence matched and rewritten afterwards).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failureLine, missingBrowserLine, openStarted } from '../../src/headless/chromium.ts';
import { CLI_WORDS } from '../../src/cli/words.ts';

const fr = CLI_WORDS.fr.browser;
const en = CLI_WORDS.en.browser;
const B = '/opt/chromium';
const HINT = ' (donnez à GRATTEZ_CHROMIUM un autre Chromium)';
const NB = '\u00a0';

/** An error as Playwright's launch gives it: its first line, then the browser's log. */
const launchError = (first: string, log: readonly string[] = []) =>
  new Error([`browserType.launch: ${first}`, ...log.map((line) => `[pid=12][err] ${line}`)].join('\n'));

const said = (error: unknown, words = fr) => failureLine(error, words, B);

describe('a browser’s failure in French', () => {
  it('says each reason a launch fails for in French', async () => {
    expect(await said(launchError(`executable doesn't exist at ${B}`))).toBe(
      `le navigateur ${B} n’a pas pu démarrer${NB}: il n’y a pas de tel fichier${HINT}`,
    );
    expect(missingBrowserLine(B, fr)).toBe(
      `le navigateur ${B} n’a pas pu démarrer${NB}: il n’y a pas de tel fichier${HINT}`,
    );
    expect(await said(launchError(`Failed to launch: Error: spawn ${B} EACCES`))).toBe(
      `le navigateur ${B} n’a pas pu démarrer${NB}: il ne peut pas être lancé (EACCES)${HINT}`,
    );
    expect(await said(launchError('Timeout 180000ms exceeded.'))).toBe(
      `le navigateur ${B} n’a pas pu démarrer${NB}: il n’a pas répondu en 180 s${HINT}`,
    );
    expect(await said(launchError('Target page, context or browser has been closed'))).toBe(
      `le navigateur ${B} n’a pas pu démarrer${NB}: il s’est arrêté aussitôt, sans rien dire${HINT}`,
    );
    // The browser's own line, as it wrote it (its D-Bus noise skipped).
    expect(
      await said(
        launchError('Target page, context or browser has been closed', [
          '[1:2:ERROR:bus.cc(407)] Failed to connect to the bus',
          'chromium: error while loading shared libraries: libnss3.so',
        ]),
      ),
    ).toBe(
      `le navigateur ${B} n’a pas pu démarrer${NB}: chromium: error while loading shared libraries: libnss3.so${HINT}`,
    );
  });

  it('says a browser that stopped under the tool in French, with its own words when it gave some', async () => {
    expect(await said(new Error('page.evaluate: Target crashed'))).toBe(
      `le navigateur ${B} s’est arrêté avant la fin du travail${HINT}`,
    );
    expect(await said(new Error('page.evaluate: Target crashed\n[pid=9][err] Out of memory'))).toBe(
      `le navigateur ${B} s’est arrêté avant la fin du travail${NB}: Out of memory${HINT}`,
    );
  });

  it('keeps English for English, and another error’s message as it is', async () => {
    expect(await said(launchError('Timeout 30000ms exceeded.'), en)).toBe(
      `the browser ${B} could not start: it did not answer within 30 s (set GRATTEZ_CHROMIUM to another Chromium)`,
    );
    expect(await said(new Error('ENOSPC: no space left on device'))).toBe('ENOSPC: no space left on device');
  });
});

/** A page that loads, then never starts (the wait times out), or shows its load-failure note. */
function page(outcome: 'timeout' | 'note'): Page {
  const fake = {
    on: () => fake,
    off: () => fake,
    goto: () => Promise.resolve(null),
    waitForFunction: () =>
      outcome === 'timeout' ? Promise.reject(new Error('Timeout 60000ms exceeded.')) : Promise.resolve(null),
    locator: () => ({ count: () => Promise.resolve(outcome === 'note' ? 1 : 0) }),
  };
  return fake as unknown as Page;
}

describe('a page that could not start, in French', () => {
  it('says why and the tool’s hint in French', async () => {
    await expect(
      openStarted(page('timeout'), 'http://localhost/', 'true', { what: 'le studio', hint: 'reconstruisez-le' }, fr),
    ).rejects.toThrow(
      `le studio n’a pas pu démarrer (pas démarré en 60 s${NB}: Timeout 60000ms exceeded.)${NB}: reconstruisez-le`,
    );
    await expect(openStarted(page('note'), 'http://localhost/', 'true', { what: 'la page de QA' }, fr)).rejects.toThrow(
      'la page de QA n’a pas pu démarrer (aucune raison donnée)',
    );
  });
});
