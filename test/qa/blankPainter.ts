import type * as PicturesModule from '../../src/qa/measure/pictures.ts';

/**
 * The QA sheet's painter for a jsdom test whose pictures are not the point: made at once, and each
 * picture drawn at once, a blank one (jsdom has no 2D context to put it on), so that a row settles
 * as soon as its checks do. The factory of the pictures module's mock; `vi.mock` is hoisted above
 * the file's imports, so the factory imports this file itself:
 *
 * ```ts
 * vi.mock('../../src/qa/measure/pictures.ts', async (original) =>
 *   (await import('./blankPainter.ts')).blankPainter(original),
 * );
 * ```
 */
export async function blankPainter(original: <T>() => Promise<T>): Promise<typeof PicturesModule> {
  const painter = {
    render: () => Promise.resolve({ pixels: { width: 1, height: 1, data: new Uint8ClampedArray(4) } }),
  };
  return {
    ...(await original<typeof PicturesModule>()),
    InspectingRenderer: {
      create: () => Promise.resolve(painter),
    } as unknown as typeof PicturesModule.InspectingRenderer,
  };
}
