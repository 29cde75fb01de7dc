/**
 * Where the QA sheet writes a failing box's name (src/qa/sheet/labels.ts): never over what the
 * ticket prints, the painter's own texts included (the game's title, the price, the serial).
 */
import { describe, expect, it } from 'vitest';
import type { Rect } from '../../src/layouts/geometry.ts';
import { designIds, getLayout } from '../../src/layouts/index.ts';
import { priceFit, serialFit, titleFit } from '../../src/layouts/printedTexts.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';
import { failingBoxes, overlaySpill, placeLabels } from '../../src/qa/sheet/labels.ts';

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('placeLabels', () => {
  it('hides none of the texts the painter prints: the title, the price, the serial', () => {
    for (const design of designIds) {
      const layout = getLayout(design);
      const facts = { title: titleFit(layout).box, price: priceFit(layout).box, serial: serialFit(layout).box };
      for (const [fact, box] of Object.entries(facts)) {
        // A failing box just under the fact (over it, at the ticket's foot): the nearest place
        // for its name, above it (below it), is on the fact.
        const under = { x: box.x, y: box.y + box.h + 1, w: box.w, h: 12 };
        const fits = under.y + under.h <= layout.height - 10;
        const [where, rect] = fits ? ['under', under] : ['over', { ...under, y: box.y - 13 }];
        for (const ticketWidthPx of [304, 374, 540]) {
          const [label] = placeLabels(layout, [{ name: `${design}.box`, rect }], ticketWidthPx);
          const hidden = Object.entries(facts)
            .filter(([, b]) => overlaps(label!.box, b))
            .map(([name]) => name);
          expect(hidden, `${design}: a box ${where} the ${fact}, ${ticketWidthPx} px`).toEqual([]);
        }
      }
    }
  });
});

// A failing box outside the ticket had its red outline and its name clipped at the ticket's edge:
// the sheet and the lab draw the overlay with room around the picture for what goes past it.
describe('overlaySpill', () => {
  const layout = getLayout('months'); // 600 × 900 units
  it('is no room at all when every box and label lies inside the ticket', () => {
    expect(overlaySpill(layout, [{ x: 10, y: 10, w: 100, h: 50 }], 300)).toEqual({
      top: 0,
      right: 0,
      bottom: 0,
      left: 0,
    });
  });

  it('is each side past the edge, in CSS px at the picture width, with room for the outline', () => {
    // 300 px for 600 units: 2 units a px; 20 units past the left edge, 40 past the bottom.
    const spill = overlaySpill(
      layout,
      [
        { x: -20, y: 100, w: 100, h: 50 },
        { x: 300, y: 880, w: 50, h: 60 },
      ],
      300,
    );
    expect(spill).toEqual({ top: 0, right: 0, bottom: 20 + 3, left: 10 + 3 });
  });
});

// A box failing several checks had a name or a number per finding, drawn side by side over one
// another (on 12 Mois, 1, 2, 3 and 5 around one amount in words): now one box, one number, and
// the legend lists its checks.
describe('failingBoxes and placeLabels, several findings on one box', () => {
  const layout = getLayout('months');
  const words = layout.zones[0]!.amountWords!;
  const finding = (check: Finding['check'], element: string, rect: Rect | undefined): Finding => ({
    check,
    element: `months-multi.${element}`,
    ...(rect === undefined ? {} : { rect }),
    problem: { kind: 'textMissing', text: 'x' },
  });
  const findings = [
    finding('geometry', 'month-1.amountWords', words),
    finding('text', 'month-1.amountWords', words),
    finding('covers', 'month-12', { x: 20, y: 150, w: 160, h: 114 }),
    finding('text', 'month-1.amountWords', words),
    finding('facts', 'art', undefined), // no box: nothing drawn
    finding('contrast', 'month-1.amountWords', { ...words }),
  ];

  it('groups the findings of one box, in the order they come, keeping their places', () => {
    const boxes = failingBoxes(findings);
    expect(boxes.map((b) => [b.name, b.findings.map((f) => `${f.index}:${f.finding.check}`)])).toEqual([
      ['month-1.amountWords', ['0:geometry', '1:text', '3:text', '5:contrast']],
      ['month-12', ['2:covers']],
    ]);
  });

  it('writes one label a box: a number for the box failing several times, wherever a name would fit', () => {
    for (const ticketWidthPx of [304, 374, 540]) {
      const labels = placeLabels(layout, failingBoxes(findings), ticketWidthPx);
      expect(labels).toHaveLength(2);
      expect(labels[0]).toMatchObject({ keyed: true, text: '1' });
    }
    // The same box failing once is named where its name fits.
    const [alone] = placeLabels(layout, failingBoxes(findings.slice(0, 1)), 540);
    expect(alone).toMatchObject({ keyed: false, text: 'month-1.amountWords' });
  });
});
