// @vitest-environment jsdom
/**
 * A QA sheet's picture that cannot be drawn is said on its card (the error's message, in the
 * page's language) with a button that draws it again; the page still becomes ready once every card
 * has its picture or its failure, `data-ready="failed"` and the summary counting the picture, so
 * that a script does not wait for ever and nobody reads the sheet as all clear. A painter whose
 * creation fails is made afresh for the next picture. The painter and the checks are stubbed: each
 * creation and each picture waits for the test to end it, drawn or failed.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import type * as PicturesModule from '../../src/qa/measure/pictures.ts';
import { sheetSettled } from '../../src/qa/cli/browser.ts';
import type { Picture } from '../../src/state/picture.ts';
import { showSheet } from './showSheet.tsx';
import { thisPage } from './thisPage.ts';

/** A painter being made, or a picture being drawn: what of, and how the test ends it. */
interface Pending {
  readonly what: string;
  readonly finish: () => void;
  readonly fail: (message: string) => void;
}
const creations = vi.hoisted(() => [] as Pending[]);
const painting = vi.hoisted(() => [] as Pending[]);
const checks = vi.hoisted(() => [] as (() => void)[]);

vi.mock('../../src/qa/measure/pictures.ts', async (original) => ({
  ...(await original<typeof PicturesModule>()),
  InspectingRenderer: {
    create: () =>
      new Promise((resolve, reject) => {
        const painter = {
          render: (picture: Picture) =>
            new Promise((drawn, failed) => {
              const state = !picture.revealed[0] ? 'covered' : picture.result ? 'winning' : 'revealed';
              painting.push({
                what: `${picture.layout.design}-${picture.lang}-${state}@${picture.density}`,
                finish: () => drawn({ pixels: { width: 1, height: 1, data: new Uint8ClampedArray(4) } }),
                fail: (message) => failed(new Error(message)),
              });
            }),
        };
        creations.push({ what: 'painter', finish: () => resolve(painter), fail: (m) => reject(new Error(m)) });
      }),
  },
}));
vi.mock('../../src/qa/measure/runChecks.ts', () => ({
  runLayoutChecks: ({ layout, lang, signal }: { layout: { design: string }; lang: Lang; signal?: AbortSignal }) =>
    new Promise((resolve, reject) => {
      checks.push(() => resolve({ design: layout.design, lang, findings: [] }));
      signal?.addEventListener('abort', () => reject(signal.reason as Error)); // as runLayoutChecks stops
    }),
}));
afterEach(() => {
  cleanup();
  for (const p of painting) p.finish(); // the painter is free for the next test
  painting.length = 0;
  checks.length = 0;
});

/** The `n`th picture begun (1-based), once begun. */
async function picture(n: number): Promise<Pending> {
  await waitFor(() => expect(painting.length).toBeGreaterThanOrEqual(n));
  return painting[n - 1]!;
}
/** Ends the checks of each row, as they begin. */
async function checkRows(rows: number) {
  for (let i = 0; i < rows; i++) {
    await waitFor(() => expect(checks.length).toBeGreaterThan(i));
    act(() => checks[i]!());
  }
}
const card = (design: string, lang: Lang, state: string) =>
  document.getElementById(`qa-card-${design}-${lang}-${state}`)!;
const ready = () => document.body.dataset.ready;

// The painter's creation first: the module's painter, once made, is kept for the tests after.
describe('a QA sheet’s painter that could not be made', () => {
  it('is made afresh for the next picture, which is drawn', async () => {
    showSheet('?design=dog&density=3');
    await waitFor(() => expect(creations).toHaveLength(1));
    act(() => creations[0]!.fail('WebGL context lost'));
    // The first card says why; the next picture makes a painter again, and is drawn with it.
    const covered = card('dog', 'fr', 'covered');
    await waitFor(() => expect(covered.textContent).toContain(QA_WORDS.fr.picture.failed('WebGL context lost')));
    await waitFor(() => expect(creations).toHaveLength(2));
    act(() => creations[1]!.finish());
    const next = await picture(1);
    expect(next.what).toBe('dog-fr-revealed@3');
    act(() => next.finish());
    await waitFor(() => expect(card('dog', 'fr', 'revealed').querySelector('canvas')?.dataset.drawn).toBe('true'));
    expect(card('dog', 'fr', 'revealed').dataset.pictureFailed).toBeUndefined();
    // And the card that failed draws with it when asked again: one painter, not made a third time.
    fireEvent.click(within(covered).getByRole('button', { name: QA_WORDS.fr.picture.retry }));
    for (let n = 2; n <= 6; n++) {
      const p = await picture(n);
      act(() => p.finish());
    }
    expect(painting.map((p) => p.what).at(-1)).toBe('dog-fr-covered@3'); // in its turn, after those asked before
    await waitFor(() => expect(covered.querySelector('canvas')?.dataset.drawn).toBe('true'));
    expect(covered.dataset.pictureFailed).toBeUndefined();
    expect(creations).toHaveLength(2);
  });
});

