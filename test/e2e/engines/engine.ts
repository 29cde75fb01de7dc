import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type KeyInput, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, By, Key as WebDriverKey, Origin, type WebDriver } from 'selenium-webdriver';

/** A point in a page's viewport, in CSS pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One tab of an engine, as the smoke suite drives it. Every call waits for what it started. */
export interface EngineTab {
  /** Navigates and waits until the new page's document has been parsed. */
  goto(url: string): Promise<void>;
  /** Runs `body`, the body of an async function, in the page; resolves to its (JSON) result. */
  evaluate<T>(body: string): Promise<T>;
  /** Presses the primary pointer at the first point, moves it through the others, and releases it. */
  drag(points: readonly Point[]): Promise<void>;
  /** Clicks the centre of the first element matching `selector`, as a person would. */
  click(selector: string): Promise<void>;
  /** Presses and releases one key (`Tab`, `Enter`, `Space`) in the focused element, as a person would. */
  press(key: Key): Promise<void>;
  /** Goes back (or forward) in the tab's history; the caller waits for the page it expects. */
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';

export type Key = 'Tab' | 'Enter' | 'Space';

/** A browser of one engine, with one profile shared by its tabs. */
export interface Engine {
  readonly name: EngineName;
  /** A new tab of the same profile, in front, showing `url` once its document is parsed. */
  newTab(url: string): Promise<EngineTab>;
  close(): Promise<void>;
}

export const VIEWPORT = { width: 1280, height: 900 } as const;
// A bound on a script or a page load, not a timing: the QA sheet's checks of a design take about
// 30 s in WebKit here, and were cut at 60 s on a loaded machine.
const TIMEOUT_MS = 150_000;

// Puppeteer's BiDi keyboard takes a key's value for a printable key: it throws on the name "Space".
const PUPPETEER_KEYS: Record<Key, KeyInput> = { Tab: 'Tab', Enter: 'Enter', Space: ' ' };

const WEBDRIVER_KEYS: Record<Key, string> = {
  Tab: WebDriverKey.TAB,
  Enter: WebDriverKey.ENTER,
  Space: WebDriverKey.SPACE,
};

/** Debian's Firefox ESR (package firefox-esr). */
export const FIREFOX_PATH = '/usr/bin/firefox-esr';
/** Debian's WebDriver for WebKitGTK (package webkit2gtk-driver); it starts MiniBrowser. */
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0), under the multiarch library folder. */
function miniBrowserPath(): string {
  const found = readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path));
  if (found === undefined) throw new Error(missing('WebKitGTK’s MiniBrowser', 'webkit2gtk-driver'));
  return found;
}

const missing = (what: string, pkg: string) =>
  `${what} is not installed: install Debian's package "${pkg}" (apt-get install -y ${pkg}; .ci/run does it)`;

/** A body run as an async function: its value, or its error's text, never a rejected promise across the driver. */
const wrapped = (body: string) =>
  `(async () => { ${body} })().then((value) => ({ ok: true, value }), (e) => ({ ok: false, error: e instanceof Error || e instanceof DOMException ? e.name + ': ' + e.message + '\\n' + (e.stack || '') : String(e) }))`;

function unwrap<T>(result: unknown): T {
  const r = result as { ok: boolean; value?: T; error?: string } | null;
  if (r === null || typeof r !== 'object') throw new Error(`the page returned ${String(result)}`);
  if (!r.ok) throw new Error(`in the page: ${r.error ?? 'unknown error'}`);
  return r.value as T;
}

/**
 * Navigates by script, then waits until the new document has been parsed. The drivers' own waits
 * are not used: once a page has come back from the back/forward cache, puppeteer's navigation
 * waits (goto, goBack) can hang in Firefox (puppeteer-core 24, Firefox ESR 153), and
 * WebKitWebDriver's Navigate To never returns in a second window.
 */
