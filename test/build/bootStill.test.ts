// @vitest-environment jsdom
import fc from 'fast-check';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootPlan } from '../../build/boot/bootStill.ts';
import { bootCode } from '../../build/boot/plugin.ts';
import shells from '../../build/boot/shells.json';
import { GAME_IDS, GAMES, generateTicket, SERIAL_PATTERN, serialCheckCode } from '../../src/engine/index.ts';
import { designIds, getDesign, getLayout } from '../../src/layouts/index.ts';
import type { BootInput, BootPoint } from '../../src/render/bootInput.ts';
import { BOOT_HINT_KEY } from '../../src/state/bootHint.ts';
import { parseLink } from '../../src/state/deepLink.ts';

const PLAN: BootPlan = {
  shells,
  stills: Object.fromEntries(
    designIds.flatMap((d) => (['fr', 'en'] as const).map((l) => [`${d}.${l}`, `${d}.${l}-x.webp`])),
  ),
  designs: Object.fromEntries(
    designIds.map((id) => [id, { ...getDesign(id), width: getLayout(id).width, height: getLayout(id).height }]),
  ),
  prefixes: Object.fromEntries(GAME_IDS.map((g) => [GAMES[g].serialPrefix, g])),
  blockSizes: Object.fromEntries(GAME_IDS.map((g) => [g, GAMES[g].blockSize])),
  serialPattern: SERIAL_PATTERN.source,
  hintKey: BOOT_HINT_KEY,
};
// The script's very text, as the build writes it.
const CODE = bootCode(PLAN);
/** The app's chunks the script's tag lists (build/appPreload.ts), and each language's words. */
const APP_CHUNKS = ['/assets/main-1.js', '/assets/react-1.js'];
const WORDS = { fr: ['/assets/fr-1.js', '/assets/frPlayer-1.js'], en: ['/assets/en-1.js', '/assets/enPlayer-1.js'] };

type BootWindow = Window & { grattezBoot?: BootInput };

/** Runs the boot script on a page at `search`, with `hint` kept by the app; the shell it showed, if any. */
function boot(search: string, hint: object | string | null = null): HTMLElement | null {
  document.body.innerHTML = '<div id="root"></div>';
  delete (window as BootWindow).grattezBoot;
  window.history.replaceState(null, '', `/${search}`);
  localStorage.clear();
  if (hint !== null) localStorage.setItem(BOOT_HINT_KEY, typeof hint === 'string' ? hint : JSON.stringify(hint));
  runInThisContext(CODE);
  return document.querySelector<HTMLElement>('#root > .app');
}

/** A serial with its check code, for a body the engine will not make a serial of (an index past the block). */
const checked = (body: string) => `${body}.${serialCheckCode(body)}`;

const ticket = (game: 'paws' | 'months', index = 17) => generateTicket({ game, seed: 'demo', block: 0, index });
const MONTHS = ticket('months').serial;

/** The still's decoding, as the boot asks for it: ended by the test (jsdom decodes nothing). */
let decoding: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };

beforeEach(() => {
  HTMLImageElement.prototype.decode = () => new Promise<void>((resolve, reject) => (decoding = { resolve, reject }));
  const tag = document.createElement('script');
  tag.src = 'https://grattez.example/assets/boot-still-1.js';
  tag.setAttribute('data-app-preload', APP_CHUNKS.join(' '));
  for (const [lang, files] of Object.entries(WORDS)) tag.setAttribute(`data-words-${lang}`, files.join(' '));
  Object.defineProperty(document, 'currentScript', { configurable: true, value: tag });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'currentScript');
});

