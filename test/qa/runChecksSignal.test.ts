// @vitest-environment jsdom
/**
 * runLayoutChecks stops at its next step once its signal is aborted (the QA sheet's checks of a box
 * no longer shown): it rejects with the signal's reason, never resolving with what it measured.
 * Only the checks from the layout's numbers and the art's step run here (no part drawn): the
 * painters are stubbed.
 */
import { describe, expect, it, vi } from 'vitest';
import { getLayout } from '../../src/layouts/index.ts';
import { runLayoutChecks } from '../../src/qa/measure/runChecks.ts';
import type * as PicturesModule from '../../src/qa/measure/pictures.ts';

const create = vi.hoisted(() => vi.fn());
vi.mock('../../src/qa/measure/pictures.ts', async (original) => ({
  ...(await original<typeof PicturesModule>()),
  InspectingRenderer: { create },
}));
create.mockImplementation(() => Promise.resolve({ destroy: () => undefined }));

const run = (signal?: AbortSignal, progress?: (label: string) => void) =>
  runLayoutChecks({
    layout: getLayout('dog'),
    lang: 'fr',
    parts: [],
    ...(signal && { signal }),
    ...(progress && { progress }),
  });

describe('runLayoutChecks’ signal', () => {
  it('runs to its end without one, or with one never aborted', async () => {
    expect((await run()).design).toBe('dog');
    expect((await run(new AbortController().signal)).design).toBe('dog');
  });

  it('rejects, without a result, when aborted during a step', async () => {
    const stop = new AbortController();
    const steps: string[] = [];
    await expect(
      run(stop.signal, (label) => {
        steps.push(label);
        stop.abort();
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(steps).toHaveLength(1);
  });

  it('begins nothing when aborted before it begins', async () => {
    create.mockClear();
    const progress = vi.fn();
    await expect(run(AbortSignal.abort(), progress)).rejects.toMatchObject({ name: 'AbortError' });
    expect(create).not.toHaveBeenCalled();
    expect(progress).not.toHaveBeenCalled();
  });
});
