import { describe, expect, it } from 'vitest';
import { createFontLoader } from '../../build/outlineArt.ts';
import { ART_FACES } from '../../src/layouts/designFolder.ts';
import { ART_UNITS_PER_EM } from '../../src/qa/measure/art.ts';

describe('the art’s outlined text', () => {
  // QA reads an art text's font size from the scale of its outlined glyphs, drawn in font units.
  it.each(Object.entries(ART_FACES).flatMap(([family, weights]) => weights.map((w) => [family, w] as const)))(
    '%s %i draws in ART_UNITS_PER_EM font units per em',
    (family, weight) => {
      expect(createFontLoader()(family, weight).unitsPerEm).toBe(ART_UNITS_PER_EM);
    },
  );
});
