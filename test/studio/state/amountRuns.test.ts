import { describe, expect, it } from 'vitest';
import { amountRuns } from '../../../src/studio/state/amountRuns.ts';
import { formatEuros } from '../../../src/i18n/index.ts';

/** The runs a line may not break inside, each between brackets. */
const shown = (text: string) =>
  amountRuns(text)
    .map((run) => (run.keep ? `[${run.text}]` : run.text))
    .join('')
    .replace(/[\u00a0\u202f]/g, ' ');

describe('amountRuns', () => {
  it.each([
    // The summary's ticket and the engine's explanations, in both languages.
    [`Chien & Chat (Chien) — ${formatEuros(3000, 'fr')}`, 'Chien & Chat [(Chien) — 30 €]'],
    [`Dog & Cat (Dog) — ${formatEuros(3000, 'en')}`, 'Dog & Cat [(Dog) — €30]'],
    [`3 os × 3 (gamelle) = ${formatEuros(3000, 'fr')}`, '3 os × 3 [(gamelle) = 30 €]'],
    [`3 bones × 3 (bowl) = ${formatEuros(3000, 'en')}`, '3 bones × 3 [(bowl) = €30]'],
    // Amounts one after the other merge into one run when they share a word.
    [
      `Janvier ${formatEuros(600, 'fr')} + Gain ${formatEuros(600, 'fr')} = ${formatEuros(1200, 'fr')}`,
      '[Janvier 6 €] + [Gain 6 € = 12 €]',
    ],
    [`Prize box ${formatEuros(150_000, 'en')} = ${formatEuros(150_000, 'en')}`, 'Prize [box €1,500 = €1,500]'],
    // Grouped thousands and cents, a bracket after the amount.
    [`Tickets ${formatEuros(1_500_000, 'fr')} du bloc demo/0`, '[Tickets 15 000 €] du bloc demo/0'],
    [`gain (${formatEuros(123_450, 'fr')}), fin`, '[gain (1 234,50 €),] fin'],
    [`won (${formatEuros(123_450, 'en')}).`, '[won (€1,234.50).]'],
    // Nothing to keep: an amount that starts the text, or no amount at all.
    [`${formatEuros(3000, 'fr')} (100 par bloc)`, '30 € (100 par bloc)'],
    ['Perdant', 'Perdant'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(shown(text)).toBe(expected);
    expect(
      amountRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });
});
