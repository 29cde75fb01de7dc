import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { preview } from 'vite';
import { generateTicket } from '../src/engine/index.ts';
import { openSession } from '../test/e2e/browser.ts';
import { buildForProduction } from '../test/e2e/productionBuild.ts';
import type { BenchOptions, Table } from './table.ts';

/** A cold deep link must give a playable ticket within this many times a trivial page's time (issue 10). */
export const STARTUP_TARGET_RATIO = 3.5;

/** The deep-linked ticket: a twelve-months ticket, the design with the most to draw. */
const SERIAL = generateTicket({ game: 'months', seed: 'bench', block: 0, index: 17 }).serial;

const TRIVIAL_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>trivial</title><p>A trivial page.</p>';

/** Screens the ticket is opened on: a desktop window, and a phone at devicePixelRatio 3. */
const SCREENS = [
  { name: 'desktop 1280×900', width: 1280, height: 900, dpr: 1, mobile: false },
  { name: 'phone 390×844 @3', width: 390, height: 844, dpr: 3, mobile: true },
] as const;

/**
 * Timestamps the page records about itself, in ms since navigation start: when WebGL was first
 * asked for (Pixi starts), when the canvas joined the page (Pixi and the fonts are ready), the
 * first and last image decodes (the ticket's art), the font loads, and when the canvas said it
 * had drawn a complete frame.
 */
const PROBE = `(() => {
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
  const load = FontFaceSet.prototype.load;
  FontFaceSet.prototype.load = function (...args) {
    const start = performance.now();
    return load.apply(this, args).finally(() => t.fonts.push({ font: args[0], start, end: performance.now() }));
  };
  new MutationObserver(() => {
    const c = document.querySelector('canvas[data-context]');
    if (c !== null && t.canvas === undefined) t.canvas = performance.now();
    if (document.querySelector('canvas[data-ready="true"]') !== null && t.ready === undefined) t.ready = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready', 'data-context'] });
})();`;

interface Probe {
  webgl?: number;
  canvas?: number;
  ready?: number;
  decodes: { url: string; start: number; end: number }[];
  fonts: { font: string; start: number; end: number }[];
}

/** One cold visit's figures, ms. */
interface Visit {
  readonly wallMs: number; // from asking for a new tab with the link to the milestone
  readonly inPage: Record<string, number>; // milestones since navigation start
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** In-page milestones of a ticket visit, from the probe, resource timing and Chromium's counters. */
async function milestones(page: Page, scriptMs: number): Promise<Record<string, number>> {
  const { probe, resources, nav, entry } = await page.evaluate(() => ({
    probe: (window as unknown as { __startup: Probe }).__startup,
    // The page's own scripts: its module script and what it preloads (not the ticket link's hints).
    entry: [
      ...document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]:not([data-ticket-link])'),
    ].map((e) => new URL(e.getAttribute('src') ?? e.getAttribute('href') ?? '', location.href).pathname),
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd })),
    nav: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
  }));
  const lastEnd = (test: (name: string) => boolean) =>
    Math.max(0, ...resources.filter((r) => test(new URL(r.name).pathname)).map((r) => r.end));
  const art = probe.decodes.filter((d) => /\/assets\/.*\.svg$/.test(new URL(d.url).pathname));
  return {
    'HTML received': nav,
    'entry scripts received (the last)': lastEnd((p) => entry.includes(p)),
    'ticket chunk received': lastEnd((p) => /\/assets\/mountTicket-[^/]*\.js$/.test(p)),
    'Pixi starts (WebGL asked for)': probe.webgl ?? NaN,
    'fonts loaded': Math.max(0, ...probe.fonts.map((f) => f.end)),
    'Pixi and fonts ready (canvas in page)': probe.canvas ?? NaN,
    'art decode starts': Math.min(Infinity, ...art.map((d) => d.start)),
    'art decoded': Math.max(0, ...art.map((d) => d.end)),
    'playable (complete frame)': probe.ready ?? NaN,
    'script time, main thread (total)': scriptMs,
  };
}

/**
 * One cold visit (a fresh profile: empty caches) of `url` in a new tab, as when a link is opened:
 * timed from asking for the tab to the milestone (the trivial page's load event; the ticket's
 * first complete frame), both read on the page's own clock, so no polling delay counts.
 */
async function visit(url: string, screen: (typeof SCREENS)[number], ticket: boolean): Promise<Visit> {
  const session = await openSession({
    width: screen.width,
    height: screen.height,
    dpr: screen.dpr,
    mobile: screen.mobile,
  });
  try {
    await session.context.addInitScript(PROBE);
    const start = Date.now();
    const page = await session.context.newPage();
    // Chromium's counters (script time) for the ticket; setting them up is no part of the wait.
    const setupStart = Date.now();
    const cdp = ticket ? await session.context.newCDPSession(page) : null;
    await cdp?.send('Performance.enable');
    const setupMs = Date.now() - setupStart;
    await page.goto(url, { waitUntil: ticket ? 'commit' : 'load' });
    if (ticket) await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    const end = await page.evaluate(() => {
      const probe = (window as unknown as { __startup?: Probe }).__startup;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance.timeOrigin + (probe?.ready ?? nav.loadEventEnd);
    });
    const wallMs = end - start - setupMs;
    if (cdp === null) return { wallMs, inPage: {} };
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = 1000 * (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN);
    if (session.errors.length > 0) throw new Error(`the page reported errors: ${session.errors.join('; ')}`);
    return { wallMs, inPage: await milestones(page, scriptMs) };
  } finally {
    await session.close();
  }
}

/**
 * Time to a playable ticket from a cold deep link (`?serial=…`), against a trivial page from the
 * same server in the same run: the production build served by `vite preview`, opened in Chromium
 * (software WebGL) with a fresh profile each visit, visits alternated, medians reported. Below,
 * where the ticket's time goes, from the page's own clocks.
 */
export async function startupTable(options: BenchOptions): Promise<Table> {
  const runs = options.quick ? 3 : 7;
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-startup-'));
  try {
    await buildForProduction({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    writeFileSync(join(outDir, 'trivial.html'), TRIVIAL_PAGE);
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
        await visit(`${base}/trivial.html`, screen, false); // warms the server and the disk cache
        for (let i = 0; i < runs; i++) {
          trivial.push(await visit(`${base}/trivial.html`, screen, false));
          tickets.push(await visit(`${base}/?serial=${SERIAL}`, screen, true));
        }
        const trivialMs = median(trivial.map((v) => v.wallMs));
        const ticketMs = median(tickets.map((v) => v.wallMs));
        const ratio = ticketMs / trivialMs;
        rows.push([screen.name, 'trivial page (load event)', trivialMs.toFixed(0), '']);
        rows.push([
          screen.name,
          'ticket from a cold deep link (playable)',
          ticketMs.toFixed(0),
          `${ratio.toFixed(2)}×`,
        ]);
        for (const key of Object.keys(tickets[0]!.inPage)) {
          rows.push([screen.name, `  in page: ${key}`, median(tickets.map((v) => v.inPage[key]!)).toFixed(0), '']);
        }
        notes.push(
          `${screen.name}: ${ratio.toFixed(2)}× a trivial page; target ≤ ${STARTUP_TARGET_RATIO}×: ${
            ratio <= STARTUP_TARGET_RATIO ? 'met' : 'NOT MET'
          }`,
        );
      }
      notes.push(
        `median of ${runs} cold visits each, alternated; "in page" times are ms since navigation start; ${SERIAL}`,
      );
      return { columns: ['screen', 'what', 'ms', 'ratio'], rows, notes };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
