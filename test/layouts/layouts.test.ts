import { SYMBOL_IDS } from '../../src/engine/index.ts';
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { designSchema, type DesignId, type TicketLayout } from '../../src/layouts/layoutSchema';
import { designIds, getLayout, checkLayout, expectedZones, gameOfDesign } from '../../src/layouts/index';
import { parseLayout } from '../../src/layouts/parseLayout';
import { rectInShape, shapeBounds, shapesOverlap, slotRect } from '../../src/layouts/geometry';

const rawJson = (design: DesignId): unknown =>
  JSON.parse(readFileSync(new URL(`../../designs/${design}/design.json`, import.meta.url), 'utf8')) as unknown;
const clone = (l: TicketLayout): TicketLayout => structuredClone(l);
const designText = (design: DesignId, file: string): string =>
  readFileSync(new URL(`../../designs/${design}/${file}`, import.meta.url), 'utf8');

const SYMBOLS = SYMBOL_IDS;

// Article 1 of each real game's regulation: 9 paw prints and a bonus; 12 months and a Gain box,
// for every design folder. (A game added later states its own zones in its module; the structure
// check below holds every design to them.)
describe.each(designIds.map((d) => [d] as const))('layout %s', (design) => {
  it('has the zones the regulation describes, in face order', () => {
    const layout = getLayout(design);
    const want =
      gameOfDesign(design) === 'months'
        ? [...Array.from({ length: 12 }, (_, i) => `month-${i + 1}`), 'gain']
        : [...Array.from({ length: 9 }, (_, i) => `paw-${i + 1}`), 'bonus'];
    expect(expectedZones(gameOfDesign(design)).map((z) => z.id)).toEqual(want);
    expect(layout.zones.map((z) => z.id)).toEqual(want);
    const slots: Readonly<Record<string, number>> = { paw: 1, bonus: 2, month: 3, gain: 0 };
    for (const z of layout.zones) expect(z.slots).toHaveLength(slots[z.kind]!);
  });
});