describe('a QA sheet’s picture that could not be drawn', () => {
  it('is said on its card, counted by the page’s readiness and its summary, and drawn again by its button', async () => {
    showSheet('?design=dog&density=1');
    await checkRows(2);
    await waitFor(() => expect(document.getElementById('qa-results-dog-en')?.dataset.checked).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe(''); // no end said while a picture may yet fail
    // A card waiting for its picture shows a placeholder of its size, saying so, and is busy.
    const waiting = card('dog', 'en', 'winning');
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(waiting.querySelector('.qa-picture')?.hasAttribute('data-waiting')).toBe(true);
    expect(waiting.querySelector('.qa-picture-waiting')?.textContent).toBe(QA_WORDS.fr.picture.drawing);
    // The French revealed picture fails; the five others are drawn.
    for (let n = 1; n <= 6; n++) {
      const p = await picture(n);
      act(() => (p.what === 'dog-fr-revealed@1' ? p.fail('the picture was not read') : p.finish()));
    }
    const failed = card('dog', 'fr', 'revealed');
    await waitFor(() => expect(ready()).toBe('failed'));
    expect(document.body.dataset.failedPictures).toBe('1');
    // Its picture come, a card has no placeholder left; one that failed says why in its place.
    for (const each of [waiting, failed]) {
      expect(each.getAttribute('aria-busy')).toBeNull();
      expect(each.querySelector('.qa-picture')?.hasAttribute('data-waiting')).toBe(false);
      expect(each.querySelector('.qa-picture-waiting')).toBeNull();
    }
    // On its card: why, in a live region there from the start, and a button to draw it again.
    expect(failed.dataset.pictureFailed).toBe('');
    const status = failed.querySelector('[aria-live="polite"]')!;
    expect(status.textContent).toBe(QA_WORDS.fr.picture.failed('the picture was not read'));
    const button = within(failed).getByRole('button', { name: QA_WORDS.fr.picture.retry });
    expect(button.getAttribute('aria-describedby')).toBe(status.id);
    expect(document.querySelectorAll('[data-picture-failed]')).toHaveLength(1);
    // What npm run qa's wait reads of it: the card, and what it says.
    expect(await sheetSettled(thisPage)).toEqual([
      `dog-fr-revealed: ${QA_WORDS.fr.picture.failed('the picture was not read')}`,
    ]);
    // The summary: the end counts the picture, the row says it; no "all pass".
    const end = screen.getByRole('status');
    expect(end.textContent).toBe(QA_WORDS.fr.summary.done(1, 2, 1));
    const link = screen.getByRole('link', { name: /Chien.*FR/ });
    expect(link.textContent).toBe(QA_WORDS.fr.summary.row('FR', 0, 1));
    // Its address is the card's, where its click leads: a middle click, a copied link, a screen reader agree.
    expect(link.getAttribute('href')).toBe(`#${failed.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(failed);
    // In English, the card's words too.
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    const reworded = failed.querySelector('[aria-live="polite"]')!;
    expect(reworded.textContent).toBe(QA_WORDS.en.picture.failed('the picture was not read'));
    expect(reworded).not.toBe(status); // a new region, not said again

    // Tried again by keyboard: the button stays, saying so, until the picture is drawn.
    const again = within(failed).getByRole('button', { name: QA_WORDS.en.picture.retry });
    again.focus();
    fireEvent.click(again);
    expect(ready()).toBeUndefined();
    expect(within(failed).getByRole('button').textContent).toBe(QA_WORDS.en.picture.retrying);
    const redrawn = await picture(7);
    expect(redrawn.what).toBe('dog-fr-revealed@1');
    act(() => redrawn.finish());
    await waitFor(() => expect(ready()).toBe('true'));
    expect(document.body.dataset.failedPictures).toBe('0');
    expect(await sheetSettled(thisPage)).toEqual([]);
    expect(failed.querySelector('canvas')?.dataset.drawn).toBe('true');
    expect(failed.dataset.pictureFailed).toBeUndefined();
    expect(within(failed).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(failed); // the keyboard stays on the card
    expect(screen.getByRole('status').textContent).toBe(QA_WORDS.en.summary.done(0, 2));
  });
});
