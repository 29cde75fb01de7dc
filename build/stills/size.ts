/**
 * The stills' size and quality. A still is shown in place of the ticket's canvas until the canvas
 * has drawn, a few hundred milliseconds at most, at the frame's size (at most 540 CSS pixels wide
 * beside a desktop panel, the phone's width on a phone): 720 pixels wide is sharp at a desktop's
 * density and on a phone at density 2, a little soft at density 3, and small enough not to slow
 * the page's scripts down on a slow network.
 */
export const STILL_WIDTH = 720;
export const STILL_QUALITY = 0.8;
