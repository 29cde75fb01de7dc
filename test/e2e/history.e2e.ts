import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from './browser.ts';
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
        await saveScreenshot(page, `history-chart-${width}-${lang}`);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    },
  );
});
