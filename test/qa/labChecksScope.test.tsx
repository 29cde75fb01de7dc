// @vitest-environment jsdom
/**
 * The lab's checks are run, kept and shown for the page and the density shown, both: a result found
 * for one page at one density is not shown for the same page at another density, nor for another
 * page at the same density (each has its own run), and the lab's status counts only the failures of
 * what is shown. A result kept by page alone, or by density alone, would show a failure the page
 * shown does not have, or hide one it has. The checks are stubbed: each run waits for the test to
 * end it; the painter draws each picture at once.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';
import { folderFiles } from './designFolderFiles.ts';
import { showSheet } from './showSheet.tsx';

/** A run of the checks begun: what for (language, density, page) and how the test ends it. */
interface Run {
  readonly what: string;
  readonly finish: (findings: readonly Finding[]) => void;
}
const runs = vi.hoisted(() => [] as Run[]);

vi.mock('../../src/qa/measure/pictures.ts', async (original) =>
  (await import('./blankPainter.ts')).blankPainter(original),
);
vi.mock('../../src/qa/measure/runChecks.ts', () => ({
  runLayoutChecks: ({
    layout,
    lang,
    densities,
    page,
    signal,
  }: {
    layout: { design: string };
    lang: Lang;
    densities: readonly number[];
    page: number;
    signal?: AbortSignal;
  }) =>
    new Promise((resolve, reject) => {
      runs.push({
        what: `${lang}@${densities.join(',')}|page ${page + 1}`,
        finish: (findings) => resolve({ design: layout.design, lang, findings }),
      });
      signal?.addEventListener('abort', () => reject(signal.reason as Error)); // as runLayoutChecks stops
    }),
}));
afterEach(() => {
  cleanup();
  runs.length = 0;
});

const m = QA_WORDS.en;
const LEAK: Finding = { check: 'covers', element: 'dog.zone1', problem: { kind: 'coverLeak', pixels: 3 } };

/** The `n`th run of the checks begun (1-based), once begun: what it is for, ended with these findings. */
async function finish(n: number, findings: readonly Finding[] = []): Promise<string> {
  await waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(n));
  const run = runs[n - 1]!;
  act(() => run.finish(findings));
  return run.what;
}
/** What the French row's results box says of its checks: their outcome, or that they run. */
function frenchResults(): string {
  const box = document.getElementById('qa-results-dog-fr')!;
  return box.dataset.checked === 'true'
    ? box.querySelector(':scope > p.qa-pass, :scope > p.qa-fail')!.textContent
    : box.textContent;
}
const status = () => screen.getByRole('status').textContent;
const density = (d: number) =>
  within(screen.getByRole('group', { name: m.density })).getByRole('radio', { name: `${d}` });
const toPage = (page: number) =>
  fireEvent.change(screen.getByRole('group', { name: m.page }).querySelector('input')!, {
    target: { value: String(page) },
  });

describe('the lab’s checks, kept for the page and the density shown', () => {
  it('shows a result at its own page and density only, and counts only those in its status', async () => {
    showSheet('?lab&ui=en&density=1');
    await userEvent.setup().upload(screen.getByLabelText(m.lab.folderInput), folderFiles('dog'));
    // Page 1 at density 1: a leak in French.
    expect(await finish(1, [LEAK])).toBe('fr@1|page 1');
    expect(await finish(2)).toBe('en@1|page 1');
    await waitFor(() => expect(status()).toBe(m.lab.done('dog', 1)));
    expect(frenchResults()).toBe(m.failures(1));

    // The same page at density 2: checked afresh, the leak not shown meanwhile nor counted.
    fireEvent.click(density(2));
    expect(frenchResults()).toBe(m.running);
    expect(status()).toBe(m.lab.checkingAgain('dog'));
    expect(await finish(3)).toBe('fr@2|page 1');
    expect(await finish(4)).toBe('en@2|page 1');
    await waitFor(() => expect(status()).toBe(m.lab.done('dog', 0)));
    expect(frenchResults()).toBe(m.allPass);

    // Back at density 1: its result, kept, shown at once (no run again), its pass at 2 not shown.
    fireEvent.click(density(1));
    await waitFor(() => expect(status()).toBe(m.lab.done('dog', 1)));
    expect(frenchResults()).toBe(m.failures(1));

    // Another page at density 1: checked afresh, the leak of page 1 not shown meanwhile nor counted.
    toPage(2);
    expect(frenchResults()).toBe(m.running);
    expect(status()).toBe(m.lab.checkingAgain('dog'));
    expect(await finish(5)).toBe('fr@1|page 2');
    expect(await finish(6)).toBe('en@1|page 2');
    await waitFor(() => expect(status()).toBe(m.lab.done('dog', 0)));
    expect(frenchResults()).toBe(m.allPass);
    expect(runs).toHaveLength(6);
  });
});
