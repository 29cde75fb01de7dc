// @vitest-environment jsdom
/**
 * The QA sheet runs its checks one run at a time: a run whose last result box goes (a design
 * switched off) must not hold up the checks of what the page shows. Dropped while queued, it never
 * begins; under way, it is stopped; asked for again, it runs afresh; a box that still shows it
 * keeps it running; a design forgotten (the lab's folder read again) has its run stopped and its
 * box follows a fresh one. The checks are stubbed: each run waits for the test to end it, and ends
 * rejected at once when its signal is aborted, as runLayoutChecks does at its next step.
 * The sheet's pictures, drawn one at a time, likewise: a card gone before its turn is never drawn.
 * The painter is stubbed: each picture waits for the test to end it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { getDesign, type DesignId } from '../../src/layouts/index.ts';
import { sheetOptionsFrom } from '../../src/qa/sheet/address.ts';
import { DesignRow, forgetChecks } from '../../src/qa/sheet/Sheet.tsx';
import type * as PicturesModule from '../../src/qa/measure/pictures.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';
import type { Picture } from '../../src/state/picture.ts';
import { showSheet } from './showSheet.tsx';

/** A run of the checks begun: what for, its signal, and how the test ends it. */
interface Begun {
  readonly design: string;
  readonly lang: Lang;
  readonly density: number;
  readonly signal: AbortSignal | undefined;
  readonly finish: (findings?: readonly Finding[]) => void;
}
const begun = vi.hoisted(() => [] as Begun[]);
/** A picture the painter has begun: what of (design, language, state, density), and how the test ends it. */
interface Painting {
  readonly what: string;
  readonly finish: () => void;
}
const painting = vi.hoisted(() => [] as Painting[]);

vi.mock('../../src/qa/measure/pictures.ts', async (original) => ({
  ...(await original<typeof PicturesModule>()),
  InspectingRenderer: {
    create: () =>
      Promise.resolve({
        render: (picture: Picture) =>
          new Promise((resolve) => {
            const state = !picture.revealed[0] ? 'covered' : picture.result ? 'winning' : 'revealed';
            painting.push({
              what: `${picture.layout.design}-${picture.lang}-${state}@${picture.density}`,
              finish: () => resolve({ pixels: { width: 1, height: 1, data: new Uint8ClampedArray(4) } }),
            });
          }),
      }),
  },
}));
vi.mock('../../src/qa/measure/runChecks.ts', () => ({
  runLayoutChecks: ({
    layout,
    lang,
    densities,
    signal,
  }: {
    layout: { design: string };
    lang: Lang;
    densities: number[];
    signal?: AbortSignal;
  }) =>
    new Promise((resolve, reject) => {
      const design = layout.design;
      begun.push({
        design,
        lang,
        density: densities[0]!,
        signal,
        finish: (findings = []) => resolve({ design, lang, findings }),
      });
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
    }),
}));

afterEach(() => {
  cleanup();
  begun.length = 0;
  // The picture under way, whose card has gone, ends: the painter is free for the next test.
  for (const p of painting) p.finish();
  painting.length = 0;
});

const m = QA_WORDS.fr;
const box = (design: DesignId, lang: Lang) => document.getElementById(`qa-results-${design}-${lang}`);
const toggle = (design: DesignId) =>
  act(() => fireEvent.click(screen.getByRole('checkbox', { name: getDesign(design).name.fr })));

/** The `n`th run begun (1-based), once it has begun: what for. */
async function nth(n: number): Promise<Begun> {
  await waitFor(() => expect(begun.length).toBeGreaterThanOrEqual(n));
  return begun[n - 1]!;
}
const what = (run: Begun) => `${run.design}-${run.lang}@${run.density}`;

/** No run ever shows as an error: a stopped one is no failure of the checks. */
function expectNoErrorShown() {
  expect(document.querySelector('.qa-results.qa-fail')).toBeNull();
  expect(document.body.textContent).not.toMatch(/abort/i);
}

