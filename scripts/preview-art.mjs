#!/usr/bin/env node
// Art preview: composes each ticket background with symbols placed in their slots, sample
// amounts in the text boxes, sample title / price / serial at their anchors, and (optionally)
// half-transparent covers over the zones, into self-contained HTML pages. The art is shown as
// written: its text falls back to the browser's fonts here, since the build draws it in Nunito
// outlines (build/outlineArt.ts).
//
//   node scripts/preview-art.mjs [outDir] [--covers] [--outlines]
//
// outDir defaults to <os tmpdir>/grattez-preview. Open the pages in a browser, or screenshot
// them headless at 600x900 (and symbols.html at 900x700).

import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith('--')) ?? join(tmpdir(), 'grattez-preview');
const showCovers = args.includes('--covers');
const showOutlines = args.includes('--outlines');
mkdirSync(outDir, { recursive: true });

const SYMBOLS = {
  dog: ['bone', 'ball', 'collar', 'bone', 'frisbee', 'slipper', 'bone', 'ball', 'collar', 'bowl', 'slipper'],
  cat: ['mouse', 'fish', 'bell', 'feather', 'mouse', 'butterfly', 'fish', 'mouse', 'bell', 'feather', 'yarn'],
  months: ['clover', 'horseshoe', 'clover', 'ladybug', 'star', 'moon'],
};
const AMOUNTS = [
  ['6 €', 'SIX EUROS'],
  ['20 €', 'VINGT EUROS'],
  ['40 000 €', 'QUARANTE MILLE EUROS'],
  ['100 €', 'CENT EUROS'],
  ['1 000 €', 'MILLE EUROS'],
  ['12 €', 'DOUZE EUROS'],
];
const TITLES = { dog: 'Pattes de Chien', cat: 'Pattes de Chat', months: 'Les 12 Mois' };
const PRICES = { dog: '2 €', cat: '2 €', months: '3 €' };
const ALL = [...new Set(Object.values(SYMBOLS).flat())];

const dataUri = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
function symbolUri(id) {
  const p = join(root, 'assets', 'symbols', `${id}.svg`);
  if (!existsSync(p)) {
    return dataUri(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="5" y="5" width="90" height="90" fill="#f0f" opacity="0.4"/></svg>`,
    );
  }
  return dataUri(readFileSync(p, 'utf8'));
}

function partSvg(p, attrs) {
  if (p.kind === 'ellipse') return `<ellipse cx="${p.cx}" cy="${p.cy}" rx="${p.rx}" ry="${p.ry}" ${attrs}/>`;
  if (p.kind === 'rect')
    return `<rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" rx="${p.r ?? 0}" ${attrs}/>`;
  return `<polygon points="${p.points.map((q) => q.join(',')).join(' ')}" ${attrs}/>`;
}

function anchorText(t, s, extra = '') {
  const anchor = { left: 'start', center: 'middle', right: 'end' }[t.align ?? 'center'];
  return `<text x="${t.x}" y="${t.y}" font-size="${t.size}" fill="${t.color}" text-anchor="${anchor}" dominant-baseline="central" font-family="Arial, sans-serif" font-weight="bold" ${extra}>${s}</text>`;
}

function boxText(b, s, color) {
  // Shrink to fit, like the renderer will.
  const size = Math.min(b.h * 0.8, (b.w / Math.max(s.length, 1)) * 1.6);
  return `<text x="${b.x + b.w / 2}" y="${b.y + b.h / 2}" font-size="${size.toFixed(1)}" fill="${color}" text-anchor="middle" dominant-baseline="central" font-family="Arial, sans-serif" font-weight="bold">${s}</text>`;
}

function ticketPage(design) {
  const layout = JSON.parse(readFileSync(join(root, 'designs', design, 'design.json'), 'utf8'));
  const bg = readFileSync(join(root, 'designs', design, layout.background), 'utf8');
  const look = layout.variant ?? layout.game; // the default design whose symbols it shows
  const syms = SYMBOLS[look];
  let body = `<image href="${dataUri(bg)}" x="0" y="0" width="${layout.width}" height="${layout.height}"/>`;
  let k = 0;
  layout.zones.forEach((z, zi) => {
    for (const s of z.slots) {
      let id = syms[k++ % syms.length];
      if (z.kind === 'bonus') id = s === z.slots[0] ? (look === 'dog' ? 'bowl' : 'yarn') : syms[1];
      body += `<image href="${symbolUri(id)}" x="${s.x}" y="${s.y}" width="${s.size}" height="${s.size}"/>`;
    }
    const [digits, words] = AMOUNTS[zi % AMOUNTS.length];
    if (z.amountDigits) body += boxText(z.amountDigits, digits, '#1b1b3a');
    if (z.amountWords) body += boxText(z.amountWords, words, '#1b1b3a');
    if (showOutlines) {
      body += z.shape
        .map((p) => partSvg(p, 'fill="none" stroke="#00f" stroke-width="1" stroke-dasharray="3 2"'))
        .join('');
      for (const b of [z.amountDigits, z.amountWords, z.label].filter(Boolean))
        body += `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="none" stroke="#f00" stroke-width="0.8"/>`;
    }
    if (showCovers && zi % 2 === 1) {
      body += `<g fill="#c0c4cc" stroke="#8a8f99" stroke-width="1">${z.shape.map((p) => partSvg(p, '')).join('')}</g>`;
    }
  });
  body += anchorText(layout.title, TITLES[look], 'font-family="Arial Black, Arial, sans-serif"');
  body += anchorText(layout.price, PRICES[look]);
  body += anchorText(layout.serial, 'N° 0042-123456-078');
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#333}</style></head>
<body><svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">${body}</svg></body></html>`;
}

function symbolsPage() {
  let cells = '';
  ALL.forEach((id, i) => {
    const x = (i % 6) * 150;
    const y = Math.floor(i / 6) * 230;
    cells += `<rect x="${x + 5}" y="${y + 5}" width="140" height="140" fill="#fff8e8" stroke="#ccc"/>`;
    cells += `<image href="${symbolUri(id)}" x="${x + 25}" y="${y + 25}" width="100" height="100"/>`;
    cells += `<rect x="${x + 5}" y="${y + 155}" width="50" height="50" fill="#fff8e8"/>`;
    cells += `<image href="${symbolUri(id)}" x="${x + 10}" y="${y + 160}" width="40" height="40"/>`;
    cells += `<text x="${x + 100}" y="${y + 185}" font-size="14" text-anchor="middle" fill="#fff" font-family="Arial">${id}</text>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#555}</style></head>
<body><svg xmlns="http://www.w3.org/2000/svg" width="900" height="700">${cells}</svg></body></html>`;
}

for (const d of readdirSync(join(root, 'designs'))) {
  if (!existsSync(join(root, 'designs', d, 'design.json'))) continue;
  writeFileSync(join(outDir, `${d}.html`), ticketPage(d));
}
writeFileSync(join(outDir, 'symbols.html'), symbolsPage());
console.log(`preview pages written to ${outDir}`);
