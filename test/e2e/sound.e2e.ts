import { describe, expect, inject, it } from 'vitest';
import { openSession, waitForTicket } from './browser.ts';

const base = inject('baseUrl');

/** Counts, in the page, the audio contexts made, their states, and the notes and noises started. */
const AUDIO_PROBE = `(() => {
  const probe = (window.__audio = { contexts: [], notes: 0, noises: 0 });
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      probe.contexts.push(this);
    }
  };
  const osc = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) { probe.notes++; return osc.apply(this, args); };
  const src = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) { probe.noises++; return src.apply(this, args); };
})();`;

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
      await page.evaluate(() => localStorage.clear());
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
