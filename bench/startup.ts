import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build, preview } from 'vite';
import { bootPreloads } from '../build/appPreload.ts';
import { generateTicket } from '../src/engine/index.ts';
import { openSession, watchErrors } from '../test/e2e/browser.ts';
import { buildForProduction } from '../test/e2e/productionBuild.ts';
import type { BenchOptions, Table } from './table.ts';

/**
 * The targets (issue 18), as ratios to the WebGL2 floor page measured in the same run: the
 * covered ticket on screen within 1.1× (first sight), and playable within 1.5×.
 */
export const FIRST_SIGHT_TARGET_RATIO = 1.1;
export const PLAYABLE_TARGET_RATIO = 1.5;

/** The deep-linked ticket: a twelve-months ticket, the design with the most to draw. */
const SERIAL = generateTicket({ game: 'months', seed: 'bench', block: 0, index: 17 }).serial;

const TRIVIAL_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>trivial</title><p>A trivial page.</p>';

/**
 * Two floors, served next to the app (bench/floor): the least a page must do to show the ticket's
 * art with WebGL (one context, one shader, one texture, one quad), and with Pixi (the app's
 * renderer options, one sprite). They say how much of the ticket's time is the app's own.
 */
const FLOORS = [
  { page: 'webgl.html', what: 'floor: the art drawn with plain WebGL2' },
  { page: 'pixi.html', what: 'floor: the art drawn with Pixi' },
] as const;
const FLOOR_DIR = join(dirname(fileURLToPath(import.meta.url)), 'floor');

/**
 * The embed, cold, to its canvas's first complete frame, in each language: it fetches the words
 * of its own language only, once its modules have run, while Pixi starts.
 */
const EMBEDS = [
  { query: 'game=months&lang=fr', what: 'embed, French: complete frame' },
  { query: 'game=months&lang=en', what: 'embed, English: complete frame' },
] as const;

/** Screens the ticket is opened on: a desktop window, and a phone at devicePixelRatio 3. */
const SCREENS = [
  { name: 'desktop 1280×900', width: 1280, height: 900, dpr: 1, mobile: false },
  { name: 'phone 390×844 @3', width: 390, height: 844, dpr: 3, mobile: true },
] as const;

/**
 * Timestamps the page records about itself, in ms since navigation start: when WebGL was first
 * asked for (Pixi starts), when the canvas joined the page (Pixi and the fonts are ready), the
 * first and last image decodes (the ticket's art), the font loads, when the canvas said it had
 * drawn a complete frame (`data-ready`), and the ticket's two milestones, which the app marks
 * itself (build/boot/bootStill.ts, src/render/mountTicket.ts and src/ui/TicketScreen.tsx say
 * what each means):
 * - first sight: the first element marked `data-first-sight="true"`: the covered ticket (art,
 *   covers, title and price) shown whole: on a ticket link the boot still, else the design's
 *   still in the canvas's place, or the canvas's first complete frame;
 * - playable: the first element marked `data-playable="true"`: the covered ticket is on screen
 *   and strokes drawn on it are taken for the store: the boot still's (kept until the app is up,
 *   then replayed), or the host's input once the saved session has been read.
 * Each is stamped in the mutation observer's callback that first sees the attribute: after the
 * drawing call, before the browser presents the frame, as `data-ready` is on the floor pages.
 * test/e2e/firstFrames.e2e.ts runs it on a cold ticket link: a browser that changes under it (as
 * one did, with no `FontFaceSet` global) fails the suite, not only this benchmark.
 */
