import { describe, expect, it } from 'vitest';
import { generateTicket, parseSerial, type Ticket } from '../../../src/engine/index.ts';
import { getLayout } from '../../../src/layouts/index.ts';
import { Coverage } from '../../../src/state/coverage.ts';
import {
  pictureProblems,
  REVEAL_THRESHOLD,
  revealFrames,
  revealTiming,
  studioPath,
  studioPicture,
  uncoveredShare,
  zoneLeft,
} from '../../../src/studio/state/studioPicture.ts';
import { DEFAULT_STUDIO_SETTINGS, type StudioSettings } from '../../../src/studio/state/studioSettings.ts';

function ticketOf(serial: string): Ticket {
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(serial);
  return generateTicket(ref.value);
}

const dog = ticketOf('P.demo.0.0025102.G13B'); // 30 €
const months = ticketOf('M.demo.0.0000170.0133'); // 12 €
const settings = (over: Partial<StudioSettings> = {}): StudioSettings => ({ ...DEFAULT_STUDIO_SETTINGS, ...over });

/** The coverage a picture's strokes make. */
function coverageOf(picture: ReturnType<typeof studioPicture>): Coverage {
  let coverage = Coverage.empty(picture.layout);
  picture.strokes.forEach((x0, y0, x1, y1) => (coverage = coverage.scratchSegment(x0, y0, x1, y1, 22)));
  return coverage;
}

describe('studio pictures', () => {
  it('always have a frame, so the mention and the serial are always drawn, with the caption of their language', () => {
    for (const state of [
      { kind: 'covered' },
      { kind: 'scratched', share: 0.3 },
      { kind: 'one-left', zone: null },
      { kind: 'revealed' },
    ] as const) {
      for (const background of [{ kind: 'transparent' }, { kind: 'colour', colour: '#ffffff' }] as const) {
        const s = settings({ state, background, lang: 'en', captions: { fr: 'Bonjour', en: 'Hello' } });
        const picture = studioPicture(dog, s);
        expect(picture.frame, state.kind).toEqual({ background, caption: 'Hello' });
        expect(picture.ticket).toBe(dog);
        expect([picture.width, picture.height, picture.density]).toEqual([1080, 1080, 1]);
        expect(picture.motion).toBe(false);
      }
    }
  });

  it('draws covered and revealed states: nothing off, or everything off with the highlight', () => {
    const covered = studioPicture(dog, settings({ state: { kind: 'covered' } }));
    expect(covered.strokes.length).toBe(0);
    expect(covered.revealed.some(Boolean)).toBe(false);
    expect(covered.result).toBe(false);
    const revealed = studioPicture(months, settings({ state: { kind: 'revealed' } }));
    expect(revealed.revealed).toEqual(getLayout('months').zones.map(() => true));
    expect(revealed.result).toBe(true);
  });

  it('scratches to the share asked along the seeded path: same settings, same strokes', () => {
    for (const share of [0.2, 0.5, 0.8]) {
      const s = settings({ state: { kind: 'scratched', share } });
      const picture = studioPicture(dog, s);
      const coverage = coverageOf(picture);
      expect(uncoveredShare(coverage)).toBeGreaterThanOrEqual(share - 0.01);
      expect(uncoveredShare(coverage)).toBeLessThan(share + 0.05);
      expect(picture.revealed).toEqual(
        Array.from({ length: coverage.zoneCount }, (_, z) => coverage.ratio(z) >= REVEAL_THRESHOLD),
      );
      expect(picture.coin).not.toBeNull();
      const again = studioPicture(dog, s);
      const segments = (p: typeof picture) => {
        const all: number[] = [];
        p.strokes.forEach((...seg) => all.push(...seg));
        return all;
      };
      expect(segments(again)).toEqual(segments(picture));
      expect(segments(studioPicture(dog, { ...s, hand: 2 }))).not.toEqual(segments(picture));
    }
    expect(studioPicture(dog, settings({ coin: false })).coin).toBeNull();
  });

  it('leaves exactly one zone covered: the last of the path, or the one asked for', () => {
    const auto = studioPicture(dog, settings({ state: { kind: 'one-left', zone: null } }));
    const last = studioPath(dog, 1).strokes.at(-1)!.zone;
    expect(auto.revealed.filter((r) => !r)).toHaveLength(1);
    expect(auto.revealed[last]).toBe(false);
    expect(auto.result).toBe(false);
    const s = settings({ state: { kind: 'one-left', zone: 3 } });
    expect(zoneLeft(months, s)).toBe(3);
    expect(
      studioPicture(months, s)
        .revealed.map((r, z) => (r ? -1 : z))
        .filter((z) => z >= 0),
    ).toEqual([3]);
    expect(pictureProblems(months, s)).toEqual([]);
    expect(pictureProblems(dog, settings({ state: { kind: 'one-left', zone: 12 } }))).toEqual([
      { code: 'bad-zone', name: 'state', value: 'one-left:12', count: 10 },
    ]);
  });

  it('draws the live preview at another density and the same size', () => {
    const p = studioPicture(dog, settings({ density: 2 }), 0.5);
    expect([p.width, p.height, p.density]).toEqual([1080, 1080, 0.5]);
  });
});

