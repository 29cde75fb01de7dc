// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Block, generateTicket } from '../../src/engine/index.ts';
import { playedSettledAnnouncement, playedZoneLabel } from '../../src/i18n/playedZone.ts';
import { TicketScreen } from '../../src/ui/TicketScreen.tsx';
import { makeStore, renderWith, text } from './harness.tsx';

afterEach(cleanup);

describe('TicketScreen', () => {
  it('without a ticket, says so and goes to the lobby', async () => {
    const { actions } = renderWith(<TicketScreen />, { spy: ['go'] });
    expect(screen.getByText('Aucun ticket en cours. Choisissez un jeu.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choisir un jeu' }));
    expect(actions.go).toHaveBeenCalledWith('lobby');
  });

  it('shows a bought ticket: serial, its link, one button per zone and the progress', async () => {
    const store = makeStore();
    await store.getState().buy('paws', 'dog');
    const { actions } = renderWith(<TicketScreen />, { store, spy: ['revealZone'] });
    const ticket = store.getState().current!.ticket;
    expect(screen.getByTestId('serial').textContent).toBe(ticket.serial);
    expect(screen.getByTestId('ticket-link').getAttribute('href')).toBe(`?serial=${encodeURIComponent(ticket.serial)}`);
    expect(screen.queryByText(/n’a pas été acheté/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Patte \d$/ })).toHaveLength(9);
    expect(text(screen.getByTestId('result'))).toBe('0 zone grattée sur 10');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Patte 4' }));
    expect(actions.revealZone).toHaveBeenCalledWith(3);
    expect(text(screen.getByTestId('result'))).toBe('1 zone grattée sur 10');
    // Its new name once the focus the click gave it has left it (the live region said it meanwhile).
    await userEvent.setup().tab();
    const paw = screen.getByRole('button', { name: /^Patte 4\u00a0: / });
    expect(paw.getAttribute('aria-disabled')).toBe('true');
    expect(paw.dataset.revealed).toBe('true');
  });

  it('reveals all, shows the result, and deals the next ticket of the same game and animal', async () => {
    const store = makeStore();
    await store.getState().buy('paws', 'cat');
    const { actions } = renderWith(<TicketScreen />, { store, spy: ['revealAll', 'buy'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tout gratter' }));
    expect(actions.revealAll).toHaveBeenCalledTimes(1);
    const ticket = store.getState().current!.ticket;
    expect(screen.getByTestId('result').dataset.settled).toBe('true');
    expect(text(screen.getByTestId('result-title'))).toBe(ticket.prize > 0 ? `Gagné ${ticket.prize / 100} €` : 'Perdu');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tout gratter' }).disabled).toBe(true);
    // The button pressed is disabled: the focus is on the result it gave, not lost to the page.
    expect(document.activeElement).toBe(screen.getByTestId('result'));
    await user.click(screen.getByRole('button', { name: /^Nouveau ticket — 2\s€$/ }));
    expect(actions.buy).toHaveBeenCalledWith('paws', 'cat');
    expect(store.getState().current!.ticket.serial).not.toBe(ticket.serial);
  });

  it('says nothing more of a ticket once the next one is dealt', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    renderWith(<TicketScreen />, { store });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Janvier/ }));
    expect(screen.getByTestId('live').textContent).toMatch(/^Janvier/);
    await user.click(screen.getByRole('button', { name: /^Nouveau ticket/ }));
    await waitFor(() => expect(screen.getByTestId('serial').textContent).not.toBe(''));
    expect(store.getState().current!.revealed.some(Boolean)).toBe(false);
    expect(screen.getByTestId('live').textContent).toBe('');
  });

  describe('a zone revealed from the keyboard is said once', () => {
    /**
     * What a screen reader says when Enter is pressed on `button`: the live region's new words, and
     * the focused button's new name, which NVDA and Orca read when it changes under the focus.
     */
    const heardOnEnter = async (button: HTMLElement): Promise<string[]> => {
      const live = screen.getByTestId('live');
      const [saidBefore, nameBefore] = [live.textContent, button.getAttribute('aria-label')];
      button.focus();
      await userEvent.setup().keyboard('{Enter}');
      const heard: string[] = [];
      if (live.textContent !== saidBefore && live.textContent !== '') heard.push(live.textContent ?? '');
      const name = button.getAttribute('aria-label');
      if (document.activeElement === button && name !== nameBefore) heard.push(name ?? '');
      return heard;
    };
    const times = (heard: readonly string[], words: string) => heard.filter((said) => said.includes(words)).length;

    it('as the live region says it, not again as the focused button’s new name, which it takes once the focus leaves', async () => {
      const store = makeStore();
      await store.getState().buy('months');
      renderWith(<TicketScreen />, { store });
      const january = screen.getByRole('button', { name: 'Janvier' });
      const heard = await heardOnEnter(january);
      const said = playedZoneLabel(store.getState().current!, 0, 'fr');
      expect(said).toMatch(/^Janvier\u00a0: /);
      expect(heard).toEqual([said]);
      // Read where it is once the player comes back to it.
      await userEvent.setup().tab();
      expect(document.activeElement).not.toBe(january);
      expect(january.getAttribute('aria-label')).toBe(said);
      january.focus();
      expect(january.getAttribute('aria-label')).toBe(said);
    });

    it('with the result, when it is the zone that settles the ticket', async () => {
      const store = makeStore();
      await store.getState().buy('paws', 'dog');
      renderWith(<TicketScreen />, { store });
      const zones = store.getState().current!.layout.zones.length;
      act(() => {
        for (let z = 0; z < zones - 1; z++) store.getState().revealZone(z);
      });
      const last = screen.getAllByRole('button', { name: /^(Patte|Niche|Bonus)/ }).at(-1)!;
      const heard = await heardOnEnter(last);
      const current = store.getState().current!;
      expect(current.settled).toBe(true);
      expect(heard).toEqual([playedSettledAnnouncement(current, [zones - 1], 'fr')]);
      expect(times(heard, playedZoneLabel(current, zones - 1, 'fr'))).toBe(1);
    });
  });

  it('shows the still of its design and language under the canvas, and keeps it as the player begins', async () => {
    const store = makeStore();
    await store.getState().buy('paws', 'cat');
    // jsdom loads no image: here the still is in at once, as a preloaded one is.
    const stubbed = ['complete', 'naturalWidth'] as const;
    const real = stubbed.map((key) => Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, key)!);
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 720 });
    try {
      renderWith(<TicketScreen />, { store });
    } finally {
      stubbed.forEach((key, i) => Object.defineProperty(HTMLImageElement.prototype, key, real[i]!));
    }
    const still = () => document.querySelector<HTMLImageElement>('img.ticket-still');
    expect(still()?.getAttribute('src')).toMatch(/\bcat\.fr\b.*\.webp$/);
    expect(still()?.getAttribute('alt')).toBe('');
    expect(still()?.getAttribute('aria-hidden')).toBe('true');
    // The canvas lets the page paint the still before its first frame, as the still is in.
    expect(screen.getByTestId('ticket-canvas').dataset.mountedWithStill).toBe('true');
    act(() => store.getState().setLang('en'));
    expect(still()?.getAttribute('src')).toMatch(/\bcat\.en\b.*\.webp$/);
    // An engine that cannot read the picture shows no broken image in the ticket's place.
    fireEvent.error(still()!);
    expect(still()!.hidden).toBe(true);
    // Once shown it stays while the player begins, until the canvas draws (and styles.css hides it).
    act(() => store.getState().revealZone(0));
    expect(still()).not.toBeNull();
  });

  it('lets the canvas draw at once when the still is not in yet', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    renderWith(<TicketScreen />, { store }); // jsdom loads no image: naturalWidth stays 0
    expect(document.querySelector('img.ticket-still')).not.toBeNull();
    expect(screen.getByTestId('ticket-canvas').dataset.mountedWithStill).toBe('false');
  });

  it('shows no still once a ticket is scratched, so a resumed ticket waits for its canvas', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    act(() => store.getState().scratch(10, 10, 20, 20));
    renderWith(<TicketScreen />, { store });
    expect(document.querySelector('img.ticket-still')).toBeNull();
    expect(screen.getByTestId('ticket-canvas').dataset.mountedWithStill).toBe('false');
  });

  it('marks a ticket opened from its serial as a preview and explains its win', async () => {
    const index = new Block('months', 'preview', 0).indicesWithPrize(1_200)[0]!;
    const ticket = generateTicket({ game: 'months', seed: 'preview', block: 0, index });
    const { store } = renderWith(<TicketScreen />);
    act(() => void store.getState().openSerial(ticket.serial));
    expect(screen.getByText(/n’a pas été acheté/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tout gratter' }));
    expect(text(screen.getByTestId('result'))).toMatch(/^Gagné 12 €.* = 12 €$|^Gagné 12 €(Gain|[A-Za-zéû]+) 12 €$/);
    expect(screen.queryByText(/crédités sur votre solde/)).toBeNull();
  });
});
