import { describe, expect, inject, it } from 'vitest';
import { LANGS } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { getDesign, getLayout } from '../../src/layouts/index.ts';
import { priceFit, serialFit, titleFit } from '../../src/layouts/printedTexts.ts';
import { sheetSettled } from '../../src/qa/cli/browser.ts';
import { SHEET_STATES } from '../../src/qa/matrix.ts';
import type { QaApi } from '../../src/qa/sheet/api.ts';
import { refusedThenRetried } from './loadFailure.ts';
import { sharedBrowser, sharedSession } from './sharedSession.ts';

const base = inject('baseUrl');
const s = sharedSession();
// Pages of their own size, density or touch: each a fresh context of one Chromium, not a launch.
const browser = sharedBrowser();
const READY_TIMEOUT_MS = 600_000; // a limit for a stuck page, not a measure: bench/qaSheet.ts times it
/**
 * The sheet of one design (`?design=`), in each language: a section each, with a picture per state.
 * That every design passes every check, at every density and on every page, is `npm run qa`'s
 * to prove (the same checks, ten times the work); this file proves the sheet a person reads.
 */
// The dog's: 6 pages of worst-case content to check, where the months' wheel has 21.
const DESIGN = 'dog';
const OTHER = 'cat';
const SECTIONS = LANGS.length;

/** The steps the sheet's checks have begun so far: a picture, an art text, a pair of symbols. */
const steps = async (): Promise<number> => Number(await s.page.evaluate(() => document.body.dataset.checkSteps ?? '0'));

