/**
 * How long a long job has left, as the studio shows it beside an export's bar and the CLI beside
 * its long commands' bars (`grattez audit`, `grattez render`): pure arithmetic on the progress and
 * the time spent, and how seldom what is said of it changes, shared by both so that they say it
 * alike. It lives with the words, which both may import (they may not import each other).
 */

/**
 * How long a job has left, in whole minutes rounded up (0: less than a minute), from its progress
 * (0 to 1) and the time it has run; null until a few frames are done (3 % and 3 s), when a guess
 * would mislead. A frame takes about as long as the last ones: the rate so far is kept.
 */
export function minutesLeft(progress: number, elapsedMs: number): number | null {
  if (progress < 0.03 || elapsedMs < 3000 || progress >= 1) return null;
  const secondsLeft = ((elapsedMs / progress) * (1 - progress)) / 1000;
  return secondsLeft < 60 ? 0 : Math.ceil(secondsLeft / 60);
}

/** The estimate shown, kept at least this long unless it says less than a minute: said rarely, not at every frame. */
export const ESTIMATE_KEPT_MS = 20_000;

/** An estimate shown: its minutes (0: less than one), and when it was first shown (ms). */
export interface ShownEstimate {
  readonly minutes: number;
  readonly at: number;
}

/**
 * The estimate to show now, given the one shown (and when it was first shown): a new one replaces
 * it only after ESTIMATE_KEPT_MS, or at once when it falls under a minute, so that a screen reader
 * hears it seldom and the words do not flicker between two values.
 */
export function nextEstimate(
  shown: ShownEstimate | null,
  minutes: number | null,
  now: number, // ms, on the clock of `shown.at`
): ShownEstimate | null {
  if (minutes === null) return shown;
  if (shown === null) return { minutes, at: now };
  if (minutes === shown.minutes) return shown;
  if (now - shown.at >= ESTIMATE_KEPT_MS || (minutes === 0 && shown.minutes > 0)) return { minutes, at: now };
  return shown;
}
