import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designIds, designsOfGame } from '../../src/layouts/index.ts';

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

describe('the twelve-months art, as article 4.3.1 of its regulation has it', () => {
  it.each(designsOfGame('months').map((d) => d.id))('%s labels its second play surface the Gain box', (design) => {
    // « une case « Gain » sur laquelle est inscrite la mention « Gain » »: the box is named so, not Bonus.
    const fr = texts(art(`${design}.svg`));
    const en = texts(art(`${design}.en.svg`));
    expect(fr).toContain('GAIN');
    expect(en).toContain('PRIZE');
    expect([...fr, ...en].filter((t) => /\bbonus\b/i.test(t))).toEqual([]);
  });
});
