import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/i18n/amountInWords.ts';
import { formatEuros, formatOdds } from '../../src/i18n/index.ts';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('formatEuros', () => {
  it.each([
    [1_500_000, 'fr', `15${nnbsp}000${nbsp}€`],
    [1_500_000, 'en', '€15,000'],
    [200, 'fr', `2${nbsp}€`],
    [150, 'fr', `1,50${nbsp}€`],
    [150, 'en', '€1.50'],
    [0, 'fr', `0${nbsp}€`],
    [-300, 'en', '-€3'],
  ] as const)('%i cents in %s is %s', (cents, lang, text) => {
    expect(formatEuros(cents, lang)).toBe(text);
  });

  it('refuses non-integer cents', () => {
    expect(() => formatEuros(1.5, 'fr')).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it.each([
    [4_000_000, 'fr', 'QUARANTE MILLE EUROS'],
    [4_000_000, 'en', 'FORTY THOUSAND EUROS'],
    [100, 'fr', 'UN EURO'],
    [100, 'en', 'ONE EURO'],
    [600, 'fr', 'SIX EUROS'],
    [8_000, 'fr', 'QUATRE-VINGTS EUROS'],
    [7_100, 'fr', 'SOIXANTE ET ONZE EUROS'],
    [20_000, 'fr', 'DEUX CENTS EUROS'],
    [150_000, 'fr', 'MILLE CINQ CENTS EUROS'],
    [0, 'fr', 'ZÉRO EURO'],
    [1_250, 'fr', 'DOUZE EUROS ET CINQUANTE CENTIMES'],
    [1_250, 'en', 'TWELVE EUROS AND FIFTY CENTS'],
  ] as const)('%i cents in %s reads %s', (cents, lang, words) => {
    expect(amountInWords(cents, lang)).toBe(words);
  });

  it('refuses amounts it cannot print', () => {
    expect(() => amountInWords(-100, 'fr')).toThrow(RangeError);
    expect(() => amountInWords(100_000_000, 'fr')).toThrow(RangeError);
  });
});

describe('formatOdds', () => {
  it('speaks both languages', () => {
    expect(formatOdds(3.4299, 'fr')).toBe('1 chance sur 3,43');
    expect(formatOdds(4.8074, 'en')).toBe('1 in 4.81');
  });
});
