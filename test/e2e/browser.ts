import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { HEADLESS_FLAGS, toolChromium } from '../../src/headless/chromium.ts';

export const ARTIFACTS = join(process.cwd(), 'test-results', 'e2e');

export interface Session {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[]; // page errors and console errors, to assert none happened
  close(): Promise<void>;
}

/** What a session's page looks like: its viewport, pixel ratio, touch and motion. */
export interface PageOptions {
  width?: number;
  height?: number;
  dpr?: number;
  reducedMotion?: boolean;
  mobile?: boolean;
}

/**
 * An init script in every session's pages: a "ResizeObserver loop" report (an error event to the
 * page's own listeners, a host's monitoring or the load guard among them, which Playwright does not
 * report) is kept (`window.__resizeLoops`) and logged as a console error, which fails any test
 * that expects none.
 */
const RESIZE_LOOPS = `(() => {
  window.__resizeLoops = [];
  addEventListener('error', (e) => {
    if (!/ResizeObserver/.test(e.message)) return;
    window.__resizeLoops.push(e.message);
    console.error('the page reported: ' + e.message);
  }, true);
})()`;

function contextOptions(options: PageOptions) {
  return {
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    deviceScaleFactor: options.dpr ?? 1,
    hasTouch: options.mobile === true,
    isMobile: options.mobile === true,
    reducedMotion: options.reducedMotion === false ? ('no-preference' as const) : ('reduce' as const),
  };
}

/** A fresh Chromium profile and page; WebGL2 runs in software (SwiftShader). */
export async function openSession(
  options: PageOptions & {
    extraArgs?: string[];
    env?: Record<string, string>; // the browser's environment, in place of this process's
  } = {},
): Promise<Session> {
  // Chromium reads only the last --disable-features: one here would drop the tools' list.
  if (options.extraArgs?.some((arg) => arg.startsWith('--disable-features')) === true)
    throw new Error('add the feature to DISABLED_FEATURES (src/headless/chromium.ts), not to extraArgs');
  const profile = mkdtempSync(join(tmpdir(), 'grattez-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: toolChromium(),
    headless: true,
    args: [...HEADLESS_FLAGS, ...(options.extraArgs ?? [])],
    ...contextOptions(options),
    ...(options.env === undefined ? {} : { env: options.env }),
  });
  await context.addInitScript(RESIZE_LOOPS);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    errors: watchErrors(page),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Chromium whose sessions are contexts of their own: each starts with empty storage, as a new profile does. */
export interface SharedBrowser {
  /** A fresh context and page, much cheaper than a launch (openSession). */
  open(options?: PageOptions): Promise<Session>;
  close(): Promise<void>;
}

/**
 * Launches Chromium with the flags openSession uses, and `extraArgs` (as openSession takes them),
 * for sessions that need no launch options of their own, or the same ones.
 */
export async function launchSharedBrowser(extraArgs: readonly string[] = []): Promise<SharedBrowser> {
  if (extraArgs.some((arg) => arg.startsWith('--disable-features')))
    throw new Error('add the feature to DISABLED_FEATURES (src/headless/chromium.ts), not to extraArgs');
  const browser = await chromium.launch({
    executablePath: toolChromium(),
    headless: true,
    args: [...HEADLESS_FLAGS, ...extraArgs],
  });
  return { open: (options = {}) => newSession(browser, options), close: () => browser.close() };
}

/** A fresh context and page of `browser`, as a session: empty storage, as a new profile has. */
async function newSession(browser: Browser, options: PageOptions): Promise<Session> {
  const context = await browser.newContext(contextOptions(options));
  await context.addInitScript(RESIZE_LOOPS);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), close: () => context.close() };
}

/**
 * A fresh context of the browser `session` runs in (a page of another size, touch or density, with
 * empty storage), much cheaper than a launch of its own (openSession). Close it before the session.
 */
export function openContext(session: Session, options: PageOptions = {}): Promise<Session> {
  const browser = session.context.browser();
  if (browser === null) throw new Error('this session’s context has no browser to open another context in');
  return newSession(browser, options);
}

/** Page errors, console errors and failed loads of `page`, as they come: to assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (msg) => {
    // Failed loads are reported by URL below; the console only says "Failed to load resource".
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      errors.push(`console: ${msg.text()}`);
  });
  page.on('response', (response) => {
    // Chromium asks for /favicon.ico on pages without an icon link (the cleaning page): not ours.
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') {
      errors.push(`http ${response.status()}: ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Requests the page itself cancels by navigating away (an idle prefetch cut short) are not failures.
    if (reason !== 'net::ERR_ABORTED') errors.push(`request failed: ${request.url()} ${reason}`);
  });
  return errors;
}

/**
 * An init script that counts the animation frames the page asks for (read with `framesAsked`):
 * a page that draws on demand asks for none while nothing moves.
 */
