import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLang } from '../../src/cli/lang.ts';
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

  /** The lines drawn, each as the terminal shows it (without the padding over a longer one). */
  const drawn = (err: Sink) =>
    err.text
      .split('\r')
      .filter((part) => part.trim() !== '')
      .map((part) => part.trimEnd());
  const bar = (label: string, filled: number, percent: number) =>
    `${label} [${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${String(percent).padStart(3)} %`;

  it('adds the time left to a long bar once a few seconds and percent tell, changed seldom, as the studio does', () => {
    const err = Object.assign(new Sink(), { columns: 100 });
    let now = 5_000_000;
    const line = progressLine(err, 'audit paws demo 0-999', () => now);
    const at = (ms: number, perMille: number) => {
      now = 5_000_000 + ms;
      line.update(perMille, 1000);
    };
    at(0, 0);
    at(2_000, 20); // 2 %, 2 s: too soon to tell
    at(4_000, 40); // 96 s left: 2 minutes
    at(8_000, 50); // 152 s left: 3 minutes, but the estimate is kept 20 s
    at(24_000, 120); // 176 s left: 3 minutes, said now
    at(60_000, 500); // 60 s left: 1 minute
    at(70_000, 600); // 47 s left: under a minute, said at once
    at(72_000, 1000); // done: nothing left to say
    line.clear();
    const label = 'audit paws demo 0-999';
    expect(drawn(err)).toEqual([
      bar(label, 0, 0),
      bar(label, 1, 2),
      `${bar(label, 1, 4)}, about 2 min left`,
      `${bar(label, 2, 5)}, about 2 min left`,
      `${bar(label, 4, 12)}, about 3 min left`,
      `${bar(label, 15, 50)}, about 1 min left`,
      `${bar(label, 18, 60)}, less than a minute left`,
      bar(label, 30, 100),
    ]);
    expect(err.text).not.toContain('\n');
  });

  it('says no time left for work under a minute, and times a bar from the stage before it', () => {
    const short = new Sink();
    let now = 0;
    const quick = progressLine(short, 'audit paws demo 0-7', () => now);
    for (let percent = 0; percent <= 100; percent += 10) {
      now = percent * 300; // 30 s in all
      quick.update(percent, 100);
    }
    quick.clear();
    expect(short.text).not.toContain('left');

    const err = new Sink();
    now = 0;
    const render = progressLine(err, 'render dog.webm', () => now);
    render.stage('building the studio');
    now = 60_000; // a minute of building, which the frames' estimate leaves out
    render.stage('drawing 300 frames');
    now = 66_000;
    render.update(50, 1000); // 5 % in 6 s: 114 s left (from the start: 21 minutes)
    render.clear();
    expect(drawn(err).at(-1)).toBe(`${bar('render dog.webm', 2, 5)}, about 2 min left`);
  });

  it('drops the time left before the percentage where the terminal is narrow, after the label', () => {
    const err = Object.assign(new Sink(), { columns: 80 });
    let now = 0;
    const line = progressLine(err, 'audit paws demo 0-999', () => now);
    now = 4_000;
    line.update(40, 1000); // about 2 min left
    err.columns = 60;
    line.update(50, 1000);
    err.columns = 50;
    line.update(60, 1000);
    line.clear();
    expect(drawn(err)).toEqual([
      `${bar('audit paws demo 0-999', 1, 4)}, about 2 min left`, // 77 characters
      `a…${bar('', 2, 5)}, about 2 min left`, // 59: the label cut first
      `audit paw…${bar('', 2, 6)}`, // 49: no room for the time left, the percentage kept
    ]);
  });

  it('writes sizes and times for a last line', () => {
    expect([812, 402_499, 3_140_000].map(fileSize)).toEqual(['812 B', '402 kB', '3.1 MB']);
    expect([412, 11_840, 75_300].map(seconds)).toEqual(['0.4 s', '11.8 s', '75 s']);
    // In French, as the app writes them: a decimal comma, octets, a no-break space before the unit.
    inLang('fr', () => {
      expect([812, 402_499, 3_140_000].map(fileSize)).toEqual(['812\u00a0o', '402\u00a0ko', '3,1\u00a0Mo']);
      expect([412, 11_840, 75_300].map(seconds)).toEqual(['0,4\u00a0s', '11,8\u00a0s', '75\u00a0s']);
    });
  });
});
