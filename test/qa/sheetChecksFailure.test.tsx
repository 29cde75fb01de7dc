// @vitest-environment jsdom
/**
 * A row whose checks could not run (their run threw) is settled, and failed, as a picture not drawn
 * is: its results box says why with a button that runs them again, the page becomes ready
 * (`data-ready="failed"`, the row counted in `data-failed-checks`), the summary counts the row as
 * failing and links to its results, `sheetSettled` names it, and the design lab ends on "failed".
 * Checks that never end would keep scripts waiting until their own timeout, and the lab on
 * "checking". The painter and the checks are stubbed: each picture is drawn at once, each run of the
 * checks waits for the test to end it, passed or thrown.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { sheetSettled } from '../../src/qa/cli/browser.ts';
import { folderFiles } from './designFolderFiles.ts';
import { showSheet } from './showSheet.tsx';
import { thisPage } from './thisPage.ts';

/** A run of the checks begun: of what, and how the test ends it. */
interface Run {
  readonly what: string;
  readonly pass: () => void;
  readonly fail: (message: string) => void;
}
const runs = vi.hoisted(() => [] as Run[]);
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

vi.mock('../../src/qa/measure/pictures.ts', async (original) =>
  (await import('./blankPainter.ts')).blankPainter(original),
);
vi.mock('../../src/qa/measure/runChecks.ts', () => ({
  runLayoutChecks: ({ layout, lang, signal }: { layout: { design: string }; lang: Lang; signal?: AbortSignal }) =>
    new Promise((resolve, reject) => {
      runs.push({
        what: `${layout.design}-${lang}`,
        pass: () => resolve({ design: layout.design, lang, findings: [] }),
        fail: (message) => reject(new Error(message)),
      });
      signal?.addEventListener('abort', () => reject(signal.reason as Error)); // as runLayoutChecks stops
    }),
}));
afterEach(() => {
  cleanup();
  runs.length = 0;
});

/** The `n`th run of the checks begun (1-based), once begun. */
async function run(n: number): Promise<Run> {
  await waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(n));
  return runs[n - 1]!;
}
const ready = () => document.body.dataset.ready;

