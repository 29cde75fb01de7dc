/**
 * The first frames of a cold deep link (issue 18): the ticket is drawn before the saved session is
 * read and before the app's screen exists, so every frame the page presents from the start is
 * checked: inside every zone, a frame shows the cover or nothing of the ticket yet, never what
 * lies under a cover, until the player scratches it.
 */
import type { CDPSession } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { pointInShape, shapeBounds } from '../../src/layouts/geometry.ts';
import { pictureLayout } from '../../src/state/picture.ts';
import { sharedSession } from './sharedSession.ts';

const base = inject('baseUrl');
const s = sharedSession({ width: 1280, height: 900 });

/** A twelve-months ticket: thirteen zones, the design with the most to hide. */
const TICKET = generateTicket({ game: 'months', seed: 'first-frames', block: 0, index: 3 });
const LAYOUT = pictureLayout(TICKET);

/**
 * Flat colours the ticket's place shows before anything of it is drawn: the page before its
 * styles, the page's background, the ticket frame's grey.
 */
const BLANK_COLOURS = [
  [0xff, 0xff, 0xff],
  [0xff, 0xf8, 0xec],
  [0xdd, 0xdd, 0xdd],
] as const;
const TOLERANCE = 16; // per channel, 0–255, against the covered ticket

/**
 * Points well inside each zone's shape (ticket units): a grid over its bounds, kept where the
 * point and its neighbours 3 units away all lie inside, away from the cover's soft edge.
 */
const ZONE_POINTS = LAYOUT.zones.map((zone) => {
  const b = shapeBounds(zone.shape);
  const points: { x: number; y: number }[] = [];
  const steps = 7;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const x = b.x + (b.w * i) / steps;
      const y = b.y + (b.h * j) / steps;
      const inside = [
        [0, 0],
        [3, 0],
        [-3, 0],
        [0, 3],
        [0, -3],
      ].every(([dx, dy]) => pointInShape(zone.shape, x + dx!, y + dy!));
      if (inside) points.push({ x, y });
    }
  }
  return points;
});

type Pixels = { readonly width: number; readonly data: Uint8Array };
type ZoneState = 'covered' | 'shows';

const decode = (png: Buffer): Pixels => {
  const image = PNG.sync.read(png);
  return { width: image.width, data: image.data };
};

/**
 * What `frame` shows of the ticket: 'blank' when every zone's every point shows one same blank
 * colour (nothing of the ticket drawn yet); otherwise, per zone, 'covered' when each of its points
 * shows what `covered` (a frame of the whole covered ticket) shows there, else 'shows'.
 */
function ticketState(
  frame: Pixels,
  covered: Pixels,
  canvas: { x: number; y: number; width: number; height: number },
): 'blank' | ZoneState[] {
  const scale = canvas.width / LAYOUT.width;
  const offsets = ZONE_POINTS.map((points) =>
    points.map(({ x, y }) => 4 * (Math.round(canvas.y + y * scale) * frame.width + Math.round(canvas.x + x * scale))),
  );
  const near = (at: number, colour: ArrayLike<number>, tolerance: number) =>
    [0, 1, 2].every((c) => Math.abs(frame.data[at + c]! - colour[c]!) <= tolerance);
  const blank = BLANK_COLOURS.some((colour) => offsets.every((zone) => zone.every((at) => near(at, colour, 2))));
  if (blank) return 'blank';
  return offsets.map((zone) =>
    zone.every((at) => near(at, covered.data.subarray(at, at + 3), TOLERANCE)) ? 'covered' : 'shows',
  );
}

/** Every frame the compositor presents, as PNGs, from before the navigation on. */
async function recordFrames(cdp: CDPSession): Promise<Buffer[]> {
  const frames: Buffer[] = [];
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    frames.push(Buffer.from(data, 'base64'));
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  return frames;
}

describe('the first frames of a cold deep link', () => {
  it('show every zone covered (or nothing yet) from the first frame until one is scratched', async () => {
    const { page, context } = s;
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const frames = await recordFrames(cdp);
    await page.goto(`${base}/?serial=${TICKET.serial}`, { waitUntil: 'commit' });
    await page
      .locator('canvas[data-playable="true"][data-animating="false"][data-under-covers="built"]')
      .waitFor({ state: 'attached' });
    const covered = decode(await page.screenshot());
    const canvas = await page.locator('canvas').evaluate((c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    const before = frames.length;
    // The player uncovers one zone (its button, from the keyboard, reveals it): the check must see it.
    await page.locator(`[data-zone="${LAYOUT.zones[0]!.id}"]`).press('Enter');
    await page
      .locator(`canvas[data-covered="${LAYOUT.zones.length - 1}"][data-animating="false"]`)
      .waitFor({ state: 'attached' });
    const scratched = decode(await page.screenshot());
    await cdp.send('Page.stopScreencast');
    await cdp.detach();

    const states = frames.slice(0, before).map((png) => ticketState(decode(png), covered, canvas));
    const shown = states.flatMap((zones, f) =>
      zones === 'blank'
        ? []
        : zones.flatMap((state, z) => (state === 'shows' ? [`frame ${f}: ${LAYOUT.zones[z]!.id}`] : [])),
    );
    expect(shown).toEqual([]);
    // The covered ticket was among the frames recorded (not only blank ones).
    expect(states.some((zones) => zones !== 'blank' && zones.every((state) => state === 'covered'))).toBe(true);
    // The same check sees a scratched zone, and only that one.
    expect(ticketState(scratched, covered, canvas)).toEqual(
      LAYOUT.zones.map((_, z) => (z === 0 ? 'shows' : 'covered')),
    );
  });
});
