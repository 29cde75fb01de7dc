import { vi } from 'vitest';

/**
 * jsdom's canvases for a QA sheet test whose pictures are drawn (blank, or by a stubbed painter):
 * a drawn picture is put on its canvas, and jsdom has no 2D context; this says so as a browser
 * without one would (null), where jsdom would also report each call as not implemented. Called in
 * a `beforeEach`:
 *
 * ```ts
 * beforeEach(noCanvasContext);
 * ```
 */
export function noCanvasContext(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
