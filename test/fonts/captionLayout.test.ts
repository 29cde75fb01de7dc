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
