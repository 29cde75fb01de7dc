/**
 * Where and how the painter prints the texts it draws at run time (amounts, title, price, serial):
 * the box each is shrunk to fit, the largest size it takes, and its face. The painter
 * (src/render/ticketScene.ts) prints with these, and the text-fit check (src/qa/checks/textFit.ts)
 * measures with them, so both agree on every box. Sizes in ticket units.
 */
import type { DrawnFaceId } from '../fonts/faces.ts';
import type { Rect } from './geometry.ts';
import type { PrintedText, TicketLayout } from './index.ts';

/** How one text is fitted: a box, a largest size, a face; `wrap`: it may take two lines. */
export interface TextFit {
  readonly face: DrawnFaceId;
  readonly box: Rect;
  readonly maxSize: number;
  readonly align: 'left' | 'center' | 'right';
  readonly wrap: boolean;
}

/** The box a printed text may take around its anchor: `width` wide, `size` × 1.3 high. */
function anchorBox(t: PrintedText, width: number): Rect {
  const x = t.align === 'left' ? t.x : t.align === 'right' ? t.x - width : t.x - width / 2;
  return { x, y: t.y - t.size * 0.65, w: width, h: t.size * 1.3 };
}

/** An amount in digits: centred in its box, as high as the box. */
export function amountDigitsFit(box: Rect): TextFit {
  return { face: 'fredoka-600', box, maxSize: box.h, align: 'center', wrap: false };
}

/** An amount in words: at most half the box high, so that a long one ("ONE HUNDRED AND FIFTY EUROS") breaks into two lines that fill it. */
export function amountWordsFit(box: Rect): TextFit {
  return { face: 'nunito-800', box, maxSize: box.h * 0.5, align: 'center', wrap: true };
}

/** A one-line text printed at its anchor, in a box `width` units wide, at most its layout size. */
function anchoredFit(text: PrintedText, face: DrawnFaceId, width: number): TextFit {
  return { face, box: anchorBox(text, width), maxSize: text.size, align: text.align, wrap: false };
}

/** The game's name: within 24 units of the ticket's edges around its anchor, and at most 70 % of its width. */
export function titleFit(layout: TicketLayout): TextFit {
  const { title } = layout;
  const width = Math.min(2 * Math.min(title.x, layout.width - title.x) - 24, layout.width * 0.7);
  return anchoredFit(title, 'fredoka-600', width);
}

/** The price: 2.1 times its size wide. */
export function priceFit(layout: TicketLayout): TextFit {
  return anchoredFit(layout.price, 'fredoka-600', layout.price.size * 2.1);
}

/** The serial: up to 45 % of the ticket's width. */
export function serialFit(layout: TicketLayout): TextFit {
  return anchoredFit(layout.serial, 'nunito-700', layout.width * 0.45);
}
