import { describe, expect, it } from 'vitest';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { checkContrast, checkControl, checkText, type TextMeasure } from '../../src/qa/checks/evaluate.ts';
import { MIN_TEXT_PX, phonePx } from '../../src/qa/checks/legibility.ts';
import { checkSymbolInk, symbolFindings } from '../../src/qa/checks/symbols.ts';
import { checkGeometry } from '../../src/qa/checks/geometry.ts';
import { getLayout } from '../../src/layouts/index.ts';
import type { TicketLayout } from '../../src/layouts/layoutSchema.ts';

// A measure that fails its limit by a hair must never be printed as meeting it.
const rect = { x: 0, y: 0, w: 10, h: 10 };

describe('a failing measure just past its limit reads as failing', () => {
  it('a contrast of 4.49:1 is not printed as 4.5:1', () => {
    const [f] = checkContrast({ element: 'e', text: 'QUARANTE EUROS', ratio: 4.4999, lang: 'en', rect });
    expect(describeFinding(f!, 'en')).toBe(
      'e: contrast 4.4:1 for "QUARANTE EUROS" against the background drawn behind it (at least 4.5:1) (en)',
    );
    // Far from the limit, the measure is rounded as before.
    const [g] = checkContrast({ element: 'e', text: 't', ratio: 3.26, lang: 'en', rect });
    expect(describeFinding(g!, 'en')).toContain('contrast 3.3:1');
  });

  it('text a hair under its floor is not printed at the floor', () => {
    const min = MIN_TEXT_PX.amountWords;
    const words: TextMeasure = {
      element: 'm.amountWords',
      kind: 'amountWords',
      text: 'X',
      sizeUnits: 15,
      box: { x: 0, y: 0, w: 100, h: 100 },
      ink: { x: 1, y: 1, w: 10, h: 10 },
      pixelsPerUnit: 1,
      ticketWidth: 600,
      lang: 'fr',
      density: 2,
    };
    // The size in ticket units that prints at (min − 0.01) px on the 360 px phone.
    const sizeUnits = (words.sizeUnits * (min - 0.01)) / phonePx(words.sizeUnits, 600);
    const [f] = checkText({ ...words, sizeUnits });
    expect(describeFinding(f!, 'en')).toContain(`drawn at ${min - 0.1} px on a 360 px screen (at least ${min} px`);
    const [c] = checkControl({ element: 'b', text: 'Tout', fontPx: 11.97, tap: null });
    expect(describeFinding(c!, 'en')).toBe('b: text "Tout" at 11.9 px (at least 12 px for interface words)');
  });

  it('symbol shares and differences a hair past their limits', () => {
    const lines = checkSymbolInk('dog', 'bone', { ink: 0.0996, extent: 0.5996, offset: 0.1504 }).map((f) =>
      describeFinding(f, 'en'),
    );
    expect(lines.join('\n')).toContain('covers 9 % of its slot with ink (at least 10 %)');
    expect(lines.join('\n')).toMatch(/spans 59 % .*at least 60 %/);
    expect(lines.join('\n')).toMatch(/16 % .*at most 15 %/);
    const [alike] = symbolFindings('dog', [{ a: 'bone', b: 'ball', difference: 0.39996 }]);
    expect(describeFinding(alike!, 'en')).toContain('difference 0.399 (at least 0.4)');
  });

  it('a zone 9.96 units from the edge is not printed as 10 units', () => {
    const layout = structuredClone(getLayout('months')) as TicketLayout & { zones: { shape: { x: number }[] }[] };
    layout.zones[9]!.shape[0]!.x = 9.96; // October, at x = 10
    const line = checkGeometry(layout)
      .filter((f) => f.problem.kind === 'inMargin')
      .map((f) => describeFinding(f, 'en'));
    expect(line.join('\n')).toContain('9.9 units from the ticket');
  });
});
