import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GAMES, generateTicket, parseSerial, START_BALANCE_CENTS, type Ticket } from '../../../src/engine/index.ts';
import { formatEuros } from '../../../src/i18n/index.ts';
import { STUDIO_WORDS } from '../../../src/i18n/studio.ts';
import { shapeBounds } from '../../../src/layouts/geometry.ts';
import { designOf, getLayout } from '../../../src/layouts/index.ts';
import { mp4AvcProblems } from '../../media/mp4Record.ts';
import { ARTIFACTS } from '../browser.ts';
import { coinPasses } from '../coinPasses.ts';
import { embedHostPage } from '../embedHost.ts';
import { RECORDED_ERRORS_KEY, serveDist, type StaticServer } from '../staticServer.ts';
import { startDisplay, type Display } from './display.ts';
import type { Engine, EngineName, EngineTab } from './engine.ts';

/** The policy docs/reliability.md gives for hosting the build. */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const WAIT_MS = 60_000;
/**
 * The limit of a test whose long work (the QA checks, a video export) is waited on by its progress:
 * each wait fails once the work has stopped moving for WAIT_MS, whatever it took until then.
 */
const HUNG_MS = 600_000;
const DIST = join(process.cwd(), 'dist');
/** The player is shown, and saves: no warning that storage did not answer (the WebKit bug's mark once it has a time limit). */
const PLAYER_SAVING = `(document.querySelector('[data-testid="balance"]') && !document.querySelector('[data-testid="save-warning"]'))`;
const spaces = /[\u00a0\u202f]/g;
/** The studio's export, done; and how far it has gone, to wait on its progress rather than on a fixed time. */
const EXPORT_DONE = `document.querySelector('[data-testid="job"]').dataset.state === 'done'`;
const EXPORT_PROGRESS = `document.querySelector('[data-testid="job"] progress')?.value ?? null`;

/**
 * How long one call waits in the page before it answers anyway: a bound on a driver call, not a
 * timing (a page that has gone, or a condition its document cannot see, is then asked again).
 */
const SLICE_MS = 5_000;

/**
 * Waits in the page until `condition` (a JavaScript expression) holds, or `sliceMs` has passed:
 * checked at once, at every change of the document, and every 100 ms for what changes no node
 * (storage, the address, a window property). Its answer: `met`, the last error the condition
 * threw, and the value of `progress` (an expression) at the end. It also answers when the page is
 * left: a call still waiting in a page that enters the back/forward cache would never return.
 */
const waitInPage = (condition: string, sliceMs: number, progress: string) => `
  let error = '';
  const check = () => {
    try {
      return Boolean(${condition});
    } catch (e) {
      error = String(e);
      return false;
    }
  };
  const met = check() || (await new Promise((resolve) => {
    const finish = (value) => {
      observer.disconnect();
      clearInterval(poll);
      clearTimeout(limit);
      removeEventListener('pagehide', left);
      resolve(value);
    };
    const test = () => { if (check()) finish(true); };
    const left = () => {
      error = 'the page was left';
      finish(false);
    };
    const end = () => finish(false);
    const observer = new MutationObserver(test);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const poll = setInterval(test, 100);
    const limit = setTimeout(end, ${sliceMs});
    addEventListener('pagehide', left);
  }));
  let now = null;
  try { now = ${progress}; } catch {}
  return { met, error, progress: now };`;

/**
 * Keeps the studio's files in the page: an export hands its file to the browser by clicking a link
 * with `download`, and this takes that click (its file's name kept in `window.grattezDownloads`)
 * instead of the browser. A real download in WebKitGTK's MiniBrowser opens a downloads bar at the
 * window's foot for the rest of the session, which takes a third of the page's height from every
 * later test (and its screenshots then lagged behind a scroll: the QA sheet's picture after Back
 * was compared with a stale one). The tests read the file from the job's own link.
 */
const KEEP_DOWNLOADS = `window.grattezDownloads = [];
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (link !== null) { event.preventDefault(); window.grattezDownloads.push(link.download); }
  }, true);
  return null;`;

/** The names of the files the studio has handed to the browser since KEEP_DOWNLOADS. */
const DOWNLOADS = `return window.grattezDownloads;`;

/** The studio on a small covered Chien & Chat ticket with a 3 s video, its preview drawn (the video exports' page). */
async function openVideoStudio(tab: EngineTab, base: string): Promise<void> {
  await tab.goto(
    `${base}/studio.html?game=paws&variant=dog&prize=3000&state=covered&size=200x200&density=1&video=3&bg=ffffff`,
  );
  await waitFor(tab, `document.querySelector('[data-testid="preview"] canvas[data-ready="true"]')`, 'the preview');
  await tab.evaluate(KEEP_DOWNLOADS);
}

/**
 * Waits until `condition` (a JavaScript expression) holds in the page. The waiting is done in the
 * page (waitInPage), one driver call at most every few seconds: each call costs the engine's
 * driver and page more than the condition does. With `progress` (an expression whose value moves
 * while the work awaited goes on, e.g. an export's progress bar), the time allowed counts from its
 * last move, not from the start: a loaded machine slows the work, which still ends.
 */