describe('the boot still', () => {
  it('asks for the app’s chunks and its language’s words after its still’s picture, and at once on a page it shows nothing on', async () => {
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => ({
        href: l.getAttribute('href'),
        cors: l.getAttribute('crossorigin'), // anonymous, as the module scripts are fetched
      }));
    for (const [search, hint, lang] of [
      [`?serial=${MONTHS}`, null, 'fr'],
      ['', null, 'fr'],
      ['?serial=nope', null, 'fr'],
      [`?serial=${MONTHS}&lang=en`, null, 'en'],
      [`?serial=${MONTHS}`, { lang: 'en' }, 'en'],
      [`?serial=${MONTHS}&lang=fr`, { lang: 'en' }, 'fr'],
      ['?lang=de', { lang: 'en' }, 'en'],
    ] as const) {
      const listed = [...APP_CHUNKS, ...WORDS[lang]].map((href) => ({ href, cors: '' }));
      document.head.innerHTML = '';
      const app = boot(search, hint);
      expect(app?.querySelector('img.ticket-still')?.isConnected ?? true, search).toBe(true);
      // The still's image starts its request in a microtask queued as it joins the page: the
      // chunks' links come in one queued after it.
      expect(preloads(), search).toEqual([]);
      await Promise.resolve();
      expect(preloads(), search).toEqual(listed);
    }
  });

  it('shows a ticket link’s screen with its design’s still, its serial and its proportions, the rest inert', () => {
    const app = boot(`?serial=${MONTHS}`)!;
    expect(app).not.toBeNull();
    expect(app.querySelector('img.ticket-still')?.getAttribute('src')).toBe(
      'https://grattez.example/assets/months.fr-x.webp',
    );
    expect(app.querySelector('[data-testid="serial"]')?.textContent).toBe(MONTHS);
    expect(app.querySelector<HTMLElement>('.ticket-frame')?.style.aspectRatio).toBe('600 / 900');
    expect(app.querySelector('header')?.hasAttribute('inert')).toBe(true);
    expect(app.querySelector('.ticket-panel')?.hasAttribute('inert')).toBe(true);
    expect(app.querySelector('.ticket-frame')?.closest('[inert]')).toBeNull(); // the ticket takes strokes
    expect(document.documentElement.lang).toBe('fr');
    expect(app.querySelector('.preview-note')).not.toBeNull();
  });

  it('shows a screen exactly for the links the app opens a ticket for', () => {
    const serials = [...GAME_IDS.map((g) => ticket(g).serial), ...[0, 1, 2, 3].map((i) => ticket('paws', i).serial)];
    const mutate = (serial: string, at: number, char: string) =>
      serial.slice(0, at % serial.length) + char + serial.slice((at % serial.length) + 1);
    const serialArb = fc.oneof(
      fc.constantFrom(...serials),
      fc
        .tuple(fc.constantFrom(...serials), fc.nat(), fc.constantFrom('0', 'A', 'z', '.', '-'))
        .map(([s, at, c]) => mutate(s, at, c)),
      fc.constantFrom(
        checked(`M.demo.0.${String(GAMES.months.blockSize).padStart(7, '0')}`), // past the block
        checked('M.demo.0.0000017'), // the very serial: the check is computed right
        ` ${MONTHS} `,
        '',
      ),
    );
    // Present one time in `oneIn`: lang and design half the time, what no link of the app has more rarely.
    const param = (name: string, values: string[], oneIn = 2) =>
      fc
        .tuple(fc.integer({ min: 1, max: oneIn }), fc.constantFrom(...values))
        .map(([n, v]) => (n === 1 ? `${name}=${encodeURIComponent(v)}` : null));
    const seen = { opens: 0, refused: 0 };
    fc.assert(
      fc.property(
        serialArb,
        param('lang', ['fr', 'en', 'de', '']),
        param('design', [...designIds, 'bingo']),
        param('game', ['paws'], 6),
        param('extra', ['1'], 6),
        fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
        (serial, lang, design, game, extra, twice) => {
          const parts = [`serial=${encodeURIComponent(serial)}`, lang, design, game, extra].filter((p) => p !== null);
          if (twice) parts.push(parts[0]!);
          const search = `?${parts.join('&')}`;
          const link = parseLink(search);
          const opens = link.errors.length === 0 && link.intent?.kind === 'open';
          seen[opens ? 'opens' : 'refused']++;
          expect(boot(search) !== null, search).toBe(opens);
        },
      ),
      { numRuns: 400 },
    );
    // Both kinds of link were tried, many times.
    expect(seen.opens).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(50);
  });

  it('draws a serial with the design the app will: the link’s, else the one chosen, if it draws the ticket', () => {
    const dog = [0, 1, 2, 3, 4, 5].map((i) => ticket('paws', i)).find((t) => t.game === 'paws' && t.variant === 'dog')!;
    const still = (app: HTMLElement | null) => app?.querySelector('img.ticket-still')?.getAttribute('src');
    expect(still(boot(`?serial=${dog.serial}`))).toContain('/dog.fr-x.webp');
    expect(still(boot(`?serial=${MONTHS}&design=calendrier`))).toContain('/calendrier.fr-x.webp');
    expect(still(boot(`?serial=${MONTHS}`, { designs: { months: 'calendrier' } }))).toContain('/calendrier.fr-x.webp');
    expect(still(boot(`?serial=${MONTHS}`, { designs: { months: 'cat' } }))).toContain('/months.fr-x.webp');
    expect(still(boot(`?serial=${dog.serial}`, { designs: { paws: 'cat' } }))).toContain('/dog.fr-x.webp');
  });

  it('takes the language, sound and balance from the app’s hint, and ignores a hint it cannot read', () => {
    const app = boot(`?serial=${MONTHS}`, { lang: 'en', sound: false, balance: '£ 7' })!;
    expect(app.querySelector('img.ticket-still')?.getAttribute('src')).toContain('/months.en-x.webp');
    expect(app.querySelector('.wallet-balance')?.textContent).toBe('£ 7');
    expect(app.querySelector('.sound-switch')?.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('en');
    expect(
      boot(`?serial=${MONTHS}&lang=fr`, { lang: 'en' })?.querySelector('img.ticket-still')?.getAttribute('src'),
    ).toContain('/months.fr-x.webp');
    for (const bad of [
      '{',
      'null',
      '[1]',
      '"x"',
      JSON.stringify({ lang: 7, sound: 'no', balance: 12, designs: 'x' }),
    ]) {
      const shown = boot(`?serial=${MONTHS}`, bad);
      expect(shown, bad).not.toBeNull();
      expect(shown?.querySelector('img.ticket-still')?.getAttribute('src'), bad).toContain('/months.fr-x.webp');
    }
  });

  it('shows nothing for the ticket on screen once begun, and no preview note for it once paid', () => {
    expect(boot(`?serial=${MONTHS}`, { serial: MONTHS, begun: true })).toBeNull();
    expect(boot(`?serial=${MONTHS}`, { serial: MONTHS })).toBeNull(); // not known not to be begun
    expect(
      boot(`?serial=${MONTHS}`, { serial: MONTHS, begun: false, paid: true })?.querySelector('.preview-note'),
    ).toBeNull();
    expect(
      boot(`?serial=${MONTHS}`, { serial: 'M.other', begun: true, paid: true })?.querySelector('.preview-note'),
    ).not.toBeNull();
  });

  it('keeps the strokes on the frame until they are taken, then passes each point on, and stops at close', () => {
    boot(`?serial=${MONTHS}`);
    const frame = document.querySelector<HTMLElement>('.ticket-frame')!;
    frame.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 200, height: 300 });
    const press = (type: string, x: number, y: number, more: PointerEventInit = {}) =>
      frame.dispatchEvent(
        new (window.PointerEvent ?? MouseEvent)(type, {
          bubbles: true,
          clientX: x,
          clientY: y,
          isPrimary: true,
          pointerId: 1,
          ...more,
        }),
      );
    press('pointerdown', 150, 125);
    press('pointermove', 200, 200);
    press('pointerdown', 500, 500); // a second press while one is under way: not a stroke
    const points: BootPoint[] = [];
    const input = (window as BootWindow).grattezBoot!;
    input.take((p) => points.push(p));
    expect(points).toEqual([
      { kind: 0, x: 0.25, y: 0.25 },
      { kind: 1, x: 0.5, y: 0.5 },
    ]);
    input.close(); // the stroke under way goes on to its end
    press('pointermove', 300, 350);
    press('pointerup', 300, 350);
    expect(points.slice(2)).toEqual([
      { kind: 1, x: 1, y: 1 },
      { kind: 2, x: 1, y: 1 },
    ]);
    press('pointerdown', 150, 125); // closed: the canvas takes it
    press('pointerdown', 20, 20); // outside the frame
    expect(points).toHaveLength(4);
  });

  it('lays nothing out, neither while it runs nor in its first frames: the phone layout is the stylesheet’s alone', () => {
    // Measuring lays the whole page out, which on a fresh page takes long, and the still's
    // picture is asked for only once the script has returned.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const layoutReads = [
      vi.spyOn(Element.prototype, 'getBoundingClientRect'),
      vi.spyOn(Element.prototype, 'getClientRects'),
      vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
      vi.spyOn(window, 'getComputedStyle'),
    ];
    try {
      const shell = boot(`?serial=${MONTHS}`);
      expect(shell).not.toBeNull();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      for (const read of layoutReads) expect(read).not.toHaveBeenCalled();
      const section = shell!.querySelector<HTMLElement>('.ticket-screen')!;
      expect(section.getAttribute('style')).not.toMatch(/--screen-top/);
    } finally {
      for (const read of layoutReads) read.mockRestore();
      vi.useRealTimers();
    }
  });

  it('marks the still shown as soon as it is decoded, before the first frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const shell = boot(`?serial=${MONTHS}`);
    const img = shell!.querySelector<HTMLImageElement>('img.ticket-still')!;
    const marks: string[] = [];
    // The moment the still is marked shown (the mark the start-up bench reads).
    const mark = vi.spyOn(performance, 'mark').mockImplementation((name) => {
      marks.push(name);
      return undefined as unknown as PerformanceMark;
    });
    try {
      decoding.resolve(); // no frame has come yet
      await new Promise((resolve) => setImmediate(resolve)); // the decoding's callback runs
      expect(img.dataset.firstSight).toBe('true');
      expect(marks).toContain('grattez:boot-still');
    } finally {
      mark.mockRestore();
      vi.useRealTimers();
    }
  });

  describe('tells the app’s entry when the still is on screen (grattezBoot.shown)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
    afterEach(() => vi.useRealTimers());

    /** Boots a ticket link; its still, and whether `shown` has settled so far. */
    const booted = () => {
      boot(`?serial=${MONTHS}`);
      const img = document.querySelector<HTMLImageElement>('img.ticket-still')!;
      let settled = false;
      void (window as BootWindow).grattezBoot!.shown.then(() => (settled = true));
      return { img, settled: () => settled };
    };

    it('once the still is decoded and a frame has drawn it, not before', async () => {
      const { img, settled } = booted();
      await vi.advanceTimersByTimeAsync(100);
      expect(settled()).toBe(false); // not yet decoded
      decoding.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(img.dataset.firstSight).toBe('true');
      expect(settled()).toBe(false); // decoded, not yet painted
      await vi.advanceTimersByTimeAsync(20); // the frame, then the task after it
      expect(settled()).toBe(true);
    });

    it('at once when the still cannot be loaded or decoded, and hides it', async () => {
      const { img, settled } = booted();
      decoding.reject(new Error('EncodingError'));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled()).toBe(true);
      expect(img.hidden).toBe(true);
      expect(img.dataset.firstSight).toBeUndefined();
    });

    it('after two seconds at most, when the still never comes', async () => {
      const { settled } = booted();
      await vi.advanceTimersByTimeAsync(1_999);
      expect(settled()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled()).toBe(true);
    });
  });
});
