// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Layouts from '../../src/layouts/index.ts';
import { Lobby } from '../../src/ui/Lobby.tsx';
import { renderWith } from './harness.tsx';

// A design folder of the dog added to the project: the game then has three designs, one of them
// for the dog alone besides its own.
vi.mock('../../src/layouts/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Layouts>();
  const puppy = { ...actual.getDesign('dog'), id: 'chiot', name: { fr: 'Chiot', en: 'Puppy' } };
  return {
    ...actual,
    designsOfGame: (game: Parameters<typeof actual.designsOfGame>[0]) =>
      game === 'paws' ? [...actual.designsOfGame('paws'), puppy] : actual.designsOfGame(game),
  };
});

afterEach(cleanup);

describe('Lobby, with a design of one animal besides its own', () => {
  it('offers the designs that can draw the animal chosen, and none while it is either', async () => {
    const { actions } = renderWith(<Lobby />, { spy: ['buy', 'chooseDesign'] });
    const paws = screen.getByTestId('game-paws');
    const designs = () =>
      within(paws)
        .queryAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).name === 'paws-design')
        .map((r) => r.parentElement!.textContent.trim());
    const user = userEvent.setup();
    await user.click(within(paws).getByRole('radio', { name: /Surprise/ }));
    expect(designs()).toEqual([]);
    await user.click(within(paws).getByRole('radio', { name: /Chat/ }));
    expect(designs()).toEqual([]); // the cat has its own design only
    await user.click(within(paws).getByRole('radio', { name: /Chien/ }));
    expect(designs()).toEqual(['Chien', 'Chiot']);
    await user.click(within(paws).getByRole('radio', { name: 'Chiot' }));
    await user.click(within(paws).getByRole('button', { name: /^Acheter/ }));
    expect(actions.buy).toHaveBeenLastCalledWith('paws', 'dog');
    expect(actions.chooseDesign).toHaveBeenLastCalledWith('chiot');
  });
});
