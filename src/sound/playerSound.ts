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
 * The player's sound and haptics: the store's cues (soundCues.ts) played on a SoundBoard and
 * felt through `navigator.vibrate`.
 *
 * - Sound starts only after a user gesture, as browsers require: the audio context is made (or
 *   resumed) in the handler of the first pointer, key or touch, never before.
 * - The sound setting (the header's mute switch) silences everything and suspends the context;
 *   turning it back on (a click, itself a gesture) resumes it.
 * - A hidden page is silent and its context suspended, until it shows again.
 * - Vibration follows the motion setting (a reduced-motion player gets none), not the sound one.
 */
export function attachSound(store: AppStore, env: SoundEnvironment): () => void {
  let ctx: AudioContextLike | null = null;
  let board: SoundBoard | null = null;
  let gestured = false;

  const soundOn = () => store.getState().settings.sound && !env.isHidden();

  /** Makes or resumes the context when sound is wanted; only call after a gesture. */
  const wake = () => {
    if (!gestured || !soundOn()) return;
    if (ctx === null) {
      ctx = env.createContext();
      if (ctx === null) return;
      board = new SoundBoard(ctx);
    }
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  };
  const sleep = () => {
    board?.silence();
    if (ctx?.state === 'running') void ctx.suspend().catch(() => undefined);
  };

  const onGesture = () => {
    gestured = true;
    wake();
  };
  const onVisibility = () => (env.isHidden() ? sleep() : wake());

  const buzz = (pattern: number | number[]) => {
    if (!gestured || env.vibrate === undefined) return;
    if (wantsReducedMotion(store.getState(), env.systemPrefersReducedMotion())) return;
    env.vibrate(pattern);
  };
  /** The board, when it may sound now. */
  const playing = (): SoundBoard | null => (soundOn() && ctx?.state !== 'closed' ? board : null);

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
    (on) => (on ? wake() : sleep()),
  );

  return () => {
    unfollow();
    unsubscribeSetting();
    for (const type of GESTURES) env.events.removeEventListener(type, onGesture, { capture: true });
    env.events.removeEventListener('visibilitychange', onVisibility);
    board?.close();
    void ctx?.close().catch(() => undefined);
  };
}
