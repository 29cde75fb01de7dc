import { describe, expect, it } from 'vitest';
import type { FaceMetrics } from '../../src/fonts/faces.ts';
import { fitText } from '../../src/fonts/fitText.ts';
import { FACE_METRICS } from '../../src/fonts/metrics.ts';
import { getLayout } from '../../src/layouts/index.ts';
import type { TicketLayout } from '../../src/layouts/layoutSchema.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { phonePx } from '../../src/qa/checks/legibility.ts';
import { checkTextFit } from '../../src/qa/checks/textFit.ts';

/** A copy of a built-in layout with one change. */
function edited(design: string, edit: (layout: TicketLayout) => void): TicketLayout {
  const copy = structuredClone<TicketLayout>(getLayout(design));
  edit(copy);
  return copy;
}

describe('checkTextFit', () => {
  it.each(['dog', 'cat', 'months'])('passes the built-in %s layout, one check per text box and language', (design) => {
    const tally = { checks: 0 };
    expect(checkTextFit(getLayout(design), tally).map((f) => describeFinding(f, 'en'))).toEqual([]);
    // title, price, serial; and for months 13 amount boxes in digits and in words, 12 labels.
    expect(tally.checks).toBe(2 * (design === 'months' ? 3 + 13 * 2 + 12 : 3));
  });

  it('fails an amount-in-words box narrowed to 40 units, without the art, in both languages', () => {
    const layout = edited('months', (l) => {
      l.zones[0]!.amountWords!.w = 40;
    });
    const findings = checkTextFit(layout);
    expect(findings.map((f) => [f.element, f.lang, f.problem.kind])).toEqual([
      ['months.month-1.amountWords', 'fr', 'textTooSmall'],
      ['months.month-1.amountWords', 'en', 'textTooSmall'],
    ]);
    const problem = findings[0]!.problem;
    if (problem.kind !== 'textTooSmall') throw new Error('a textTooSmall finding');
    expect(problem.minPx).toBe(8);
    expect(problem.sizePx).toBeLessThan(8);
    // The rendered check's case: "DEUX EUROS" in that box shrinks to about 6.6 px on the phone.
    const deux = fitText({
      face: FACE_METRICS['nunito-800'],
      text: 'DEUX EUROS',
      maxSize: 31 * 0.5,
      box: { w: 40, h: 31 },
      wrap: true,
    });
    expect(phonePx(deux.size, 600)).toBeCloseTo(6.6, 1);
    expect(describeFinding(findings[0]!, 'fr')).toMatch(
      /^months\.month-1\.amountWords\u00a0: texte «\u00a0.+\u00a0» affiché à \d/,
    );
  });

  it('fails a serial, a price and a month label printed too small', () => {
    const layout = edited('months', (l) => {
      l.serial.size = 8;
      l.price.size = 14;
      l.zones[1]!.label!.w = 30;
    });
    const failed = checkTextFit(layout).map((f) => `${f.element} ${f.lang} ${f.problem.kind}`);
    expect(failed).toEqual([
      'months.price fr textTooSmall',
      'months.serial fr textTooSmall',
      'months.month-2.label fr textTooSmall',
      'months.price en textTooSmall',
      'months.serial en textTooSmall',
      'months.month-2.label en textTooSmall',
    ]);
  });

  it('names the characters a text box may print that the bundled face lacks', () => {
    const face = FACE_METRICS['fredoka-600'];
    const withoutEuro: FaceMetrics = { ...face, units: face.units.map((u) => (u === '€' ? '\u0000' : u)) };
    const faces = FACE_METRICS as Record<string, FaceMetrics>;
    faces['fredoka-600'] = withoutEuro;
    try {
      const findings = checkTextFit(getLayout('dog'));
      expect(findings.map((f) => [f.element, f.lang, f.problem])).toEqual([
        ['dog.price', 'fr', { kind: 'glyphsMissing', chars: '€', face: 'fredoka-600' }],
        ['dog.price', 'en', { kind: 'glyphsMissing', chars: '€', face: 'fredoka-600' }],
      ]);
      expect(describeFinding(findings[1]!, 'en')).toBe(
        'dog.price: characters the fredoka-600 font lacks: "€" (drawn with the system\'s fonts) (en)',
      );
    } finally {
      faces['fredoka-600'] = face;
    }
  });
});
