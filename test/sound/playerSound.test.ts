import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Block, generateTicket, type GameId } from '../../src/engine/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import {
  attachSound,
  grantsActivation,
  HELD_CUE_MS,
  IDLE_SUSPEND_S,
  type SoundEnvironment,
} from '../../src/sound/playerSound.ts';
import { BRUSH_RADIUS_UNITS, createAppStore, type AppStore } from '../../src/state/store.ts';
import { MemoryStorage } from '../state/memoryStorage.ts';
import { FakeAudioContext } from './fakeAudio.ts';

interface Rig {
  store: AppStore;
  contexts: FakeAudioContext[];
  vibrations: (number | number[])[];
  events: EventTarget;
  hidden: { value: boolean };
  clock: { ms: number };
  /** Whether the page holds a user activation now (navigator.userActivation.isActive). */
  activation: { active: boolean };
  detach: () => void;
}

let rig: Rig;

interface SetUpOptions {
  reducedMotion?: boolean;
  vibrate?: boolean;
  /** The browser has no navigator.userActivation: the player tells by the event's type. */
  noActivationApi?: boolean;
  /** The contexts follow WebKit's autoplay rule (FakeAudioContext's `activated`). */
  webkitPolicy?: boolean;
}

function setUp(options: SetUpOptions = {}): Rig {
  const store = createAppStore({
    storage: new MemoryStorage(),
    now: () => new Date('2026-11-29T12:00:00Z'),
    newSeed: () => 'soundtest',
    saveDelayMs: 0,
  });
  const contexts: FakeAudioContext[] = [];
  const vibrations: (number | number[])[] = [];
  const events = new EventTarget();
  const hidden = { value: false };
  const clock = { ms: 1_000 };
  const activation = { active: false };
  const env: SoundEnvironment = {
    createContext: () => {
      const ctx = new FakeAudioContext(options.webkitPolicy === true ? () => activation.active : undefined);
      contexts.push(ctx);
      return ctx;
    },
    events,
    isHidden: () => hidden.value,
    systemPrefersReducedMotion: () => options.reducedMotion === true,
    now: () => clock.ms,
    ...(options.noActivationApi === true
      ? {}
      : {
          userActivation: {
            get isActive() {
              return activation.active;
            },
          },
        }),
    ...(options.vibrate === false
      ? {}
      : {
          vibrate: (pattern: number | number[]) => {
            vibrations.push(pattern);
            return true;
          },
        }),
  };
  return { store, contexts, vibrations, events, hidden, clock, activation, detach: attachSound(store, env) };
}

/**
 * Dispatches a gesture event; `grants`: the page holds a user activation while it is handled (the
 * rig's browser keeps it no longer than that).
 */
function dispatch(type: string, fields: { pointerType?: string; key?: string }, grants: boolean): void {
  rig.activation.active = grants;
  rig.events.dispatchEvent(Object.assign(new Event(type), fields));
  rig.activation.active = false;
}
/** A mouse press, which grants a user activation. */
const gesture = () => dispatch('pointerdown', { pointerType: 'mouse' }, true);
/** A finger comes down: no user activation yet. */
const fingerDown = () => dispatch('pointerdown', { pointerType: 'touch' }, false);
/** The finger lifts: a tap's end grants a user activation (pointerup, touchend, click), a swipe's, on iOS, none. */
const fingerUp = (tap = true) => {
  dispatch('pointerup', { pointerType: 'touch' }, tap);
  dispatch('touchend', {}, tap);
  if (tap) dispatch('click', {}, true);
};
const audio = () => {
  const ctx = rig.contexts[0];
  if (ctx === undefined) throw new Error('no audio context was made');
  return ctx;
};

/** A serial of seed "sound" block 0 with that prize. */
function serialWithPrize(game: GameId, prizeCents: number): string {
  const index = new Block(game, 'sound', 0).indicesWithPrize(prizeCents)[0]!;
  return generateTicket({ game, seed: 'sound', block: 0, index }).serial;
}

