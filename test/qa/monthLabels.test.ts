/**
 * The 12 Mois art names its boxes as the regulation does: twelve boxes for the twelve months of a
 * year (4.2.1), each once and in the design's order of zones, and a Gain box bearing "Gain"
 * (4.3.1). The texts are placed as the shipped art places them, in each design's label boxes.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { getLayout, type TicketLayout } from '../../src/layouts/index.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { checkMonthLabels } from '../../src/qa/checks/monthLabels.ts';
import type { PrintedArtText } from '../../src/qa/checks/printedFacts.ts';

const MONTHS = {
  fr: [
    'JANVIER',
    'FÉVRIER',
    'MARS',
    'AVRIL',
    'MAI',
    'JUIN',
    'JUILLET',
    'AOÛT',
    'SEPTEMBRE',
    'OCTOBRE',
    'NOVEMBRE',
    'DÉCEMBRE',
  ],
  en: [
    'JANUARY',
    'FEBRUARY',
    'MARCH',
    'APRIL',
    'MAY',
    'JUNE',
    'JULY',
    'AUGUST',
    'SEPTEMBER',
    'OCTOBER',
    'NOVEMBER',
    'DECEMBER',
  ],
} as const;
const GAIN = { fr: 'GAIN', en: 'PRIZE' } as const;

/**
 * The texts of a 12 Mois art as the shipped art prints them: each month's name in its zone's label
 * box, the Gain box's word just above its cover (13 units high, 13 units above it), and a rule.
 */
function artTexts(layout: TicketLayout, lang: Lang, names: readonly string[] = MONTHS[lang]): PrintedArtText[] {
  const months = layout.zones.filter((z) => z.kind === 'month');
  const gain = layout.zones.find((z) => z.kind === 'gain')!.shape[0]!;
  if (gain.kind !== 'rect') throw new Error('the Gain box is a rectangle in the shipped designs');
  return [
    {
      element: `${layout.design}.art.text@300,280`,
      text: 'Grattez les 12 mois.',
      fact: null,
      rect: { x: 240, y: 648, w: 120, h: 12 },
    },
    ...months.map((zone, i) => {
      const box = zone.label ?? { x: 20 + 40 * i, y: 20, w: 36, h: 18 };
      return {
        element: `${layout.design}.${zone.id}.label`,
        text: names[i]!,
        fact: null,
        rect: { x: box.x + 10, y: box.y + 3, w: box.w - 20, h: 12 },
      };
    }),
    {
      element: `${layout.design}.art.text@300,428`,
      text: GAIN[lang],
      fact: null,
      rect: { x: gain.x + 80, y: gain.y - 23, w: 50, h: 10 },
    },
  ];
}

const designs = ['months', 'calendrier'] as const;
const cases = designs.flatMap((design) => (['fr', 'en'] as const).map((lang) => [design, lang] as const));

describe('the 12 Mois art names its boxes', () => {
  it.each(cases)('%s (%s): the twelve months in order, and the Gain box, pass', (design, lang) => {
    const tally = { checks: 0 };
    expect(checkMonthLabels(getLayout(design), lang, artTexts(getLayout(design), lang), tally)).toEqual([]);
    expect(tally.checks).toBe(13);
  });

  it('a March labelled AVRIL (two AVRIL, no March) fails, naming the box and the month it must bear', () => {
    const names = MONTHS.fr.map((m) => (m === 'MARS' ? 'AVRIL' : m));
    const findings = checkMonthLabels(getLayout('months'), 'fr', artTexts(getLayout('months'), 'fr', names));
    expect(findings).toEqual([
      {
        check: 'facts',
        element: 'months.month-3.label',
        lang: 'fr',
        rect: expect.any(Object) as unknown,
        problem: { kind: 'wrongLabel', box: 'month', printed: 'AVRIL', expected: 'MARS' },
      },
    ]);
    expect(describeFinding(findings[0]!, 'fr')).toBe(
      'months.month-3.label\u00a0: la case porte «\u00a0AVRIL\u00a0», le règlement lui fait porter «\u00a0MARS\u00a0» (article 4.2.1\u00a0: douze cases pour les douze mois, dans l’ordre des zones) (fr)',
    );
    expect(describeFinding(findings[0]!, 'en')).toBe(
      'months.month-3.label: the box bears "AVRIL", the regulation has it bear "MARS" (article 4.2.1: twelve boxes for the twelve months, in the order of the zones) (fr)',
    );
  });

  it('months in the wrong order, or in the other language, fail', () => {
    const swapped = MONTHS.en.map((m, i) => (i === 0 ? 'FEBRUARY' : i === 1 ? 'JANUARY' : m));
    const findings = checkMonthLabels(getLayout('calendrier'), 'en', artTexts(getLayout('calendrier'), 'en', swapped));
    expect(findings.map((f) => [f.element, f.problem])).toEqual([
      ['calendrier.month-1.label', { kind: 'wrongLabel', box: 'month', printed: 'FEBRUARY', expected: 'JANUARY' }],
      ['calendrier.month-2.label', { kind: 'wrongLabel', box: 'month', printed: 'JANUARY', expected: 'FEBRUARY' }],
    ]);
    const french = checkMonthLabels(getLayout('months'), 'en', artTexts(getLayout('months'), 'en', MONTHS.fr));
    expect(french).toHaveLength(12);
  });

  it('a Gain box labelled BONUS, or with no label, fails', () => {
    const texts = artTexts(getLayout('months'), 'fr').map((t) => (t.text === 'GAIN' ? { ...t, text: 'BONUS' } : t));
    const [bonus, ...rest] = checkMonthLabels(getLayout('months'), 'fr', texts);
    expect(rest).toEqual([]);
    expect(bonus).toMatchObject({
      check: 'facts',
      element: 'months.gain.label',
      problem: { kind: 'wrongLabel', box: 'gain', printed: 'BONUS', expected: 'GAIN' },
    });
    expect(describeFinding(bonus!, 'en')).toBe(
      'months.gain.label: the Gain box bears "BONUS", the regulation has it bear "GAIN" (article 4.3.1) (fr)',
    );
    const none = artTexts(getLayout('calendrier'), 'en').filter((t) => t.text !== 'PRIZE');
    const [missing] = checkMonthLabels(getLayout('calendrier'), 'en', none);
    expect(missing?.problem).toEqual({ kind: 'wrongLabel', box: 'gain', printed: '', expected: 'PRIZE' });
    expect(describeFinding(missing!, 'fr')).toBe(
      'calendrier.gain.label\u00a0: la case Gain ne porte aucun texte (à moins de 24 unités), le règlement lui fait porter «\u00a0PRIZE\u00a0» (article 4.3.1) (en)',
    );
  });

  it('a design that gives no label boxes prints the twelve months once each', () => {
    const months = getLayout('months');
    const unboxed: TicketLayout = { ...months, zones: months.zones.map(({ label: _label, ...zone }) => zone) };
    expect(checkMonthLabels(unboxed, 'fr', artTexts(unboxed, 'fr'))).toEqual([]);
    const names = MONTHS.fr.map((m) => (m === 'MARS' ? 'AVRIL' : m));
    const findings = checkMonthLabels(unboxed, 'fr', artTexts(unboxed, 'fr', names));
    expect(findings.map((f) => [f.element, f.problem])).toEqual([
      ['months.month-3.label', { kind: 'wrongLabel', box: 'month', printed: '', expected: 'MARS' }],
    ]);
  });
});
