// @vitest-environment jsdom
// What a screen reader hears of each zone uncovered: what the picture shows then, never more.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Block, evaluate, generateTicket, type Ticket } from '../../src/engine/index.ts';
import { TicketScreen } from '../../src/ui/TicketScreen.tsx';
import { renderWith } from './harness.tsx';

afterEach(cleanup);

const nbsp = /[\u00a0\u202f]/g;
const said = () => (screen.getByTestId('live').textContent ?? '').replace(nbsp, ' ');
const label = (el: HTMLElement) => (el.getAttribute('aria-label') ?? '').replace(nbsp, ' ');

/** A dog ticket whose paws show 3 bones (×3 by its bowl: 30 €), opened by its serial. */
function dogWith3Bones(): Ticket {
  const block = new Block('paws', 'zones', 0);
  for (const index of block.indicesWithPrize(3_000)) {
    const ticket = generateTicket({ game: 'paws', seed: 'zones', block: 0, index });
    if (ticket.game === 'paws' && ticket.variant === 'dog') return ticket;
  }
  throw new Error('no dog ticket of 30 € in the block');
}

describe('zone words', () => {
  it('counts the bones uncovered, and says which zones win only once the picture highlights them', async () => {
    const ticket = dogWith3Bones();
    if (ticket.game !== 'paws') throw new Error('paws expected');
    const { store } = renderWith(<TicketScreen />);
    act(() => void store.getState().openSerial(ticket.serial));
    const user = userEvent.setup();
    const bones = ticket.paws.flatMap((s, z) => (s === 'bone' ? [z] : []));
    expect(bones).toHaveLength(3);
    for (const [k, z] of bones.entries()) {
      const button = screen.getByRole('button', { name: `Patte ${z + 1}` });
      button.focus();
      await user.keyboard('{Enter}');
      const words = `Patte ${z + 1} : os (${k + 1} os sur les pattes découvertes)`;
      expect(said()).toBe(words);
      // Said once: the button keeps its name under the focus, and takes the words once it leaves.
      expect(label(button)).toBe(`Patte ${z + 1}`);
      act(() => button.blur());
      expect(label(button)).toBe(words);
    }
    // Nothing said to win while the covers are on: the picture highlights nothing yet.
    expect(said()).not.toMatch(/gagnant/);
    const decoy = ticket.paws.findIndex((s) => s !== 'bone');
    await user.click(screen.getByRole('button', { name: `Patte ${decoy + 1}` }));
    expect(said()).toMatch(new RegExp(`^Patte ${decoy + 1} : [^(]+$`)); // a decoy: what it shows, no count
    await user.click(screen.getByRole('button', { name: 'Tout gratter' }));
    // Settled: the rings show around the bones and the bowl; their zones say so, the others do not.
    const scored = evaluate(ticket);
    if (!scored.ok || scored.value.game !== 'paws') throw new Error('paws breakdown expected');
    for (const z of bones)
      expect(label(screen.getByRole('button', { name: new RegExp(`^Patte ${z + 1}\\s:`) }))).toBe(
        `Patte ${z + 1} : os (3 os sur les pattes découvertes, zone gagnante)`,
      );
    expect(label(screen.getByRole('button', { name: new RegExp(`^Patte ${decoy + 1}\\s:`) }))).not.toMatch(/gagnante/);
    expect(label(screen.getByRole('button', { name: /^Bonus\s:/ }))).toMatch(/gamelle.*\(zone gagnante\)$/);
  });

  it('says a winning month box wins once the ticket is settled, in both languages', async () => {
    const block = new Block('months', 'zones', 0);
    const withBox = Array.from(block.indicesWithPrize(1_200).slice(0, 40))
      .map((index) => generateTicket({ game: 'months', seed: 'zones', block: 0, index }))
      .find((t) => {
        const b = evaluate(t);
        return b.ok && b.value.game === 'months' && b.value.winningMonths.length > 0;
      });
    if (withBox === undefined) throw new Error('no 12 € months ticket with a winning box');
    const ticket = withBox;
    const scored = evaluate(ticket);
    if (!scored.ok || scored.value.game !== 'months' || ticket.game !== 'months') throw new Error('months expected');
    const winning = scored.value.winningMonths.map((w) => w.month);
    const { store } = renderWith(<TicketScreen />);
    act(() => void store.getState().openSerial(ticket.serial));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tout gratter' }));
    const buttons = screen.getAllByRole('button').filter((b) => b.classList.contains('zone-button'));
    for (const [z, button] of buttons.entries()) {
      const wins = winning.includes(z) || (z === 12 && scored.value.gainCents > 0);
      expect(label(button).endsWith(' (zone gagnante)'), label(button)).toBe(wins);
    }
    act(() => store.getState().setLang('en'));
    const first = winning[0] ?? 12;
    expect(label(buttons[first]!).endsWith(' (winning zone)')).toBe(true);
  });
});