/**
 * The `steps` segments (x0, y, x1, y) of a stroke across a zone of the current ticket, at `row` of
 * its height, kept a brush's width inside it so that the coin touches no other zone's latex.
 */
function segments(steps: number, row: number, zone: number): [number, number, number, number][] {
  const { current } = rig.store.getState();
  const b = shapeBounds(current!.layout.zones[zone]!.shape);
  const y = b.y + b.h * row;
  const left = b.x + BRUSH_RADIUS_UNITS;
  const width = b.w - 2 * BRUSH_RADIUS_UNITS;
  return Array.from({ length: steps }, (_, i) => [left + (width * i) / steps, y, left + (width * (i + 1)) / steps, y]);
}

/** Drags the coin across a zone (0 unless said) of the current ticket in `steps` segments, `msPerStep` apart. */
function stroke(steps: number, msPerStep: number, row = 0.5, zone = 0): void {
  for (const segment of segments(steps, row, zone)) {
    rig.clock.ms += msPerStep;
    rig.store.getState().scratch(...segment);
  }
}

/** Like `stroke`, but the time between segments passes for the timers and the audio clock too. */
async function strokeInTime(steps: number, msPerStep: number, row: number, zone: number): Promise<void> {
  for (const segment of segments(steps, row, zone)) {
    await vi.advanceTimersByTimeAsync(msPerStep);
    rig.clock.ms += msPerStep;
    rig.store.getState().scratch(...segment);
  }
}

/** Calls made to the context since the `from`th. */
const callsSince = (from: number) => audio().calls.slice(from);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  rig.detach();
  vi.useRealTimers();
});

