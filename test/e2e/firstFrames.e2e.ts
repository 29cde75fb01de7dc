/**
 * The first frames of a cold deep link (issue 18): nothing under a cover may show before it is
 * uncovered, however the start-up orders its work. Every frame the ticket's canvas draws, from
 * the very first, is sampled inside the page (at the start of each animation frame, before any
 * drawing in it, and once at the end): inside every zone, a frame shows the cover, or nothing yet.
 * Before the canvas, the screen shows the design's still (src/stills), a picture of its covered
 * ticket that stills.e2e.ts holds to what the canvas draws; here, it is the linked design's and
 * is hidden once the canvas has drawn. The check runs on a desktop window and on a phone at
 * density 3.
 */
import { describe, expect, inject, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { pointInShape, shapeBounds } from '../../src/layouts/geometry.ts';
import { pictureLayout } from '../../src/state/picture.ts';
import { STARTUP_PROBE, type StartupProbe } from '../../bench/startup.ts';
import type { Session } from './browser.ts';
import { longLogSession } from './longLog.ts';
import { clearSavedSession, storeSavedSession } from './savedSession.ts';
import { sharedSession } from './sharedSession.ts';

const base = inject('baseUrl');

/** A twelve-months ticket: thirteen zones, the design with the most to hide. */
const TICKET = generateTicket({ game: 'months', seed: 'first-frames', block: 0, index: 3 });
const LAYOUT = pictureLayout(TICKET);

const TOLERANCE = 16; // per channel, 0–255, against the covered ticket

/**
 * Points well inside each zone's shape (ticket units): a grid over its bounds, kept where the
 * point and its neighbours 3 units away all lie inside, away from the cover's soft edge.
 */
const ZONE_POINTS = LAYOUT.zones.map((zone) => {
  const b = shapeBounds(zone.shape);
  const points: [number, number][] = [];
  const steps = 7;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const x = b.x + (b.w * i) / steps;
      const y = b.y + (b.h * j) / steps;
      const inside = [
        [0, 0],
        [3, 0],
        [-3, 0],
        [0, 3],
        [0, -3],
      ].every(([dx, dy]) => pointInShape(zone.shape, x + dx!, y + dy!));
      if (inside) points.push([x, y]);
    }
  }
  return points;
});

/** One sampled frame: per zone, per point, its RGBA. */
type Sample = number[][][];

/**
 * Run first in the page: keeps what every WebGL canvas shows (drawing buffers preserved, so that
 * what a frame drew can be read later), and samples the ticket's canvas at ZONE_POINTS at the
 * start of each animation frame, before any callback draws in it: each drawn frame is sampled
 * before the next one replaces it. `window.__sample()` samples now. `window.__canvasRenders`
 * counts the renders that drew on a canvas itself (its default framebuffer), each one a batch
 * of draw calls in one task; `window.__rendersWhenShown`, that count when the ticket's canvas
 * joined the page.
 */
const SAMPLER = `(() => {
  const points = ${JSON.stringify(ZONE_POINTS)};
  const ticketWidth = ${LAYOUT.width};
  const samples = (window.__samples = []);
  window.__canvasRenders = 0;
  let rendering = false;
  for (const Context of [WebGL2RenderingContext, WebGLRenderingContext])
    for (const method of ['drawElements', 'drawArrays']) {
      const draw = Context.prototype[method];
      Context.prototype[method] = function (...args) {
        if (!rendering && this.getParameter(this.FRAMEBUFFER_BINDING) === null) {
          rendering = true;
          window.__canvasRenders++;
          queueMicrotask(() => { rendering = false; });
        }
        return draw.apply(this, args);
      };
    }
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, attributes) {
    if (kind === 'webgl2' || kind === 'webgl') attributes = { ...attributes, preserveDrawingBuffer: true };
    return getContext.call(this, kind, attributes);
  };
  const reader = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const sample = () => {
    const canvas = document.querySelector('canvas[data-context]');
    if (canvas === null || canvas.width === 0) return;
    reader.canvas.width = canvas.width;
    reader.canvas.height = canvas.height;
    reader.clearRect(0, 0, canvas.width, canvas.height);
    reader.drawImage(canvas, 0, 0);
    const data = reader.getImageData(0, 0, canvas.width, canvas.height).data;
    const scale = canvas.width / ticketWidth;
    samples.push(points.map((zone) => zone.map(([x, y]) => {
      const at = 4 * (Math.round(y * scale) * canvas.width + Math.round(x * scale));
      return [data[at], data[at + 1], data[at + 2], data[at + 3]];
    })));
  };
  window.__sample = sample;
  new MutationObserver(() => {
    if (window.__rendersWhenShown === undefined && document.querySelector('canvas[data-context]') !== null)
      window.__rendersWhenShown = window.__canvasRenders;
  }).observe(document, { childList: true, subtree: true });
  const requestFrame = window.requestAnimationFrame.bind(window);
  let sampledAt = null;
  window.requestAnimationFrame = (callback) => requestFrame((time) => {
    if (sampledAt !== time) { sampledAt = time; sample(); }
    callback(time);
  });
})();`;

