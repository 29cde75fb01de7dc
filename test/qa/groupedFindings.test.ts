import { describe, expect, it } from 'vitest';
import { reportHtml } from '../../src/qa/cli/report.ts';
import { describeFinding, describeFindingsGrouped } from '../../src/qa/checks/describe.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';

/** A symbol's drawing cut off at the bottom of a slot, as the rendered checks report it (no language). */
const clipped = (element: string, density = 1, edge = 'bottom'): Finding => ({
  check: 'geometry',
  element: `almanach.${element}`,
  density,
  rect: { x: 0, y: 0, w: 36, h: 36 },
  problem: { kind: 'symbolClipped', symbol: 'clover', edge },
});
// The clover in every slot of three months, on the pages where it stands there.
const everywhere = ['month-1', 'month-2', 'month-12'].flatMap((zone) =>
  [0, 1, 2].map((slot) => clipped(`${zone}.slots[${slot}]`)),
);

describe('one cause failing in many places', () => {
  it('is said once, naming the places, where each place had a line', () => {
    expect(describeFindingsGrouped(everywhere, 'en')).toEqual([
      'almanach: the drawing "clover" is cut off by its slot (bottom) (at density 1), in 9 places: month-1.slots[0, 1, 2], month-2.slots[0, 1, 2], month-12.slots[0, 1, 2]',
    ]);
    expect(describeFindingsGrouped(everywhere, 'fr')).toEqual([
      'almanach\u00a0: le dessin «\u00a0clover\u00a0» est coupé par son emplacement (en bas) (à la densité 1), à 9 endroits\u00a0: month-1.slots[0, 1, 2], month-2.slots[0, 1, 2], month-12.slots[0, 1, 2]',
    ]);
  });

  it('keeps apart what differs: another edge, another density, and a place alone keeps its own line', () => {
    const lines = describeFindingsGrouped(
      [
        clipped('month-1.slots[0]'),
        clipped('month-1.slots[0]', 2),
        clipped('month-1.slots[1]'),
        clipped('gain.slots[0]', 1, 'top, bottom'),
      ],
      'en',
    );
    expect(lines).toEqual([
      'almanach.month-1.slots[0]: the drawing "clover" is cut off by its slot (bottom) (at densities 1 and 2)',
      'almanach.month-1.slots[1]: the drawing "clover" is cut off by its slot (bottom) (at density 1)',
      'almanach.gain.slots[0]: the drawing "clover" is cut off by its slot (top and bottom) (at density 1)',
    ]);
  });

  it('names the edges in the language of the message', () => {
    expect(describeFinding(clipped('gain.slots[0]', 1, 'top, bottom'), 'fr')).toBe(
      'almanach.gain.slots[0]\u00a0: le dessin «\u00a0clover\u00a0» est coupé par son emplacement (en haut et en bas) (à la densité 1)',
    );
    expect(describeFinding(clipped('gain.slots[0]', 1, 'left'), 'fr')).toMatch(/\(à gauche\)/);
  });

  it('is said once in the report of npm run qa, not once per language', () => {
    const html = reportHtml({
      images: [],
      removed: [],
      checks: [
        { design: 'almanach', lang: 'fr', findings: everywhere },
        { design: 'almanach', lang: 'en', findings: everywhere },
      ],
      sheets: [],
      lang: 'en',
      updated: false,
    });
    expect(html.match(/cut off by its slot/g)).toHaveLength(1);
    expect(html).toContain('in 9 places: month-1.slots[0, 1, 2]');
  });
});
