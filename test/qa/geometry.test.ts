import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { checkLayout, getLayout, type TicketLayout } from '../../src/layouts/index.ts';
import { parseLayout } from '../../src/layouts/parseLayout.ts';
import { designIds } from '../../src/layouts/index.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { checkGeometry, SAFE_MARGIN_UNITS } from '../../src/qa/checks/geometry.ts';

function fixture(name: string): TicketLayout {
  const parsed = parseLayout(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8'), DESIGN_WORDS.en);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.layout;
}

const lines = (layout: TicketLayout) => checkGeometry(layout).map((f) => describeFinding(f, 'en'));

describe('geometry checks', () => {
  it.each(designIds)('the %s layout passes', (design) => {
    expect(lines(getLayout(design))).toEqual([]);
  });

  it('a slot poking out of its cover fails, naming the slot', () => {
    expect(lines(fixture('slot-out-of-cover'))).toEqual([
      expect.stringMatching(
        /^dog\.paw-3\.slots\[0\]: slot outside its zone's cover over \d+(\.\d)? × \d+(\.\d)? units$/,
      ),
    ]);
  });

  it('overlapping zones fail, naming both', () => {
    const found = lines(fixture('overlapping-zones'));
    expect(found).toContainEqual(expect.stringMatching(/^months\.month-1: overlaps zone month-2 \(\d+ units²\)$/));
  });

  it('a cover with a hole fails, though sampling 5 × 5 points of the slot misses it', () => {
    const layout = fixture('cover-with-hole');
    // The older check samples 25 points of each slot: the 7-unit hole falls between them.
    expect(checkLayout(layout, DESIGN_WORDS.en)).toEqual([]);
    expect(lines(layout)).toContainEqual(
      expect.stringMatching(
        /^months\.month-3\.slots\[0\]: slot outside its zone's cover over [67](\.\d)? × [67](\.\d)? units$/,
      ),
    );
  });

  it('a zone inside the safe margin, or outside the ticket, fails', () => {
    const layout = structuredClone(getLayout('months')) as TicketLayout & { zones: { shape: { x: number }[] }[] };
    const tenth = layout.zones[9]!.shape[0]!; // October, at x = 10
    tenth.x = 4;
    expect(lines(layout)).toContainEqual(
      `months.month-10: 4 units from the ticket's edge, inside the ${SAFE_MARGIN_UNITS}-unit safe margin`,
    );
    // Which side, by how much, and the margin rule (it said only "goes outside the ticket").
    tenth.x = -2;
    expect(lines(layout)).toContainEqual(
      `months.month-10: goes outside the ticket by 2 units on the left (a zone stays at least ${SAFE_MARGIN_UNITS} units inside each edge)`,
    );
    const fr = checkGeometry(layout).map((f) => describeFinding(f, 'fr'));
    expect(fr).toContainEqual(
      `months.month-10\u00a0: sort du ticket de 2 unités à gauche (une zone reste à au moins ${SAFE_MARGIN_UNITS} unités de chaque bord)`,
    );
  });

  it('a month label outside the ticket names each side it crosses, by how much', () => {
    const layout = structuredClone(getLayout('months'));
    const zone = layout.zones[11]!; // December, bottom right
    const label = { ...zone.label!, x: layout.width - zone.label!.w + 3.25, y: layout.height - zone.label!.h + 12 };
    const broken = { ...layout, zones: [...layout.zones.slice(0, 11), { ...zone, label }, ...layout.zones.slice(12)] };
    expect(lines(broken)).toContainEqual(
      'months.month-12.label: goes outside the ticket by 3.3 units on the right and 12 units at the bottom',
    );
    expect(checkGeometry(broken).map((f) => describeFinding(f, 'fr'))).toContainEqual(
      'months.month-12.label\u00a0: sort du ticket de 3,3 unités à droite et de 12 unités en bas',
    );
  });

  it('a text box overlapping a slot fails', () => {
    const layout = structuredClone(getLayout('months'));
    const zone = layout.zones[0]!;
    const moved = { ...zone, amountDigits: { ...zone.amountDigits!, y: zone.slots[0]!.y + 30 } };
    const broken = { ...layout, zones: [moved, ...layout.zones.slice(1)] };
    expect(lines(broken)).toContainEqual(
      expect.stringMatching(/^months\.month-1\.slots\[0\]: overlaps month-1\.amountDigits/),
    );
  });
});
