import { slotRect, type Rect } from '../../layouts/geometry.ts';
import type { TicketLayout } from '../../layouts/index.ts';
import { priceFit, serialFit, titleFit } from '../../layouts/printedTexts.ts';
import type { Finding } from '../checks/problems.ts';

/*
 * Where the sheet writes the name of each failing box. Just above the box, as it was, the name
 * hid what the ticket prints there (on 12 Mois, the amount in digits above a failing amount in
 * words). Each name goes outside its box, inside the ticket, on a side where the ticket prints
 * nothing: no text box, no symbol's slot, no text of the art or of the painter (the game's title,
 * the price, the serial), no other failing box nor name. Where
 * no side has room for the name, a number stands for it, placed the same way, and the legend under
 * the picture names it. A box that fails several checks (or one check several ways) gets one number,
 * never a name and a number per finding side by side over one another: the legend names the box and
 * each of its checks.
 */

/** A box that fails: its name (without the design), where it is, and each finding outlining it. */
export interface FailingBox {
  readonly name: string;
  readonly rect: Rect;
  /** Each finding on this box, with its place in the list it came from (the results' order). */
  readonly findings: readonly { readonly finding: Finding; readonly index: number }[];
}

/**
 * The failing boxes of one picture, in the order their first finding comes: the findings that
 * outline one box (one element, one rect) grouped into one.
 */
export function failingBoxes(findings: readonly Finding[]): FailingBox[] {
  const boxes = new Map<string, { name: string; rect: Rect; findings: { finding: Finding; index: number }[] }>();
  findings.forEach((finding, index) => {
    if (finding.rect === undefined) return;
    const name = finding.element.split('.').slice(1).join('.');
    const { x, y, w, h } = finding.rect;
    const key = JSON.stringify([name, x, y, w, h]);
    const box = boxes.get(key) ?? { name, rect: finding.rect, findings: [] };
    box.findings.push({ finding, index });
    boxes.set(key, box);
  });
  return [...boxes.values()];
}

/** A name (or its number) as the sheet writes it, in ticket units. */
export interface PlacedLabel {
  readonly text: string; // the element's name, or its number in the legend
  readonly keyed: boolean; // a number: the legend names the element
  readonly box: Rect; // all it covers
  readonly textX: number; // where the text starts
  readonly textWidth: number; // its width, exactly (the sheet gives it as textLength)
  readonly baseline: number; // where the text sits
}

/** The red of a failing box: its outline, a name's letters, a number's plate. */
export const FAILING_RED = '#e0002a';
/**
 * What a name is written on. The name sits on the ticket's art, which may be as red or as dark as
 * the name itself (a whole cover failing on 12 Mois puts its name over the dark art under January):
 * an opaque plate makes the name as readable on any art as on white, where the red gives 5:1.
 */
export const NAME_PLATE = '#ffffff';

/** The label's font size on the screen, px. */
export const LABEL_FONT_PX = 11;
// The width each character is given (textLength stretches or squeezes the text to it), in ems:
// Nunito's extra-bold lower case is about 0.55 em wide.
const CHAR_EM = 0.6;
// Above and below the baseline the box reserves, in ems: ascenders and descenders fit within.
const ASCENT_EM = 1;
const DESCENT_EM = 0.3;
// A number's box: room around its digits, in ems.
const KEY_PAD_EM = 0.35;

/**
 * What the ticket prints at places the layout fixes: every zone's text boxes and symbols' slots,
 * and the boxes the painter fits its own texts in (the game's title, the price, the serial).
 */
