import { describe, expect, it } from 'vitest';
import { createFontLoader } from '../../build/outlineArt.ts';
import { FACE_ZONES, GAME_IDS, gameModule, generateTicket } from '../../src/engine/index.ts';
import { FACES, type FaceId } from '../../src/fonts/faces.ts';
import { fitText } from '../../src/fonts/fitText.ts';
import { measureText, shapeLine } from '../../src/fonts/layoutText.ts';
import { FACE_METRICS } from '../../src/fonts/metrics.ts';
import { amountInWords } from '../../src/i18n/amountInWords.ts';
import { formatEuros, gameName, LANGS, MESSAGES, zoneName } from '../../src/i18n/index.ts';

const loadFont = createFontLoader();
/** The width fontkit gives `text`, shaped as a browser shapes it (kerning, ligatures), font units. */
const fontkitAdvance = (id: FaceId, text: string) =>
  loadFont(FACES[id].family, FACES[id].weight).layout(text).advanceWidth;

/** Every text the painter prints in each face, in both languages. */
function printedTexts(): Record<FaceId, string[]> {
  const texts: Record<FaceId, string[]> = { 'fredoka-600': [], 'nunito-700': [], 'nunito-800': [], 'nunito-900': [] };
  for (const lang of LANGS) {
    texts['fredoka-600'].push(MESSAGES[lang].scratchHere);
    texts['nunito-700'].push(`${MESSAGES[lang].simulatedMention} · M.qa.0.0000000.0DMM`);
    for (const game of GAME_IDS) {
      for (let index = 0; index < 10; index++) {
        texts['nunito-700'].push(generateTicket({ game, seed: 'demo', block: 7, index: index * 7919 }).serial);
      }
    }
    for (const game of GAME_IDS)
      FACE_ZONES[game].forEach((_, zone) => texts['nunito-900'].push(zoneName(game, zone, lang).toUpperCase()));
    for (const game of GAME_IDS) {
      const module = gameModule(game);
      texts['fredoka-600'].push(gameName(game, lang), formatEuros(module.definition.priceCents, lang));
      for (const cents of module.printableCents) {
        texts['fredoka-600'].push(formatEuros(cents, lang));
        texts['nunito-800'].push(amountInWords(cents, lang));
      }
    }
  }
  return texts;
}

describe('shapeLine', () => {
  it.each(Object.keys(FACES) as FaceId[])('measures every text printed in %s as fontkit shapes it', (id) => {
    const texts = printedTexts()[id];
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      // The narrow no-break space of "5 000 €" is not in the fonts: a browser takes it from a
      // fallback font, the glyphs give it a thin space's width (a fifth of an em).
      const narrow = [...text].filter((c) => c === '\u202f').length;
      const expected = fontkitAdvance(id, text.replaceAll('\u202f', '')) + narrow * 200;
      const line = shapeLine(FACE_METRICS[id], text);
      expect({ text, advance: line.advance, missing: line.missing }).toEqual({ text, advance: expected, missing: [] });
    }
  });

  it('forms the ligatures and kerning pairs the font forms', () => {
    const fredoka = FACE_METRICS['fredoka-600'];
    const grattez = shapeLine(fredoka, 'Grattez');
    expect(grattez.glyphs.map((g) => g.text)).toEqual(['G', 'r', 'a', 'tt', 'e', 'z']);
    const nunito = FACE_METRICS['nunito-800'];
    const kerned = shapeLine(nunito, 'AV');
    const apart = shapeLine(nunito, 'A').advance + shapeLine(nunito, 'V').advance;
    expect(kerned.advance).toBeLessThan(apart);
    expect(kerned.advance).toBe(fontkitAdvance('nunito-800', 'AV'));
  });

  it('keeps a character the glyphs lack, measured by the caller, and lists it once', () => {
    const face = FACE_METRICS['fredoka-600'];
    const line = shapeLine(face, 'Жa Ж', () => ({ advance: 640, yMin: -10, yMax: 720 }));
    expect(line.missing).toEqual(['Ж']);
    expect(line.glyphs.filter((g) => g.unit === -1).map((g) => g.text)).toEqual(['Ж', 'Ж']);
    const a = shapeLine(face, 'a').advance;
    const space = shapeLine(face, ' ').advance;
    expect(line.advance).toBe(640 + a + space + 640);
    expect(line.yMax).toBe(720);
    // Without a measure (Node), such a character counts 0.6 em wide and a capital high.
    const alone = measureText(face, 'Ж', 10);
    expect(alone).toEqual({ width: 6, ascent: 7, descent: 0, missing: ['Ж'] });
  });

  it('gives spaces the fonts lack their typographic width, and draws nothing for them', () => {
    const face = FACE_METRICS['fredoka-600'];
    const line = shapeLine(face, '1\u202f2\u20053\u200b4');
    expect(line.missing).toEqual([]);
    expect(line.glyphs.map((g) => g.text)).toEqual(['1', '2', '3', '4']);
    const digits = shapeLine(face, '1234').advance;
    expect(line.advance).toBe(digits + 200 + 250);
  });
});

describe('fitText', () => {
  it('shrinks a text to its box, and wraps it when two lines print it larger', () => {
    const face = FACE_METRICS['nunito-800'];
    const one = fitText({ face, text: 'DEUX EUROS', maxSize: 15.5, box: { w: 144, h: 31 }, wrap: true });
    expect(one).toEqual({ size: 15.5, lines: ['DEUX EUROS'], missing: [] });
    const narrow = fitText({ face, text: 'DEUX EUROS', maxSize: 15.5, box: { w: 40, h: 31 }, wrap: true });
    expect(narrow.lines).toEqual(['DEUX', 'EUROS']);
    const width = measureText(face, 'EUROS', narrow.size).width;
    expect(width).toBeCloseTo(40, 6);
  });
});
