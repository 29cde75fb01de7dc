import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  Block,
  evaluate,
  formatSerial,
  generateTicket,
  parseSerial,
  zoneSymbols,
  type Ticket,
} from '../../src/engine/index.ts';
import { explainBreakdown, formatEuros, MESSAGES, revealedZoneLabel, ticketName } from '../../src/i18n/index.ts';
import { playedZoneLabel } from '../../src/i18n/playedZone.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { designOf, getLayout } from '../../src/layouts/index.ts';
import { ATTRACT_MAX_SHARE } from '../../src/embed/attract.ts';
import { dealNext } from '../../src/embed/deal.ts';
import { openSession, waitForCondition } from './browser.ts';
import { coinPasses } from './coinPasses.ts';
import { embedHostPage } from './embedHost.ts';
import { refusedThenRetried } from './loadFailure.ts';
import { sharedSession } from './sharedSession.ts';
import { EMBED_WORDS } from '../../src/i18n/embed.ts';

const base = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const spaces = /[\u00a0\u202f]/g;
// Initial JavaScript, gzip -9: the embed's budget (docs/performance.md gives the latest size and
// what counts in it).
const EMBED_BUDGET_BYTES = 162_000;

/** A message the host page heard from the embed. */
interface Heard {
  readonly origin: string;
  readonly data: { readonly type: string; readonly [key: string]: unknown };
}

/**
 * The host pages, served on another port than the app, hence another origin:
 * - /example.html: docs/embed-example.html, pointed at the app;
 * - /host.html?embed=<query>&w=&h=: a frame named "embed", a sibling frame, and every message
 *   heard from the embed in `window.heard`;
 * - /sibling.html and /popup.html: windows that are not the embed's parent.
 */
let hostServer: Server;
let host = '';

function hostPage(url: URL): string {
  return embedHostPage(`${base}/embed.html${url.searchParams.get('embed') ?? ''}`, {
    width: url.searchParams.get('w') ?? '360',
    height: url.searchParams.get('h') ?? '600',
    sibling: true,
  });
}