async function waitFor(
  tab: EngineTab,
  condition: string,
  what: string,
  { timeoutMs = WAIT_MS, progress = 'null' }: { timeoutMs?: number; progress?: string } = {},
): Promise<void> {
  let deadline = Date.now() + timeoutMs;
  let last = '';
  let moved: unknown = null;
  while (Date.now() < deadline) {
    try {
      const answer = await tab.evaluate<{ met: boolean; error: string; progress: unknown }>(
        waitInPage(condition, Math.min(SLICE_MS, Math.max(0, deadline - Date.now())), progress),
      );
      if (answer.met) return;
      last = answer.error;
      // the next document is not there yet
      if (answer.error === 'the page was left') await new Promise((resolve) => setTimeout(resolve, 100));
      if (answer.progress !== null && answer.progress !== moved) {
        moved = answer.progress;
        deadline = Date.now() + timeoutMs;
      }
    } catch (e) {
      last = String(e); // a navigation under way: the new document is not there yet
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const progressed = moved === null ? '' : ` (its progress stopped at ${JSON.stringify(moved)})`;
  throw new Error(
    `waited ${timeoutMs / 1000} s for ${what}${progressed} (${condition}) ${last}; the page: ${await pageState(tab)}`,
  );
}

/** What a page shows and has recorded, for a wait's failure message: where it is, its errors, the start of its markup. */
async function pageState(tab: EngineTab): Promise<string> {
  try {
    return await tab.evaluate<string>(
      `return JSON.stringify({ href: location.href, readyState: document.readyState, errors: sessionStorage.getItem(${JSON.stringify(RECORDED_ERRORS_KEY)}), body: document.body?.outerHTML.slice(0, 1500) });`,
    );
  } catch (e) {
    return `unreadable (${String(e)})`;
  }
}

const text = (tab: EngineTab, selector: string) =>
  tab
    .evaluate<string>(`return document.querySelector(${JSON.stringify(selector)})?.textContent ?? '';`)
    .then((t) => t.replace(spaces, ' ').trim());

/** The ticket the page shows, once a buying link has been consumed (the address is then the ticket's own). */
async function shownTicket(tab: EngineTab): Promise<Ticket> {
  await waitFor(
    tab,
    `!location.search.includes('game=') && document.querySelector('canvas[data-ready="true"]')`,
    'the ticket drawn',
  );
  const serial = await text(tab, '[data-testid="serial"]');
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(`the page shows a bad serial ${serial}`);
  return generateTicket(ref.value);
}

const expectedTitle = (ticket: Ticket) =>
  (ticket.prize > 0 ? `Gagné ${formatEuros(ticket.prize, 'fr')}` : 'Perdu').replace(spaces, ' ');

/** Passes to and fro over a zone of the shown ticket, like a player with a coin, in viewport pixels. */
async function scratchZone(tab: EngineTab, ticket: Ticket, zoneIndex: number): Promise<void> {
  const layout = getLayout(designOf(ticket));
  const frame = await tab.evaluate<{ x: number; y: number; width: number }>(
    `const r = document.querySelector('.ticket-frame').getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width };`,
  );
  const b = shapeBounds(layout.zones[zoneIndex]!.shape);
  const k = frame.width / layout.width;
  await tab.drag(coinPasses({ x: frame.x + b.x * k, y: frame.y + b.y * k, w: b.w * k, h: b.h * k }, k));
}

/**
 * The errors the page's recorder kept in this tab, emptied. A load that failed for a file the
 * build has is a fetch cut short by leaving the page (an idle prefetch), not a missing file.
 */
async function takeErrors(tab: EngineTab): Promise<string[]> {
  const list = await tab.evaluate<string[]>(
    `const key = ${JSON.stringify(RECORDED_ERRORS_KEY)}; const list = JSON.parse(sessionStorage.getItem(key) || '[]'); sessionStorage.removeItem(key); return list;`,
  );
  return list.filter((error) => {
    const failed = /failed to load (\S+)$/.exec(error)?.[1];
    return failed === undefined || !existsSync(join(DIST, new URL(failed).pathname));
  });
}

/** The saved session, as the app stored it in IndexedDB. */
const SAVED_SESSION = `
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('grattez');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const text = await new Promise((resolve, reject) => {
      const get = db.transaction('session', 'readonly').objectStore('session').get('session');
      get.onsuccess = () => resolve(get.result ?? null);
      get.onerror = () => reject(get.error);
    });
    return text === null ? null : JSON.parse(text);
  } finally {
    db.close();
  }`;

/** Clears the profile's saved session, from a page of the app's origin that does not run the app. */
async function clearSession(tab: EngineTab, origin: string): Promise<void> {
  await tab.goto(`${origin}/favicon.svg`);
  await tab.evaluate(`
    localStorage.clear();
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase('grattez');
      request.onsuccess = () => resolve(null);
      request.onerror = () => reject(request.error);
      // A page just left may still be closing its connection (a save on pagehide): the deletion
      // waits for it, and fails only if it is held on.
      request.onblocked = () => setTimeout(() => reject(new Error('the database is held by another page')), 10000);
    });
    return null;`);
}

/** A box of the viewport's pixels, as a screenshot shows them (RGBA rows). */
interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

/** What the element `selector` shows on screen, from a screenshot, a few pixels inside its edges (no shadow, no rounded corner). */
async function shownPixels(tab: EngineTab, selector: string): Promise<Pixels> {
  const box = await tab.evaluate<{ x: number; y: number; width: number; height: number; viewport: number }>(
    `const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, viewport: innerWidth };`,
  );
  const png = PNG.sync.read(await tab.screenshot());
  const k = png.width / box.viewport;
  const x0 = Math.max(0, Math.round((box.x + INSET) * k));
  const y0 = Math.max(0, Math.round((box.y + INSET) * k));
  const x1 = Math.min(png.width, Math.round((box.x + box.width - INSET) * k));
  const y1 = Math.min(png.height, Math.round((box.y + box.height - INSET) * k));
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    png.data.copy(data, y * width * 4, ((y0 + y) * png.width + x0) * 4, ((y0 + y) * png.width + x1) * 4);
  return { width, height, data };
}

/** The share of pixels (0 to 1) away from the box's most common colour: 0 for one flat colour. */
function drawnShare(pixels: Pixels): number {
  const count = new Map<number, number>();
  for (let i = 0; i < pixels.data.length; i += 4) {
    const colour = pixels.data.readUInt32BE(i);
    count.set(colour, (count.get(colour) ?? 0) + 1);
  }
  const most = Math.max(0, ...count.values());
  const all = pixels.data.length / 4;
  return all === 0 ? 0 : (all - most) / all;
}

/** The mean difference per channel, 0 to 255, between two boxes of one size. */
function meanDifference(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return 255;
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4)
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
  return sum / ((a.data.length / 4) * 3);
}

/** A coarse grid over a picture (columns × rows), fine enough to tell one picture from another. */
const CELLS = { columns: 8, rows: 12 } as const;
/** The inset of shownPixels, in CSS pixels. */
const INSET = 8;

/** The mean colour (RGB) of each cell of CELLS over `pixels`, row after row. */
function cellMeans(pixels: Pixels): number[] {
  const means: number[] = [];
  for (let row = 0; row < CELLS.rows; row++)
    for (let column = 0; column < CELLS.columns; column++) {
      const [x0, x1] = [column, column + 1].map((c) => Math.round((c * pixels.width) / CELLS.columns));
      const [y0, y1] = [row, row + 1].map((r) => Math.round((r * pixels.height) / CELLS.rows));
      const sum = [0, 0, 0];
      for (let y = y0!; y < y1!; y++)
        for (let x = x0!; x < x1!; x++)
          for (let c = 0; c < 3; c++) sum[c]! += pixels.data[(y * pixels.width + x) * 4 + c]!;
      const n = Math.max(1, (x1! - x0!) * (y1! - y0!));
      means.push(...sum.map((v) => v / n));
    }
  return means;
}

/**
 * The same cells' mean colours over what the 2D canvas `selector` holds (its own pixels, as the
 * page drew them), over the part of it shownPixels looks at.
 */
function heldCells(tab: EngineTab, selector: string): Promise<number[]> {
  return tab.evaluate<number[]>(`
    const canvas = document.querySelector(${JSON.stringify(selector)});
    const box = canvas.getBoundingClientRect();
    const { width, height } = canvas;
    const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const [left, right] = [${INSET} / box.width * width, (1 - ${INSET} / box.width) * width];
    const [top, bottom] = [${INSET} / box.height * height, (1 - ${INSET} / box.height) * height];
    const means = [];
    for (let row = 0; row < ${CELLS.rows}; row++)
      for (let column = 0; column < ${CELLS.columns}; column++) {
        const x0 = Math.round(left + column * (right - left) / ${CELLS.columns}), x1 = Math.round(left + (column + 1) * (right - left) / ${CELLS.columns});
        const y0 = Math.round(top + row * (bottom - top) / ${CELLS.rows}), y1 = Math.round(top + (row + 1) * (bottom - top) / ${CELLS.rows});
        const sum = [0, 0, 0];
        for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) sum[c] += data[(y * width + x) * 4 + c];
        const n = Math.max(1, (x1 - x0) * (y1 - y0));
        means.push(...sum.map((v) => v / n));
      }
    return means;`);
}

/**
 * What the 2D canvas `selector` shows on screen, once the screen shows what the canvas holds (its
 * cells' mean colours within 12 per channel): a screenshot taken just after the page scrolled can
 * still show the page before the scroll (WebKitGTK, under load), and a picture read then would be
 * another part of the page.
 */
async function shownCanvas(tab: EngineTab, selector: string, what: string): Promise<Pixels> {
  const held = await heldCells(tab, selector);
  const away = (pixels: Pixels) => meanOf(cellMeans(pixels).map((v, i) => Math.abs(v - held[i]!)));
  const deadline = Date.now() + WAIT_MS;
  let now = await shownPixels(tab, selector);
  while (!(away(now) < 12) && Date.now() < deadline) {
    await nextFrames(tab);
    now = await shownPixels(tab, selector);
  }
  expect(away(now), `${what}: the screen against the canvas's own pixels`).toBeLessThan(12);
  return now;
}

function meanOf(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

/**
 * Resolves once the page has drawn two frames (a screenshot shows something new only once the
 * page has drawn a frame since the last one), or after a second for a page that draws none.
 */
function nextFrames(tab: EngineTab): Promise<unknown> {
  return tab.evaluate(
    `await new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); setTimeout(resolve, 1000); }); return null;`,
  );
}

/**
 * Waits until the element `selector` shows a picture again, not one flat colour, close to `before`
 * (what it showed before the page was left): a canvas back from the back/forward cache keeps its
 * data-ready, whatever the screen shows.
 */
async function showsPictureAgain(tab: EngineTab, selector: string, before: Pixels, what: string): Promise<void> {
  expect(drawnShare(before), `${what} before leaving`).toBeGreaterThan(0.2);
  const deadline = Date.now() + WAIT_MS;
  let now = await shownPixels(tab, selector);
  while (!(drawnShare(now) > 0.2 && meanDifference(now, before) < 12) && Date.now() < deadline) {
    await nextFrames(tab);
    now = await shownPixels(tab, selector);
  }
  expect(
    { drawn: drawnShare(now) > 0.2, close: meanDifference(now, before) < 12 },
    `${what}: drawn share ${drawnShare(now).toFixed(3)}, difference ${meanDifference(now, before).toFixed(1)}`,
  ).toEqual({ drawn: true, close: true });
}

function saveShot(engine: EngineName, name: string, png: Buffer): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `${engine}-${name}.png`), png);
}

