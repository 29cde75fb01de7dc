/**
 * The studio's pictures: its settings and a real ticket turned into `Picture` values for the one
 * painter, as a still (covered, partly scratched, all but one zone, revealed) or as the frames of
 * a reveal (a coin scratching along the seeded path, covers coming off, the highlight and the
 * celebration). Pure: the same settings always give the same pictures.
 */
import type { Ticket } from '../../engine/index.ts';
import { designOf, type DesignId, type TicketLayout } from '../../layouts/index.ts';
import type { Coverage } from '../../state/coverage.ts';
import { pictureLayout, type Frame, type Picture } from '../../state/picture.ts';
import { ScratchLog } from '../../state/scratchLog.ts';
import { DEFAULT_SETTINGS } from '../../state/settings.ts';
import { PathWalker, revealedAt, strokePath, type StrokePath, type WalkOptions } from '../../state/strokePath.ts';
import {
  captionAsRead,
  GIF_FPS,
  pixelSize,
  VIDEO_FPS,
  type ExportFormat,
  type StudioProblem,
  type StudioSettings,
} from './studioSettings.ts';

/** A zone reveals once this share of it is scratched, as in the player by default. */
export const REVEAL_THRESHOLD = DEFAULT_SETTINGS.revealThresholdRatio;

/** A coin in a picture moves on once a zone reveals, and glides between zones. */
const WALK: WalkOptions = { leaveAt: REVEAL_THRESHOLD, hopCost: 0.3 };

let cachedPath: { key: string; layout: TicketLayout; path: StrokePath } | null = null;

/** The seeded stroke path of a ticket: the serial and the hand number decide it. */
export function studioPath(ticket: Ticket, hand: number, design: DesignId | null = null): StrokePath {
  const key = `${ticket.serial}#${hand}`;
  const layout = pictureLayout(ticket, design);
  if (cachedPath?.key !== key || cachedPath.layout !== layout) {
    const seed = hand === 1 ? ticket.serial : key;
    cachedPath = { key, layout, path: strokePath(layout, seed) };
  }
  return cachedPath.path;
}

/** The zone left covered by `one-left`: the one asked for, or the last one the path scratches. */
export function zoneLeft(ticket: Ticket, settings: StudioSettings): number {
  const state = settings.state;
  const zones = pictureLayout(ticket, settings.design).zones.length;
  if (state.kind === 'one-left' && state.zone !== null && state.zone < zones) return state.zone;
  return studioPath(ticket, settings.hand, settings.design).strokes.at(-1)?.zone ?? zones - 1;
}

/** What is wrong with `settings` for this ticket (a zone it does not have). */
export function pictureProblems(ticket: Ticket, settings: StudioSettings): StudioProblem[] {
  const state = settings.state;
  const zones = pictureLayout(ticket, settings.design).zones.length;
  if (state.kind === 'one-left' && state.zone !== null && state.zone >= zones)
    return [{ code: 'bad-zone', name: 'state', value: `one-left:${state.zone}`, count: zones }];
  return [];
}

/**
 * How much of a ticket a person sees uncovered: the mean over its zones of each zone's scratched
 * share, a revealed zone counting whole. Zones weigh the same whatever their size, so "half
 * scratched" shows about half of the zones.
 */
export function uncoveredShare(coverage: Coverage): number {
  let sum = 0;
  for (let z = 0; z < coverage.zoneCount; z++) {
    const ratio = coverage.ratio(z);
    sum += ratio >= REVEAL_THRESHOLD ? 1 : ratio;
  }
  return coverage.zoneCount === 0 ? 1 : sum / coverage.zoneCount;
}

function frameOf(settings: StudioSettings): Frame {
  return { background: settings.background, caption: captionAsRead(settings.captions[settings.lang]) };
}

/** The still picture of `settings`, drawn at their size and `density` (the export's by default). */
export function studioPicture(ticket: Ticket, settings: StudioSettings, density = settings.density): Picture {
  const layout = pictureLayout(ticket, settings.design);
  const zones = layout.zones.length;
  const base: Picture = {
    ticket,
    layout,
    lang: settings.lang,
    strokes: ScratchLog.empty(),
    revealed: layout.zones.map(() => false),
    result: false,
    motion: false,
    coin: null,
    frame: frameOf(settings),
    width: settings.size.width,
    height: settings.size.height,
    density,
  };
  const state = settings.state;
  switch (state.kind) {
    case 'covered':
      return base;
    case 'revealed':
      return { ...base, revealed: Array.from({ length: zones }, () => true), result: true };
    case 'scratched': {
      const walked = new PathWalker(layout, studioPath(ticket, settings.hand, settings.design), WALK).advance(
        Infinity,
        (coverage) => uncoveredShare(coverage) >= state.share,
      );
      return {
        ...base,
        strokes: walked.log,
        revealed: revealedAt(walked.coverage, REVEAL_THRESHOLD),
        coin: settings.coin ? walked.coin : null,
      };
    }
    case 'one-left': {
      const left = zoneLeft(ticket, settings);
      const path = studioPath(ticket, settings.hand, settings.design);
      const others = { ...path, strokes: path.strokes.filter((s) => s.zone !== left) };
      const walked = new PathWalker(layout, others, WALK).advance(Infinity);
      return { ...base, strokes: walked.log, revealed: layout.zones.map((_, z) => z !== left) };
    }
  }
}