const stranger = (to: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stranger</title>
<link rel="icon" href="data:,"></head><body><script>
  window.attack = (type) => ${to}.frames.embed.postMessage({ type }, '*');
</script></body></html>`;

/** The Content-Security-Policy docs/embed.md gives a host page, for the embed served at `embedOrigin`. */
function documentedPolicy(embedOrigin: string): string {
  const doc = readFileSync(new URL('../../docs/embed.md', import.meta.url), 'utf8');
  const policy = /^Content-Security-Policy: (.+)$/m.exec(doc)?.[1];
  if (policy === undefined) throw new Error('docs/embed.md gives no Content-Security-Policy line');
  return policy.replaceAll('https://grattez.example', embedOrigin);
}

beforeAll(async () => {
  const doc = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');
  const example = doc('embed-example.html');
  hostServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', host);
    const html = { 'content-type': 'text/html; charset=utf-8' };
    // The example page under the strict policy docs/embed.md gives: nothing inline runs there.
    const pages: Record<string, () => [Record<string, string>, string]> = {
      '/example.html': () => [
        { ...html, 'content-security-policy': documentedPolicy(base) },
        example.replaceAll('https://grattez.example', base).replaceAll('https://shop.example', host),
      ],
      '/embed-example.js': () => [{ 'content-type': 'text/javascript' }, doc('embed-example.js')],
      '/embed-example.css': () => [{ 'content-type': 'text/css' }, doc('embed-example.css')],
      '/host.html': () => [html, hostPage(url)],
      '/sibling.html': () => [html, stranger('parent')],
      '/popup.html': () => [html, stranger('opener')],
    };
    const page = pages[url.pathname]?.();
    response.writeHead(page === undefined ? 404 : 200, page?.[0] ?? html);
    response.end(page?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
  expect(new URL(host).origin).not.toBe(new URL(base).origin);
});
afterAll(async () => {
  await new Promise((resolve) => hostServer.close(resolve));
});

const s = sharedSession();

const ticketOf = (serial: string): Ticket => {
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(`the embed told a bad serial ${serial}`);
  return generateTicket(ref.value);
};

/** The embed's frame in a host page, once its canvas has drawn. */
async function embedFrame(page: Page): Promise<Frame> {
  const frame = page.frame({ url: /\/embed\.html/ });
  if (frame === null) throw new Error('no embed frame');
  await frame.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
  return frame;
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

async function waitToHear(page: Page, type: string, count = 1): Promise<void> {
  await waitForCondition(page, `([t, n]) => window.heard.filter((m) => m.data.type === t).length >= n`, [type, count]);
}

/** Records, inside the embed, every message it receives: a sync point to know one was handled. */
async function recordArrivals(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const w = window as unknown as { arrived: string[] };
    w.arrived = [];
    addEventListener('message', (event: MessageEvent<{ type?: string }>) => w.arrived.push(event.data.type ?? ''));
  });
}

async function waitForArrivals(frame: Frame, count: number): Promise<void> {
  await waitForCondition(frame, `(n) => window.arrived.length >= n`, count);
}

const revealedCount = (frame: Frame) => frame.locator('.zone-button[data-revealed="true"]').count();

describe('the embed in a page of another origin', () => {
  it('runs the documented example page: revealAll gets every reveal, then finished with the engine prize', async () => {
    const page = s.page;
    await page.goto(`${host}/example.html`);
    const frame = await embedFrame(page);
    await page.locator('#log li[data-type="grattez:ready"]').waitFor();
    const log = async () =>
      (await page.locator('#log li').allTextContents()).map((t) => JSON.parse(t) as Heard['data']);
    const ready = (await log())[0]!;
    expect(ready.type).toBe('grattez:ready');
    const ticket = ticketOf(String(ready.serial));
    expect(ready.game).toBe('paws');
    expect(ticket.game === 'paws' && ticket.variant).toBe('dog'); // the example asks for the dog
    expect([ticket.seed, ticket.block]).toEqual(['demo', 0]);

    await page.getByRole('button', { name: 'Reveal all' }).click();
    await page.locator('#log li[data-type="grattez:finished"]').waitFor();
    const messages = await log();
    const layout = getLayout(designOf(ticket));
    expect(messages.slice(1, -1)).toEqual(
      layout.zones.map((zone, z) => ({ type: 'grattez:reveal', zone: zone.id, symbols: zoneSymbols(ticket, z) })),
    );
    const scored = evaluate(ticket);
    expect(scored.ok && scored.value.totalCents).toBe(ticket.prize);
    expect(messages.at(-1)).toEqual({ type: 'grattez:finished', serial: ticket.serial, prize: ticket.prize });
    await frame.locator('canvas[data-covered="0"]').waitFor({ state: 'attached' });
    expect(await revealedCount(frame)).toBe(layout.zones.length);

    // Covered again, then another ticket: each comes back with ready.
    await page.getByRole('button', { name: 'Cover it again' }).click();
    await page.locator('#log li[data-type="grattez:ready"]').nth(1).waitFor();
    expect((await log()).at(-1)).toEqual({ type: 'grattez:ready', game: 'paws', serial: ticket.serial });
    await frame.locator(`canvas[data-covered="${layout.zones.length}"]`).waitFor({ state: 'attached' });
    expect(await revealedCount(frame)).toBe(0);
    await page.getByRole('button', { name: 'Another ticket' }).click();
    await page.locator('#log li[data-type="grattez:ready"]').nth(2).waitFor();
    const next = dealNext(ticket, { game: 'paws', variant: 'dog' });
    expect((await log()).at(-1)).toEqual({ type: 'grattez:ready', game: 'paws', serial: next.serial });
    await frame.locator(`canvas[data-serial="${next.serial}"][data-ready="true"]`).waitFor({ state: 'attached' });

    // On a phone, with the log's long lines: the page does not scroll sideways, its buttons on screen.
    const desktop = page.viewportSize()!;
    try {
      for (const phone of [
        { width: 390, height: 844 },
        { width: 320, height: 640 },
      ]) {
        await page.setViewportSize(phone);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `the example's width on a ${phone.width} px screen`).toBeLessThanOrEqual(phone.width);
        for (const box of [
          await page.locator('#grattez').boundingBox(),
          await page.getByRole('button', { name: 'Another ticket' }).boundingBox(),
        ])
          expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      }
    } finally {
      await page.setViewportSize(desktop);
    }
  });

  it('ignores commands from a sibling frame, a popup and its own page, but obeys its parent', async () => {
    const page = s.page;
    await page.goto(`${host}/host.html?embed=${encodeURIComponent('?game=months&lang=en')}`);
    const frame = await embedFrame(page);
    await waitToHear(page, 'grattez:ready');
    await recordArrivals(frame);

    const sibling = page.frame({ name: 'sibling' })!;
    await sibling.evaluate(() => (window as unknown as { attack: (t: string) => void }).attack('grattez:revealAll'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => void window.open('/popup.html')),
    ]);
    await popup.waitForLoadState();
    await popup.evaluate(() => (window as unknown as { attack: (t: string) => void }).attack('grattez:revealAll'));
    await frame.evaluate(() => window.postMessage({ type: 'grattez:next' }, '*'));
    await waitForArrivals(frame, 3);
    await popup.close();

    expect(await frame.locator('main').getAttribute('data-settled')).toBe('false');
    expect(await revealedCount(frame)).toBe(0);
    const before = await heard(page);
    expect(before.map((m) => m.data.type)).toEqual(['grattez:ready']);
    expect(before[0]!.origin).toBe(new URL(base).origin);

    // The same command from the parent works: the test above could have failed.
    await page.evaluate(() => (window as unknown as { send: (t: string) => void }).send('grattez:revealAll'));
    await waitToHear(page, 'grattez:finished');
    const ticket = ticketOf(String(before[0]!.data.serial));
    expect((await heard(page)).at(-1)!.data).toEqual({
      type: 'grattez:finished',
      serial: ticket.serial,
      prize: ticket.prize,
    });
    expect(await frame.locator('main').getAttribute('data-settled')).toBe('true');
  });

  it('with &origin=, obeys and talks to the listed origins only', async () => {
    const page = s.page;
    // Listed elsewhere: this parent neither hears the embed nor drives it.
    await page.goto(`${host}/host.html?embed=${encodeURIComponent('?game=paws&origin=https://shop.example')}`);
    let frame = await embedFrame(page);
    await recordArrivals(frame);
    await page.evaluate(() => (window as unknown as { send: (t: string) => void }).send('grattez:revealAll'));
    await waitForArrivals(frame, 1);
    expect(await frame.locator('main').getAttribute('data-settled')).toBe('false');
    expect(await heard(page)).toEqual([]);

    // Listed: it does both.
    const query = `?game=paws&origin=${encodeURIComponent(`https://shop.example,${host}`)}`;
    await page.goto(`${host}/host.html?embed=${encodeURIComponent(query)}`);
    frame = await embedFrame(page);
    await waitToHear(page, 'grattez:ready');
    await page.evaluate(() => (window as unknown as { send: (t: string) => void }).send('grattez:revealAll'));
    await waitToHear(page, 'grattez:finished');
    expect(await frame.locator('main').getAttribute('data-settled')).toBe('true');
  });

  it('reveals a zone scratched with the mouse through the frame, and tells the parent', async () => {
    const page = s.page;
    await page.goto(`${host}/host.html?embed=${encodeURIComponent('?game=paws&variant=dog')}`);
    const frame = await embedFrame(page);
    await waitToHear(page, 'grattez:ready');
    const box = await frame.locator('.zone-button[data-zone="paw-5"]').boundingBox();
    if (box === null) throw new Error('no paw-5 button');
    // The button covers the zone's bounding box: its width gives the scale.
    const unitPx = box.width / shapeBounds(getLayout('dog').zones[4]!.shape).w;
    const [first, ...rest] = coinPasses({ x: box.x, y: box.y, w: box.width, h: box.height }, unitPx);
    await page.mouse.move(first!.x, first!.y);
    await page.mouse.down();
    for (const p of rest) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
    await waitToHear(page, 'grattez:reveal');
    const ticket = ticketOf(String((await heard(page))[0]!.data.serial));
    const reveals = (await heard(page)).filter((m) => m.data.type === 'grattez:reveal').map((m) => m.data);
    expect(reveals).toEqual([{ type: 'grattez:reveal', zone: 'paw-5', symbols: zoneSymbols(ticket, 4) }]);
    expect(await frame.locator('.zone-button[data-zone="paw-5"]').getAttribute('data-revealed')).toBe('true');
    expect(await revealedCount(frame)).toBe(1);
    await frame.locator('canvas[data-covered="9"]').waitFor({ state: 'attached' });
  });

  it('says why the ticket is not drawn without WebGL, and still plays', async () => {
    const bare = await openSession({ extraArgs: ['--disable-webgl', '--disable-3d-apis'] });
    try {
      const page = bare.page;
      await page.goto(`${host}/host.html?embed=${encodeURIComponent('?game=months&lang=en')}`);
      const frame = page.frame({ url: /\/embed\.html/ })!;
      await expect.poll(async () => (await frame.locator('.note').textContent()) ?? '').toMatch(/WebGL/);
      expect(await frame.getByTestId('mention').isVisible()).toBe(true);
      await waitToHear(page, 'grattez:ready');
      // The zones show in words, and a click uncovers one, saying what it shows.
      const january = frame.locator('.zone-button').first();
      expect(await january.innerText()).toBe('January');
      await january.click();
      expect((await january.innerText()).split('\n')).toHaveLength(2);
      await frame.getByRole('button', { name: 'Reveal all' }).click();
      await waitToHear(page, 'grattez:finished');
      const ticket = ticketOf(String((await heard(page))[0]!.data.serial));
      expect((await heard(page)).at(-1)!.data).toEqual({
        type: 'grattez:finished',
        serial: ticket.serial,
        prize: ticket.prize,
      });
      // In a banner, the words go beside the grid: the note and the mention stay in the frame.
      await page.evaluate(() => {
        const iframe = document.getElementById('embed') as HTMLIFrameElement;
        iframe.width = '728';
        iframe.height = '300';
      });
      await waitForCondition(frame, `() => innerWidth === 728`, null);
      const outside = await frame.evaluate(() =>
        ['.note', '[data-testid="mention"]'].filter((selector) => {
          const r = document.querySelector(selector)!.getBoundingClientRect();
          return r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight;
        }),
      );
      expect(outside).toEqual([]);
      expect(bare.errors).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it.each([
    [360, 600],
    [390, 844], // a phone's screen, taller than the ticket and its words need
    [728, 300],
    [200, 560],
    [500, 500],
    [160, 240],
  ])('fits a %i×%i frame, keeping the ticket proportions, its zone buttons and the mention in view', async (w, h) => {
    const page = s.page;
    if (w === 360) await page.goto(`${host}/host.html?embed=${encodeURIComponent('?game=paws&variant=cat')}`);
    else
      await page.evaluate(
        ([fw, fh]) => {
          const iframe = document.getElementById('embed') as HTMLIFrameElement;
          iframe.width = String(fw);
          iframe.height = String(fh);
        },
        [w, h] as const,
      );
    const frame = await embedFrame(page);
    // The canvas has been drawn again at the ticket box's new size.
    await waitForCondition(
      frame,
      `() => {
        const box = document.querySelector('.ticket').getBoundingClientRect();
        const canvas = document.querySelector('canvas');
        return canvas !== null && canvas.dataset.ready === 'true' && Math.abs(canvas.width - box.width * devicePixelRatio) <= 1;
      }`,
      null,
    );
    const geometry = await frame.evaluate(() => {
      const rect = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      };
      return {
        box: rect(document.querySelector('.ticket')),
        canvas: rect(document.querySelector('canvas')),
        first: rect(document.querySelector('.zone-button')),
        mention: rect(document.querySelector('[data-testid="mention"]')),
        bar: rect(document.querySelector('.bar')),
        view: { w: innerWidth, h: innerHeight },
      };
    });
    const { box, canvas, first, mention, bar, view } = geometry;
    if (h / w >= 5 / 4) {
      // Upright: the words right under the ticket (the column's gap, at most 10 px), the two
      // together in the middle of the frame, never a band between them.
      expect(bar.y - (box.y + box.h), 'between the ticket and its words').toBeLessThanOrEqual(10);
      expect(Math.abs(box.y - (view.h - (bar.y + bar.h))), 'the bands above and below').toBeLessThanOrEqual(1);
    }
    expect(Math.abs(box.w / box.h - 600 / 900)).toBeLessThan(0.01);
    // The canvas fills the box, to the pixel (the painter draws at whole CSS pixels).
    expect(Math.abs(canvas.x - box.x) + Math.abs(canvas.y - box.y)).toBeLessThan(0.01);
    expect(Math.abs(canvas.w - box.w)).toBeLessThan(1);
    expect(Math.abs(canvas.h - box.h)).toBeLessThan(1);
    for (const r of [box, mention]) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(view.w + 0.5);
      expect(r.y + r.h).toBeLessThanOrEqual(view.h + 0.5);
    }
    expect(mention.h).toBeGreaterThan(0);
    // Every word shown at 12 px at least; 10 px in a thumbnail frame (docs/embed.md), the
    // mention with its serial too.
    const sizes = await frame.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter(
          (el) =>
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') &&
            el.getClientRects().length > 0 &&
            el.closest('.visually-hidden') === null,
        )
        .map((el) => ({ text: el.textContent.slice(0, 30), px: parseFloat(getComputedStyle(el).fontSize) })),
    );
    expect(sizes.map((t) => t.text)).toContain(await frame.getByTestId('serial').textContent());
    const floor = w < 240 && h < 400 ? 10 : 12;
    expect(sizes.filter((t) => t.px < floor)).toEqual([]);
    // The ticket is as large as the frame lets it be, on one side at least.
    expect(Math.max(box.w / view.w, box.h / view.h)).toBeGreaterThan(0.6);
    const zone = shapeBounds(getLayout('cat').zones[0]!.shape);
    expect(first.x - box.x).toBeCloseTo((zone.x / 600) * box.w, 0);
    expect(first.w).toBeCloseTo((zone.w / 600) * box.w, 0);
  });
});