export const FRAME_COUNTER = `(() => {
  const request = window.requestAnimationFrame.bind(window);
  window.__framesAsked = 0;
  window.requestAnimationFrame = (callback) => { window.__framesAsked++; return request(callback); };
})()`;

/** The animation frames the page has asked for since FRAME_COUNTER ran. */
export function framesAsked(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __framesAsked: number }).__framesAsked);
}

/**
 * An init script that keeps the audio contexts the page makes (`window.__audio.contexts`) and counts
 * the notes and noises it starts (`notes`, `noises`): read them with `page.evaluate`, or wait for
 * the contexts' state with `waitForAudioState`.
 */
export const AUDIO_PROBE = `(() => {
  const probe = (window.__audio = { contexts: [], notes: 0, noises: 0, watchers: new Set() });
  const changed = () => { for (const watch of probe.watchers) watch(); };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      probe.contexts.push(this);
      this.addEventListener('statechange', changed);
      changed();
    }
  };
  const osc = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) { probe.notes++; return osc.apply(this, args); };
  const src = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) { probe.noises++; return src.apply(this, args); };
})();`;

/**
 * Waits until the page has made an audio context and every one it made is in `state` (with
 * AUDIO_PROBE), heard from the contexts' own events: no polling, no animation frame asked for.
 * Rejects after `timeout` ms, naming the states the contexts were in.
 */
export async function waitForAudioState(page: Page, state: AudioContextState, timeout: number): Promise<void> {
  // In the page as source, as waitForCondition's (a bundler's helpers are not there): null once
  // met, else the contexts' states when the time was up.
  const missed = await page.evaluate<string[] | null>(`new Promise((resolve) => {
    const probe = window.__audio;
    const states = () => probe.contexts.map((c) => c.state);
    const holds = () => probe.contexts.length > 0 && states().every((s) => s === ${JSON.stringify(state)});
    if (holds()) return resolve(null);
    const done = (said) => { probe.watchers.delete(watch); clearTimeout(limit); resolve(said); };
    const watch = () => { if (holds()) done(null); };
    probe.watchers.add(watch);
    const limit = setTimeout(() => done(states()), ${timeout});
  })`);
  if (missed !== null)
    throw new Error(
      `the page's audio contexts were not ${state} within ${timeout} ms (their states: ${missed.length === 0 ? 'none made' : missed.join(', ')})`,
    );
}

/**
 * Waits until `predicate` (a function's source, as `page.waitForFunction` takes a string, called with
 * `arg`) holds in the page. `waitForFunction` tests at every animation frame, and asking for frames
 * keeps a still page producing them (renderer, compositor, GPU process) as long as the wait lasts;
 * this tests at each change to the document instead, and on a slow timer for what no change to the
 * document shows (history.state). Unlike `waitForFunction`, it ends with the page's document: use
 * it once the page has loaded. Rejects, naming the predicate's argument, after `timeout` ms. `page`
 * may be a frame of a page (an embed's), which it then watches.
 */
export async function waitForCondition(
  page: Page | Frame,
  predicate: string,
  arg: unknown,
  timeout = 30_000,
): Promise<void> {
  const held = await page.evaluate<boolean>(`new Promise((resolve) => {
    const arg = ${JSON.stringify(arg)};
    const holds = () => { try { return Boolean((${predicate})(arg)); } catch { return false; } };
    if (holds()) return resolve(true);
    const done = (value) => { observer.disconnect(); clearInterval(timer); clearTimeout(limit); resolve(value); };
    const observer = new MutationObserver(() => { if (holds()) done(true); });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setInterval(() => { if (holds()) done(true); }, 100);
    const limit = setTimeout(() => done(false), ${timeout});
  })`);
  if (!held) throw new Error(`the page never met the condition (${JSON.stringify(arg)}) within ${timeout} ms`);
}

/** Waits until the ticket canvas has drawn its first full frame. */
export async function waitForTicket(page: Page): Promise<void> {
  await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits until the ticket canvas shows `covered` zones under their covers, then for the frame after:
 * the canvas has drawn every stroke and reveal the store held when this was called. A zone button
 * says "revealed" as soon as the store does, but the canvas draws in the next animation frame, and
 * uncovers nothing before what lies under the covers is built, which waits for the symbols'
 * pictures (a slow load can bring them well after the scratch).
 */
export async function waitForCanvasCovered(page: Page, covered: number): Promise<void> {
  await page.locator(`canvas[data-covered="${covered}"]`).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** Mean absolute difference per channel (0–255) between two same-size PNG screenshots. */
export function imageDifference(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) throw new Error('screenshots differ in size');
  let sum = 0;
  for (let i = 0; i < pa.data.length; i++) sum += Math.abs(pa.data[i]! - pb.data[i]!);
  return sum / pa.data.length;
}