describe('the reveal', () => {
  it('cuts a clip into covered, scratching and result frames, whatever its length', () => {
    const fps = 30;
    for (const seconds of [3, 5, 7.5, 10]) {
      const t = revealTiming(seconds, fps);
      expect(t.frames, `${seconds} s`).toBe(seconds * fps);
      // The covered ticket shows first, briefly; the coin has most of the clip.
      expect(t.before, `${seconds} s`).toBeGreaterThanOrEqual(1);
      expect(t.before, `${seconds} s`).toBeLessThanOrEqual(0.4 * fps);
      expect(t.scratching, `${seconds} s`).toBeGreaterThan(t.frames / 3);
      // The result holds at least a second, and from 5 s on the whole of the last cover's fade
      // (0.3 s) and the celebration (1.6 s) fit in the clip.
      expect(t.after, `${seconds} s`).toBeGreaterThanOrEqual(fps);
      if (seconds >= 5) expect(t.after, `${seconds} s`).toBeGreaterThanOrEqual((0.3 + 1.6) * fps);
    }
  });

  it('has seconds × fps frames at synthetic times, each log growing from the previous one, ending on the result', () => {
    const view = { width: 600, height: 600, density: 1 };
    const frames = [...revealFrames(months, settings(), view, 30, 4)];
    expect(frames).toHaveLength(120);
    frames.forEach((f, i) => expect(f.now).toBeCloseTo((i * 1000) / 30, 9));
    expect(frames[0]!.picture.strokes.length).toBe(0);
    expect(frames[0]!.picture.revealed.some(Boolean)).toBe(false);
    for (let i = 1; i < frames.length; i++) {
      const [a, b] = [frames[i - 1]!.picture, frames[i]!.picture];
      expect(b.strokes.extends(a.strokes), `frame ${i}`).toBe(true);
      a.revealed.forEach((r, z) => r && expect(b.revealed[z], `zone ${z} frame ${i}`).toBe(true));
      expect(b.motion).toBe(true);
      expect([b.width, b.height, b.density]).toEqual([600, 600, 1]);
    }
    const t = revealTiming(4, 30);
    const scratching = frames.slice(t.before, t.before + t.scratching);
    expect(scratching.slice(0, -1).every((f) => f.picture.coin !== null)).toBe(true);
    const end = frames.at(-1)!.picture;
    expect(end.revealed.every(Boolean)).toBe(true);
    expect(end.result).toBe(true);
    expect(end.coin).toBeNull();
    // The result shows through the whole ending, so the clip ends on the highlight.
    expect(frames.slice(-t.after).every((f) => f.picture.result)).toBe(true);
    expect(frames.slice(0, -t.after).some((f) => f.picture.result)).toBe(false);
  });

  it('gives the same frames for the same settings', () => {
    const view = { width: 400, height: 400, density: 1 };
    const a = [...revealFrames(dog, settings(), view, 15, 3)].map((f) => [f.picture.strokes.length, f.picture.coin]);
    const b = [...revealFrames(dog, settings(), view, 15, 3)].map((f) => [f.picture.strokes.length, f.picture.coin]);
    expect(a).toEqual(b);
  });
});