/**
 * The video encoders this engine's WebCodecs really has at `size` × `size`, asked directly (not
 * through the studio): a codec counts once the browser says it supports a plain configuration of
 * it AND encodes a frame with it (Firefox may say yes to a configuration it cannot encode with).
 */
function encodersAt(tab: EngineTab, size: number): Promise<{ vp9: boolean; avc: boolean }> {
  return tab.evaluate<{ vp9: boolean; avc: boolean }>(`
    if (typeof VideoEncoder === 'undefined') return { vp9: false, avc: false };
    document.createElement('video').canPlayType('video/webm; codecs="vp9"'); // WebKitGTK's media stack, started first
    const encodes = async (config) => {
      try {
        if ((await VideoEncoder.isConfigSupported(config)).supported !== true) return false;
      } catch {
        return false;
      }
      let failed = false;
      const encoder = new VideoEncoder({ output: () => {}, error: () => { failed = true; } });
      try {
        encoder.configure(config);
        const frame = new VideoFrame(new Uint8Array(${size} * ${size} * 4), { format: 'RGBA', codedWidth: ${size}, codedHeight: ${size}, timestamp: 0 });
        encoder.encode(frame, { keyFrame: true });
        frame.close();
        await encoder.flush();
        return !failed;
      } catch {
        return false;
      } finally {
        if (encoder.state !== 'closed') encoder.close();
      }
    };
    const plain = { width: ${size}, height: ${size}, bitrate: 2e6, framerate: 30 };
    return {
      vp9: await encodes({ ...plain, codec: 'vp09.00.40.08' }),
      avc: await encodes({ ...plain, codec: 'avc1.640028', avc: { format: 'annexb' } }),
    };`);
}

