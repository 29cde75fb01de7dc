import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';
import { LANGS, MESSAGES, type Lang } from '../../src/i18n/index.ts';
import { checkControl, type ControlMeasure } from '../../src/qa/checks/evaluate.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { MIN_TAP_TARGET_PX } from '../../src/qa/checks/evaluate.ts';
import type { Session } from './browser.ts';
import { clearSavedSession } from './savedSession.ts';
import { longestExplanation } from './longestExplanation.ts';
import { sharedBrowser } from './sharedSession.ts';

const base = inject('baseUrl');
/** Each screen a context of its own in one Chromium: a fresh profile's storage, without a launch. */
const browser = sharedBrowser();

/**
 * The lines a text is laid out on, as the reader sees them: the characters of `locator`'s text,
 * grouped by the line box each one lands in.
 */
async function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue; // a collapsed space
        const last = lines.at(-1);
        if (last !== undefined && Math.abs(rect.top - last.top) < rect.height / 2) last.text += text[i];
        else lines.push({ top: rect.top, text: text[i]! });
      }
    }
    return lines.map((line) => line.text.trim());
  });
}

/** Elements inside `container` whose box passes its content box (its padding included), named. */
async function overflowing(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const bounds = root.getBoundingClientRect();
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth)
      found.push(`${root.className}: scrolls ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('.visually-hidden') !== null) continue;
      if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5) {
        const name = `${element.tagName.toLowerCase()}${element.className === '' ? '' : '.' + String(element.className)}`;
        found.push(
          `${name} "${(element.textContent ?? '').slice(0, 30)}" ${box.left.toFixed(0)}–${box.right.toFixed(0)} outside ${bounds.left.toFixed(0)}–${bounds.right.toFixed(0)}`,
        );
      }
    }
    return found;
  });
}

async function playOne(page: Page, lang: Lang, game: string): Promise<void> {
  await page.getByRole('button', { name: lang === 'fr' ? 'Jeux' : 'Games' }).click();
  await page
    .getByTestId(game)
    .getByRole('button', { name: /^(Acheter|Buy)/ })
    .click();
  await page.getByRole('button', { name: MESSAGES[lang].revealAll }).click();
  await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
}

describe('a 360 × 740 phone', () => {
  let s: Session;
  beforeAll(async () => {
    s = await browser.open({ width: 360, height: 740, mobile: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it.each(LANGS)(
    'shows the history as cards no wider than the screen, serials broken at their dots (%s)',
    async (lang) => {
      const { page } = s;
      await page.goto(`${base}/favicon.svg`);
      await clearSavedSession(page);
      await page.goto(`${base}/?lang=${lang}`);
      await playOne(page, lang, 'game-paws');
      await playOne(page, lang, 'game-months');
      await page.getByRole('button', { name: lang === 'fr' ? 'Historique' : 'History' }).click();
      const rows = page.getByTestId('history').locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      for (const card of await page.locator('.history > *:not(h1)').all())
        expect(await overflowing(card), await card.evaluate((e: Element) => e.getAttribute('class') ?? '')).toEqual([]);
      for (const cell of await page.getByTestId('history').locator('tbody .mono').all()) {
        const lines = await renderedLines(cell);
        const serial = lines.join('');
        expect(lines.length, serial).toBeLessThanOrEqual(2);
        for (const line of lines.slice(0, -1)) expect(line, `a line of ${serial}`).toMatch(/\.$/);
      }
      for (const button of await rows.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.height, 'reopen button height').toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
      }
      expect(s.errors).toEqual([]);
    },
  );

  it.each(LANGS)(
    'keeps each odds of the rules on at most two lines, broken between its words’ groups (%s)',
    async (lang) => {
      const { page } = s;
      await page.goto(`${base}/?lang=${lang}`);
      await page.getByRole('button', { name: MESSAGES[lang].nav.rules }).click();
      const cells = page.locator('.rules td.odds');
      await expect.poll(() => cells.count()).toBeGreaterThan(10);
      for (const cell of await cells.all()) {
        const lines = await renderedLines(cell);
        const text = lines.join(' ');
        expect(lines.length, text).toBeLessThanOrEqual(2);
        // "1 chance" and "sur 750 000" each stay whole: no line of a lone word.
        for (const line of lines) expect(line, text).toMatch(/\S\s\S/);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      for (const card of await page.locator('.rules .game-rules').all()) expect(await overflowing(card)).toEqual([]);
      expect(s.errors).toEqual([]);
    },
  );
});

/** An amount at the start of a line: "15 000 €", "30 €" in French, "€30" in English. */
const STARTS_WITH_AMOUNT = /^(?:\d(?:[\d\u00a0\u202f.,]*\d)?\u00a0€|€\d)/;

describe('a 320 × 568 phone', () => {
  let s: Session;
  beforeAll(async () => {
    s = await browser.open({ width: 320, height: 568, mobile: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it.each(LANGS)('never starts a line of a win’s explanation with an amount (%s)', async (lang) => {
    const { page } = s;
    // A fresh session: a ticket the other language's test revealed would open revealed.
    await page.goto(`${base}/favicon.svg`);
    await clearSavedSession(page);
    const wrapped: string[][] = [];
    for (const game of GAME_IDS) {
      await page.goto(`${base}/?serial=${longestExplanation([game], [lang])}&lang=${lang}`);
      await page.getByRole('button', { name: MESSAGES[lang].revealAll }).click();
      await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined)); // laid out in the app's fonts
      const lines = await renderedLines(page.locator('.result-explanation'));
      for (const line of lines) expect(line, lines.join(' / ')).not.toMatch(STARTS_WITH_AMOUNT);
      if (lines.length > 1) wrapped.push(lines);
    }
    // The check means something: some explanation took more than one line.
    expect(wrapped.length, 'explanations laid out on two lines or more').toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
  });
});

/** The embed's own words and controls, measured in its page for the QA checks. */
async function embedMeasures(page: Page): Promise<ControlMeasure[]> {
  return page.evaluate(() => {
    const measures: ControlMeasure[] = [];
    const name = (e: Element) =>
      `embed.${e.getAttribute('data-testid') ?? (e.className === '' ? e.tagName.toLowerCase() : String(e.className).split(' ')[0])}`;
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden') !== null) continue;
      const ownText = [...element.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      const control = element.matches('button, a[href], input, select');
      if (ownText === '' && !control) continue;
      measures.push({
        element: name(element),
        text: ownText,
        fontPx: parseFloat(getComputedStyle(element).fontSize),
        tap: control ? { widthPx: box.width, heightPx: box.height } : null,
      });
    }
    return measures;
  });
}

describe.each([
  { width: 360, height: 600 },
  { width: 640, height: 360 },
])('the embed in a $width × $height frame', ({ width, height }) => {
  let s: Session;
  beforeAll(async () => {
    s = await browser.open({ width, height, mobile: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it.each(LANGS)(
    'prints no word under 12 px and offers no control under 44 px, before and after the reveal (%s)',
    async (lang) => {
      const { page } = s;
      await page.goto(`${base}/embed.html?game=paws&variant=dog&lang=${lang}`);
      await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
      const findings = async () =>
        (await embedMeasures(page)).flatMap(checkControl).map((f) => describeFinding(f, 'en'));
      const before = await embedMeasures(page);
      expect(before.filter((m) => m.tap !== null).length, 'controls measured').toBeGreaterThanOrEqual(11);
      expect(await findings()).toEqual([]);
      await page.getByRole('button', { name: MESSAGES[lang].revealAll }).click();
      await page.locator('[data-settled="true"]').first().waitFor({ state: 'attached' });
      expect(await findings()).toEqual([]);
      // The whole frame stays in view: nothing pushed past its edges.
      for (const element of await page.locator('.bar > *:visible').all()) {
        const box = (await element.boundingBox())!;
        expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5).toBe(
          true,
        );
      }
      expect(s.errors).toEqual([]);
    },
  );
});
