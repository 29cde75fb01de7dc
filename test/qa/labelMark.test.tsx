// @vitest-environment jsdom
/**
 * A failing box's name (or number) on the QA sheet and lab is drawn over the ticket's art, which
 * may be as red or as dark as the name: each is drawn on an opaque plate that covers its text and
 * makes it readable whatever lies under it.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio, hexLuminance } from '../../src/layouts/colour.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { getLayout } from '../../src/layouts/index.ts';
import { LABEL_FONT_PX, paintFailingBoxes, placeLabels, type Painter } from '../../src/qa/sheet/labels.ts';
import { LabelMark } from '../../src/qa/sheet/LabelMark.tsx';

afterEach(cleanup);

const layout = getLayout('months');
const cover = (i: number) => shapeBounds(layout.zones[i]!.shape);
// January's whole cover failing (named beside it), and February's failing two checks (numbered).
const failing = [
  { name: 'month-1', rect: cover(0) },
  { name: 'month-2', rect: cover(1), findings: [1, 2] },
];

describe('LabelMark', () => {
  for (const ticketWidthPx of [304, 374, 540]) {
    it(`draws each name and number on an opaque plate under its whole text, ${ticketWidthPx} px wide`, () => {
      const unitsPerPx = layout.width / ticketWidthPx;
      const labels = placeLabels(layout, failing, ticketWidthPx);
      expect(labels.map((l) => l.keyed)).toEqual([false, true]);
      const { container } = render(
        <svg>
          {labels.map((label, i) => (
            <LabelMark key={i} label={label} unitsPerPx={unitsPerPx} />
          ))}
        </svg>,
      );
      const marks = [...container.querySelectorAll('svg > g')];
      expect(marks).toHaveLength(labels.length);
      marks.forEach((mark, i) => {
        const label = labels[i]!;
        const [plate, text] = [...mark.children];
        // The plate first (under), then the text.
        expect(plate?.tagName, label.text).toBe('rect');
        expect(text?.tagName, label.text).toBe('text');
        expect(text!.textContent).toBe(label.text);
        const n = (name: string) => Number(plate!.getAttribute(name));
        const size = LABEL_FONT_PX * unitsPerPx;
        // It covers the text: its width, and from the ascenders to the descenders.
        expect(n('x'), label.text).toBeLessThanOrEqual(label.textX);
        expect(n('x') + n('width'), label.text).toBeGreaterThanOrEqual(label.textX + label.textWidth - 1e-9);
        expect(n('y'), label.text).toBeLessThanOrEqual(label.baseline - 0.9 * size);
        expect(n('y') + n('height'), label.text).toBeGreaterThanOrEqual(label.baseline + 0.25 * size);
        // Opaque: the art does not show through and change the text's contrast.
        for (const attr of ['opacity', 'fill-opacity']) expect(plate!.getAttribute(attr), label.text).toBeNull();
        const fill = plate!.getAttribute('fill') ?? '';
        const ink = text!.getAttribute('fill') ?? '';
        expect(fill, label.text).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrastRatio(hexLuminance(ink), hexLuminance(fill)), label.text).toBeGreaterThanOrEqual(4.5);
      });
    });
  }
});

// The lab's report picture is a canvas, drawn at the picture's density: its labels are the sheet's,
// each on its plate.
describe('paintFailingBoxes', () => {
  type Op = { op: string; args: number[]; text?: string; fill: string; lineWidth: number };
  function recorder(charPx: number): { ctx: Painter; ops: Op[] } {
    const ops: Op[] = [];
    const fill = () => (typeof ctx.fillStyle === 'string' ? ctx.fillStyle : 'not a colour');
    const ctx: Painter = {
      strokeStyle: '',
      fillStyle: '',
      lineWidth: 0,
      font: '',
      strokeRect: (...args: number[]) => ops.push({ op: 'strokeRect', args, fill: fill(), lineWidth: ctx.lineWidth }),
      fillRect: (...args: number[]) => ops.push({ op: 'fillRect', args, fill: fill(), lineWidth: ctx.lineWidth }),
      fillText: (text: string, ...args: number[]) =>
        ops.push({ op: 'fillText', args, text, fill: fill(), lineWidth: ctx.lineWidth }),
      measureText: (text: string) => ({ width: text.length * charPx }) as TextMetrics,
    };
    return { ctx, ops };
  }
  const overlap = (a: readonly number[], b: readonly number[]) =>
    a[0]! < b[0]! + b[2]! && b[0]! < a[0]! + a[2]! && a[1]! < b[1]! + b[3]! && b[1]! < a[1]! + a[3]!;
  const near = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((v, i) => Math.abs(v - b[i]!) < 1e-6);

  for (const density of [1, 2, 3]) {
    it(`writes each name on an opaque plate under its whole text, clear of the outline, density ${density}`, () => {
      const ticketWidthPx = 374;
      const scale = (ticketWidthPx / layout.width) * density;
      const fontPx = LABEL_FONT_PX * density;
      const { ctx, ops } = recorder(0.6 * fontPx);
      const labels = paintFailingBoxes(ctx, { layout, ticketWidthPx, density }, failing);
      const texts = ops.filter((o) => o.op === 'fillText');
      expect(texts.map((o) => o.text)).toEqual(labels.map((l) => l.text));
      const outlines = ops.filter((o) => o.op === 'strokeRect').slice(0, failing.length);
      texts.forEach((text, i) => {
        const [x, baseline, maxWidth] = text.args as [number, number, number];
        const plate = ops
          .slice(0, ops.indexOf(text))
          .filter((o) => o.op === 'fillRect')
          .at(-1);
        expect(plate, text.text).toBeDefined();
        const [px, py, pw, ph] = plate!.args as [number, number, number, number];
        expect(px).toBeLessThanOrEqual(x);
        expect(px + pw).toBeGreaterThanOrEqual(x + maxWidth);
        expect(py).toBeLessThanOrEqual(baseline - 0.9 * fontPx);
        expect(py + ph).toBeGreaterThanOrEqual(baseline + 0.25 * fontPx);
        // Clear of its box's outline (drawn lineWidth wide across the box's edge), which it would otherwise hide.
        const { rect } = failing[i]!;
        const line = outlines[i]!.lineWidth;
        const stroked = [
          rect.x * scale - line / 2,
          rect.y * scale - line / 2,
          rect.w * scale + line,
          rect.h * scale + line,
        ];
        expect(overlap(plate!.args, stroked), text.text).toBe(false);
        expect(contrastRatio(hexLuminance(text.fill), hexLuminance(plate!.fill))).toBeGreaterThanOrEqual(4.5);
      });
    });
  }

  // On 12 Mois a failing amount in words has its amount in digits just above it: the report wrote
  // its name there, over the digits, where the sheet writes it elsewhere.
  const words = (i: number) => layout.zones[i]!.amountWords!;
  const printed = layout.zones.flatMap((zone) =>
    [zone.amountDigits, zone.amountWords, zone.label].filter((b) => b !== undefined),
  );
  for (const [ticketWidthPx, density] of [
    [304, 1],
    [374, 3],
    [540, 2],
  ] as const) {
    it(`puts each label where the sheet puts it, hiding no printed box, ${ticketWidthPx} px at density ${density}`, () => {
      const boxes = [
        { name: 'month-1.amountWords', rect: words(0) },
        { name: 'month-5.amountWords', rect: words(4), findings: [1, 2] },
      ];
      const origin = { x: 7, y: 11 };
      const scale = (ticketWidthPx / layout.width) * density;
      const px = (r: { x: number; y: number; w: number; h: number }) => [
        origin.x + r.x * scale,
        origin.y + r.y * scale,
        r.w * scale,
        r.h * scale,
      ];
      const { ctx, ops } = recorder(0.6 * LABEL_FONT_PX * density);
      paintFailingBoxes(ctx, { layout, ticketWidthPx, density, origin }, boxes);
      const sheet = placeLabels(layout, boxes, ticketWidthPx);
      expect(sheet[1]!.keyed).toBe(true); // failing twice: numbered, wherever a name would fit
      const texts = ops.filter((o) => o.op === 'fillText');
      expect(texts.map((t) => t.text)).toEqual(sheet.map((l) => l.text));
      texts.forEach((text, i) => {
        const label = sheet[i]!;
        expect(text.args.slice(0, 2)).toEqual([origin.x + label.textX * scale, origin.y + label.baseline * scale]);
        const plate = ops
          .slice(0, ops.indexOf(text))
          .filter((o) => o.op === 'fillRect')
          .at(-1)!;
        expect(near(plate.args, px(label.box)), text.text).toBe(true);
        for (const box of printed) expect(overlap(plate.args, px(box)), `${text.text} over a printed box`).toBe(false);
      });
    });
  }
});
