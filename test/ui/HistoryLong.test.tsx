// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSerial } from '../../src/engine/index.ts';
import type * as i18n from '../../src/i18n/index.ts';
import { formatDateTime } from '../../src/i18n/index.ts';
import { HISTORY_LIMIT, type HistoryEntry } from '../../src/state/persistence.ts';
import { HistoryScreen } from '../../src/ui/HistoryScreen.tsx';
import { makeStore, renderWith } from './harness.tsx';

// Each row's date is formatted as the row is drawn: the calls say how many rows were drawn.
vi.mock('../../src/i18n/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof i18n>();
  return { ...actual, formatDateTime: vi.fn(actual.formatDateTime) };
});

afterEach(cleanup);

/** As many rows as the app keeps, newest first. */
const longHistory = (): HistoryEntry[] =>
  Array.from({ length: HISTORY_LIMIT }, (_, i) => ({
    serial: formatSerial({ game: 'paws', seed: 'long', block: 0, index: HISTORY_LIMIT - 1 - i }),
    game: 'paws',
    priceCents: 200,
    prizeCents: 0,
    settled: true,
    at: new Date(Date.parse('2026-11-01T08:00:00.000Z') + (HISTORY_LIMIT - i) * 90_000).toISOString(),
  }));

describe('HistoryScreen with a long history', () => {
  it('lists all 500 tickets, each with its button, and does not draw them again at each key typed in the serial’s field', () => {
    const store = makeStore();
    const history = longHistory();
    store.setState({ history });
    renderWith(<HistoryScreen />, { store });
    // Queried by selector: testing-library's role queries take seconds over 500 rows in jsdom.
    const rows = [...screen.getByTestId('history').querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(HISTORY_LIMIT);
    expect(rows.map((r) => r.querySelector('td:last-child button')?.getAttribute('aria-label'))).toEqual(
      history.map((h) => `Rouvrir ${h.serial}`),
    );
    vi.mocked(formatDateTime).mockClear();
    const form = document.querySelector('form')!;
    const field = within(form).getByLabelText('Rouvrir un ticket par son numéro de série');
    fireEvent.change(field, { target: { value: 'P' } });
    fireEvent.change(field, { target: { value: 'P.' } });
    expect((field as HTMLInputElement).value).toBe('P.');
    expect(formatDateTime).not.toHaveBeenCalled();
  });
});
