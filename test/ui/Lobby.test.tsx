// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Block, generateTicket } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/state/store.ts';
import { Lobby } from '../../src/ui/Lobby.tsx';
import { makeStore, renderWith, text } from './harness.tsx';

afterEach(cleanup);

describe('Lobby', () => {
  it('shows each game with its facts, tickets left and top prizes not yet dealt', async () => {
    const { store } = renderWith(<Lobby />);
    const paws = screen.getByTestId('game-paws');
    expect(within(paws).getByRole('heading', { name: 'Chien & Chat' })).toBeTruthy();
    expect(text(paws)).toContain('Prix2 €');
    expect(text(paws)).toContain('Gros lot15 000 €');
    expect(text(paws)).toContain('Tickets gagnants par bloc437 316');
    expect(text(paws)).toContain('1 500 000 tickets restants dans le bloc');
    expect(text(paws)).toContain('15 000 € : 2 sur 2');
    // Buying changes what is left.
    await store.getState().buy('months');
    cleanup();
    renderWith(<Lobby />, { store });
    expect(text(screen.getByTestId('game-months'))).toContain('1 499 999 tickets restants dans le bloc');
  });

  it('counts a top prize bought but not yet scratched as not dealt, so the lobby does not tell it', () => {
    const store = makeStore('lobbytop');
    const block = new Block('months', 'lobbytop', 0);
    let index = 0;
    while (block.prizeOf(index) !== 10_000) index++; // the block's first 100 € ticket, the third prize
    const { emission } = store.getState();
    const entry = {
      serial: generateTicket({ game: 'months', seed: 'lobbytop', block: 0, index }).serial,
      game: 'months' as const,
      priceCents: 300,
      prizeCents: 10_000,
      settled: false,
      at: '2026-12-05T12:00:00Z',
    };
    const state = {
      emission: {
        ...emission,
        games: { ...emission.games, months: { block: 0, cursors: { any: index + 1 }, dealt: index + 1 } },
      },
      history: [entry],
    };
    renderWith(<Lobby />, { store, state });
    expect(text(screen.getByTestId('game-months'))).toContain('100 € : 3 000 sur 3 000');
    cleanup();
    renderWith(<Lobby />, { store, state: { history: [{ ...entry, settled: true }] } });
    expect(text(screen.getByTestId('game-months'))).toContain('100 € : 2 999 sur 3 000');
  });

  it('names each buy button after its game, for a keyboard that goes from button to button', () => {
    renderWith(<Lobby />);
    // The visible words first (a voice control user says what they see), then the game.
    const paws = () => within(screen.getByTestId('game-paws'));
    const months = () => within(screen.getByTestId('game-months'));
    expect(paws().getByRole('button', { name: /^Acheter — 2\s€\s: Chien & Chat$/ }).textContent).toMatch(
      /^Acheter — 2\s€$/,
    );
    expect(months().getByRole('button', { name: /^Acheter — 3\s€\s: 12 Mois$/ })).toBeTruthy();
    cleanup();
    renderWith(<Lobby />, { state: { settings: { ...DEFAULT_SETTINGS, lang: 'en' } } });
    expect(paws().getByRole('button', { name: 'Buy — €2: Dog & Cat' }).textContent).toBe('Buy — €2');
    expect(months().getByRole('button', { name: 'Buy — €3: 12 Months' })).toBeTruthy();
  });

  it('buys the chosen animal, starting from the last choice', async () => {
    const { actions } = renderWith(<Lobby />, {
      state: { settings: { ...DEFAULT_SETTINGS, variants: { paws: 'cat' } } },
      spy: ['buy'],
    });
    const user = userEvent.setup();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Chat/ }).checked).toBe(true);
    await user.click(
      within(screen.getByTestId('game-paws')).getByRole('button', { name: /^Acheter — 2\s€\s: Chien & Chat$/ }),
    );
    expect(actions.buy).toHaveBeenLastCalledWith('paws', 'cat');
  });

  it('buys a dog ticket after the dog is picked, and a twelve-months ticket with no variant', async () => {
    const { actions } = renderWith(<Lobby />, { spy: ['buy'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Chien/ }));
    await user.click(within(screen.getByTestId('game-paws')).getByRole('button', { name: /Acheter/ }));
    expect(actions.buy).toHaveBeenLastCalledWith('paws', 'dog');
    await user.click(
      within(screen.getByTestId('game-months')).getByRole('button', { name: /^Acheter — 3\s€\s: 12 Mois$/ }),
    );
    expect(actions.buy).toHaveBeenLastCalledWith('months', 'any');
  });
});
