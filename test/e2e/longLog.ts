import { generateTicket } from '../../src/engine/index.ts';
import { designOf, getLayout, type TicketLayout } from '../../src/layouts/index.ts';
import { MAX_SEGMENTS, ScratchLog } from '../../src/state/scratchLog.ts';
import { freshSession, writeSession } from '../../src/state/session.ts';

/**
 * A long scratch log, for the end-to-end test and the benchmark of its reload: a seeded wander
 * over the whole ticket, 4 units a segment, bouncing off its edges.
 */
function wander(layout: TicketLayout, count: number): ScratchLog {
  let log = ScratchLog.empty();
  let x = layout.width / 2;
  let y = layout.height / 2;
  let angle = 0;
  for (let i = 0; i < count; i++) {
    angle += Math.sin(i * 12.9898) * 0.4;
    const nx = Math.min(layout.width, Math.max(0, x + Math.cos(angle) * 4));
    const ny = Math.min(layout.height, Math.max(0, y + Math.sin(angle) * 4));
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
