// @vitest-environment jsdom
/**
 * The QA sheet writes what is switched by hand into its address as it changes, replacing its one
 * history entry (Back leaves the sheet, not a click): it wrote the density only. Shown as the lab
 * (no rows to draw here), whose own address keeps what has no meaning there.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { sheetOptionsFrom } from '../../src/qa/sheet/address.ts';
import { Sheet } from '../../src/qa/sheet/Sheet.tsx';

afterEach(cleanup);

describe('the QA sheet’s address bar', () => {
  it('follows each switch in place, in one history entry', () => {
    window.history.replaceState({ kept: true }, '', '/qa.html?lab&design=dog&ui=en');
    const entries = window.history.length;
    const m = QA_WORDS.en;
    render(<Sheet initial={sheetOptionsFrom(new URLSearchParams(window.location.search), 1280, 2)} lab={() => null} />);
    // Opened: the screen's width and density written, so that a link shows them elsewhere.
    expect(window.location.search).toBe('?lab&design=dog&ui=en&width=1280&density=2');

    const group = (name: string) => screen.getByRole('group', { name });
    fireEvent.click(group(m.width).querySelectorAll('input')[1]!);
    fireEvent.click(group(m.density).querySelectorAll('input')[2]!);
    fireEvent.change(group(m.page).querySelector('input')!, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: m.overlay.texts }));
    fireEvent.click(screen.getByRole('checkbox', { name: m.overlay.zones }));
    const switched = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(switched)).toEqual({
      lab: '',
      design: 'dog', // the lab shows no built-in design: left as it was
      ui: 'en',
      width: String(sheetWidth(1)),
      density: '3',
      page: '2',
      overlays: 'zones,texts',
    });
    // Back to the defaults: the page and the overlays leave the address.
    fireEvent.change(group(m.page).querySelector('input')!, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: m.overlay.texts }));
    fireEvent.click(screen.getByRole('checkbox', { name: m.overlay.zones }));
    expect(window.location.search).toBe(`?lab&design=dog&ui=en&width=${sheetWidth(1)}&density=3`);
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
  });
});

function sheetWidth(index: number): number {
  const widths = Array.from(screen.getByRole('group', { name: QA_WORDS.en.width }).querySelectorAll('label'));
  return Number(widths[index]!.textContent.trim());
}