async function navigateByScript(
  run: (script: string) => Promise<unknown>,
  how: string,
  to: string | null = null, // the address the new document was loaded from, if the navigation has one
): Promise<void> {
  await run(`window.__leaving = true; ${how};`);
  // The address the document was loaded from, not location.href: the app rewrites its own address.
  const at =
    to === null
      ? 'true'
      : `performance.getEntriesByType('navigation')[0]?.name === ${JSON.stringify(new URL(to).href)}`;
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await run(`return !window.__leaving && document.readyState !== 'loading' && ${at};`)) === true) return;
    } catch {
      // the old document is going
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the page did not load within ${TIMEOUT_MS / 1000} s`);
}

/** Firefox ESR, driven over WebDriver BiDi by puppeteer-core, in a window on `display`. */
export async function launchFirefox(display: string): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(missing('Firefox ESR', 'firefox-esr'));
  const profile = mkdtempSync(join(tmpdir(), 'grattez-firefox-'));
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: false, // headless Firefox has no WebGL here
    userDataDir: profile,
    env: { ...process.env, DISPLAY: display },
    defaultViewport: VIEWPORT,
    protocolTimeout: TIMEOUT_MS,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': 1, // as the Chromium tests ask: no animation to wait for
      'browser.download.start_downloads_in_tmp_dir': true,
    },
  });
  // A background tab gets no animation frames, and its page may not finish loading: each call
  // brings its tab to the front first, as a person switching tabs would.
  let front: PuppeteerPage | null = null;
  const toFront = async (page: PuppeteerPage) => {
    if (front === page) return;
    await page.bringToFront();
    front = page;
  };
  const tab = (page: PuppeteerPage): EngineTab => {
    const run = (script: string) => page.evaluate(`(() => { ${script} })()`);
    return {
      goto: async (url) => {
        await toFront(page);
        await navigateByScript(run, `location.href = ${JSON.stringify(url)}`, url);
      },
      evaluate: async <T>(body: string) => {
        await toFront(page);
        return unwrap<T>(await page.evaluate(wrapped(body)));
      },
      drag: async (points) => {
        const [first, ...rest] = points;
        if (first === undefined) return;
        await toFront(page);
        await page.mouse.move(first.x, first.y);
        await page.mouse.down();
        for (const p of rest) await page.mouse.move(p.x, p.y);
        await page.mouse.up();
      },
      click: async (selector) => {
        await toFront(page);
        await page.click(selector);
      },
      press: async (key) => {
        await toFront(page);
        await page.keyboard.press(PUPPETEER_KEYS[key]);
      },
      // A page restored from the back/forward cache fires no load event for puppeteer to wait on:
      // the caller waits for what the page shows.
      back: async () => {
        await toFront(page);
        await page.evaluate('history.back()');
      },
      forward: async () => {
        await toFront(page);
        await page.evaluate('history.forward()');
      },
      reload: async () => {
        await toFront(page);
        await navigateByScript(run, 'location.reload()');
      },
      screenshot: async () => {
        await toFront(page);
        return Buffer.from(await page.screenshot());
      },
      close: async () => {
        if (front === page) front = null;
        await page.close();
      },
    };
  };
  // The window's first tab never has the focus (document.hasFocus() stays false under Xvfb): keys
  // pressed there reach the page, but no focus ring shows. Each tab is a new one, and the first goes.
  let first: PuppeteerPage | undefined = (await browser.pages())[0];
  return {
    name: 'firefox',
    newTab: async (url) => {
      const page = await browser.newPage();
      await first?.close();
      first = undefined;
      await page.bringToFront();
      front = page;
      const opened = tab(page);
      await opened.goto(url);
      return opened;
    },
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A free loopback port for the WebDriver server. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Waits until the WebDriver server answers its status. */
async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended with code ${driver.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start within 20 s');
}

/**
 * WebKitGTK's MiniBrowser, driven by WebKitWebDriver through selenium-webdriver, in a window on
 * `display`. WebDriver drives one window at a time, so each tab's calls switch to it first, one
 * call at a time.
 */
export async function launchWebKit(display: string): Promise<Engine> {
  if (!existsSync(WEBKIT_DRIVER_PATH)) throw new Error(missing('WebKitWebDriver', 'webkit2gtk-driver'));
  const binary = miniBrowserPath();
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await driverReady(url, server);
  const driver: WebDriver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    })
    .build();
  await driver.manage().setTimeouts({ script: TIMEOUT_MS, pageLoad: TIMEOUT_MS });
  await driver.manage().window().setRect({ x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height });
  let queue: Promise<unknown> = Promise.resolve();
  let current = await driver.getWindowHandle();
  const firstHandle = current;
  /** Runs `action` on window `handle`, after every call queued before it. */
  const on = <T>(handle: string, action: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      if (current !== handle) {
        await driver.switchTo().window(handle);
        current = handle;
      }
      return action();
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const tab = (handle: string): EngineTab => ({
    goto: (to) =>
      on(handle, async () => {
        if (handle !== firstHandle)
          throw new Error('a second WebKit window is opened at its address (newTab), never navigated');
        await driver.get(to);
      }),
    evaluate: <T>(body: string) =>
      on(handle, async () =>
        unwrap<T>(
          await driver.executeAsyncScript(`const done = arguments[arguments.length - 1]; ${wrapped(body)}.then(done);`),
        ),
      ),
    drag: (points) =>
      on(handle, async () => {
        const [first, ...rest] = points;
        if (first === undefined) return;
        const at = (p: Point) => ({ x: Math.round(p.x), y: Math.round(p.y), origin: Origin.VIEWPORT });
        const actions = driver.actions({ async: true }).move(at(first)).press();
        for (const p of rest) actions.move({ ...at(p), duration: 16 });
        await actions.release().perform();
      }),
    click: (selector) => on(handle, async () => driver.findElement(By.css(selector)).click()),
    press: (key) => on(handle, async () => driver.actions({ async: true }).sendKeys(WEBDRIVER_KEYS[key]).perform()),
    back: () => on(handle, () => driver.navigate().back()),
    forward: () => on(handle, () => driver.navigate().forward()),
    reload: () => on(handle, () => driver.navigate().refresh()),
    screenshot: () => on(handle, async () => Buffer.from(await driver.takeScreenshot(), 'base64')),
    close: () =>
      on(handle, async () => {
        await driver.close();
        const left = await driver.getAllWindowHandles();
        if (left[0] !== undefined) {
          await driver.switchTo().window(left[0]);
          current = left[0];
        }
      }),
  });
  let first: string | undefined = current;
  return {
    name: 'webkit',
    newTab: async (url) => {
      if (first !== undefined) {
        const opened = tab(first);
        first = undefined;
        await opened.goto(url);
        return opened;
      }
      // Opened from the page, by a link to a new tab: WebKitWebDriver's own New Window and
      // Navigate To never return in a second window that shows the app (WebKitWebDriver 2.50).
      const handle = await on(current, async () => {
        const before = new Set(await driver.getAllWindowHandles());
        // A link clicked by the driver, a gesture: MiniBrowser blocks a window.open from a script.
        await driver.executeScript(
          `const a = document.createElement('a'); a.id = 'grattez-test-open'; a.href = ${JSON.stringify(url)}; a.target = '_blank'; a.textContent = 'open'; a.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647;background:#fff'; document.body.append(a); return null;`,
        );
        await driver.findElement(By.id('grattez-test-open')).click();
        await driver.executeScript(`document.getElementById('grattez-test-open').remove(); return null;`);
        const deadline = Date.now() + TIMEOUT_MS;
        for (;;) {
          const added = (await driver.getAllWindowHandles()).find((h) => !before.has(h));
          if (added !== undefined) {
            await driver.switchTo().window(added);
            current = added;
            return added;
          }
          if (Date.now() > deadline) throw new Error('window.open opened no window');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      return tab(handle);
    },
    close: async () => {
      await driver.quit().catch(() => undefined);
      server.kill();
    },
  };
}
