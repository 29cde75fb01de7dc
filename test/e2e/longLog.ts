import { generateTicket } from '../../src/engine/index.ts';
import { designOf, getLayout, type TicketLayout } from '../../src/layouts/index.ts';
import { shapeBounds, type Rect } from '../../src/layouts/geometry.ts';
import { BRUSH_RADIUS_UNITS } from '../../src/state/brush.ts';
import { MAX_SEGMENTS, ScratchLog } from '../../src/state/scratchLog.ts';
import { freshSession, writeSession } from '../../src/state/session.ts';

/**
 * A long scratch log, for the end-to-end test and the benchmark of its reload: a seeded wander
 * over the ticket from its centre, 4 units a segment, bouncing off its edges and off the zone
 * farthest from the centre (not the first, which the end-to-end test reveals by keyboard), which
 * the coin never touches. So the log's coverage never reveals every zone: a ticket with every
 * zone revealed is drawn without covers, and its strokes, which would have nothing left to erase,
 * are not drawn.
 */
function wander(layout: TicketLayout, count: number): ScratchLog {
  let x = layout.width / 2;
  let y = layout.height / 2;
  const distance = (b: Rect) => Math.hypot(b.x + b.w / 2 - x, b.y + b.h / 2 - y);
  const bounds = layout.zones.map((zone) => shapeBounds(zone.shape));
  const far = bounds.reduce((best, b) => (distance(b) > distance(best) ? b : best));
  if (far === bounds[0]) throw new Error('the wander would keep out of the first zone');
  const reach = BRUSH_RADIUS_UNITS + 8; // the coin's edge stays 8 units off the zone's box
  const keptOut = (px: number, py: number) =>
    px > far.x - reach && px < far.x + far.w + reach && py > far.y - reach && py < far.y + far.h + reach;
  if (keptOut(x, y)) throw new Error('the wander would start on the zone it keeps out of');
  let log = ScratchLog.empty();
  let angle = 0;
  for (let i = 0; log.length < count; i++) {
    angle += Math.sin(i * 12.9898) * 0.4;
    const nx = Math.min(layout.width, Math.max(0, x + Math.cos(angle) * 4));
    const ny = Math.min(layout.height, Math.max(0, y + Math.sin(angle) * 4));
    if (keptOut(nx, ny)) {
      angle += Math.PI; // turns back, and moves on from where it was
      continue;
    }
    log = log.append(x, y, nx, ny);
    if (nx <= 0 || nx >= layout.width) angle = Math.PI - angle;
    if (ny <= 0 || ny >= layout.height) angle = -angle;
    x = nx;
    y = ny;
  }
  return log;
}

/** The saved session holding a log of `segments` (by default the longest) on a twelve-months ticket. */
export function longLogSession(segments = MAX_SEGMENTS): string {
  const ticket = generateTicket({ game: 'months', seed: 'longlog', block: 0, index: 11 });
  const layout = getLayout(designOf(ticket));
  return writeSession({
    ...freshSession('longlog'),
    current: {
      serial: ticket.serial,
      paid: false,
      revealed: layout.zones.map(() => false),
      log: wander(layout, segments),
    },
  });
}
