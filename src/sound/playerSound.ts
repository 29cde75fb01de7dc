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
  /**
   * `navigator.userActivation`, where the browser has it: whether the page holds a user activation
   * now (a browser grants audio only then). Without it, the event's type tells (GRANTING).
   */
  readonly userActivation?: { readonly isActive: boolean };
  /** `navigator.vibrate`, where the device has it. */
  readonly vibrate?: (pattern: number | number[]) => boolean;
  readonly systemPrefersReducedMotion: () => boolean;
  readonly now?: () => number;
}

/**
 * The events heard as gestures. Only some grant a user activation, which is what browsers need to
 * start audio (HTML's activation-triggering input events: keydown but Escape, mousedown, pointerdown
 * from a mouse, pointerup from a touch or a pen, touchend; WebKit's list: a mouse press, touchend, a
 * keydown but Escape, and it lets a click start audio). A touch's pointerdown (and touchstart) does
 * not: Safari on iOS leaves a resume asked then pending, Chromium leaves a context made then
 * suspended. iOS grants none at the end of a swipe either, only of a tap. A click comes from a
 * screen reader's activation, which may bring no pointer or touch event.
 */
const GESTURES = ['pointerdown', 'pointerup', 'touchend', 'click', 'keydown'] as const;

/**
 * Whether a gesture event grants the page a user activation, so that the audio context may be made
 * or resumed in its handler: the browser says so where it has `navigator.userActivation` (iOS gives
 * a swipe's touchend none), else the event's type does.
 */
export function grantsActivation(event: Event, activation: { readonly isActive: boolean } | undefined): boolean {
  if (activation !== undefined) return activation.isActive;
  switch (event.type) {
    case 'keydown':
      return (event as KeyboardEvent).key !== 'Escape';
    case 'pointerdown':
      return (event as PointerEvent).pointerType === 'mouse';
    case 'pointerup':
      return (event as PointerEvent).pointerType !== 'mouse';
    case 'touchend':
    case 'click':
      return true;
    default:
      return false;
  }
}
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
 * How many cues are held at most while a resume is on its way: a reveal's tick and the win's jingle
 * that follows it are both heard. The scratch noise counts once (its latest level), however many
 * strokes came; beyond this the oldest cue goes.
 */
const HELD_CUES_MAX = 4;

interface HeldCue {
  readonly play: (b: SoundBoard) => void;
  readonly at: number;
  readonly scratch: boolean;
}

