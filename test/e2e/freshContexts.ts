import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_FLAGS } from '../../src/headless/chromium.ts';
import type { Session } from './browser.ts';

/**
 * One Chromium for the tests of a file, launched before the first and closed after the last, and
 * as many fresh sessions in it as the tests ask for: each a browser context of its own, whose
 * cache, storage and permissions start empty as a new profile's do (openSession), without a
 * launch of its own (about two seconds of CPU each). Call it at the top of a test file; call what
 * it returns inside tests, and close each session in the test.
 */
export function freshContexts(): (options?: { width?: number; height?: number; mobile?: boolean }) => Promise<Session> {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...HEADLESS_FLAGS] });
  });
  afterAll(async () => {
    await browser?.close();
    browser = null;
  });
  return async (options = {}) => {
    if (browser === null) throw new Error('the file’s browser is open only while its tests run');
    // As openSession's: the same window, pixel ratio, motion and error reporting.
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      deviceScaleFactor: 1,
      hasTouch: options.mobile === true,
      isMobile: options.mobile === true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
        errors.push(`console: ${msg.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') {
        errors.push(`http ${response.status()}: ${response.url()}`);
      }
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') errors.push(`request failed: ${request.url()} ${reason}`);
    });
    return { context, page, errors, close: () => context.close() };
  };
}