export const STARTUP_PROBE = `(() => {
  const t = (window.__startup = { decodes: [], fonts: [] });
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
    if ((kind === 'webgl2' || kind === 'webgl') && t.webgl === undefined) t.webgl = performance.now();
    return getContext.call(this, kind, ...rest);
  };
  const decode = HTMLImageElement.prototype.decode;
  HTMLImageElement.prototype.decode = function () {
    const start = performance.now();
    return decode.call(this).then((v) => { t.decodes.push({ url: this.src, start, end: performance.now() }); return v; });
  };
  // document.fonts's own prototype: some Chromium builds (Debian's 150) expose no FontFaceSet global.
  const fontSet = Object.getPrototypeOf(document.fonts);
  const load = fontSet.load;
  fontSet.load = function (...args) {
    const start = performance.now();
    return load.apply(this, args).finally(() => t.fonts.push({ font: args[0], start, end: performance.now() }));
  };
  new MutationObserver(() => {
    const now = performance.now();
    const c = document.querySelector('canvas[data-context]');
    if (c !== null && t.canvas === undefined) t.canvas = now;
    if (t.ready === undefined && document.querySelector('canvas[data-ready="true"]') !== null) t.ready = now;
    if (t.firstSight === undefined && document.querySelector('[data-first-sight="true"]') !== null) t.firstSight = now;
    if (t.playable === undefined && document.querySelector('[data-playable="true"]') !== null) t.playable = now;
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-ready', 'data-context', 'data-first-sight', 'data-playable'],
  });
})();`;

export interface StartupProbe {
  webgl?: number;
  canvas?: number;
  ready?: number;
  firstSight?: number;
  playable?: number;
  decodes: { url: string; start: number; end: number }[];
  fonts: { font: string; start: number; end: number }[];
}

/** One cold visit's figures, ms. */
interface Visit {
  readonly wallMs: number; // from asking for a new tab with the link to the milestone (a ticket: playable)
  readonly firstSightMs: number; // the same for first sight (a floor or the trivial page: = wallMs)
  readonly inPage: Record<string, number>; // milestones since navigation start
}

/** The median of the values that are numbers (NaN: a milestone a visit did not reach); NaN if none is. */
const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The page's own scripts, as the built HTML lists them: its module script and the modules it or
 * its boot script preloads (not what the ticket link's hint or the app add later, such as the
 * other screens).
 */
function entryScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return [
    ...tags
      .filter((tag) => /\btype="module"/.test(tag) || /\brel="modulepreload"/.test(tag))
      .map((tag) => /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '')
      .filter((path) => path !== ''),
    ...bootPreloads(html),
  ];
}

/**
 * In-page milestones of a ticket visit, from the probe, resource timing, Chromium's counters and
 * the app's own `grattez:` performance marks (src/main.tsx, src/render/mountTicket.ts).
 */
async function milestones(page: Page, scriptMs: number, entry: readonly string[]): Promise<Record<string, number>> {
  const { probe, resources, nav, marks } = await page.evaluate(() => ({
    probe: (window as unknown as { __startup: StartupProbe }).__startup,
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd })),
    nav: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    marks: performance.getEntriesByType('mark').map((e) => ({ name: e.name, at: e.startTime })),
  }));
  const mark = (name: string) => marks.find((m) => m.name === `grattez:${name}`)?.at ?? NaN; // the first
  const lastEnd = (test: (name: string) => boolean) =>
    Math.max(0, ...resources.filter((r) => test(new URL(r.name).pathname)).map((r) => r.end));
  const art = probe.decodes.filter((d) => /\/assets\/.*\.svg$/.test(new URL(d.url).pathname));
  return {
    'HTML received': nav,
    'stylesheets received (the last)': lastEnd((p) => /\/assets\/[^/]*\.css$/.test(p)),
    'boot still received': lastEnd((p) => /\/assets\/boot-still-[^/]*\.js$/.test(p)),
    'still picture received': lastEnd((p) => /\/assets\/[^/]*\.webp$/.test(p)),
    'boot still shown (decoded)': mark('boot-still'),
    'entry scripts received (the last)': lastEnd((p) => entry.includes(p)),
    'app modules evaluated': mark('app-evaluated'),
    'ticket chunk received': lastEnd((p) => /\/assets\/mountTicket-[^/]*\.js$/.test(p)),
    'Pixi starts (WebGL asked for)': probe.webgl ?? NaN,
    'Pixi ready (prestarted, shaders built)': mark('renderer-ready'),
    'storage open (IndexedDB)': mark('storage-open'),
    'session read (store ready)': mark('session-read'),
    "app's first render asked for": mark('first-render'),
    'ticket screen mounts its canvas': mark('ticket-mount'),
    'renderer put to work (first frame starts)': mark('renderer-attached'),
    'fonts loaded': Math.max(0, ...probe.fonts.map((f) => f.end)),
    'glyphs received (outlines of the text)': lastEnd((p) =>
      /\/assets\/[\w-]+\.(metrics|outlines)-[^/]*\.json$/.test(p),
    ),
    'Pixi and fonts ready (canvas in page)': probe.canvas ?? NaN,
    'art decode starts': Math.min(Infinity, ...art.map((d) => d.start)),
    'art decoded': Math.max(0, ...art.map((d) => d.end)),
    'first sight (covered ticket shown)': probe.firstSight ?? NaN,
    'complete frame (canvas data-ready)': probe.ready ?? NaN,
    'playable (shown, strokes reach the store)': probe.playable ?? NaN,
    'script time, main thread (total)': scriptMs,
  };
}

