import type { Lang } from '../../i18n/index.ts';
import { pointInShape, type Rect } from '../../layouts/geometry.ts';
import { INERT_SVG_NS, parseInertSvg, serializeInertSvg, SVG_NS } from '../../layouts/inertSvg.ts';
import type { TicketLayout } from '../../layouts/index.ts';
import { givenSvgText } from '../../render/givenSvg.ts';
import { glyphSqueeze, type ContrastMeasure, type TextMeasure } from '../checks/evaluate.ts';
import { artTextContrast, inkBounds } from '../checks/pixels.ts';
import type { Finding } from '../checks/problems.ts';
import { PHONE_TICKET_WIDTH_PX } from '../checks/legibility.ts';

/*
 * The art's printed text (rules, month names, mentions) is part of the background SVG, drawn in
 * outlines at build time (build/outlineArt.ts): each <text> became a <g> of <use> glyphs, scaled
 * from font units. QA finds those groups in the art the app serves, and measures each by drawing
 * the art three ways with the browser's own SVG rasteriser, as the painter does: the text alone
 * (its ink), the art without it (what lies behind it), and the art as it is.
 */

const GLYPH_HREF = '#outline-glyph-';
/** Font units per em of the bundled faces (Nunito and Fredoka both draw in 1000; a unit test checks). */
export const ART_UNITS_PER_EM = 1000;

/** One text of the art, found in its outlines. */
export interface ArtText {
  readonly index: number; // among the art's texts, in document order
  readonly id: string; // the <text>'s id when it had one, else ''
  readonly fontSize: number; // ticket units
  readonly bbox: Rect; // its glyphs' outlines, ticket units
  readonly at: { readonly x: number; readonly y: number }; // where the art writes it (writtenPosition)
  readonly printed: string; // the characters it prints, kept by the outlines (data-text)
  readonly fact: string | null; // the game fact it is marked as printing (data-fact), if any
  readonly squeeze: number; // its glyphs' width over their font's (textLength): 1 as the font draws them
}

/**
 * How narrow a text's glyphs are drawn, over the width their font gives them: its matrix's (the
 * outlines' stretch to textLength, a transform), and for a <text> the browser still lays out (the
 * lab's art), its textLength over the length it takes without one.
 */
function squeezeOf(g: SVGGraphicsElement, ctm: DOMMatrix): number {
  const squeeze = glyphSqueeze(ctm);
  if (!(g instanceof SVGTextElement) || !g.hasAttribute('textLength')) return squeeze;
  const natural = g.cloneNode(true) as SVGTextElement;
  natural.removeAttribute('textLength');
  natural.removeAttribute('lengthAdjust');
  natural.removeAttribute('data-qa-text');
  g.after(natural);
  try {
    const length = natural.getComputedTextLength();
    return length > 0 ? (squeeze * g.textLength.baseVal.value) / length : squeeze;
  } finally {
    natural.remove();
  }
}

/**
 * Where the art writes a text: its <text>'s x and y as the designer wrote them (the first of a
 * list; 0 when absent), which the outlines keep (data-at, build/outlineArt.ts). A text without an
 * id is named by it (artTextRole): never by a box the browser measures, which differs between a
 * <text> (the design lab's art, its font's ascent to descent) and its outlines (check-layout's
 * and the sheet's, the glyphs' ink), so that every surface names it alike.
 */
export function writtenPosition(element: Pick<Element, 'getAttribute'>): { x: number; y: number } {
  const kept = element.getAttribute('data-at');
  const [x, y] = kept === null ? [element.getAttribute('x'), element.getAttribute('y')] : kept.split(',');
  const first = (value: string | null | undefined) => {
    const number = Number.parseFloat((value ?? '').trim().split(/[\s,]+/)[0] ?? '');
    return Number.isFinite(number) ? number : 0;
  };
  return { x: first(x), y: first(y) };
}

/** An art file, parsed, with its texts. */
export interface Art {
  readonly document: Document; // its styles inert (parseInertSvg)
  readonly texts: readonly ArtText[];
  readonly layout: TicketLayout;
}

function isTextGroup(element: Element): boolean {
  if (element.localName !== 'g' || element.children.length === 0) return false;
  for (const child of Array.from(element.children)) {
    if (child.localName !== 'use' || !(child.getAttribute('href') ?? '').startsWith(GLYPH_HREF)) return false;
  }
  return true;
}

/**
 * Fetches and parses the art at `url`, finding its texts (drawn on the layout's ticket): outlined
 * as the build serves it, or still <text> in art the build has not seen (the design lab's, whose
 * fonts it embeds, its text kept in the page: no fetch of its blob: URL).
 */