/**
 * The smoke suite every other engine runs: the games drawn, scratched and paid as the engine says,
 * a reload that resumes, full navigations with back and forward, two tabs, the strict CSP, the web
 * fonts' stand-ins found at every weight, a page whose first code cannot be fetched, the studio's
 * PNG and what it says of video, the embed's messages to another origin, and no page error.
 * One browser for the whole file, one display, one build (the end-to-end setup's).
 */
export function engineSmokeSuite(name: EngineName, launch: (display: string) => Promise<Engine>): void {
  let display: Display;
  let engine: Engine;
  let app: StaticServer;
  let strict: StaticServer;
  let hostServer: Server;
  let host = '';
  let tab: EngineTab;
  const extraTabs: EngineTab[] = [];
  /** The tab's page height at the start: a bar the browser opens in its window (downloads) takes from it. */
  let pageHeight = 0;

  beforeAll(async () => {
    display = await startDisplay();
    app = await serveDist({ recordErrors: true });
    strict = await serveDist({ csp: STRICT_CSP, recordErrors: true });
    hostServer = createServer((request, response) => {
      const embed = new URL(request.url ?? '/', 'http://host').searchParams.get('embed') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(embedHostPage(`${app.url}/embed.html${embed}`));
    });
    await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
    engine = await launch(display.name);
    tab = await engine.newTab(`${app.url}/favicon.svg`);
    pageHeight = await tab.evaluate<number>(`return innerHeight;`);
  });

  afterAll(async () => {
    await engine?.close();
    await app?.close();
    await strict?.close();
    await new Promise((resolve) => (hostServer === undefined ? resolve(null) : hostServer.close(resolve)));
    display?.stop();
  });

  // What the tab showed when a test failed, to look at (a screenshot costs the engine a second or
  // more: none is taken for a test that passes).
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async ({ task }) => {
      const file = task.name.replace(/[^\w]+/g, '-').slice(0, 80);
      saveShot(name, `failed-${file}`, await tab.screenshot());
    });
  });

  afterEach(async () => {
    for (const t of [tab, ...extraTabs]) expect(await takeErrors(t)).toEqual([]);
    expect(await tab.evaluate<number>(`return innerHeight;`), 'the page’s height: no bar opened in the window').toBe(
      pageHeight,
    );
    for (const t of extraTabs.splice(0)) await t.close();
  });

  describe(`in ${name}`, () => {
    it.each([
      ['?game=paws&variant=dog', 'dog'],
      ['?game=months', 'months'],
      // A ticket's own link: the boot still shows it before the app runs, and the app takes over.
      [`?serial=${generateTicket({ game: 'months', seed: 'engines', block: 0, index: 5 }).serial}`, 'months'],
    ])('draws %s, reveals a zone scratched by pointer, and pays the engine’s prize', async (search, design) => {
      await clearSession(tab, app.url);
      await tab.goto(`${app.url}/${search}`);
      const ticket = await shownTicket(tab);
      expect(designOf(ticket)).toBe(design);
      if (search.startsWith('?serial='))
        expect(
          await tab.evaluate<boolean>(
            `return window.grattezBoot !== undefined && document.querySelectorAll('#root > .app').length === 1;`,
          ),
        ).toBe(true);
      await scratchZone(tab, ticket, 0);
      await waitFor(
        tab,
        `document.querySelectorAll('.zone-button[data-revealed="true"]').length === 1`,
        'one zone revealed',
      );
      expect(
        await tab.evaluate<string | null>(
          `return document.querySelector('.zone-button[data-revealed="true"]').dataset.zone;`,
        ),
      ).toBe(getLayout(designOf(ticket)).zones[0]!.id);
      // By keyboard: Tab from the scratched zone to the next, which shows its focus ring, and
      // Enter uncovers it.
      await tab.evaluate(`document.querySelector('.zone-button[data-revealed="true"]').focus();`);
      await tab.press('Tab');
      const next = getLayout(designOf(ticket)).zones[1]!.id;
      expect(
        await tab.evaluate<{ zone?: string; ring: boolean }>(
          `const at = document.activeElement; return { zone: at.dataset.zone, ring: at.matches(':focus-visible') };`,
        ),
      ).toEqual({ zone: next, ring: true });
      await tab.press('Enter');
      await waitFor(
        tab,
        `document.querySelector('[data-zone="${next}"][data-revealed="true"]')`,
        'the next zone revealed',
      );
      // And Space, the other key a button answers, uncovers the one after.
      const third = getLayout(designOf(ticket)).zones[2]!.id;
      await tab.press('Tab');
      expect(await tab.evaluate<string | undefined>(`return document.activeElement.dataset.zone;`)).toBe(third);
      await tab.press('Space');
      await waitFor(
        tab,
        `document.querySelector('[data-zone="${third}"][data-revealed="true"]')`,
        'the zone after revealed by Space',
      );
      await tab.click('.ticket-actions button:first-child');
      await waitFor(tab, `document.querySelector('[data-testid="result-title"]')`, 'the result');
      expect(await text(tab, '[data-testid="result-title"]')).toBe(expectedTitle(ticket));
      await waitFor(
        tab,
        `document.querySelector('canvas[data-covered="0"][data-animating="false"]')`,
        'every cover gone from the canvas',
      );
    });

    it('resumes a half-scratched ticket after a reload', async () => {
      await clearSession(tab, app.url);
      await tab.goto(`${app.url}/?game=months`);
      const ticket = await shownTicket(tab);
      await scratchZone(tab, ticket, 0);
      await waitFor(tab, `document.querySelector('[data-zone="month-1"][data-revealed="true"]')`, 'January revealed');
      // The session is read in the page until it holds the reveal (a save changes no node to watch).
      const saved = await tab.evaluate<boolean>(`
        const read = async () => { ${SAVED_SESSION} };
        const deadline = Date.now() + ${WAIT_MS};
        while ((await read())?.current?.revealed[0] !== true) {
          if (Date.now() > deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return true;`);
      if (!saved) throw new Error(`the revealed zone was never saved; the page: ${await pageState(tab)}`);
      await tab.reload();
      const resumed = await shownTicket(tab);
      expect(resumed.serial).toBe(ticket.serial);
      expect(
        await tab.evaluate<number>(`return document.querySelectorAll('.zone-button[data-revealed="true"]').length;`),
      ).toBe(1);
      // Left for another page and back: the page comes back from the back/forward cache, and its
      // ticket shows as it was (WebKit drops the picture a cached page's canvas showed).
      const canvas = '.ticket-frame canvas';
      await waitFor(
        tab,
        `document.querySelector('${canvas}[data-ready="true"][data-animating="false"]')`,
        'the ticket still',
      );
      const before = await shownPixels(tab, canvas);
      await tab.evaluate(`window.grattezLeftAt = 1; return true;`);
      await tab.goto(`${app.url}/favicon.svg`);
      await tab.back();
      await waitFor(
        tab,
        `location.pathname === '/' && window.grattezLeftAt === 1 && document.querySelector('${canvas}[data-ready="true"]')`,
        'the ticket page back from the cache',
      );
      await showsPictureAgain(tab, canvas, before, 'the ticket after Back');
      expect(
        await tab.evaluate<number>(`return document.querySelectorAll('.zone-button[data-revealed="true"]').length;`),
      ).toBe(1);
    });

    it('shows every page after full navigations between them, and back and forward', async () => {
      await clearSession(tab, app.url);
      const linked = generateTicket({ game: 'paws', seed: 'engines', block: 0, index: 9 }).serial;
      const pages = [
        ['/qa.html', `document.querySelector('#root h1')`],
        ['/', `${PLAYER_SAVING} && document.documentElement.lang === 'fr'`],
        ['/?lang=en', `${PLAYER_SAVING} && document.documentElement.lang === 'en'`],
        ['/studio.html', `document.querySelector('[data-testid="preview"] canvas[data-ready="true"]')`],
        ['/embed.html?game=months', `document.querySelector('#embed canvas[data-ready="true"]')`],
        ['/?game=months', `${PLAYER_SAVING} && document.querySelector('canvas[data-ready="true"]')`],
        [
          `/?serial=${linked}`,
          // and the link's ticket saved (the page notes it once written): a page left before its
          // write keeps it in memory while in the cache, and the page before, restored, could not
          // find it yet
          `${PLAYER_SAVING} && document.querySelector('canvas[data-ready="true"]') && document.querySelectorAll('.app').length === 1 && JSON.parse(localStorage.getItem('grattez:ticket-put-by') ?? 'null')?.serial === ${JSON.stringify(linked)}`,
        ],
      ] as const;
      const shows = async ([path, condition]: (typeof pages)[number], also = 'true') => {
        await waitFor(
          tab,
          `location.pathname === ${JSON.stringify(path.split('?')[0])} && ${condition} && ${also}`,
          `${path} shown`,
        );
      };
      // Going back or forward is asked of the page (see EngineTab.back) and happens later: the
      // page being left is marked, so that a wait cannot be met by it (the ticket pages' conditions
      // are alike) before the browser has left it.
      let traversals = 0;
      const traverse = async (go: () => Promise<void>, page: (typeof pages)[number]) => {
        const mark = ++traversals;
        await tab.evaluate(`window.grattezLeftAt = ${mark}; return true;`);
        await go();
        await shows(page, `window.grattezLeftAt !== ${mark}`);
      };
      // The canvases of the studio's preview and of the embed: what each showed before it was left
      // shows again after Back (WebKit drops the picture of a page kept in the back/forward cache).
      const canvases = new Map([
        [3, '[data-testid="preview"] canvas'],
        [4, '#embed canvas'],
      ]);
      const pictures = new Map<number, Pixels>();
      for (const [i, page] of pages.entries()) {
        await tab.goto(`${app.url}${page[0]}`);
        await shows(page);
        await tab.evaluate(`window.grattezVisit = ${i}; return true;`); // kept by a page the cache restores
        const canvas = canvases.get(i);
        if (canvas === undefined) continue;
        await waitFor(tab, `document.querySelector('${canvas}[data-animating="false"]')`, `${page[0]} still`);
        pictures.set(i, await shownPixels(tab, canvas));
      }
      for (const i of [5, 4, 3, 2]) {
        await traverse(() => tab.back(), pages[i]!);
        if (i === 5) {
          // The ticket page back from the cache shows the ticket the next page of this same tab
          // opened (its link), as a ticket screen's entry shows the ticket in play: no other tab
          // did it, and no notice says one did. The engine may also load the page again rather
          // than restore it (WebKit does, now and then): its address then names its own ticket
          // (the purchase wrote its serial there), which it shows, as any ticket link.
          const restored = await tab.evaluate<boolean>(`return window.grattezVisit === ${i};`);
          const opened = restored
            ? linked
            : await tab.evaluate<string>(`return new URLSearchParams(location.search).get('serial') ?? '';`);
          expect(opened).toMatch(/^[PM]\./);
          await waitFor(
            tab,
            `document.querySelector('[data-testid="serial"]')?.textContent === ${JSON.stringify(opened)}`,
            restored ? 'the ticket the next page opened' : 'the ticket its address names, loaded again',
          );
          const notice = await text(tab, '[data-testid="notice"]');
          if (restored) expect(notice).toBe('');
          else expect(notice).not.toMatch(/onglet/);
        }
        const canvas = canvases.get(i);
        if (canvas !== undefined) await showsPictureAgain(tab, canvas, pictures.get(i)!, `${pages[i]![0]} after Back`);
      }
      await traverse(() => tab.forward(), pages[3]);
      // Following a link: the studio's own link to the simulator.
      await tab.click('a[href="./"]');
      await waitFor(tab, `location.pathname === '/' && ${PLAYER_SAVING}`, 'the player after a link');
      // The player's screens are entries of the tab's history: Back and Forward go through them
      // within the page, which is neither reloaded nor left.
      const current = (n: string) =>
        `document.querySelector('nav li:${n} button')?.getAttribute('aria-current') === 'page'`;
      await tab.evaluate(`window.grattezSamePage = true; return true;`);
      const start = await tab.evaluate<number>(
        `return [...document.querySelectorAll('nav li button')].findIndex((b) => b.getAttribute('aria-current') === 'page') + 1;`,
      );
      expect(start).toBeGreaterThan(0);
      await tab.click('nav li:last-child button');
      await waitFor(tab, current('last-child'), 'the history screen');
      await tab.back();
      await waitFor(
        tab,
        `${current(`nth-child(${start})`)} && window.grattezSamePage === true`,
        'the screen before, after Back',
      );
      await tab.forward();
      await waitFor(
        tab,
        `${current('last-child')} && window.grattezSamePage === true`,
        'the history screen, after Forward',
      );
    });

    it('two tabs of one profile: no ticket is dealt twice, and each tab shows the other’s purchase', async () => {
      const origin = await serveDist({ recordErrors: true }); // a new origin: storage of its own
      try {
        await tab.goto(`${origin.url}/?game=paws&variant=dog`);
        const first = await shownTicket(tab);
        const other = await engine.newTab(`${origin.url}/?game=paws&variant=dog`);
        extraTabs.push(other);
        const second = await shownTicket(other);
        expect(second.serial).not.toBe(first.serial);
        expect(second.index).toBeGreaterThan(first.index);
        // Buying the second ticket revealed the first, unfinished, and credited its prize.
        const balance = formatEuros(START_BALANCE_CENTS - 2 * GAMES.paws.priceCents + first.prize, 'fr').replace(
          spaces,
          ' ',
        );
        await waitFor(
          tab,
          `document.querySelector('[data-testid="balance"]')?.textContent.replace(/[\\u00a0\\u202f]/g, ' ').trim() === ${JSON.stringify(balance)}`,
          'the first tab’s balance, with the second purchase',
        );
        expect(await text(tab, '[data-testid="balance"]')).toBe(balance);
        expect(await text(other, '[data-testid="balance"]')).toBe(balance);
        expect(await text(tab, '[data-testid="serial"]')).toBe(second.serial);
      } finally {
        await origin.close();
      }
    });

    it.each([
      ['cannot be fetched', { refuse: /^\/assets\/core-[\w-]+\.js$/ }],
      ['arrives cut short', { cut: /^\/assets\/core-[\w-]+\.js$/ }],
    ])('says so in place of the page when the code its entry imports first %s', async (how, broken) => {
      // The load guard (build/loadGuard.ts): the player's, in its boot still's file, and the studio's own.
      const refusing = await serveDist({ recordErrors: true, ...broken });
      try {
        const serial = generateTicket({ game: 'paws', seed: 'engines', block: 0, index: 3 }).serial;
        for (const [page, note] of [
          [`/?serial=${serial}&lang=en`, 'Grattez could not be loaded (connection?). Try again'],
          ['/studio.html?lang=en', 'The Grattez studio could not be loaded (connection?). Try again'],
        ]) {
          await tab.goto(`${refusing.url}${page}`);
          await waitFor(tab, `document.querySelector('#root > [role="alert"]')`, 'the load-failure note');
          expect(await text(tab, '#root > [role="alert"]')).toBe(note);
          expect(await tab.evaluate<number>(`return document.getElementById('root').childElementCount;`)).toBe(1);
          const errors = await takeErrors(tab);
          const report = errors.filter((e) => /: console: Grattez: the (app|studio) could not be loaded/.test(e));
          expect(report).toHaveLength(1); // the page's own report, once
          // Besides, for a file cut short, the syntax error itself, uncaught (its words are the engine's).
          const uncaught = errors.filter((e) => /: error: /.test(e));
          expect(uncaught).toHaveLength(how === 'arrives cut short' ? 1 : 0);
          expect(errors.filter((e) => !report.includes(e) && !uncaught.includes(e))).toEqual([]);
        }
      } finally {
        await refusing.close();
      }
    });

    it('plays a ticket under the strict CSP from the README', async () => {
      await clearSession(tab, strict.url);
      await tab.goto(`${strict.url}/?game=months`);
      const ticket = await shownTicket(tab);
      await tab.click('.ticket-actions button:first-child');
      await waitFor(tab, `document.querySelector('[data-testid="result-title"]')`, 'the result');
      expect(await text(tab, '[data-testid="result-title"]')).toBe(expectedTitle(ticket));
    });

    // The stand-ins of src/styles/fallbackFonts.css keep the header's lines in place while the web
    // fonts load. A machine may lack a stand-in family altogether (the next one serves), but one
    // whose regular face the engine finds must be found at its bold weights too: WebKitGTK finds
    // local() by family name only, never by a face's full name ('DejaVu Sans Bold').
    it('finds the web fonts’ stand-ins at every weight where it finds them at one', async () => {
      await tab.goto(`${app.url}/`);
      await waitFor(tab, PLAYER_SAVING, 'the player');
      const faces = await tab.evaluate<{ family: string; weight: string; found: boolean }[]>(`
        const faces = [...document.fonts].filter((face) => face.family.includes(' fallback'));
        const found = await Promise.all(faces.map((face) => face.load().then(() => true, () => false)));
        return faces.map((face, i) => ({ family: face.family, weight: face.weight, found: found[i] }));`);
      // 'Nunito fallback' and 'Fredoka fallback' name the same stand-ins (Arial's metrics), as do
      // the two '… fallback DejaVu'.
      const standIn = (family: string) => family.replace(/^\S+ /, '');
      const anyFound = new Set(faces.filter((face) => face.found).map((face) => standIn(face.family)));
      expect(anyFound.size, JSON.stringify(faces)).toBeGreaterThan(0);
      expect(
        faces.filter((face) => anyFound.has(standIn(face.family)) && !face.found),
        'stand-in faces not found',
      ).toEqual([]);
    });

    it('exports a PNG from the studio, and says which video formats this engine cannot encode', async () => {
      await tab.goto(
        `${app.url}/studio.html?game=paws&variant=dog&prize=3000&state=scratched:0.4&size=square&density=1`,
      );
      await waitFor(tab, `document.querySelector('[data-testid="preview"] canvas[data-ready="true"]')`, 'the preview');
      await tab.evaluate(KEEP_DOWNLOADS);
      // What this engine's WebCodecs can encode at the export's size (1080 × 1080), asked directly,
      // and what the studio must then say: without VP9 either, the MP4's reason is that only the
      // GIF is left, not the WebM.
      const can = await encodersAt(tab, 1080);
      const words = STUDIO_WORDS.fr.blockers;
      const expected = [
        ...(can.vp9 ? [] : [words['no-vp9']]),
        ...(can.avc ? [] : [words[can.vp9 ? 'no-h264' : 'no-h264-nor-vp9']]),
      ];
      await waitFor(
        tab,
        // once the browser has answered: until then the list says it is asking (checking-encoders)
        `!document.querySelector('[data-testid="checking-encoders"]') && document.querySelectorAll('[data-testid="blockers"] li').length === ${expected.length}`,
        'the studio’s word on video',
      );
      const said = await tab.evaluate<string[]>(
        `return [...document.querySelectorAll('[data-testid="blockers"] li')].map((li) => li.textContent);`,
      );
      expect(said, JSON.stringify(can)).toEqual(expected);
      expect(
        await tab.evaluate<boolean[]>(
          `return ['export-webm', 'export-mp4'].map((id) => document.querySelector('[data-testid="' + id + '"]').disabled);`,
        ),
        JSON.stringify(can),
      ).toEqual([!can.vp9, !can.avc]);
      expect(await tab.evaluate<boolean>(`return document.querySelector('[data-testid="export-gif"]').disabled;`)).toBe(
        false,
      );

      await tab.click('[data-testid="export-png"]');
      await waitFor(tab, EXPORT_DONE, 'the export', { progress: EXPORT_PROGRESS });
      const base64 = await tab.evaluate<string>(`
        const bytes = new Uint8Array(await (await fetch(document.querySelector('[data-testid="job"] a[download]').href)).arrayBuffer());
        let s = ''; for (const b of bytes) s += String.fromCharCode(b); return btoa(s);`);
      const png = PNG.sync.read(Buffer.from(base64, 'base64'));
      expect([png.width, png.height]).toEqual([1080, 1080]);
      // Handed to the browser's downloads once, under its own name.
      expect(await tab.evaluate<string[]>(DOWNLOADS)).toEqual([expect.stringMatching(/\.png$/)]);
      saveShot(name, 'studio-export', PNG.sync.write(png));
    });

    it(
      'exports a reveal video that starts on the covered ticket the PNG shows, upright',
      { timeout: HUNG_MS },
      async () => {
        await openVideoStudio(tab, app.url);
        // The engine here encodes one of the two (waited for, so that the check below always runs).
        await waitFor(
          tab,
          `['export-webm', 'export-mp4'].some((id) => document.querySelector('[data-testid="' + id + '"]')?.disabled === false)`,
          'a video format this engine can encode',
        );
        const button = await tab.evaluate<string | null>(`
        for (const id of ['export-webm', 'export-mp4']) {
          const b = document.querySelector('[data-testid="' + id + '"]');
          if (b && !b.disabled) return id;
        }
        return null;`);
        expect(button, 'a video format this engine can encode').not.toBeNull();
        const exported = async (id: string, key: string) => {
          await tab.click(`[data-testid="${id}"]`);
          await waitFor(tab, EXPORT_DONE, `the ${id}`, { progress: EXPORT_PROGRESS });
          await tab.evaluate(
            `window.${key} = await (await fetch(document.querySelector('[data-testid="job"] a[download]').href)).blob(); return null;`,
          );
        };
        await exported('export-png', '__still');
        await exported(button!, '__video');
        expect(await tab.evaluate<string[]>(DOWNLOADS)).toEqual([
          expect.stringMatching(/\.png$/),
          expect.stringMatching(button === 'export-webm' ? /\.webm$/ : /\.mp4$/),
        ]);
        // The video's first frame, decoded by this engine, against the PNG and against the PNG upside down:
        // mean difference per channel, 0 to 255 (the codec is lossy).
        const differences = await tab.evaluate<{ upright: number; flipped: number; size: number[] }>(`
        const still = await createImageBitmap(window.__still);
        const video = document.createElement('video');
        video.muted = true;
        video.src = URL.createObjectURL(window.__video);
        await new Promise((resolve, reject) => { video.onloadeddata = resolve; video.onerror = () => reject(new Error('the video does not load')); });
        video.currentTime = 0.01;
        await new Promise((resolve) => { video.onseeked = resolve; setTimeout(resolve, 5000); });
        const pixels = (source, flip) => {
          const c = document.createElement('canvas');
          c.width = 200; c.height = 200;
          const g = c.getContext('2d');
          if (flip) { g.translate(0, 200); g.scale(1, -1); }
          g.drawImage(source, 0, 0, 200, 200);
          return g.getImageData(0, 0, 200, 200).data;
        };
        // A frame drawn before the engine has decoded it is one flat colour (WebKit under load): drawn again until it is not.
        const flat = (data) => data.every((v, i) => v === data[i % 4]);
        let frame = pixels(video, false);
        for (let tries = 0; flat(frame) && tries < 100; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          frame = pixels(video, false);
        }
        if (flat(frame)) throw new Error('the video’s first frame was never drawn: ' + video.readyState);
        const mean = (other) => { let sum = 0; for (let i = 0; i < frame.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs(frame[i + c] - other[i + c]); return sum / (frame.length / 4 * 3); };
        return { upright: mean(pixels(still, false)), flipped: mean(pixels(still, true)), size: [video.videoWidth, video.videoHeight] };`);
        expect(differences.size).toEqual([200, 200]);
        expect(differences.upright, JSON.stringify(differences)).toBeLessThan(15);
        expect(differences.flipped, JSON.stringify(differences)).toBeGreaterThan(3 * differences.upright);
      },
    );

    it(
      'exports an MP4 whose H.264 configuration is its stream’s own, as players that trust it need',
      { timeout: HUNG_MS },
      async () => {
        await openVideoStudio(tab, app.url);
        const { avc } = await encodersAt(tab, 200);
        // Without an H.264 encoder the button stays off (the test above checks the studio says why).
        await waitFor(
          tab,
          `document.querySelector('[data-testid="export-mp4"]')?.disabled === ${!avc}`,
          avc ? 'the MP4 button on' : 'the MP4 button off',
        );
        if (!avc) return;
        await tab.click('[data-testid="export-mp4"]');
        await waitFor(tab, EXPORT_DONE, 'the MP4', { progress: EXPORT_PROGRESS });
        const base64 = await tab.evaluate<string>(`
        const blob = await (await fetch(document.querySelector('[data-testid="job"] a[download]').href)).blob();
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);`);
        expect(mp4AvcProblems(new Uint8Array(Buffer.from(base64, 'base64')))).toEqual([]);
        expect(await tab.evaluate<string[]>(DOWNLOADS)).toEqual([expect.stringMatching(/\.mp4$/)]);
      },
    );

    it(
      'passes the QA sheet’s checks of a design, drawn by this engine (no false failure)',
      // A bound on a run that hangs; a run that stops moving fails sooner, in its wait.
      { timeout: HUNG_MS },
      async () => {
        await tab.goto(`${app.url}/qa.html?design=dog&width=320&density=1`);
        await waitFor(tab, `window.grattezQa !== undefined`, 'the QA page’s API');
        // Its controls wrap within the sheet's column: the page is no wider than the window.
        const [page, window] = await tab.evaluate<[number, number]>(
          `return [document.documentElement.scrollWidth, window.innerWidth];`,
        );
        expect(page).toBeLessThanOrEqual(window);
        // Every check of the design in French: the art's texts are drawn alone, without them and
        // with them by the engine's own SVG rasteriser, at each density. The run takes a minute or
        // more in WebKit on a loaded machine: it is started in the page and waited on step by step
        // (its progress), not held to one deadline for the whole run.
        await tab.evaluate(`
          const run = (window.grattezChecks = { steps: 0, step: '', findings: null, error: null });
          window.grattezQa
            .runChecks('dog', 'fr', { progress: (label) => { run.steps++; run.step = label; } })
            .then((checks) => { run.findings = checks.findings; }, (e) => { run.error = String(e); });
          return null;`);
        await waitFor(
          tab,
          `window.grattezChecks.findings !== null || window.grattezChecks.error !== null`,
          'the QA checks',
          {
            progress: `window.grattezChecks.steps + ' ' + window.grattezChecks.step`,
          },
        );
        const { findings, error } = await tab.evaluate<{ findings: unknown[] | null; error: string | null }>(
          `return { findings: window.grattezChecks.findings, error: window.grattezChecks.error };`,
        );
        expect(error).toBeNull();
        expect(findings).toEqual([]);
        // To the design lab by its link, and Back: the sheet comes back from the cache with its
        // pictures shown (WebKit had dropped what its canvases showed: a blank card, pixels kept).
        const picture = '.qa-picture canvas';
        // The sheet settled, not only its pictures drawn: its own checks of each row done too (the
        // body's data-ready), waited on by their steps. The last row's, ending, adds the summary's
        // closing line above every picture: a picture read while they run is read at a place the
        // page leaves, and compared after Back at the wrong one.
        // Settled (data-ready, "failed" when a card could not draw its picture): a picture this
        // engine cannot draw fails here, named by what its card says, not after a minute's wait.
        await waitFor(tab, `document.body.dataset.ready !== undefined`, 'the sheet drawn and checked', {
          progress: `document.body.dataset.checkSteps ?? null`,
        });
        expect(
          await tab.evaluate<string[]>(
            `return [...document.querySelectorAll('[data-picture-failed] [aria-live]')].map((e) => e.textContent);`,
          ),
        ).toEqual([]);
        expect(await tab.evaluate<string>(`return document.body.dataset.ready;`)).toBe('true');
        expect(
          await tab.evaluate<number>(`return document.querySelectorAll('${picture}[data-drawn="true"]').length;`),
        ).toBe(6);
        // The whole picture in view, before and after, to be compared.
        const inView = `document.querySelector('${picture}').scrollIntoView({ block: 'start' }); return true;`;
        await tab.evaluate(inView);
        const before = await shownCanvas(tab, picture, 'the QA sheet’s picture before leaving');
        await tab.evaluate(`window.grattezLeftAt = 1; return true;`);
        await tab.click('a[href="?lab="]');
        await waitFor(
          tab,
          `new URLSearchParams(location.search).has('lab') && document.querySelector('.qa-lab')`,
          'the lab',
        );
        await tab.back();
        await waitFor(
          tab,
          `!new URLSearchParams(location.search).has('lab') && window.grattezLeftAt === 1 && document.querySelector('${picture}')`,
          'the sheet back from the cache',
        );
        await tab.evaluate(inView);
        await showsPictureAgain(tab, picture, before, 'the QA sheet’s picture after Back');
      },
    );

    it('the embed tells a host on another origin that it is ready, then finished with the engine’s prize', async () => {
      const query = `?game=paws&variant=cat&origin=${encodeURIComponent(host)}`;
      await tab.goto(`${host}/?embed=${encodeURIComponent(query)}`);
      const heard = () =>
        tab.evaluate<{ origin: string; data: { type: string; serial?: string; prize?: number } }[]>(
          'return window.heard;',
        );
      await waitFor(tab, `window.heard.some((m) => m.data.type === 'grattez:ready')`, 'ready');
      await tab.evaluate(`window.send('grattez:revealAll'); return null;`);
      await waitFor(tab, `window.heard.some((m) => m.data.type === 'grattez:finished')`, 'finished');
      const messages = await heard();
      expect(new Set(messages.map((m) => m.origin))).toEqual(new Set([app.url]));
      const ready = messages.find((m) => m.data.type === 'grattez:ready')!.data;
      const finished = messages.find((m) => m.data.type === 'grattez:finished')!.data;
      expect(finished.serial).toBe(ready.serial);
      const ref = parseSerial(finished.serial ?? '');
      if (!ref.ok) throw new Error(`the embed told a bad serial ${finished.serial}`);
      expect(finished.prize).toBe(generateTicket(ref.value).prize);
      // The host page left and back: the frame's page comes back from the cache with it, and its
      // ticket shows as it was (the frame is of another origin: its pixels are compared once still).
      let before = await shownPixels(tab, '#embed');
      for (let still = await shownPixels(tab, '#embed'); !before.data.equals(still.data);) {
        before = still;
        still = await shownPixels(tab, '#embed');
      }
      await tab.evaluate(`window.grattezLeftAt = 1; return true;`);
      await tab.goto(`${app.url}/favicon.svg`);
      await tab.back();
      await waitFor(
        tab,
        `location.origin === ${JSON.stringify(host)} && window.grattezLeftAt === 1`,
        'the host page back',
      );
      await showsPictureAgain(tab, '#embed', before, 'the embed after the host’s Back');
    });
  });
}