describe('a QA sheet row whose checks could not run', () => {
  it('is settled and failed: said in its results with a button, counted by the page and its summary', async () => {
    showSheet('?design=dog&density=1');
    const french = await run(1);
    expect(french.what).toBe('dog-fr');
    act(() => french.fail('the art could not be read'));
    const english = await run(2);
    act(() => english.pass());

    // The page is ready, and failed: a script waiting for data-ready is not kept waiting.
    await waitFor(() => expect(ready()).toBe('failed'));
    expect(document.body.dataset.failedChecks).toBe('1');
    expect(document.body.dataset.failedPictures).toBe('0');
    const results = document.getElementById('qa-results-dog-fr')!;
    expect(results.dataset.checksFailed).toBe('');
    const said = results.querySelector('[aria-live="polite"]')!;
    expect(said.textContent).toBe(QA_WORDS.fr.checkRun.failed('the art could not be read'));
    const button = within(results).getByRole('button', { name: QA_WORDS.fr.picture.retry });
    expect(button.getAttribute('aria-describedby')).toBe(said.id);
    expect(await sheetSettled(thisPage)).toEqual([
      `dog-fr: ${QA_WORDS.fr.checkRun.failed('the art could not be read')}`,
    ]);

    // The summary: checks that could not run are no pass; the row links to its results, href and click alike.
    expect(screen.getByRole('status').textContent).toBe(QA_WORDS.fr.summary.done(1, 2, 0, 1));
    const link = screen.getByRole('link', { name: /Chien.*FR/ });
    expect(link.textContent).toBe(QA_WORDS.fr.summary.row('FR', undefined, 0, true));
    expect(link.getAttribute('href')).toBe('#qa-results-dog-fr');
    fireEvent.click(link);
    expect(document.activeElement).toBe(results);

    // Run again by keyboard: the page waits for them; they pass, and the focus stays on the box.
    button.focus();
    fireEvent.click(button);
    expect(ready()).toBeUndefined();
    expect(within(results).getByRole('button').textContent).toBe(QA_WORDS.fr.picture.retrying);
    const again = await run(3);
    expect(again.what).toBe('dog-fr');
    act(() => again.pass());
    await waitFor(() => expect(ready()).toBe('true'));
    expect(document.body.dataset.failedChecks).toBe('0');
    expect(await sheetSettled(thisPage)).toEqual([]);
    expect(results.dataset.checked).toBe('true');
    expect(results.dataset.checksFailed).toBeUndefined();
    expect(within(results).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(results);
    expect(screen.getByRole('status').textContent).toBe(QA_WORDS.fr.summary.done(0, 2));
  });
});

describe('the design lab with checks that could not run', () => {
  /** The reports saved, as the lab hands them to the browser. */
  const saved: Blob[] = [];
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PIXEL);
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => `blob:report-${saved.push(blob)}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  });
  afterEach(() => {
    saved.length = 0;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  /** The report the lab's button saves now. */
  async function saveReport(ui: Lang): Promise<string> {
    const before = saved.length;
    fireEvent.click(screen.getByRole('button', { name: QA_WORDS[ui].lab.save }));
    await waitFor(() => expect(saved.length).toBe(before + 1));
    return saved.at(-1)!.text();
  }
  const section = (report: string, lang: Lang) =>
    report.slice(report.indexOf(`<section data-lang="${lang}"`)).split('</section>')[0]!;

  it('says so at its end, and its state is "failed", not "checking" for ever; its report says them not run', async () => {
    showSheet('?lab&ui=en&density=1');
    const m = QA_WORDS.en;
    await userEvent.setup().upload(screen.getByLabelText(m.lab.folderInput), folderFiles('dog'));
    const french = await run(1);
    expect(french.what).toBe('dog-fr');
    act(() => french.pass());
    const english = await run(2);
    expect(english.what).toBe('dog-en');
    act(() => english.fail('the art could not be read'));
    await waitFor(() => expect(document.body.dataset.labState).toBe('failed'));
    expect(screen.getByRole('status').textContent).toBe(m.lab.notRun('dog', ['EN']));

    // The report: the English row not run, with why, never "no failure" (it read so, as a pass).
    const report = await saveReport('en');
    expect(section(report, 'en')).toContain(m.lab.report.notRunRow('the art could not be read'));
    expect(section(report, 'en')).not.toContain(m.lab.report.noFinding);
    expect(section(report, 'en')).toMatch(/^<section data-lang="en" data-checks="not-run">/);
    expect(section(report, 'fr')).toContain(m.lab.report.noFinding);
    expect(report).toContain(`<dd class="fail" data-outcome="not-run">${m.lab.report.notRun(['EN'])}</dd>`);
  });

  it('ends where a first run that passed ends once its Try again passes, and says it checks again meanwhile', async () => {
    showSheet('?lab&ui=en&density=1');
    const m = QA_WORDS.en;
    await userEvent.setup().upload(screen.getByLabelText(m.lab.folderInput), folderFiles('dog'));
    const french = await run(1);
    act(() => french.fail('a painter lost midway'));
    const english = await run(2);
    act(() => english.fail('the art could not be read'));
    await waitFor(() => expect(document.body.dataset.labState).toBe('failed'));

    // Both tried again, the page's language switched between: the status says the lab checks
    // again, as its state does (it still said the checks could not run).
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    for (const lang of ['fr', 'en'] as const) {
      const results = document.getElementById(`qa-results-dog-${lang}`)!;
      fireEvent.click(within(results).getByRole('button', { name: QA_WORDS.fr.picture.retry }));
    }
    expect(document.body.dataset.labState).toBe('checking');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(QA_WORDS.fr.lab.checkingAgain('dog')));
    const frenchAgain = await run(3);
    act(() => frenchAgain.pass());
    const englishAgain = await run(4);
    expect(document.body.dataset.labState).toBe('checking'); // the other row still runs
    expect(screen.getByRole('status').textContent).toBe(QA_WORDS.fr.lab.checkingAgain('dog'));
    act(() => englishAgain.pass());

    // Its end: the words and the state of a first run that passed, and a report of two rows run.
    await waitFor(() => expect(document.body.dataset.labState).toBe('done'));
    expect(screen.getByRole('status').textContent).toBe(QA_WORDS.fr.lab.done('dog', 0));
    const report = await saveReport('fr');
    expect(report.match(/data-checks="ran"/g)).toHaveLength(2);
    expect(report).toContain(`<dd class="pass" data-outcome="pass">${QA_WORDS.fr.lab.report.noFinding}</dd>`);
  });
});
