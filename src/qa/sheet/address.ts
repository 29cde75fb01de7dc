/**
 * The QA sheet's address (`qa.html?…`): what it shows. A value it cannot use falls back to the
 * default and is named to the reader, as an unknown parameter is. Apart from the sheet, so that
 * reading it needs neither React nor Pixi.
 */
import type { Lang } from '../../i18n/index.ts';
import { designIds, type DesignId } from '../../layouts/index.ts';
import { contentPages } from '../content.ts';
import { SHEET_WIDTHS } from '../matrix.ts';

export const OVERLAYS = ['zones', 'covers', 'slots', 'texts', 'taps', 'margins'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export interface SheetOptions {
  readonly designs: readonly DesignId[]; // the built-in designs shown, in the order of designIds
  readonly unknownDesigns: readonly string[]; // names in the address that are no design: shown, named
  readonly width: number; // the screen width shown, CSS px
  readonly density: number; // device pixels a CSS px the pictures are drawn and checked at
  readonly densityFrom: 'address' | 'screen'; // given in the address, or the screen's own (devicePixelRatio)
  readonly page: number; // 0-based page of worst-case content
  readonly overlays: ReadonlySet<Overlay>;
  readonly ui: Lang; // the sheet's own language
  readonly lab: boolean; // the design lab (a design opened from files) instead of the built-in designs
  readonly ignored: readonly IgnoredParam[]; // parameters not taken: unknown ones, and values the sheet cannot use
}

/** A parameter of the address the sheet did not take: its name, its value, and what it takes. */
interface IgnoredParam {
  readonly name: string;
  readonly value: string;
  readonly takes: readonly string[]; // the values it takes, or, for an unknown parameter, the parameters
}

/** A value as the sheet names it: at most 40 characters, whole ones. */
function shown(text: string): string {
  const chars = [...text];
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : text;
}

/** The widest width of the sheet that fits a screen `screenWidth` CSS px wide (the narrowest, on a narrower one). */
export function fittingWidth(screenWidth: number): number {
  return SHEET_WIDTHS.filter((w) => w <= screenWidth).at(-1) ?? SHEET_WIDTHS[0];
}

/** The densities the sheet draws at. */
export const DENSITIES = [1, 2, 3] as const;

/**
 * The density of the sheet nearest a screen's `devicePixelRatio` (1.5 and over: 2; 2.5 and over,
 * 2.625 on many phones: 3): the pictures drawn with the screen's own pixels, sharp under the
 * outlines the overlay draws at that density anyway. 1 for a ratio the browser does not give.
 */
export function screenDensity(devicePixelRatio: number): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return DENSITIES[0];
  return Math.min(DENSITIES.at(-1)!, Math.max(DENSITIES[0], Math.round(devicePixelRatio)));
}

/** `mode=api`: no sheet, only the page's API for a driver (main.tsx). */
const PARAMS = ['design', 'width', 'density', 'page', 'overlays', 'ui', 'lang', 'lab', 'mode'] as const;

/**
 * Options from the address: `?design=months&width=390&density=2&page=3&overlays=zones,texts&ui=en`.
 * `design`: the designs to show, comma-separated (default: every one). Names that are no design are
 * kept to be shown to the reader; if none of the names is a design, every design is shown.
 * `screenWidth`, CSS px: the sheet and the lab, opened on a person's own screen (a phone's too),
 * show by default the widest width that fits it (1280 on a desktop), so that no picture scrolls
 * sideways. `devicePixelRatio`: likewise, by default the density nearest the screen's
 * (`screenDensity`), so that a HiDPI screen shows the ticket as sharp as it can; a `density` in
 * the address always wins (a link, `npm run qa`, the tests), and the sheet writes the one it
 * took in the address (`addressWith`) so that a link to it shows the same pictures elsewhere.
 */
