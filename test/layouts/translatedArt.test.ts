import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designIds } from '../../src/layouts/index.ts';

const art = (name: string) =>
  readFileSync(new URL(`../../designs/${name.replace(/\..*$/, '')}/${name}`, import.meta.url), 'utf8');
const texts = (svg: string) => [...svg.matchAll(/>([^<>]*)<\/text>/g)].map((m) => m[1]!);
const withoutTexts = (svg: string) => svg.replace(/>[^<>]*<\/text>/g, '></text>');

describe('English ticket art', () => {
  it.each(designIds)('%s.en.svg is the French art with every printed text translated', (design) => {
    const fr = art(`${design}.svg`);
    const en = art(`${design}.en.svg`);
    expect(withoutTexts(en)).toBe(withoutTexts(fr));
    const frTexts = texts(fr);
    const enTexts = texts(en);
    expect(enTexts).toHaveLength(frTexts.length);
    // Only language-neutral words (BONUS) may stay the same; no French accent or word remains.
    enTexts.forEach((text, i) => {
      if (text !== 'BONUS') expect(text).not.toBe(frTexts[i]);
      expect(text).not.toMatch(/[éèêàûôÉÈÛ]|Grattez|gagn|sans valeur/);
    });
  });
});
