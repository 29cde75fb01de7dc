import { describe, expect, it } from 'vitest';
import {
  clientToTicket,
  fitTicket,
  fitTicketIn,
  frameGeometry,
  rasterScale,
  rendererResolution,
} from '../../src/render/viewport.ts';

describe('fitTicket', () => {
  it.each([
    // view w, h → scale, offsetX, offsetY for a 600 × 900 ticket
    [600, 900, 1, 0, 0],
    [390, 585, 0.65, 0, 0],
    [1200, 900, 1, 300, 0], // wider view: centred horizontally
    [600, 1200, 1, 0, 150], // taller view: centred vertically
  ])('fits a 600 × 900 ticket in %d × %d', (w, h, scale, ox, oy) => {
    const fit = fitTicket(w, h, 600, 900);
    expect(fit.scale).toBeCloseTo(scale, 10);
    expect(fit.offsetX).toBeCloseTo(ox, 10);
    expect(fit.offsetY).toBeCloseTo(oy, 10);
  });

  it('gives a zero scale, not a negative or infinite one, for an empty view', () => {
    expect(fitTicket(0, 0, 600, 900).scale).toBe(0);
  });
});

describe('clientToTicket', () => {
  const fit = fitTicket(390, 585, 600, 900);

  it('maps the canvas corners to the ticket corners', () => {
    const rect = { left: 10, top: 20, width: 390, height: 585 };
    expect(clientToTicket(10, 20, rect, 390, 585, fit)).toEqual({ x: 0, y: 0 });
    const p = clientToTicket(400, 605, rect, 390, 585, fit);
    expect(p.x).toBeCloseTo(600, 10);
    expect(p.y).toBeCloseTo(900, 10);
  });

  it('follows page scroll through the bounding box read at pointerdown', () => {
    // The page scrolled 300 px down: the canvas's box moved up by 300 client pixels.
    const scrolled = { left: 10, top: 20 - 300, width: 390, height: 585 };
    const p = clientToTicket(10 + 195, 20 - 300 + 292.5, scrolled, 390, 585, fit);
    expect(p.x).toBeCloseTo(300, 10);
    expect(p.y).toBeCloseTo(450, 10);
  });

  it('undoes a CSS scale (or a pinch zoom) of the canvas', () => {
    // Layout size 390 × 585, shown at half size by a transform.
    const rect = { left: 0, top: 0, width: 195, height: 292.5 };
    const p = clientToTicket(97.5, 146.25, rect, 390, 585, fit);
    expect(p.x).toBeCloseTo(300, 10);
    expect(p.y).toBeCloseTo(450, 10);
  });

  it('accounts for the letterbox around a ticket that does not fill the view', () => {
    const wide = fitTicket(1200, 900, 600, 900);
    const rect = { left: 0, top: 0, width: 1200, height: 900 };
    expect(clientToTicket(300, 0, rect, 1200, 900, wide)).toEqual({ x: 0, y: 0 });
    expect(clientToTicket(100, 0, rect, 1200, 900, wide).x).toBe(-200); // left of the ticket
  });
});

describe('resolution and raster scale', () => {
  it.each([
    [1, 1],
    [2, 2],
    [2.625, 2.625],
    [3, 3],
    [4, 3],
    [0, 1],
    [Number.NaN, 1],
  ])('renders devicePixelRatio %d at resolution %d', (dpr, resolution) => {
    expect(rendererResolution(dpr)).toBe(resolution);
  });

  it('rasterises at the displayed size times the resolution', () => {
    expect(rasterScale(0.65, 3, 600, 900, 4096)).toBeCloseTo(1.95, 10);
  });

  it('keeps textures within the maximum texture size', () => {
    const scale = rasterScale(3, 3, 600, 900, 4096);
    expect(900 * scale).toBeLessThanOrEqual(4096);
  });
});

describe('frameGeometry', () => {
  it.each([
    [1080, 1080, true],
    [1080, 1920, true],
    [1200, 628, false],
    [1920, 1080, true],
    [320, 320, true],
  ])('%i × %i (caption %s): bands never overlap and the ticket area is inside the view', (w, h, caption) => {
    const g = frameGeometry(w, h, caption);
    const bottom = (r: { y: number; h: number }) => r.y + r.h;
    if (caption) expect(bottom(g.caption!)).toBeLessThanOrEqual(g.ticketArea.y);
    else expect(g.caption).toBeNull();
    expect(bottom(g.ticketArea)).toBeLessThanOrEqual(g.mention.y);
    expect(bottom(g.mention)).toBeLessThanOrEqual(h);
    for (const r of [g.ticketArea, g.mention]) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(w);
    }
    expect(g.mentionSize).toBeGreaterThanOrEqual(11);
    // The ticket keeps most of the picture.
    const fit = fitTicketIn(g.ticketArea, 600, 900);
    expect(900 * fit.scale).toBeGreaterThan(h * 0.6);
  });

  it('grows the caption band only when there is a caption', () => {
    expect(frameGeometry(1080, 1080, true).ticketArea.h).toBeLessThan(frameGeometry(1080, 1080, false).ticketArea.h);
  });
});
