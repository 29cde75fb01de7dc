// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { formatEuros, MESSAGES } from '../../src/i18n/index.ts';
import { STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { App } from '../../src/ui/App.tsx';
import { AppContext, type MountTicket } from '../../src/ui/AppContext.tsx';
import { MemoryStorage } from '../state/memoryStorage.ts';

afterEach(cleanup);

interface Harness {
  store: AppStore;
  storage: MemoryStorage;
  mounts: { live: number; total: number };
}

function setup(storage = new MemoryStorage()): Harness {
  const store = createAppStore({
    storage,
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => 'uitest',
    saveDelayMs: 0,
  });
  const mounts = { live: 0, total: 0 };
  const mountTicket: MountTicket = (host) => {
    mounts.live++;
    mounts.total++;
    host.appendChild(document.createElement('canvas'));
    return {
      resize: () => undefined,
      destroy: () => {
        mounts.live--;
        host.replaceChildren();
      },
    };
  };
  render(
    <StrictMode>
      <AppContext.Provider value={{ store, mountTicket }}>
        <App />
      </AppContext.Provider>
    </StrictMode>,
  );
  return { store, storage, mounts };
}

const nbsp = /[\u00a0\u202f]/g;
const text = (el: HTMLElement) => (el.textContent ?? '').replace(nbsp, ' ');

describe('lobby', () => {
  it('shows both games with price, top prize, odds and payout computed by the engine', () => {
    setup();
    const paws = screen.getByTestId('game-paws');
    expect(within(paws).getByRole('heading', { name: 'Chien & Chat' })).toBeTruthy();
    expect(text(paws)).toContain('2 €');
    expect(text(paws)).toContain('15 000 €');
    expect(text(paws)).toContain('1 chance sur 3,43');
    expect(text(paws)).toContain('65 %');
    const months = screen.getByTestId('game-months');
    expect(text(months)).toContain('40 000 €');
    expect(text(months)).toContain('1 chance sur 4,81');
    expect(text(months)).toContain('68 %');
    expect(text(screen.getByTestId('balance'))).toBe('20 €');
  });

  it('buys a dog ticket: the price is charged and the ticket screen shows its zones', async () => {
    const { store } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Chien/ }));
    await user.click(within(screen.getByTestId('game-paws')).getByRole('button', { name: /Acheter/ }));
    expect(text(screen.getByTestId('balance'))).toBe('18 €');
    const ticket = store.getState().current!.ticket;
    expect(ticket.game === 'paws' && ticket.variant).toBe('dog');
    expect((await screen.findByTestId('serial')).textContent).toBe(ticket.serial);
    expect(screen.getByTestId('ticket-link').getAttribute('href')).toBe(`?serial=${encodeURIComponent(ticket.serial)}`);
    for (let i = 1; i <= 9; i++) expect(screen.getByRole('button', { name: `Patte ${i}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bonus' })).toBeTruthy();
  });
});

describe('ticket', () => {
  it('mounts exactly one canvas under StrictMode and destroys it on leaving', async () => {
    const { mounts } = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
    await screen.findByTestId('ticket-canvas'); // the ticket screen is a chunk of its own
    expect(mounts.live).toBe(1);
    expect(screen.getByTestId('ticket-canvas').querySelectorAll('canvas')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Jeux' }));
    expect(mounts.live).toBe(0);
  });

  it('leaves the focus alone on the first screen, after a tap made while the page loaded, and moves it on a change of screen', () => {
    // A focused <main> is scrolled into view: on a phone, past the header, under the first screen.
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    try {
      const { store } = setup();
      expect(store.getState().screen).toBe('lobby');
      expect(document.activeElement).toBe(document.body);
      act(() => store.getState().go('rules'));
      expect(document.activeElement?.id).toBe('main');
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('moves the focus to the screen a header button or Back shows, named after it, without scrolling', async () => {
    // The header's buttons stay where they are: left there, the focus would say nothing of the screen.
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    try {
      const { store } = setup();
      const user = userEvent.setup();
      // <main> is focused without scrolling to it: the page shows the new screen's top, or where it was.
      const main = document.getElementById('main')!;
      const scrolled = vi.spyOn(main, 'focus');
      await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
      await screen.findByTestId('ticket-canvas');
      await user.click(screen.getByRole('button', { name: 'Historique' }));
      await screen.findByRole('heading', { name: 'Historique' });
      expect(document.activeElement?.id).toBe('main');
      expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Historique' }));
      await user.click(screen.getByRole('button', { name: 'Règles' }));
      await screen.findByRole('heading', { name: 'Règles du jeu' });
      expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Règles' }));
      // Back, with the focus back on a header button (a mouse user pressed one, then the browser's Back).
      screen.getByRole('button', { name: 'Règles' }).focus();
      act(() => store.getState().go('history'));
      expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Historique' }));
      screen.getByRole('button', { name: 'Historique' }).focus();
      act(() => store.getState().go('ticket'));
      // The ticket in play, not a new one: the screen takes the focus, not the ticket.
      expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Ticket' }));
      await screen.findByTestId('ticket-canvas');
      expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Ticket' }));
      expect(scrolled.mock.calls.length).toBeGreaterThan(0);
      for (const [options] of scrolled.mock.calls) expect(options).toEqual({ preventScroll: true });
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('brings the focus to a ticket just bought from the lobby, not to a ticket opened cold', async () => {
    // jsdom has no User Activation API: the page is told whether the player has acted yet.
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    try {
      const { store } = setup();
      const user = userEvent.setup();
      act(
        () => void store.getState().openSerial(generateTicket({ game: 'paws', seed: 'x', block: 0, index: 3 }).serial),
      );
      await screen.findByRole('group', { name: /Ticket/ });
      expect(document.activeElement).toBe(document.body); // a ticket opened before any action keeps the page's focus
      await user.click(screen.getByRole('button', { name: 'Jeux' }));
      activation.hasBeenActive = true;
      await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
      const first = store.getState().current!.ticket.serial;
      await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('group'));
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/12 Mois/);
      expect(first).toMatch(/^M\./);
      // Nouveau ticket (disabled while the purchase is made, which a browser's focus leaves): app.e2e.ts.
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('plays a whole months ticket by keyboard, naming what each zone shows, then the result', async () => {
    const { store } = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
    const ticket = store.getState().current!.ticket;
    if (ticket.game !== 'months') throw new Error('months expected');
    const january = await screen.findByRole('button', { name: 'Janvier' });
    january.focus();
    await user.keyboard('{Enter}');
    const box = ticket.months[0]!;
    const label = `Janvier\u00a0: ${box.symbols.map((s) => MESSAGES.fr.symbols[s].one).join(', ')}, ${formatEuros(box.amount, 'fr')}`;
    expect(text(screen.getByTestId('live'))).toBe(label.replace(nbsp, ' '));
    expect(january.getAttribute('aria-label')).toBe('Janvier'); // said once: by the live region, not again under the focus
    expect(screen.getByTestId('result').dataset.settled).toBe('false');
    for (const name of [
      'Février',
      'Mars',
      'Avril',
      'Mai',
      'Juin',
      'Juillet',
      'Août',
      'Septembre',
      'Octobre',
      'Novembre',
      'Décembre',
      'Gain',
    ]) {
      screen.getByRole('button', { name }).focus();
      await user.keyboard(' ');
    }
    expect(january.getAttribute('aria-label')).toBe(label); // its name, once the focus has left it
    await user.tab();
    expect(screen.getByRole('button', { name: /^Gain\u00a0: / }).getAttribute('aria-label')).toBe(
      `Gain\u00a0: ${formatEuros(ticket.gain, 'fr')}`,
    );
    const title = text(screen.getByTestId('result-title'));
    expect(title).toBe(ticket.prize > 0 ? `Gagné ${formatEuros(ticket.prize, 'fr').replace(nbsp, ' ')}` : 'Perdu');
    // The last zone revealed is said with the result it settled, not dropped for it.
    const last = `Gain\u00a0: ${formatEuros(ticket.gain, 'fr')}`.replace(nbsp, ' ');
    expect(text(screen.getByTestId('live')).startsWith(`${last}. ${title}`)).toBe(true);
  });

  it('says the result of Tout gratter once, where the focus brings it, not in the live region too', async () => {
    const { store } = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-paws')).getByRole('button', { name: /Acheter/ }));
    screen.getByRole('button', { name: 'Patte 1' }).focus();
    await user.keyboard('{Enter}');
    expect(text(screen.getByTestId('live'))).toMatch(/^Patte 1 : /);
    screen.getByRole('button', { name: 'Tout gratter' }).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().current!.settled).toBe(true);
    const result = screen.getByTestId('result');
    expect(document.activeElement).toBe(result);
    expect(text(result)).toMatch(/^(Gagné|Perdu)/); // its words by the time it has the focus
    expect(text(screen.getByTestId('live'))).toBe('');
  });

  it('moves the focus from Nouveau ticket to the new ticket, where the button keeps it (Firefox, WebKit, jsdom)', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    try {
      const { store } = setup();
      const user = userEvent.setup();
      await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
      const first = store.getState().current!.ticket.serial;
      const next = screen.getByRole('button', { name: /^Nouveau ticket/ });
      next.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(store.getState().current!.ticket.serial).not.toBe(first));
      await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('group'));
      // A second Enter buys nothing more: it lands on the ticket, not on the button.
      await user.keyboard('{Enter}');
      expect(store.getState().history).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('leaves nothing in the live region of a language left behind', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-paws')).getByRole('button', { name: /Acheter/ }));
    screen.getByRole('button', { name: 'Patte 1' }).focus();
    await user.keyboard('{Enter}');
    expect(text(screen.getByTestId('live'))).toMatch(/^Patte 1 : /);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(text(screen.getByTestId('live'))).toBe('');
    screen.getByRole('button', { name: 'Paw 2' }).focus();
    await user.keyboard('{Enter}');
    expect(text(screen.getByTestId('live'))).toMatch(/^Paw 2: /);
  });

  it('explains a winning ticket opened from its serial, without crediting it', async () => {
    const { store } = setup();
    // Index 0 of seed "uitest" block 9 is whatever the block says; find a 12 € ticket instead.
    const { Block } = await import('../../src/engine/index.ts');
    const index = new Block('paws', 'explain', 0).indicesWithPrize(1_200)[0]!;
    const ticket = generateTicket({ game: 'paws', seed: 'explain', block: 0, index });
    act(() => {
      store.getState().openSerial(ticket.serial);
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tout gratter' }));
    expect(text(screen.getByTestId('result-title'))).toBe('Gagné 12 €');
    const win =
      ticket.game === 'paws' && ticket.variant === 'dog' ? '2 os × 3 (gamelle)' : '2 souris × 3 (pelote de laine)';
    expect(text(screen.getByTestId('result'))).toContain(`${win} = 12 €`);
    expect(text(screen.getByTestId('balance'))).toBe('20 €');
    expect(screen.getByText(/n’a pas été acheté/)).toBeTruthy();
  });
});

describe('a browser that refuses every save', () => {
  it('offers by keyboard to play without saving, says so in the warning, and then buys, the stored game untouched', async () => {
    const { store, storage } = setup();
    await store.getState().flush();
    const stored = storage.getItem(STORAGE_KEY);
    storage.failWrites = true;
    const user = userEvent.setup();
    const buy = within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ });
    buy.focus();
    await user.keyboard('{Enter}');
    await screen.findByTestId('save-warning');
    expect(within(screen.getByTestId('save-warning')).queryByRole('button')).toBeNull();
    buy.focus();
    await user.keyboard('{Enter}');
    const warning = screen.getByTestId('save-warning');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(text(warning)).toMatch(/vous pouvez jouer sans enregistrer/);
    expect(text(screen.getByTestId('notice'))).toMatch(/non acheté.*Jouer sans enregistrer/);
    expect(text(screen.getByTestId('balance'))).toBe('20 €');
    // Reached from the refused purchase's notice by the keyboard: back up to the warning's button.
    const choice = within(warning).getByRole('button', { name: 'Jouer sans enregistrer' });
    choice.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(text(screen.getByTestId('save-warning'))).toMatch(/^Partie non enregistrée Vous jouez sans/),
    );
    // The button went with the choice made: the focus stays in the warning, which reads the new words.
    expect(within(screen.getByTestId('save-warning')).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('save-warning'));
    const again = within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ });
    again.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('serial')).toBeTruthy();
    expect(text(screen.getByTestId('balance'))).toBe('17 €');
    expect(text(screen.getByTestId('save-warning'))).toMatch(/Vous jouez sans enregistrer.*cette page seulement/);
    storage.failWrites = false;
    await store.getState().flush();
    expect(storage.getItem(STORAGE_KEY)).toBe(stored);
    await user.click(document.querySelector<HTMLElement>('.lang-switch')!);
    expect(text(screen.getByTestId('save-warning'))).toMatch(/You are playing without saving.*this page only/);
  });
});

describe('language, notices, history', () => {
  it('switches to English and remembers it', async () => {
    const { storage } = setup();
    // One name, in its own language: the short name a phone shows (EN) is not read after it.
    const button = screen.getByRole('button', { name: 'English' });
    expect(button.lang).toBe('en');
    await userEvent.setup().click(button);
    expect(screen.getByRole('button', { name: 'Français' }).lang).toBe('fr');
    expect(screen.getByRole('heading', { name: 'Dog & Cat' })).toBeTruthy();
    expect(text(screen.getByTestId('game-paws'))).toContain('1 in 3.43');
    expect(document.documentElement.lang).toBe('en');
    act(() => undefined);
    expect((JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession).settings.lang).toBe('en');
  });

  it('shows a notice and a working lobby when stored data is corrupt', () => {
    const storage = new MemoryStorage();
    storage.data.set(STORAGE_KEY, '{"version":1,"balanceCents":"lots"}');
    setup(storage);
    expect(text(screen.getByRole('alert'))).toMatch(/illisibles/);
    expect(screen.getByTestId('game-paws')).toBeTruthy();
  });

  it('closes a notice on Escape, the focus going on to the content when it was in the notice', async () => {
    const storage = new MemoryStorage();
    storage.data.set(STORAGE_KEY, '{"version":1,"balanceCents":"lots"}');
    setup(storage);
    const user = userEvent.setup();
    within(screen.getByTestId('notice')).getByRole('button').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('notice')).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('shows a note in place of a screen that cannot render, and the rest of the app stays', async () => {
    const { store } = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
    await screen.findByRole('button', { name: 'Tout gratter' });
    // A row the history cannot show: its prize is not a whole number of cents (formatting it throws).
    act(() => store.setState((s) => ({ history: s.history.map((h) => ({ ...h, settled: true, prizeCents: 0.5 })) })));
    const logged = console.error;
    console.error = () => undefined; // React reports the error it caught; it is this test's own
    try {
      await user.click(screen.getByRole('button', { name: 'Historique' }));
      const note = await screen.findByRole('alert');
      // The sentence is the page's language alone; the browser's own words are a detail beneath it.
      expect(within(note).getByRole('heading', { level: 1 }).textContent).toBe('Cet écran n’a pas pu s’afficher');
      expect(text(note.querySelector('p')!)).toMatch(/^Votre solde et vos tickets sont conservés/);
      expect(within(note).getByText('Détail technique').tagName).toBe('SUMMARY');
      expect(text(note.querySelector('details code')!)).not.toBe('');
    } finally {
      console.error = logged;
    }
    expect(screen.getByTestId('balance')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choisir un jeu' }));
    expect(screen.getByTestId('game-paws')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a row whose date cannot be read with an unknown date, never an error', async () => {
    const { store } = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
    await screen.findByRole('button', { name: 'Tout gratter' });
    act(() => store.setState((s) => ({ history: s.history.map((h) => ({ ...h, at: 'nope' })) })));
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(text(await screen.findByTestId('history'))).toContain('date inconnue');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists played tickets with totals, and reopens one from a typed serial', async () => {
    const { store } = setup();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
    await user.click(await screen.findByRole('button', { name: 'Tout gratter' }));
    const played = store.getState().current!.ticket;
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(text(await screen.findByTestId('history'))).toContain(played.serial);
    expect(text(screen.getByTestId('stats'))).toContain('3 €');
    await user.type(screen.getByLabelText(/Rouvrir un ticket/), 'M.nope.0.0000001.ZZZZ');
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(text(screen.getByRole('alert'))).toMatch(/^Numéro de série/);
    const other = generateTicket({ game: 'paws', seed: 'elsewhere', block: 1, index: 5 });
    await user.clear(screen.getByLabelText(/Rouvrir un ticket/));
    await user.type(screen.getByLabelText(/Rouvrir un ticket/), other.serial);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByTestId('serial').textContent).toBe(other.serial);
  });

  it('tells a serial that cannot be opened beside its field, which keeps the focus: nothing scrolls to the page’s top', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out: test/layout.setup.ts gives it a scrollIntoView that does nothing.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView')!;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      setup();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Historique' }));
      const field = await screen.findByLabelText(/Rouvrir un ticket/);
      await user.type(field, 'M.nope.0.0000001.ZZZZ{Enter}');
      expect(text(screen.getByRole('alert'))).toMatch(/^Numéro de série/);
      expect(screen.queryByTestId('notice')).toBeNull();
      expect(scrolled).toEqual([(field as HTMLInputElement).form]); // the field's own form, with its message
      expect(document.activeElement).toBe(field);
      expect(field.getAttribute('aria-invalid')).toBe('true');
    } finally {
      Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    }
  });

  it('brings a notice into view when it comes, and again when another one replaces it', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out: test/layout.setup.ts gives it a scrollIntoView that does nothing.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView')!;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      // A session with 1 € left: both games' purchases are refused, each with its notice.
      const { storage } = setup();
      const user = userEvent.setup();
      await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
      await user.click(await screen.findByRole('button', { name: 'Tout gratter' }));
      act(() => undefined);
      const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
      cleanup();
      storage.data.set(STORAGE_KEY, JSON.stringify({ ...saved, balanceCents: 100 }));
      setup(storage);
      await user.click(screen.getByRole('button', { name: 'Jeux' }));
      scrolled.length = 0;
      await user.click(within(screen.getByTestId('game-months')).getByRole('button', { name: /Acheter/ }));
      expect(text(await screen.findByTestId('notice'))).toMatch(/Solde insuffisant pour acheter un ticket 12 Mois/);
      expect(scrolled).toEqual([screen.getByTestId('notice')]);
      await user.click(within(screen.getByTestId('game-paws')).getByRole('button', { name: /Acheter/ }));
      await waitFor(() => expect(text(screen.getByTestId('notice'))).toMatch(/Chien & Chat/));
      expect(scrolled).toHaveLength(2);
      // Closed, the notice takes its button with it: the focus goes on to the content.
      await user.click(within(screen.getByTestId('notice')).getByRole('button'));
      expect(screen.queryByTestId('notice')).toBeNull();
      expect(document.activeElement).toBe(document.getElementById('main'));
    } finally {
      Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    }
  });

  it('shows the rules with the prize table from the engine', async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Règles' }));
    const months = text(await screen.findByTestId('rules-months'));
    expect(months).toContain('200 000');
    expect(months).toContain('312 022');
    expect(months).toContain('3 060 000 €');
    const paws = text(screen.getByTestId('rules-paws'));
    expect(paws).toContain('437 316');
    // Words a screen reader reads well (no "flèche droite"), as the regulation names the bonus.
    expect(paws).not.toContain('→');
    expect(paws).toContain('2 € pour 1, 4 € pour 2');
    expect(paws).toContain('une gamelle avec deux os sur un ticket chien');
  });
});