describe.each(designIds.map((d) => [d] as const))('layout %s', (design) => {
  const layout = getLayout(design);

  it('is the stored file, valid against the schema', () => {
    const parsed = designSchema.safeParse(rawJson(design));
    expect(parsed.success).toBe(true);
    expect(layout).toEqual(parsed.data);
    expect(layout.design).toBe(design);
    expect(layout.background).toBe(`${design}.svg`);
    expect([layout.width, layout.height]).toEqual([600, 900]);
  });

  it('keeps slots of one zone apart from each other', () => {
    for (const z of layout.zones) {
      z.slots.forEach((a, i) =>
        z.slots.slice(i + 1).forEach((b) => {
          const apart = a.x + a.size <= b.x || b.x + b.size <= a.x || a.y + a.size <= b.y || b.y + b.size <= a.y;
          expect(apart, `${z.id} slots overlap`).toBe(true);
        }),
      );
    }
  });

  it('passes checkLayout with no problem', () => {
    expect(checkLayout(layout, DESIGN_WORDS.en)).toEqual([]);
  });

  it('has background art whose viewBox is the layout size', () => {
    const svg = designText(design, layout.background);
    expect(svg).toContain(`viewBox="0 0 ${layout.width} ${layout.height}"`);
    expect(svg).not.toMatch(/<image\b|xlink:href="http|href="http|@import|url\(http/);
  });
});

describe('paw layouts (dog, cat)', () => {
  it.each(['dog', 'cat'] as const)('%s: paw pads are finger-sized and hold their slot', (design) => {
    for (const z of getLayout(design).zones.filter((z) => z.kind === 'paw')) {
      expect(z.shape).toHaveLength(5); // pad + 4 toes
      expect(z.shape.every((p) => p.kind === 'ellipse')).toBe(true);
      const pad = z.shape[0]!;
      expect(shapeBounds([pad]).w).toBeGreaterThanOrEqual(110);
      expect(rectInShape([pad], slotRect(z.slots[0]!))).toBe(true);
    }
  });

  it('the dog bonus is a kennel (rect + roof polygon), the cat bonus a basket (rounded parts)', () => {
    const kennel = getLayout('dog').zones.find((z) => z.id === 'bonus')!;
    expect(kennel.shape.map((p) => p.kind).sort()).toEqual(['polygon', 'rect']);
    const basket = getLayout('cat').zones.find((z) => z.id === 'bonus')!;
    expect(basket.shape.some((p) => p.kind === 'ellipse')).toBe(true);
    for (const b of [kennel, basket]) {
      const [a, c] = b.slots;
      expect(a && c && Math.abs(a.y - c.y) < 1 && a.x + a.size <= c.x).toBe(true); // side by side
    }
  });
});

describe('months layout', () => {
  const layout = getLayout('months');
  const months = layout.zones.filter((z) => z.kind === 'month');

  it('puts the three slots of a month in a row, above its amounts', () => {
    for (const m of months) {
      const ys = m.slots.map((s) => s.y);
      expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(1);
      const xs = m.slots.map((s) => s.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      const slotBottom = Math.max(...m.slots.map((s) => s.y + s.size));
      expect(m.amountDigits!.y).toBeGreaterThanOrEqual(slotBottom);
      expect(m.amountWords!.y).toBeGreaterThanOrEqual(m.amountDigits!.y + m.amountDigits!.h);
    }
  });

  it('leaves room for "QUARANTE MILLE EUROS" in the words boxes', () => {
    for (const z of layout.zones) {
      if (z.kind === 'month' || z.kind === 'gain') expect(z.amountWords!.w).toBeGreaterThanOrEqual(130);
    }
  });

  it('goes clockwise from January at the top', () => {
    const gain = layout.zones.find((z) => z.kind === 'gain')!;
    const g = shapeBounds(gain.shape);
    const hub = [g.x + g.w / 2, g.y + g.h / 2] as const;
    const angles = months.map((m) => {
      const b = shapeBounds(m.shape);
      // clockwise angle from 12 o'clock, in [0, 2π)
      const a = Math.atan2(b.x + b.w / 2 - hub[0], -(b.y + b.h / 2 - hub[1]));
      return a < -1e-9 ? a + 2 * Math.PI : a;
    });
    expect(angles[0]).toBeCloseTo(0, 5);
    expect(angles).toEqual([...angles].sort((a, b) => a - b));
  });
});

describe('the checks can fail', () => {
  it('a slot moved outside its paw is caught', () => {
    const l = clone(getLayout('dog'));
    const slot = l.zones[0]!.slots[0]!;
    slot.x += 50;
    expect(rectInShape(l.zones[0]!.shape, slotRect(slot))).toBe(false);
    expect(checkLayout(l, DESIGN_WORDS.en).join('\n')).toMatch(/zones\[0\] \(paw-1\)\.slots\[0\]: not inside/);
  });

  it('a slot grown past the pad is caught even though its centre stays put', () => {
    const l = clone(getLayout('cat'));
    const slot = l.zones[4]!.slots[0]!;
    slot.x -= 10;
    slot.y -= 10;
    slot.size += 20;
    expect(checkLayout(l, DESIGN_WORDS.en).join('\n')).toMatch(/paw-5\)\.slots\[0\]/);
  });

  it('a words box sticking out of its month is caught', () => {
    const l = clone(getLayout('months'));
    l.zones[3]!.amountWords!.w += 40;
    expect(checkLayout(l, DESIGN_WORDS.en).join('\n')).toMatch(/month-4\)\.amountWords: not inside/);
  });

  it('overlapping zones are caught', () => {
    const l = clone(getLayout('dog'));
    const z = l.zones[1]!; // paw-2 moved onto paw-1
    z.shape = structuredClone(l.zones[0]!.shape).map((p) => (p.kind === 'ellipse' ? { ...p, cx: p.cx + 30 } : p));
    expect(shapesOverlap(l.zones[0]!.shape, z.shape)).toBe(true);
    expect(checkLayout(l, DESIGN_WORDS.en)).toContain('zones paw-1 and paw-2 overlap');
  });

  it('a zone leaving the ticket is caught, with the side and by how much, in both languages', () => {
    const l = clone(getLayout('cat'));
    const part = l.zones[2]!.shape[0]!;
    if (part.kind !== 'ellipse') throw new Error('paw-3 of the cat is drawn from an ellipse first');
    part.cx = l.width - part.rx + 7.25; // 7.25 units past the right edge
    expect(checkLayout(l, DESIGN_WORDS.en)).toContain(
      'zones[2] (paw-3).shape: goes outside the ticket by 7.3 units on the right',
    );
    expect(checkLayout(l, DESIGN_WORDS.fr)).toContain(
      'zones[2] (paw-3).shape\u00a0: sort du ticket de 7,3 unités à droite',
    );
  });

  it('a month label outside the ticket says which sides and by how much, as the visual checks do', () => {
    const l = clone(getLayout('months'));
    const label = l.zones[11]!.label!; // December, bottom right
    label.x = l.width - label.w + 3.25;
    label.y = l.height - label.h + 12;
    // It said only "zones[11] (month-12).label: outside the ticket".
    expect(checkLayout(l, DESIGN_WORDS.en)).toContain(
      'zones[11] (month-12).label: goes outside the ticket by 3.3 units on the right and 12 units at the bottom',
    );
    expect(checkLayout(l, DESIGN_WORDS.fr)).toContain(
      'zones[11] (month-12).label\u00a0: sort du ticket de 3,3 unités à droite et de 12 unités en bas',
    );
    label.x = -2;
    label.y = 5;
    expect(checkLayout(l, DESIGN_WORDS.en)).toContain(
      'zones[11] (month-12).label: goes outside the ticket by 2 units on the left',
    );
  });

  it('a month label over a box is caught', () => {
    const l = clone(getLayout('months'));
    const label = l.zones[0]!.label!;
    label.y += 30;
    expect(checkLayout(l, DESIGN_WORDS.en).join('\n')).toMatch(/month-1\)\.label: overlaps zone month-1/);
  });

  it('zones out of order or with a wrong slot count are caught', () => {
    const l = clone(getLayout('months'));
    [l.zones[0], l.zones[1]] = [l.zones[1]!, l.zones[0]!];
    l.zones[12]!.slots.push({ x: 250, y: 480, size: 20 });
    const problems = checkLayout(l, DESIGN_WORDS.en).join('\n');
    expect(problems).toMatch(/ids are \[month-2,month-1,/);
    expect(problems).toMatch(/\(gain\): 1 slots, expected 0/);
  });
});

