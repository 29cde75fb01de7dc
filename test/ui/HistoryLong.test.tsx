// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSerial } from '../../src/engine/index.ts';
import * as i18n from '../../src/i18n/index.ts';
import { formatDateTime } from '../../src/i18n/index.ts';
import { HISTORY_LIMIT, type HistoryEntry } from '../../src/state/persistence.ts';
import { HistoryScreen } from '../../src/ui/HistoryScreen.tsx';
import { makeStore, renderWith } from './harness.tsx';

// Each row's date is formatted as the row is drawn: the calls say how many rows were drawn. A spy
// on the module's export, not a mock of the module, lets this file share the jsdom window and
// module graph of the others (unit-dom in vitest.config.ts).
beforeEach(() => void vi.spyOn(i18n, 'formatDateTime'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
  it('lists all 500 tickets, each with its button, and does not draw them again at each key typed in the serial’s field', async () => {
    const store = makeStore();
    const history = longHistory();
    store.setState({ history });
    renderWith(<HistoryScreen />, { store });
    // Queried by selector: testing-library's role queries take seconds over 500 rows in jsdom.
    await waitFor(() => expect(drawnRows()).toBe(HISTORY_LIMIT));
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

  // All 475 in one task took 200 ms on a phone, during which a tap went unanswered.
  it('draws the rows after the first ones a slice a frame, each row once, until all 500 are in', async () => {
    const store = makeStore();
    store.setState({ history: longHistory() });
    renderWith(<HistoryScreen />, { store });
    const added = [drawnRows()];
    const formatted = vi.mocked(formatDateTime).mock.calls.length;
    while (drawnRows() < HISTORY_LIMIT && added.length <= HISTORY_LIMIT) {
      const before = drawnRows();
      await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
      added.push(drawnRows() - before);
    }
    expect(drawnRows()).toBe(HISTORY_LIMIT);
    expect(added[0]).toBe(25); // the screen's first frame
    expect(Math.max(...added.slice(1))).toBeLessThanOrEqual(50);
    // A row drawn is not drawn again as the next ones come.
    expect(vi.mocked(formatDateTime).mock.calls.length - formatted).toBe(HISTORY_LIMIT - 25);
  });

  // A tab reloaded, or opened, in the background runs no animation frame until it is shown: its
  // rows, and the scroll brought back once they are in, waited for that, and a screen reader or
  // find-in-page in it met 25 rows.
  it('draws all 500 rows in a hidden tab, where no frame comes, still 50 a slice and each row once', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      const store = makeStore();
      store.setState({ history: longHistory() });
      const counts: number[] = [];
      renderWith(<HistoryScreen />, { store });
      const formatted = vi.mocked(formatDateTime).mock.calls.length;
      const table = screen.getByTestId('history').querySelector('tbody')!;
      const seen = new MutationObserver(() => counts.push(table.rows.length));
      seen.observe(table, { childList: true });
      expect(drawnRows()).toBe(25);
      await waitFor(() => expect(drawnRows()).toBe(HISTORY_LIMIT));
      seen.disconnect();
      const added = counts.map((n, i) => n - (i === 0 ? 25 : counts[i - 1]!));
      expect(Math.max(...added)).toBeLessThanOrEqual(50);
      expect(vi.mocked(formatDateTime).mock.calls.length - formatted).toBe(HISTORY_LIMIT - 25);
      expect(screen.getByTestId('history').nextElementSibling).toBeNull(); // the room held for the rows is gone
    } finally {
      frames.mockRestore();
      vi.restoreAllMocks();
    }
  });

  it('draws the rest of the rows when the tab goes to the background while they come', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      const store = makeStore();
      store.setState({ history: longHistory() });
      renderWith(<HistoryScreen />, { store });
      expect(frames).toHaveBeenCalled(); // shown: the next slice waits for a frame, which never comes
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(drawnRows()).toBe(HISTORY_LIMIT));
    } finally {
      frames.mockRestore();
      vi.restoreAllMocks();
    }
  });
});

/** The rows of the table of tickets played on the page now. */
const drawnRows = () => screen.getByTestId('history').querySelectorAll('tbody tr').length;
