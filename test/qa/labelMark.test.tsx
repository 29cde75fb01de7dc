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

// The lab's report picture is a canvas, drawn at the picture's density: its names get a plate too.
describe('paintFailingBoxes', () => {
  type Op = { op: string; args: number[]; text?: string; fill: string };
  function recorder(charPx: number): { ctx: Painter; ops: Op[] } {
    const ops: Op[] = [];
    const fill = () => (typeof ctx.fillStyle === 'string' ? ctx.fillStyle : 'not a colour');
    const ctx: Painter = {
      strokeStyle: '',
      fillStyle: '',
      lineWidth: 0,
      font: '',
      strokeRect: (...args: number[]) => ops.push({ op: 'strokeRect', args, fill: fill() }),
      fillRect: (...args: number[]) => ops.push({ op: 'fillRect', args, fill: fill() }),
      fillText: (text: string, ...args: number[]) => ops.push({ op: 'fillText', args, text, fill: fill() }),
      measureText: (text: string) => ({ width: text.length * charPx }) as TextMetrics,
    };
    return { ctx, ops };
  }

  for (const density of [1, 2, 3]) {
    it(`writes each name on an opaque plate under its whole text, clear of the outline, density ${density}`, () => {
      const scale = (374 / layout.width) * density;
      const fontPx = Math.max(11, Math.round(scale * 11));
      const { ctx, ops } = recorder(0.6 * fontPx);
      const boxes = failing.map(({ name, rect }) => ({ name, rect }));
      paintFailingBoxes(ctx, scale, boxes);
      const texts = ops.filter((o) => o.op === 'fillText');
      expect(texts.map((o) => o.text)).toEqual(boxes.map((b) => b.name));
      for (const text of texts) {
        const box = boxes.find((b) => b.name === text.text)!;
        const [x, baseline] = text.args as [number, number];
        const plate = ops
          .slice(0, ops.indexOf(text))
          .filter((o) => o.op === 'fillRect')
          .at(-1);
        expect(plate, text.text).toBeDefined();
        const [px, py, pw, ph] = plate!.args as [number, number, number, number];
        expect(px).toBeLessThanOrEqual(x);
        expect(px + pw).toBeGreaterThanOrEqual(x + text.text!.length * 0.6 * fontPx);
        expect(py).toBeLessThanOrEqual(baseline - 0.9 * fontPx);
        expect(py + ph).toBeGreaterThanOrEqual(baseline + 0.25 * fontPx);
        // Clear of the box's outline, which it would otherwise hide.
        expect(py + ph).toBeLessThanOrEqual(box.rect.y * scale - ctx.lineWidth / 2);
        expect(contrastRatio(hexLuminance(text.fill), hexLuminance(plate!.fill))).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
