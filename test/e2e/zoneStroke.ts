import type { Page } from 'playwright-core';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import type { TicketLayout } from '../../src/layouts/index.ts';

/** One stroke of the mouse across a zone of the ticket on screen, from a fifth of its width to four fifths, at mid height. */
export async function strokeAcrossZone(page: Page, layout: TicketLayout, zoneIndex: number): Promise<void> {
  const zone = shapeBounds(layout.zones[zoneIndex]!.shape);
  const frame = await page.locator('.ticket-frame').boundingBox();
  if (frame === null) throw new Error('no ticket frame');
  const at = (x: number, y: number) => ({
    x: frame.x + (x / layout.width) * frame.width,
    y: frame.y + (y / layout.height) * frame.height,
  });
  const from = at(zone.x + zone.w * 0.2, zone.y + zone.h / 2);
  const to = at(zone.x + zone.w * 0.8, zone.y + zone.h / 2);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}
