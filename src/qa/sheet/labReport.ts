import type { Lang } from '../../i18n/index.ts';
import { QA_WORDS } from '../../i18n/qa.ts';

/** A number written on a picture for a box whose name had no room (or that fails several checks). */
export interface LabReportLegendEntry {
  readonly number: string;
  readonly element: string; // the box, without the design
  readonly checks: readonly string[]; // each check it fails, named
}

/** One language's part of a lab report: its pictures (data: URLs) and what failed. */
export interface LabReportRow {
  readonly lang: Lang;
  readonly pictures: readonly {
    readonly caption: string;
    readonly dataUrl: string;
    readonly legend?: readonly LabReportLegendEntry[]; // the numbers on the picture, as the sheet's legend names them
  }[];
  readonly findings: readonly { readonly element: string; readonly check: string; readonly problem: string }[];
  /**
   * Why this language's checks did not run (their error, or still running when saved), if they did
   * not: its findings are then none found, not none there, and the report says so, never "no failure".
   */
  readonly notRun?: string;
}

export interface LabReport {
  readonly design: string; // the design's id
  readonly name: string; // as the sheet names it
  readonly date: Date;
  readonly ui: Lang; // the report's language
  readonly checksRun: readonly string[]; // each check's name
  readonly scope: string; // the page and densities checked
  // How the lab's drawing differs from the build's, fonts it lacks (refused: a file the build refuses)
  readonly notes: readonly { readonly text: string; readonly refused: boolean }[];
  readonly rows: readonly LabReportRow[];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The legend of a picture's numbers, as the sheet's: each number, its box and the checks it fails. */
function legendHtml(legend: readonly LabReportLegendEntry[], label: string): string {
  if (legend.length === 0) return '';
  const entries = legend
    .map(
      (e) =>
        `<li value="${escape(e.number)}"><code>${escape(e.element)}</code> — ${e.checks.map(escape).join(' · ')}</li>`,
    )
    .join('');
  return `<ol class="legend" aria-label="${escape(label)}">${entries}</ol>`;
}

/**
 * The design lab's report as one HTML file that needs nothing else (its pictures are data: URLs,
 * its style inline): the design, the date, the checks run, and per language the pictures and
 * each failing element with its check and problem. For a review, as an attachment.
 */
export function labReportHtml(report: LabReport): string {
  const m = QA_WORDS[report.ui].lab.report;
  // Each finding once, as the lab's status and check-layout count them: one that depends on no
  // language (the geometry, a symbol) is in both rows, said alike; the others name their language.
  const total = new Set(report.rows.flatMap((r) => r.findings.map((f) => `${f.element}|${f.check}|${f.problem}`))).size;
  const lines = report.rows.reduce((sum, r) => sum + r.findings.length, 0);
  const notRun = report.rows.filter((r) => r.notRun !== undefined).map((r) => r.lang.toUpperCase());
  // Checks that did not run are no pass: said first, with what the others found if they found something.
  const outcome = notRun.length > 0 ? 'not-run' : total === 0 ? 'pass' : 'fail';
  const verdict = [
    ...(notRun.length > 0 ? [m.notRun(notRun)] : []),
    ...(total > 0 ? [m.failures(total, lines)] : []),
    ...(outcome === 'pass' ? [m.noFinding] : []),
  ].join(' ');
  // The findings' table, a list of cards on a narrow screen (the style below): each cell then says
  // its column's name (data-label), and the roles keep the table's to a screen reader, which a
  // table shown as blocks loses in some browsers.
  const headings = [m.element, m.check, m.problem].map((h) => `<th role="columnheader">${escape(h)}</th>`).join('');
  const cell = (label: string, html: string) => `<td role="cell" data-label="${escape(label)}">${html}</td>`;
  const rows = report.rows
    .map((row) => {
      const pictures = row.pictures
        .map(
          (p) =>
            `<figure><img src="${escape(p.dataUrl)}" alt="${escape(`${p.caption} · ${row.lang.toUpperCase()}`)}"><figcaption>${escape(p.caption)}</figcaption>${legendHtml(p.legend ?? [], QA_WORDS[report.ui].legend)}</figure>`,
        )
        .join('');
      const findings =
        row.notRun !== undefined
          ? `<p class="fail">${escape(m.notRunRow(row.notRun))}</p>`
          : row.findings.length === 0
            ? `<p class="pass">${escape(m.noFinding)}</p>`
            : `<table class="findings" role="table"><thead role="rowgroup"><tr role="row">${headings}</tr></thead><tbody role="rowgroup">${row.findings
                .map(
                  (f) =>
                    `<tr role="row">${cell(m.element, `<code>${escape(f.element)}</code>`)}${cell(m.check, escape(f.check))}${cell(m.problem, escape(f.problem))}</tr>`,
                )
                .join('')}</tbody></table>`;
      // data-checks: what a script reads of the row, "not-run" where no finding listed is no pass.
      const ran = row.notRun === undefined;
      return `<section data-lang="${row.lang}" data-checks="${ran ? 'ran' : 'not-run'}"><h2>${escape(report.name)} · ${row.lang.toUpperCase()}</h2><div class="row">${pictures}</div><h3>${escape(m.findings)}${ran ? ` (${row.findings.length})` : ''}</h3>${findings}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${report.ui}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(m.title(report.design))}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1d1b2f;background:#f6f4fb;margin:0;padding:16px;max-width:1280px}
h1{font-size:1.3rem}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #c9c3e6;padding:4px 8px;text-align:left;vertical-align:top}
.row{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}img{max-width:100%;border:1px solid #c9c3e6}
.legend{font-size:.85rem;margin:.25rem 0;padding-left:1.6rem;max-width:360px}.legend li::marker{color:#e0002a;font-weight:800}
.pass{color:#1b7a3a;font-weight:700}.fail{color:#c0152f;font-weight:700}dt{font-weight:700}dd{margin:0 0 .5rem}
code{overflow-wrap:anywhere}
@media (max-width:40rem){body{padding:12px}.findings,.findings tbody,.findings tr,.findings td{display:block}
.findings thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.findings tr{background:#fff;border:1px solid #c9c3e6;border-radius:8px;padding:6px 10px;margin:0 0 8px}
.findings td{border:0;padding:2px 0}.findings td+td{margin-top:4px}
.findings td::before{display:block;content:attr(data-label);content:attr(data-label)/"";font-size:.8rem;font-weight:700;color:#55526b}}
</style>
</head>
<body>
<h1>${escape(m.title(report.design))}</h1>
<dl>
<dt>${escape(m.design)}</dt><dd><code>${escape(report.design)}</code> · ${escape(report.name)}</dd>
<dt>${escape(m.date)}</dt><dd><time datetime="${report.date.toISOString()}">${escape(report.date.toISOString())}</time></dd>
<dt>${escape(m.checksRun)}</dt><dd>${report.checksRun.map(escape).join(' · ')}<br>${escape(report.scope)}</dd>
<dt>${escape(m.findings)}</dt><dd class="${outcome === 'pass' ? 'pass' : 'fail'}" data-outcome="${outcome}">${escape(verdict)}</dd>
</dl>
${report.notes.map((n) => (n.refused ? `<p class="fail">${escape(n.text)}</p>` : `<p>${escape(n.text)}</p>`)).join('\n')}
${rows}
</body>
</html>
`;
}
