import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { isInterrupted } from './interrupt.ts';

/**
 * Headless Chromium as the project's tools drive it (`grattez render`, `npm run qa`, the
 * benchmarks and the end-to-end tests): Debian's build, the flags that work on these machines,
 * and the types of the files the built app serves.
 */

/** Debian's Chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package "chromium-headless-shell", the same version
 * as "chromium"): the same Blink, V8, Skia and SwiftShader, without the browser around the page
 * (its profile services, its own WebUI pages), which a headless tool never shows. The end-to-end
 * tests take about a fifth less CPU time with it than with Chromium.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tools drive (the end-to-end tests, `npm run qa`, `grattez render` and
 * `check-layout`): the path in GRATTEZ_CHROMIUM when it is set, else the headless shell when it is
 * installed, else Chromium. The benchmarks drive Chromium itself (`CHROMIUM_PATH`), the browser a
 * visitor has.
 */
export function toolChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
  installed: (path: string) => boolean = existsSync,
): string {
  const chosen = env.GRATTEZ_CHROMIUM;
  if (chosen !== undefined && chosen !== '') return chosen;
  return installed(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

/**
 * The browser features the tools turn off. Chromium reads only the last `--disable-features` of
 * its command line, and playwright-core passes a list of its own before the caller's flags: this
 * one replaces it, so it carries Playwright's names (as of playwright-core 1.65) besides the
 * project's. `test/headless/chromium.test.ts` reads the command line Playwright builds and fails
 * when one of Playwright's names would be dropped unawares.
 */
const DISABLED_FEATURES: readonly string[] = [
  // The project's: Chromium starts two WebUI pages for its omnibox popups (chrome://omnibox-popup),
  // each in a renderer of its own, which a headless browser never shows and which would take CPU
  // from the page under test while it loads (a cold browser left alone uses about half the CPU
  // time without them).
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  // Playwright's: requests of the browser's own (hints, network time, search preconnects, media
  // routes), upgrades of the tests' http addresses, and what it needs to close pages and profiles.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Two of Playwright's names left on, on purpose: the page then behaves as in a visitor's Chrome,
 * with third-party storage partitioned (the embed in a partner's iframe) and the old page's paint
 * held until the next one's first contentful paint.
 */
export const FEATURES_LEFT_ON: readonly string[] = ['ThirdPartyStoragePartitioning', 'PaintHolding'];

/**
 * Headless, quiet (no network chatter of its own), WebGL2 in software (SwiftShader), with the
 * features above turned off. Add a feature to DISABLED_FEATURES, never in a flag of your own.
 */
export const HEADLESS_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** Flags that make text render the same from run to run: no font hinting, no subpixel (LCD) text. */
export const STABLE_TEXT_FLAGS: readonly string[] = ['--font-render-hinting=none', '--disable-lcd-text'];

/** The Content-Type of each kind of file in a build. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The Content-Type of `file`, by its extension. */
export function contentType(file: string): string {
  return CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
}

/**
 * Serves the files of `dir` to `page` under `origin` (a secure context on http://localhost, with no
 * server): `/` is index.html; a missing file, a folder or a path out of `dir` is a 404.
 */
export async function serveFolder(page: Page, origin: string, dir: string): Promise<void> {
  const root = normalize(dir + sep);
  await page.route(`${origin}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      await route.fulfill({ status: 404, body: '' });
      return;
    }
    await route.fulfill({ status: 200, body: readFileSync(file), contentType: contentType(file) });
  });
}

/**
 * What a page of the built app shows in its place when its code cannot start (src/loadNote.ts:
 * shown by src/pageStart.ts, or by the page's load guard, build/loadGuard.ts).
 */
const START_FAILURE = '.app-load-error';

/**
 * The words a browser's or a page's failure is said in, given by the tool in its language (this
 * module imports no catalogue: src/i18n/qa.ts holds them, `QA_WORDS[lang].tool.browser`). The
 * causes the system or the page gives (the browser's own line, an error's message) are kept as
 * they come.
 */
export interface BrowserWords {
  /** The browser at `browser` could not start, because `reason` (one of the reasons below, or its own words). */
  readonly cannotStart: (browser: string, reason: string) => string;
  /** The browser at `browser` stopped under a tool; `said`, the first line of its own, when it wrote one. */
  readonly stopped: (browser: string, said: string | undefined) => string;
  /** Reasons a launch gives: no file there; it cannot be run (the system's code: EACCES…); no answer; gone at once. */
  readonly noSuchFile: string;
  readonly cannotRun: (code: string) => string;
  readonly noAnswer: (seconds: number) => string;
  readonly exitedSilently: string;
  /** A page (`what`, as the tool names it) that could not start, `why`, and the tool's `hint`. */
  readonly pageCannotStart: (what: string, why: string, hint: string | undefined) => string;
  /** Why: the page did not start within `seconds` (`error`, the wait's own message). */
  readonly notStartedWithin: (seconds: number, error: string) => string;
  /** Why: one of the page's scripts could not be fetched, and the network said nothing more. */
  readonly fetchFailed: string;
  /** Why: the page showed its load-failure note and logged nothing. */
  readonly noReason: string;
}

/** How long a page is given to start. */
const START_TIMEOUT_MS = 60_000;

/**
 * Opens `url` in `page` and waits until the page has started (`started`, an expression evaluated
 * in the page, is true), or has said that it could not, or one of its scripts could not be fetched
 * (even a page without its load guard, or whose guard itself is missing, would stop here): then
 * throws at once, with the reason (a chunk missing from a build cut short, say) and `failure`'s
 * hint, in `words`, rather than wait out the timeout.
 */
export async function openStarted(
  page: Page,
  url: string,
  started: string,
  failure: { readonly what: string; readonly hint?: string },
  words: BrowserWords,
): Promise<void> {
  const logged: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') logged.push(m.text());
  };
  let unfetched: (reason: string) => void = () => undefined;
  const scriptFailed = new Promise<string>((resolve) => (unfetched = resolve));
  const onFailed = (request: Request) => {
    if (request.resourceType() === 'script')
      unfetched(`${request.url()}: ${request.failure()?.errorText ?? words.fetchFailed}`);
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400)
      unfetched(`${response.url()}: HTTP ${response.status()}`);
  };
  page.on('console', onConsole);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  const cannot = (why: string) => new Error(words.pageCannotStart(failure.what, why, failure.hint));
  try {
    await page.goto(url);
    const outcome = await Promise.race([
      page
        .waitForFunction(`document.querySelector('${START_FAILURE}') !== null || (${started})`, undefined, {
          timeout: START_TIMEOUT_MS,
        })
        .then(
          () => null,
          (error: unknown) =>
            words.notStartedWithin(START_TIMEOUT_MS / 1000, error instanceof Error ? error.message : String(error)),
        ),
      scriptFailed,
    ]);
    if (outcome !== null) throw cannot(outcome);
    if (await page.locator(START_FAILURE).count())
      throw cannot(logged.find((text) => text.startsWith('Grattez:')) ?? logged[0] ?? words.noReason);
  } finally {
    page.off('console', onConsole);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
}

/** Lines of a browser's log that say nothing of why it failed: D-Bus, absent from containers, is the usual one. */
const NOISE = /\bbus\.cc\b|d-?bus|Failed to connect to the bus/i;

/** A line the browser wrote on stderr, without Playwright's `[pid=…][err]` and Chromium's `[date:ERROR:file.cc(1)]`. */
function browserSaid(message: string): string | undefined {
  for (const line of message.split('\n')) {
    const said = /^\[pid=\d+\]\[err\] (.*)$/.exec(line)?.[1];
    if (said === undefined || NOISE.test(said)) continue;
    const text = said.replace(/^\[[^\]]*:(?:ERROR|FATAL|WARNING|INFO)[^\]]*\]\s*/, '').trim();
    if (text !== '') return text.length > 160 ? `${text.slice(0, 160)}…` : text;
  }
  return undefined;
}

/**
 * A browser that is not where the tools look for it, as one line: as a launch's failure says it
 * (browserFailure), and as a tool says it before it starts (npm run qa checks first).
 */
export function missingBrowserLine(executablePath: string, words: BrowserWords): string {
  return words.cannotStart(executablePath, words.noSuchFile);
}

/**
 * A browser that could not start, or stopped under a tool, as one short line in `words`: which
 * browser, the first line of its own that says why (its D-Bus noise skipped), and where to point
 * another one. Playwright's message carries the browser's whole command line and log, kilobytes of
 * it. Undefined for an error of another kind.
 */
function browserFailure(error: unknown, executablePath: string, words: BrowserWords): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const message = error.message;
  const said = browserSaid(message);
  if (/^browserType\.launch(?:PersistentContext)?: /.test(message)) {
    const first = message.split('\n', 1)[0]!.replace(/^[^:]*: /, '');
    if (/executable doesn't exist/.test(first)) return missingBrowserLine(executablePath, words);
    const spawn = /^Failed to launch: Error: spawn .* (E[A-Z]+)$/.exec(first);
    const timeout = /^Timeout (\d+)ms exceeded/.exec(first);
    const reason =
      said ??
      (spawn !== null
        ? words.cannotRun(spawn[1]!)
        : timeout !== null
          ? words.noAnswer(Math.round(Number(timeout[1]) / 1000))
          : /has been closed/.test(first)
            ? words.exitedSilently
            : first);
    return words.cannotStart(executablePath, reason);
  }
  if (/Target page, context or browser has been closed|Target crashed|Browser has been closed/i.test(message))
    return words.stopped(executablePath, said);
  return undefined;
}

/** How long a browser's failure waits for the signal that may have caused it (the terminal's Ctrl-C reaches both). */
const INTERRUPT_GRACE_MS = 250;

/**
 * A tool's failure as one line: a browser's in `words` (`browserFailure`), another error's message
 * (no stack); undefined where the process is being interrupted, which the interruption says
 * (`exitOnInterrupt`). Used by `grattez` and by `npm run qa`.
 */
export async function failureLine(
  error: unknown,
  words: BrowserWords,
  executablePath: string = toolChromium(),
): Promise<string | undefined> {
  const browser = browserFailure(error, executablePath, words);
  // A browser closed by the Ctrl-C that reaches this process too: the interruption is said, not this.
  if (browser !== undefined) await new Promise((resolve) => setTimeout(resolve, INTERRUPT_GRACE_MS));
  if (isInterrupted()) return undefined;
  return browser ?? (error instanceof Error ? error.message : String(error));
}