/**
 * What a sampled frame shows: 'blank' when nothing is drawn at any point (transparent);
 * otherwise, per zone, 'covered' when each point shows what `covered` shows there, else 'shows'.
 */
function frameState(frame: Sample, covered: Sample): 'blank' | ('covered' | 'shows')[] {
  if (frame.every((zone) => zone.every((pixel) => pixel[3] === 0))) return 'blank';
  return frame.map((zone, z) =>
    zone.every((pixel, p) => pixel.every((v, c) => Math.abs(v - covered[z]![p]![c]!) <= TOLERANCE))
      ? 'covered'
      : 'shows',
  );
}

/**
 * A cold deep link's frames in `s`, a fresh profile: every zone covered (or nothing drawn) in every
 * frame until the player uncovers one, then that zone only.
 */
async function checkFirstFrames(s: Session): Promise<void> {
  const { page, context } = s;
  await context.addInitScript(SAMPLER);
  await context.addInitScript(STARTUP_PROBE);
  await page.goto(`${base}/?serial=${TICKET.serial}`);
  await page
    .locator('canvas[data-playable="true"][data-animating="false"][data-under-covers="built"]')
    .waitFor({ state: 'attached' });
  const sampled = () =>
    page.evaluate(() => {
      const w = window as unknown as { __sample: () => void; __samples: Sample[] };
      w.__sample();
      return w.__samples;
    });
  const frames = await sampled();
  // The canvas drew once: its first frame. Building what lies under the whole covers, and the
  // store's later changes (the session read), changed no pixel, and drew nothing.
  expect(await page.evaluate(() => (window as unknown as { __canvasRenders: number }).__canvasRenders)).toBe(1);
  const covered = frames[frames.length - 1]!; // the covered ticket, as it stays
  const shown = frames.flatMap((frame, f) => {
    const state = frameState(frame, covered);
    return state === 'blank'
      ? []
      : state.flatMap((zone, z) => (zone === 'shows' ? [`frame ${f}: ${LAYOUT.zones[z]!.id}`] : []));
  });
  expect(shown).toEqual([]);
  expect(frames.length).toBeGreaterThan(1); // the first frame, and the paint that built what lies under the covers

  // The still stood in the canvas's place, and is hidden now that the canvas has drawn.
  const still = page.locator('.ticket-frame img.ticket-still');
  expect(await still.getAttribute('src')).toMatch(/\/months\.fr-[^/]*\.webp$/);
  expect(await still.evaluate((img) => getComputedStyle(img).visibility)).toBe('hidden');

  // The start-up marks `npm run bench -- startup` reads, each once, in the order the path takes;
  // the renderer started ahead of the screen is ready before it is put to work.
  const timed = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('grattez:'))
      .sort((a, b) => a.startTime - b.startTime)
      .map((m) => ({
        name: m.name.slice('grattez:'.length),
        at: Math.round(m.startTime),
        detail: (m as PerformanceMark).detail as unknown,
      })),
  );
  const marks = timed.map((m) => m.name);
  const told = JSON.stringify(timed); // each mark's time and detail, should a check below fail
  const path = ['app-evaluated', 'storage-open', 'session-read', 'first-render', 'ticket-mount', 'renderer-attached'];
  expect(
    marks.filter((m) => path.includes(m)),
    told,
  ).toEqual(path);
  expect(
    marks.filter((m) => m === 'renderer-ready'),
    told,
  ).toHaveLength(1);
  expect(marks, told).not.toContain('prestart-dropped'); // the renderer started ahead is the one put to work
  expect(marks.indexOf('renderer-ready'), told).toBeLessThan(marks.indexOf('renderer-attached'));

  // What `npm run bench -- startup` times, as its own probe saw it: every milestone, in the order
  // the path takes, the boot still's picture decoded and the ticket's fonts loaded.
  const probe = await page.evaluate(() => (window as unknown as { __startup: StartupProbe }).__startup);
  const seen = JSON.stringify({ ...probe, decodes: probe.decodes.map((d) => d.url.slice(-40)) }); // should a check fail
  const { webgl, canvas, ready, firstSight, playable } = probe;
  expect(
    [webgl, canvas, ready, firstSight, playable].map((t) => typeof t),
    seen,
  ).toEqual(Array(5).fill('number'));
  expect(webgl! <= canvas! && canvas! <= ready!, seen).toBe(true);
  expect(firstSight! <= playable! && playable! <= ready!, seen).toBe(true);
  expect(
    probe.decodes.some((d) => /\/months\.fr-[^/]*\.webp$/.test(d.url)),
    seen,
  ).toBe(true);
  expect(probe.fonts.length, seen).toBeGreaterThan(0);

  // The player uncovers one zone (its button, from the keyboard, reveals it): the same check sees
  // that zone, and only it.
  await page.locator(`[data-zone="${LAYOUT.zones[0]!.id}"]`).press('Enter');
  await page
    .locator(`canvas[data-covered="${LAYOUT.zones.length - 1}"][data-animating="false"]`)
    .waitFor({ state: 'attached' });
  const after = await sampled();
  expect(frameState(after[after.length - 1]!, covered)).toEqual(
    LAYOUT.zones.map((_, z) => (z === 0 ? 'shows' : 'covered')),
  );
}

