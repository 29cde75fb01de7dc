// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { embedArtFonts } from '../../src/render/artFonts.ts';

// The lab draws a given design's art with the bundled faces it names embedded; the faces it names
// that are not bundled are the design folder's reader's to report (parseDesignFolder's
// `unbundled`), so embedArtFonts returns the art alone (it returned a list nothing read).
describe('embedArtFonts', () => {
  it('returns the art alone, as it is when it names no bundled face', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text font-family="Comic Sans MS" font-weight="800">A</text></svg>';
    expect(await embedArtFonts(svg)).toBe(svg);
  });
});
