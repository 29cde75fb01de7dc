import { describe, expect, inject, it } from 'vitest';
import { AUDIO_PROBE, openSession, waitForTicket } from './browser.ts';
import { clearSavedSession } from './savedSession.ts';

const base = inject('baseUrl');

interface AudioProbe {
  contexts: number;
  states: string[];
  notes: number;
  noises: number;
}

describe('sound in the browser', () => {
  it('waits for a gesture, plays the result, and is silent once muted', async () => {
    const session = await openSession();
    const { page } = session;
    try {
      await page.addInitScript(AUDIO_PROBE);
      const audio = () =>
        page.evaluate(() => {
          const p = (window as unknown as { __audio: { contexts: AudioContext[]; notes: number; noises: number } })
            .__audio;
          return {
            contexts: p.contexts.length,
            states: p.contexts.map((c) => c.state),
            notes: p.notes,
            noises: p.noises,
          };
        }) as Promise<AudioProbe>;
      await page.goto(`${base}/?game=months`);
      await waitForTicket(page);
      expect((await audio()).contexts).toBe(0); // nothing before the player has touched the page

      await page.getByRole('button', { name: 'Tout gratter' }).click();
      await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
      await expect.poll(async () => (await audio()).states).toEqual(['running']);
      const afterWin = await audio();
      expect(afterWin.notes).toBeGreaterThanOrEqual(2); // the jingle, or the loss's two notes

      await page.getByRole('button', { name: 'Couper le son' }).click();
      await expect.poll(async () => (await audio()).states).toEqual(['suspended']);
      await page.getByRole('button', { name: /Nouveau ticket/ }).click();
      await waitForTicket(page);
      await page.getByRole('button', { name: 'Tout gratter' }).click();
      await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
      expect((await audio()).notes).toBe(afterWin.notes);

      // A first visit to the lobby, whose sound code comes later (when idle, or with the ticket): heard too.
      await page.goto(`${base}/favicon.svg`);
      await clearSavedSession(page);
      await page.goto(`${base}/`);
      await page
        .getByTestId('game-paws')
        .getByRole('button', { name: /Acheter/ })
        .click();
      await waitForTicket(page);
      await page.getByRole('button', { name: 'Tout gratter' }).click();
      await page.locator('[data-testid="result"][data-settled="true"]').waitFor();
      await expect.poll(async () => (await audio()).notes).toBeGreaterThanOrEqual(2);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