/**
 * One cold visit (a fresh profile: empty caches) of `url` in a new tab, as when a link is opened:
 * timed from asking for the tab to the milestone (the trivial page's load event; a floor page's
 * complete frame; the ticket's first sight and playable marks), read on the page's own clock, so
 * no polling delay counts. A ticket's visit also reports its milestones; `entry` lists the page's own
 * scripts (entryScripts).
 */
async function visit(
  url: string,
  screen: (typeof SCREENS)[number],
  kind: 'trivial' | 'canvas' | 'ticket',
  entry: readonly string[] = [],
): Promise<Visit> {
  const ticket = kind === 'ticket';
  const drawn = kind !== 'trivial'; // timed to its canvas's first complete frame, not its load event
  const session = await openSession({
    width: screen.width,
    height: screen.height,
    dpr: screen.dpr,
    mobile: screen.mobile,
  });
  try {
    await session.context.addInitScript(STARTUP_PROBE);
    const start = Date.now();
    const page = await session.context.newPage();
    const errors = watchErrors(page); // the tab visited, not the profile's first one
    // Chromium's counters (script time) for the ticket; setting them up is no part of the wait.
    const setupStart = Date.now();
    const cdp = ticket ? await session.context.newCDPSession(page) : null;
    await cdp?.send('Performance.enable');
    const setupMs = Date.now() - setupStart;
    await page.goto(url, { waitUntil: drawn ? 'commit' : 'load' });
    if (ticket) await page.locator('[data-playable="true"]').first().waitFor({ state: 'attached' });
    else if (drawn) await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    // (No named functions inside: the bench runs through tsx, whose names would not exist in the page.)
    const [end = NaN, firstSightEnd = NaN] = await page.evaluate((k) => {
      const probe = (window as unknown as { __startup?: StartupProbe }).__startup;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const marks =
        k === 'ticket'
          ? [probe?.playable, probe?.firstSight]
          : [k === 'canvas' ? probe?.ready : nav.loadEventEnd, k === 'canvas' ? probe?.ready : nav.loadEventEnd];
      return marks.map((ms) => performance.timeOrigin + (ms ?? NaN));
    }, kind);
    const wallMs = end - start - setupMs;
    const firstSightMs = firstSightEnd - start - setupMs;
    if (errors.length > 0) throw new Error(`${url} reported errors: ${errors.join('; ')}`);
    if (cdp === null) return { wallMs, firstSightMs, inPage: {} };
    // The app starts after the boot still is painted: its milestones come after playable, so
    // they are read once the canvas has drawn (the figures above are the probe's, already taken).
    await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = 1000 * (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN);
    return { wallMs, firstSightMs, inPage: await milestones(page, scriptMs, entry) };
  } finally {
    await session.close();
  }
}

/**
 * Time to a ticket's first sight and to a playable ticket from a cold deep link (`?serial=…`),
 * against the WebGL2 floor page from the same server in the same run (and, as context, a trivial
 * page and the Pixi floor): the production build served by `vite preview`, opened in Chromium
 * (software WebGL) with a fresh profile each visit, visits alternated, medians reported; the
 * embed's first complete frame too, in each language. Below, where the ticket's time goes, from
 * the page's own clocks.
 */
