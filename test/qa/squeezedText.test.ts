import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { createFontLoader, outlineSvgText } from '../../build/outlineArt.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { checkText, glyphSqueeze, type TextMeasure } from '../../src/qa/checks/evaluate.ts';
import { MIN_TEXT_SQUEEZE } from '../../src/qa/checks/legibility.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const loadFont = createFontLoader();

/** The squeeze of each text of an art as the build outlines it (what check-layout and the sheet measure), by id. */
function squeezes(file: string): Map<string, number> {
  const source = readFileSync(file, 'utf8');
  const root = new DOMParser().parseFromString(outlineSvgText(source, file, loadFont), 'image/svg+xml')
    .documentElement! as unknown as Element;
  const found = new Map<string, number>();
  for (const g of Array.from(root.getElementsByTagNameNS(SVG_NS, 'g'))) {
    const matrix = /matrix\(([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)/.exec(g.getAttribute('transform') ?? '');
    if (g.getAttribute('data-text') === null || matrix === null) continue;
    const [a, b, c, d] = matrix.slice(1).map(Number) as [number, number, number, number];
    found.set(g.getAttribute('id') ?? g.getAttribute('data-at')!, glyphSqueeze({ a, b, c, d }));
  }
  return found;
}

/** An art text as measured, its glyphs squeezed by `squeeze`. */
const measure = (squeeze: number): TextMeasure => ({
  element: 'fixture.art.squeezed',
  kind: 'rules',
  text: 'GRATTEZ',
  sizeUnits: 24,
  box: { x: 0, y: 0, w: 600, h: 900 },
  ink: { x: 285, y: 843, w: 30, h: 17 },
  pixelsPerUnit: 344 / 600,
  ticketWidth: 600,
  lang: 'fr',
  density: 1,
  squeeze,
});

describe('a text squeezed by textLength', () => {
  const fixture = squeezes('test/qa/fixtures/squeezed-text.svg');

  it('is measured from the matrix its outlines are drawn with: a word squeezed to about a quarter, one fitted to 90 %', () => {
    expect(fixture.get('squeezed')).toBeGreaterThan(0.2);
    expect(fixture.get('squeezed')).toBeLessThan(0.35);
    expect(fixture.get('fitted')).toBeGreaterThan(MIN_TEXT_SQUEEZE);
    expect(fixture.get('fitted')).toBeLessThan(1);
  });

  it('fails the legibility check below the limit, naming the element and the squeeze, in French and English', () => {
    const findings = checkText(measure(fixture.get('squeezed')!));
    const percent = Math.round(fixture.get('squeezed')! * 1000) / 10; // one decimal
    expect(findings.map((f) => describeFinding(f, 'en'))).toEqual([
      `fixture.art.squeezed: text "GRATTEZ" squeezed to ${percent} % of its width (at least 80 %): give it a longer textLength or a smaller font-size (fr)`,
    ]);
    expect(findings.map((f) => describeFinding(f, 'fr'))).toEqual([
      `fixture.art.squeezed\u00a0: texte «\u00a0GRATTEZ\u00a0» comprimé à ${String(percent).replace('.', ',')}\u00a0% de sa largeur (au moins 80\u00a0%)\u00a0: allongez son textLength ou réduisez son font-size (fr)`,
    ]);
    // Squeezed alike at every density: one finding, not one a density.
    expect(findings[0]!.density).toBeUndefined();
  });

  it('passes when fitted within the limit, or stretched (the shipped rules, wider than their font)', () => {
    expect(checkText(measure(fixture.get('fitted')!))).toEqual([]);
    for (const design of ['dog', 'cat']) {
      for (const file of [`designs/${design}/${design}.svg`, `designs/${design}/${design}.en.svg`]) {
        for (const [name, squeeze] of squeezes(file)) expect(squeeze, `${file} ${name}`).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