/**
 * The player's sound and haptics: the store's cues (soundCues.ts) played on a SoundBoard and
 * felt through `navigator.vibrate`.
 *
 * - Sound starts only after a user gesture, as browsers require: the audio context is made (or
 *   resumed) in the handler of the first gesture that grants a user activation (a mouse press, a
 *   key, a tap's end, a click: GESTURES), never before, and not at a touch's start, which grants
 *   none (Safari on iOS would leave that resume pending). A tap's pointerup, touchend and click ask
 *   once between them.
 * - After IDLE_SUSPEND_S of silence the context is suspended; the next gesture resumes it, and so
 *   does a cue that comes without one. The board schedules on the context's clock, which stands
 *   still while suspended, so a cue put on it then would sound once the context runs, however late.
 *   A cue is played while the context runs, or while a resume asked in a gesture is on its way
 *   (browsers grant it: the cue sounds, whole, tens of milliseconds late). While a resume asked
 *   without a gesture is on its way (a browser may refuse it, by rejecting it or by leaving it
 *   pending until the next gesture), the cues are held (a few, in order, the scratch noise once),
 *   and each is played when the context runs within HELD_CUE_MS of it, else dropped; a cue that
 *   comes while a resume is refused is dropped.
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
  /** When the resume on its way was asked (`now()`). */
  let askedAt = -Infinity;
  /** The cues that came while a resume asked without a gesture was on its way, in order, and when. */
  let held: HeldCue[] = [];
  /** The context has run: the browser has let it start once, and lets it run again without a new activation. */
  let ran = false;
  const now = env.now ?? (() => performance.now());
  let askNumber = 0;
  /** The last resume was refused: cues leave it to the next gesture to ask again. */
  let refused = false;
  /** Context time of the last gesture, or of the last return of the sound: idleness counts from it too. */
  let activeAt = 0;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const soundOn = () => store.getState().settings.sound && !env.isHidden();

  /** Plays the held cues still fresh on the board, in the order they came; they are held no more. */
  const releaseHeld = () => {
    const cues = held;
    held = [];
    const at = now();
    for (const cue of cues) if (board !== null && at - cue.at <= HELD_CUE_MS) cue.play(board);
  };
  const hold = (cue: HeldCue) => {
    if (cue.scratch) held = held.filter((h) => !h.scratch); // the noise's latest level is all it needs
    held.push(cue);
    if (held.length > HELD_CUES_MAX) held.shift();
  };
  /** A resume asked in a gesture is on its way, recently enough to be granted (browsers do, in tens of milliseconds). */
  const grantedSoon = () => asking === 'resume' && askedInGesture && now() - askedAt <= HELD_CUE_MS;
  const ask = (context: AudioContextLike, method: 'resume' | 'suspend', inGesture = false) => {
    const number = ++askNumber;
    asking = method;
    askedInGesture = inGesture;
    askedAt = now();
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
          ran = true;
          releaseHeld();
          armIdle();
        }
      },
      () => {
        if (number !== askNumber) return;
        asking = null;
        if (method === 'resume') {
          refused = true;
          held = []; // it cannot run: the cues are dropped, not kept for the next gesture
        }
      },
    );
  };
  /**
   * Asks the context to run, unless it runs or is on its way; `insist` in a gesture that grants a
   * user activation. A resume asked in such a gesture moments ago is not asked again by the next
   * one (a tap's pointerup, touchend and click), but one that stays pending longer is.
   */
  const resume = (insist: boolean) => {
    if (ctx === null || ctx.state === 'closed') return;
    if (insist) refused = false;
    if (refused || (asking === 'resume' && !insist) || grantedSoon()) return;
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
      ran = ctx.state === 'running';
    }
    resume(insist);
    activeAt = ctx.currentTime;
    armIdle();
  };
  const sleep = () => {
    held = [];
    board?.silence();
    clearIdle();
    suspend();
  };

  /**
   * A gesture that grants an activation makes the context, or asks it to run, insisting. One that
   * does not (a touch coming down) asks a context that has run to run again, as a cue would: the
   * browser lets it, and the coin is heard from the stroke's start; a context never let run waits
   * for a gesture that grants one, rather than be asked in vain.
   */
  const onGesture = (event: Event) => {
    if (grantsActivation(event, env.userActivation)) {
      gestured = true;
      wake(true);
    } else if (ran) wake(false);
  };
  const onVisibility = () => (env.isHidden() ? sleep() : wake(false));

  const buzz = (pattern: number | number[]) => {
    if (!gestured || env.vibrate === undefined) return;
    if (wantsReducedMotion(store.getState(), env.systemPrefersReducedMotion())) return;
    env.vibrate(pattern);
  };
  /**
   * Plays a cue on the board when the context runs or a gesture's resume brings it back; the
   * context is asked to run first if it sleeps. Held (a few, in order) while a resume asked without
   * a gesture is on its way; dropped while the context cannot run.
   */
  const play = (cue: (b: SoundBoard) => void, scratch = false) => {
    if (!soundOn() || ctx === null || board === null || ctx.state === 'closed') return;
    resume(false);
    armIdle();
    const comingBack = asking === 'resume';
    const runs = ctx.state === 'running' && (asking === null || (comingBack && !askedWhileRunning));
    if (runs || grantedSoon()) cue(board);
    else if (comingBack) hold({ play: cue, at: now(), scratch });
  };

  const cues: Cues = {
    scratch: (level) => play((b) => b.scratch(level), true),
    scratchStop: () => {
      held = held.filter((h) => !h.scratch);
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
    held = [];
    board?.close();
    void ctx?.close().catch(() => undefined);
    ctx = null;
    board = null;
  };
}
