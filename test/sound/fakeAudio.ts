import type {
  AudioBufferLike,
  AudioBufferSourceNodeLike,
  AudioContextLike,
  AudioNodeLike,
  AudioParamLike,
  BiquadFilterNodeLike,
  GainNodeLike,
  OscillatorNodeLike,
} from '../../src/sound/soundBoard.ts';

/** One automation call on a parameter: what, to which value, when. */
export interface ParamEvent {
  readonly method: string;
  readonly value: number;
  readonly time: number;
}

/** An AudioParam that records its automation; `value` follows the last value set. */
export class FakeParam implements AudioParamLike {
  readonly events: ParamEvent[] = [];
  constructor(public value: number) {}
  private record(method: string, value: number, time: number) {
    this.events.push({ method, value, time });
    this.value = value;
  }
  setValueAtTime(value: number, time: number) {
    this.record('set', value, time);
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.record('linear', value, time);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.record('exponential', value, time);
  }
  setTargetAtTime(value: number, time: number) {
    this.record('target', value, time);
  }
  cancelScheduledValues(time: number) {
    this.events.push({ method: 'cancel', value: NaN, time });
  }
  /** The highest value any automation aims at. */
  get peak(): number {
    return Math.max(this.value, ...this.events.filter((e) => e.method !== 'cancel').map((e) => e.value));
  }
}

class FakeNode implements AudioNodeLike {
  readonly outputs: AudioNodeLike[] = [];
  connect(destination: AudioNodeLike) {
    this.outputs.push(destination);
    return destination;
  }
  disconnect() {
    this.outputs.length = 0;
  }
}

export class FakeGain extends FakeNode implements GainNodeLike {
  readonly gain = new FakeParam(1);
}

export class FakeOscillator extends FakeNode implements OscillatorNodeLike {
  type: OscillatorType = 'sine';
  readonly frequency = new FakeParam(440);
  onended: ((event: Event) => void) | null = null;
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  constructor(private readonly context: FakeAudioContext) {
    super();
  }
  start(when = 0) {
    this.startedAt = when;
    this.context.started.push(this);
  }
  stop(when = 0) {
    this.stoppedAt = when;
  }
  /** The gain node this oscillator plays through. */
  get gainNode(): FakeGain {
    const gain = this.outputs[0];
    if (!(gain instanceof FakeGain)) throw new Error('the oscillator does not play through a gain');
    return gain;
  }
}

export class FakeFilter extends FakeNode implements BiquadFilterNodeLike {
  type: BiquadFilterType = 'lowpass';
  readonly frequency = new FakeParam(350);
  readonly Q = new FakeParam(1);
}

export class FakeBufferSource extends FakeNode implements AudioBufferSourceNodeLike {
  buffer: AudioBufferLike | null = null;
  loop = false;
  stopped = false;
  constructor(private readonly context: FakeAudioContext) {
    super();
  }
  start() {
    this.context.started.push(this);
  }
  stop() {
    this.stopped = true;
  }
  /** The gain node at the end of this source's chain (source → filter → gain). */
  get gainNode(): FakeGain {
    const filter = this.outputs[0];
    const gain = filter instanceof FakeFilter ? filter.outputs[0] : undefined;
    if (!(gain instanceof FakeGain)) throw new Error('the noise does not play through a filter and a gain');
    return gain;
  }
  get filterNode(): FakeFilter {
    const filter = this.outputs[0];
    if (!(filter instanceof FakeFilter)) throw new Error('the noise is not filtered');
    return filter;
  }
}

/** A resume() or suspend() the test holds: the context's state changes only once it is settled. */
interface HeldCall {
  readonly method: 'resume' | 'suspend';
  readonly settle: (ok: boolean) => void;
}

/**
 * A Web Audio context that plays nothing and records everything: the sources started (oscillators
 * for notes, buffer sources for noise), their parameters, and resume/suspend calls. Its clock runs
 * with `Date.now()` (which fake timers drive) while it is running, and stops while it is suspended,
 * as a browser's does. With `hold`, resume() and suspend() wait for `settle()`, as a browser's take
 * a while; with `refuseResume`, resume() is rejected, as where the page may not start sound.
 * With `activated`, it follows WebKit's autoplay rule: until it has run once, it starts (made, or
 * resumed) only while the page holds a user activation, and a resume asked without one stays
 * pending until one asked with one starts it.
 */
export class FakeAudioContext implements AudioContextLike {
  readonly sampleRate = 8_000;
  state: 'suspended' | 'running' | 'closed' = 'running';
  readonly destination = new FakeNode();
  readonly started: (FakeOscillator | FakeBufferSource)[] = [];
  readonly calls: string[] = [];
  hold = false;
  refuseResume = false;
  readonly held: HeldCall[] = [];
  private clockS = 0;
  private runningSinceMs: number | null = Date.now();
  private unlocked = true;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly activated?: () => boolean) {
    if (activated !== undefined && !activated()) {
      this.unlocked = false;
      this.setState('suspended');
    }
  }

  get currentTime(): number {
    return this.clockS + (this.runningSinceMs === null ? 0 : (Date.now() - this.runningSinceMs) / 1000);
  }

  createGain() {
    return new FakeGain();
  }
  createOscillator() {
    return new FakeOscillator(this);
  }
  createBiquadFilter() {
    return new FakeFilter();
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  createBufferSource() {
    return new FakeBufferSource(this);
  }
  resume() {
    this.calls.push('resume');
    if (!this.unlocked) {
      if (this.activated?.() !== true) return new Promise<void>((resolve) => this.waiting.push(resolve));
      this.unlocked = true;
      this.setState('running');
      for (const resolve of this.waiting.splice(0)) resolve();
      return Promise.resolve();
    }
    return this.call('resume', () => {
      if (this.refuseResume) throw new DOMException('The AudioContext was not allowed to start.', 'NotAllowedError');
      this.setState('running');
    });
  }
  suspend() {
    this.calls.push('suspend');
    return this.call('suspend', () => this.setState('suspended'));
  }
  close() {
    this.calls.push('close');
    this.setState('closed');
    return Promise.resolve();
  }

  /** Settles the held calls, in the order they were made. */
  settle(ok = true) {
    for (const call of this.held.splice(0)) call.settle(ok);
  }

  private call(method: HeldCall['method'], change: () => void): Promise<void> {
    const run = () => {
      if (this.state === 'closed') throw new DOMException('The context is closed.', 'InvalidStateError');
      change();
    };
    if (!this.hold) {
      try {
        run();
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return new Promise((resolve, reject) => {
      this.held.push({
        method,
        settle: (ok) => {
          if (!ok) return reject(new DOMException('The AudioContext was not allowed to start.', 'NotAllowedError'));
          try {
            run();
            resolve();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
      });
    });
  }

  private setState(state: FakeAudioContext['state']) {
    this.clockS = this.currentTime;
    this.runningSinceMs = state === 'running' ? Date.now() : null;
    this.state = state;
  }

  /** The notes started so far (oscillators), in order. */
  get notes(): FakeOscillator[] {
    return this.started.filter((s): s is FakeOscillator => s instanceof FakeOscillator);
  }
  /** The noise sources started so far. */
  get noises(): FakeBufferSource[] {
    return this.started.filter((s): s is FakeBufferSource => s instanceof FakeBufferSource);
  }
}
