/**
 * The sheet's matrix, as `npm run qa` renders and compares it with the baselines in test/visual/:
 * every design in both languages, covered, revealed (the first page of worst-case content) and
 * winning, as the player shows them on the 360 px phone (344 × 516 CSS px) at density 1; and each
 * design revealed at density 2 in French, where text and symbols are rasterised anew (density 3
 * is left to the checks: its images, with nine times the pixels of density 1, would outweigh a
 * design's share of the baselines' budget below). Pure: the runner names its files from it.
 */
import { LANGS, type Lang } from '../i18n/index.ts';
import { designIds, type DesignId } from '../layouts/index.ts';
import { PHONE_TICKET_WIDTH_PX } from './checks/legibility.ts';

/**
 * What the baselines of every image of the matrix, in test/visual/, may weigh together: 2 MB for
 * each design, room for a design's seven images with some to spare, so that the repository does
 * not grow unseen, and so that a design folder added as qa.md says brings its own share.
 */
export function baselinesBudgetBytes(): number {
  return designIds.length * 2_000_000;
}

export const SHEET_STATES = ['covered', 'revealed', 'winning'] as const;
export type SheetState = (typeof SHEET_STATES)[number];

export interface ImageSpec {
  readonly name: string; // file name stem in test/visual/: `months-en-revealed-d1`
  readonly design: DesignId;
  readonly lang: Lang;
  readonly state: SheetState;
  readonly page: number; // page of worst-case content
  readonly width: number; // CSS px
  readonly density: number;
}

export function matrixImages(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  const add = (design: DesignId, lang: Lang, state: SheetState, density: number) =>
    specs.push({
      name: `${design}-${lang}-${state}-d${density}`,
      design,
      lang,
      state,
      page: 0,
      width: PHONE_TICKET_WIDTH_PX,
      density,
    });
  for (const design of designIds) {
    for (const lang of LANGS) for (const state of SHEET_STATES) add(design, lang, state, 1);
    add(design, 'fr', 'revealed', 2);
  }
  return specs;
}

/** The screen widths the sheet can be shown at, CSS px. */
export const SHEET_WIDTHS = [320, 390, 768, 1280] as const;

/**
 * The width the player gives the ticket on a screen `screenWidth` CSS px wide: the whole width
 * less 8 px of padding each side up to 520 px, then at most 540 px.
 */
export function ticketWidthOn(screenWidth: number): number {
  return screenWidth <= 520 ? screenWidth - 16 : 540;
}
