// @vitest-environment jsdom
/**
 * The third game's contract, on the screens: the fixture game Trois Pareils
 * (test/fixtures/games/three), registered beside the real games by the contract project's build
 * (test/fixtures/games/plugin.ts), is in the lobby, the rules, the ticket screen, the history and
 * its chart, and the studio, without any of them naming it. The rest: thirdGameTools.test.ts.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Block, evaluate, generateTicket, type GameId, type Ticket } from '../../src/engine/index.ts';
import { formatEuros } from '../../src/i18n/index.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { App } from '../../src/ui/App.tsx';
import { AppContext } from '../../src/ui/AppContext.tsx';
import { studioQuery } from '../../src/studio/state/studioSettings.ts';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import { TicketSection } from '../../src/studio/TicketSection.tsx';
import { MemoryStorage } from '../state/memoryStorage.ts';
import { showInStudio } from '../studio/harness.tsx';
import { fakeMount } from '../ui/harness.tsx';

afterEach(cleanup);

// The fixture is not a GameId of the shipped build's types: the registry of this build lists it.
const THREE = 'three' as GameId;
type ThreeTicket = Ticket & { readonly boxes: readonly number[] };

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const euros = (cents: number) => formatEuros(cents, 'fr').replace(/[\u00a0\u202f]/g, ' ');

function setup(): AppStore {
  const store = createAppStore({
    storage: new MemoryStorage(),
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => 'contract',
    saveDelayMs: 0,
  });
  render(
    <AppContext.Provider value={{ store, mountTicket: fakeMount }}>
      <App />
    </AppContext.Provider>,
  );
  return store;
}

/** Scratches the six boxes from the keyboard, checking what each says once revealed. */
async function scratchAll(ticket: ThreeTicket): Promise<void> {
  const user = userEvent.setup();
  for (let box = 0; box < 6; box++) {
    const button = await screen.findByRole('button', { name: `Case ${box + 1}` });
    button.focus();
    await user.keyboard('{Enter}');
    // The focused button keeps its name (the live region says the box); it takes the box's words
    // once the focus leaves it.
    expect(button.getAttribute('aria-label')).toBe(`Case ${box + 1}`);
    act(() => button.blur());
    expect(button.getAttribute('aria-label')?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      `Case ${box + 1} : ${euros(ticket.boxes[box]!)}`,
    );
  }
}

describe('the player', () => {
  it('shows the fixture game in the lobby with its price, top prize, odds and payout', () => {
    setup();
    const card = screen.getByTestId('game-three');
    expect(within(card).getByRole('heading', { name: 'Trois Pareils' })).toBeTruthy();
    expect(text(card)).toContain('5 €');
    expect(text(card)).toContain('100 000 €');
    expect(text(card)).toContain('1 chance sur 3,47');
    expect(text(card)).toContain('65 %');
    expect(within(card).queryByRole('radio')).toBeNull(); // no variants, no choice
  });

  it('has its rules and its prize table in the rules screen', async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Règles' }));
    const rules = text(await screen.findByTestId('rules-three'));
    expect(rules).toContain('Trois Pareils — 5 €');
    expect(rules).toContain('Règlement du 1 juin 2026. Blocs de 1 500 000 tickets.');
    expect(rules).toContain('3 cases montrent la même somme : vous gagnez cette somme.');
    const rows = [...screen.getByTestId('rules-three').querySelectorAll('tbody tr')].map((row) =>
      [...row.children].slice(0, 2).map((cell) => text(cell as HTMLElement)),
    );
    expect(rows).toEqual([
      ['100 000 €', '2'],
      ['10 000 €', '10'],
      ['1 000 €', '100'],
      ['500 €', '400'],
      ['100 €', '5 000'],
      ['50 €', '12 000'],
      ['20 €', '40 000'],
      ['10 €', '100 000'],
      ['5 €', '275 000'],
    ]);
    expect(rules).toContain('432 512');
    expect(rules).toContain('4 875 000 €');
  });

  it('is bought, scratched box by box and revealed with the engine’s prize, then is in the history and its chart', async () => {
    const store = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-three')).getByRole('button', { name: /Acheter — 5/ }));
    expect(text(screen.getByTestId('balance'))).toBe('15 €');
    const ticket = store.getState().current!.ticket as ThreeTicket;
    expect(ticket.game).toBe(THREE);
    expect(ticket).toEqual(generateTicket({ game: THREE, seed: 'contract', block: 0, index: ticket.index }));
    const scored = evaluate(ticket);
    expect(scored.ok && scored.value.totalCents).toBe(ticket.prize);
    expect((await screen.findByTestId('serial')).textContent).toBe(ticket.serial);
    await scratchAll(ticket);
    expect(text(screen.getByTestId('result-title'))).toBe(ticket.prize > 0 ? `Gagné ${euros(ticket.prize)}` : 'Perdu');
    expect(text(screen.getByTestId('balance'))).toBe(euros(1_500 + ticket.prize));

    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const history = text(await screen.findByTestId('history'));
    expect(history).toContain(ticket.serial);
    expect(history).toContain('Trois Pareils');
    expect(text(screen.getByTestId('stats'))).toContain('Trois Pareils');
    const observed = ticket.prize / 500;
    expect(text(screen.getByTestId('chart-summary'))).toContain(
      `Trois Pareils : ${(observed * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 }).replace(/\s/g, ' ')} % observé, 65 % théorique.`,
    );
  });

  it('explains a winning ticket opened from its serial', async () => {
    const store = setup();
    const index = new Block(THREE, 'explain', 0).indicesWithPrize(5_000)[0]!;
    const ticket = generateTicket({ game: THREE, seed: 'explain', block: 0, index }) as ThreeTicket;
    act(() => {
      store.getState().openSerial(ticket.serial);
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tout gratter' }));
    expect(text(screen.getByTestId('result-title'))).toBe('Gagné 50 €');
    const boxes = ticket.boxes.flatMap((cents, box) => (cents === 5_000 ? [box + 1] : [])).join(', ');
    expect(text(screen.getByTestId('result'))).toContain(`Cases ${boxes} : 3 × 50 € = 50 €`);
  });
});

describe('the studio', () => {
  it('offers the fixture game, with no variant choice, its prizes, and keeps it in its address', async () => {
    const store = createStudioStore('');
    showInStudio(<TicketSection />, store); // the ticket section exports nothing, opens no design folder
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Trois Pareils' }));
    expect(screen.queryByRole('radio', { name: /Chien ou chat/ })).toBeNull();
    const prizes = [...screen.getByTestId('prize').querySelectorAll('option')].map((o) => text(o));
    expect(prizes[0]).toContain('100 000 €');
    expect(prizes).toHaveLength(10); // nine prizes and the losing tickets
    expect(studioQuery(store.getState().settings)).toContain('game=three');
    expect(createStudioStore('?game=three&prize=50').getState().settings.ticket).toMatchObject({ game: 'three' });
  });
});
