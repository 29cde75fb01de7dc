import { wantsReducedMotion } from '../state/appPicture.ts';
import type { AppStore } from '../state/store.ts';
import { SoundBoard, type AudioContextLike } from './soundBoard.ts';
import { followStore, type Cues } from './soundCues.ts';

/** What the player's sound needs from the browser; tests pass fakes. */
export interface SoundEnvironment {
  /** A new audio context, or null where the browser has no Web Audio. */
  readonly createContext: () => AudioContextLike | null;
  /** Where user gestures and visibility changes are heard (the document). */
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly isHidden: () => boolean;
  /** `navigator.vibrate`, where the device has it. */
  readonly vibrate?: (pattern: number | number[]) => boolean;
  readonly systemPrefersReducedMotion: () => boolean;
  readonly now?: () => number;
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;
const REVEAL_BUZZ_MS = 12;

/**
 * Once nothing has sounded for this long (and no gesture came), the audio context is suspended: a
 * running context renders silence on the browser's audio thread all the time, which is battery
 * spent on a phone while the player only looks. Five seconds outlast the pause of a player who
 * scratches zone after zone (reading what came out and moving the coin on takes a second or
 * three), so that such a player never waits for a resume, which costs tens of milliseconds, more
 * on phones where the audio output restarts; a player who lingers over a result, the lobby or the
 * history stops it soon after.
 */
export const IDLE_SUSPEND_S = 5;
/** The idle check comes back no sooner than this: the audio clock and the timers drift apart a little. */
const IDLE_RECHECK_MIN_S = 0.1;
/**
 * How late a cue held while its context comes back may still be played: a resume the browser
 * grants lands within tens of milliseconds; a cue older than this, from a resume that took longer
 * or was refused, would no longer match what the player sees.
 */
export const HELD_CUE_MS = 250;

/**
 * The player's sound and haptics: the store's cues (soundCues.ts) played on a SoundBoard and
 * felt through `navigator.vibrate`.
 *
 * - Sound starts only after a user gesture, as browsers require: the audio context is made (or
 *   resumed) in the handler of the first pointer, key or touch, never before.
 * - After IDLE_SUSPEND_S of silence the context is suspended; the next gesture resumes it, and so
 *   does a cue that comes without one. The board schedules on the context's clock, which stands
 *   still while suspended, so a cue put on it then would sound once the context runs, however late.
 *   A cue is played while the context runs, or while a resume asked in a gesture is on its way
 *   (browsers grant it: the cue sounds, whole, tens of milliseconds late). While a resume asked
 *   without a gesture is on its way (a browser may refuse it, by rejecting it or by leaving it
 *   pending until the next gesture), the latest cue is held, and played when the context runs
 *   within HELD_CUE_MS of it, else dropped; a cue that comes while a resume is refused is dropped.
 *   So no cue asked while the context could not run sounds late, all at once, at the next gesture.
 *   A resume the browser refuses is not asked again by every cue, only at the next gesture.
 * - The sound setting (the header's mute switch) silences everything and suspends the context;
 *   turning it back on (a click, itself a gesture) resumes it.
 * - A hidden page is silent and its context suspended, until it shows again.
 * - Vibration follows the motion setting (a reduced-motion player gets none), not the sound one.
 */
export function attachSound(store: AppStore, env: SoundEnvironment): () => void {
  let ctx: AudioContextLike | null = null;
  let board: SoundBoard | null = null;
  let gestured = false;
  /** The last resume() or suspend() asked of the context, until it settles (the state lags it). */
  let asking: 'resume' | 'suspend' | null = null;
  /** The resume on its way was asked in a gesture's handler, which browsers grant. */
  let askedInGesture = false;
  /** The resume on its way was asked while the context still ran (a suspension on its way): it stops first. */
  let askedWhileRunning = false;
  /** The latest cue that came while a resume asked without a gesture was on its way, and when. */
  let held: { readonly play: (b: SoundBoard) => void; readonly at: number; readonly scratch: boolean } | null = null;
  const now = env.now ?? (() => performance.now());
  let askNumber = 0;
  /** The last resume was refused: cues leave it to the next gesture to ask again. */
  let refused = false;
  /** Context time of the last gesture, or of the last return of the sound: idleness counts from it too. */
  let activeAt = 0;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const soundOn = () => store.getState().settings.sound && !env.isHidden();

  /** Plays the held cue, if any and still fresh, on the board; it is held no more. */
  const releaseHeld = () => {
    const cue = held;
    held = null;
    if (cue !== null && board !== null && now() - cue.at <= HELD_CUE_MS) cue.play(board);
  };
  const ask = (context: AudioContextLike, method: 'resume' | 'suspend', inGesture = false) => {
    const number = ++askNumber;
    asking = method;
    askedInGesture = inGesture;
    askedWhileRunning = context.state === 'running';
    let settled: Promise<void>;
    try {
      settled = context[method]();
    } catch (error) {
      // A browser should reject; one that throws at once is taken the same way.
      settled = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    settled.then(
      () => {
        if (number !== askNumber) return;
        asking = null;
        if (method === 'resume') {
          refused = false;
          releaseHeld();
          armIdle();
        }
      },
      () => {
        if (number !== askNumber) return;
        asking = null;
        if (method === 'resume') {
          refused = true;
          held = null; // it cannot run: the cue is dropped, not kept for the next gesture
        }
      },
    );
  };
  /** Asks the context to run, unless it runs or is on its way; `insist` after a gesture. */
  const resume = (insist: boolean) => {
    if (ctx === null || ctx.state === 'closed') return;
    if (insist) refused = false;
    if (refused || (asking === 'resume' && !insist)) return;
    if (asking === null && ctx.state === 'running') return;
    ask(ctx, 'resume', insist);
    // Granted, in a gesture: the cue held meanwhile is put on the clock that runs again shortly.
    if (insist) releaseHeld();
  };
  const suspend = () => {
    if (ctx === null || ctx.state === 'closed') return;
    if (asking === 'suspend' || (asking === null && ctx.state !== 'running')) return;
    ask(ctx, 'suspend');
  };

  const clearIdle = () => {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  };
  /** Looks again in `afterS` whether the context has been idle long enough to suspend. */
  const armIdle = (afterS = IDLE_SUSPEND_S) => {
    if (idleTimer !== null || ctx === null) return;
    idleTimer = setTimeout(checkIdle, Math.max(IDLE_RECHECK_MIN_S, afterS) * 1000);
  };
  const checkIdle = () => {
    idleTimer = null;
    // A resume on its way arms the check again once it has run; a context asleep has nothing to save.
    if (ctx === null || board === null || asking !== null || ctx.state !== 'running') return;
    const quietFor = ctx.currentTime - Math.max(board.quietFrom, activeAt); // -Infinity while the coin scratches
    if (quietFor >= IDLE_SUSPEND_S) suspend();
    else armIdle(Number.isFinite(quietFor) ? IDLE_SUSPEND_S - quietFor : IDLE_SUSPEND_S);
  };

  /** Makes or resumes the context when sound is wanted; only call after a gesture. */
  const wake = (insist: boolean) => {
    if (!gestured || !soundOn()) return;
    if (ctx === null) {
      ctx = env.createContext();
      if (ctx === null) return;
      board = new SoundBoard(ctx);
    }
    resume(insist);
    activeAt = ctx.currentTime;
    armIdle();
  };
  const sleep = () => {
    held = null;
    board?.silence();
    clearIdle();
    suspend();
  };

  const onGesture = () => {
    gestured = true;
    wake(true);
  };
  const onVisibility = () => (env.isHidden() ? sleep() : wake(false));

  const buzz = (pattern: number | number[]) => {
    if (!gestured || env.vibrate === undefined) return;
    if (wantsReducedMotion(store.getState(), env.systemPrefersReducedMotion())) return;
    env.vibrate(pattern);
  };
  /**
   * Plays a cue on the board when the context runs or a gesture's resume brings it back; the
   * context is asked to run first if it sleeps. Held (the latest only) while a resume asked without
   * a gesture is on its way; dropped while the context cannot run.
   */
  const play = (cue: (b: SoundBoard) => void, scratch = false) => {
    if (!soundOn() || ctx === null || board === null || ctx.state === 'closed') return;
    resume(false);
    armIdle();
    const comingBack = asking === 'resume';
    const runs = ctx.state === 'running' && (asking === null || (comingBack && !askedWhileRunning));
    if (runs || (comingBack && askedInGesture)) cue(board);
    else if (comingBack) held = { play: cue, at: now(), scratch };
  };

  const cues: Cues = {
    scratch: (level) => play((b) => b.scratch(level), true),
    scratchStop: () => {
      if (held?.scratch === true) held = null;
      board?.scratchStop();
    },
    reveal: () => {
      play((b) => b.reveal());
      buzz(REVEAL_BUZZ_MS);
    },
    win: (size) => {
      play((b) => b.win(size));
      // One pulse for a small prize, up to five for the largest.
      buzz(Array.from({ length: 2 * Math.round(1 + 4 * size) - 1 }, (_, i) => (i % 2 === 0 ? 40 + 40 * size : 50)));
    },
    lose: () => play((b) => b.lose()),
  };

  for (const type of GESTURES) env.events.addEventListener(type, onGesture, { capture: true });
  env.events.addEventListener('visibilitychange', onVisibility);
  const unfollow = followStore(store, cues, env.now);
  const unsubscribeSetting = store.subscribe(
    (s) => s.settings.sound,
    (on) => (on ? wake(true) : sleep()),
  );

  return () => {
    unfollow();
    unsubscribeSetting();
    for (const type of GESTURES) env.events.removeEventListener(type, onGesture, { capture: true });
    env.events.removeEventListener('visibilitychange', onVisibility);
    clearIdle();
    held = null;
    board?.close();
    void ctx?.close().catch(() => undefined);
    ctx = null;
    board = null;
  };
}
