import { describe, expect, it } from 'vitest';
import { frameProportions, layoutCaption, MAX_CAPTION_LINES } from '../../src/fonts/captionLayout.ts';
import { FACE_METRICS } from '../../src/fonts/metrics.ts';
import { fitTicketIn, frameGeometry } from '../../src/render/viewport.ts';

const face = FACE_METRICS['fredoka-600'];
// 120 characters, the studio's limit.
const LONG_120 =
  'Grattez le ticket Chien & Chat et tentez de gagner jusqu’à 15 000 € : neuf pattes, un bonus ×3, des os à gogo ! Bravo !!';

describe('layoutCaption', () => {
  it('is given the longest caption the studio takes', () => expect([...LONG_120].length).toBe(120));

  it.each([
    ['the ticket alone', 600, 900],
    ['the story', 1080, 1920],
    ['the square post', 1080, 1080],
    ['the link card', 1200, 628],
    ['the banner', 1920, 1080],
  ])('breaks a 120-character caption between words on %s, at a readable size', (_name, w, h) => {
    const layout = layoutCaption(face, LONG_120, w, h);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.length).toBeLessThanOrEqual(MAX_CAPTION_LINES);
    expect(layout.lines.join(' ')).toBe(LONG_120);
    expect(layout.size).toBeGreaterThanOrEqual(frameProportions(w, h).captionFloorSize);
    expect(layout.small).toBe(false);
    // The band is as tall as its lines, and the ticket still keeps most of the picture.
    const g = frameGeometry(w, h, layout);
    expect(g.caption!.h).toBeGreaterThan(layout.size * layout.lines.length);
    expect(g.caption!.y + g.caption!.h).toBeLessThanOrEqual(g.ticketArea.y);
    expect(900 * fitTicketIn(g.ticketArea, 600, 900).scale).toBeGreaterThan(h * 0.55);
  });

  it('keeps a caption that fits on one line in the one-line band, as before', () => {
    for (const [w, h] of [
      [600, 900],
      [1080, 1920],
      [600, 400],
    ] as const) {
      const layout = layoutCaption(face, 'Trois os !', w, h);
      expect(layout.lines).toEqual(['Trois os !']);
      expect(frameGeometry(w, h, layout)).toEqual(frameGeometry(w, h, true));
    }
  });

  it('says when even three lines print it under the frame’s readable size', () => {
    const layout = layoutCaption(face, LONG_120, 200, 200);
    expect(layout.lines.length).toBe(MAX_CAPTION_LINES);
    expect(layout.small).toBe(true);
    expect(layout.size).toBeLessThan(frameProportions(200, 200).captionFloorSize);
  });
});

describe('layoutCaption and French punctuation', () => {
  // The caption a marketer typed: « ended line 1 alone and line 2 began with "guillemets »".
  const FRENCH = 'Cœur, Œuvre, naïve, Ça, « guillemets » … ©™ 100 %';

  it.each([
    [FRENCH, 200, 200],
    [FRENCH, 300, 300],
    [FRENCH, 600, 900],
    ['Gagnez : « 15 000 € » ! Vraiment ? Oui ; 100 % !', 200, 200],
    ['Gagnez : « 15 000 € » ! Vraiment ? Oui ; 100 % !', 400, 300],
  ])(
    'keeps « with the next word, the marks French sets after a word and a thousands group with the previous one: %s in %i × %i',
    (text, w, h) => {
      const layout = layoutCaption(face, text, w, h);
      expect(layout.lines.join(' ')).toBe(text);
      for (const line of layout.lines) {
        expect(line).not.toMatch(/«$/);
        expect(line).not.toMatch(/^[»:;!?%€]/);
        expect(line).not.toMatch(/^000/);
      }
    },
  );

  it('breaks the French caption on more than one line somewhere, so the test above tests a break', () => {
    expect(layoutCaption(face, FRENCH, 200, 200).lines.length).toBeGreaterThan(1);
  });

  it('never breaks at a no-break space (U+00A0, U+202F)', () => {
    const text = 'Gagnez\u00a0jusqu’à\u202f15\u00a0000\u00a0€\u00a0!\u00a0Bravo';
    expect(layoutCaption(face, text, 200, 200).lines).toEqual([text]);
    const mixed = 'Un\u00a0deux\u00a0trois quatre\u202fcinq\u202fsix';
    for (const line of layoutCaption(face, mixed, 200, 200).lines)
      expect(['Un\u00a0deux\u00a0trois', 'quatre\u202fcinq\u202fsix', mixed]).toContain(line);
  });
});
