/**
 * The `index.html` contact sheet of a batch: one card per prize with the ticket's serial, the
 * engine's explanation and every file of that ticket, in the studio's language. A self-contained
 * page (no script, no outside resource) that opens from the unzipped folder.
 */
import { evaluate, type Ticket, variantOf } from '../../engine/index.ts';
import { explainBreakdown, formatEuros, gameName, type Lang, variantName } from '../../i18n/index.ts';
import { STUDIO_WORDS } from '../../i18n/studio.ts';
import { batchSource, type BatchItem } from './studioExport.ts';
import { FORMAT_NAMES, studioQuery, type StudioSettings } from './studioSettings.ts';

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A path inside the zip as an href: each segment percent-encoded. */
function href(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function fileTag(item: BatchItem, alt: string): string {
  const src = href(item.path);
  const a = escapeHtml(alt);
  switch (item.format) {
    case 'png':
    case 'gif':
      return `<a href="${src}"><img src="${src}" alt="${a}" loading="lazy"></a>`;
    case 'webm':
    case 'mp4':
      return `<video src="${src}" controls muted loop playsinline preload="metadata" aria-label="${a}"></video>`;
  }
}

/**
 * The sheet for `items` (as `batchPlan` made them). `studioUrl`, when given (the studio's address
 * without its query), links each card to the studio showing that ticket.
 */
export function contactSheet(settings: StudioSettings, items: readonly BatchItem[], studioUrl: string | null): string {
  const lang: Lang = settings.lang;
  const words = STUDIO_WORDS[lang];
  const w = words.sheet;
  const source = batchSource(settings);
  const title = w.title(gameName(source.game, lang), source.seed, String(source.block));
  const byTicket = new Map<string, { ticket: Ticket; items: BatchItem[] }>();
  for (const item of items) {
    const entry = byTicket.get(item.ticket.serial) ?? { ticket: item.ticket, items: [] };
    entry.items.push(item);
    byTicket.set(item.ticket.serial, entry);
  }
  const cards = [...byTicket.values()].map(({ ticket, items: files }) => {
    const scored = evaluate(ticket);
    const explanation = scored.ok ? explainBreakdown(scored.value, lang) : '';
    const prize = ticket.prize > 0 ? formatEuros(ticket.prize, lang) : words.noWin;
    const shown = variantOf(ticket);
    const variant = shown === null ? null : variantName(shown, lang);
    const rows = files
      .map((file) => {
        const alt = `${prize} — ${ticket.serial} — ${w.languages[file.lang]} — ${FORMAT_NAMES[file.format]}`;
        return `<figure>${fileTag(file, alt)}<figcaption>${escapeHtml(`${w.languages[file.lang]} · ${FORMAT_NAMES[file.format]}`)} · <a href="${href(file.path)}" download>${escapeHtml(file.path.split('/').pop() ?? file.path)}</a></figcaption></figure>`;
      })
      .join('\n');
    const query = studioQuery({ ...settings, ticket: { kind: 'serial', serial: ticket.serial } });
    const link =
      studioUrl === null ? '' : `<p><a href="${escapeHtml(studioUrl + query)}">${escapeHtml(w.link)}</a></p>`;
    return `<section>
<h2>${escapeHtml(prize)}</h2>
<dl>
<dt>${escapeHtml(w.serial)}</dt><dd><code>${escapeHtml(ticket.serial)}</code></dd>
${explanation === '' ? '' : `<dt>${escapeHtml(w.explanation)}</dt><dd>${escapeHtml(explanation)}</dd>`}
${variant === null ? '' : `<dt>${escapeHtml(w.variant)}</dt><dd>${escapeHtml(variant)}</dd>`}
</dl>
${link}
<div class="files">
${rows}
</div>
</section>`;
  });
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1.5rem; color: #1a1446; background: #f6f3ff; }
section { background: #fff; border-radius: 0.75rem; padding: 1rem 1.25rem; margin: 1rem 0; box-shadow: 0 1px 4px rgb(26 20 70 / 15%); }
h2 { margin: 0 0 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
dt { font-weight: 700; }
dd { margin: 0; }
.files { display: flex; flex-wrap: wrap; gap: 1rem; }
figure { margin: 0; width: 14rem; }
img, video { display: block; width: 100%; height: auto; background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; border-radius: 0.25rem; }
figcaption { font-size: 0.85rem; margin-top: 0.25rem; overflow-wrap: anywhere; }
.mention { font-weight: 700; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="mention">${escapeHtml(w.intro)}</p>
${cards.join('\n')}
</body>
</html>
`;
}
