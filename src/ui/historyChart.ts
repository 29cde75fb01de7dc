import { computeGameStats, GAME_IDS, GAMES, type GameId } from '../engine/index.ts';
import type { HistoryEntry } from '../state/persistence.ts';
import type { PlayStats } from '../state/session.ts';

/**
 * The balance's course over the bought tickets the history keeps, oldest first: what they cost
 * and paid, added up (previews cost and pay nothing and are left out). Top-ups are not tickets:
 * the curve is the balance's change through play, starting at 0 before the first kept ticket.
 */
export interface BalanceCourse {
  readonly points: readonly number[]; // cents after each ticket; points[0] = 0, before the first
  readonly spentCents: number;
  readonly wonCents: number; // prizes of the settled tickets (one in play has paid nothing yet)
}

export function balanceCourse(history: readonly HistoryEntry[]): BalanceCourse {
  const points = [0];
  let spentCents = 0;
  let wonCents = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (h.priceCents === 0) continue;
    const won = h.settled ? h.prizeCents : 0;
    spentCents += h.priceCents;
    wonCents += won;
    points.push(points[points.length - 1]! + won - h.priceCents);
  }
  return { points, spentCents, wonCents };
}

/** One game's payout: what its tickets paid back for what they cost, against its regulation's. */
export interface PayoutBar {
  readonly game: GameId;
  readonly observedRatio: number | null; // null before the first ticket of the game
  readonly theoreticalRatio: number;
}

export function payoutBars(stats: Readonly<Record<GameId, PlayStats>>): PayoutBar[] {
  return GAME_IDS.map((game) => ({
    game,
    observedRatio: stats[game].spentCents > 0 ? stats[game].wonCents / stats[game].spentCents : null,
    theoreticalRatio: computeGameStats(GAMES[game]).payoutRatio,
  }));
}

/** A polyline's `points` attribute for `values` spread over `width` × `height`, the top being `max`. */
export function polylinePoints(values: readonly number[], width: number, height: number, min: number, max: number) {
  const span = max - min || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(1)},${(((max - v) / span) * height).toFixed(1)}`).join(' ');
}
