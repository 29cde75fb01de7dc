// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as layouts from '../../src/layouts/index.ts';
import { Lobby } from '../../src/ui/Lobby.tsx';
import { renderWith } from './harness.tsx';

// The game's designs are this test's own list, so that no folder added to designs/ changes it: the
// dog's and the cat's own, and one more for the dog alone, under an id no folder can take (a
// folder's id has no capital letter). A spy on the module's export, not a mock of the module, lets
// this file share the jsdom window and module graph of the others (unit-dom in vitest.config.ts).
beforeEach(() => {
  const { designsOfGame, getDesign } = layouts;
  const puppy = { ...getDesign('dog'), id: 'Test-puppy', name: { fr: 'Chiot d’essai', en: 'Test puppy' } };
  vi.spyOn(layouts, 'designsOfGame').mockImplementation((game) =>
    game === 'paws' ? [getDesign('dog'), getDesign('cat'), puppy] : designsOfGame(game),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
    expect(designs()).toEqual(['Chien', 'Chiot d’essai']);
    await user.click(within(paws).getByRole('radio', { name: 'Chiot d’essai' }));
    await user.click(within(paws).getByRole('button', { name: /^Acheter/ }));
    expect(actions.buy).toHaveBeenLastCalledWith('paws', 'dog');
    expect(actions.chooseDesign).toHaveBeenLastCalledWith('Test-puppy');
  });
});