describe('parseLayout', () => {
  it('accepts the stored layouts, and a JSON string', () => {
    for (const d of designIds) expect(parseLayout(rawJson(d), DESIGN_WORDS.en).ok).toBe(true);
    const fromString = parseLayout(JSON.stringify(rawJson('dog')), DESIGN_WORDS.en);
    expect(fromString.ok && fromString.layout.zones.length).toBe(10);
  });

  const broken: [string, (j: Record<string, unknown>) => void, RegExp][] = [
    [
      'a negative slot size',
      (j) => ((j.zones as { slots: { size: number }[] }[])[0]!.slots[0]!.size = -4),
      /^zone paw-1: slots\[0\]\.size: must be greater than 0 \(it is -4\)$/,
    ],
    ['a missing title', (j) => delete j.title, /^title:/],
    ['a bad colour', (j) => ((j.price as { color: string }).color = 'red'), /price\.color/],
    [
      'an unknown part kind',
      (j) => ((j.zones as { shape: { kind: string }[] }[])[2]!.shape[1]!.kind = 'circle'),
      /^zone paw-3: shape\[1\]\.kind: "circle" instead of one of "ellipse", "rect", "polygon"$/,
    ],
    [
      'a polygon with two points',
      (j) =>
        ((j.zones as { shape: unknown[] }[])[9]!.shape[0] = {
          kind: 'polygon',
          points: [
            [0, 0],
            [1, 1],
          ],
        }),
      /^zone bonus: shape\[0\]\.points: at least 3 items \(it has 2\)$/,
    ],
    ['a design id that is not a folder name', (j) => (j.design = 'Horse 1'), /^design:/],
    [
      'a bad zone id',
      (j) => ((j.zones as { id: string }[])[0]!.id = 'Paw 1'),
      /^zone Paw 1: id: "Paw 1" must be lower-case letters, digits and dashes$/,
    ],
    [
      'a misspelt field in a slot',
      (j) => ((j.zones as { slots: Record<string, number>[] }[])[0]!.slots[0]!.sise = 72),
      /^zone paw-1: slots\[0\]: unknown field "sise" \(fields here: x, y, size\)$/,
    ],
  ];
  it.each(broken)('names the path of %s', (_name, breakIt, want) => {
    const json = rawJson('dog') as Record<string, unknown>;
    breakIt(json);
    const r = parseLayout(json, DESIGN_WORDS.en);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(want);
  });

  it('reports invalid JSON text and non-objects', () => {
    const bad = parseLayout('{\n  "design": "dog",\n  "zones": [,]\n}', DESIGN_WORDS.en);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^value expected \(line 3 column 13\)$/);
    const notObject = parseLayout(42, DESIGN_WORDS.en);
    expect(notObject.ok).toBe(false);
    if (!notObject.ok) expect(notObject.error).toMatch(/^\(root\)/);
  });
});

describe('symbol art', () => {
  it.each(SYMBOLS)('%s.svg is a self-contained 100x100 drawing', (id) => {
    const path = new URL(`../../assets/symbols/${id}.svg`, import.meta.url);
    expect(existsSync(path)).toBe(true);
    const svg = readFileSync(path, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 100 100"/);
    expect(svg).not.toMatch(/<text\b|<image\b|<use\b|<foreignObject\b|font-family|href=|@import|url\((?!#)/);
  });
});
