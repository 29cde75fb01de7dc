/**
 * The marketing studio's settings as one plain value, and their address: every setting lives in
 * the query string, so a link reproduces a preview exactly. Parsing never fails: each bad
 * parameter becomes a problem (a code, the parameter's name and the text given) and its default
 * is used, so the page stays usable. `grattez render` builds the same query from its options, so
 * the CLI and the studio accept exactly the same values.
 */
import colorString from 'color-string';
import {
  ANY_VARIANT,
  checkBlock,
  checkSeed,
  type GameId,
  GAMES,
  gameVariants,
  isGameId,
  isPrizeOf,
  MAX_BLOCK,
  parseSerial,
  readVariantChoice,
  type SerialErrorCode,
  type Ticket,
  type VariantChoice,
  generateTicket,
  variantOf,
} from '../../engine/index.ts';
import { designIds, designsOfGame, getDesign, isDesignId, type DesignId } from '../../layouts/index.ts';
import { isLang, LANGS, type Lang } from '../../i18n/index.ts';
import { STUDIO_WORDS, studioVariantName, type StudioFacts } from '../../i18n/studio.ts';
import type { Background, HexColour } from '../../state/picture.ts';

/** The frames of the issue: social posts, a link card, a banner, and the ticket alone. */
export const SIZE_PRESETS = {
  square: { width: 1080, height: 1080 }, // square post
  story: { width: 1080, height: 1920 },
  card: { width: 1200, height: 628 }, // link card
  banner: { width: 1920, height: 1080 },
  ticket: { width: 600, height: 900 }, // the ticket alone, × density
} as const;
export type SizePreset = keyof typeof SIZE_PRESETS;
export const SIZE_PRESET_IDS = Object.keys(SIZE_PRESETS) as readonly SizePreset[];

const MIN_SIDE_PX = 200; // below this the mention and the serial are no longer legible
const MAX_SIDE_PX = 4096; // per side, in device pixels (width × density): a GPU texture's usual limit
export const DENSITIES = [1, 2, 3] as const;
export const MIN_VIDEO_SECONDS = 3;
export const MAX_VIDEO_SECONDS = 10;
export const VIDEO_FPS = 30;
export const GIF_FPS = 15; // delays of 7, 7 and 6 hundredths of a second keep exact time
export const MAX_CAPTION_LENGTH = 120; // characters; a longer caption is shrunk to illegibility
/** A gradient's angle, in whole degrees from 0. */
export const MAX_ANGLE_DEG = 360;

/**
 * The characters a caption may hold: those its face (Fredoka 600, drawn by the painter's FrameLayer)
 * draws from the bundled glyphs (src/fonts/data), and the spaces text layout places without one
 * (src/fonts/layoutText.ts). Any other character (an emoji, a flag, Greek, Chinese, Arabic…) would
 * be drawn by the machine's own fonts, or as a box where it has none: the picture would then differ
 * from machine to machine, and a link would not give back its PNG. The list stays out of the
 * studio's code as data would (the glyphs are fetched on demand); a test holds it to the face's glyphs.
 */
