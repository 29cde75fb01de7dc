// @vitest-environment jsdom
/**
 * A painter whose creation never settles (a WebGL context neither given nor refused) is given up
 * once `PAINTER_CREATION_LIMIT_MS` of the page shown have passed: every card waiting for it says so
 * with its Try again, the page becomes ready (`data-ready="failed"`), and a Try again makes a painter
 * afresh; the one given up, should it come after all, is destroyed, never used. The sheet waited for
 * ever. The painter's creation waits for the test to end it, and the bound's timer is the test's to
 * fire (no time passes).
 */
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import type * as PicturesModule from '../../src/qa/measure/pictures.ts';
import * as visible from '../../src/qa/sheet/afterVisibleTime.ts';
import { PAINTER_CREATION_LIMIT_MS } from '../../src/qa/sheet/Sheet.tsx';
import { showSheet } from './showSheet.tsx';

/** A painter being made: how the test ends it, and whether it was destroyed. */
interface Creation {
  readonly finish: () => void;
  readonly destroyed: () => boolean;
}
const creations = vi.hoisted(() => [] as Creation[]);

vi.mock('../../src/qa/measure/pictures.ts', async (original) => ({
  ...(await original<typeof PicturesModule>()),
  InspectingRenderer: {
    create: () =>
      new Promise((resolve) => {
        let destroyed = false;
        const painter = {
          render: () => Promise.resolve({ pixels: { width: 1, height: 1, data: new Uint8ClampedArray(4) } }),
          destroy: () => {
            destroyed = true;
          },
        };
        creations.push({ finish: () => resolve(painter), destroyed: () => destroyed });
      }),
  },
}));
vi.mock('../../src/qa/measure/runChecks.ts', () => ({
  runLayoutChecks: ({ layout, lang }: { layout: { design: string }; lang: Lang }) =>
    Promise.resolve({ design: layout.design, lang, findings: [] }),
}));

/** The bounds set, each with what it calls once passed. */
const bounds: { readonly ms: number; readonly passed: () => void }[] = [];
beforeEach(() => {
  vi.spyOn(visible, 'afterVisibleTime').mockImplementation((ms, passed) => {
    bounds.push({ ms, passed });
    return () => undefined;
  });
});
afterEach(cleanup);

const card = (lang: Lang, state: string) => document.getElementById(`qa-card-dog-${lang}-${state}`)!;

describe('a QA sheet’s painter whose creation never settles', () => {
  it('is given up at its bound: each card says so with its Try again, and the page is ready, failed', async () => {
    showSheet('?design=dog&density=1');
    await waitFor(() => expect(creations).toHaveLength(1));
    expect(bounds.map((b) => b.ms)).toEqual([PAINTER_CREATION_LIMIT_MS]);
    expect(document.body.dataset.ready).toBeUndefined();

    act(() => bounds[0]!.passed());
    // Every card waiting for it fails at once, in the page's words: the painter is not made six times over.
    await waitFor(() => expect(document.body.dataset.ready).toBe('failed'));
    expect(document.body.dataset.failedPictures).toBe('6');
    const said = QA_WORDS.fr.picture.failed(QA_WORDS.fr.picture.painterStuck(PAINTER_CREATION_LIMIT_MS / 1000));
    expect(card('fr', 'covered').querySelector('[aria-live]')?.textContent).toBe(said);
    expect(card('en', 'winning').querySelector('[aria-live]')?.textContent).toBe(said);
    expect(creations).toHaveLength(1);

    // Tried again: a painter made afresh draws it.
    const covered = card('fr', 'covered');
    fireEvent.click(within(covered).getByRole('button', { name: QA_WORDS.fr.picture.retry }));
    await waitFor(() => expect(creations).toHaveLength(2));
    act(() => creations[1]!.finish());
    await waitFor(() => expect(covered.querySelector('canvas')?.dataset.drawn).toBe('true'));
    await waitFor(() => expect(document.body.dataset.failedPictures).toBe('5'));

    // The painter given up comes after all: destroyed, not kept.
    act(() => creations[0]!.finish());
    await waitFor(() => expect(creations[0]!.destroyed()).toBe(true));
    expect(creations[1]!.destroyed()).toBe(false);
  });
});
