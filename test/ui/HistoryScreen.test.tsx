// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { HistoryScreen } from '../../src/ui/HistoryScreen.tsx';
import { makeStore, renderWith, text } from './harness.tsx';

afterEach(cleanup);

describe('HistoryScreen', () => {
  it('says when nothing was played, with zero totals', () => {
    renderWith(<HistoryScreen />);
    expect(screen.getByText('Aucun ticket joué pour l’instant.')).toBeTruthy();
    expect(text(screen.getByTestId('stats'))).toContain('Tous les jeux00 €0 €—');
  });

  it('lists every ticket played, newest first, with its prize once settled, and the totals', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    store.getState().revealAll();
    const first = store.getState().current!.ticket;
    await store.getState().buy('paws', 'dog');
    const second = store.getState().current!.ticket;
    renderWith(<HistoryScreen />, { store });
    const rows = within(screen.getByTestId('history')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([second.serial, first.serial]);
    expect(text(rows[0]!)).toContain('en cours');
    expect(text(rows[1]!)).toContain(`${first.prize / 100} €`);
    expect(text(rows[1]!)).toContain('29/11/2026');
    const stats = text(screen.getByTestId('stats'));
    expect(stats).toContain('12 Mois13 €');
    expect(stats).toContain('Chien & Chat12 €');
    expect(stats).toContain('(théorique 65 %)');
  });

  it('names the list of tickets played, as the totals table is named, in both languages', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    renderWith(<HistoryScreen />, { store });
    expect(screen.getByRole('table', { name: 'Totaux' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tickets joués' })).toBe(screen.getByTestId('history'));
    cleanup();
    store.getState().setLang('en');
    renderWith(<HistoryScreen />, { store });
    expect(screen.getByRole('table', { name: 'Totals' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tickets played' })).toBe(screen.getByTestId('history'));
  });

  it('reopens a listed ticket, and a typed serial, through openSerial', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    const played = store.getState().current!.ticket;
    const { actions } = renderWith(<HistoryScreen />, { store, spy: ['openSerial'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Rouvrir ${played.serial}` }));
    expect(actions.openSerial).toHaveBeenLastCalledWith(played.serial);
    const other = generateTicket({ game: 'paws', seed: 'elsewhere', block: 1, index: 5 });
    const field = screen.getByLabelText('Rouvrir un ticket par son numéro de série');
    await user.type(field, other.serial);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(actions.openSerial).toHaveBeenLastCalledWith(other.serial);
    expect((field as HTMLInputElement).value).toBe('');
    await user.type(field, 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect((field as HTMLInputElement).value).toBe('nonsense'); // kept, so it can be corrected
  });

  it('marks a serial that cannot be opened as invalid, described by its message beside the field, until a good one', async () => {
    const store = makeStore();
    const { actions } = renderWith(<HistoryScreen />, { store, spy: ['openSerial'] });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Rouvrir un ticket par son numéro de série' });
    const described = () =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id !== '')
        .map((id) => text(document.getElementById(id)!))
        .join(' ');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(described()).toBe('');

    await user.type(field, 'nonsense{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(described()).toBe('Numéro de série mal formé « \u2068nonsense\u2069 » (de la forme P.demo.0.0000017.G137).'); // the value isolated, as notices quote it
    expect(document.activeElement).toBe(field); // the focus stays in the field, to correct it
    expect(actions.openSerial).toHaveBeenLastCalledWith('nonsense'); // the store refuses it, with its reason
    expect(store.getState().current).toBeNull();
    expect(store.getState().notice).toBeNull(); // no notice at the page's top, which would scroll away from the field

    const good = generateTicket({ game: 'paws', seed: 'elsewhere', block: 1, index: 5 }).serial;
    const wrongCheck = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    await user.clear(field);
    await user.type(field, wrongCheck);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(described()).toMatch(/code de contrôle faux/);
    expect(document.activeElement).toBe(field); // brought back from the button

    await user.clear(field);
    await user.type(field, `${good}{Enter}`);
    expect(actions.openSerial).toHaveBeenLastCalledWith(good);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(described()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
