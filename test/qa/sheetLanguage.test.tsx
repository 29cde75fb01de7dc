// @vitest-environment jsdom
/**
 * The QA sheet's own language, switched on the page (French first), as the address's `ui` names
 * it: every word of the sheet and the lab follows, the document's `lang` too, the address is
 * written, the focus stays on the switch, and what was announced is not announced again in the
 * other language. The rows' pictures are drawn blank at once (no canvas here).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { sheetOptionsFrom } from '../../src/qa/sheet/address.ts';
import type * as SheetModule from '../../src/qa/sheet/Sheet.tsx';
import { getDesign } from '../../src/layouts/index.ts';
import { folderFiles } from './designFolderFiles.ts';
import { showSheet } from './showSheet.tsx';

vi.mock('../../src/qa/sheet/Sheet.tsx', async (original) => ({
  ...(await original<typeof SheetModule>()),
  DesignRow: () => null, // the lab's rows
}));
// The sheet's own rows: their pictures drawn, their checks all passing.
vi.mock('../../src/qa/measure/pictures.ts', async (original) =>
  (await import('./blankPainter.ts')).blankPainter(original),
);
vi.mock('../../src/qa/measure/runChecks.ts', () => ({
  runLayoutChecks: ({ layout, lang }: { layout: { design: string }; lang: Lang }) =>
    Promise.resolve({ design: layout.design, lang, findings: [] }),
}));
afterEach(cleanup);

/** The words of a language the other does not have: none may be left on a page in the other. */
function ownWords(lang: Lang): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(leaves)
        : [];
  // Not one the other language's words hold ("Contrast" in "Contraste").
  const other = leaves(QA_WORDS[lang === 'fr' ? 'en' : 'fr']);
  return leaves(QA_WORDS[lang]).filter((w) => w.length > 2 && !other.some((o) => o.includes(w)));
}

const pageText = () => document.body.textContent;
const radio = (name: string) => screen.getByRole('radio', { name });

describe('the QA sheet’s language switch', () => {
  it('offers French first, each named in its own language, and switches every word in place', async () => {
    showSheet('?design=dog&colour=red');
    const languages = screen.getAllByRole('radio').filter((r) => ['fr', 'en'].includes(r.closest('label')?.lang ?? ''));
    expect(languages.map((r) => r.closest('label')!.textContent.trim())).toEqual(['Français', 'English']);
    expect(languages.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    expect(screen.getByRole('group', { name: QA_WORDS.fr.language }).contains(languages[0]!)).toBe(true);
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getAllByRole('alert')).toHaveLength(1); // the unknown parameter, said once
    // Every row checked: the line a screen reader hears.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(QA_WORDS.fr.summary.done(0, 2)));
    const status = screen.getByRole('status');

    const user = userEvent.setup();
    await user.click(radio('English'));
    expect(document.documentElement.lang).toBe('en');
    expect(new URLSearchParams(window.location.search).get('ui')).toBe('en');
    expect(document.activeElement).toBe(radio('English'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QA_WORDS.en.title);
    expect(ownWords('fr').filter((w) => pageText().includes(w))).toEqual([]);
    expect(screen.getByTestId('ignored-params').textContent).toBe(
      QA_WORDS.en.ignoredParams(sheetOptionsFrom(new URLSearchParams('colour=red')).ignored),
    );
    // Said at load; reworded now, not said again: no alert, and the live region a new one, not changed.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.getByRole('status')).not.toBe(status);
    expect(screen.getByRole('status').textContent).toBe(QA_WORDS.en.summary.done(0, 2));

    await user.click(radio('Français'));
    expect(document.documentElement.lang).toBe('fr');
    expect(new URLSearchParams(window.location.search).has('ui')).toBe(false); // the default, as the page's
    expect(document.activeElement).toBe(radio('Français'));
    expect(ownWords('en').filter((w) => pageText().includes(w))).toEqual([]);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('names the language as the address had it with lang, in ui', () => {
    showSheet('?lang=en&design=dog');
    expect(document.documentElement.lang).toBe('en');
    expect((radio('English') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radio('Français'));
    const params = new URLSearchParams(window.location.search);
    expect([params.get('lang'), params.get('ui')]).toEqual([null, null]); // French, the default
    fireEvent.click(radio('English'));
    expect(new URLSearchParams(window.location.search).get('ui')).toBe('en');
  });
});

describe('the lab’s words after a language switch', () => {
  it('says a folder’s problems in the new language, without alerting them again', async () => {
    showSheet('?lab');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(QA_WORDS.fr.lab.folderInput), [
      Object.defineProperty(new File(['{"id": "x",}'], 'design.json'), 'webkitRelativePath', {
        value: 'x/design.json',
      }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(QA_WORDS.fr.lab.problemsTitle);
    expect(alert.textContent).toContain('virgule');
    fireEvent.click(radio('English'));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    const problems = document.querySelector('.qa-lab-problems')!;
    expect(problems.textContent).toContain(QA_WORDS.en.lab.problemsTitle);
    expect(problems.textContent).toContain('trailing comma');
    expect(ownWords('fr').filter((w) => pageText().includes(w))).toEqual([]);
  });

  it('says the status and the notes on the art in the new language, the status not changed in place', async () => {
    showSheet('?lab');
    const user = userEvent.setup();
    // A <text> in a face the project does not bundle: a note worded from the folder's reading.
    const files = folderFiles('dog', (file, text) =>
      file === 'dog.svg' ? text.replace('font-family="Nunito, sans-serif"', 'font-family="Comic Sans MS"') : text,
    );
    await user.upload(screen.getByLabelText(QA_WORDS.fr.lab.folderInput), files);
    const name = getDesign('dog').name;
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(QA_WORDS.fr.lab.opened('dog', name.fr)));
    const status = screen.getByRole('status');
    expect(pageText()).toContain('font-family doit commencer');

    fireEvent.click(radio('English'));
    expect(screen.getByRole('status').textContent).toBe(QA_WORDS.en.lab.opened('dog', name.en));
    expect(screen.getByRole('status')).not.toBe(status);
    expect(pageText()).toContain('font-family must start with a bundled family');
    expect(pageText()).not.toContain('font-family doit commencer');
    expect(ownWords('fr').filter((w) => pageText().includes(w))).toEqual([]);
  });

  it('reads the folder again once for the new language, not at every render', async () => {
    showSheet('?lab');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(QA_WORDS.fr.lab.folderInput), folderFiles('dog'));
    await waitFor(() => expect(document.body.dataset.labState).toBe('checking'));
    const parses = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      fireEvent.click(radio('English'));
      const once = parses.mock.calls.length;
      // Renders of the page that change nothing of the folder: a page asked for, then another.
      const page = screen.getByRole('group', { name: QA_WORDS.en.page }).querySelector('input')!;
      fireEvent.change(page, { target: { value: '2' } });
      fireEvent.change(page, { target: { value: '3' } });
      fireEvent.click(radio('Français'));
      fireEvent.click(radio('English'));
      expect(parses.mock.calls.length).toBe(once);
    } finally {
      parses.mockRestore();
    }
  });
});
