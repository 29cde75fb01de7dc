import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileSize, progressLine, seconds } from '../../src/cli/progress.ts';
import { Sink } from './helpers.ts';

describe('the progress line of long commands', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws a bar redrawn in place when the percentage changes, then wipes it', () => {
    const err = new Sink();
    const line = progressLine(err, 'audit paws demo 0');
    line.update(0, 200);
    line.update(1, 200); // still 0 %: not redrawn
    line.update(100, 200);
    line.clear();
    const bar = (filled: number, percent: string) =>
      `\raudit paws demo 0 [${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${percent} %`;
    expect(err.text).toBe(`${bar(0, '  0')}${bar(15, ' 50')}\r${' '.repeat(bar(15, ' 50').length - 1)}\r`);
  });

  it('shows each stage with the seconds since the start, every second, and pads a shorter line', () => {
    const err = new Sink();
    let now = 1_000_000;
    const line = progressLine(err, 'render dog.png', () => now);
    line.stage('building the studio');
    now += 2_400;
    vi.advanceTimersByTime(1000);
    line.stage('drawing');
    line.clear();
    vi.advanceTimersByTime(5000); // the clock stopped with clear()
    const first = 'render dog.png: building the studio… 0 s';
    const second = 'render dog.png: building the studio… 2 s';
    const third = 'render dog.png: drawing… 2 s';
    expect(err.text).toBe(
      `\r${first}\r${second}\r${third}${' '.repeat(second.length - third.length)}\r${' '.repeat(third.length)}\r`,
    );
    expect(err.text).not.toContain('\n');
  });

  it('fits a terminal narrower than the line: cut to its columns minus one, the seconds and percentage kept', () => {
    const err = Object.assign(new Sink(), { columns: 40 });
    const line = progressLine(err, 'check-layout designs/calendrier/design.json (art in fr and en)', () => 0);
    line.stage('drawing the English art at density 3');
    line.update(50, 100);
    err.columns = 30; // the terminal made narrower
    line.stage('starting Chromium');
    line.clear();
    const drawn = err.text.split('\r').filter((part) => part.trim() !== '');
    expect(drawn.map((part) => part.trimEnd())).toEqual([
      'check-layout designs/calendrier/de… 0 s', // 39 characters
      '[###############...............]  50 %', // no room for the label
      'check-layout designs/cal… 0 s', // 29 characters, once the terminal is 30 columns wide
    ]);
    expect(drawn.map((part) => part.length)).toEqual([39, 39, 29]); // padded over the longer line, within the width
  });

  it('writes sizes and times for a last line', () => {
    expect([812, 402_499, 3_140_000].map(fileSize)).toEqual(['812 B', '402 kB', '3.1 MB']);
    expect([412, 11_840, 75_300].map(seconds)).toEqual(['0.4 s', '11.8 s', '75 s']);
  });
});
