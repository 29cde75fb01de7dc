import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { createFontLoader, outlineSvgText } from '../../build/outlineArt.ts';
import { getLayout } from '../../src/layouts/index.ts';
import { artTextRole, writtenPosition, type ArtText } from '../../src/qa/measure/art.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The design lab reads a folder's art with its <text> still in it (the browser's box of the text:
 * the font's ascent to its descent), check-layout --art reads it outlined as the build does it
 * (the box of the glyphs' ink): one text, two boxes a unit or so apart. Both must name it alike.
 */
describe('an art text without an id', () => {
  const source = readFileSync(join(process.cwd(), 'designs', 'months', 'months.en.svg'), 'utf8');
  const price = (root: Element) =>
    Array.from(root.getElementsByTagNameNS(SVG_NS, '*')).find((e) => e.getAttribute('data-fact') === 'price')!;
  const raw = price(new DOMParser().parseFromString(source, 'image/svg+xml').documentElement! as unknown as Element);
  const outlined = price(
    new DOMParser().parseFromString(outlineSvgText(source, 'months.en.svg', createFontLoader()), 'image/svg+xml')
      .documentElement! as unknown as Element,
  );

  it('is placed where the art writes it, whether outlined or not', () => {
    expect(raw.localName).toBe('text');
    expect(outlined.localName).toBe('g');
    expect(writtenPosition(raw)).toEqual({ x: 14, y: 892 });
    expect(writtenPosition(outlined)).toEqual({ x: 14, y: 892 });
  });

  it('has one name in the lab and in check-layout, whatever box each measures', () => {
    const layout = getLayout('months');
    const text = (bbox: ArtText['bbox'], element: Element): ArtText => ({
      index: 40,
      id: '',
      fontSize: 12.5,
      bbox,
      at: writtenPosition(element),
      printed: 'Simulated scratch game · no value · €4',
      fact: 'price',
      squeeze: 1,
    });
    const lab = artTextRole(layout, text({ x: 14, y: 879.3, w: 220.2, h: 17.1 }, raw)); // centre 124.1, 887.85
    const cli = artTextRole(layout, text({ x: 14.6, y: 882.5, w: 219.4, h: 12.9 }, outlined)); // 124.3, 888.95
    expect(lab.element).toBe(cli.element);
    expect(lab.element).toBe('months.art.text@14,892');
  });
});
