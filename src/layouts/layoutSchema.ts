import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { GAME_IDS, ZONE_KINDS, type GameId, type ZoneKind } from '../engine/index.ts';

// zod/mini (a fraction of zod's weight in the player's first load) carries no messages of its
// own: the English ones, as the full zod sets them.
z.config(en());

/**
 * Ticket designs are data: a folder per design, designs/<id>/, whose design.json holds the
 * layout in ticket units (the design's own coordinate space, origin top-left, y down) beside what
 * the design draws and its name (docs/qa.md, "For designers"). Render and state (coverage grids)
 * read the same file through these schemas.
 *
 * The objects are strict: a field the schema does not know is refused, not dropped, so that a
 * misspelt one (`colour` for `color`, `amountDigit`) is reported where it is instead of leaving
 * the design silently without what it meant.
 */

const finite = z.number(); // zod refuses NaN and ±Infinity
const positive = z.number().check(z.positive());

const ellipsePartSchema = z.strictObject({
  kind: z.literal('ellipse'),
  cx: finite, // centre, ticket units
  cy: finite,
  rx: positive, // radii, ticket units
  ry: positive,
});

const rectPartSchema = z.strictObject({
  kind: z.literal('rect'),
  x: finite, // top-left corner, ticket units
  y: finite,
  w: positive,
  h: positive,
  r: z._default(z.number().check(z.minimum(0)), 0), // corner radius, ticket units
});

const polygonPartSchema = z.strictObject({
  kind: z.literal('polygon'),
  points: z.array(z.tuple([finite, finite])).check(z.minLength(3)), // vertices in order, ticket units
});

export const shapePartSchema = z.discriminatedUnion('kind', [ellipsePartSchema, rectPartSchema, polygonPartSchema]);

/** A square box in which one symbol is drawn (the symbol's art is scaled to fit it). */
const symbolSlotSchema = z.strictObject({
  x: finite, // top-left, ticket units
  y: finite,
  size: positive, // side of the square, ticket units
});

/** A colour as design.json writes it: `#rrggbb`, six hexadecimal digits. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** A zone's id: lower-case letters, digits and dashes. */
export const ZONE_ID_PATTERN = /^[a-z0-9-]+$/;
/** The art's file name: lower case, an SVG in the design's folder. */
export const ART_FILE_PATTERN = /^[a-z0-9][a-z0-9._-]*\.svg$/;

const hexColour = z.string().check(z.regex(HEX_COLOUR_PATTERN));

/** A text box: amounts in digits, or in words. Text is centred and shrunk to fit. */
const textBoxSchema = z.strictObject({
  x: finite,
  y: finite,
  w: positive,
  h: positive,
  color: z.optional(hexColour), // the amount's ink; absent: the painter's default ink
});

const zoneSchema = z.strictObject({
  id: z.string().check(z.regex(ZONE_ID_PATTERN)), // paw-1..paw-9, bonus, month-1..month-12, gain
  kind: z.enum(ZONE_KINDS as [ZoneKind, ...ZoneKind[]]),
  cover: z.optional(z.enum(['silver', 'gold'])), // the latex's finish; absent: silver
  shape: z.array(shapePartSchema).check(z.minLength(1)), // union of parts = the cover and the content area
  slots: z.array(symbolSlotSchema), // one per symbol under the cover, in face order
  amountDigits: z.optional(textBoxSchema), // months and gain only
  amountWords: z.optional(textBoxSchema),
  label: z.optional(textBoxSchema), // where the month name is printed (outside the cover)
});

const printedTextSchema = z.strictObject({
  x: finite, // anchor, ticket units
  y: finite,
  size: positive, // font size, ticket units
  align: z._default(z.enum(['left', 'center', 'right']), 'center'),
  color: hexColour,
});

/** A design's id: its folder's name, lower-case letters, digits and dashes (`dog`, `calendrier`). */
export const DESIGN_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The inks a design prints its amounts with (absent: the painter's navy). */
const paletteSchema = z.strictObject({
  amount: hexColour, // amounts in digits, where a box sets no colour of its own
  words: hexColour, // amounts in words, likewise
});

const layoutShape = {
  design: z.string().check(z.regex(DESIGN_ID_PATTERN)),
  game: z.optional(z.enum(GAME_IDS as [GameId, ...GameId[]])), // absent: the game of the built-in design
  width: positive, // ticket units
  height: positive,
  background: z.string().check(z.regex(ART_FILE_PATTERN)), // the French art, in the design's folder
  // edge: the dark outline of the game's name, from its band's colour (a deep navy when absent)
  title: z.extend(printedTextSchema, { edge: z.optional(hexColour) }),
  price: printedTextSchema,
  serial: printedTextSchema,
  palette: z.optional(paletteSchema),
  zones: z.array(zoneSchema).check(z.minLength(1)),
};

/**
 * A layout: a design.json's drawing. Its top level lets other fields pass (a design.json's name
 * and variant, when a layout is read from one); every object inside is strict, as a design's.
 */
export const layoutSchema = z.object(layoutShape);

/** A design's name in each language, as the lobby, the studio and the QA sheet show it. */
const namesSchema = z.strictObject({
  fr: z.string().check(z.minLength(1), z.maxLength(40)),
  en: z.string().check(z.minLength(1), z.maxLength(40)),
});

/**
 * A design.json: its layout, and what it draws (a game, and the variant for a game that has
 * variants; null otherwise) with its name in each language.
 */
export const designSchema = z.strictObject({
  ...layoutShape,
  game: z.enum(GAME_IDS as [GameId, ...GameId[]]),
  variant: z.nullable(z.string().check(z.minLength(1))),
  name: namesSchema,
});

export type ShapePart = z.infer<typeof shapePartSchema>;
export type ZoneLayout = z.infer<typeof zoneSchema>;
export type PrintedText = z.infer<typeof printedTextSchema>;
export type DesignId = string;
export type TicketLayout = z.infer<typeof layoutSchema>;
export type DesignJson = z.infer<typeof designSchema>;
