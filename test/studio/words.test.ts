import { describe, expect, it } from 'vitest';
import { shape } from '../i18n/shape.ts';
import { LANGS } from '../../src/i18n/index.ts';
import { STUDIO_WORDS } from '../../src/i18n/studio.ts';

describe('the studio’s words', () => {
  it('have exactly the same keys, kinds and arities in every language', () => {
    const french = shape(STUDIO_WORDS.fr).sort();
    // The types force the same keys; the shapes also compare arities and array lengths (see
    // test/i18n/catalogue.test.ts, which checks the shape helper itself).
    for (const lang of LANGS) expect(shape(STUDIO_WORDS[lang]).sort()).toEqual(french);
  });

  it('have no empty string, and every problem message names its parameter and value', () => {
    const facts = { count: 3, min: 1, max: 9, choices: '1, 2' };
    for (const lang of LANGS) {
      const w = STUDIO_WORDS[lang];
      expect(
        JSON.stringify(w, (_, v: unknown) => (typeof v === 'string' && v.trim() === '' ? 'EMPTY' : v)),
      ).not.toContain('EMPTY');
      for (const [code, message] of Object.entries(w.problems)) {
        const text = message('PARAM', 'VALUE', facts);
        expect(text, `${lang} ${code}`).toContain('PARAM');
        if (code !== 'unknown-param' && code !== 'repeated-param' && code !== 'caption-too-long')
          expect(text, `${lang} ${code}`).toContain('VALUE');
      }
    }
  });

  it('count the batch’s files by its prizes, formats and languages', () => {
    expect(STUDIO_WORDS.fr.batchSummary('19', '9', 1)).toBe(
      '19 fichiers\u00a0: 9 gains × 1 format × 2 langues, et une planche contact index.html.',
    );
    expect(STUDIO_WORDS.en.batchSummary('37', '9', 2)).toBe(
      '37 files: 9 prizes × 2 formats × 2 languages, and an index.html contact sheet.',
    );
  });
});