describe('the player’s sound', () => {
  it('makes no audio context and plays nothing before a user gesture', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    rig.store.getState().revealZone(0);
    rig.store.getState().revealAll();
    expect(rig.contexts).toHaveLength(0);
    expect(rig.vibrations).toEqual([]);
    gesture();
    expect(rig.contexts).toHaveLength(1);
    expect(audio().started).toHaveLength(0); // what happened before is not played late
  });

  it('ticks once per reveal, plays a jingle that grows with the prize, and a soft sound for a loss', () => {
    rig = setUp();
    gesture();
    const notesFor = (serial: string) => {
      rig.store.getState().openSerial(serial);
      const before = audio().notes.length;
      rig.store.getState().revealZone(0);
      const tick = audio().notes.length - before;
      rig.store.getState().revealAll();
      return { tick, result: audio().notes.length - before - tick };
    };
    const lost = notesFor(serialWithPrize('paws', 0));
    const small = notesFor(serialWithPrize('paws', 200));
    const large = notesFor(serialWithPrize('paws', 1_500_000));
    expect([lost.tick, small.tick, large.tick]).toEqual([1, 1, 1]);
    expect(lost.result).toBe(2);
    expect(small.result).toBeGreaterThan(lost.result);
    expect(large.result).toBeGreaterThan(small.result);
  });

  it('plays the scratch noise louder for a faster coin, and stops it when the coin stops', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    stroke(12, 60, 0.5, 0); // slow: 116 units in 0.72 s
    expect(audio().noises).toHaveLength(1);
    const gain = audio().noises[0]!.gainNode.gain;
    const slow = gain.value;
    expect(slow).toBeGreaterThan(0);
    vi.advanceTimersByTime(50); // a short pause is not a stop
    expect(gain.value).toBe(slow);
    stroke(4, 16, 0.5, 1); // fast: 116 units in 64 ms, on another zone
    expect(gain.value).toBeGreaterThan(slow);
    vi.advanceTimersByTime(200);
    expect(gain.value).toBe(0);
  });

  it('is silent over latex already scratched off', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    stroke(8, 16, 0.5);
    const gain = audio().noises[0]!.gainNode.gain;
    expect(gain.value).toBeGreaterThan(0);
    stroke(8, 16, 0.5); // the same path again: nothing left to scratch
    expect(gain.value).toBe(0);
  });

  it('is silent on a zone already revealed, whose cover is gone', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    rig.store.getState().revealZone(0);
    stroke(8, 16, 0.5, 0);
    expect(audio().noises).toHaveLength(0);
    stroke(8, 16, 0.5, 1);
    expect(audio().noises).toHaveLength(1);
    expect(audio().noises[0]!.gainNode.gain.value).toBeGreaterThan(0);
  });

  it('plays nothing while muted, and nothing for a ticket that is opened or replaced', async () => {
    rig = setUp();
    rig.store.getState().setSound(false);
    gesture();
    expect(rig.contexts).toHaveLength(0);
    await rig.store.getState().buy('months');
    stroke(8, 16);
    rig.store.getState().revealZone(3);
    rig.store.getState().revealAll();
    expect(rig.contexts).toHaveLength(0);

    rig.store.getState().setSound(true); // the switch's click is a gesture: sound may start
    expect(rig.contexts).toHaveLength(1);
    await rig.store.getState().buy('months');
    rig.store.getState().openSerial(serialWithPrize('months', 1_200));
    expect(audio().started).toHaveLength(0);
    rig.store.getState().revealZone(0);
    expect(audio().notes).toHaveLength(1);

    stroke(8, 16, 0.5, 2);
    rig.store.getState().setSound(false);
    expect(audio().noises[0]!.stopped).toBe(true);
    expect(audio().state).toBe('suspended');
    rig.store.getState().revealAll();
    expect(audio().notes).toHaveLength(1);
  });

  it('follows the page’s visibility: silent and suspended while hidden', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    rig.hidden.value = true;
    rig.events.dispatchEvent(new Event('visibilitychange'));
    expect(audio().state).toBe('suspended');
    rig.store.getState().revealZone(0);
    expect(audio().notes).toHaveLength(0);
    rig.hidden.value = false;
    rig.events.dispatchEvent(new Event('visibilitychange'));
    expect(audio().state).toBe('running');
    rig.store.getState().revealZone(1);
    expect(audio().notes).toHaveLength(1);
  });

  it('vibrates on a reveal and on a win, more for a larger prize, whatever the sound setting', () => {
    rig = setUp();
    rig.store.getState().setSound(false);
    gesture();
    rig.store.getState().openSerial(serialWithPrize('paws', 200));
    rig.store.getState().revealZone(0);
    expect(rig.vibrations).toEqual([12]);
    rig.store.getState().revealAll();
    const small = rig.vibrations[1] as number[];
    rig.store.getState().openSerial(serialWithPrize('paws', 1_500_000));
    rig.store.getState().revealAll();
    const large = rig.vibrations[2] as number[];
    expect(large.length).toBeGreaterThan(small.length);
    rig.store.getState().openSerial(serialWithPrize('paws', 0));
    rig.store.getState().revealAll();
    expect(rig.vibrations).toHaveLength(3); // a loss does not buzz
  });

  it('does not vibrate when motion is reduced, by the system or by the setting', () => {
    rig = setUp({ reducedMotion: true });
    gesture();
    rig.store.getState().openSerial(serialWithPrize('paws', 200));
    rig.store.getState().revealAll();
    expect(rig.vibrations).toEqual([]);
    rig.store.getState().setMotion('full');
    rig.store.getState().openSerial(serialWithPrize('paws', 400));
    rig.store.getState().revealAll();
    expect(rig.vibrations).toHaveLength(1);
    rig.store.getState().setMotion('reduce');
    rig.store.getState().openSerial(serialWithPrize('paws', 600));
    rig.store.getState().revealAll();
    expect(rig.vibrations).toHaveLength(1);
  });

  it('works on a device without vibration, and closes its context when detached', () => {
    rig = setUp({ vibrate: false });
    gesture();
    rig.store.getState().openSerial(serialWithPrize('paws', 200));
    rig.store.getState().revealAll();
    expect(audio().notes.length).toBeGreaterThan(0);
    rig.detach();
    expect(audio().state).toBe('closed');
    rig.detach = () => undefined;
  });
});

