import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium. */
const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags that make rendering the same from run to run: no font hinting and no subpixel (LCD)
 * text, and WebGL in software (SwiftShader), whatever GPU the machine has.
 */
const STABLE_RENDERING_FLAGS = [
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...STABLE_RENDERING_FLAGS,
];

/** The device pixel ratio of QA's pages: fixed, so that the sheet's screenshots never depend on the machine. */
const QA_DEVICE_SCALE_FACTOR = 1;

export interface QaBrowser {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: string[]; // page errors and console errors
  close(): Promise<void>;
}

/** A fresh headless Chromium profile and page. */
export async function openQaBrowser(viewport = { width: 1280, height: 900 }): Promise<QaBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'grattez-qa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport,
    deviceScaleFactor: QA_DEVICE_SCALE_FACTOR,
    reducedMotion: 'reduce',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return {
    page,
    context,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
