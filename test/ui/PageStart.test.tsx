// @vitest-environment jsdom
// A page opened cold on a ticket (a link to it) starts from its top, whenever a key was pressed.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { keyValueBackend, type SessionBackend } from '../../src/state/sessionBackend.ts';
import { createAppStore, openAppStore, type AppStore } from '../../src/state/store.ts';
import { App } from '../../src/ui/App.tsx';
import { AppContext } from '../../src/ui/AppContext.tsx';
import { MemoryStorage } from '../state/memoryStorage.ts';
import { fakeMount } from './harness.tsx';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'userActivation');
});

/** The store as src/main.tsx opens it: its stored session read and shown before anything else. */
function store(): Promise<AppStore> {
  return openAppStore({
    storage: new MemoryStorage(),
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => 'uitest',
    saveDelayMs: 0,
  });
}

function renderApp(s: AppStore): void {
  render(
    <StrictMode>
      <AppContext.Provider value={{ store: s, mountTicket: fakeMount }}>
        <App />
      </AppContext.Provider>
    </StrictMode>,
  );
}

/** A Tab pressed before the app rendered: the page has been active when the ticket shows. */
function keyPressedWhileLoading(): void {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
}

const serial = generateTicket({ game: 'months', seed: 'cold', block: 0, index: 25 }).serial;

/**
 * The ticket screen's code is in, as src/main.tsx loads it before the first render of a page that
 * opens on a ticket (and as a file run before this one in a shared window leaves it): the screen
 * then mounts with the store's first ticket, never after a wait.
 */
async function ticketScreenLoaded(): Promise<void> {
  const s = await store();
  s.getState().openSerial(generateTicket({ game: 'months', seed: 'warm', block: 0, index: 1 }).serial);
  renderApp(s);
  await screen.findByRole('group', { name: /12 Mois/ });
  cleanup();
  s.getState().dispose();
}

/** A page opened on `serial`'s link, a key pressed while it loaded: the focus stays on the page, a new ticket then takes it. */
async function coldLinkThenNewTicket(): Promise<void> {
  keyPressedWhileLoading();
  const s = await store();
  await s.getState().applyLink(`?serial=${serial}`); // the link, applied before the first render (src/main.tsx)
  renderApp(s);
  await screen.findByRole('group', { name: /12 Mois/ });
  await act(() => Promise.resolve());
  expect(document.activeElement).toBe(document.body);
  // The player's own purchase is news: Nouveau ticket gives the focus to the ticket it brings.
  const user = userEvent.setup();
  screen.getByRole('button', { name: /^Nouveau ticket/ }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(s.getState().current!.ticket.serial).not.toBe(serial));
  await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('group'));
  s.getState().dispose();
}

describe('a page opened on a ticket', () => {
  it('leaves the focus on the page, though a key was pressed while it loaded, and a new ticket then takes it', async () => {
    await coldLinkThenNewTicket();
  });

  it('does the same when the ticket screen’s code is in before the first render (src/main.tsx loads it so)', async () => {
    await ticketScreenLoaded();
    await coldLinkThenNewTicket();
  });

  it('leaves the focus on the page when a ?game= link’s purchase shows its ticket after the lobby rendered', async () => {
    keyPressedWhileLoading();
    const s = await store();
    renderApp(s); // the page renders while the link's purchase is being saved (src/main.tsx)
    await screen.findByRole('heading', { level: 1 });
    await act(() => s.getState().applyLink('?game=months'));
    await screen.findByRole('group', { name: /12 Mois/ });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(document.body);
    // A ticket the player asks for afterwards takes it.
    const user = userEvent.setup();
    const first = s.getState().current!.ticket.serial;
    screen.getByRole('button', { name: /^Nouveau ticket/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(s.getState().current!.ticket.serial).not.toBe(first));
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('group'));
  });

  it('leaves the focus on the page when a ?game= link’s purchase lands between the stored ticket’s render and its effects', async () => {
    // The last visit left a ticket in play: the page starts on it, the ticket screen's code in.
    const storage = new MemoryStorage();
    const before = createAppStore({ storage, now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'last' });
    expect(await before.getState().buy('months')).toBe(true);
    await before.getState().flush();
    const stored = before.getState().current!.ticket.serial;
    before.getState().dispose();
    await ticketScreenLoaded();
    keyPressedWhileLoading();
    const s = await openAppStore({ storage, now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'next' });
    expect(s.getState().pageFirst).toBe(stored);
    // The link's purchase lands once the stored ticket is on the page, before its effects have run,
    // as it can in a browser: the purchase is saved in a later task, and React runs a render's
    // effects after the page is painted.
    function PurchaseLands() {
      useLayoutEffect(() => void s.getState().applyLink('?game=months'), []);
      return null;
    }
    render(
      <AppContext.Provider value={{ store: s, mountTicket: fakeMount }}>
        <App />
        <PurchaseLands />
      </AppContext.Provider>,
    );
    await waitFor(() => expect(s.getState().current!.ticket.serial).not.toBe(stored));
    await screen.findByRole('group', { name: /12 Mois/ });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(document.body);
    s.getState().dispose();
  });

  it('leaves the focus on the page when the saved ticket in play shows only once storage answers, after the first render', async () => {
    // The last visit left a ticket in play.
    const storage = new MemoryStorage();
    const before = createAppStore({ storage, now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'late' });
    expect(await before.getState().buy('months')).toBe(true);
    await before.getState().flush();
    const saved = before.getState().current!.ticket.serial;
    before.getState().dispose();
    // This visit's storage does not answer at first: the page starts on a stand-in, the lobby.
    let answering = false;
    const base = keyValueBackend(storage);
    const slow: SessionBackend = {
      kind: 'indexeddb', // answers in a later task, never at once
      read: () => base.read(),
      copies: () => base.copies(),
      subscribe: (listener) => base.subscribe(listener),
      release: () => base.release(),
      update: (step) =>
        answering
          ? base.update(step)
          : Promise.resolve({ ok: false, reason: { key: 'timed-out', seconds: 3 }, cause: 'unavailable' } as const),
    };
    keyPressedWhileLoading();
    const s = await openAppStore({
      backend: slow,
      now: () => new Date('2026-11-29T12:00:00Z'),
      newSeed: () => 'stand-in',
      saveDelayMs: 0,
      retryDelayMs: 10,
    });
    expect(s.getState().screen).toBe('lobby');
    renderApp(s);
    await screen.findByRole('heading', { level: 1 });
    answering = true;
    await screen.findByRole('group', { name: /12 Mois/ }, { timeout: 2_000 });
    expect(s.getState().current!.ticket.serial).toBe(saved);
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(document.body);
    s.getState().dispose();
  });
});