export async function loadArt(url: string, layout: TicketLayout): Promise<Art> {
  const given = givenSvgText(url); // a folder's, read in the page
  if (given !== undefined) return parseArt(given, layout);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load the art ${url}: HTTP ${response.status}`);
  return parseArt(await response.text(), layout);
}

/**
 * The art's styles, which the page may not take as they are under a strict policy
 * (docs/reliability.md): the rules of its <style> elements as a constructed style sheet, and the
 * fonts they embed (data: URLs in @font-face, which `font-src 'self'` refuses) as FontFaces made
 * from their bytes, added to the page until `release`.
 */
async function artStyles(root: Element): Promise<{ sheet: CSSStyleSheet; release(): void }> {
  const css = Array.from(root.getElementsByTagNameNS(INERT_SVG_NS, 'style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const faces: FontFace[] = [];
  for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
    const rule = sheet.cssRules[i]!;
    if (!(rule instanceof CSSFontFaceRule)) continue;
    sheet.deleteRule(i);
    const data = /url\(\s*["']?data:[^,;"')]*(;base64)?,([^"')]*)["']?\s*\)/.exec(rule.style.getPropertyValue('src'));
    if (data === null) continue; // a font elsewhere: an art refers to nothing outside itself
    const bytes =
      data[1] === undefined
        ? new TextEncoder().encode(decodeURIComponent(data[2]!))
        : Uint8Array.from(atob(data[2]!), (c) => c.charCodeAt(0));
    const family = rule.style
      .getPropertyValue('font-family')
      .trim()
      .replace(/^["']|["']$/g, '');
    const descriptors: FontFaceDescriptors = {};
    const weight = rule.style.getPropertyValue('font-weight');
    const style = rule.style.getPropertyValue('font-style');
    if (weight !== '') descriptors.weight = weight;
    if (style !== '') descriptors.style = style;
    faces.push(new FontFace(family, bytes, descriptors));
  }
  const loaded = await Promise.all(faces.map((face) => face.load()));
  for (const face of loaded) document.fonts.add(face);
  return {
    sheet,
    release() {
      for (const face of loaded) document.fonts.delete(face);
    },
  };
}

/**
 * The inert art's live copy in the page: SVG elements made by script, each style="" set through
 * the CSSOM, the <style> elements left out (their rules are the shadow root's sheet).
 */
function liveCopy(element: Element): Element {
  const namespace = element.namespaceURI === INERT_SVG_NS ? SVG_NS : element.namespaceURI;
  const copy = document.createElementNS(namespace, element.localName);
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.namespaceURI === 'http://www.w3.org/2000/xmlns/') continue;
    if (attribute.name === 'style' && copy instanceof SVGElement) copy.style.cssText = attribute.value;
    else copy.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
  }
  for (const child of Array.from(element.childNodes)) {
    if (child instanceof Element) {
      if (!(child.namespaceURI === INERT_SVG_NS && child.localName === 'style')) copy.appendChild(liveCopy(child));
    } else if (child.nodeType === Node.TEXT_NODE || child.nodeType === Node.CDATA_SECTION_NODE) {
      copy.appendChild(document.createTextNode(child.nodeValue ?? ''));
    }
  }
  return copy;
}

/** Parses the art, measuring its texts in a live copy sized as the ticket. */
async function parseArt(svg: string, layout: TicketLayout): Promise<Art> {
  // Parsed with its styles inert: a strict policy would refuse (and report) each of them.
  const document_ = parseInertSvg(svg);
  const root = document_.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== INERT_SVG_NS) throw new Error('the art is not an SVG document');
  const groups = Array.from(root.getElementsByTagNameNS(INERT_SVG_NS, '*')).filter(
    (e) => e.localName === 'text' || isTextGroup(e),
  );
  groups.forEach((g, i) => g.setAttribute('data-qa-text', String(i)));

  // A live copy in the page, sized as the ticket, to ask the browser for outlines' bounds: in a
  // shadow root, whose adopted sheet holds the art's rules for it alone.
  const styles = await artStyles(root);
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden';
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [styles.sheet];
  const inline = liveCopy(root) as SVGSVGElement;
  inline.setAttribute('width', String(layout.width));
  inline.setAttribute('height', String(layout.height));
  inline.setAttribute('preserveAspectRatio', 'none');
  shadow.appendChild(inline);
  document.body.appendChild(host);
  try {
    if (groups.some((g) => g.localName === 'text')) {
      // Text still to be laid out: with the fonts the art embeds, once they are loaded.
      for (const g of Array.from(inline.querySelectorAll('text'))) (g as SVGGraphicsElement).getBBox();
      await document.fonts.ready;
    }
    const texts = groups.map((_, index): ArtText => {
      const g = inline.querySelector(`[data-qa-text="${index}"]`) as SVGGraphicsElement;
      const box = g.getBBox();
      const ctm = g.getCTM() ?? new DOMMatrix();
      const corners = [
        new DOMPoint(box.x, box.y),
        new DOMPoint(box.x + box.width, box.y),
        new DOMPoint(box.x, box.y + box.height),
        new DOMPoint(box.x + box.width, box.y + box.height),
      ].map((p) => p.matrixTransform(ctm));
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      return {
        index,
        id: groups[index]!.getAttribute('id') ?? '',
        // Outlined glyphs are drawn in font units: the CTM's vertical scale is the font size per
        // unit of em. A <text> has its own font size, in the units the CTM scales.
        fontSize:
          Math.hypot(ctm.c, ctm.d) *
          (g.localName === 'text' ? parseFloat(getComputedStyle(g).fontSize) : ART_UNITS_PER_EM),
        bbox: { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y },
        at: writtenPosition(groups[index]!),
        // Outlines keep the characters in data-text; a <text> not outlined yet (the lab's) holds them.
        printed:
          groups[index]!.getAttribute('data-text') ??
          (groups[index]!.localName === 'text' ? (groups[index]!.textContent ?? '') : ''),
        fact: groups[index]!.getAttribute('data-fact'),
        squeeze: squeezeOf(g, ctm),
      };
    });
    return { document: document_, texts, layout };
  } finally {
    host.remove();
    styles.release();
  }
}

type Variant = 'alone' | 'without' | 'with' | 'before';

/**
 * Draws a part of the art, `region` (ticket units, its corner on whole device pixels), at `scale`
 * device pixels per unit: the whole art, the text alone, the art without it, or the art up to the
 * text (what is drawn after it hidden).
 */
async function drawArt(art: Art, text: ArtText, variant: Variant, region: Rect, scale: number): Promise<ImageData> {
  const copy = art.document.cloneNode(true) as Document;
  const root = copy.documentElement;
  const g = copy.querySelector(`[data-qa-text="${text.index}"]`);
  if (g === null) throw new Error('the art lost a text');
  if (variant === 'alone') {
    // Everything hidden but the text: each element beside its path from the root. (Not the root
    // hidden and the text made visible again: WebKit then draws nothing of an SVG image at all.)
    for (let node: Element = g; node !== root && node.parentElement !== null; node = node.parentElement) {
      for (const sibling of node.parentElement.children)
        if (sibling !== node) sibling.setAttribute('visibility', 'hidden');
    }
  } else if (variant === 'without') {
    g.setAttribute('display', 'none');
  } else if (variant === 'before') {
    // What is drawn after the text hidden: each element following its path from the root.
    for (let node: Element = g; node !== root && node.parentElement !== null; node = node.parentElement) {
      for (let next = node.nextElementSibling; next !== null; next = next.nextElementSibling)
        next.setAttribute('visibility', 'hidden');
    }
  }
  // The art's own viewBox, stretched over the ticket as the painter draws it.
  const [vx, vy, vw, vh] = (root.getAttribute('viewBox') ?? `0 0 ${art.layout.width} ${art.layout.height}`)
    .trim()
    .split(/[\s,]+/)
    .map(Number) as [number, number, number, number];
  const sx = vw / art.layout.width;
  const sy = vh / art.layout.height;
  const width = Math.max(1, Math.round(region.w * scale));
  const height = Math.max(1, Math.round(region.h * scale));
  root.setAttribute('viewBox', `${vx + region.x * sx} ${vy + region.y * sy} ${region.w * sx} ${region.h * sy}`);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('preserveAspectRatio', 'none');
  const url = URL.createObjectURL(new Blob([serializeInertSvg(copy)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, 0, 0, width, height);
    return ctx.getImageData(0, 0, width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The zone whose month label holds the text's centre, if any. */
function labelOf(layout: TicketLayout, bbox: Rect): { zone: string; box: Rect } | null {
  const cx = bbox.x + bbox.w / 2;
  const cy = bbox.y + bbox.h / 2;
  for (const zone of layout.zones) {
    const l = zone.label;
    if (l && cx >= l.x && cx <= l.x + l.w && cy >= l.y && cy <= l.y + l.h) return { zone: zone.id, box: l };
  }
  return null;
}

/** What one art text is checked as: a month label in its box, or other printed text inside the ticket. */
export function artTextRole(
  layout: TicketLayout,
  text: ArtText,
): { element: string; kind: 'label' | 'rules'; box: Rect } {
  const label = labelOf(layout, text.bbox);
  if (label !== null) return { element: `${layout.design}.${label.zone}.label`, kind: 'label', box: label.box };
  // Named where the art writes it (writtenPosition), as the designer finds it in the file.
  const name = text.id !== '' ? text.id : `text@${Math.round(text.at.x)},${Math.round(text.at.y)}`;
  return {
    element: `${layout.design}.art.${name}`,
    kind: 'rules',
    box: { x: 0, y: 0, w: layout.width, h: layout.height },
  };
}

/** Measures of one art text at one density: its fit and size, and (when asked) its contrast. */
export async function measureArtText(
  art: Art,
  text: ArtText,
  lang: Lang,
  density: number,
  withContrast: boolean,
): Promise<{ text: TextMeasure; contrast: ContrastMeasure | null; underCover: Finding[]; covered: Finding[] }> {
  const { layout } = art;
  const scale = (PHONE_TICKET_WIDTH_PX / layout.width) * density;
  const margin = 4; // units around the outlines: room for antialiasing
  const region = {
    x: Math.floor((text.bbox.x - margin) * scale) / scale,
    y: Math.floor((text.bbox.y - margin) * scale) / scale,
    w: Math.ceil((text.bbox.w + 2 * margin) * scale) / scale,
    h: Math.ceil((text.bbox.h + 2 * margin) * scale) / scale,
  };
  const alone = await drawArt(art, text, 'alone', region, scale);
  const bounds = inkBounds(alone);
  const ink =
    bounds === null
      ? null
      : {
          x: region.x + bounds.x0 / scale,
          y: region.y + bounds.y0 / scale,
          w: (bounds.x1 - bounds.x0) / scale,
          h: (bounds.y1 - bounds.y0) / scale,
        };
  const role = artTextRole(layout, text);
  const measure: TextMeasure = {
    element: role.element,
    kind: role.kind,
    text: text.printed,
    sizeUnits: text.fontSize,
    box: role.box,
    ink,
    pixelsPerUnit: scale,
    ticketWidth: layout.width,
    lang,
    density,
    squeeze: text.squeeze,
  };
  let contrast: ContrastMeasure | null = null;
  const covered: Finding[] = [];
  if (withContrast) {
    const [withText, without, before] = await Promise.all([
      drawArt(art, text, 'with', region, scale),
      drawArt(art, text, 'without', region, scale),
      drawArt(art, text, 'before', region, scale),
    ]);
    // The art drawn after the text must leave it as it was drawn: a shape or a shadow over part of
    // it (a neighbouring box over a label's accent) hides what the art means to print.
    const share = hiddenShare(alone, withText, before);
    if (share > HIDDEN_SHARE_ALLOWED) {
      covered.push({
        check: 'text',
        element: role.element,
        lang,
        rect: text.bbox,
        problem: { kind: 'textCovered', text: text.printed, percent: Math.round(share * 100) },
      });
    }
    contrast = {
      element: role.element,
      text: text.printed,
      ratio: artTextContrast(withText, without, alone),
      lang,
      rect: text.bbox,
    };
  }
  const underCover: Finding[] = [];
  if (ink !== null) {
    for (const zone of layout.zones) {
      let hit = false;
      for (let y = ink.y; y <= ink.y + ink.h && !hit; y += 1) {
        for (let x = ink.x; x <= ink.x + ink.w && !hit; x += 1) hit = pointInShape(zone.shape, x, y);
      }
      if (hit) {
        underCover.push({
          check: 'text',
          element: role.element,
          lang,
          rect: ink,
          problem: { kind: 'textUnderCover', zone: zone.id },
        });
      }
    }
  }
  return { text: measure, contrast, underCover, covered };
}

/** The share of a text's ink that the art drawn after it may change: its antialiased neighbours' edges. */
const HIDDEN_SHARE_ALLOWED = 0.02;

/**
 * The share of a text's solid ink (its pixels drawn alone at half opacity or more) whose colour the
 * art drawn after it changes: 0 when nothing is drawn over it.
 */
function hiddenShare(alone: ImageData, whole: ImageData, before: ImageData): number {
  let ink = 0;
  let hidden = 0;
  for (let i = 0; i < alone.data.length; i += 4) {
    if (alone.data[i + 3]! < 128) continue;
    ink++;
    const change =
      Math.abs(whole.data[i]! - before.data[i]!) +
      Math.abs(whole.data[i + 1]! - before.data[i + 1]!) +
      Math.abs(whole.data[i + 2]! - before.data[i + 2]!);
    if (change > 48) hidden++;
  }
  return ink === 0 ? 0 : hidden / ink;
}