export async function startupTable(options: BenchOptions): Promise<Table> {
  const runs = options.quick ? 3 : 7;
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-startup-'));
  try {
    await buildForProduction({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    writeFileSync(join(outDir, 'trivial.html'), TRIVIAL_PAGE);
    const entry = entryScripts(readFileSync(join(outDir, 'index.html'), 'utf8'));
    if (entry.length === 0) throw new Error('the built index.html lists no module script');
    await build({
      configFile: false,
      root: FLOOR_DIR,
      base: '/floor/',
      mode: 'production',
      logLevel: 'silent',
      build: {
        outDir: join(outDir, 'floor'),
        sourcemap: false,
        rollupOptions: { input: FLOORS.map((f) => join(FLOOR_DIR, f.page)) },
      },
    });
    const server = await preview({
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
      logLevel: 'silent',
    });
    try {
      const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
      if (base === '') throw new Error('vite preview did not report its address');
      const rows: string[][] = [];
      const notes: string[] = [];
      for (const screen of SCREENS) {
        const trivial: Visit[] = [];
        const tickets: Visit[] = [];
        const floors: Visit[][] = FLOORS.map(() => []);
        const embeds: Visit[][] = EMBEDS.map(() => []);
        await visit(`${base}/trivial.html`, screen, 'trivial'); // warms the server and the disk cache
        for (let i = 0; i < runs; i++) {
          trivial.push(await visit(`${base}/trivial.html`, screen, 'trivial'));
          for (const [f, floor] of FLOORS.entries())
            floors[f]!.push(await visit(`${base}/floor/${floor.page}`, screen, 'canvas'));
          tickets.push(await visit(`${base}/?serial=${SERIAL}`, screen, 'ticket', entry));
          for (const [e, embed] of EMBEDS.entries())
            embeds[e]!.push(await visit(`${base}/embed.html?${embed.query}`, screen, 'canvas'));
        }
        const trivialMs = median(trivial.map((v) => v.wallMs));
        const floorMs = FLOORS.map((_, f) => median(floors[f]!.map((v) => v.wallMs)));
        const webglMs = floorMs[0]!;
        const firstSightMs = median(tickets.map((v) => v.firstSightMs));
        const playableMs = median(tickets.map((v) => v.wallMs));
        const ratio = (ms: number) => `${(ms / webglMs).toFixed(2)}×`;
        rows.push([screen.name, 'trivial page (load event)', trivialMs.toFixed(0), ratio(trivialMs)]);
        for (const [f, floor] of FLOORS.entries())
          rows.push([screen.name, floor.what, floorMs[f]!.toFixed(0), ratio(floorMs[f]!)]);
        rows.push([
          screen.name,
          'ticket: first sight (covered ticket shown)',
          firstSightMs.toFixed(0),
          ratio(firstSightMs),
        ]);
        rows.push([screen.name, 'ticket: playable', playableMs.toFixed(0), ratio(playableMs)]);
        for (const [e, embed] of EMBEDS.entries()) {
          const embedMs = median(embeds[e]!.map((v) => v.wallMs));
          rows.push([screen.name, embed.what, embedMs.toFixed(0), ratio(embedMs)]);
        }
        for (const key of Object.keys(tickets[0]!.inPage)) {
          rows.push([screen.name, `  in page: ${key}`, median(tickets.map((v) => v.inPage[key]!)).toFixed(0), '']);
        }
        const verdict = (ms: number, target: number) =>
          `${ratio(ms)} the WebGL2 floor, target ≤ ${target}×: ${ms / webglMs <= target ? 'met' : 'NOT MET'}`;
        notes.push(
          `${screen.name}: first sight ${verdict(firstSightMs, FIRST_SIGHT_TARGET_RATIO)}; playable ${verdict(
            playableMs,
            PLAYABLE_TARGET_RATIO,
          )}`,
        );
      }
      notes.push(
        `median of ${runs} cold visits each, alternated; "in page" times are ms since navigation start; ${SERIAL}`,
      );
      return { columns: ['screen', 'what', 'ms', '× WebGL2 floor'], rows, notes };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
