/**
 * How small printed text may get, per kind of text, and the screen the rule is set on. Sizes are
 * font sizes in CSS pixels on a phone 360 × 800 CSS px, the narrowest common phone screen, where the
 * player shows the ticket 344 px wide (360 px less the page's 8 px padding on each side; the
 * end-to-end test qaChecks checks that number against the player). At that width one ticket unit
 * is 344 / 600 = 0.573 CSS px, so a text of `size` units reads at `size × 0.573` px. (On a shorter
 * screen, 360 × 640, the ticket shrinks to keep its result and buttons in view without scrolling,
 * and its smallest print with it.)
 */

/** The kinds of printed text, each with its own floor. */
export type TextKind =
  'amountDigits' | 'amountWords' | 'title' | 'price' | 'serial' | 'scratchHere' | 'label' | 'rules';

/** Width of the player's ticket, CSS px, on a screen 360 CSS px wide. */
export const PHONE_TICKET_WIDTH_PX = 344;
/** The screen the rules are set on, CSS px. */
export const PHONE_SCREEN_WIDTH_PX = 360;
export const PHONE_SCREEN_HEIGHT_PX = 800;

/**
 * Smallest font size, CSS px on the 360 px phone, per kind of text. Why each:
 * - amountDigits 11: the outcome itself; 11 is the smallest size phone systems use for text
 *   (iOS's Caption 2, 11 pt; Android's smallest label, 11 sp).
 * - title, price 11: they name the game and its cost at a glance, the same floor.
 * - amountWords 8: they repeat the digits just above them (as printed tickets do, against
 *   tampering), in capitals, whose height is that of the digits' own; 8 px is the floor the issue
 *   itself names.
 * - label 8: the month names, capitals in the heaviest weight, tell the boxes apart.
 * - scratchHere 8: a hint on every cover, in capitals and bold.
 * - rules 7: the rules printed on the art are read once and are also given in full size on the
 *   Rules screen; 7 px bold is still read without zooming on a phone's dense screen.
 * - serial 6: fine print, as on a paper ticket, and shown full size beside the ticket in the player.
 * Below these a text is a speck: it fails even when it fits its box.
 */
export const MIN_TEXT_PX: Readonly<Record<TextKind, number>> = {
  amountDigits: 11,
  title: 11,
  price: 11,
  amountWords: 8,
  label: 8,
  scratchHere: 8,
  rules: 7,
  serial: 6,
};

/**
 * Narrowest a text's glyphs may be drawn, as a share of the width their font gives them: an art's
 * `textLength` with `lengthAdjust="spacingAndGlyphs"` (or a transform) that squeezes a line into
 * less room than it takes narrows every letter with it, whatever its font size. Down to 80 %, the
 * width of a condensed face, letters keep their shapes; below, their counters close and i, l and
 * t run together. A text stretched wider (the shipped rules, up to 170 %) is not held to a limit.
 */
export const MIN_TEXT_SQUEEZE = 0.8;

/**
 * Smallest font size, CSS px as laid out, of the words of a page around the ticket (the embed's
 * status, buttons and mention): they are not scaled with the ticket, and are read beside it at
 * arm's length; 12 px is the size phone systems give their secondary text (iOS's Caption 1, 12 pt).
 */
export const MIN_INTERFACE_TEXT_PX = 12;

/** CSS px on the 360 px phone of a length in ticket units, for a ticket `ticketWidth` units wide. */
export function phonePx(units: number, ticketWidth: number): number {
  return (units * PHONE_TICKET_WIDTH_PX) / ticketWidth;
}

/**
 * The kinds of text the contrast check reads: amounts (digits, words, the price) and labels (month
 * names, the serial, the art's printed rules and mentions). Not the title, a display text drawn
 * with a dark edge of its own, nor "Grattez ici", embossed in the latex like its grain: the cover
 * itself says where to scratch, and the zone buttons name each zone for screen readers.
 */
export const CONTRAST_KINDS: ReadonlySet<TextKind> = new Set<TextKind>([
  'amountDigits',
  'amountWords',
  'price',
  'serial',
  'label',
  'rules',
]);