export function sheetOptionsFrom(params: URLSearchParams, screenWidth = Infinity, devicePixelRatio = 1): SheetOptions {
  const asked = (params.get('design') ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const designs = designIds.filter((d) => asked.includes(d));
  const showing = designs.length > 0 ? designs : designIds;
  const ignored: IgnoredParam[] = [];
  for (const name of new Set(params.keys()))
    if (!(PARAMS as readonly string[]).includes(name))
      ignored.push({ name: shown(name), value: shown(params.get(name)!), takes: PARAMS });
  // One of a list of values, or the default, naming a value given that is not one of them.
  const oneOf = <T>(name: string, values: readonly T[], fallback: T, read: (text: string) => T): T => {
    const text = params.get(name);
    if (text === null || text === '') return fallback;
    const value = read(text);
    if (values.includes(value)) return value;
    ignored.push({ name, value: shown(text), takes: values.map(String) });
    return fallback;
  };
  const fitting = fittingWidth(screenWidth);
  const width = oneOf('width', SHEET_WIDTHS, fitting, Number);
  const density = oneOf('density', DENSITIES, screenDensity(devicePixelRatio), Number);
  const densityText = params.get('density') ?? '';
  const densityFrom = densityText !== '' && String(density) === String(Number(densityText)) ? 'address' : 'screen';
  // Pages of content: as many as the design shown that has the most (the others go round). The lab
  // shows none of them: its folder's design, of any game, is known only once opened (the lab then
  // brings a page past that design's last to its last).
  const pages = Math.max(...(params.has('lab') ? designIds : showing).map(contentPages));
  const pageText = params.get('page') ?? '';
  let page = 0;
  if (/^\d+$/.test(pageText) && Number(pageText) >= 1 && Number(pageText) <= pages) page = Number(pageText) - 1;
  else if (pageText !== '') ignored.push({ name: 'page', value: shown(pageText), takes: [`1–${pages}`] });
  // `lang`, as the player, the embed and the studio name it, where `ui` is not given.
  const ui = oneOf<Lang>(
    'ui',
    ['fr', 'en'],
    oneOf<Lang>('lang', ['fr', 'en'], 'fr', (text) => text as Lang),
    (text) => text as Lang,
  );
  oneOf('mode', ['api'], null, (text) => text); // main.tsx reads it; here only a bad value is named
  const overlayNames = (params.get('overlays') ?? '').split(',').filter((o) => o !== '');
  const overlays = overlayNames.filter((o): o is Overlay => (OVERLAYS as readonly string[]).includes(o));
  const unknownOverlays = overlayNames.filter((o) => !(OVERLAYS as readonly string[]).includes(o));
  if (unknownOverlays.length > 0)
    ignored.push({ name: 'overlays', value: shown(unknownOverlays.join(',')), takes: OVERLAYS });
  return {
    designs: showing,
    unknownDesigns: asked.filter((d) => !designs.some((known) => known === d)),
    width,
    density,
    densityFrom,
    page,
    overlays: new Set(overlays),
    ui,
    lab: params.has('lab'),
    ignored,
  };
}

/** What the sheet shows that its address names and a person switches by hand. */
export type AddressedSettings = Pick<
  SheetOptions,
  'designs' | 'width' | 'density' | 'page' | 'overlays' | 'ui' | 'lab'
>;

/**
 * The address `search` naming what the sheet shows (in place of any value given before, one the
 * sheet could not use included), the other parameters as they were: a link copied from the address
 * bar shows the same pictures on another screen. The width and the density are always written:
 * where the address names none they are the screen's own, which another screen's would not be.
 * The designs, the page, the overlays and the language are written only when they are not their
 * defaults (every design, the first page, none, French), which are the same everywhere: the address
 * stays as short as what it shows allows. The language is written as `ui`, in place of a `lang` the
 * address named it by (one name for one setting). In the design lab the designs, which it does not
 * show, are left as they were.
 */
export function addressWith(search: string, shown: AddressedSettings): string {
  const params = new URLSearchParams(search);
  const put = (name: string, value: string | null) => (value === null ? params.delete(name) : params.set(name, value));
  put('width', String(shown.width));
  put('density', String(shown.density));
  if (!shown.lab) put('design', shown.designs.length === designIds.length ? null : shown.designs.join(','));
  put('page', shown.page === 0 ? null : String(shown.page + 1));
  put('overlays', shown.overlays.size === 0 ? null : OVERLAYS.filter((o) => shown.overlays.has(o)).join(','));
  params.delete('lang');
  put('ui', shown.ui === 'fr' ? null : shown.ui);
  // A parameter with no value stays a bare name (`?lab`), and a list's commas stay commas.
  const written = [...params].map(([name, value]) =>
    (value === '' ? encodeURIComponent(name) : new URLSearchParams([[name, value]]).toString()).replaceAll('%2C', ','),
  );
  return `?${written.join('&')}`;
}
