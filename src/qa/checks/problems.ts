import type { PastEdge, Rect } from '../../layouts/geometry.ts';
import type { Lang } from '../../i18n/index.ts';
import type { TextKind } from './legibility.ts';

/** The checks of visual QA, in the order they are reported. */
export const CHECK_IDS = [
  'schema',
  'geometry',
  'text',
  'covers',
  'tapTargets',
  'contrast',
  'symbols',
  'facts',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];
/** The checks that need the layout drawn with its art (in Chromium): all but schema and geometry. */
export const RENDERED_CHECK_IDS = ['text', 'covers', 'tapTargets', 'contrast', 'symbols', 'facts'] as const;
export type RenderedCheck = (typeof RENDERED_CHECK_IDS)[number];

/**
 * What is wrong, with its measures: plain data, so it travels from the browser to Node as JSON and
 * is worded in either language by `describeProblem`. Lengths are in the unit their name says.
 */
export type Problem =
  | { readonly kind: 'schema'; readonly detail: string }
  /** What the layout's reader (checkStructure) says is wrong, in each language: it words it itself. */
  | { readonly kind: 'structure'; readonly detail: Readonly<Record<Lang, string>> }
  | { readonly kind: 'outsideCover'; readonly what: 'slot' | 'text'; readonly outside: Rect } // outside: ticket units
  | { readonly kind: 'zonesOverlap'; readonly other: string; readonly areaUnits: number }
  | { readonly kind: 'partsOverlap'; readonly other: string; readonly areaUnits: number }
  | {
      readonly kind: 'outsideTicket';
      /** Each edge crossed, and how far past it (ticket units), in the order left, top, right, bottom. */
      readonly sides: readonly PastEdge[];
      /** The safe margin the element must keep inside each edge (a zone's), if it has one. */
      readonly minUnits?: number;
    }
  | { readonly kind: 'inMargin'; readonly marginUnits: number; readonly minUnits: number }
  | {
      readonly kind: 'textOverflow';
      readonly inkWidthPx: number; // device pixels at `density`
      readonly inkHeightPx: number;
      readonly boxWidthPx: number;
      readonly boxHeightPx: number;
      readonly text: string;
    }
  | {
      readonly kind: 'textTooSmall';
      readonly sizePx: number;
      readonly minPx: number;
      readonly textKind: TextKind;
      readonly text: string;
    }
  | { readonly kind: 'textSqueezed'; readonly percent: number; readonly minPercent: number; readonly text: string } // its glyphs' width, % of their font's
  | { readonly kind: 'textMissing'; readonly text: string }
  | { readonly kind: 'glyphsMissing'; readonly chars: string; readonly face: string } // characters the bundled face lacks
  | { readonly kind: 'textUnderCover'; readonly zone: string }
  | { readonly kind: 'textCovered'; readonly text: string; readonly percent: number } // art drawn after it hides part of it
  | { readonly kind: 'coverLeak'; readonly pixels: number }
  | { readonly kind: 'symbolClipped'; readonly symbol: string; readonly edge: string }
  | { readonly kind: 'tapTarget'; readonly squarePx: number; readonly minPx: number }
  | { readonly kind: 'interfaceTextTooSmall'; readonly sizePx: number; readonly minPx: number; readonly text: string }
  | { readonly kind: 'controlTooSmall'; readonly widthPx: number; readonly heightPx: number; readonly minPx: number }
  | { readonly kind: 'lowContrast'; readonly ratio: number; readonly min: number; readonly text: string }
  | { readonly kind: 'contrastUnmeasured'; readonly text: string } // no solid pixel of the text to measure
  | {
      readonly kind: 'factMismatch';
      readonly fact: string; // a FACT_IDS mark (printedFacts.ts)
      readonly printed: string; // what the text prints of it ('' when nothing)
      readonly expected: string; // the engine's fact, as the language formats it
      readonly text: string;
    }
  | { readonly kind: 'unmarkedAmount'; readonly text: string }
  | { readonly kind: 'factMissing'; readonly fact: string } // a fact the art must print, marked by no text
  | {
      readonly kind: 'wrongLabel'; // a 12 Mois box's name as the art prints it (monthLabels.ts)
      readonly box: 'month' | 'gain';
      readonly printed: string; // '' when no text names the box
      readonly expected: string; // the month's name, or the Gain box's word, in the art's language
    }
  | {
      readonly kind: 'unknownFact';
      readonly fact: string;
      readonly game: string;
      readonly known: readonly string[]; // the facts the game's art may print
      readonly text: string;
    }
  | { readonly kind: 'symbolInk'; readonly symbol: string; readonly percent: number; readonly min: number } // of its slot
  | { readonly kind: 'symbolSmall'; readonly symbol: string; readonly percent: number; readonly min: number } // of its slot's side
  | { readonly kind: 'symbolOffCentre'; readonly symbol: string; readonly percent: number; readonly max: number } // of its slot's side
  | {
      readonly kind: 'symbolsAlike';
      readonly a: string;
      readonly b: string;
      readonly difference: number;
      readonly min: number;
    };

/** One failed check, naming the element: `months.month-4.amountWords`. */
export interface Finding {
  readonly check: CheckId;
  readonly element: string;
  readonly problem: Problem;
  readonly lang?: Lang; // where the failure depends on the language
  readonly density?: number; // where it depends on the pixel density
  readonly rect?: Rect; // ticket units: what to outline in red on the sheet
}

/** A finding as a key: equal findings (the outline left aside), equal keys. */
export function findingKey(f: Finding): string {
  return JSON.stringify([f.check, f.element, f.lang ?? '', f.density ?? '', f.problem]);
}