describe('the embed page', () => {
  const winner = new Block('paws', 'demo', 0).indicesWithPrize(3000)[0]!;
  const winning = formatSerial({ game: 'paws', seed: 'demo', block: 0, index: winner });

  it('plays by keyboard: a zone button per zone, each reveal announced, then the result', async () => {
    const page = s.page;
    await page.goto(`${base}/embed.html?serial=${winning}&lang=en`);
    await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    const ticket = ticketOf(winning);
    const layout = getLayout(designOf(ticket));
    const live = page.getByTestId('live');
    const scored = evaluate(ticket);
    if (!scored.ok) throw new Error('invalid ticket');
    // Each zone said in the player's words: the bones uncovered so far, nothing of a win yet.
    const shown = (z: number) => ({
      ticket,
      breakdown: scored.value,
      revealed: layout.zones.map((_, i) => i <= z),
      settled: false,
    });
    for (let z = 0; z < layout.zones.length; z++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.zone)).toBe(layout.zones[z]!.id);
      const focusedName = () => page.evaluate(() => document.activeElement!.getAttribute('aria-label'));
      const name = await focusedName();
      await page.keyboard.press(z % 2 === 0 ? 'Enter' : 'Space');
      // Said once, by the live region: the focused button keeps its name (NVDA and Orca read a new one).
      expect(await focusedName()).toBe(name);
      if (z < layout.zones.length - 1) expect(await live.textContent()).toBe(playedZoneLabel(shown(z), z, 'en'));
      if (z === 1) expect(await live.textContent()).toBe('Paw 2: bone (1 bone on the paws uncovered)');
    }
    const won = MESSAGES.en.won(formatEuros(ticket.prize, 'en'));
    // The last zone, said with the result it settled: the bonus's bowl wins, and says so.
    const last = revealedZoneLabel(ticket, layout.zones.length - 1, 'en');
    expect((await live.textContent())!.replace(spaces, ' ')).toBe(
      `${last} (winning zone). ${won}. ${explainBreakdown(scored.value, 'en')}`.replace(spaces, ' '),
    );
    expect((await page.getByTestId('status').textContent())!.replace(spaces, ' ')).toContain(won.replace(spaces, ' '));
    await page.locator('canvas[data-result="win"][data-covered="0"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('reveal-all').isDisabled()).toBe(true);

    // Then on to another ticket, still by keyboard.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid)).toBe('next');
    // The last zone, left, takes the words it is read by when the visitor comes back to it.
    expect((await page.locator('.zone-button').last().getAttribute('aria-label'))!.replace(spaces, ' ')).toBe(
      `${last} (winning zone)`.replace(spaces, ' '),
    );
    await page.keyboard.press('Enter');
    const next = dealNext(ticket, { game: 'paws', variant: ticket.game === 'paws' ? ticket.variant : 'any' });
    await page.locator(`canvas[data-serial="${next.serial}"][data-ready="true"]`).waitFor({ state: 'attached' });
    expect(await page.getByTestId('serial').textContent()).toBe(next.serial);
    // Said where the focus stays (the button, whose name does not change): the new ticket, covered.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid)).toBe('next');
    expect(await live.textContent()).toBe(`New ${ticketName(next, 'en')} ticket: 10 zones to scratch`);
  });

  it('names every problem of a bad address in the frame', async () => {
    const page = s.page;
    await page.goto(`${base}/embed.html?game=poker&lang=en&attract=2&origin=shop.example&size=big`);
    const errors = page.getByTestId('address-errors');
    await errors.waitFor();
    expect(await errors.locator('li').allTextContents()).toEqual([
      'unknown parameter “size”',
      'attract=“2”: 1 or 0 expected',
      'origin=“shop.example”: invalid origin (expected https://site.example or http://host:port, without a path)',
      'game=“poker”: unknown game (paws or months)',
    ]);
    expect(await errors.getByRole('heading').textContent()).toBe(
      'This demo cannot be shown: its address needs fixing.',
    );
    expect(await page.locator('canvas').count()).toBe(0);
    expect(await page.title()).toBe('This demo cannot be shown: its address needs fixing.');

    await page.goto(`${base}/embed.html?serial=P.demo.0.0000017.AAAA&variant=cat`);
    await errors.waitFor();
    const french = await errors.locator('li').allTextContents();
    expect(french).toHaveLength(2);
    expect(french[0]).toContain('code de contrôle faux');
    expect(french[1]).toBe(
      'variant=«\u00a0cat\u00a0»\u00a0: une variante ne va pas avec serial, le numéro de série décide de l’animal',
    );

    // The page that frames it hears it too, by the rules of the other messages: one grattez:error,
    // each problem by its code and in the frame's words.
    const query = `?game=poker&lang=en&attract=2&origin=${encodeURIComponent(host)}`;
    await page.goto(`${host}/host.html?embed=${encodeURIComponent(query)}`);
    await waitToHear(page, 'grattez:error');
    expect(await heard(page)).toEqual([
      {
        origin: new URL(base).origin,
        data: {
          type: 'grattez:error',
          errors: [
            { code: 'bad-attract', value: '2', text: 'attract=“2”: 1 or 0 expected' },
            { code: 'unknown-game', value: 'poker', text: 'game=“poker”: unknown game (paws or months)' },
          ],
        },
      },
    ]);
  });

  it('says so, in its language, when its words cannot be fetched', async () => {
    const page = s.page;
    const words = /\/assets\/fr-[\w-]+\.js$/;
    await page.route(words, (route) => route.abort('connectionfailed'));
    try {
      await page.goto(`${base}/embed.html?game=months`);
      const failure = page.getByTestId('load-failure');
      await failure.waitFor();
      expect(await failure.getByRole('alert').textContent()).toBe(EMBED_WORDS.fr.loadFailed);
      expect(await page.title()).toBe(EMBED_WORDS.fr.loadFailed);
      expect(await page.locator('canvas').count()).toBe(0);
    } finally {
      await page.unroute(words);
    }
    // The failed fetch and the demo's report of it; nothing unhandled.
    const expected = /^request failed: \S*\/fr-[\w-]+\.js |^console: Grattez: the demo’s words could not be loaded/;
    expect(s.errors.filter((e) => !expected.test(e))).toEqual([]);
    s.errors.length = 0;
    // Loaded again, with the connection back, the demo plays.
    await page.reload();
    await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
  });

  it('says so, in its language, when the code it starts with cannot be fetched', async () => {
    // Its entry's own imports: the load guard (build/loadGuard.ts) shows the note, with the embed's words.
    await refusedThenRetried(s, {
      url: `${base}/embed.html?game=months&lang=en`,
      chunk: 'core',
      text: EMBED_WORDS.en.loadFailed,
      retry: null,
      root: '#embed',
      started: 'canvas[data-ready="true"]',
      page: 'the demo',
    });
  });

  it('loads at most 162 kB of JavaScript (gzip -9), no React, and the shared words of its language only', async () => {
    const page = s.page;
    // Every script the page has loaded by the time it is ready (from the cache or not), fetched again here.
    const loaded = async (url: string, ready: string): Promise<Buffer[]> => {
      await page.goto(url);
      await page.locator(ready).waitFor({ state: 'attached' });
      const urls = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith('.js')),
      );
      return Promise.all(urls.map(async (u) => Buffer.from(await (await fetch(u)).arrayBuffer())));
    };
    // Each language's catalogue, told by its tagline: the embed loads its own language's only.
    const TAGLINE = { fr: MESSAGES.fr.tagline, en: MESSAGES.en.tagline };
    for (const [lang, other] of [
      ['fr', 'en'],
      ['en', 'fr'],
    ] as const) {
      const embed = await loaded(`${base}/embed.html?game=months&lang=${lang}`, 'canvas[data-ready="true"]');
      const gzipped = embed.reduce((n, body) => n + gzipSync(body, { level: 9 }).length, 0);
      expect(embed.length).toBeGreaterThan(0);
      expect(gzipped).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
      expect(embed.some((body) => body.includes('react.transitional.element'))).toBe(false);
      expect(embed.some((body) => body.includes(TAGLINE[lang]))).toBe(true);
      expect(embed.some((body) => body.includes(TAGLINE[other]))).toBe(false);
      // Nor the player's own words (src/i18n/frPlayer.ts, enPlayer.ts), told by a notice's heading.
      expect(embed.some((body) => body.includes(MESSAGES[lang].storage.warningLabel))).toBe(false);
    }
    // The player does load React: the marker is a fair one.
    const player = await loaded(`${base}/`, '#root h1');
    expect(player.some((body) => body.includes('react.transitional.element'))).toBe(true);
  });

  it.each([
    ['covered', ''],
    ['revealed', 'reveal'],
    ['bad address', '?game=poker'],
  ])('has no serious axe-core violation (%s)', async (_name, what) => {
    const page = s.page;
    await page.goto(`${base}/embed.html${what.startsWith('?') ? what : '?game=months&lang=en'}`);
    if (what.startsWith('?')) await page.getByTestId('address-errors').waitFor();
    else await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    if (what === 'reveal') {
      await page.getByTestId('reveal-all').click();
      await page.locator('main[data-settled="true"]').waitFor();
    }
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string; help: string }[] }> };
        }
      ).axe;
      const result = await axe.run(document);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}`);
    });
    expect(violations).toEqual([]);
  });
});

describe('the attract mode', () => {
  it('demonstrates with a coin, zone after zone, never revealing one, until the keyboard comes in', async () => {
    // Motion allowed on the file's page for this test, rather than a browser of its own.
    const page = s.page;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    try {
      await page.goto(`${host}/host.html?embed=${encodeURIComponent('?game=paws&attract=1')}`);
      const frame = await embedFrame(page);
      const main = frame.locator('main');
      expect(await main.getAttribute('data-attract')).toBe('on');
      // The coin scratches (strokes on the canvas)…
      await waitForCondition(
        frame,
        `() => Number(document.querySelector('canvas').dataset.segments) > 0`,
        null,
        60_000,
      );
      // …and the covers come back, zone after zone (or it stopped: then the checks below fail at once).
      await waitForCondition(
        frame,
        `() => {
          const m = document.querySelector('main');
          const revealed = document.querySelector('.zone-button[data-revealed="true"]') !== null;
          return Number(m.dataset.attractLoops) >= 2 || m.dataset.attract !== 'on' || revealed;
        }`,
        null,
        60_000,
      );
      expect(await main.getAttribute('data-attract')).toBe('on');
      expect(Number(await main.getAttribute('data-attract-loops'))).toBeGreaterThanOrEqual(2);
      expect(Number(await main.getAttribute('data-attract-peak'))).toBeGreaterThan(0);
      expect(Number(await main.getAttribute('data-attract-peak'))).toBeLessThanOrEqual(ATTRACT_MAX_SHARE);
      expect(await revealedCount(frame)).toBe(0);
      expect(await frame.locator('canvas').getAttribute('data-covered')).toBe('10');
      expect(await frame.getByTestId('live').textContent()).toBe('');
      expect((await heard(page)).map((m) => m.data.type)).toEqual(['grattez:ready']);

      // The Tab that brings the keyboard into the frame ends it, pressed on the host's page (the
      // frame sees no key, only the focus coming in): the visitor's ticket is untouched.
      await page.keyboard.press('Tab');
      expect(
        await frame
          .locator('.zone-button')
          .first()
          .evaluate((b) => b === document.activeElement),
      ).toBe(true);
      await frame.locator('main[data-attract="off"]').waitFor();
      await frame.locator('canvas[data-segments="0"][data-covered="10"]').waitFor({ state: 'attached' });
      expect(await revealedCount(frame)).toBe(0);
      expect((await heard(page)).map((m) => m.data.type)).toEqual(['grattez:ready']);
    } finally {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('shows a still coin, no loop, where motion is reduced', async () => {
    const page = s.page;
    await page.goto(`${base}/embed.html?game=months&attract=1`);
    // What lies under the covers is built a frame or more after the first one: until then the
    // canvas still animates, whatever the motion. Once it is in, nothing may move.
    await page.locator('canvas[data-ready="true"][data-under-covers="built"]').waitFor({ state: 'attached' });
    const main = page.locator('main');
    expect(await main.getAttribute('data-attract')).toBe('still');
    expect(await page.locator('canvas').getAttribute('data-segments')).toBe('0');
    expect(await page.locator('canvas').getAttribute('data-animating')).toBe('false');
    expect(await main.getAttribute('data-attract-loops')).toBe('0');
    expect(await page.getByTestId('status').textContent()).toBe('À vous de gratter\u00a0: souris, doigt ou clavier');
  });
});