describe('the first frames of a cold deep link', () => {
  const s = sharedSession({ width: 1280, height: 900 });
  it('show every zone covered (or nothing yet) from the first frame until one is uncovered', async () => {
    await checkFirstFrames(s);
  });
});

// A ticket begun in an earlier visit is restored over frames: its textures are built in one,
// drawn in the next (src/render/ticketPainter.ts). Its canvas joins the page with that drawing:
// a canvas new to the page is read back by the compositor, blank, waiting for the build.
describe('a ticket restored from the saved session', () => {
  const s = sharedSession({ width: 1280, height: 900 });
  it('joins the page with its first drawing, not before', async () => {
    const { page, context } = s;
    await page.goto(`${base}/favicon.svg`);
    await clearSavedSession(page);
    await storeSavedSession(page, longLogSession(100));
    await context.addInitScript(SAMPLER); // an HTML page's script (favicon.svg is an SVG document)
    await page.goto(`${base}/`);
    await page.locator('canvas[data-ready="true"][data-segments="100"]').waitFor({ state: 'attached' });
    const shown = await page.evaluate(() => (window as unknown as { __rendersWhenShown?: number }).__rendersWhenShown);
    expect(shown).toBeGreaterThan(0);
  });
});

// A phone at density 3: a canvas three times as dense, drawn by the renderer started ahead of the
// ticket screen (prestartRenderer in src/render/mountTicket.ts), goes through the same check.
describe('the first frames of a cold deep link on a phone', () => {
  const s = sharedSession({ width: 390, height: 844, dpr: 3, mobile: true });
  it('show every zone covered (or nothing yet) from the first frame until one is uncovered', async () => {
    await checkFirstFrames(s);
  });
});
