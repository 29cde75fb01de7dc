import type { Lang } from '../../i18n/index.ts';
import type { Rect } from '../../layouts/geometry.ts';
import { MIN_INTERFACE_TEXT_PX, MIN_TEXT_PX, MIN_TEXT_SQUEEZE, phonePx, type TextKind } from './legibility.ts';
import { roundFailing } from './nearLimit.ts';
import type { Finding } from './problems.ts';

/**
 * Turns measures taken on rendered pictures into findings. Pure: the measures come from the
 * browser (src/qa/measure) as plain data, and fixtures or Node can feed them too.
 */

/** Ink may pass its box by this much, device pixels: a glyph's edge pixel half covered rounds either way. */
const TEXT_FIT_TOLERANCE_PX = 0.5;
/** WCAG 2 AA for normal text (1.4.3): printed amounts and labels reach at least this. */
const MIN_CONTRAST = 4.5;
/** WCAG 2.5.5 (target size, AAA): a 44 × 44 CSS px square fits inside every zone on the 360 px phone. */
export const MIN_TAP_TARGET_PX = 44;

/** A text as printed and measured from its rendered glyphs. */
export interface TextMeasure {
  readonly element: string; // `months.month-4.amountWords`
  readonly kind: TextKind;
  readonly text: string;
  readonly sizeUnits: number; // the font size it reached, ticket units
  readonly box: Rect; // what it must fit, ticket units
  readonly ink: Rect | null; // its rendered glyphs' bounds, ticket units; null when nothing was drawn
  readonly pixelsPerUnit: number; // device pixels per ticket unit where it was measured
  readonly ticketWidth: number; // ticket units
  readonly lang: Lang;
  readonly density: number;
  /** Its glyphs' width over the width their font gives them (an art's textLength): 1 as drawn by the font; absent for the painter's texts. */
  readonly squeeze?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Text fits its box (from its glyphs), and is not shrunk below the floor of its kind. */
export function checkText(m: TextMeasure): Finding[] {
  const base = { check: 'text', element: m.element, lang: m.lang, density: m.density, rect: m.box } as const;
  if (m.ink === null) return [{ ...base, problem: { kind: 'textMissing', text: m.text } }];
  const findings: Finding[] = [];
  const ppu = m.pixelsPerUnit;
  const over = Math.max(
    m.box.x - m.ink.x,
    m.box.y - m.ink.y,
    m.ink.x + m.ink.w - (m.box.x + m.box.w),
    m.ink.y + m.ink.h - (m.box.y + m.box.h),
  );
  if (over * ppu > TEXT_FIT_TOLERANCE_PX) {
    findings.push({
      ...base,
      problem: {
        kind: 'textOverflow',
        inkWidthPx: Math.round(m.ink.w * ppu),
        inkHeightPx: Math.round(m.ink.h * ppu),
        boxWidthPx: Math.round(m.box.w * ppu),
        boxHeightPx: Math.round(m.box.h * ppu),
        text: m.text,
      },
    });
  }
  const sizePx = phonePx(m.sizeUnits, m.ticketWidth);
  if (sizePx < MIN_TEXT_PX[m.kind]) {
    findings.push({
      ...base,
      problem: {
        kind: 'textTooSmall',
        sizePx: roundFailing(sizePx, MIN_TEXT_PX[m.kind], 'min'),
        minPx: MIN_TEXT_PX[m.kind],
        textKind: m.kind,
        text: m.text,
      },
    });
  }
  // Squeezed alike at every density: said once, without one.
  if (m.squeeze !== undefined && m.squeeze < MIN_TEXT_SQUEEZE) {
    findings.push({
      check: 'text',
      element: m.element,
      lang: m.lang,
      rect: m.ink, // the squeezed glyphs, outlined on the sheet
      problem: {
        kind: 'textSqueezed',
        percent: roundFailing(m.squeeze * 100, MIN_TEXT_SQUEEZE * 100, 'min'),
        minPercent: MIN_TEXT_SQUEEZE * 100,
        text: m.text,
      },
    });
  }
  return findings;
}

/**
 * How much narrower than their font draws them a text's glyphs are, from the matrix that draws them
 * (its outlines' transform, or the CTM of a <text>): its horizontal scale over its vertical one.
 */
export function glyphSqueeze(matrix: { a: number; b: number; c: number; d: number }): number {
  const vertical = Math.hypot(matrix.c, matrix.d);
  return vertical === 0 ? 1 : Math.hypot(matrix.a, matrix.b) / vertical;
}

/** A contrast sampled from the render; null when it could not be (no solid pixel of text). */
export interface ContrastMeasure {
  readonly element: string;
  readonly text: string;
  readonly ratio: number | null;
  readonly lang: Lang;
  readonly rect: Rect;
}

export function checkContrast(m: ContrastMeasure): Finding[] {
  if (m.ratio !== null && m.ratio >= MIN_CONTRAST) return [];
  return [
    {
      check: 'contrast',
      element: m.element,
      lang: m.lang,
      rect: m.rect,
      problem:
        m.ratio === null
          ? { kind: 'contrastUnmeasured', text: m.text }
          : { kind: 'lowContrast', ratio: roundFailing(m.ratio, MIN_CONTRAST, 'min'), min: MIN_CONTRAST, text: m.text },
    },
  ];
}

/** Pixels that differ, inside and around a zone, between two covered tickets whose contents differ. */
export interface CoverMeasure {
  readonly element: string; // the zone: `dog.paw-3`
  readonly differing: number;
  readonly density: number;
  readonly lang: Lang;
  readonly rect: Rect;
}

export function checkCover(m: CoverMeasure): Finding[] {
  if (m.differing === 0) return [];
  return [
    {
      check: 'covers',
      element: m.element,
      lang: m.lang,
      density: m.density,
      rect: m.rect,
      problem: { kind: 'coverLeak', pixels: m.differing },
    },
  ];
}

/** The largest square inside a zone's rendered cover on the 360 px phone, CSS px. */
export interface TapMeasure {
  readonly element: string;
  readonly squarePx: number;
  readonly rect: Rect;
}

export function checkTapTarget(m: TapMeasure): Finding[] {
  if (m.squarePx >= MIN_TAP_TARGET_PX) return [];
  return [
    {
      check: 'tapTargets',
      element: m.element,
      rect: m.rect,
      problem: { kind: 'tapTarget', squarePx: m.squarePx, minPx: MIN_TAP_TARGET_PX },
    },
  ];
}

/** A word or a control of a page around the ticket (the embed's buttons, status, mention), as laid out. */
export interface ControlMeasure {
  readonly element: string; // `embed.reveal-all`
  readonly text: string; // the words it prints itself; '' when none
  readonly fontPx: number; // its computed font size, CSS px
  readonly tap: { readonly widthPx: number; readonly heightPx: number } | null; // its box, for a control; null for words only
}

/** Its words are at least 12 px, and a control is at least 44 × 44 CSS px (WCAG 2.5.5). */
export function checkControl(m: ControlMeasure): Finding[] {
  const findings: Finding[] = [];
  if (m.text !== '' && m.fontPx < MIN_INTERFACE_TEXT_PX) {
    findings.push({
      check: 'text',
      element: m.element,
      problem: {
        kind: 'interfaceTextTooSmall',
        sizePx: roundFailing(m.fontPx, MIN_INTERFACE_TEXT_PX, 'min'),
        minPx: MIN_INTERFACE_TEXT_PX,
        text: m.text,
      },
    });
  }
  // Half a pixel of rounding: a box laid out at 43.99 px is a 44 px target.
  if (m.tap !== null && Math.min(m.tap.widthPx, m.tap.heightPx) + 0.5 < MIN_TAP_TARGET_PX) {
    findings.push({
      check: 'tapTargets',
      element: m.element,
      problem: {
        kind: 'controlTooSmall',
        widthPx: round(m.tap.widthPx),
        heightPx: round(m.tap.heightPx),
        minPx: MIN_TAP_TARGET_PX,
      },
    });
  }
  return findings;
}
