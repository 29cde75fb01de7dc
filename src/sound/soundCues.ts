import { computeGameStats, GAMES, type Ticket } from '../engine/index.ts';
import type { AppState, AppStore } from '../state/store.ts';

/** What the player should hear and feel, as the store tells it. */
export interface Cues {
  /** The coin is moving on latex; `level` in (0, 1] from its speed. */
  scratch(level: number): void;
  /** The coin stopped, left the latex, or the ticket changed. */
  scratchStop(): void;
  /** A zone has just revealed (one cue for several zones revealed at once). */
  reveal(): void;
  /** The ticket has settled on a win; `size` in [0, 1] places its prize between the game's smallest and largest. */
  win(size: number, ticket: Ticket): void;
  /** The ticket has settled without a win. */
  lose(): void;
}

/** The coin is heard at full strength from this speed on: one and a half ticket widths a second. */
const FULL_SPEED_WIDTHS_PER_S = 1.5;
/** No stroke segment for this long: the coin has stopped. */
const STOP_AFTER_MS = 90;
const MIN_SEGMENT_INTERVAL_MS = 8; // pointer events coalesced into one frame come this close

/**
 * Where a prize lies between the ticket's price (0) and the game's top prize (1), on a log scale:
 * a prize that pays the ticket back is small, one that pays ten thousand times its price is huge.
 */
export function prizeSize(ticket: Ticket): number {
  if (ticket.prize <= 0) return 0;
  const top = computeGameStats(GAMES[ticket.game]).topPrizeCents;
  const span = Math.log(top / ticket.price);
  return span <= 0 ? 1 : Math.min(1, Math.max(0, Math.log(ticket.prize / ticket.price) / span));
}

/**
 * Turns the store's changes into cues: stroke segments added to the current ticket's log (their
 * length over the time since the previous one is the coin's speed; a segment that took no latex
 * off a covered zone is silent), zones newly revealed, and the ticket settling. Nothing plays for a ticket
 * that is opened, resumed or replaced, only for what the player does to it. Returns the
 * unsubscribe function.
 */
export function followStore(store: AppStore, cues: Cues, now: () => number = () => performance.now()): () => void {
  let lastSegmentAt = -Infinity;
  let stopTimer: ReturnType<typeof setTimeout> | null = null;
  const stopSoon = () => {
    if (stopTimer !== null) clearTimeout(stopTimer);
    stopTimer = setTimeout(() => {
      stopTimer = null;
      cues.scratchStop();
    }, STOP_AFTER_MS);
  };
  const stopNow = () => {
    if (stopTimer !== null) clearTimeout(stopTimer);
    stopTimer = null;
    cues.scratchStop();
  };

  const onChange = (state: AppState, previous: AppState) => {
    const current = state.current;
    const before = previous.current;
    if (current === null || before === null || current.ticket.serial !== before.ticket.serial) {
      if (before !== null) stopNow();
      lastSegmentAt = -Infinity;
      return;
    }
    const progress = state.progress;
    const previousProgress = previous.progress;
    if (progress !== null && previousProgress !== null && progress.log.length > previousProgress.log.length) {
      const t = now();
      // Latex came off a zone still covered (a revealed zone's cover is gone, even where unscratched).
      const coverage = progress.coverage;
      const onLatex =
        coverage !== previousProgress.coverage &&
        before.revealed.some((r, z) => !r && (coverage.changed & (1 << Math.min(z, 31))) !== 0);
      if (!onLatex) {
        stopNow(); // nothing left to scratch there
      } else {
        let length = 0;
        progress.log.forEach((x0, y0, x1, y1) => (length += Math.hypot(x1 - x0, y1 - y0)), previousProgress.log.length);
        const dt = Math.max(MIN_SEGMENT_INTERVAL_MS, t - lastSegmentAt);
        const speed = t - lastSegmentAt > STOP_AFTER_MS ? 0.5 : length / current.layout.width / (dt / 1000);
        cues.scratch(Math.min(1, Math.max(0.1, speed / FULL_SPEED_WIDTHS_PER_S)));
        stopSoon();
      }
      lastSegmentAt = t;
    }
    if (current.settled && !before.settled) {
      stopNow();
      if (current.ticket.prize > 0) cues.win(prizeSize(current.ticket), current.ticket);
      else cues.lose();
    } else if (current.revealed.some((r, z) => r && before.revealed[z] !== true)) cues.reveal();
  };

  const unsubscribe = store.subscribe(onChange);
  return () => {
    unsubscribe();
    if (stopTimer !== null) clearTimeout(stopTimer);
  };
}
