import { describe, expect, it } from 'vitest';
import { describeFinding, withoutRepeats } from '../../src/qa/checks/describe.ts';
import {
  checkContrast,
  checkControl,
  checkCover,
  checkTapTarget,
  checkText,
  type TextMeasure,
} from '../../src/qa/checks/evaluate.ts';
import { MIN_TEXT_PX } from '../../src/qa/checks/legibility.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';

const words: TextMeasure = {
  element: 'months.month-4.amountWords',
  kind: 'amountWords',
  text: 'QUARANTE MILLE EUROS',
  sizeUnits: 15,
  box: { x: 438, y: 518, w: 144, h: 31 },
  ink: { x: 440, y: 520, w: 140, h: 27 },
  pixelsPerUnit: 2 * (344 / 600),
  ticketWidth: 600,
  lang: 'fr',
  density: 2,
};
const lines = (findings: ReturnType<typeof checkText>) => findings.map((f) => describeFinding(f, 'en'));

describe('text checks', () => {
  it('text whose glyphs lie in its box, large enough, passes', () => {
    expect(checkText(words)).toEqual([]);
  });

  it('glyphs wider than their box fail with both widths in device pixels at that density', () => {
    const over = { ...words, ink: { ...words.ink!, x: 420, w: 185 } };
    expect(lines(checkText(over))).toEqual([
      'months.month-4.amountWords: text "QUARANTE MILLE EUROS" 212 × 31 px in a 165 × 36 px box (fr, at density 2)',
    ]);
  });

  it('half a device pixel of antialiasing over the edge is tolerated, a whole one is not', () => {
    const ppu = words.pixelsPerUnit;
    const edge = words.box.x + words.box.w;
    expect(checkText({ ...words, ink: { ...words.ink!, w: edge + 0.45 / ppu - words.ink!.x } })).toEqual([]);
    expect(checkText({ ...words, ink: { ...words.ink!, w: edge + 1 / ppu - words.ink!.x } })).toHaveLength(1);
  });

  it('text shrunk below the floor of its kind fails even though it fits: a speck is no fit', () => {
    const speck = { ...words, sizeUnits: 5 };
    expect(lines(checkText(speck))).toEqual([
      `months.month-4.amountWords: text "QUARANTE MILLE EUROS" drawn at 2.9 px on a 360 px screen (at least ${MIN_TEXT_PX.amountWords} px for amounts in words) (fr, at density 2)`,
    ]);
  });

  it('text that drew nothing fails', () => {
    expect(checkText({ ...words, ink: null })[0]?.problem.kind).toBe('textMissing');
  });
});

describe('contrast, covers and tap targets', () => {
  const rect = { x: 0, y: 0, w: 10, h: 10 };
  it('contrast below 4.5:1, or not measurable, fails', () => {
    expect(checkContrast({ element: 'e', text: 't', ratio: 4.5, lang: 'en', rect })).toEqual([]);
    expect(checkContrast({ element: 'e', text: 't', ratio: 4.4, lang: 'en', rect })).toHaveLength(1);
    // No pixel to measure: said so, not as a contrast of 0:1, which cannot be.
    const [unmeasured] = checkContrast({ element: 'e', text: 'loin', ratio: null, lang: 'en', rect });
    expect(unmeasured?.problem).toEqual({ kind: 'contrastUnmeasured', text: 'loin' });
    expect(describeFinding(unmeasured!, 'en')).toBe(
      'e: no solid pixel of "loin" to measure its contrast: is the text off the ticket, hidden or too thin? (en)',
    );
  });
  it('one differing pixel under a cover is a leak', () => {
    expect(checkCover({ element: 'dog.paw-1', differing: 0, density: 3, lang: 'fr', rect })).toEqual([]);
    expect(
      describeFinding(checkCover({ element: 'dog.paw-1', differing: 1, density: 3, lang: 'fr', rect })[0]!, 'en'),
    ).toBe('dog.paw-1: 1 pixels differ under the cover between two different tickets (fr, at density 3)');
  });
  it('a zone needs a 44 × 44 px square', () => {
    expect(checkTapTarget({ element: 'z', squarePx: 44, rect })).toEqual([]);
    expect(checkTapTarget({ element: 'z', squarePx: 43, rect })).toHaveLength(1);
  });
});

describe('control checks (a page’s own words and buttons)', () => {
  const button = { element: 'embed.reveal-all', text: 'Tout gratter', fontPx: 12, tap: { widthPx: 96, heightPx: 44 } };

  it('a 44 px button with 12 px words passes, and so do words that are no control', () => {
    expect(checkControl(button)).toEqual([]);
    expect(checkControl({ element: 'embed.status', text: 'Perdu', fontPx: 12.5, tap: null })).toEqual([]);
    expect(checkControl({ ...button, tap: { widthPx: 96, heightPx: 43.6 } })).toEqual([]); // rounding
  });

  it('names a control too small for a finger and words under 12 px, with their measures', () => {
    const small = { ...button, fontPx: 10, tap: { widthPx: 79.24, heightPx: 22.5 } };
    expect(checkControl(small).map((f) => describeFinding(f, 'en'))).toEqual([
      'embed.reveal-all: text "Tout gratter" at 10 px (at least 12 px for interface words)',
      'embed.reveal-all: control of 79.2 × 22.5 px (at least 44 × 44 px for a finger)',
    ]);
    expect(checkControl(small).map((f) => describeFinding(f, 'fr'))).toEqual([
      'embed.reveal-all\u00a0: texte «\u00a0Tout gratter\u00a0» en 10 px (minimum 12 px pour les mots de l’interface)',
      'embed.reveal-all\u00a0: commande de 79,2 × 22,5 px (minimum 44 × 44 px pour un doigt)',
    ]);
  });
});

describe('withoutRepeats', () => {
  it('says a finding that does not depend on the language once, and keeps those that do', () => {
    const alike: Finding = {
      check: 'symbols',
      element: 'dog.symbols.bone',
      problem: { kind: 'symbolsAlike', a: 'bone', b: 'ball', difference: 0.1, min: 0.4 },
    };
    const fr: Finding = {
      check: 'contrast',
      element: 'e',
      lang: 'fr',
      problem: { kind: 'contrastUnmeasured', text: 't' },
    };
    const en: Finding = { ...fr, lang: 'en' };
    expect(withoutRepeats([alike, fr, { ...alike }, en, fr])).toEqual([alike, fr, en, fr]);
  });
});
