// @vitest-environment jsdom
// The zone buttons in words, the grid shown where the ticket cannot be drawn (no WebGL): what they
// show says what a screen reader hears of each zone, and no more than the picture would then.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { TicketScreen } from '../../src/ui/TicketScreen.tsx';
import { renderWith, text } from './harness.tsx';

afterEach(cleanup);

const nbsp = /[\u00a0\u202f]/g;
const zones = () => screen.getAllByRole('button').filter((b) => b.classList.contains('zone-button'));
/** A zone button's words, a line each, as the grid shows them. */
const shown = (button: HTMLElement) =>
  [...button.querySelectorAll<HTMLElement>('.zone-text > span')].map(text).filter((line) => line !== '');
const label = (button: HTMLElement) => (button.getAttribute('aria-label') ?? '').replace(nbsp, ' ');

describe('the zones in words', () => {
  it('show the bones uncovered so far, then which zones win once the result shows, as they are heard', async () => {
    // P.demo.0.0025102.G13B, a dog: bones on paws 2, 4 and 7, the bowl in the bonus (30 €).
    const ticket = generateTicket({ game: 'paws', seed: 'demo', block: 0, index: 25102 });
    if (ticket.game !== 'paws') throw new Error('paws expected');
    expect(ticket.paws.flatMap((s, z) => (s === 'bone' ? [z + 1] : []))).toEqual([2, 4, 7]);
    const { store } = renderWith(<TicketScreen />);
    act(() => void store.getState().openSerial(ticket.serial));
    const user = userEvent.setup();
    await user.click(zones()[1]!);
    await user.click(zones()[3]!);
    expect(shown(zones()[1]!)).toEqual(['Patte 2', 'os', '(2 os sur les pattes découvertes)']);
    expect(label(zones()[1]!)).toBe('Patte 2 : os (2 os sur les pattes découvertes)');
    await user.click(zones()[0]!);
    expect(shown(zones()[0]!)).toEqual(['Patte 1', 'frisbee']); // a decoy: what it shows, nothing more
    expect(shown(zones()[6]!)).toEqual(['Patte 7']); // under its cover
    expect(zones().some((b) => /gagnant/.test(b.textContent ?? ''))).toBe(false);
    // Nor marked to the eye: the picture rings winning zones only with the result.
    expect(zones().filter((b) => b.dataset.winning === 'true')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Tout gratter' }));
    // Then the winning zones are marked beyond their words (styles.css: a double frame and a star).
    expect(zones().flatMap((b, z) => (b.dataset.winning === 'true' ? [z] : []))).toEqual([1, 3, 6, 9]);
    for (const z of [1, 3, 6]) {
      const words = ['Patte ' + String(z + 1), 'os', '(3 os sur les pattes découvertes, zone gagnante)'];
      expect(shown(zones()[z]!)).toEqual(words);
      expect(label(zones()[z]!)).toBe(`${words[0]} : ${words[1]} ${words[2]}`);
    }
    expect(shown(zones()[9]!).at(-1)).toBe('(zone gagnante)');
    for (const z of [0, 2, 4, 5, 7, 8]) expect(shown(zones()[z]!)).toHaveLength(2);
    act(() => store.getState().setLang('en'));
    expect(shown(zones()[1]!)).toEqual(['Paw 2', 'bone', '(3 bones on the paws uncovered, winning zone)']);
  });
});
