import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { getLayout } from '../../src/layouts/index.ts';
import { waitForTicket } from './browser.ts';
import { clearSavedSession } from './savedSession.ts';
import { sharedSession } from './sharedSession.ts';
import { gainTop } from './zoneButtons.ts';

const base = inject('baseUrl');
const s = sharedSession({ width: 390, height: 844, mobile: true });

/** The Gain box's top in a design, as a share of its ticket's height. */
function designGainTop(design: string): number {
  const layout = getLayout(design);
  return shapeBounds(layout.zones.find((z) => z.id === 'gain')!.shape).y / layout.height;
}

async function freshPlayer(page: Page, search = ''): Promise<void> {
  await page.goto(`${base}/favicon.svg`);
  await clearSavedSession(page);
  await page.goto(`${base}/${search}`);
}

describe('a ticket drawn with another design', () => {
  it('?design=calendrier deals a 12 Mois ticket drawn as the calendar, and its address keeps it', async () => {
    const { page } = s;
    await freshPlayer(page, '?design=calendrier');
    await waitForTicket(page);
    expect(new URL(page.url()).searchParams.get('design')).toBe('calendrier');
    expect(await page.getByTestId('ticket-link').getAttribute('href')).toContain('design=calendrier');
    expect(await gainTop(page)).toBeCloseTo(designGainTop('calendrier'), 2);
    expect(designGainTop('calendrier')).not.toBeCloseTo(designGainTop('months'), 1);
    // A reload draws the same ticket with the same design.
    const serial = await page.getByTestId('serial').textContent();
    await page.reload();
    await waitForTicket(page);
    expect(await page.getByTestId('serial').textContent()).toBe(serial);
    expect(await gainTop(page)).toBeCloseTo(designGainTop('calendrier'), 2);
  });

  it('the lobby offers the 12 Mois designs, and remembers the one chosen', async () => {
    const { page } = s;
    await freshPlayer(page);
    const card = page.getByTestId('game-months');
    const wheel = card.getByRole('radio', { name: 'Roue des mois' });
    const calendar = card.getByRole('radio', { name: 'Calendrier' });
    expect(await wheel.isChecked()).toBe(true);
    // Chien & Chat has no other design than its two animals: no choice of design there.
    expect(await page.getByTestId('game-paws').getByRole('group', { name: 'Modèle du ticket' }).count()).toBe(0);
    await calendar.check();
    await card.getByRole('button', { name: /^Acheter/ }).click();
    await waitForTicket(page);
    expect(await gainTop(page)).toBeCloseTo(designGainTop('calendrier'), 2);
    // Back in the lobby after a reload, the choice is still the calendar; the wheel again draws the wheel.
    await page.reload();
    await waitForTicket(page);
    await page.getByRole('button', { name: 'Jeux' }).click();
    await page.getByTestId('game-months').waitFor();
    expect(await calendar.isChecked()).toBe(true);
    await wheel.check();
    await card.getByRole('button', { name: /^Acheter/ }).click();
    await waitForTicket(page);
    expect(await gainTop(page)).toBeCloseTo(designGainTop('months'), 2);
    expect(new URL(page.url()).searchParams.get('design')).toBeNull();
  });

  it('the studio draws with design=, offers the choice, and its share link keeps it', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1280, height: 900 });
    try {
      await page.goto(`${base}/studio.html?game=months&prize=6000&design=calendrier&state=revealed`);
      await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
      expect(await page.getByRole('radio', { name: 'Calendrier' }).isChecked()).toBe(true);
      expect(await page.getByTestId('share-link').inputValue()).toContain('design=calendrier');
      await page.getByRole('radio', { name: 'Roue des mois' }).check();
      await expect.poll(() => page.getByTestId('share-link').inputValue()).not.toContain('design=');
      // A design that does not go with the ticket is named, never a blank page.
      await page.goto(`${base}/studio.html?game=paws&design=calendrier`);
      await expect
        .poll(() => page.locator('body').textContent())
        .toContain(
          'design «\u00a0calendrier\u00a0»\u00a0: ce modèle ne va pas avec ce ticket (modèles possibles\u00a0: dog)',
        );
    } finally {
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });

  it('the embed draws with design=', async () => {
    const { page } = s;
    await page.goto(`${base}/embed.html?game=months&design=calendrier`);
    await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
    expect(await gainTop(page)).toBeCloseTo(designGainTop('calendrier'), 2);
  });
});
