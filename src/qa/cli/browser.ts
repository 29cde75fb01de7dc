import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import {
  HEADLESS_FLAGS,
  missingBrowserLine,
  STABLE_TEXT_FLAGS,
  toolChromium,
  type BrowserWords,
} from '../../headless/chromium.ts';
import { undoOnInterrupt } from '../../headless/interrupt.ts';

/** The flags of every tool, and those that make text render the same from run to run. */
const FLAGS = [...HEADLESS_FLAGS, ...STABLE_TEXT_FLAGS];

/** The device pixel ratio of QA's pages: fixed, so that the sheet's screenshots never depend on the machine. */
const QA_DEVICE_SCALE_FACTOR = 1;

/** The QA page in API mode (`qa.html?mode=api`) has started: `window.grattezQa` is there. */
export const API_READY = `document.body.dataset.api === 'ready'`;

/** The QA sheet (`qa.html`) has settled: every card has its picture or says why not, every row its checks (docs/qa.md). */
const SHEET_SETTLED = 'body[data-ready]';

/**
 * Waits for the QA sheet to settle and resolves to what its cards say of the pictures that could
 * not be drawn, each named by its card (`dog-fr-revealed: Picture not drawn: …`), and what its
 * results boxes say of checks that could not run, each named by its row (`dog-fr: The checks could
 * not run: …`); none when `data-ready` is "true". A run that waited for "true" alone would wait
 * until its own timeout.
 */
export async function sheetSettled(
  page: Pick<Page, 'locator' | 'evaluate'>,
  options: { readonly timeout?: number } = {},
): Promise<string[]> {
  await page.locator(SHEET_SETTLED).waitFor({ state: 'attached', ...options });
  return page.evaluate(() => {
    const ready = document.body.dataset.ready;
    if (ready === 'true') return [];
    const said = [
      ...[...document.querySelectorAll('[data-picture-failed] [aria-live]')].map(
        (region) => `${region.closest('figure')?.id.replace(/^qa-card-/, '') ?? '?'}: ${region.textContent}`,
      ),
      ...[...document.querySelectorAll('[data-checks-failed] [aria-live]')].map(
        (region) => `${region.closest('.qa-results')?.id.replace(/^qa-results-/, '') ?? '?'}: ${region.textContent}`,
      ),
    ];
    return said.length > 0 ? said : [`data-ready="${ready ?? ''}"`];
  });
}

export interface QaBrowser {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: string[]; // page errors and console errors, of every page of the context
  close(): Promise<void>;
}

/**
 * A fresh headless Chromium profile and page. `env`: the browser's environment, when not this
 * process's (a test gives it another font configuration, FONTCONFIG_FILE). Interrupted (Ctrl-C,
 * `exitOnInterrupt`), the browser is closed and its profile removed; Playwright's own handlers of
 * the signals are off, as they would exit first, the profile left behind.
 */
export async function openQaBrowser(
  viewport = { width: 1280, height: 900 },
  env?: Readonly<Record<string, string | undefined>>,
): Promise<QaBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'grattez-qa-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  const forgetProfile = undoOnInterrupt(removeProfile);
  let context: BrowserContext;
  try {
    context = await launch(profile, viewport, env);
  } catch (error) {
    forgetProfile();
    removeProfile();
    throw error;
  }
  const forgetContext = undoOnInterrupt(() => context.close());
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch); // the pages the tools open beside the first
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    context,
    errors,
    async close() {
      forgetContext();
      await context.close();
      forgetProfile();
      removeProfile();
    },
  };
}

/**
 * Throws when the browser the QA would start is not there, so that `npm run qa` says so at once,
 * in the words of a launch that failed for it (missingBrowserLine, in `words`), before it builds the app.
 */
export function checkQaBrowser(words: BrowserWords, executablePath = toolChromium()): void {
  if (!existsSync(executablePath)) throw new Error(missingBrowserLine(executablePath, words));
}

/** Chromium on a profile of its own, with the tools' flags. */
function launch(
  profile: string,
  viewport: { width: number; height: number },
  env: Readonly<Record<string, string | undefined>> | undefined,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...(env === undefined ? {} : { env: { ...env } }),
    executablePath: toolChromium(),
    headless: true,
    args: FLAGS,
    viewport,
    deviceScaleFactor: QA_DEVICE_SCALE_FACTOR,
    reducedMotion: 'reduce',
    handleSIGINT: false,
    handleSIGTERM: false,
  });
}

/**
 * A screenshot of the whole page as PNG, written to `path`: the pixels of Playwright's full-page
 * screenshot, taken through the DevTools protocol with `optimizeForSpeed`, which compresses the
 * PNG lightly. The sheet's screenshots are tall (up to about 23,000 px), and the browser process
 * spent most of their CPU time in compressing them hard; the report's files, looked at and thrown
 * away, are about a quarter larger.
 */
export async function fullPageScreenshot(page: Page, path: string, limitMs = SCREENSHOT_LIMIT_MS): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The protocol's calls wait for ever: a browser that hangs would hang the run, not fail it.
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the browser gave no screenshot of ${page.url()} within ${limitMs / 1000} s`)),
      limitMs,
    );
  });
  try {
    await Promise.race([shoot(cdp, path), limit]);
  } finally {
    clearTimeout(timer);
    await cdp.detach().catch(() => undefined);
  }
}

/** A limit for a screenshot that never comes, not a measure: under load a tall sheet takes seconds. */
const SCREENSHOT_LIMIT_MS = 180_000;

async function shoot(cdp: CDPSession, path: string): Promise<void> {
  const metrics = (await cdp.send('Page.getLayoutMetrics')) as { cssContentSize: { width: number; height: number } };
  const { width, height } = metrics.cssContentSize;
  const shot = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    captureBeyondViewport: true,
    optimizeForSpeed: true,
    clip: { x: 0, y: 0, width: Math.ceil(width), height: Math.ceil(height), scale: 1 },
  });
  writeFileSync(path, Buffer.from(shot.data, 'base64'));
}
