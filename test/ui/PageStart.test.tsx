// @vitest-environment jsdom
// A page opened cold on a ticket (a link to it) starts from its top, whenever a key was pressed.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { App } from '../../src/ui/App.tsx';
import { AppContext } from '../../src/ui/AppContext.tsx';
import { MemoryStorage } from '../state/memoryStorage.ts';
import { fakeMount } from './harness.tsx';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'userActivation');
});

function store(): AppStore {
  return createAppStore({
    storage: new MemoryStorage(),
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => 'uitest',
    saveDelayMs: 0,
  });
}

const serial = generateTicket({ game: 'months', seed: 'cold', block: 0, index: 25 }).serial;

describe('a page opened on a ticket', () => {
  it('leaves the focus on the page, though a key was pressed while it loaded, and a new ticket then takes it', async () => {
    // A Tab pressed before the app rendered: the page has been active when the ticket shows.
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    const s = store();
    s.getState().openSerial(serial); // the link, read before the first render (src/main.tsx)
    render(
      <StrictMode>
        <AppContext.Provider value={{ store: s, mountTicket: fakeMount }}>
          <App />
        </AppContext.Provider>
      </StrictMode>,
    );
    await screen.findByRole('group', { name: /12 Mois/ });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(document.body);
    // The player's own purchase is news: Nouveau ticket gives the focus to the ticket it brings.
    const user = userEvent.setup();
    screen.getByRole('button', { name: /^Nouveau ticket/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(s.getState().current!.ticket.serial).not.toBe(serial));
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('group'));
  });
});
