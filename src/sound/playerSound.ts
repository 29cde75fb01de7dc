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
 * The player's sound and haptics: the store's cues (soundCues.ts) played on a SoundBoard and
 * felt through `navigator.vibrate`.
 *
 * - Sound starts only after a user gesture, as browsers require: the audio context is made (or
 *   resumed) in the handler of the first pointer, key or touch, never before.
 * - After IDLE_SUSPEND_S of silence the context is suspended; the next gesture resumes it, and so
 *   does a cue that comes without one, before it is played: the board schedules on the context's
 *   clock, which stands still while suspended, so a cue played while the context is suspended or
 *   on its way back sounds, whole, once it runs. A resume the browser refuses is not asked again
 *   by every cue, only at the next gesture.
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
  let askNumber = 0;
  /** The last resume was refused: cues leave it to the next gesture to ask again. */
  let refused = false;
  /** Context time of the last gesture, or of the last return of the sound: idleness counts from it too. */
  let activeAt = 0;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const soundOn = () => store.getState().settings.sound && !env.isHidden();

  const ask = (context: AudioContextLike, method: 'resume' | 'suspend') => {
    const number = ++askNumber;
    asking = method;
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
          armIdle();
        }
      },
      () => {
        if (number !== askNumber) return;
        asking = null;
        if (method === 'resume') refused = true;
      },
    );
  };
  /** Asks the context to run, unless it runs or is on its way; `insist` after a gesture. */
  const resume = (insist: boolean) => {
    if (ctx === null || ctx.state === 'closed') return;
    if (insist) refused = false;
    if (refused || (asking === 'resume' && !insist)) return;
    if (asking === null && ctx.state === 'running') return;
    ask(ctx, 'resume');
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
  /** The board, when it may sound now; the context is asked to run first if it sleeps. */
  const playing = (): SoundBoard | null => {
    if (!soundOn() || ctx === null || ctx.state === 'closed') return null;
    resume(false);
    armIdle();
    return board;
  };

  const cues: Cues = {
    scratch: (level) => playing()?.scratch(level),
    scratchStop: () => board?.scratchStop(),
    reveal: () => {
      playing()?.reveal();
      buzz(REVEAL_BUZZ_MS);
    },
    win: (size) => {
      playing()?.win(size);
      // One pulse for a small prize, up to five for the largest.
      buzz(Array.from({ length: 2 * Math.round(1 + 4 * size) - 1 }, (_, i) => (i % 2 === 0 ? 40 + 40 * size : 50)));
    },
    lose: () => playing()?.lose(),
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
    board?.close();
    void ctx?.close().catch(() => undefined);
    ctx = null;
    board = null;
  };
}