/** How a reveal of `seconds` at `fps` is cut: covered, scratching, then the result. */
export interface RevealTiming {
  readonly frames: number;
  readonly before: number; // frames of the covered ticket
  readonly scratching: number; // frames of the coin at work
  readonly after: number; // frames of the result: the last covers fading, highlight and celebration
}

/** The celebration lasts 1.6 s after the last cover's 0.3 s fade; a clip ends once it has. */
export function revealTiming(seconds: number, fps: number): RevealTiming {
  const frames = Math.round(seconds * fps);
  const before = Math.round(Math.min(0.4, seconds * 0.1) * fps);
  const after = Math.round(Math.min(2.1, seconds * 0.45) * fps);
  return { frames, before, scratching: frames - before - after, after };
}

/** How many frames an export of `format` draws (a still: one). */
export function exportFrameCount(settings: StudioSettings, format: ExportFormat): number {
  if (format === 'png') return 1;
  return revealTiming(settings.videoSeconds, format === 'gif' ? GIF_FPS : VIDEO_FPS).frames;
}

/** One frame of a reveal: the picture and the time to draw it at (ms, for the painter's animations). */
export interface RevealFrame {
  readonly picture: Picture;
  readonly now: number;
}

/**
 * The frames of the reveal of `ticket`: `seconds × fps` pictures at the settings' frame and the
 * given view, at synthetic times, so the same settings always give the same frames. The coin
 * scratches along the seeded path at a steady pace, each zone's cover comes off as it reveals, and
 * the clip ends on the highlight (and, for a win, the celebration).
 */
export function* revealFrames(
  ticket: Ticket,
  settings: StudioSettings,
  view: { readonly width: number; readonly height: number; readonly density: number },
  fps: number,
  seconds: number,
): Generator<RevealFrame> {
  const still = studioPicture(ticket, { ...settings, state: { kind: 'covered' } }, view.density);
  const base: Picture = { ...still, width: view.width, height: view.height, motion: true };
  const layout = base.layout;
  const path = studioPath(ticket, settings.hand, settings.design);
  const length = new PathWalker(layout, path, WALK);
  length.advance(Infinity);
  const timing = revealTiming(seconds, fps);
  const pace = length.travelled / Math.max(1, timing.scratching);
  const walker = new PathWalker(layout, path, WALK);
  const allRevealed = layout.zones.map(() => true);
  const at = (i: number) => (i * 1000) / fps;
  let i = 0;
  for (; i < timing.before; i++) yield { picture: base, now: at(i) };
  for (let k = 0; k < timing.scratching; k++, i++) {
    const last = k === timing.scratching - 1;
    const progress = walker.advance(last ? Infinity : pace);
    yield {
      picture: {
        ...base,
        strokes: progress.log,
        revealed: revealedAt(progress.coverage, REVEAL_THRESHOLD),
        coin: progress.coin,
      },
      now: at(i),
    };
  }
  const end: Picture = { ...base, strokes: walker.progress.log, revealed: allRevealed, result: true, coin: null };
  for (; i < timing.frames; i++) yield { picture: end, now: at(i) };
}

const GIF_MAX_WIDTH_PX = 600;

/** Whether a format is an animation (the reveal) rather than a still. */
export function isMotionFormat(format: ExportFormat): boolean {
  return format !== 'png';
}

/** A GIF's size: the export's, scaled down to at most 600 pixels wide. */
export function gifSize(settings: StudioSettings): { width: number; height: number } {
  const { width, height } = pixelSize(settings);
  if (width <= GIF_MAX_WIDTH_PX) return { width, height };
  return { width: GIF_MAX_WIDTH_PX, height: Math.max(1, Math.round((height * GIF_MAX_WIDTH_PX) / width)) };
}

/** The pixel size of a file of `format`. */
export function outputSize(settings: StudioSettings, format: ExportFormat): { width: number; height: number } {
  return format === 'gif' ? gifSize(settings) : pixelSize(settings);
}

/**
 * A prize as file and folder names say it, in euros, the same in every language: `15000eur`,
 * `2.50eur`; a losing ticket `0eur`, as the batch's folder of losing tickets (`11-0eur`).
 */
export function prizeTag(cents: number): string {
  return `${cents % 100 === 0 ? `${cents / 100}` : (cents / 100).toFixed(2)}eur`;
}

/**
 * `grattez-paws-30eur-P.demo.0.0025102.G13B-fr-scratched-0.5-1080x1080.png`: the game and the
 * prize (`0eur` for a losing ticket), the serial, the language, the state and the size; the reveal
 * is named `reveal-5s`. A ticket drawn with a design other than its own has the design's id after
 * its serial (`grattez-months-0eur-M.demo.0.0000012.011Z-calendrier-fr-…`), a design opened from a
 * folder included. Every part is ASCII letters, digits, `.` and `-`.
 */
export function exportFileName(ticket: Ticket, settings: StudioSettings, format: ExportFormat): string {
  const { width, height } = outputSize(settings, format);
  const state = isMotionFormat(format)
    ? `reveal-${settings.videoSeconds}s`
    : settings.state.kind === 'scratched'
      ? `scratched-${settings.state.share}`
      : settings.state.kind === 'one-left' && settings.state.zone !== null
        ? `one-left-${settings.state.zone}`
        : settings.state.kind;
  const design = settings.design === null || settings.design === designOf(ticket) ? '' : `-${settings.design}`;
  return `grattez-${ticket.game}-${prizeTag(ticket.prize)}-${ticket.serial}${design}-${settings.lang}-${state}-${width}x${height}.${format}`;
}
