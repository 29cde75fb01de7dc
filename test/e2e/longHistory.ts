import { GAME_IDS, GAMES, generateTicket, type GameId } from '../../src/engine/index.ts';
import { HISTORY_LIMIT, type HistoryEntry } from '../../src/state/persistence.ts';
import { freshSession, writeSession, type PlayStats } from '../../src/state/session.ts';

/**
 * A saved session whose history is as long as the app keeps it (500 rows, newest first), every
 * ticket bought and settled: two paws for one months, a minute and a half apart. For the
 * end-to-end test of the History screen and the benchmark of its appearance. `oldest` is the
 * serial of the last row, the first ticket bought; `stats` the totals the screen shows.
 */
export function longHistorySession(lang: 'fr' | 'en' = 'fr'): {
  readonly text: string;
  readonly oldest: string;
  readonly stats: Readonly<Record<GameId, PlayStats>>;
} {
  const session = freshSession('long');
  const stats = Object.fromEntries(GAME_IDS.map((game) => [game, { bought: 0, spentCents: 0, wonCents: 0 }])) as Record<
    GameId,
    { bought: number; spentCents: number; wonCents: number }
  >;
  const history: HistoryEntry[] = [];
  const start = Date.parse('2026-11-01T08:00:00.000Z');
  for (let i = 0; i < HISTORY_LIMIT; i++) {
    const game: GameId = i % 3 === 2 ? 'months' : 'paws';
    const ticket = generateTicket({ game, seed: 'long', block: 0, index: i });
    const priceCents = GAMES[game].priceCents;
    stats[game].bought += 1;
    stats[game].spentCents += priceCents;
    stats[game].wonCents += ticket.prize;
    const at = new Date(start + i * 90_000).toISOString();
    history.unshift({ serial: ticket.serial, game, priceCents, prizeCents: ticket.prize, settled: true, at });
  }
  const text = writeSession({ ...session, settings: { ...session.settings, lang }, history, stats });
  return { text, oldest: history[history.length - 1]!.serial, stats };
}