// Each test checks at its own density: the sheet's runs are kept for the page's life, by density.
describe('the QA sheet’s checks nobody waits for', () => {
  it('never begins a run whose box went while it was queued, and runs it afresh when asked again', async () => {
    showSheet('?design=dog&density=1');
    expect(what(await nth(1))).toBe('dog-fr@1');
    await toggle('cat'); // queued behind dog's
    await toggle('months'); // and behind cat's
    await toggle('cat'); // gone before its checks begin
    begun[0]!.finish();
    expect(what(await nth(2))).toBe('dog-en@1');
    begun[1]!.finish();
    // Months next, without waiting for cat.
    expect(what(await nth(3))).toBe('months-fr@1');
    begun[2]!.finish();
    expect(what(await nth(4))).toBe('months-en@1');
    begun[3]!.finish();
    await waitFor(() => expect(box('months', 'en')?.dataset.checked).toBe('true'));
    expect(begun.map(what)).toEqual(['dog-fr@1', 'dog-en@1', 'months-fr@1', 'months-en@1']);
    expectNoErrorShown();

    // Cat again: its checks run now, not a run dropped before.
    await toggle('cat');
    expect(what(await nth(5))).toBe('cat-fr@1');
    expect(box('cat', 'fr')?.textContent).toBe(m.running);
    begun[4]!.finish();
    expect(what(await nth(6))).toBe('cat-en@1');
    begun[5]!.finish();
    await waitFor(() => expect(box('cat', 'en')?.dataset.checked).toBe('true'));
    expect(box('cat', 'fr')?.dataset.checked).toBe('true');
    expectNoErrorShown();
  });

  it('stops a run under way when its box goes, moves on, and runs it afresh when asked again', async () => {
    showSheet('?design=dog&density=2');
    const dogFr = await nth(1);
    expect(what(dogFr)).toBe('dog-fr@2');
    await toggle('cat');
    await toggle('dog'); // dog's checks, one under way, nobody waits for any more
    expect(dogFr.signal?.aborted).toBe(true);
    // Cat's next: dog's English run, queued, never begins.
    expect(what(await nth(2))).toBe('cat-fr@2');
    begun[1]!.finish();
    expect(what(await nth(3))).toBe('cat-en@2');
    begun[2]!.finish();
    await waitFor(() => expect(box('cat', 'en')?.dataset.checked).toBe('true'));
    expectNoErrorShown();

    // Dog again: a new run, not the one stopped (whose rejection is not kept as its result).
    await toggle('dog');
    const again = await nth(4);
    expect(what(again)).toBe('dog-fr@2');
    expect(again).not.toBe(dogFr);
    again.finish();
    (await nth(5)).finish();
    await waitFor(() => expect(box('dog', 'en')?.dataset.checked).toBe('true'));
    expect(box('dog', 'fr')?.dataset.checked).toBe('true');
    expect(begun.map(what)).toEqual(['dog-fr@2', 'cat-fr@2', 'cat-en@2', 'dog-fr@2', 'dog-en@2']);
    expectNoErrorShown();
  });

  it('keeps a run going while another box still shows it, and stops it when the last goes', async () => {
    const options = sheetOptionsFrom(new URLSearchParams('design=dog&density=3'), 1280, 2);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => (
        <DesignRow
          key={i}
          design="dog"
          lang="fr"
          options={options}
          onStart={() => undefined}
          onDone={() => undefined}
        />
      ));
    const { rerender } = render(<>{rows(2)}</>);
    const run = await nth(1);
    expect(what(run)).toBe('dog-fr@3');
    rerender(<>{rows(1)}</>);
    await act(() => Promise.resolve()); // past the moment a run left without a box is stopped
    expect(run.signal).toBeDefined();
    expect(run.signal!.aborted).toBe(false);
    rerender(<>{rows(0)}</>);
    await waitFor(() => expect(run.signal!.aborted).toBe(true));
    expect(begun).toHaveLength(1);
  });
});

