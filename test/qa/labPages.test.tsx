// @vitest-environment jsdom
/**
 * The lab's content pages are the folder's design's, not the built-in designs' (all of them, 21
 * for 12 Mois, by default): a dog folder has 6 (its symbols go round), and before any folder is
 * open no count is said. The rows' pictures are left out (no canvas here): this is the paging.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { contentPages } from '../../src/qa/content.ts';
import type * as SheetModule from '../../src/qa/sheet/Sheet.tsx';
import { folderFiles } from './designFolderFiles.ts';
import { showSheet } from './showSheet.tsx';

vi.mock('../../src/qa/sheet/Sheet.tsx', async (original) => ({
  ...(await original<typeof SheetModule>()),
  DesignRow: () => null,
}));

afterEach(cleanup);

const m = QA_WORDS.en;

/** The lab in English at `?lab&page=15`, no folder open yet; its page group, the group's field and what the group says. */
function openLabAtPage15() {
  showSheet('?lab&page=15&ui=en');
  const group = () => screen.getByRole('group', { name: m.page });
  return {
    group,
    input: () => group().querySelector('input')!,
    said: () => group().querySelector('label')!.textContent.trim(),
  };
}

describe('the lab’s content pages', () => {
  it('are counted from the folder opened, a page past its last brought to its last', async () => {
    // The premise: a paws folder and a 12 Mois one have different counts.
    expect(contentPages('dog')).toBe(6);
    expect(contentPages('months')).toBe(21);
    const { group, input, said } = openLabAtPage15();
    // No folder: the page asked for, and no count (the built-in designs' 21 is not the folder's).
    expect(said()).toBe('15');
    expect(group().textContent).toContain(m.lab.pagesOnOpen);

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(m.lab.folderInput), folderFiles('dog'));
    await waitFor(() => expect(said()).toBe('6 of 6'));
    expect(input().max).toBe('6');
    expect(within(group()).getByRole('note').textContent).toBe(m.lab.pageCut(15, 6));
    expect(group().textContent).not.toContain(m.lab.pagesOnOpen);
    fireEvent.change(input(), { target: { value: '9' } });
    expect(said()).toBe('6 of 6');
    expect(within(group()).queryByRole('note')).toBeNull();
    fireEvent.change(input(), { target: { value: '2' } });
    expect(said()).toBe('2 of 6');

    // A 12 Mois folder next: its 21 pages, every one reachable.
    await user.upload(screen.getByLabelText(m.lab.folderInput), folderFiles('calendrier'));
    await waitFor(() => expect(said()).toBe('2 of 21'));
    fireEvent.change(input(), { target: { value: '21' } });
    expect(said()).toBe('21 of 21');
  });
});

describe('the lab’s note on a page cut', () => {
  it('names the page asked for when the folder came, not one asked for before it was read', async () => {
    const { group, input, said } = openLabAtPage15();
    // The folder chosen, then, while it is read (its files are read asynchronously), page 12 asked for.
    fireEvent.change(screen.getByLabelText(m.lab.folderInput), { target: { files: folderFiles('dog') } });
    fireEvent.change(input(), { target: { value: '12' } });
    expect(said()).toBe('12');
    await waitFor(() => expect(said()).toBe('6 of 6'));
    expect(within(group()).getByRole('note').textContent).toBe(m.lab.pageCut(12, 6));
  });
});
