// @vitest-environment jsdom
/**
 * The closing line of the QA sheet's summary has its place from the start: while the checks run it
 * says so, in the box where their end is then said, so that the end changes the line's words, not
 * the page's layout (pictures below it do not move). A screen reader hears the end once: the live
 * region inside the box holds nothing until every row is checked. The checks are stubbed: each run
 * waits for the test to end it; the painter draws each picture at once.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';
import { showSheet } from './showSheet.tsx';

const finishes = vi.hoisted(() => [] as ((findings: readonly Finding[]) => void)[]);
// Each picture drawn at once: the summary's end waits for every row's pictures, as for its checks.
vi.mock('../../src/qa/measure/pictures.ts', async (original) =>
  (await import('./blankPainter.ts')).blankPainter(original),
);
vi.mock('../../src/qa/measure/runChecks.ts', () => ({
  runLayoutChecks: ({ layout, lang }: { layout: { design: string }; lang: Lang }) =>
    new Promise((resolve) => {
      finishes.push((findings) => resolve({ design: layout.design, lang, findings }));
    }),
}));
afterEach(() => {
  cleanup();
  finishes.length = 0;
});

/** The summary's closing line: the box around its live region. */
const line = () => screen.getByRole('status').closest('.qa-summary-status')!;
/** What the line shows (a screen reader's reading of it too): its words, less any hidden from both. */
function shown(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
}
/** The `n`th run of the checks (1-based), once begun, ended with these findings. */
async function finish(n: number, findings: readonly Finding[] = []) {
  await waitFor(() => expect(finishes.length).toBeGreaterThanOrEqual(n));
  act(() => finishes[n - 1]!(findings));
}

describe('the QA sheet’s summary line', () => {
  it('says the checks run, in the box that then says their end, the end announced alone', async () => {
    showSheet('?design=dog&density=1');
    const box = line();
    expect(shown(box)).toBe(QA_WORDS.fr.running);
    expect((box as HTMLElement).dataset.outcome).toBe('running'); // the band's colour
    expect(screen.getByRole('status').textContent).toBe('');

    // One row checked of two: still running, nothing said.
    await finish(1);
    await waitFor(() => expect(document.getElementById('qa-results-dog-fr')?.dataset.checked).toBe('true'));
    expect(line()).toBe(box);
    expect(shown(box)).toBe(QA_WORDS.fr.running);
    expect(screen.getByRole('status').textContent).toBe('');

    // In English meanwhile, the same box in its words.
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(shown(line())).toBe(QA_WORDS.en.running);
    expect(screen.getByRole('status').textContent).toBe('');

    // The last row checked, one failure: the end, in the box, and in its live region.
    const finding: Finding = { check: 'covers', element: 'dog.zone1', problem: { kind: 'coverLeak', pixels: 3 } };
    const before = line();
    await finish(2, [finding]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(QA_WORDS.en.summary.done(1, 2)));
    expect(line()).toBe(before);
    expect(shown(before)).toBe(QA_WORDS.en.summary.done(1, 2));
    expect((before as HTMLElement).dataset.outcome).toBe('fail');

    // The failing row's results link back to the summary: the link's address and its click lead
    // there alike, for a middle click, a copied link and a screen reader.
    const summary = screen.getByRole('navigation', { name: QA_WORDS.en.summary.title });
    const back = within(document.getElementById('qa-results-dog-en')!).getByRole('link', {
      name: QA_WORDS.en.summary.back,
    });
    expect(back.getAttribute('href')).toBe(`#${summary.id}`);
    fireEvent.click(back);
    expect(document.activeElement).toBe(summary);
  });
});