describe('the player’s sound when nothing sounds', () => {
  const IDLE_MS = IDLE_SUSPEND_S * 1000;
  /** A months ticket bought, one gesture, then silence until the context is suspended. */
  async function asleepWithTicket() {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    await vi.advanceTimersByTimeAsync(IDLE_MS + 100);
    expect(audio().state).toBe('suspended');
  }

  it('suspends its context once nothing has sounded for a while, counted from the end of the last sound', async () => {
    rig = setUp();
    gesture();
    rig.store.getState().openSerial(serialWithPrize('paws', 1_500_000));
    rig.store.getState().revealAll(); // the longest jingle
    const endsAt = Math.max(...audio().notes.map((n) => n.stoppedAt ?? 0)); // context seconds from now
    expect(endsAt).toBeGreaterThan(1);
    await vi.advanceTimersByTimeAsync(endsAt * 1000 + IDLE_MS - 100);
    expect(audio().state).toBe('running');
    expect(audio().calls).not.toContain('suspend');
    await vi.advanceTimersByTimeAsync(200);
    expect(audio().state).toBe('suspended');
    expect(audio().calls.filter((c) => c === 'suspend')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(audio().calls.filter((c) => c === 'suspend')).toHaveLength(1); // once is enough
  });

  it('suspends a context woken by a gesture that played nothing', async () => {
    rig = setUp();
    gesture();
    expect(audio().state).toBe('running');
    await vi.advanceTimersByTimeAsync(IDLE_MS + 100);
    expect(audio().state).toBe('suspended');
  });

  it('plays a cue that comes after the suspension, with or without a gesture, and suspends again later', async () => {
    await asleepWithTicket();

    rig.store.getState().revealZone(0); // no gesture: a reveal from elsewhere
    expect(audio().state).toBe('running');
    expect(audio().notes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(IDLE_MS + 500);
    expect(audio().state).toBe('suspended');

    gesture(); // the coin comes down: awake before the first stroke
    expect(audio().state).toBe('running');
    const from = audio().calls.length;
    await strokeInTime(8, 16, 0.5, 1);
    expect(callsSince(from)).toEqual([]);
    expect(audio().noises.at(-1)!.gainNode.gain.value).toBeGreaterThan(0);
  });

  it('never suspends while the player scratches zone after zone, pausing a few seconds between them', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    const from = audio().calls.length;
    const zones = rig.store.getState().current!.layout.zones.length;
    let scratched = 0;
    for (let zone = 0; zone < zones; zone++) {
      gesture();
      await strokeInTime(40, 50, 0.5, zone); // two seconds of coin on latex
      scratched += 2_000;
      await vi.advanceTimersByTimeAsync(IDLE_MS - 1_000); // the player looks, and moves to the next zone
    }
    expect(scratched + zones * (IDLE_MS - 1_000)).toBeGreaterThan(3 * IDLE_MS);
    expect(audio().noises.length).toBeGreaterThanOrEqual(zones);
    expect(callsSince(from)).toEqual([]);
    expect(audio().state).toBe('running');
  });

  it('never suspends under a coin that keeps scratching, however long, even without a new gesture', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    const from = audio().calls.length;
    const zones = rig.store.getState().current!.layout.zones.length;
    for (let zone = 0; zone < zones; zone++) await strokeInTime(60, 40, 0.3, zone);
    expect(zones * 60 * 40).toBeGreaterThan(2 * IDLE_MS);
    expect(callsSince(from)).toEqual([]);
  });

  it('resumes before a cue that comes while it is still suspending or resuming, and asks once', async () => {
    rig = setUp();
    await rig.store.getState().buy('months');
    gesture();
    audio().hold = true; // the browser takes its time
    await vi.advanceTimersByTimeAsync(IDLE_MS + 100);
    expect(audio().calls.at(-1)).toBe('suspend');
    expect(audio().state).toBe('running'); // not suspended yet

    rig.store.getState().revealZone(0);
    expect(audio().calls.at(-1)).toBe('resume'); // asked after the suspension: it ends running
    const asked = audio().calls.length;
    await strokeInTime(6, 16, 0.5, 1);
    rig.store.getState().revealZone(2);
    expect(audio().calls.length).toBe(asked); // one resume for every cue that comes meanwhile
    expect(audio().notes).toHaveLength(0); // held: that resume, asked without a gesture, may be refused
    audio().settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio().state).toBe('running');
    expect(audio().notes).toHaveLength(2); // both ticks, played as the context runs again
    expect(audio().noises).toHaveLength(1); // and the coin's noise, once

    // Suspended while a resume is on its way (the page hidden now): it ends suspended.
    await vi.advanceTimersByTimeAsync(IDLE_MS + 1_000);
    audio().settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio().state).toBe('suspended');
    const beforeCues = audio().calls.length;
    rig.store.getState().revealZone(3);
    await strokeInTime(6, 16, 0.7, 1);
    expect(callsSince(beforeCues)).toEqual(['resume']);
    rig.hidden.value = true;
    rig.events.dispatchEvent(new Event('visibilitychange'));
    audio().settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio().calls.slice(-2)).toEqual(['resume', 'suspend']);
    expect(audio().state).toBe('suspended');
  });

  it('asks no more after a refused resume until the next gesture, and never throws', async () => {
    await asleepWithTicket();
    audio().refuseResume = true;
    const from = audio().calls.length;
    rig.store.getState().revealZone(0);
    await vi.advanceTimersByTimeAsync(0);
    await strokeInTime(6, 16, 0.5, 1);
    rig.store.getState().revealZone(2);
    await vi.advanceTimersByTimeAsync(IDLE_MS * 2);
    expect(callsSince(from)).toEqual(['resume']);
    audio().refuseResume = false;
    gesture();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio().state).toBe('running');
    rig.store.getState().revealZone(3);
    expect(audio().notes).toHaveLength(1); // the cues refused a context were dropped, not played late
  });

  it('keeps the mute switch and the hidden page in charge: no idle wake-up, no resume while muted', async () => {
    rig = setUp();
    gesture();
    rig.store.getState().setSound(false);
    expect(audio().state).toBe('suspended');
    const from = audio().calls.length;
    await vi.advanceTimersByTimeAsync(IDLE_MS * 3);
    gesture();
    rig.store.getState().openSerial(serialWithPrize('paws', 200));
    rig.store.getState().revealAll();
    expect(callsSince(from)).toEqual([]);
    rig.store.getState().setSound(true);
    expect(audio().state).toBe('running');
    await vi.advanceTimersByTimeAsync(IDLE_MS + 100);
    expect(audio().state).toBe('suspended');
    rig.hidden.value = true;
    rig.events.dispatchEvent(new Event('visibilitychange'));
    rig.hidden.value = false;
    rig.events.dispatchEvent(new Event('visibilitychange'));
    expect(audio().state).toBe('running');
    await vi.advanceTimersByTimeAsync(IDLE_MS + 100);
    expect(audio().state).toBe('suspended');
  });

  describe('a resume the browser refuses, without a gesture', () => {
    /** The context refuses to run until a gesture: resume() rejected, or left pending, until one comes. */
    async function refusedThenGesture(refusal: 'rejects' | 'stays pending') {
      await asleepWithTicket();
      if (refusal === 'rejects') audio().refuseResume = true;
      else audio().hold = true;
      rig.store.getState().revealZone(0); // cues without a gesture, seconds apart
      await strokeInTime(6, 16, 0.5, 1);
      await vi.advanceTimersByTimeAsync(1_500);
      rig.clock.ms += 1_500;
      rig.store.getState().revealZone(2);
      await vi.advanceTimersByTimeAsync(2_000);
      rig.clock.ms += 2_000;
      expect(audio().state).toBe('suspended');
      expect(audio().calls.filter((c) => c === 'resume')).toHaveLength(1);
      // A gesture, seconds later: the context runs again.
      audio().refuseResume = false;
      gesture();
      audio().hold = false;
      audio().settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(audio().state).toBe('running');
    }

    it.each(['rejects', 'stays pending'] as const)(
      'drops the cues asked meanwhile when it %s: none sounds late at the next gesture',
      async (refusal) => {
        await refusedThenGesture(refusal);
        expect(audio().notes).toHaveLength(0);
        expect(audio().noises).toHaveLength(0);
        // What comes after the gesture sounds, at once.
        rig.store.getState().revealZone(3);
        expect(audio().notes).toHaveLength(1);
        expect(audio().notes[0]!.startedAt).toBeCloseTo(audio().currentTime, 3);
      },
    );

    it('plays the cues asked meanwhile, in order, each if the context runs within HELD_CUE_MS of it', async () => {
      rig = setUp();
      gesture();
      rig.store.getState().openSerial(serialWithPrize('paws', 200));
      await vi.advanceTimersByTimeAsync(IDLE_MS + 100);
      audio().hold = true; // the browser takes its time, and grants it
      rig.store.getState().revealZone(0); // a tick
      rig.clock.ms += HELD_CUE_MS / 2;
      rig.store.getState().revealAll(); // then the win's jingle, within the hold
      rig.clock.ms += HELD_CUE_MS / 2 - 1; // each still fresh
      audio().settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(audio().state).toBe('running');
      const heard = audio().notes.map((n) => n.type);
      expect(heard[0]).toBe('triangle'); // the tick first
      expect(heard.slice(1)).toContain('square'); // then the jingle's arpeggio

      // Granted later than the tick's hold but within the jingle's: the tick is dropped, the jingle heard.
      rig.store.getState().openSerial(serialWithPrize('paws', 400));
      await vi.advanceTimersByTimeAsync(IDLE_MS * 2);
      audio().settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(audio().state).toBe('suspended');
      const before = audio().notes.length;
      rig.store.getState().revealZone(0);
      rig.clock.ms += HELD_CUE_MS / 2;
      rig.store.getState().revealAll();
      rig.clock.ms += HELD_CUE_MS / 2 + 1;
      audio().settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(audio().state).toBe('running');
      expect(audio().notes[before]!.type).toBe('square');

      // Granted later than both: nothing.
      rig.store.getState().openSerial(serialWithPrize('paws', 600));
      await vi.advanceTimersByTimeAsync(IDLE_MS * 2);
      audio().settle();
      await vi.advanceTimersByTimeAsync(0);
      const after = audio().notes.length;
      rig.store.getState().revealZone(3);
      rig.clock.ms += HELD_CUE_MS + 1;
      audio().settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(audio().state).toBe('running');
      expect(audio().notes).toHaveLength(after);
    });
  });

  it('takes a resume or suspend that throws at once as a refusal, and plays on', async () => {
    await asleepWithTicket();
    const fails = () => {
      throw new DOMException('not now', 'InvalidStateError');
    };
    audio().resume = fails;
    audio().suspend = fails;
    expect(() => rig.store.getState().revealZone(0)).not.toThrow();
    expect(audio().notes).toHaveLength(0); // refused: the context cannot run, the cue is dropped
    expect(() => gesture()).not.toThrow();
    expect(() => rig.store.getState().setSound(false)).not.toThrow();
  });
});