const CAPTION_CHARACTER =
  /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u00ff\u0131\u0152-\u0153\u02c6\u02da\u02dc\u2000-\u200d\u2013-\u2014\u2018-\u201a\u201c-\u201e\u2022\u2026\u202f\u2039-\u203a\u2044\u205f-\u2060\u20ac\u2122\u2212\u3000\ufeff]$/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The first character of a caption the bundled fonts cannot draw, or null: named as a reader sees
 * it, with what joins it (a flag's two letters, an emoji with its skin tone, a keycap).
 */
export function undrawableCaptionCharacter(caption: string): string | null {
  for (const { segment } of graphemes.segment(caption.normalize('NFC')))
    if ([...segment].some((char) => !CAPTION_CHARACTER.test(char))) return segment;
  return null;
}

/** A caption read: the text every picture draws, or why it is refused (the value names it). */
type CaptionReading =
  | { readonly ok: true; readonly caption: string }
  | { readonly ok: false; readonly code: 'caption-too-long' | 'caption-script'; readonly value: string };

/**
 * A caption as the address reads it, and as every picture draws it: trimmed, its accents composed
 * (one glyph each), and refused when too long or when it holds a character the fonts cannot draw.
 */
function readCaption(text: string): CaptionReading {
  const caption = text.trim().normalize('NFC');
  if ([...text.trim()].length > MAX_CAPTION_LENGTH) return { ok: false, code: 'caption-too-long', value: text };
  const undrawable = undrawableCaptionCharacter(caption);
  if (undrawable !== null) return { ok: false, code: 'caption-script', value: undrawable };
  return { ok: true, caption };
}

/**
 * The caption the pictures, the exports and the link use: as the address reads it, none when it
 * is refused. The studio's field keeps what was typed, and names what is refused; so an export and
 * its link give the same bytes.
 */
export function captionAsRead(text: string): string {
  const read = readCaption(text);
  return read.ok ? read.caption : '';
}

/** Why a caption typed is refused (too long, or a character the fonts cannot draw, named), or null. */
export function captionRefusal(text: string): { code: 'caption-too-long' | 'caption-script'; value: string } | null {
  const read = readCaption(text);
  return read.ok ? null : { code: read.code, value: read.value };
}
export const MAX_HAND = 9_999;

/** What the studio can write. */
export const EXPORT_FORMATS = ['png', 'webm', 'mp4', 'gif'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Each format's name where a person reads it, in either language (the file's extension stays lower case). */
export const FORMAT_NAMES: Readonly<Record<ExportFormat, string>> = {
  png: 'PNG',
  webm: 'WebM',
  mp4: 'MP4',
  gif: 'GIF',
};

/** Which ticket the preview shows: a real one of a prize in a block, or the one a serial names. */
export type TicketChoice =
  | {
      readonly kind: 'prize';
      readonly game: GameId;
      readonly variant: VariantChoice; // a variant of the game, or 'any' (always, for a game without variants)
      readonly seed: string;
      readonly block: number;
      readonly prizeCents: number; // 0 or an amount of the game's table
      readonly pick: number; // the pick-th ticket of that prize (and variant) in index order, from 0
    }
  | { readonly kind: 'serial'; readonly serial: string };

/** How far the ticket is scratched. */
export type ScratchState =
  | { readonly kind: 'covered' }
  | { readonly kind: 'scratched'; readonly share: number } // uncovered share of the ticket (see uncoveredShare), 0 < share < 1
  | { readonly kind: 'one-left'; readonly zone: number | null } // null: the last zone of the stroke path
  | { readonly kind: 'revealed' }; // with the win highlight

export interface StudioSettings {
  readonly ticket: TicketChoice;
  readonly design: DesignId | null; // the design the ticket is drawn with; null: its own (default) design
  readonly lang: Lang;
  readonly state: ScratchState;
  readonly hand: number; // varies the seeded stroke path: 1 to MAX_HAND
  readonly coin: boolean; // a partly scratched picture shows the coin where it stopped
  readonly size: { readonly preset: SizePreset | 'custom'; readonly width: number; readonly height: number };
  readonly density: number; // device pixels per CSS pixel, 1 to 3
  readonly background: Background;
  readonly captions: Readonly<Record<Lang, string>>; // '' for none
  readonly videoSeconds: number; // reveal video and GIF
  readonly batchFormats: readonly ExportFormat[]; // what a batch holds per prize and language
}

export const DEFAULT_STUDIO_SETTINGS: StudioSettings = {
  ticket: { kind: 'prize', game: 'paws', variant: 'dog', seed: 'demo', block: 0, prizeCents: 3_000, pick: 0 },
  design: null,
  lang: 'fr',
  state: { kind: 'scratched', share: 0.5 },
  hand: 1,
  coin: true,
  size: { preset: 'square', ...SIZE_PRESETS.square },
  density: 1,
  background: { kind: 'gradient', from: '#2b1a6b', to: '#ff7a59', angleDeg: 135 },
  captions: { fr: '', en: '' },
  videoSeconds: 5,
  batchFormats: ['png'],
};

/** Why a parameter was not taken; `name` is the parameter (or the CLI option) and `value` the text given. */
export type StudioProblemCode =
  | 'unknown-param'
  | 'repeated-param'
  | 'bad-game'
  | 'bad-variant'
  | 'variant-needs-paws'
  | 'bad-seed'
  | 'bad-block'
  | 'bad-prize'
  | 'bad-pick'
  | 'serial-and-prize'
  | 'bad-design'
  | 'design-mismatch'
  | SerialErrorCode
  | 'bad-lang'
  | 'bad-state'
  | 'bad-share'
  | 'bad-zone'
  | 'bad-hand'
  | 'bad-coin'
  | 'bad-size'
  | 'bad-side'
  | 'size-out-of-range'
  | 'bad-density'
  | 'bad-background'
  | 'bad-angle'
  | 'caption-too-long'
  | 'caption-script'
  | 'bad-seconds'
  | 'bad-formats'
  | 'pick-out-of-range'
  | 'prize-not-in-variant';

export interface StudioProblem {
  readonly code: StudioProblemCode;
  readonly name: string;
  readonly value: string;
  readonly count?: number; // pick-out-of-range: how many tickets there are; prize-not-in-variant: of the prize, in other variants
  readonly choices?: string; // bad-prize: the amounts there are; pick-out-of-range: the variant chosen, its id ('' for any)
}

export interface ParsedStudioQuery {
  readonly settings: StudioSettings;
  readonly problems: readonly StudioProblem[];
}

/** The parameters of the address, in the order they are written. */
const PARAMS = [
  'serial',
  'game',
  'variant',
  'seed',
  'block',
  'prize',
  'pick',
  'design',
  'lang',
  'state',
  'hand',
  'coin',
  'size',
  'density',
  'bg',
  'caption-fr',
  'caption-en',
  'video',
  'formats',
] as const;
type Param = (typeof PARAMS)[number];
const KNOWN: ReadonlySet<string> = new Set(PARAMS);
const CHOICE_PARAMS: readonly Param[] = ['game', 'variant', 'seed', 'block', 'prize', 'pick'];

const captionParam = (lang: Lang): Param => `caption-${lang}`;

/** The prizes of a game, in cents, as a message lists them: "0, 200, 400, …". */
function prizeChoices(game: GameId): string {
  return [0, ...GAMES[game].prizeTable.map((t) => t.amountCents).sort((a, b) => a - b)].join(', ');
}

/** Plain decimal digits, else NaN (no signs, exponents, hex or blanks). */
function naturalOf(text: string): number {
  return /^[0-9]{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** A decimal number such as 0.4 or 5, else NaN. */
function decimalOf(text: string): number {
  return /^[0-9]{1,4}(\.[0-9]{1,4})?$/.test(text) ? Number(text) : Number.NaN;
}

function hex(channel: number): string {
  return Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');
}

/** HSL (degrees, percentages) to RGB bytes (CSS Color 4's algorithm). */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = sat * Math.min(light, 1 - light);
    return 255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/**
 * An opaque CSS colour as `#rrggbb`: `#rgb`, `#rrggbb`, the same without `#`, `rgb(…)`, `hsl(…)`
 * or a colour name (`white`, `rebeccapurple`). Null for anything else, and for a colour that is
 * not opaque (a see-through background is `transparent`, for PNG).
 */
export function parseColour(text: string): HexColour | null {
  const trimmed = text.trim();
  const candidate = /^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(trimmed) ? `#${trimmed}` : trimmed;
  const parsed = colorString.get(candidate);
  if (parsed === null) return null;
  const [a, b, c, alpha = 1] = parsed.value as [number, number, number, number?];
  if (alpha < 1) return null;
  let rgb: [number, number, number];
  switch (parsed.model) {
    case 'rgb':
      rgb = [a, b, c];
      break;
    case 'hsl':
      rgb = hslToRgb(a, b, c);
      break;
    case 'hwb':
      return null;
  }
  return `#${rgb.map(hex).join('')}`;
}

/**
 * A background: `transparent`, a colour (see parseColour), or a gradient `from,to[,angle]` (two
 * colours and an angle in degrees, 135 by default). Null when the text is none of these.
 */
export function parseBackground(text: string): Background | null {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'transparent') return { kind: 'transparent' };
  // Commas inside rgb(…) belong to the colour: split only at top level.
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < trimmed.length; i++) {
    const ch = trimmed[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(trimmed.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(trimmed.slice(start));
  if (parts.length === 1) {
    const colour = parseColour(trimmed);
    return colour === null ? null : { kind: 'colour', colour };
  }
  if (parts.length > 3) return null;
  const from = parseColour(parts[0]!);
  const to = parseColour(parts[1]!);
  const angleText = parts[2]?.trim() ?? '135';
  if (from === null || to === null || !/^[0-9]{1,3}$/.test(angleText) || Number(angleText) > MAX_ANGLE_DEG) return null;
  return { kind: 'gradient', from, to, angleDeg: Number(angleText) };
}

/** The address form of a background: `transparent`, `ffcc00`, `2b1a6b,ff7a59,135`. */
export function backgroundText(background: Background): string {
  switch (background.kind) {
    case 'transparent':
      return 'transparent';
    case 'colour':
      return background.colour.slice(1);
    case 'gradient':
      return `${background.from.slice(1)},${background.to.slice(1)},${background.angleDeg}`;
  }
}

/** `covered`, `scratched:0.4`, `one-left`, `one-left:9`, `revealed`; null when malformed. */
export function parseScratchState(text: string): ScratchState | null {
  if (text === 'covered') return { kind: 'covered' };
  if (text === 'revealed') return { kind: 'revealed' };
  if (text === 'one-left') return { kind: 'one-left', zone: null };
  const left = /^one-left:([0-9]{1,2})$/.exec(text);
  if (left !== null) return { kind: 'one-left', zone: Number(left[1]) };
  const scratched = /^scratched:(.*)$/.exec(text);
  if (scratched !== null) {
    const share = decimalOf(scratched[1]!);
    if (share > 0 && share < 1) return { kind: 'scratched', share };
  }
  return null;
}

function scratchStateText(state: ScratchState): string {
  switch (state.kind) {
    case 'covered':
    case 'revealed':
      return state.kind;
    case 'one-left':
      return state.zone === null ? 'one-left' : `one-left:${state.zone}`;
    case 'scratched':
      return `scratched:${state.share}`;
  }
}

/** Whether a width × height at `density` is a size the studio draws. */
export function sizeInRange(width: number, height: number, density: number): boolean {
  return (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    width >= MIN_SIDE_PX &&
    height >= MIN_SIDE_PX &&
    width * density <= MAX_SIDE_PX &&
    height * density <= MAX_SIDE_PX
  );
}

/** `square` (a preset) or `1080x1080`; null when malformed (range is checked with the density). */
export function parseSize(text: string): StudioSettings['size'] | null {
  if ((SIZE_PRESET_IDS as readonly string[]).includes(text)) {
    const preset = text as SizePreset;
    return { preset, ...SIZE_PRESETS[preset] };
  }
  const match = /^([0-9]+)[x×]([0-9]+)$/.exec(text); // any number: one too large is out of range, not malformed
  if (match === null) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const preset = SIZE_PRESET_IDS.find((p) => SIZE_PRESETS[p].width === width && SIZE_PRESETS[p].height === height);
  return { preset: preset ?? 'custom', width, height };
}

function sizeText(size: StudioSettings['size']): string {
  return size.preset === 'custom' ? `${size.width}x${size.height}` : size.preset;
}

/** The size of what an export writes, in pixels. */
export function pixelSize(settings: StudioSettings): { width: number; height: number } {
  return { width: settings.size.width * settings.density, height: settings.size.height * settings.density };
}

/** Reads the studio's address. Every problem is reported, and a default stands in for each bad value. */
export function parseStudioQuery(search: string): ParsedStudioQuery {
  const params = new URLSearchParams(search);
  const problems: StudioProblem[] = [];
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!KNOWN.has(name)) problems.push({ code: 'unknown-param', name, value });
    else if (seen.has(name)) problems.push({ code: 'repeated-param', name, value });
    seen.add(name);
  }
  const get = (name: Param): string | null => params.get(name);
  const problem = (code: StudioProblemCode, name: Param, value: string, choices?: string) =>
    problems.push(choices === undefined ? { code, name, value } : { code, name, value, choices });
  const d = DEFAULT_STUDIO_SETTINGS;

  // `design` alone asks for a ticket of its game (and its variant), as the player's links do.
  const designText = get('design');
  const alone = designText !== null && isDesignId(designText) && get('game') === null && get('serial') === null;
  const implied = alone ? getDesign(designText) : null;
  const choiceParam = (name: Param): string | null =>
    implied !== null && name === 'game'
      ? implied.game
      : implied?.variant != null && name === 'variant' && get('variant') === null
        ? implied.variant
        : get(name);
  const ticket = parseChoice(choiceParam, problem);
  const design = parseDesignParam(designText, ticket, problem);

  let lang: Lang = d.lang;
  const langText = get('lang');
  if (langText !== null) {
    if (isLang(langText)) lang = langText;
    else problem('bad-lang', 'lang', langText);
  }

  let state: ScratchState = d.state;
  const stateText = get('state');
  if (stateText !== null) {
    const parsed = parseScratchState(stateText);
    if (parsed !== null) state = parsed;
    else problem(/^scratched:[0-9.]+$/.test(stateText) ? 'bad-share' : 'bad-state', 'state', stateText);
  }

  let hand = d.hand;
  const handText = get('hand');
  if (handText !== null) {
    const n = naturalOf(handText);
    if (n >= 1 && n <= MAX_HAND) hand = n;
    else problem('bad-hand', 'hand', handText);
  }

  let coin = d.coin;
  const coinText = get('coin');
  if (coinText !== null) {
    if (coinText === '0' || coinText === '1') coin = coinText === '1';
    else problem('bad-coin', 'coin', coinText);
  }

  let density = d.density;
  const densityText = get('density');
  if (densityText !== null) {
    const n = naturalOf(densityText);
    if ((DENSITIES as readonly number[]).includes(n)) density = n;
    else problem('bad-density', 'density', densityText);
  }

  let size = d.size;
  const sizeTextGiven = get('size');
  if (sizeTextGiven !== null) {
    const parsed = parseSize(sizeTextGiven);
    if (parsed === null) problem('bad-size', 'size', sizeTextGiven);
    else if (!sizeInRange(parsed.width, parsed.height, density)) problem('size-out-of-range', 'size', sizeTextGiven);
    else size = parsed;
  }

  let background = d.background;
  const bgText = get('bg');
  if (bgText !== null) {
    const parsed = parseBackground(bgText);
    if (parsed !== null) background = parsed;
    else problem('bad-background', 'bg', bgText);
  }

  const captions = { ...d.captions };
  for (const l of LANGS) {
    const text = get(captionParam(l));
    if (text === null) continue;
    const read = readCaption(text);
    if (read.ok) captions[l] = read.caption;
    else problem(read.code, captionParam(l), read.value);
  }

  let videoSeconds = d.videoSeconds;
  const videoText = get('video');
  if (videoText !== null) {
    const n = decimalOf(videoText);
    if (n >= MIN_VIDEO_SECONDS && n <= MAX_VIDEO_SECONDS && Number.isInteger(n * 10)) videoSeconds = n;
    else problem('bad-seconds', 'video', videoText);
  }

  let batchFormats = d.batchFormats;
  const formatsText = get('formats');
  if (formatsText !== null) {
    const names = formatsText.split(',');
    const formats = EXPORT_FORMATS.filter((f) => names.includes(f));
    if (formats.length > 0 && formats.length === new Set(names).size) batchFormats = formats;
    else problem('bad-formats', 'formats', formatsText);
  }

  return {
    settings: {
      ticket,
      design,
      lang,
      state,
      hand,
      coin,
      size,
      density,
      background,
      captions,
      videoSeconds,
      batchFormats,
    },
    problems,
  };
}

function parseChoice(
  get: (name: Param) => string | null,
  problem: (code: StudioProblemCode, name: Param, value: string, choices?: string) => void,
): TicketChoice {
  const d = DEFAULT_STUDIO_SETTINGS.ticket;
  if (d.kind !== 'prize') throw new Error('the default ticket is chosen by prize');
  const serialText = get('serial');
  if (serialText !== null) {
    const given = CHOICE_PARAMS.filter((p) => get(p) !== null);
    if (given.length > 0) {
      problem('serial-and-prize', 'serial', given.join(', '));
      return d;
    }
    const parsed = parseSerial(serialText.trim());
    if (parsed.ok) return { kind: 'serial', serial: serialText.trim() };
    problem(parsed.error.code, 'serial', serialText);
    return d;
  }

  let game: GameId = d.game;
  const gameText = get('game');
  if (gameText !== null) {
    if (isGameId(gameText)) game = gameText;
    else problem('bad-game', 'game', gameText);
  }

  let variant: VariantChoice = game === d.game ? d.variant : ANY_VARIANT;
  const variantText = get('variant');
  if (variantText !== null) {
    const read = readVariantChoice(game, variantText);
    if (read !== undefined) variant = read;
    else problem(gameVariants(game).length === 0 ? 'variant-needs-paws' : 'bad-variant', 'variant', variantText);
  }

  let seed = d.seed;
  const seedText = get('seed');
  if (seedText !== null) {
    const checked = checkSeed(seedText);
    if (checked.ok) seed = checked.value;
    else problem('bad-seed', 'seed', seedText);
  }

  let block = d.block;
  const blockText = get('block');
  if (blockText !== null) {
    const checked = checkBlock(naturalOf(blockText));
    if (checked.ok) block = checked.value;
    else problem('bad-block', 'block', blockText);
  }

  // The default prize belongs to the default game; another game starts on its first prize.
  let prizeCents = game === d.game ? d.prizeCents : (GAMES[game].prizeTable.at(-1)?.amountCents ?? 0);
  const prizeText = get('prize');
  if (prizeText !== null) {
    const cents = naturalOf(prizeText);
    if (Number.isSafeInteger(cents) && isPrizeOf(GAMES[game], cents)) prizeCents = cents;
    else problem('bad-prize', 'prize', prizeText, prizeChoices(game));
  }

  let pick = d.pick;
  const pickText = get('pick');
  if (pickText !== null) {
    const n = naturalOf(pickText);
    if (Number.isSafeInteger(n)) pick = n;
    else problem('bad-pick', 'pick', pickText);
  }
  return { kind: 'prize', game, variant, seed, block, prizeCents, pick };
}

/** Percent-encodes a value, keeping the characters that read well and are legal in a query. */
function encodeValue(text: string): string {
  return encodeURIComponent(text).replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%20/g, '+');
}

/** The address of `settings`: every setting, in a fixed order, so that equal settings give equal links. */
export function studioQuery(settings: StudioSettings): string {
  const entries: [Param, string][] = [];
  const t = settings.ticket;
  if (t.kind === 'serial') entries.push(['serial', t.serial]);
  else {
    entries.push(['game', t.game]);
    if (gameVariants(t.game).length > 0) entries.push(['variant', t.variant]);
    entries.push(['seed', t.seed], ['block', String(t.block)], ['prize', String(t.prizeCents)]);
    entries.push(['pick', String(t.pick)]);
  }
  // A design from a folder exists only in the page that opened it: a link cannot carry it.
  if (settings.design !== null && isDesignId(settings.design)) entries.push(['design', settings.design]);
  entries.push(
    ['lang', settings.lang],
    ['state', scratchStateText(settings.state)],
    ['hand', String(settings.hand)],
    ['coin', settings.coin ? '1' : '0'],
    ['size', sizeText(settings.size)],
    ['density', String(settings.density)],
    ['bg', backgroundText(settings.background)],
  );
  for (const l of LANGS) {
    const caption = captionAsRead(settings.captions[l]);
    if (caption !== '') entries.push([captionParam(l), caption]);
  }
  entries.push(['video', String(settings.videoSeconds)], ['formats', settings.batchFormats.join(',')]);
  return `?${entries.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&')}`;
}

/** The numbers a problem's message names. */
const LIMITS: Partial<Record<StudioProblemCode, { readonly min: number; readonly max: number }>> = {
  'bad-block': { min: 0, max: MAX_BLOCK },
  'bad-hand': { min: 1, max: MAX_HAND },
  'size-out-of-range': { min: MIN_SIDE_PX, max: MAX_SIDE_PX },
  'caption-too-long': { min: 0, max: MAX_CAPTION_LENGTH },
  'bad-seconds': { min: MIN_VIDEO_SECONDS, max: MAX_VIDEO_SECONDS },
  'bad-angle': { min: 0, max: MAX_ANGLE_DEG },
};

function problemFacts(problem: StudioProblem): StudioFacts {
  return { count: problem.count ?? 0, choices: problem.choices ?? '', ...(LIMITS[problem.code] ?? { min: 0, max: 0 }) };
}

/** A problem in words, naming `name` (the parameter by default; the CLI passes its option). */
export function studioProblemText(problem: StudioProblem, lang: Lang, name = problem.name): string {
  const shown = problem.value.length > 60 ? `${problem.value.slice(0, 60)}…` : problem.value;
  return STUDIO_WORDS[lang].problems[problem.code](name, shown, problemFacts(problem));
}

/**
 * A problem of the ticket list (`pick-out-of-range`, `prize-not-in-variant`) in the list's own words:
 * the block and the variant chosen in the page, the tickets numbered from 1 as the list shows them,
 * not the address's parameters. Null for any other problem.
 */
export function listProblemText(problem: StudioProblem, lang: Lang): string | null {
  const words = STUDIO_WORDS[lang];
  if (problem.code === 'prize-not-in-variant')
    return words.listMissing(studioVariantName(problem.value, lang), 0, problem.count ?? 0, 1);
  if (problem.code !== 'pick-out-of-range') return null;
  const variant =
    problem.choices === undefined || problem.choices === '' ? null : studioVariantName(problem.choices, lang);
  return words.listMissing(variant, problem.count ?? 0, 0, Number(problem.value) + 1);
}

/**
 * Reads `design`: a built-in design that draws the chosen ticket (its game; its variant, when the
 * choice names one). Problems are reported through `problem`; null when none is given or it is bad.
 */
function parseDesignParam(
  text: string | null,
  ticket: TicketChoice,
  problem: (code: StudioProblemCode, name: Param, value: string, choices?: string) => void,
): DesignId | null {
  if (text === null) return null;
  if (!isDesignId(text)) {
    problem('bad-design', 'design', text, designIds.join(', '));
    return null;
  }
  const design = getDesign(text);
  const drawn = ticket.kind === 'serial' ? ticketOfSerial(ticket.serial) : null;
  const game = drawn?.game ?? (ticket.kind === 'prize' ? ticket.game : design.game);
  const variant =
    drawn === null ? (ticket.kind === 'prize' ? ticket.variant : ANY_VARIANT) : (variantOf(drawn) ?? ANY_VARIANT);
  const fits =
    design.game === game && (design.variant === null || variant === ANY_VARIANT || variant === design.variant);
  if (!fits) {
    const choices = designsOfGame(game)
      .filter((d) => d.variant === null || variant === ANY_VARIANT || d.variant === variant)
      .map((d) => d.id)
      .join(', ');
    problem('design-mismatch', 'design', text, choices);
    return null;
  }
  return text;
}

/** The ticket of a well-formed serial; null otherwise. */
function ticketOfSerial(serial: string): Ticket | null {
  const parsed = parseSerial(serial);
  return parsed.ok ? generateTicket(parsed.value) : null;
}
