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
  notes: [
    { text: 'drawn with embedded fonts', refused: false },
    { text: 'months.svg: a font the project does not bundle', refused: true },
  ],
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
      /<tr role="row"><td role="cell" data-label="Element"><code>months-lab\.month-1\.amountWords<\/code><\/td><td role="cell" data-label="Check">Text fits and can be read<\/td><td role="cell" data-label="Problem">text &quot;TWO EUROS&quot; drawn at 6\.6 px<\/td><\/tr>/,
    );
    expect(html).toContain(QA_WORDS.en.failures(1));
    expect(html).toContain(QA_WORDS.en.lab.report.noFinding); // the French row
  });

  it('says a language whose checks did not run as not run, in either language of the page, never as no failure', () => {
    for (const ui of ['fr', 'en'] as const) {
      const m = QA_WORDS[ui].lab.report;
      const notRun = labReportHtml({
        ...report,
        ui,
        rows: [
          { ...report.rows[0]!, notRun: 'the art could not be read' },
          { ...report.rows[1]!, findings: [] },
        ],
      });
      const french = notRun.slice(notRun.indexOf('<section data-lang="fr"'), notRun.indexOf('<section data-lang="en"'));
      expect(french).toContain('<section data-lang="fr" data-checks="not-run">');
      expect(french).toContain(`<p class="fail">${m.notRunRow('the art could not be read')}</p>`);
      expect(french).not.toContain(m.noFinding);
      expect(notRun).toContain('<section data-lang="en" data-checks="ran">');
      // The whole report's verdict: not run, not "no failure", though nothing was found.
      expect(notRun).toContain(`<dd class="fail" data-outcome="not-run">${m.notRun(['FR'])}</dd>`);
      expect(notRun.match(new RegExp(m.noFinding.replace('.', '\\.'), 'g'))).toHaveLength(1); // the English row's
    }
    // What the others found is said after it.
    const both = labReportHtml({ ...report, rows: [{ ...report.rows[0]!, notRun: 'x' }, report.rows[1]!] });
    expect(both).toContain(
      `<dd class="fail" data-outcome="not-run">${QA_WORDS.en.lab.report.notRun(['FR'])} ${QA_WORDS.en.failures(1)}.</dd>`,
    );
    expect(html).toContain(`<dd class="fail" data-outcome="fail">${QA_WORDS.en.failures(1)}.</dd>`);
  });

  it('ends its verdict with a full stop, in either language, whatever it says', () => {
    const failing = report.rows[1]!;
    // The same failure in both languages' rows, then one in each: counted once, and in two lines.
    const twice = { ...failing, lang: 'fr' as const };
    const elsewhere = { ...twice, findings: [{ ...failing.findings[0]!, element: 'months-lab.price' }] };
    const cases = [
      report.rows,
      [report.rows[0]!, { ...failing, findings: [] }],
      [
        { ...report.rows[0]!, notRun: 'x' },
        { ...failing, findings: [] },
      ],
      [{ ...report.rows[0]!, notRun: 'x' }, failing],
      [twice, failing],
      [elsewhere, failing],
    ];
    for (const ui of ['fr', 'en'] as const)
      for (const rows of cases) {
        const verdict = /<dd class="\w+" data-outcome="[\w-]+">([^<]*)<\/dd>/.exec(
          labReportHtml({ ...report, ui, rows }),
        );
        expect(verdict?.[1]).toMatch(/[^.]\.$/);
      }
    // The counts said as the lab's status says them, the lines of a failure of no language too.
    const fr = labReportHtml({ ...report, ui: 'fr', rows: [twice, failing] });
    expect(fr).toContain(`data-outcome="fail">${QA_WORDS.fr.failuresListed(1, 2)}.</dd>`);
  });

  it('names under a picture each number written on it, its box and the checks it fails, as the sheet’s legend', () => {
    const numbered = labReportHtml({
      ...report,
      rows: [
        {
          lang: 'en',
          pictures: [
            {
              caption: 'Revealed',
              dataUrl: PIXEL,
              legend: [{ number: '2', element: 'month-5.amountWords', checks: ['Geometry', 'Contrast'] }],
            },
          ],
          findings: [],
        },
      ],
    });
    expect(numbered).toContain(
      `<ol class="legend" aria-label="${QA_WORDS.en.legend}"><li value="2"><code>month-5.amountWords</code> — Geometry · Contrast</li></ol>`,
    );
    expect(html).not.toContain('<ol class="legend"'); // no number, no legend
  });

  it('counts a finding shown in both languages’ rows (one that depends on no language) once', () => {
    const overlap = { element: 'months-lab.month-1', check: 'Geometry', problem: 'overlaps month-2' };
    const both = labReportHtml({
      ...report,
      rows: report.rows.map((r) => ({ ...r, findings: [...r.findings, overlap] })),
    });
    // Said as what is listed: 3 lines, 2 failures, and why.
    expect(both).toContain(
      '2 failures (listed in 3 lines: a failure that does not depend on the language, such as the geometry, is listed under each language)',
    );
  });

  it('marks a file the build will refuse as a failure, other notes as notes', () => {
    expect(html).toContain('<p>drawn with embedded fonts</p>');
    expect(html).toContain('<p class="fail">months.svg: a font the project does not bundle</p>');
  });

  it('says in the lab’s status when the build will refuse a file, whatever the checks found', () => {
    expect(QA_WORDS.en.lab.done('x', 0, 1)).toBe(
      'Design "x": every check passes, but the build will refuse a file (see the notes above the pictures).',
    );
    expect(QA_WORDS.fr.lab.done('x', 2, 2)).toBe(
      'Modèle «\u00a0x\u00a0»\u00a0: 2 échecs, mais la construction refusera 2 fichiers (voir les notes au-dessus des images).',
    );
    expect(QA_WORDS.en.lab.done('x', 0)).toBe('Design "x": every check passes.');
  });

  it('points the lab’s scope note to check-layout, which checks a design not built in', () => {
    expect(QA_WORDS.en.checkedAt(1, 2, true)).toBe(
      'Checks of page 1 shown: text and covers at density 2, contrast at 3, symbols at 2 (grattez check-layout --design <folder> checks every page at densities 1, 2 and 3).',
    );
    expect(QA_WORDS.fr.checkedAt(1, 2, true)).toMatch(
      /\(grattez check-layout --design <dossier> contrôle toutes les pages aux densités 1, 2 et 3\)\.$/,
    );
    expect(QA_WORDS.en.checkedAt(1, 2)).toMatch(/\(npm run qa checks every page/); // the sheet's built-in designs
  });

  it('counts in the status what the rows list, or says why a failure is listed twice', () => {
    // Overlapping zones: one failure of the layout, listed under each language (it read "1 failure(s)" over 2 lines).
    expect(QA_WORDS.en.lab.done('x', 1, 0, 2)).toBe(
      'Design "x": 1 failure (listed in 2 lines: a failure that does not depend on the language, such as the geometry, is listed under each language).',
    );
    expect(QA_WORDS.fr.lab.done('x', 2, 0, 3)).toBe(
      'Modèle «\u00a0x\u00a0»\u00a0: 2 échecs (en 3 lignes\u00a0: un échec qui ne dépend pas de la langue, comme la géométrie, est listé sous chaque langue).',
    );
    expect(QA_WORDS.en.lab.done('x', 1, 0, 1)).toBe('Design "x": 1 failure.');
    expect(QA_WORDS.en.lab.done('x', 3, 1, 3)).toBe(
      'Design "x": 3 failures, but the build will refuse a file (see the notes above the pictures).',
    );
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
