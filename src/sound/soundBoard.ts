import { Sfc32 } from '../engine/index.ts';

/**
 * The parts of Web Audio the sound board uses. A browser's AudioContext is one; tests pass a
 * fake that records what was played.
 */
export interface AudioParamLike {
  value: number;
  setValueAtTime(value: number, startTime: number): unknown;
  linearRampToValueAtTime(value: number, endTime: number): unknown;
  exponentialRampToValueAtTime(value: number, endTime: number): unknown;
  setTargetAtTime(target: number, startTime: number, timeConstant: number): unknown;
  cancelScheduledValues(startTime: number): unknown;
}

export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
  disconnect(): void;
}

export interface GainNodeLike extends AudioNodeLike {
  readonly gain: AudioParamLike;
}

export interface OscillatorNodeLike extends AudioNodeLike {
  type: OscillatorType;
  readonly frequency: AudioParamLike;
  start(when?: number): void;
  stop(when?: number): void;
  onended: ((event: Event) => void) | null;
}

export interface BiquadFilterNodeLike extends AudioNodeLike {
  type: BiquadFilterType;
  readonly frequency: AudioParamLike;
  readonly Q: AudioParamLike;
}

export interface AudioBufferLike {
  getChannelData(channel: number): Float32Array;
}

export interface AudioBufferSourceNodeLike extends AudioNodeLike {
  buffer: AudioBufferLike | null;
  loop: boolean;
  start(when?: number): void;
  stop(when?: number): void;
}

export interface AudioContextLike {
  readonly currentTime: number; // seconds
  readonly sampleRate: number;
  readonly state: string; // 'suspended', 'running', 'closed'
  readonly destination: AudioNodeLike;
  createGain(): GainNodeLike;
  createOscillator(): OscillatorNodeLike;
  createBiquadFilter(): BiquadFilterNodeLike;
  createBuffer(channels: number, length: number, sampleRate: number): AudioBufferLike;
  createBufferSource(): AudioBufferSourceNodeLike;
  resume(): Promise<void>;
  suspend(): Promise<void>;
  close(): Promise<void>;
}

const MASTER_GAIN = 0.5;
const SCRATCH_MAX_GAIN = 0.32;
const SCRATCH_RELEASE_S = 0.035; // time constant of the noise fading when the coin stops
const SCRATCH_IDLE_STOP_S = 0.6; // a silent noise source is stopped after this long
const NOISE_SECONDS = 1;
const NOISE_SEED = 0x73637261; // the latex noise is the same at every visit

/** Equal-tempered frequency, Hz, of the note `semitones` above A4. */
const note = (semitones: number) => 440 * 2 ** (semitones / 12);
const C5 = 3; // semitones above A4

/** Notes of the win jingle: a rising major arpeggio, C E G C E G…, as far as the prize allows. */
const ARPEGGIO = [0, 4, 7, 12, 16, 19, 24, 28, 31, 36].map((s) => note(C5 + s));
const MIN_WIN_NOTES = 3;

/**
 * Synthesised sound effects, with no sample files: filtered noise for the coin on the latex, a
 * tick when a zone reveals, a jingle whose length and brightness grow with the prize, and a soft
 * falling pair of notes for a loss. Everything goes through one master gain.
 */
export class SoundBoard {
  private readonly master: GainNodeLike;
  private noiseBuffer: AudioBufferLike | null = null;
  private scratchVoice: {
    readonly source: AudioBufferSourceNodeLike;
    readonly filter: BiquadFilterNodeLike;
    readonly gain: GainNodeLike;
  } | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  /** Context time at which the last note scheduled, or the last noise stopped, has ended. */
  private lastEnd = 0;

  constructor(private readonly ctx: AudioContextLike) {
    this.master = ctx.createGain();
    this.master.gain.value = MASTER_GAIN;
    this.master.connect(ctx.destination);
  }

  /**
   * The coin moving on latex, `level` in (0, 1] from its speed: louder and brighter when faster.
   * Call it for every stroke segment; `scratchStop` (or no call for a moment) brings silence.
   */
  scratch(level: number): void {
    const clamped = Math.min(1, Math.max(0, level));
    if (clamped === 0) {
      this.scratchStop();
      return;
    }
    const voice = this.scratchVoice ?? this.startNoise();
    const t = this.ctx.currentTime;
    voice.gain.gain.cancelScheduledValues(t);
    voice.gain.gain.setTargetAtTime(SCRATCH_MAX_GAIN * (0.25 + 0.75 * clamped), t, 0.012);
    voice.filter.frequency.setTargetAtTime(900 + 3_100 * clamped, t, 0.02);
    this.armIdleStop();
  }

