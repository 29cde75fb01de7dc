import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_FLAGS, serveFolder } from '../src/headless/chromium.ts';
import { AUDIO_PROBE, FRAME_COUNTER, framesAsked, waitForAudioState } from '../test/e2e/browser.ts';
import { buildForProduction } from '../test/e2e/productionBuild.ts';
import type { BenchOptions, Table } from './table.ts';

const CHROMIUM = process.env.GRATTEZ_CHROMIUM ?? CHROMIUM_PATH;
const ORIGIN = 'http://localhost';

/**
 * Pages that show a ticket, each left alone once drawn. The player's (`sound`) is first touched, as
 * a player does: its audio context, made at that gesture, is measured once suspended.
 */
const PAGES = [
  { what: 'player, Chien & Chat', path: '/?game=paws', sound: true },
  { what: 'player, 12 Mois', path: '/?game=months', sound: true },
  { what: 'studio', path: '/studio.html', sound: false },
  { what: 'embed', path: '/embed.html?game=paws', sound: false },
] as const;
/** What follows the first frame (the symbols under the covers, prefetches) is over within this. */
const SETTLE_MS = 2_000;
/**
 * How long a player's audio context may take to be suspended after the gesture: IDLE_SUSPEND_S
 * (5 s) of silence, and room for a loaded machine.
 */
const SUSPENSION_LIMIT_MS = 20_000;

const SCREENS = [
  { what: 'desktop 1280×900', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, mobile: false },
  { what: 'phone 390×844, density 3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, mobile: true },
] as const;

/** CPU seconds of every process of the browser so far (CDP's SystemInfo). */
async function browserCpuSeconds(cdp: CDPSession): Promise<number> {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
}

interface IdleRow {
  readonly screen: string;
  readonly page: string;
  readonly frames: number;
  readonly seconds: number;
  readonly cpu: number; // CPU seconds over `seconds`
  readonly audio: string; // the audio contexts' states at the end, or "none"
}

async function measure(browser: Browser, cdp: CDPSession, outDir: string, quiet: number): Promise<IdleRow[]> {
  const rows: IdleRow[] = [];
  for (const screen of SCREENS) {
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.mobile,
      hasTouch: screen.mobile,
      reducedMotion: 'no-preference',
    });
    try {
      for (const target of PAGES) {
        const page = await context.newPage();
        await page.addInitScript(FRAME_COUNTER);
        await page.addInitScript(AUDIO_PROBE);
        await serveFolder(page, ORIGIN, outDir);
        await page.goto(`${ORIGIN}${target.path}`);
        const ticket = page.locator('canvas[data-ready="true"][data-animating="false"]');
        await ticket.waitFor({ state: 'attached' });
        const drawnAt = performance.now();
        if (target.sound) {
          // One touch of the ticket, a tap on the phone: the gesture that makes the audio context.
          // Measured once it is suspended (nothing sounds), which outlasts the settling above.
          await (screen.mobile ? ticket.tap() : ticket.click());
          try {
            await waitForAudioState(page, 'suspended', SUSPENSION_LIMIT_MS);
          } catch (e) {
            throw new Error(
              `${target.what}, ${screen.what}, after a touch: ${e instanceof Error ? e.message : String(e)}`,
            );
          }
        }
        await page.waitForTimeout(Math.max(0, SETTLE_MS - (performance.now() - drawnAt)));
        const frames0 = await framesAsked(page);
        const cpu0 = await browserCpuSeconds(cdp);
        const start = performance.now();
        await page.waitForTimeout(quiet * 1000);
        const cpu1 = await browserCpuSeconds(cdp);
        const seconds = (performance.now() - start) / 1000;
        rows.push({
          screen: screen.what,
          page: target.what,
          frames: (await framesAsked(page)) - frames0,
          seconds,
          cpu: cpu1 - cpu0,
          audio: await page.evaluate<string>(`window.__audio.contexts.map((c) => c.state).join(', ') || 'none'`),
        });
        await page.close();
      }
    } finally {
      await context.close();
    }
  }
  return rows;
}

/**
 * What a page showing a ticket costs while nothing happens on it: the animation frames it asks
 * for, and the CPU time of all the browser's processes (renderer, GPU process, browser), over a
 * quiet stretch once the ticket is drawn and still. Motion is allowed. The production build is
 * served to headless Chromium from memory; WebGL runs in software (SwiftShader).
 */
export async function idleTable(options: BenchOptions): Promise<Table> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set GRATTEZ_CHROMIUM)`);
  const { chromium } = await import('playwright-core');
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-idle-bench-'));
  const quiet = options.quick ? 3 : 10;
  let browser: Browser | null = null;
  try {
    await buildForProduction({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...HEADLESS_FLAGS] });
    const cdp = await browser.newBrowserCDPSession();
    const rows = await measure(browser, cdp, outDir, quiet);
    return {
      columns: ['screen', 'page', 'audio context', 'frames asked', 'CPU, % of a core'],
      rows: rows.map((r) => [r.screen, r.page, r.audio, String(r.frames), ((100 * r.cpu) / r.seconds).toFixed(1)]),
      notes: [
        `over ${quiet} s per page, ${SETTLE_MS / 1000} s after its ticket was drawn and still; all of Chromium's processes`,
        'the player touched once (clicked, tapped on the phone) as its ticket is drawn, and measured once its audio context, made then, is suspended (5 s without a sound)',
        'a page that draws on demand asks for no frame while nothing moves',
      ],
    };
  } finally {
    await browser?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
