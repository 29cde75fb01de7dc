import type { Lang } from '../../i18n/index.ts';
import { QA_WORDS } from '../../i18n/qa.ts';
import { describeFindingsGrouped, withoutRepeats } from '../checks/describe.ts';
import type { Finding } from '../checks/problems.ts';

/** One image of the matrix as compared. Paths are relative to the report's folder. */
export interface ImageResult {
  readonly name: string;
  readonly status: 'same' | 'changed' | 'added';
  readonly differing: number;
  readonly expected: string | null;
  readonly actual: string;
  readonly diff: string | null;
}

export interface ReportInput {
  readonly images: readonly ImageResult[];
  readonly removed: readonly string[]; // baselines no longer in the matrix
  readonly checks: readonly { design: string; lang: Lang; findings: readonly Finding[] }[];
  readonly sheets: readonly { width: number; file: string }[];
  readonly lang: Lang;
  readonly updated: boolean;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:Nunito,Arial,sans-serif;margin:16px;color:#1d1b2f;background:#f6f4fb}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:1.5rem}
.summary{font-weight:800}.bad{color:#c0152f}.ok{color:#1b7a3a}
.image{background:#fff;border-radius:10px;padding:8px;margin:10px 0;box-shadow:0 1px 6px rgba(0,0,0,.12)}
.trio{display:flex;flex-wrap:wrap;gap:8px}.trio figure{margin:0}.trio img{max-width:360px;display:block;border:1px solid #ccc}
figcaption{font-size:.85rem;font-weight:800}
.slider{position:relative;display:inline-block;line-height:0;border:1px solid #ccc}
.slider img{max-width:360px;display:block}.slider .top{position:absolute;inset:0;clip-path:inset(0 50% 0 0)}
.slider input{width:100%}
ul.findings li{font-family:ui-monospace,monospace;font-size:.85rem;margin:.15rem 0}
.thumbs{display:flex;flex-wrap:wrap;gap:6px}.thumbs img{width:120px;border:1px solid #ccc}
.sheets img{max-width:100%;border:1px solid #ccc;margin:6px 0}
`;

const SCRIPT = `
for (const s of document.querySelectorAll('.slider-block')) {
  const input = s.querySelector('input');
  const top = s.querySelector('.top');
  const set = () => { top.style.clipPath = 'inset(0 ' + (100 - Number(input.value)) + '% 0 0)'; };
  input.addEventListener('input', set);
  set();
}
`;

/** How many images differ from their baseline, and how many have none yet. */
export function imageCounts(images: readonly ImageResult[]): { changed: number; added: number } {
  return {
    changed: images.filter((i) => i.status === 'changed').length,
    added: images.filter((i) => i.status === 'added').length,
  };
}

/** The report, one HTML page: changed images side by side with a slider, failed checks, the sheet. */
export function reportHtml(input: ReportInput): string {
  const m = QA_WORDS[input.lang].report;
  const changed = input.images.filter((i) => i.status !== 'same');
  const counts = imageCounts(input.images);
  const same = input.images.filter((i) => i.status === 'same');
  // A failure of no language (a symbol's, the geometry's) is found alike in each language's checks: said once.
  const failed = withoutRepeats(input.checks.flatMap((c) => c.findings));
  const parts: string[] = [];
  parts.push(`<h1>${escape(m.title)}</h1>`);
  parts.push(
    `<p class="summary ${changed.length + failed.length === 0 ? 'ok' : 'bad'}">${escape(
      m.summary(input.images.length, counts.changed, counts.added, failed.length),
    )}</p>`,
  );
  if (changed.length > 0 && !input.updated) parts.push(`<p>${escape(m.update)}</p>`);

  parts.push(`<h2 id="checks">${escape(m.failedChecks)}</h2>`);
  if (failed.length === 0) parts.push(`<p class="ok">${escape(m.noFailure)}</p>`);
  // Each design's failures of no language once, then each language's; one cause failing in many
  // places said once, naming them.
  const sections = [...new Set(input.checks.map((c) => c.design))].flatMap((design) => {
    const ofDesign = input.checks.filter((c) => c.design === design);
    return [
      {
        title: `${design} · ${m.everyLang}`,
        findings: withoutRepeats(ofDesign.flatMap((c) => c.findings.filter((f) => f.lang === undefined))),
      },
      ...ofDesign.map((c) => ({
        title: `${design} · ${c.lang}`,
        findings: c.findings.filter((f) => f.lang !== undefined),
      })),
    ];
  });
  for (const section of sections) {
    if (section.findings.length === 0) continue;
    parts.push(`<h3>${escape(section.title)}</h3><ul class="findings">`);
    for (const line of describeFindingsGrouped(section.findings, input.lang))
      parts.push(`<li class="bad">${escape(line)}</li>`);
    parts.push('</ul>');
  }

  parts.push(`<h2 id="changed">${escape(m.changed)} (${changed.length})</h2>`);
  for (const image of changed) {
    const note = image.status === 'added' ? m.added : m.pixels(image.differing);
    parts.push(`<section class="image" id="${escape(image.name)}"><h3>${escape(image.name)} · ${escape(note)}</h3>`);
    parts.push('<div class="trio">');
    if (image.expected !== null)
      parts.push(
        `<figure><figcaption>${escape(m.expected)}</figcaption><img src="${escape(image.expected)}" alt=""></figure>`,
      );
    parts.push(
      `<figure><figcaption>${escape(m.actual)}</figcaption><img src="${escape(image.actual)}" alt=""></figure>`,
    );
    if (image.diff !== null)
      parts.push(`<figure><figcaption>${escape(m.diff)}</figcaption><img src="${escape(image.diff)}" alt=""></figure>`);
    if (image.expected !== null) {
      parts.push(
        `<figure class="slider-block"><figcaption>${escape(m.slider)}</figcaption><div class="slider">` +
          `<img src="${escape(image.actual)}" alt=""><img class="top" src="${escape(image.expected)}" alt="">` +
          `</div><input type="range" min="0" max="100" value="50" aria-label="${escape(m.slider)}"></figure>`,
      );
    }
    parts.push('</div></section>');
  }
  if (input.removed.length > 0) parts.push(`<ul>${input.removed.map((r) => `<li>${escape(r)}</li>`).join('')}</ul>`);

  parts.push(`<h2 id="unchanged">${escape(m.unchanged)} (${same.length})</h2><div class="thumbs">`);
  for (const image of same)
    parts.push(`<img src="${escape(image.actual)}" alt="${escape(image.name)}" title="${escape(image.name)}">`);
  parts.push('</div>');

  parts.push(`<h2 id="sheets">${escape(m.sheets)}</h2><div class="sheets">`);
  for (const sheet of input.sheets) {
    parts.push(
      `<figure><figcaption>${sheet.width} px</figcaption><a href="${escape(sheet.file)}"><img src="${escape(sheet.file)}" alt=""></a></figure>`,
    );
  }
  parts.push('</div>');
  return `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(m.title)}</title><style>${STYLE}</style></head>
<body>${parts.join('\n')}<script>${SCRIPT}</script></body></html>
`;
}
