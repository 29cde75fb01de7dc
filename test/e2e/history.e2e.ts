import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';
import { formatEuros } from '../../src/i18n/index.ts';
import { HISTORY_LIMIT } from '../../src/state/persistence.ts';
import { longHistorySession } from './longHistory.ts';
import { storeSavedSession } from './savedSession.ts';
import { sharedBrowser } from './sharedSession.ts';

const base = inject('baseUrl');
/** Each screen a context of its own in one Chromium: a fresh profile's storage, without a launch. */
const browser = sharedBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations within `selector`. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (sel) => {
    type Violation = { id: string; impact: string; help: string; nodes: unknown[] };
    const axe = (window as unknown as { axe: { run: (ctx: Element) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document.querySelector(sel)!);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  }, selector);
}

describe('the history chart', () => {
  it.each([
    { width: 390, height: 844, lang: 'fr' },
    { width: 1280, height: 900, lang: 'en' },
  ])(
    'shows the results of the tickets played, accessibly, at $width×$height ($lang)',
    async ({ width, height, lang }) => {
      const session = await browser.open({ width, height });
      const { page } = session;
      try {
        await page.goto(`${base}/?lang=${lang}`);
        const games = lang === 'fr' ? 'Jeux' : 'Games';
        for (const game of ['game-months', 'game-paws', 'game-months']) {
          await page.getByRole('button', { name: games }).click();
          await page
            .getByTestId(game)
            .getByRole('button', { name: /^(Acheter|Buy)/ })
            .click();
          await page.locator('.ticket-actions button').first().click();
          await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
        }
        await page.getByRole('button', { name: lang === 'fr' ? 'Historique' : 'History' }).click();
        const chart = page.getByTestId('history-chart');
        await chart.waitFor();
        expect(await chart.getByRole('img').count()).toBe(2);
        expect(await page.getByTestId('chart-summary').textContent()).toMatch(
          lang === 'fr' ? /^Sur 3 tickets achetés/ : /^Over 3 tickets bought/,
        );
        const box = (await chart.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width); // the page never gets wider than the screen
        // Every word of the drawings at 12 px at least on screen, inside its drawing.
        const texts = await chart.locator('svg').evaluateAll((svgs) =>
          svgs.flatMap((svg) => {
            const frame = svg.getBoundingClientRect();
            const scale = (svg as SVGSVGElement).getScreenCTM()!.a;
            return [...svg.querySelectorAll('text')].map((t) => {
              const at = t.getBoundingClientRect();
              const inside = at.left >= frame.left - 0.5 && at.right <= frame.right + 0.5;
              return { text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale, inside };
            });
          }),
        );
        expect(texts.length).toBeGreaterThan(6);
        for (const t of texts) {
          expect(t.px, `"${t.text}" drawn at ${t.px.toFixed(2)} px`).toBeGreaterThanOrEqual(12 - 1e-6);
          expect(t.inside, `"${t.text}" inside its drawing`).toBe(true);
        }
        expect(await axeViolations(page, '[data-testid="history-chart"]')).toEqual([]);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    },
  );
});

describe('a history as long as the app keeps it', () => {
  it.each([
    { width: 390, height: 844, dpr: 3, mobile: true },
    { width: 1280, height: 900, dpr: 1, mobile: false },
  ])(
    'has every one of its 500 rows on the page, read as the table’s rows, reached by the keyboard, its totals exact and its scroll kept by Back, Forward and a reload, at $width×$height',
    async ({ width, height, dpr, mobile }) => {
      const session = await browser.open({ width, height, dpr, mobile });
      const { page } = session;
      const long = longHistorySession();
      try {
        await page.goto(`${base}/favicon.svg`);
        await storeSavedSession(page, long.text);
        await page.goto(`${base}/`);
        await page.getByRole('button', { name: 'Historique' }).click();
        const rows = page.getByTestId('history').locator('tbody tr');
        await expect.poll(() => rows.count()).toBe(HISTORY_LIMIT);
        // The totals count every ticket, whatever the list shows first.
        const total = (key: 'bought' | 'spentCents' | 'wonCents') =>
          GAME_IDS.reduce((sum, game) => sum + long.stats[game][key], 0);
        expect(
          (await page.getByTestId('stats').locator('tfoot td').allTextContents())
            .slice(0, 3)
            .map((t) => t.replace(/\s/g, ' ')),
        ).toEqual(
          [String(total('bought')), formatEuros(total('spentCents'), 'fr'), formatEuros(total('wonCents'), 'fr')].map(
            (t) => t.replace(/\s/g, ' '),
          ),
        );

        // The browser's accessibility tree, which a screen reader's table navigation walks: the
        // table's 500 rows and their header's, down to the last row's button.
        const cdp = await page.context().newCDPSession(page);
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
        const ax = (role: string, accessibleName?: string) =>
          cdp.send('Accessibility.queryAXTree', {
            nodeId: root.nodeId,
            role,
            ...(accessibleName === undefined ? {} : { accessibleName }),
          });
        const table = (await ax('table', 'Tickets joués')).nodes;
        expect(table).toHaveLength(1);
        const axRows = await cdp.send('Accessibility.queryAXTree', {
          backendNodeId: table[0]!.backendDOMNodeId!,
          role: 'row',
        });
        expect(axRows.nodes.filter((n) => n.ignored !== true)).toHaveLength(HISTORY_LIMIT + 1);
        expect((await ax('button', `Rouvrir ${long.oldest}`)).nodes.filter((n) => n.ignored !== true)).toHaveLength(1);

        // The keyboard: Shift+Tab from the page's end reaches the last row's button, brought into view.
        await page.locator('.app-footer').click();
        await page.keyboard.press('Shift+Tab');
        const last = page.getByRole('button', { name: `Rouvrir ${long.oldest}` });
        await expect.poll(() => last.evaluate((b) => b === document.activeElement)).toBe(true);
        const box = (await last.boundingBox())!;
        expect(box.y >= 0 && box.y + box.height <= height).toBe(true);

        // Back, then Forward: the list comes back where it was read, deep in it.
        await rows.nth(300).evaluate((row) => row.scrollIntoView());
        const read = await page.evaluate(() => scrollY);
        expect(read).toBeGreaterThan(10_000);
        await page.goBack();
        await page.getByTestId('game-paws').waitFor();
        await page.goForward();
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(read);
        await expect.poll(() => rows.count()).toBe(HISTORY_LIMIT);
        expect(await page.evaluate(() => scrollY)).toBe(read);

        // A reload too, though the rows come after the saved session is read: then a screen opened
        // from the header starts at its top.
        // (The entry keeps the scroll once it has settled, as a player's reload comes.)
        await expect.poll(() => page.evaluate('history.state?.grattezScroll')).toBe(read);
        await page.reload();
        await expect.poll(() => rows.count()).toBe(HISTORY_LIMIT);
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(read);
        // Back from a ticket reopened there comes back to that place, after the reload too
        // (Firefox and WebKit left the list at its top, or short of its place).
        await rows.nth(300).getByRole('button').click();
        await page.locator('.zone-button').first().waitFor();
        await page.goBack();
        await expect.poll(() => rows.count()).toBe(HISTORY_LIMIT);
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(read);
        await page.getByRole('button', { name: 'Règles' }).click();
        await page.getByRole('heading', { level: 1, name: /Règles/ }).waitFor();
        expect(await page.evaluate(() => scrollY)).toBe(0);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    },
  );
});
