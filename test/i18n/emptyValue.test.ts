/**
 * A parameter given without a value (`?serial=`, `?lang=`) is said to be empty, never quoted as
 * empty quotes (`« »`, `“”`), by every page that answers a bad address: the player, the embed, the
 * studio and the QA sheet, in French and in English.
 */
import { describe, expect, it } from 'vitest';
import { describeEmbedError, parseEmbedAddress } from '../../src/embed/params.ts';
import { LANGS } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { sheetOptionsFrom } from '../../src/qa/sheet/address.ts';
import { parseStudioQuery, studioProblemText } from '../../src/studio/state/studioSettings.ts';
import { noticeText } from '../../src/ui/noticeText.ts';

const EMPTY_QUOTES = /«[\s\u00a0\u2068\u2069]*»|“[\u2068\u2069]*”/u;
const EMPTY = { fr: 'est vide', en: 'is empty' } as const;

describe('an empty parameter', () => {
  it.each(LANGS)('the player says it is empty (%s)', (lang) => {
    for (const code of ['bad-serial-format', 'unknown-lang'] as const) {
      const text = noticeText({ kind: 'link', errors: [{ code, value: '' }] }, lang);
      expect(text).not.toMatch(EMPTY_QUOTES);
      expect(text).toContain(`${code === 'unknown-lang' ? 'lang' : 'serial'} ${EMPTY[lang]}`);
    }
  });

  it.each(LANGS)('the embed says it is empty (%s)', (lang) => {
    const parsed = parseEmbedAddress('?serial=&lang=&attract=&origin=');
    if (parsed.ok) throw new Error('the address should be refused');
    const lines = parsed.errors.map((e) => describeEmbedError(e, lang));
    expect(lines.length).toBe(4);
    for (const line of lines) expect(line).not.toMatch(EMPTY_QUOTES);
    for (const name of ['serial', 'lang', 'attract', 'origin'])
      expect(lines.some((line) => line.startsWith(`${name} ${EMPTY[lang]}`))).toBe(true);
  });

  it.each(LANGS)('the studio says it is empty (%s)', (lang) => {
    const { problems } = parseStudioQuery('?lang=&serial=');
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      const text = studioProblemText(p, lang);
      expect(text).not.toMatch(EMPTY_QUOTES);
      expect(text).toContain(`${p.name} ${EMPTY[lang]}`);
    }
  });

  it.each(LANGS)('the QA sheet says it is empty (%s)', (lang) => {
    const { ignored } = sheetOptionsFrom(new URLSearchParams('colour='));
    expect(ignored.map((p) => p.name)).toEqual(['colour']);
    const text = QA_WORDS[lang].ignoredParams(ignored);
    expect(text).not.toMatch(EMPTY_QUOTES);
    expect(text).toContain(`colour ${EMPTY[lang]}`);
  });
});
