import { describe, expect, it } from 'vitest';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { labReportHtml, type LabReport } from '../../src/qa/sheet/labReport.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const report: LabReport = {
  design: 'months-lab',
  name: '12 Mois · <Lab>',
  date: new Date('2026-12-01T21:00:00Z'),
  ui: 'en',
  checksRun: ['Geometry', 'Text fits and can be read'],
  scope: QA_WORDS.en.checkedAt(1, 2),
  notes: ['drawn with embedded fonts'],
  rows: [
    {
      lang: 'fr',
      pictures: [{ caption: 'Revealed', dataUrl: PIXEL }],
      findings: [],
    },
    {
      lang: 'en',
      pictures: [{ caption: 'Revealed', dataUrl: PIXEL }],
      findings: [
        {
          element: 'months-lab.month-1.amountWords',
          check: 'Text fits and can be read',
          problem: 'text "TWO EUROS" drawn at 6.6 px',
        },
      ],
    },
  ],
};

describe("the design lab's report", () => {
  const html = labReportHtml(report);

  it('names the design, the date, the checks run and each failing element with its check', () => {
    expect(html).toContain('<code>months-lab</code>');
    expect(html).toContain('2026-12-01T21:00:00.000Z');
    expect(html).toContain('Geometry · Text fits and can be read');
    expect(html).toContain(QA_WORDS.en.checkedAt(1, 2));
    expect(html).toMatch(
      /<tr><td><code>months-lab\.month-1\.amountWords<\/code><\/td><td>Text fits and can be read<\/td><td>text &quot;TWO EUROS&quot; drawn at 6\.6 px<\/td><\/tr>/,
    );
    expect(html).toContain(QA_WORDS.en.failures(1));
    expect(html).toContain(QA_WORDS.en.lab.report.noFinding); // the French row
  });

  it('is self-contained: pictures inline, nothing fetched', () => {
    expect(html.match(/<img src="data:image\/png;base64,/g)).toHaveLength(2);
    expect(html).not.toMatch(/(?:src|href)="(?!data:)/);
    expect(html).not.toMatch(/<link|<script|@import|url\(/);
  });

  it('escapes what it quotes', () => {
    expect(html).toContain('12 Mois · &lt;Lab&gt;');
    expect(html).not.toContain('<Lab>');
  });
});
