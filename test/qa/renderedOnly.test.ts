import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { parseLayout } from '../../src/layouts/parseLayout.ts';
import { checkGeometry } from '../../src/qa/checks/geometry.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';
import { renderedOnly } from '../../src/qa/checks/renderedOnly.ts';
import { checkTextFit } from '../../src/qa/checks/textFit.ts';

const layout = (name: string) => {
  const parsed = parseLayout(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8'), DESIGN_WORDS.en);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.layout;
};

describe('what check-layout keeps of a rendered pass', () => {
  it('keeps a symbol cut off by its slot, which only the drawing shows, and drops what the numbers already said', () => {
    const slotOut = layout('slot-out-of-cover');
    const tooSmall = layout('text-box-too-small');
    // As the QA page reports it: a drawing cut off at density 1, with no language (the art is not involved).
    const clipped: Finding = {
      check: 'geometry',
      element: 'dog.paw-1.slots[0]',
      density: 1,
      rect: { x: 74, y: 196, w: 72, h: 72 },
      problem: { kind: 'symbolClipped', symbol: 'bone', edge: 'bottom' },
    };
    const contrast: Finding = {
      check: 'contrast',
      element: 'dog.price',
      lang: 'en',
      problem: { kind: 'lowContrast', ratio: 1.2, min: 4.5, text: '€2' },
    };
    const fromNumbers = checkGeometry(slotOut);
    expect(fromNumbers).toHaveLength(1);
    expect(renderedOnly([...fromNumbers, clipped, contrast], slotOut)).toEqual([clipped, contrast]);
    // Text fit measured without drawing is said once too.
    const fit = checkTextFit(tooSmall);
    expect(fit.length).toBeGreaterThan(0);
    expect(renderedOnly([...fit, contrast], tooSmall)).toEqual([contrast]);
  });
});
