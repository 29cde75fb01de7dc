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

/**
 * A Web Audio context that plays nothing and records everything: the sources started (oscillators
 * for notes, buffer sources for noise), their parameters, and resume/suspend calls.
 */
export class FakeAudioContext implements AudioContextLike {
  currentTime = 0;
  readonly sampleRate = 8_000;
  state: 'suspended' | 'running' | 'closed' = 'running';
  readonly destination = new FakeNode();
  readonly started: (FakeOscillator | FakeBufferSource)[] = [];
  readonly calls: string[] = [];

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
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.calls.push('suspend');
    this.state = 'suspended';
    return Promise.resolve();
  }
  close() {
    this.calls.push('close');
    this.state = 'closed';
    return Promise.resolve();
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
