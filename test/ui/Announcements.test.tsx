// @vitest-environment jsdom
// What a screen reader hears of the header and the notices as tickets are bought and played.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatEuros, MESSAGES } from '../../src/i18n/index.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { App } from '../../src/ui/App.tsx';
import { AppContext } from '../../src/ui/AppContext.tsx';
import { MemoryStorage } from '../state/memoryStorage.ts';
import { fakeMount } from './harness.tsx';

const nbsp = /[\u00a0\u202f]/g;
const text = (el: Element) => (el.textContent ?? '').replace(nbsp, ' ');

function setup(): AppStore {
  const store = createAppStore({
    storage: new MemoryStorage(),
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => 'uitest',
    saveDelayMs: 0,
  });
  render(
    <StrictMode>
      <AppContext.Provider value={{ store, mountTicket: fakeMount }}>
        <App />
      </AppContext.Provider>
    </StrictMode>,
  );
  return store;
}

/** The live regions of the page (an <output> is one: a status), and what each says. */
const liveTexts = () =>
  Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live], output'))
    .filter((el) => el.getAttribute('aria-live') !== 'off')
    .map(text)
    .filter((t) => t !== '');

beforeEach(() => {
  // jsdom has no User Activation API: the player has acted.
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'userActivation');
});

describe('announcements', () => {
  it('tells the result of the ticket Nouveau ticket finished, politely, the focus left to the new ticket', async () => {
    const store = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-paws')).getByRole('button', { name: /Acheter/ }));
    const old = store.getState().current!.ticket;
    (await screen.findByRole('button', { name: 'Patte 1' })).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: /^Nouveau ticket/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.getState().current!.ticket.serial).not.toBe(old.serial));
    const notice = await screen.findByTestId('notice');
    const said = MESSAGES.fr.notices
      .finishedFirst(old.serial, old.prize > 0 ? formatEuros(old.prize, 'fr') : null)
      .replace(nbsp, ' ');
    expect(text(notice.querySelector('p')!)).toBe(said);
    // Polite, not an alert over the new ticket's own words; said once. Not a live region, it is
    // a landmark of its own, named, as the rest of the page is in landmarks (axe-core's "region").
    expect(notice.getAttribute('role')).toBe('region');
    expect(screen.getByRole('region', { name: MESSAGES.fr.noticeLabel })).toBe(notice);
    expect(notice.querySelector('[role="alert"]')).toBeNull();
    expect(screen.getByTestId('notice-said').getAttribute('role')).toBe('status');
    expect(liveTexts()).toEqual([said]);
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('group'));
    // Dismissable, and gone from the live region with it.
    await user.click(within(notice).getByRole('button', { name: MESSAGES.fr.dismiss }));
    expect(screen.queryByTestId('notice')).toBeNull();
    expect(liveTexts()).toEqual([]);
  });

  it('says nothing of a ticket settled before Nouveau ticket', async () => {
    const store = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
    const old = store.getState().current!.ticket.serial;
    await user.click(await screen.findByRole('button', { name: 'Tout gratter' }));
    await user.click(screen.getByRole('button', { name: /^Nouveau ticket/ }));
    await waitFor(() => expect(store.getState().current!.ticket.serial).not.toBe(old));
    expect(screen.queryByTestId('notice')).toBeNull();
  });

  it('reads the balance with its label only when it is the only news: on a refill, not on a purchase or a win, nor again in another language', async () => {
    const store = setup();
    const user = userEvent.setup();
    // The amount is read with its label where it is met.
    expect(text(screen.getByTestId('balance').closest('.wallet')!)).toMatch(/^Solde 20 € /);
    await user.click(within(screen.getByTestId('game-paws')).getByRole('button', { name: /Acheter/ }));
    expect(text(screen.getByTestId('balance'))).toBe('18 €');
    expect(liveTexts()).toEqual([]); // the new ticket is the news, where the focus goes
    await user.click(await screen.findByRole('button', { name: 'Tout gratter' }));
    expect(liveTexts().some((t) => t.includes('€') && !t.includes('Gagn'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    // Up to 20 €, or left as it is above (a win): said as it is, with its label.
    const balance = store.getState().balanceCents;
    expect(balance).toBeGreaterThanOrEqual(2_000);
    expect(liveTexts()).toEqual([`Solde : ${formatEuros(balance, 'fr').replace(nbsp, ' ')}`]);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(text(screen.getByTestId('balance'))).toBe(formatEuros(balance, 'en'));
    expect(liveTexts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Next ticket/ }));
    await waitFor(() => expect(store.getState().balanceCents).toBe(balance - 200));
    expect(liveTexts()).toEqual([]);
    act(() => void store.getState().refill());
    expect(liveTexts()).toEqual([]); // a refill made elsewhere (another tab) is no news here
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(liveTexts()).toEqual([`Balance: ${formatEuros(store.getState().balanceCents, 'en')}`]);
  });
});
