/**
 * The QA sheet's address (`qa.html?…`): what it shows, read without complaint (an unknown value
 * falls back to the default). Apart from the sheet, so that reading it needs neither React nor Pixi.
 */
import type { Lang } from '../../i18n/index.ts';
import { designIds, type DesignId } from '../../layouts/index.ts';
import { SHEET_WIDTHS } from '../matrix.ts';

export const OVERLAYS = ['zones', 'covers', 'slots', 'texts', 'taps', 'margins'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export interface SheetOptions {
  readonly designs: readonly DesignId[]; // the built-in designs shown, in the order of designIds
  readonly unknownDesigns: readonly string[]; // names in the address that are no design: shown, named
  readonly width: number; // the screen width shown, CSS px
  readonly density: number;
  readonly page: number; // 0-based page of worst-case content
  readonly overlays: ReadonlySet<Overlay>;
  readonly ui: Lang; // the sheet's own language
  readonly lab: boolean; // the design lab (a design opened from files) instead of the built-in designs
}

/**
 * Options from the address: `?design=months&width=390&density=2&page=3&overlays=zones,texts&ui=en`.
 * `design`: the designs to show, comma-separated (default: every one). Names that are no design are
 * kept to be shown to the reader; if none of the names is a design, every design is shown.
 */
export function sheetOptionsFrom(params: URLSearchParams): SheetOptions {
  const asked = (params.get('design') ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const designs = designIds.filter((d) => asked.includes(d));
  const width = Number(params.get('width'));
  const density = Number(params.get('density'));
  const overlays = (params.get('overlays') ?? '')
    .split(',')
    .filter((o): o is Overlay => (OVERLAYS as readonly string[]).includes(o));
  return {
    designs: designs.length > 0 ? designs : designIds,
    unknownDesigns: asked.filter((d) => !designs.some((known) => known === d)),
    width: (SHEET_WIDTHS as readonly number[]).includes(width) ? width : 1280,
    density: [1, 2, 3].includes(density) ? density : 1,
    page: Math.max(0, Math.floor(Number(params.get('page')) || 1) - 1),
    overlays: new Set(overlays),
    ui: params.get('ui') === 'en' ? 'en' : 'fr',
    lab: params.has('lab'),
  };
}