function printedBoxes(layout: TicketLayout): Rect[] {
  return [
    ...layout.zones.flatMap((zone) => [
      ...[zone.amountDigits, zone.amountWords, zone.label].filter((b) => b !== undefined),
      ...zone.slots.map(slotRect),
    ]),
    ...[titleFit(layout), priceFit(layout), serialFit(layout)].map((fit) => fit.box),
  ];
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Where a box `w` × `h` may go around `target`, `gap` away, nearest first: above, below, right, left. */
function around(target: Rect, w: number, h: number, gap: number, width: number): Rect[] {
  const clampX = (x: number) => Math.min(Math.max(x, 0), Math.max(0, width - w));
  const above = target.y - gap - h;
  const below = target.y + target.h + gap;
  const middle = target.y + target.h / 2 - h / 2;
  const xs = [target.x, target.x + target.w - w, target.x + target.w / 2 - w / 2];
  return [
    ...xs.map((x) => ({ x: clampX(x), y: above, w, h })),
    ...xs.map((x) => ({ x: clampX(x), y: below, w, h })),
    { x: target.x + target.w + gap, y: middle, w, h },
    { x: target.x - gap - w, y: middle, w, h },
    // Beside the box at its top and its bottom too: a row of boxes leaves room at their corners.
    { x: target.x + target.w + gap, y: target.y, w, h },
    { x: target.x - gap - w, y: target.y, w, h },
    { x: target.x + target.w + gap, y: target.y + target.h - h, w, h },
    { x: target.x - gap - w, y: target.y + target.h - h, w, h },
  ];
}

/**
 * The names of `failing` boxes (in order) on a ticket drawn `ticketWidthPx` wide: each inside the
 * ticket where it hides nothing the ticket prints (`printedBoxes`, and the art's texts once read:
 * `artTexts`), no failing box and no other name; else its number (from 1, in the order of the
 * keyed ones), placed so; else, where no place is free, the number where it hides least. A box
 * with several findings (`findings` over 1) always gets a number: its legend entry lists them.
 */
export function placeLabels(
  layout: TicketLayout,
  failing: readonly { readonly name: string; readonly rect: Rect; readonly findings?: readonly unknown[] }[],
  ticketWidthPx: number,
  artTexts: readonly Rect[] = [],
): PlacedLabel[] {
  const unitsPerPx = layout.width / ticketWidthPx;
  const size = LABEL_FONT_PX * unitsPerPx;
  const gap = 2 * unitsPerPx;
  const taken: Rect[] = [...printedBoxes(layout), ...artTexts, ...failing.map((f) => f.rect)];
  const inside = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.w <= layout.width && r.y + r.h <= layout.height;
  const free = (r: Rect) => inside(r) && !taken.some((t) => overlaps(r, t));
  const height = (ASCENT_EM + DESCENT_EM) * size;
  const placed: PlacedLabel[] = [];
  let keys = 0;
  for (const { name, rect, findings } of failing) {
    const nameWidth = name.length * CHAR_EM * size;
    const several = (findings?.length ?? 1) > 1;
    const named = several ? undefined : around(rect, nameWidth, height, gap, layout.width).find(free);
    let label: PlacedLabel;
    if (named !== undefined) {
      label = {
        text: name,
        keyed: false,
        box: named,
        textX: named.x,
        textWidth: nameWidth,
        baseline: named.y + ASCENT_EM * size,
      };
    } else {
      const text = String(++keys);
      const textWidth = text.length * CHAR_EM * size;
      const spots = around(rect, textWidth + 2 * KEY_PAD_EM * size, height, gap, layout.width);
      const hidden = (r: Rect) => taken.reduce((sum, t) => sum + overlapArea(r, t), 0);
      const box = spots.find(free) ?? spots.filter(inside).sort((a, b) => hidden(a) - hidden(b))[0] ?? spots[0]!; // a box larger than the ticket's margins: none is inside
      label = {
        text,
        keyed: true,
        box,
        textX: box.x + KEY_PAD_EM * size,
        textWidth,
        baseline: box.y + ASCENT_EM * size,
      };
    }
    placed.push(label);
    taken.push(label.box);
  }
  return placed;
}

/** The room an overlay needs around the ticket's picture, CSS px on each side. */
export interface Spill {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

// Room for a red outline's stroke past its box (drawn 3 px wide, centred on it), CSS px.
const OUTLINE_PX = 3;

/**
 * How far past the ticket's edges the overlay draws `boxes` (failing elements' boxes and their
 * labels, ticket units), in CSS px at a picture `ticketWidthPx` wide, with room for the outline:
 * the sheet and the lab give the picture that margin, so that what goes outside the ticket is seen
 * whole rather than clipped at its edge. 0 on a side nothing crosses.
 */
export function overlaySpill(
  layout: Pick<TicketLayout, 'width' | 'height'>,
  boxes: readonly Rect[],
  ticketWidthPx: number,
): Spill {
  const pxPerUnit = ticketWidthPx / layout.width;
  const past = (units: number) => (units > 0 ? Math.ceil(units * pxPerUnit) + OUTLINE_PX : 0);
  const most = (of: (box: Rect) => number) => past(Math.max(0, ...boxes.map(of)));
  return {
    top: most((b) => -b.y),
    right: most((b) => b.x + b.w - layout.width),
    bottom: most((b) => b.y + b.h - layout.height),
    left: most((b) => -b.x),
  };
}

/** What `paintFailingBoxes` draws with: a 2D canvas context, or a stand-in that records. */
export type Painter = Pick<
  CanvasRenderingContext2D,
  'strokeStyle' | 'fillStyle' | 'lineWidth' | 'font' | 'strokeRect' | 'fillRect' | 'fillText' | 'measureText'
>;

/** Where and how large the ticket is on a picture `paintFailingBoxes` draws on. */
export interface PictureFrame {
  readonly layout: TicketLayout;
  readonly ticketWidthPx: number; // as the sheet shows it, CSS px: the labels' size and place follow
  readonly density: number; // canvas px a CSS px
  readonly origin?: { readonly x: number; readonly y: number }; // the ticket's corner on the canvas, canvas px
  readonly artTexts?: readonly Rect[]; // the art's texts, once read: no name hides them
}

/**
 * Outlines each failing box on a canvas picture and writes its name, or its number, where the
 * sheet writes it: placed by `placeLabels`, the one rule for both, so that the lab's saved report
 * (where the sheet's overlay, LabelMark, is not drawn) hides nothing the sheet keeps clear. Drawn
 * as LabelMark draws it: a name in red on an opaque white plate, a number white on a red plate
 * ringed in white. Returns the labels, for the legend of the numbered ones.
 */
export function paintFailingBoxes(
  ctx: Painter,
  frame: PictureFrame,
  failing: readonly { readonly name: string; readonly rect: Rect; readonly findings?: readonly unknown[] }[],
  // Placed already by a caller that needed them first (the room they take around the picture).
  labels: readonly PlacedLabel[] = placeLabels(frame.layout, failing, frame.ticketWidthPx, frame.artTexts),
): readonly PlacedLabel[] {
  const { layout, ticketWidthPx, density } = frame;
  const scale = (ticketWidthPx / layout.width) * density; // canvas px a ticket unit
  const [ox, oy] = [frame.origin?.x ?? 0, frame.origin?.y ?? 0];
  const at = (r: Rect): [number, number, number, number] => [
    ox + r.x * scale,
    oy + r.y * scale,
    r.w * scale,
    r.h * scale,
  ];
  ctx.strokeStyle = FAILING_RED;
  ctx.lineWidth = 3 * density; // as the sheet's outline: 1.5 units a CSS px, twice
  for (const { rect } of failing) ctx.strokeRect(...at(rect));
  ctx.font = `800 ${LABEL_FONT_PX * density}px Nunito, sans-serif`;
  for (const label of labels) {
    ctx.fillStyle = label.keyed ? FAILING_RED : NAME_PLATE;
    ctx.fillRect(...at(label.box));
    if (label.keyed) {
      ctx.strokeStyle = NAME_PLATE;
      ctx.lineWidth = density;
      ctx.strokeRect(...at(label.box));
    }
    ctx.fillStyle = label.keyed ? NAME_PLATE : FAILING_RED;
    // Squeezed to the width placeLabels gave it where the font draws it wider (the sheet's textLength).
    ctx.fillText(label.text, ox + label.textX * scale, oy + label.baseline * scale, label.textWidth * scale);
  }
  return labels;
}
