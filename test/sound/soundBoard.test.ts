import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoundBoard } from '../../src/sound/soundBoard.ts';
import { FakeAudioContext } from './fakeAudio.ts';

let ctx: FakeAudioContext;
let board: SoundBoard;
beforeEach(() => {
  vi.useFakeTimers();
  ctx = new FakeAudioContext();
  board = new SoundBoard(ctx);
});
afterEach(() => {
  board.close();
  vi.useRealTimers();
});

const duration = (n: { startedAt: number | null; stoppedAt: number | null }) =>
  (n.stoppedAt ?? NaN) - (n.startedAt ?? NaN);

describe('SoundBoard', () => {
  it('ticks once, short and bright, when a zone reveals', () => {
    board.reveal();
    expect(ctx.notes).toHaveLength(1);
    expect(ctx.noises).toHaveLength(0);
    const [tick] = ctx.notes;
    expect(duration(tick!)).toBeLessThan(0.1);
    expect(tick!.frequency.value).toBeGreaterThan(1_000);
  });

  it('plays a win jingle that grows with the prize: more notes, a longer held chord', () => {
    const jingle = (size: number) => {
      const c = new FakeAudioContext();
      new SoundBoard(c).win(size);
      const lastEnd = Math.max(...c.notes.map((n) => n.stoppedAt ?? 0));
      return { notes: c.notes.length, lastEnd, peak: Math.max(...c.notes.map((n) => n.gainNode.gain.peak)) };
    };
    const sizes = [0, 0.25, 0.5, 0.75, 1].map(jingle);
    for (let i = 1; i < sizes.length; i++) {
      expect(sizes[i]!.notes).toBeGreaterThan(sizes[i - 1]!.notes);
      expect(sizes[i]!.lastEnd).toBeGreaterThan(sizes[i - 1]!.lastEnd);
    }
    expect(sizes[0]!.notes).toBeGreaterThanOrEqual(3);
    expect(sizes[4]!.peak).toBeGreaterThan(sizes[0]!.peak);
  });

  it('plays the jingle as a rising arpeggio', () => {
    board.win(0.5);
    const starts = [...new Set(ctx.notes.map((n) => n.startedAt))].sort((a, b) => a! - b!);
    expect(starts.length).toBeGreaterThan(3);
    const firstOfEach = starts.map((t) => ctx.notes.find((n) => n.startedAt === t)!.frequency.value);
    for (let i = 1; i < firstOfEach.length - 1; i++) expect(firstOfEach[i]).toBeGreaterThan(firstOfEach[i - 1]!);
  });

  it('answers a loss with two soft falling notes, quieter than any win', () => {
    board.lose();
    const [a, b] = ctx.notes;
    expect(ctx.notes).toHaveLength(2);
    expect(b!.startedAt).toBeGreaterThan(a!.startedAt!);
    expect(b!.frequency.value).toBeLessThan(a!.frequency.value);
    const loud = new FakeAudioContext();
    new SoundBoard(loud).win(0);
    const quietestWin = Math.min(...loud.notes.map((n) => n.gainNode.gain.peak));
    for (const n of ctx.notes) expect(n.gainNode.gain.peak).toBeLessThan(quietestWin);
  });

  it('scratches with one looping filtered noise, louder and brighter when faster, silent when stopped', () => {
    board.scratch(0.2);
    expect(ctx.noises).toHaveLength(1);
    const noise = ctx.noises[0]!;
    expect(noise.loop).toBe(true);
    expect(noise.buffer?.getChannelData(0).some((v) => v !== 0)).toBe(true);
    const slowGain = noise.gainNode.gain.value;
    const slowFrequency = noise.filterNode.frequency.value;
    board.scratch(1);
    expect(ctx.noises).toHaveLength(1); // the same noise goes on
    expect(noise.gainNode.gain.value).toBeGreaterThan(slowGain);
    expect(noise.filterNode.frequency.value).toBeGreaterThan(slowFrequency);
    board.scratchStop();
    expect(noise.gainNode.gain.value).toBe(0);
    expect(noise.stopped).toBe(false);
    vi.advanceTimersByTime(1_000); // left silent, the noise source is stopped
    expect(noise.stopped).toBe(true);
    board.scratch(0.5);
    expect(ctx.noises).toHaveLength(2);
  });

  it('goes silent at once on silence(), and treats a level of 0 as the coin stopping', () => {
    board.scratch(0.8);
    const noise = ctx.noises[0]!;
    board.scratch(0);
    expect(noise.gainNode.gain.value).toBe(0);
    board.silence();
    expect(noise.stopped).toBe(true);
  });

  it('tells when it falls quiet: at the end of its last note, never while the coin scratches', () => {
    expect(board.quietFrom).toBeLessThanOrEqual(ctx.currentTime);
    board.win(1);
    const lastEnd = Math.max(...ctx.notes.map((n) => n.stoppedAt ?? 0));
    expect(board.quietFrom).toBe(lastEnd);
    board.reveal(); // a short tick inside the jingle does not bring the end sooner
    expect(board.quietFrom).toBe(lastEnd);
    vi.advanceTimersByTime(lastEnd * 1000 + 1_000);
    board.scratch(0.5);
    expect(board.quietFrom).toBe(Infinity);
    board.scratchStop();
    expect(board.quietFrom).toBe(Infinity); // the noise fades, still running
    vi.advanceTimersByTime(1_000);
    expect(board.quietFrom).toBeGreaterThan(lastEnd);
    expect(board.quietFrom).toBeLessThanOrEqual(ctx.currentTime);
  });
});
