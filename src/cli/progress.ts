import type { Writable } from 'node:stream';
import { undoOnInterrupt } from '../headless/interrupt.ts';
import { minutesLeft, nextEstimate, type ShownEstimate } from '../i18n/timeLeft.ts';
import { say } from './words.ts';

/**
 * What a long command shows on a terminal while it works: one line on stderr, redrawn in place
 * with `\r` and wiped at the end, so that the command's output and its last line are all that
 * stays. Commands draw it only when stderr is a terminal (`CliIo.isTTY`); on a pipe, a file or in
 * CI they write no progress at all. The line is cut to the terminal's width (`columns`), keeping
 * the seconds or the percentage (a bar's time left goes first), so that a redraw never leaves a wrapped copy behind. An interrupted command (Ctrl-C) wipes it too, before its last
 * line.
 */
export interface ProgressLine {
  /**
   * A bar: `label [#########.....]  42 %`, redrawn when the percentage changes; on work that
   * has a minute or more left once a few seconds and percent tell, with the time left, as the
   * studio estimates an export's (src/i18n/timeLeft.ts, changed seldom), down to under a minute:
   * `label [#########.....]  42 %, about 3 min left`. Dropped first where the terminal is narrow.
   */
  readonly update: (done: number, total: number) => void;
  /** A stage of the work: `label: text… 12 s`, the seconds since the command started, redrawn every second. A bar after it times its work from then. */
  readonly stage: (text: string) => void;
  /** Wipes the line (and stops the clock). */
  readonly clear: () => void;
}

const BAR_WIDTH = 30;

/** A progress line on `stderr`, starting now. `now` is a seam for tests. */
export function progressLine(stderr: Writable, label: string, now: () => number = Date.now): ProgressLine {
  const started = now();
  let length = 0;
  let percentShown = -1;
  let stageText: string | undefined;
  let barStarted = started; // when the work the bar measures began: the start, or the last stage
  let estimate: ShownEstimate | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** The terminal's width less one column: a line as wide as the terminal would wrap, and leave a copy at each redraw. */
  const room = (): number => {
    const columns = (stderr as { columns?: unknown }).columns;
    return typeof columns === 'number' && columns > 1 ? columns - 1 : Infinity;
  };
  /**
   * Draws `head` then `tail` (the seconds, the bar), `head` cut where the terminal is too narrow
   * for both; `extra` (the time left) after `tail` only where the tail and it fit.
   */
  const draw = (head: string, tail: string, extra = ''): void => {
    const width = room();
    if (extra !== '' && (tail + extra).trimStart().length <= width) tail += extra;
    let line = head + tail;
    if (line.length > width) {
      const mark = tail.startsWith('…') ? '' : '…';
      const kept = width - tail.length - mark.length;
      line = kept > 0 ? `${head.slice(0, kept)}${mark}${tail}` : tail.trimStart().slice(-width);
    }
    const shown = Math.min(length, width);
    const pad = shown > line.length ? ' '.repeat(shown - line.length) : '';
    length = line.length;
    stderr.write(`\r${line}${pad}`);
  };
  const drawStage = (): void => {
    if (stageText !== undefined) draw(`${label}: ${stageText}`, `… ${Math.floor((now() - started) / 1000)} s`);
  };
  const stopClock = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  const clear = (): void => {
    stopClock();
    stageText = undefined;
    if (length > 0) stderr.write(`\r${' '.repeat(Math.min(length, room()))}\r`);
    length = 0;
    forget();
  };
  const forget = undoOnInterrupt(clear);

  return {
    update: (done, total) => {
      stageText = undefined;
      stopClock();
      const percent = total > 0 ? Math.floor((100 * done) / total) : 0;
      if (percent === percentShown) return;
      percentShown = percent;
      const filled = total > 0 ? Math.round((BAR_WIDTH * done) / total) : 0;
      // The studio's estimate; not begun at "less than a minute": work that short needs none.
      const at = now() - barStarted;
      const minutes = total > 0 ? minutesLeft(done / total, at) : null;
      estimate = nextEstimate(estimate, estimate === null && minutes === 0 ? null : minutes, at);
      draw(
        label,
        ` [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${String(percent).padStart(3)} %`,
        estimate === null || done >= total ? '' : `, ${timeLeft(estimate.minutes)}`,
      );
    },
    stage: (text) => {
      stageText = text;
      percentShown = -1;
      barStarted = now();
      estimate = null;
      drawStage();
      if (timer === undefined) {
        timer = setInterval(drawStage, 1000);
        timer.unref(); // never keeps the process alive
      }
    },
    clear,
  };
}

/** The time left beside a bar, in the run's language: `about 3 min left`, `less than a minute left` (minutes 0). */
function timeLeft(minutes: number): string {
  return say().timeLeft(minutes);
}

/** Seconds for a last line: `0.4 s`, `11.8 s`, `75 s` (in French `0,4 s`). */
export function seconds(ms: number): string {
  const s = ms / 1000;
  const { decimal, unit } = say().measures;
  return `${(s < 60 ? s.toFixed(1) : String(Math.round(s))).replace('.', decimal)}${unit}s`;
}

/** A file size for a last line, in SI units as file managers show them: `812 B`, `402 kB`, `3.1 MB` (in French `3,1 Mo`). */
export function fileSize(bytes: number): string {
  const { decimal, unit, bytes: b } = say().measures;
  if (bytes < 1000) return `${bytes}${unit}${b.B}`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)}${unit}${b.kB}`;
  return `${(bytes / 1_000_000).toFixed(1).replace('.', decimal)}${unit}${b.MB}`;
}
