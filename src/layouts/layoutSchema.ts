import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { DESIGN_IDS, ZONE_KINDS, type ZoneKind } from '../engine/index.ts';

// zod/mini (a fraction of zod's weight in the player's first load) carries no messages of its
// own: the English ones, as the full zod sets them.
z.config(en());

/**
 * Ticket layouts are data: one JSON file per design, in ticket units (the design's own
 * coordinate space, origin top-left, y down). Render and state (coverage grids) read the same
 * file through this schema.
 */

const finite = z.number(); // zod refuses NaN and ±Infinity
const positive = z.number().check(z.positive());

const ellipsePartSchema = z.object({
  kind: z.literal('ellipse'),
  cx: finite, // centre, ticket units
  cy: finite,
  rx: positive, // radii, ticket units
  ry: positive,
});

const rectPartSchema = z.object({
  kind: z.literal('rect'),
  x: finite, // top-left corner, ticket units
  y: finite,
  w: positive,
  h: positive,
  r: z._default(z.number().check(z.minimum(0)), 0), // corner radius, ticket units
});

const polygonPartSchema = z.object({
  kind: z.literal('polygon'),
  points: z.array(z.tuple([finite, finite])).check(z.minLength(3)), // vertices in order, ticket units
});

export const shapePartSchema = z.discriminatedUnion('kind', [ellipsePartSchema, rectPartSchema, polygonPartSchema]);

/** A square box in which one symbol is drawn (the symbol's art is scaled to fit it). */
const symbolSlotSchema = z.object({
  x: finite, // top-left, ticket units
  y: finite,
  size: positive, // side of the square, ticket units
});

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/** A text box: amounts in digits, or in words. Text is centred and shrunk to fit. */
const textBoxSchema = z.object({
  x: finite,
  y: finite,
  w: positive,
  h: positive,
  color: z.optional(hexColour), // the amount's ink; absent: the painter's default ink
});

const zoneSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)), // paw-1..paw-9, bonus, month-1..month-12, gain
  kind: z.enum(ZONE_KINDS as [ZoneKind, ...ZoneKind[]]),
  cover: z.optional(z.enum(['silver', 'gold'])), // the latex's finish; absent: silver
  shape: z.array(shapePartSchema).check(z.minLength(1)), // union of parts = the cover and the content area
  slots: z.array(symbolSlotSchema), // one per symbol under the cover, in face order
  amountDigits: z.optional(textBoxSchema), // months and gain only
  amountWords: z.optional(textBoxSchema),
  label: z.optional(textBoxSchema), // where the month name is printed (outside the cover)
});

const printedTextSchema = z.object({
  x: finite, // anchor, ticket units
  y: finite,
  size: positive, // font size, ticket units
  align: z._default(z.enum(['left', 'center', 'right']), 'center'),
  color: hexColour,
});

/** A ticket design: each variant of a game has its own, a game without variants one (see the engine's `designsOf`). */
export const designIds = DESIGN_IDS;

export const layoutSchema = z.object({
  design: z.enum(DESIGN_IDS as [string, ...string[]]),
  width: positive, // ticket units
  height: positive,
  background: z.string().check(z.minLength(1)), // file name of the SVG art in assets/tickets/
  // edge: the dark outline of the game's name, from its band's colour (a deep navy when absent)
  title: z.extend(printedTextSchema, { edge: z.optional(hexColour) }),
  price: printedTextSchema,
  serial: printedTextSchema,
  zones: z.array(zoneSchema).check(z.minLength(1)),
});

export type ShapePart = z.infer<typeof shapePartSchema>;
export type ZoneLayout = z.infer<typeof zoneSchema>;
export type PrintedText = z.infer<typeof printedTextSchema>;
export type DesignId = string;
export type TicketLayout = z.infer<typeof layoutSchema>;