describe('the QA sheet’s pictures nobody will see', () => {
  /** Ends each picture the painter begins, in turn, until `n` have begun since the test began; what they were of. */
  async function paintUntil(n: number): Promise<string[]> {
    for (let i = 0; i < n; i++) {
      await waitFor(() => expect(painting.length).toBeGreaterThan(i));
      act(() => painting[i]!.finish());
    }
    return painting.map((p) => p.what);
  }
  const row = (design: string, lang: Lang, density: number) =>
    (['covered', 'revealed', 'winning'] as const).map((state) => `${design}-${lang}-${state}@${density}`);

  it('never draws the pictures of a design switched off before their turn, and draws those shown in order', async () => {
    showSheet('?design=dog&density=1');
    await waitFor(() => expect(painting).toHaveLength(1));
    expect(painting[0]!.what).toBe('dog-fr-covered@1');
    await toggle('cat'); // its six pictures queued behind dog's five others
    await toggle('dog'); // dog's, one under way and five queued, nobody will see
    expect(await paintUntil(7)).toEqual(['dog-fr-covered@1', ...row('cat', 'fr', 1), ...row('cat', 'en', 1)]);
    await waitFor(() => expect(document.querySelectorAll('canvas[data-drawn]')).toHaveLength(6));
  });

  it('never draws the pictures of a density left before their turn', async () => {
    showSheet('?design=months&density=2');
    await waitFor(() => expect(painting).toHaveLength(1));
    await act(() => fireEvent.click(screen.getByRole('radio', { name: '3' })));
    expect(await paintUntil(7)).toEqual(['months-fr-covered@2', ...row('months', 'fr', 3), ...row('months', 'en', 3)]);
    await waitFor(() => expect(document.querySelectorAll('canvas[data-drawn]')).toHaveLength(6));
  });
  it('does not draw a row’s pictures again when only its callbacks are made anew (the lab’s, at a switch of language or overlays)', async () => {
    const options = sheetOptionsFrom(new URLSearchParams('design=cat&density=3'), 1280, 2);
    const catRow = (onDone: () => void) => (
      <DesignRow design="cat" lang="en" options={options} onStart={() => undefined} onDone={onDone} />
    );
    const { rerender } = render(catRow(() => undefined));
    await waitFor(() => expect(painting).toHaveLength(1));
    const onDone = vi.fn();
    rerender(catRow(onDone));
    expect(await paintUntil(3)).toEqual(row('cat', 'en', 3));
    await waitFor(() => expect(document.querySelectorAll('canvas[data-drawn]')).toHaveLength(3));
    // The row's callback heard is its latest.
    const checks = await nth(1);
    expect(what(checks)).toBe('cat-en@3');
    act(() => checks.finish());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});

describe('a design forgotten (the lab’s folder read again)', () => {
  it('has its checks under way stopped, its box showing the fresh run’s result', async () => {
    forgetChecks('cat'); // what the tests before kept of it
    const options = sheetOptionsFrom(new URLSearchParams('design=cat&density=2'), 1280, 2);
    render(<DesignRow design="cat" lang="fr" options={options} onStart={() => undefined} onDone={() => undefined} />);
    const old = await nth(1);
    expect(what(old)).toBe('cat-fr@2');
    act(() => forgetChecks('cat'));
    expect(old.signal?.aborted).toBe(true);
    const fresh = await nth(2);
    expect(what(fresh)).toBe('cat-fr@2');
    expect(fresh).not.toBe(old);
    old.finish(); // too late: the run was stopped
    const finding: Finding = { check: 'covers', element: 'cat.zone1', problem: { kind: 'coverLeak', pixels: 3 } };
    act(() => fresh.finish([finding]));
    await waitFor(() => expect(box('cat', 'fr')?.dataset.checked).toBe('true'));
    expect(box('cat', 'fr')?.textContent).toContain(m.failures(1));
    expect(begun).toHaveLength(2);
    expectNoErrorShown();
  });
});
