import type { Ticket } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import { designFor, getLayout, type DesignId, type TicketLayout } from '../layouts/index.ts';
import { ScratchLog } from './scratchLog.ts';

/** A colour the painter understands: `#rrggbb`. */
export type HexColour = `#${string}`;

/** What lies behind a framed ticket. */
export type Background =
  | { readonly kind: 'colour'; readonly colour: HexColour }
  | { readonly kind: 'gradient'; readonly from: HexColour; readonly to: HexColour; readonly angleDeg: number }
  | { readonly kind: 'transparent' };

/**
 * A marketing frame around the ticket: a background, an optional caption above it, and always the
 * simulated-game mention with the serial below it, in bands of their own that nothing covers.
 */
export interface Frame {
  readonly background: Background;
  readonly caption: string; // '' for none
}

/**
 * Everything a paint needs, as a plain value: the painter draws exactly this and reads nothing
 * else. The player, the studio, the embed and the QA sheet each build it from their own state.
 */
export interface Picture {
  readonly ticket: Ticket;
  readonly layout: TicketLayout; // usually the ticket's design (`pictureLayout`); QA may pass another
  readonly lang: Lang;
  readonly strokes: ScratchLog; // brush strokes so far, ticket units
  readonly revealed: readonly boolean[]; // per zone: its cover is off
  readonly result: boolean; // the win highlight shows (nothing to show on a losing ticket)
  readonly motion: boolean; // covers fade and a win is celebrated; false: still pictures
  readonly coin: { readonly x: number; readonly y: number } | null; // a coin on the ticket, ticket units
  readonly frame: Frame | null; // null: the ticket alone, filling the view
  readonly width: number; // view size, CSS pixels
  readonly height: number;
  readonly density: number; // device pixels per CSS pixel (1 to 3)
}

/** The layout a ticket is drawn with: the design asked for when it draws the ticket, else the ticket's own. */
export function pictureLayout(ticket: Ticket, design: DesignId | null = null): TicketLayout {
  return getLayout(designFor(ticket, design));
}

/** A covered ticket alone in a view, nothing scratched: the usual start of a picture. */
export function coveredPicture(
  ticket: Ticket,
  lang: Lang,
  size: { readonly width: number; readonly height: number; readonly density: number },
): Picture {
  const layout = pictureLayout(ticket);
  return {
    ticket,
    layout,
    lang,
    strokes: ScratchLog.empty(),
    revealed: layout.zones.map(() => false),
    result: false,
    motion: false,
    coin: null,
    frame: null,
    ...size,
  };
}

/** The size a picture is drawn at: CSS pixels and device pixels per CSS pixel. */
export interface ViewSize {
  readonly width: number;
  readonly height: number;
  readonly density: number;
}

/**
 * Where a mounted canvas gets its pictures: a host (the player, the studio's preview, the embed)
 * turns its own state into pictures and hears back the strokes drawn on the canvas.
 */
export interface PictureSource {
  /** The picture for a view of this size, or null when there is no ticket to show. */
  picture(view: ViewSize): Picture | null;
  /** Calls `listener` whenever the picture may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A brush segment drawn on the canvas, in ticket units; absent where the picture is not scratched by hand. */
  readonly scratch?: (x0: number, y0: number, x1: number, y1: number) => void;
}
