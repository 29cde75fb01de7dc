/**
 * Reliability and security of the built app (issue 7): many tabs on one profile, a disk that
 * refuses writes, renderer failures, a strict Content-Security-Policy, and reloading the longest
 * scratch log. The fuzzing of addresses is in reliabilityFuzz.e2e.ts.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateTicket, parseSerial } from '../../src/engine/index.ts';
import type { QaApi } from '../../src/qa/sheet/api.ts';
import { MAX_SEGMENTS } from '../../src/state/scratchLog.ts';
import { waitForTicket, type Session } from './browser.ts';
import { longLogSession } from './longLog.ts';
import { clearSavedSession, savedSessionText, storeSavedSession } from './savedSession.ts';
import { sharedBrowser } from './sharedSession.ts';
import { serveDist, type StaticServer } from './staticServer.ts';

const base = inject('baseUrl');
/** Every session a context of its own in one Chromium: a fresh profile's storage, without a launch. */
const browser = sharedBrowser();

/** The policy docs/reliability.md recommends, served as a header. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Records CSP violations from the very start of every page of the session. */
async function watch(session: Session): Promise<void> {
  await session.context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(
        `${e.violatedDirective} ${e.blockedURI}${e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : ''}`,
      ),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

async function fresh(page: Page, origin: string, search = ''): Promise<void> {
  await page.goto(`${origin}/favicon.svg`);
  await clearSavedSession(page);
  await page.goto(`${origin}/${search}`);
}

const balanceOf = async (page: Page) => (await page.getByTestId('balance').textContent()) ?? '';

let s: Session;
beforeAll(async () => {
  s = await browser.open();
  await watch(s);
});
afterAll(async () => {
  await s.close();
});
afterEach(() => {
  expect(s.errors).toEqual([]);
  s.errors.length = 0;
});

describe('many tabs on one profile', () => {
  it('deal no ticket twice, lose no purchase, and show one balance everywhere', async () => {
    await fresh(s.page, base);
    await s.page.getByTestId('game-paws').waitFor();
    const a = s.page;
    const b = await s.context.newPage();
    await b.goto(`${base}/`);
    const serials: string[] = [];
    for (let i = 0; i < 3; i++) {
      for (const tab of [a, b]) {
        await tab.getByRole('button', { name: 'Jeux' }).click();
        await tab
          .getByTestId('game-months')
          .getByRole('button', { name: /Acheter/ })
          .click();
        await tab.getByTestId('serial').waitFor();
        await expect
          .poll(async () => serials.includes((await tab.getByTestId('serial').textContent()) ?? ''))
          .toBe(false);
        serials.push((await tab.getByTestId('serial').textContent()) ?? '');
      }
    }
    expect(new Set(serials).size).toBe(6);
    // The other tab catches up by itself (storage notifications): the same balance in both.
    await expect.poll(async () => (await balanceOf(a)) === (await balanceOf(b))).toBe(true);
    const c = await s.context.newPage();
    await c.goto(`${base}/`);
    await c.getByRole('button', { name: 'Historique' }).click();
    const history = (await c.getByTestId('history').textContent()) ?? '';
    for (const serial of serials) expect(history).toContain(serial);
    expect(await balanceOf(c)).toBe(await balanceOf(a));
    await b.close();
    await c.close();
  });
});

describe('a disk that refuses writes', () => {
  it('keeps a warning up while unsaved, refuses purchases, and a reload keeps what was shown as bought; refusing every write, the player plays without saving', async () => {
    const full = await browser.open();
    try {
      // Writes to the session's database fail while window.__full is set, as with a full disk;
      // with an UnknownError when it says so, as some WebKit versions and broken profiles do.
      await full.context.addInitScript(() => {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this` below
        const put = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
          const refused = (window as unknown as { __full?: boolean | 'unknown' }).__full;
          if (refused === 'unknown')
            throw new DOMException('An unknown error occurred within Indexed Database.', 'UnknownError');
          if (refused === true) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return put.apply(this, args);
        };
      });
      const page = full.page;
      await fresh(page, base, '?game=months');
      await waitForTicket(page);
      await page.getByRole('button', { name: 'Tout gratter' }).click();
      await expect
        .poll(async () => JSON.parse((await savedSessionText(page)) ?? '{}') as { history?: unknown[] })
        .toMatchObject({
          history: [{ settled: true }],
        });
      const euros = async () => ((await balanceOf(page)).match(/\d+(,\d+)?/) ?? [''])[0];
      const balance = await euros();
      await page.evaluate(() => ((window as unknown as { __full: boolean }).__full = true));
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByTestId('save-warning').waitFor();
      for (let i = 0; i < 3; i++) {
        await page.getByRole('button', { name: /^Next ticket/ }).click();
        await expect.poll(async () => (await page.getByTestId('notice').textContent()) ?? '').toMatch(/not bought/);
        await page.getByTestId('notice').getByRole('button').click();
        expect(await page.getByTestId('save-warning').isVisible()).toBe(true);
      }
      expect(await euros()).toBe(balance);
      // Room again: the next save succeeds, and only that takes the warning away.
      await page.evaluate(() => ((window as unknown as { __full: boolean }).__full = false));
      await page.locator('.lang-switch').click();
      await expect.poll(() => page.getByTestId('save-warning').count()).toBe(0);
      await page.reload();
      await waitForTicket(page);
      expect(await euros()).toBe(balance);
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(async () => (await savedSessionText(page)) ?? '').toContain('"lang":"en"');
      const stored = await savedSessionText(page);

      // Every write refused (not a full disk): after two refused purchases, the warning offers to
      // play without saving; chosen by the keyboard, the player buys and plays from memory.
      await page.evaluate(() => ((window as unknown as { __full: string }).__full = 'unknown'));
      const next = page.getByRole('button', { name: /^Next ticket/ });
      const choice = page.getByTestId('save-warning').getByRole('button', { name: 'Play without saving' });
      await next.click();
      await expect.poll(async () => (await page.getByTestId('notice').textContent()) ?? '').toMatch(/not bought/);
      expect(await choice.count()).toBe(0);
      await next.click();
      await expect
        .poll(async () => (await page.getByTestId('notice').textContent()) ?? '')
        .toMatch(/not bought.*Play without saving/);
      await choice.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await page.getByTestId('save-warning').textContent()) ?? '')
        .toMatch(/playing without saving.*this page only/);
      const serial = await page.getByTestId('serial').textContent();
      await next.click();
      await expect.poll(() => page.getByTestId('serial').textContent()).not.toBe(serial);
      await expect.poll(euros).not.toBe(balance);
      await page.getByRole('button', { name: 'Reveal all' }).click();
      await page.getByTestId('result').waitFor();
      // Storage working again changes nothing for this page; a reload shows the stored game as it was.
      await page.evaluate(() => ((window as unknown as { __full: boolean }).__full = false));
      await page.locator('.lang-switch').click();
      await page.locator('.lang-switch').click();
      expect(await page.getByTestId('save-warning').textContent()).toMatch(/playing without saving/);
      expect(await savedSessionText(page)).toBe(stored);
      await page.reload();
      await waitForTicket(page);
      expect(await euros()).toBe(balance);
      expect(await page.getByTestId('serial').textContent()).toBe(serial);
      expect(await page.getByTestId('save-warning').count()).toBe(0);
      expect(full.errors).toEqual([]);
    } finally {
      await full.close();
    }
  });
});

describe('renderer failures', () => {
  it('show the cannot-draw note when a frame throws, and the ticket plays on from the keyboard', async () => {
    const broken = await browser.open();
    try {
      // The GPU call every frame makes throws once the ticket is up: a renderer error mid-game.
      await broken.context.addInitScript(() => {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this` below
        const draw = WebGL2RenderingContext.prototype.drawElements;
        WebGL2RenderingContext.prototype.drawElements = function (this: WebGL2RenderingContext, ...args) {
          if ((window as unknown as { __breakGpu?: boolean }).__breakGpu === true) throw new Error('GPU gone');
          return draw.apply(this, args);
        };
      });
      const page = broken.page;
      await fresh(page, base, '?game=paws&variant=dog');
      await waitForTicket(page);
      await page.evaluate(() => ((window as unknown as { __breakGpu: boolean }).__breakGpu = true));
      const zones = page.locator('.zone-button');
      await zones.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await page.locator('.ticket-error').textContent()) ?? '').toMatch(/dessiné/);
      expect(await page.locator('canvas').count()).toBe(0);
      const count = await zones.count();
      for (let i = 1; i < count; i++) {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      }
      expect(await page.getByTestId('result').getAttribute('data-settled')).toBe('true');
      expect(broken.errors).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('a strict Content-Security-Policy', () => {
  let served: StaticServer;
  beforeAll(async () => {
    served = await serveDist({ csp: CSP });
  });
  afterAll(async () => {
    await served.close();
  });

  it('plays a whole ticket with no violation, fonts as files, and no source map referenced', async () => {
    await fresh(s.page, served.url, '?game=months');
    const ticket = await (async () => {
      await waitForTicket(s.page);
      const ref = parseSerial((await s.page.getByTestId('serial').textContent()) ?? '');
      if (!ref.ok) throw new Error('bad serial');
      return generateTicket(ref.value);
    })();
    expect(await s.page.locator('canvas').getAttribute('data-ready')).toBe('true');
    const zones = s.page.locator('.zone-button');
    await zones.first().focus();
    for (let i = 0; i < (await zones.count()); i++) {
      await s.page.keyboard.press('Enter');
      await s.page.keyboard.press('Tab');
    }
    await s.page.locator('canvas[data-result]:not([data-result=""])').waitFor({ state: 'attached' });
    expect(await s.page.locator('canvas').getAttribute('data-result')).toBe(ticket.prize > 0 ? 'win' : 'lose');
    const fonts = await s.page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
    });
    expect(fonts).toEqual(expect.arrayContaining(['Fredoka', 'Nunito']));
    expect(await violations(s.page)).toEqual([]);
    // Hidden source maps: generated next to the scripts, named by none of them.
    const assets = join(process.cwd(), 'dist', 'assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    for (const script of scripts) {
      // Every chunk with code has its map (an empty chunk has none); the ticket link's hint and the
      // boot still and the load guards are no chunks but scripts written out as they are
      // (build/ticketLinkHint.ts, build/boot/, build/loadGuard.ts).
      if (statSync(join(assets, script)).size > 1_024 && !/^(ticket-link|boot-still|load-guard-\w+)-/.test(script))
        expect(existsSync(join(assets, `${script}.map`)), `${script}.map`).toBe(true);
      expect(readFileSync(join(assets, script), 'utf8')).not.toContain('sourceMappingURL');
      // A load guard listens for the page's first modules by name: each must be a file of the build.
      if (/^(boot-still|load-guard-\w+)-/.test(script))
        for (const [, named] of readFileSync(join(assets, script), 'utf8').matchAll(/\/assets\/([\w.-]+\.js)/g))
          expect(scripts, `${script} listens for ${named}`).toContain(named);
    }
    for (const css of readdirSync(assets).filter((f) => f.endsWith('.css')))
      expect(readFileSync(join(assets, css), 'utf8')).not.toContain('data:font');
  });
});

/**
 * A designer's folder as the lab and the studio are given it: the dog's, never outlined (its
 * <text> drawn with the bundled fonts the page embeds), with a <style> element and a style
 * attribute of its own, as the lab accepts them (docs/qa.md).
 */
function styledDogFolder(): Record<string, string> {
  const dir = join(process.cwd(), 'designs', 'dog');
  const styled = (svg: string) =>
    svg
      .replace(/(<svg[^>]*>)/, '$1<style>.fine { letter-spacing: 0.6px }</style>')
      .replace('font-weight="600">', 'font-weight="600" class="fine" style="font-size: 13.5px">');
  const files: Record<string, string> = { 'design.json': readFileSync(join(dir, 'design.json'), 'utf8') };
  for (const name of ['dog.svg', 'dog.en.svg']) {
    files[name] = styled(readFileSync(join(dir, name), 'utf8'));
    expect(files[name]).toContain('class="fine" style="font-size: 13.5px"');
  }
  return files;
}

describe('a design folder under the strict Content-Security-Policy', () => {
  let strict: StaticServer;
  let open: StaticServer;
  beforeAll(async () => {
    [strict, open] = await Promise.all([serveDist({ csp: CSP }), serveDist()]);
  });
  afterAll(async () => {
    await Promise.all([strict.close(), open.close()]);
  });

  /** The lab's checks of the folder's art texts (the API the lab's page offers), in French. */
  const checkArt = async (page: Page, origin: string, files: Record<string, string>) => {
    await page.goto(`${origin}/qa.html?mode=api`);
    await page.locator('body[data-api="ready"]').waitFor({ state: 'attached' });
    return page.evaluate(
      (given) =>
        (window as unknown as { grattezQa: QaApi }).grattezQa.checkFolder(given, 'dog', 'fr', {
          parts: ['art'],
          densities: [1],
        }),
      files,
    );
  };

  it('is checked in the lab with no violation, its texts measured as without the policy', async () => {
    const files = styledDogFolder();
    const measured = await checkArt(s.page, strict.url, files);
    expect(await violations(s.page)).toEqual([]);
    const reference = await checkArt(s.page, open.url, files);
    if (!reference.ok) throw new Error(reference.problems.join('; '));
    // The art's five texts, the style attribute's size among them.
    expect(reference.checks.measures.texts.map((t) => t.sizeUnits)).toContain(13.5);
    expect(measured).toEqual(reference);
  });

  it('is opened in the studio and draws the ticket with no violation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grattez-csp-folder-'));
    try {
      const folder = join(dir, 'dog');
      mkdirSync(folder);
      for (const [name, text] of Object.entries(styledDogFolder())) writeFileSync(join(folder, name), text);
      await fresh(s.page, strict.url);
      await s.page.goto(`${strict.url}/studio.html?game=months`);
      const input = s.page.getByLabel('Dossier du modèle', { exact: true });
      // The browser's own file input (its words in the browser's language) out of sight, the
      // page's in its place.
      const box = (await input.boundingBox())!;
      expect(box.width * box.height).toBeLessThanOrEqual(1);
      expect((await s.page.locator('label', { has: input }).innerText()).replace(/\s+/g, ' ')).toBe(
        'Dossier du modèle Parcourir… Aucun dossier choisi',
      );
      await input.setInputFiles(folder);
      await s.page.locator('[data-design-folder] [role="status"][data-state="ok"]').waitFor();
      await expect.poll(() => new URL(s.page.url()).searchParams.get('game')).toBe('paws');
      await s.page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
      expect(await violations(s.page)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a session saved by the previous app (save version 1)', () => {
  it('opens with its balance, its ticket and its scratches, and is saved again keyed by game once changed', async () => {
    const fixture = JSON.parse(readFileSync(new URL('../state/fixtures/session-v1.json', import.meta.url), 'utf8')) as {
      saved: string;
    };
    const saved = JSON.parse(fixture.saved) as {
      balanceCents: number;
      current: { serial: string; revealed: boolean[] };
    };
    await s.page.goto(`${base}/favicon.svg`);
    await clearSavedSession(s.page);
    await storeSavedSession(s.page, fixture.saved);
    await s.page.goto(`${base}/`);
    // English, as it was chosen; the balance as it was (110 €).
    await expect.poll(() => balanceOf(s.page)).toContain('110');
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await s.page.goto(`${base}/?serial=${encodeURIComponent(saved.current.serial)}`);
    await waitForTicket(s.page);
    const revealed = await s.page.locator('.zone-button[data-revealed="true"]').count();
    expect(revealed).toBe(saved.current.revealed.filter(Boolean).length);
    await expect
      .poll(() => s.page.evaluate(() => Number(document.querySelector('canvas')?.dataset.segments ?? 0)))
      .toBeGreaterThan(0);
    // Kept as it was stored until something changes; then written as version 2, its records keyed
    // by game, with nothing lost.
    expect((JSON.parse((await savedSessionText(s.page))!) as { version: number }).version).toBe(1);
    await s.page.locator('.zone-button[data-revealed="false"]').first().focus();
    await s.page.keyboard.press('Enter');
    await expect
      .poll(async () => (JSON.parse((await savedSessionText(s.page)) ?? '{}') as { version?: number }).version)
      .toBe(2);
    const now = JSON.parse((await savedSessionText(s.page))!) as {
      balanceCents: number;
      emission: { games: Record<string, unknown> };
      current: { serial: string };
    };
    expect(now.balanceCents).toBe(saved.balanceCents);
    expect(Object.keys(now.emission.games).sort()).toEqual(['months', 'paws']);
    expect(now.current.serial).toBe(saved.current.serial);
  });
});

describe('a saved record cut short (a full disk, a tab killed while saving)', () => {
  it('keeps what arrived whole, says what was lost, sets the original aside, and opens the bought ticket again', async () => {
    const fixture = JSON.parse(readFileSync(new URL('../state/fixtures/session-v2.json', import.meta.url), 'utf8')) as {
      saved: string;
    };
    const saved = JSON.parse(fixture.saved) as { balanceCents: number; current: { serial: string } };
    // Cut inside the ticket in play: the balance, emission, statistics and history arrived whole.
    const cut = fixture.saved.slice(0, fixture.saved.indexOf('"current"') + 40);
    await s.page.goto(`${base}/favicon.svg`);
    await clearSavedSession(s.page);
    await storeSavedSession(s.page, cut);
    await s.page.goto(`${base}/`);
    const notice = s.page.getByTestId('notice');
    await notice.waitFor();
    // What is lost is how far it was scratched: the bought ticket itself is kept, named.
    const said = await notice.textContent();
    expect(said).toMatch(/cut short.*how far the ticket in play was scratched/);
    expect(said).toContain(`The bought ticket \u2068${saved.current.serial}\u2069, not yet uncovered, is kept`);
    await expect.poll(() => balanceOf(s.page)).toContain('8');
    // The bought ticket in play, not yet uncovered, opens again fully covered, from its history row.
    await waitForTicket(s.page);
    expect(await s.page.locator('.zone-button[data-revealed="true"]').count()).toBe(0);
    // The original set aside; a whole record written in its place, the balance as it was.
    const copies = await s.page.evaluate(`new Promise((resolve, reject) => {
      const open = indexedDB.open('grattez');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const all = open.result.transaction('copies').objectStore('copies').getAll();
        all.onsuccess = () => { open.result.close(); resolve(all.result.map((copy) => copy.text)); };
        all.onerror = () => reject(all.error);
      };
    })`);
    expect(copies).toEqual([cut]);
    await expect
      .poll(
        async () =>
          (JSON.parse((await savedSessionText(s.page)) ?? '{}') as { current?: { serial: string } }).current?.serial,
      )
      .toBe(saved.current.serial);
    expect((JSON.parse((await savedSessionText(s.page))!) as { balanceCents: number }).balanceCents).toBe(
      saved.balanceCents,
    );
  });
});

describe('the longest scratch log', () => {
  it('is restored in parts over several frames after a reload, the page answering the keyboard', async () => {
    const text = longLogSession();
    await s.page.goto(`${base}/favicon.svg`);
    await clearSavedSession(s.page);
    await storeSavedSession(s.page, text);
    // Every value the canvas reports while it draws the log, from the very first frame.
    await s.page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __drawn: number[] }).__drawn = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          const value = (r.target as HTMLElement).dataset.strokesDrawn;
          if (value !== undefined) seen.push(Number(value));
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-strokes-drawn'] });
    });
    await s.page.goto(`${base}/`);
    const drawnNow = () => s.page.evaluate(() => Number(document.querySelector('canvas')?.dataset.strokesDrawn ?? 0));
    await expect.poll(drawnNow).toBeGreaterThan(0);
    // The page answers the keyboard as soon as the ticket shows, replay or not.
    await s.page.locator('.zone-button').first().focus();
    await s.page.keyboard.press('Enter');
    await s.page.locator('.zone-button[data-revealed="true"]').first().waitFor({ state: 'attached' });
    await s.page
      .locator(`canvas[data-ready="true"][data-segments="${MAX_SEGMENTS}"]`)
      .waitFor({ state: 'attached', timeout: 240_000 });
    // Rasterised in parts, over several frames (then erased at once), never in one long task.
    const parts = await s.page.evaluate(() => (window as unknown as { __drawn: number[] }).__drawn);
    expect(new Set(parts.filter((n) => n > 0 && n < MAX_SEGMENTS)).size).toBeGreaterThanOrEqual(2);
    expect(parts.at(-1)).toBe(MAX_SEGMENTS);
    // Every zone the log scratched is revealed, and the one it kept out of stays covered.
    await expect.poll(() => s.page.locator('canvas').getAttribute('data-covered')).toBe('1');
  }, 300_000);
});