  /** The coin stopped or left the latex: the noise fades out within a few hundredths of a second. */
  scratchStop(): void {
    const voice = this.scratchVoice;
    if (voice === null) return;
    const t = this.ctx.currentTime;
    voice.gain.gain.cancelScheduledValues(t);
    voice.gain.gain.setTargetAtTime(0, t, SCRATCH_RELEASE_S);
    this.armIdleStop();
  }

  /** A zone has just revealed: a short, bright tick. */
  reveal(): void {
    this.tone(note(C5 + 19), this.ctx.currentTime, 0.06, 0.22, 'triangle');
  }

  /**
   * A win: a rising arpeggio of 3 notes for the smallest prize up to 10 for the largest, then
   * the last chord held longer. `size` in [0, 1] places the prize between them (see soundCues).
   */
  win(size: number): void {
    const s = Math.min(1, Math.max(0, size));
    const count = Math.round(MIN_WIN_NOTES + s * (ARPEGGIO.length - MIN_WIN_NOTES));
    const step = 0.1 - 0.03 * s; // bigger prizes rush up faster
    const t0 = this.ctx.currentTime + 0.02;
    for (let i = 0; i < count; i++) this.tone(ARPEGGIO[i]!, t0 + i * step, 0.18, 0.16 + 0.08 * s, 'square');
    const end = t0 + count * step;
    const hold = 0.35 + 0.9 * s;
    for (const f of ARPEGGIO.slice(Math.max(0, count - 3), count)) this.tone(f, end, hold, 0.1 + 0.06 * s, 'triangle');
  }

  /** No win: two soft notes going down, quieter than any win. */
  lose(): void {
    const t0 = this.ctx.currentTime + 0.02;
    this.tone(note(C5 - 5), t0, 0.22, 0.09, 'sine');
    this.tone(note(C5 - 9), t0 + 0.2, 0.35, 0.08, 'sine');
  }

  /**
   * The context time from which nothing sounds, as far as what has been asked so far goes: the end
   * of the last note, or when the scratch noise stopped; Infinity while the noise runs.
   */
  get quietFrom(): number {
    return this.scratchVoice === null ? this.lastEnd : Infinity;
  }

  /** Stops every sound now (muted, page hidden). */
  silence(): void {
    this.stopNoise();
  }

  close(): void {
    this.stopNoise();
    this.master.disconnect();
  }

  /** One note with a quick attack and an exponential decay over `durationS`. */
  private tone(frequency: number, at: number, durationS: number, peak: number, type: OscillatorType): void {
    const osc = this.ctx.createOscillator();
    const gain = this.ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + durationS);
    osc.connect(gain);
    gain.connect(this.master);
    osc.onended = () => {
      osc.disconnect();
      gain.disconnect();
    };
    osc.start(at);
    osc.stop(at + durationS + 0.02);
    this.lastEnd = Math.max(this.lastEnd, at + durationS + 0.02);
  }

  private startNoise(): NonNullable<SoundBoard['scratchVoice']> {
    this.noiseBuffer ??= this.makeNoise();
    const source = this.ctx.createBufferSource();
    source.buffer = this.noiseBuffer;
    source.loop = true;
    const filter = this.ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.Q.value = 0.9;
    const gain = this.ctx.createGain();
    gain.gain.value = 0;
    source.connect(filter);
    filter.connect(gain);
    gain.connect(this.master);
    source.start();
    this.scratchVoice = { source, filter, gain };
    return this.scratchVoice;
  }

  /** White noise with a little grain (random clicks), like a coin's edge on latex. */
  private makeNoise(): AudioBufferLike {
    const length = Math.round(this.ctx.sampleRate * NOISE_SECONDS);
    const buffer = this.ctx.createBuffer(1, length, this.ctx.sampleRate);
    const data = buffer.getChannelData(0);
    const rng = new Sfc32();
    rng.reseed(NOISE_SEED, 0, 0);
    for (let i = 0; i < length; i++) {
      const r = rng.nextUint32() / 2 ** 32;
      const grain = rng.nextUint32() % 97 === 0 ? 2.5 : 1;
      data[i] = (2 * r - 1) * 0.6 * grain;
    }
    return buffer;
  }

  /** A noise source left silent is stopped after a while, so that nothing runs while idle. */
  private armIdleStop(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.stopNoise();
    }, SCRATCH_IDLE_STOP_S * 1000);
  }

  private stopNoise(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const voice = this.scratchVoice;
    if (voice === null) return;
    this.scratchVoice = null;
    this.lastEnd = Math.max(this.lastEnd, this.ctx.currentTime);
    voice.source.stop();
    voice.source.disconnect();
    voice.filter.disconnect();
    voice.gain.disconnect();
  }
}