describe('the player’s sound on a touch screen', () => {
  const IDLE_MS = IDLE_SUSPEND_S * 1000;
  /** WebKit's rule; a ticket bought, a tap that started the context, then silence until it sleeps. */
  async function tappedThenAsleep() {
    rig = setUp({ webkitPolicy: true });
    await rig.store.getState().buy('months');
    fingerDown();
    fingerUp();
    await vi.advanceTimersByTimeAsync(IDLE_MS + 100);
    expect(audio().state).toBe('suspended');
  }

  it('tells the gestures that grant a user activation, by the browser’s word or else by the event', () => {
    const event = (type: string, fields: { pointerType?: string; key?: string } = {}) =>
      Object.assign(new Event(type), fields);
    const byType = (e: Event) => grantsActivation(e, undefined);
    expect(byType(event('pointerdown', { pointerType: 'mouse' }))).toBe(true);
    expect(byType(event('pointerdown', { pointerType: 'touch' }))).toBe(false);
    expect(byType(event('pointerdown', { pointerType: 'pen' }))).toBe(false);
    expect(byType(event('pointerup', { pointerType: 'touch' }))).toBe(true);
    expect(byType(event('pointerup', { pointerType: 'pen' }))).toBe(true);
    expect(byType(event('pointerup', { pointerType: 'mouse' }))).toBe(false);
    expect(byType(event('touchstart'))).toBe(false);
    expect(byType(event('touchend'))).toBe(true);
    expect(byType(event('click'))).toBe(true);
    expect(byType(event('keydown', { key: 'Enter' }))).toBe(true);
    expect(byType(event('keydown', { key: 'Escape' }))).toBe(false);
    // The browser's word wins: iOS grants a swipe's touchend none, and a finger that comes down
    // moments after a tap still holds the tap's.
    expect(grantsActivation(event('touchend'), { isActive: false })).toBe(false);
    expect(grantsActivation(event('pointerdown', { pointerType: 'touch' }), { isActive: true })).toBe(true);
  });

  it.each([false, true])(
    'starts the sound at a tap’s end, not as the finger comes down, with one context (browser tells: %s)',
    async (api) => {
      rig = setUp({ webkitPolicy: true, noActivationApi: !api });
      await rig.store.getState().buy('months');
      fingerDown();
      stroke(8, 16, 0.5, 0); // the first stroke, before any activation: nothing can sound yet
      expect(rig.contexts).toHaveLength(0);
      fingerUp();
      expect(rig.contexts).toHaveLength(1);
      expect(audio().state).toBe('running');
      expect(audio().started).toHaveLength(0); // nothing from before, late
      fingerDown();
      stroke(8, 16, 0.5, 1);
      fingerUp();
      expect(rig.contexts).toHaveLength(1);
      expect(audio().noises).toHaveLength(1);
      rig.store.getState().revealZone(2);
      expect(audio().notes).toHaveLength(1);
      expect(audio().notes[0]!.startedAt).toBeCloseTo(audio().currentTime, 3);
    },
  );

  it('makes no context at a swipe’s end that grants no activation (iOS), and starts at the next tap', async () => {
    rig = setUp({ webkitPolicy: true });
    await rig.store.getState().buy('months');
    for (let zone = 0; zone < 2; zone++) {
      fingerDown();
      stroke(8, 16, 0.5, zone);
      fingerUp(false);
    }
    dispatch('keydown', { key: 'Escape' }, false);
    expect(rig.contexts).toHaveLength(0);
    fingerDown();
    fingerUp(); // a tap
    expect(rig.contexts).toHaveLength(1);
    expect(audio().state).toBe('running');
  });

  it('asks a resume once for a tap’s pointerup, touchend and click, and again at a gesture once it stayed pending', async () => {
    await tappedThenAsleep();
    audio().hold = true; // the browser takes its time
    const from = audio().calls.length;
    fingerUp();
    expect(callsSince(from)).toEqual(['resume']);
    gesture();
    expect(callsSince(from)).toEqual(['resume']); // moments later: on its way, not asked in vain
    rig.clock.ms += HELD_CUE_MS + 1;
    rig.store.getState().revealZone(0);
    expect(audio().notes).toHaveLength(0); // that resume is late: the tick is held, not put on a stopped clock
    gesture(); // still pending: asked again
    expect(callsSince(from)).toEqual(['resume', 'resume']);
    audio().settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio().state).toBe('running');
  });

  it('wakes a context that has run as the finger comes down, before the stroke, without putting cues on a stopped clock', async () => {
    await tappedThenAsleep();
    audio().hold = true;
    const from = audio().calls.length;
    fingerDown(); // no activation, but the browser has let this context run: it may again
    expect(callsSince(from)).toEqual(['resume']);
    rig.store.getState().revealZone(0);
    expect(audio().notes).toHaveLength(0); // held: that resume was asked without an activation
    audio().settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio().state).toBe('running');
    expect(audio().notes).toHaveLength(1);
  });
});