describe('the QA sheet (qa.html)', () => {
  it(
    'draws its pictures first, answers input between two steps of its checks, then shows every result',
    async () => {
      const { page } = s;
      await page.goto(`${base}/qa.html?design=${DESIGN},nodesign&density=1&zoom=2`);
      // A parameter the sheet does not know is named, with those it knows.
      expect(await page.getByTestId('ignored-params').textContent()).toMatch(
        /^Ignoré dans l’adresse, la valeur par défaut est prise\u00a0: zoom «\u00a02\u00a0» \(possibles\u00a0: design, /,
      );
      // A name that is no design is named, with the designs there are; the known one is shown.
      expect(await page.getByRole('alert').first().textContent()).toMatch(
        new RegExp(
          `^Modèle inconnu dans l’adresse\u00a0: «\u00a0nodesign\u00a0»\\. Les modèles sont\u00a0: .*\\b${OTHER}\\b`,
        ),
      );
      expect(
        await page.locator('section.qa-design').evaluateAll((s) => s.map((e) => (e as HTMLElement).dataset.design)),
      ).toEqual(LANGS.map(() => DESIGN));
      // Progressive: the pictures show while the checks have still to run.
      await expect
        .poll(() => page.locator('canvas[data-drawn="true"]').count(), { timeout: 120_000 })
        .toBe(SECTIONS * SHEET_STATES.length);
      await expect.poll(steps, { timeout: 120_000 }).toBeGreaterThan(0);
      expect(await page.locator('[data-checked="true"]').count()).toBeLessThan(SECTIONS);
      // Where the first picture is while the checks run: their end, said in the summary, moves it not.
      const firstPictureTop = () =>
        page
          .locator('.qa-card canvas')
          .first()
          .evaluate((c) => c.getBoundingClientRect().top);
      const topWhileRunning = await firstPictureTop();

      // Input while the checks run: a click on an overlay's switch is drawn within a few of the
      // checks' steps (the click and each of the test's round trips wait for one at most), where
      // a design's whole comparison of its symbols, dozens of pairs, held the page before.
      const box = (await page.getByLabel(QA_WORDS.fr.overlay.zones).boundingBox())!;
      const before = await steps();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.locator('.qa-picture svg [stroke="#0057ff"]').first().waitFor({ state: 'attached' });
      expect((await steps()) - before).toBeLessThanOrEqual(10);
      expect(await page.evaluate(() => document.body.dataset.ready)).toBeUndefined();

      expect(await sheetSettled(page, { timeout: READY_TIMEOUT_MS })).toEqual([]);
      expect(await page.getByRole('status').textContent()).toBe(QA_WORDS.fr.summary.done(0, SECTIONS));
      expect(await firstPictureTop()).toBe(topWhileRunning);
      // Every step of the checks ran in a task of its own: none held the page through another.
      expect(await page.evaluate(() => document.body.dataset.stepsInOneTask)).toBe('1');
      const results = page.locator('[data-checked="true"]');
      expect(await results.count()).toBe(SECTIONS);
      for (const result of await results.all()) {
        expect(await result.locator('.qa-scope').textContent()).toBe(QA_WORDS.fr.checkedAt(1, 1));
        expect(await result.locator('.qa-pass').first().textContent()).toBe(QA_WORDS.fr.allPass);
      }

      // Another page of content is drawn and checked again: not ready until its results show.
      await page.getByRole('spinbutton').fill('2');
      await expect.poll(() => page.evaluate(() => document.body.dataset.ready)).toBeUndefined();
      expect(await sheetSettled(page, { timeout: READY_TIMEOUT_MS })).toEqual([]);
      for (const result of await results.all())
        expect(await result.locator('.qa-scope').textContent()).toBe(QA_WORDS.fr.checkedAt(2, 1));

      // The designs' switch: the one design shown cannot be switched off; another switched on
      // brings its rows, and the sheet is no longer ready until their checks are done.
      const own = page.getByRole('checkbox', { name: getDesign(DESIGN).name.fr, exact: true });
      expect(await own.isChecked()).toBe(true);
      expect(await own.isDisabled()).toBe(true);
      const other = page.getByRole('checkbox', { name: getDesign(OTHER).name.fr, exact: true });
      await other.check();
      await page
        .locator(`section.qa-design[data-design="${OTHER}"]`)
        .nth(SECTIONS - 1)
        .waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.body.dataset.ready)).toBeUndefined();
      expect(await own.isDisabled()).toBe(false);
      await other.uncheck();
      expect(await sheetSettled(page)).toEqual([]);
      expect(await page.locator(`section.qa-design[data-design="${OTHER}"]`).count()).toBe(0);
      // The other design's checks went with its rows (a run no box shows is dropped or stopped at
      // its next step: test/qa/sheetCancel.test.tsx); the page is done with.
      await page.goto('about:blank');
    },
    READY_TIMEOUT_MS + 240_000,
  );
  it('writes the name of a failing box where it hides no text box of the ticket, nor its title, price or serial, at every width of the sheet', async () => {
    // Every text box of four zones of 12 Mois fails: on the sheet, the amount in digits stands
    // just above the amount in words, and the month's label above the symbols.
    const layout = getLayout('months');
    const findings = layout.zones
      .filter((zone) => ['month-1', 'month-4', 'month-9', 'gain'].includes(zone.id))
      .flatMap((zone) =>
        (['amountDigits', 'amountWords', 'label'] as const).flatMap((part) => {
          const box = zone[part];
          return box === undefined
            ? []
            : [
                {
                  check: 'text',
                  element: `months.${zone.id}.${part}`,
                  problem: { kind: 'textMissing', text: '?' },
                  rect: { x: box.x, y: box.y, w: box.w, h: box.h },
                },
              ];
        }),
      );
    const measures = {
      texts: [],
      contrasts: [],
      covers: [],
      taps: [],
      symbols: [],
      inks: [],
      facts: { checks: 0, compared: [] },
    };
    const results = LANGS.map((lang) => ({
      design: 'months',
      lang,
      findings: findings.map((f) => ({ ...f, lang })),
      measures,
    }));
    const names = findings.map((f) => f.element.replace(/^months\./, '')).sort();
    // The names are laid out in the picture's CSS pixels, which the density leaves as they are: each
    // width once, the phone's at density 3.
    for (const [width, density] of [
      [320, 1],
      [390, 3],
      [1280, 1],
    ] as const) {
      const session = await browser.open({ width, height: 900 });
      try {
        // The results handed to the page, as `npm run qa` hands them: the sheet runs no checks.
        await session.context.addInitScript(`window.grattezQaResults = ${JSON.stringify(results)};`);
        await session.page.goto(`${base}/qa.html?design=months&width=${width}&density=${density}&overlays=texts`);
        const card = session.page.locator('.qa-card:has(rect[stroke="#e0002a"])').first();
        await card.locator('canvas[data-drawn="true"]').waitFor({ timeout: 120_000 });
        const seen = await card.evaluate((figure) => {
          const box = (e: Element) => {
            const r = e.getBoundingClientRect();
            return { x: r.x, y: r.y, w: r.width, h: r.height };
          };
          const svg = figure.querySelector('.qa-picture svg')!;
          return {
            picture: box(svg),
            textBoxes: Array.from(svg.querySelectorAll('rect[stroke="#ff8a00"]')).map(box),
            labels: [
              ...Array.from(svg.querySelectorAll('text')),
              ...Array.from(svg.querySelectorAll('.qa-label-key rect')),
            ].map((e) => ({ text: e.textContent ?? '', ...box(e) })),
            named: Array.from(svg.querySelectorAll('.qa-label text')).map((e) => e.textContent ?? ''),
            // Each entry's box name (its checks listed under it).
            legend: Array.from(figure.querySelectorAll('.qa-legend > li > .qa-legend-name')).map(
              (e) => e.textContent ?? '',
            ),
          };
        });
        const at = `at ${width} px, density ${density}`;
        const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
          Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
          Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
        expect(seen.textBoxes.length, at).toBeGreaterThan(30);
        expect(seen.labels.length, at).toBeGreaterThanOrEqual(names.length);
        // What the painter prints itself (the title, the price, the serial), in the picture's pixels.
        const scale = seen.picture.w / layout.width;
        const painted = [titleFit(layout), priceFit(layout), serialFit(layout)].map(({ box }) => ({
          x: seen.picture.x + box.x * scale,
          y: seen.picture.y + box.y * scale,
          w: box.w * scale,
          h: box.h * scale,
        }));
        for (const label of seen.labels) {
          const hidden = [...seen.textBoxes, ...painted].filter((t) => overlap(label, t));
          expect(hidden, `${label.text} ${at}`).toEqual([]);
          expect(
            label.x >= seen.picture.x - 0.5 && label.x + label.w <= seen.picture.x + seen.picture.w + 0.5,
            `${label.text} ${at}`,
          ).toBe(true);
        }
        // Each failing box is named once: beside it, or by its number in the legend.
        expect([...seen.named, ...seen.legend].sort(), at).toEqual(names);
        expect(session.errors, at).toEqual([]);
      } finally {
        await session.close();
      }
    }
  }, 600_000);

  it('opens on a phone at a width that fits, its summary first, which leads by keyboard to the failures', async () => {
    // The dog's results handed to the page as `npm run qa` hands them (no checks run): English fails.
    const slot = getLayout(DESIGN).zones[0]!.slots[0]!;
    const failing = {
      check: 'geometry',
      element: `${DESIGN}.${getLayout(DESIGN).zones[0]!.id}.slots[0]`,
      density: 1,
      rect: { x: slot.x, y: slot.y, w: slot.size, h: slot.size },
      problem: { kind: 'symbolClipped', symbol: 'bone', edge: 'bottom' },
    };
    const measures = { texts: [], contrasts: [], covers: [], taps: [], symbols: [], inks: [], clips: 0 };
    const results = LANGS.map((lang) => ({
      design: DESIGN,
      lang,
      findings: lang === 'en' ? [failing] : [],
      measures: { ...measures, facts: { checks: 0, compared: [] } },
    }));
    for (const ui of LANGS) {
      const m = QA_WORDS[ui];
      const session = await browser.open({ width: 390, height: 844, mobile: true, dpr: 2 });
      try {
        await session.context.addInitScript(`window.grattezQaResults = ${JSON.stringify(results)};`);
        const { page } = session;
        // A phone of density 2: the French sheet, its address naming no density, takes the screen's,
        // says so and writes it in the address; the English one names density 1, which wins.
        const named = ui === 'en' ? '&density=1' : '';
        await page.goto(`${base}/qa.html?design=${DESIGN}&ui=${ui}${named}`);
        expect(await sheetSettled(page, { timeout: 120_000 })).toEqual([]);
        const density = ui === 'en' ? 1 : 2;
        expect(await page.getByRole('radio', { name: String(density), exact: true }).isChecked()).toBe(true);
        expect(new URL(page.url()).searchParams.get('density')).toBe(String(density));
        expect(await page.locator('.qa-density-note').allTextContents()).toEqual(
          ui === 'en' ? [] : [m.screenDensity(2, 2)],
        );
        // Each picture drawn with the screen's pixels at that density: its canvas `density` times its CSS size.
        const canvases = await page
          .locator('.qa-card canvas')
          .evaluateAll((all) => all.map((c) => (c as HTMLCanvasElement).width / c.getBoundingClientRect().width));
        expect(canvases.map((ratio) => Math.round(ratio * 100) / 100)).toEqual(canvases.map(() => density));
        // The width that fits the phone, chosen; no picture scrolls sideways.
        expect(await page.getByRole('radio', { name: '390', exact: true }).isChecked()).toBe(true);
        expect(new URL(page.url()).searchParams.get('width')).toBe('390');
        expect(
          await page
            .locator('.qa-card')
            .evaluateAll((cards) => cards.filter((c) => c.scrollWidth > c.clientWidth + 1).length),
        ).toBe(0);
        // The summary, at the top: every design and language, the failing one a link.
        const summary = page.getByRole('navigation', { name: m.summary.title });
        const name = getDesign(DESIGN).name[ui];
        expect(await summary.getByRole('listitem').allTextContents()).toEqual([
          `${name} — ${m.summary.row('FR', 0)} · ${m.summary.row('EN', 1)}`,
        ]);
        expect(await summary.getByRole('link').count()).toBe(1);
        expect(await page.getByRole('status').textContent()).toBe(m.summary.done(1, 2));
        // By keyboard: a few Tabs reach the failure's link, Enter takes the focus to its results.
        const link = summary.getByRole('link', { name: `${name} · ${m.summary.row('EN', 1)}` });
        let tabs = 0;
        while (!(await link.evaluate((a) => a === document.activeElement))) {
          await page.keyboard.press('Tab');
          expect(++tabs, 'Tabs to the summary').toBeLessThan(5);
        }
        await page.keyboard.press('Enter');
        const listed = page.locator(`section.qa-design[data-design="${DESIGN}"][data-lang="en"] .qa-results`);
        await expect.poll(() => listed.evaluate((r) => r === document.activeElement)).toBe(true);
        expect(await listed.textContent()).toContain(m.failures(1));
        // Another width, wider than the phone, is said to scroll, and which to choose.
        await page.getByRole('radio', { name: '1280', exact: true }).check();
        expect(await page.getByRole('note').textContent()).toBe(m.tooWide(1280, 390, 390));
        // A width and an overlay switched by hand are written in the address as well, in place (no
        // history entry a click), and the overlay leaves it when switched off, its default.
        await expect.poll(() => new URL(page.url()).searchParams.get('width')).toBe('1280');
        const entries = await page.evaluate(() => history.length);
        const texts = page.getByRole('checkbox', { name: m.overlay.texts });
        await texts.check();
        await expect.poll(() => new URL(page.url()).searchParams.get('overlays')).toBe('texts');
        await texts.uncheck();
        await expect.poll(() => new URL(page.url()).searchParams.has('overlays')).toBe(false);
        expect(await page.evaluate(() => history.length)).toBe(entries);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    }
  }, 300_000);

  it('gives the page the language of its words, for a screen reader’s voice', async () => {
    const { page } = s;
    for (const [search, lang] of [
      ['?lab&ui=en', 'en'],
      ['?lab', 'fr'],
    ]) {
      await page.goto(`${base}/qa.html${search}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    }
  });
  it.each([
    [
      'its code',
      'main',
      'La feuille de QA de Grattez n’a pas pu être chargée (connexion\u202f?). Réessayer',
      'Réessayer',
      '',
    ],
    [
      'the code its entry imports first',
      'core',
      'La feuille de QA de Grattez n’a pas pu être chargée (connexion\u202f?). Réessayer',
      'Réessayer',
      '',
    ],
    [
      'its French words',
      'fr',
      'The Grattez QA sheet could not be loaded (connection?). Try again',
      'Try again',
      '&ui=en',
    ],
  ])('says so when %s cannot be fetched, and starts on “try again”', async (_what, chunk, text, retry, ui) => {
    // The API mode (what `npm run qa` drives) shows the note too; it runs no checks of its own.
    await refusedThenRetried(s, {
      url: `${base}/qa.html?mode=api${ui}`,
      chunk,
      text,
      retry,
      started: 'body[data-api="ready"]',
      page: 'the QA sheet',
    });
  });

  it('says so when the code its entry imports first arrives cut short, and starts on “try again”', async () => {
    // A syntax error as the page's first modules are read: the load guard (build/loadGuard.ts) hears it.
    await refusedThenRetried(s, {
      url: `${base}/qa.html?mode=api&ui=en`,
      chunk: 'core',
      cut: true,
      text: 'The Grattez QA sheet could not be loaded (connection?). Try again',
      retry: 'Try again',
      started: 'body[data-api="ready"]',
      page: 'the QA sheet',
    });
  });
});

/**
 * The painter builds a ticket's covers only for a picture that shows one: a picture with every
 * zone revealed (a finished ticket resumed, an export or a QA picture of the revealed state) is
 * drawn without them. Drawn through the QA page's API, whose renderer is kept from one picture to
 * the next: a revealed picture drawn first (no covers built) against the same picture drawn after
 * its covered one (covers built, then removed), and covers that come back against a fresh page's.
 */
describe('the painter, from one picture of a ticket to the next', () => {
  type Raw = { width: number; height: number; rgba: string };
  const render = (name: string): Promise<Raw> =>
    s.page.evaluate((n) => (window as unknown as { grattezQa: QaApi }).grattezQa.renderImage(n), name);
  const freshPage = async () => {
    await s.page.goto(`${base}/qa.html?mode=api`);
    await s.page.locator('body[data-api="ready"]').waitFor({ state: 'attached' });
  };

  it.each(['months', 'dog'])(
    'draws a revealed %s ticket without covers as with them removed, and builds them when they come back',
    async (design) => {
      await freshPage();
      const revealedFirst = await render(`${design}-fr-revealed-d1`);
      const covered = await render(`${design}-fr-covered-d1`);
      const revealedAfter = await render(`${design}-fr-revealed-d1`);
      await freshPage();
      const coveredFresh = await render(`${design}-fr-covered-d1`);
      expect(covered.rgba).not.toBe(revealedFirst.rgba); // the covers are drawn
      expect(revealedFirst.rgba === revealedAfter.rgba, 'revealed, without and with covers built').toBe(true);
      expect(covered.rgba === coveredFresh.rgba, 'covered, after a revealed picture and on a fresh page').toBe(true);
    },
  );
});
