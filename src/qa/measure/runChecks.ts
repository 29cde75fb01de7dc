import type { Lang } from '../../i18n/index.ts';
import { pointInShape, shapeBounds, type Rect } from '../../layouts/geometry.ts';
import { gameOfDesign, getDesign, type TicketLayout } from '../../layouts/index.ts';
import { COVER_REACH_UNITS } from '../../render/coverArt.ts';
import { ticketArtUrl } from '../../render/assets.ts';
import {
  checkContrast,
  checkCover,
  checkTapTarget,
  checkText,
  type ContrastMeasure,
  type TextMeasure,
} from '../checks/evaluate.ts';
import { checkGeometry } from '../checks/geometry.ts';
import { checkTextFit } from '../checks/textFit.ts';
import { checkMonthLabels } from '../checks/monthLabels.ts';
import { CONTRAST_KINDS } from '../checks/legibility.ts';
import { countDifferences, largestSquare } from '../checks/pixels.ts';
import { checkPrintedFacts, checkRequiredFacts, type FactMeasure } from '../checks/printedFacts.ts';
import type { Finding } from '../checks/problems.ts';
import {
  checkSymbolInk,
  measureSymbolInk,
  symbolDifference,
  symbolFindings,
  type SymbolPicture,
  type SymbolInkMeasure,
} from '../checks/symbols.ts';
import { contentPages, coverPair, designSymbols, worstCaseTicket } from '../content.ts';
import { artTextRole, loadArt, measureArtText } from './art.ts';
import { symbolClipping, textContrast, textMeasure, toPixels, pixelMapping } from './measures.ts';
import { InspectingRenderer, phoneView, pixelsOf, qaPicture } from './pictures.ts';
import { yieldToInput } from './yieldToInput.ts';
import { QA_WORDS } from '../../i18n/qa.ts';

/** The densities every rendered check runs at. */
const DENSITIES = [1, 2, 3] as const;
/** Contrast is a matter of colours, read where strokes are widest: at the highest density. */
const CONTRAST_DENSITY = 3;
/** Symbols are compared as a phone of density 2 shows them (the most common). */
const SYMBOL_DENSITY = 2;
/** "Around" a zone, for the cover check: its cover's reach and as much again. */
const AROUND_ZONE_UNITS = 2 * COVER_REACH_UNITS;

export interface LayoutChecks {
  readonly design: string;
  readonly lang: Lang;
  readonly findings: Finding[];
  /** The measures behind the findings, for the sheet and the report. */
  readonly measures: {
    readonly texts: TextMeasure[];
    readonly contrasts: ContrastMeasure[];
    readonly covers: { element: string; density: number; differing: number }[];
    readonly taps: { element: string; squarePx: number }[];
    readonly symbols: { a: string; b: string; difference: number }[];
    /** Each symbol's drawing in its slot: how much ink, how large, how far from the middle. */
    readonly inks: ({ symbol: string } & SymbolInkMeasure)[];
    /** How many symbols' drawings were looked at for their slot's edges (each slot, page and density). */
    readonly clips: number;
    /** The art's printed facts: how many checks were made, and what each marked text was compared with. */
    readonly facts: { checks: number; compared: FactMeasure[] };
  };
}

export type CheckPart = 'content' | 'covers' | 'art';

export interface CheckRun {
  readonly layout: TicketLayout;
  readonly lang: Lang;
  /** The densities text fit and size, and covers, are checked at (default: 1, 2 and 3). */
  readonly densities?: readonly number[];
  /**
   * Where contrast and symbols are read (default: 3 and 2 when among `densities`, else the
   * highest of them). The QA sheet checks text at the density it shows, and still reads these
   * where their rules are set.
   */
  readonly contrastDensity?: number;
  readonly symbolDensity?: number;
  /** URL of the art to check (default: the layout's own, in the language). */
  readonly artUrl?: string;
  /**
   * What to draw (default: all): the pages of worst-case content (text, contrast, symbols), the
   * covered pictures (covers, tap targets, "Grattez ici") and the art's texts. Tests of one check
   * draw only what it needs.
   */
  readonly parts?: readonly CheckPart[];
  /** How many pages of worst-case content (default: all). */
  readonly pages?: number;
  /**
   * Only this page of worst-case content for text and contrast (0-based; the QA sheet's, the page
   * it shows). The symbols are still drawn on every page they need.
   */
  readonly page?: number;
  /** Called before each step: a picture, an art text at a density, a pair of symbols. */
  readonly progress?: (label: string) => void;
  /** The language of `progress`'s labels: the tool's, not the layout's (default: English). */
  readonly progressLang?: Lang;
  /**
   * Stops the run at its next step once aborted: it rejects with the signal's reason and what it
   * measured is dropped (the QA sheet's checks of a box no longer shown, which would hold up the
   * checks of what the page shows).
   */
  readonly signal?: AbortSignal;
}

/** One finding per element, check, problem kind, language and density: pages repeat the same fault. */
function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.check}|${f.element}|${f.problem.kind}|${f.lang ?? ''}|${f.density ?? ''}`;
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()];
}

/**
 * Every check of one layout in one language: geometry and text fit from the numbers, then, drawn by the
 * painter on the 360 px phone at each density, text fit and size (every page of worst-case
 * content, the covers' "Grattez ici", the art's texts), covers that hide everything, tap targets,
 * contrast and symbols that stay distinct; and the facts the art prints against the engine's.
 */
export async function runLayoutChecks(run: CheckRun): Promise<LayoutChecks> {
  const { layout, lang } = run;
  const densities = run.densities ?? DENSITIES;
  const parts = new Set<CheckPart>(run.parts ?? ['content', 'covers', 'art']);
  const design = layout.design;
  // Each step's label, in the tool's language: the design and the language checked.
  const steps = QA_WORDS[run.progressLang ?? 'en'].tool.steps;
  const where = `${design} ${lang}`;
  const step = (label: string) => {
    run.signal?.throwIfAborted();
    run.progress?.(label);
  };
  const findings: Finding[] = [...checkGeometry(layout)];
  const texts: TextMeasure[] = [];
  const contrasts: ContrastMeasure[] = [];
  const covers: { element: string; density: number; differing: number }[] = [];
  const taps: { element: string; squarePx: number }[] = [];
  const symbolPictures = new Map<string, SymbolPicture>();
  const inks: ({ symbol: string } & SymbolInkMeasure)[] = []; // each symbol's drawing, measured in its slot
  let clips = 0; // symbols' drawings looked at for their slot's edges
  const contrastDensity =
    run.contrastDensity ?? (densities.includes(CONTRAST_DENSITY) ? CONTRAST_DENSITY : Math.max(...densities));
  const symbolDensity =
    run.symbolDensity ?? (densities.includes(SYMBOL_DENSITY) ? SYMBOL_DENSITY : Math.max(...densities));
  // Every density a picture is drawn at: the checked ones, and where contrast and symbols are read.
  const drawn = [...new Set([...densities, contrastDensity, symbolDensity])].sort((x, y) => x - y);

  run.signal?.throwIfAborted(); // stopped before it began: no painter made for nothing
  const renderer = await InspectingRenderer.create();
  const second = await InspectingRenderer.create();
  try {
    // Worst-case content, every page, every density.
    const pages = parts.has('content') ? Math.min(run.pages ?? Infinity, contentPages(design)) : 0;
    const symbolPages = Math.min(pages, designSymbols(design).length);
    const checkedPage = (page: number) => run.page === undefined || page === run.page % contentPages(design);
    for (const density of pages > 0 ? drawn : []) {
      const textDensity = densities.includes(density);
      // At a density drawn for the symbols alone, only their pages; with `page`, only it besides.
      const pagesHere = textDensity || density === contrastDensity ? pages : symbolPages;
      for (let page = 0; page < pagesHere; page++) {
        const symbolPage = density === symbolDensity && page < symbolPages;
        const textChecked = textDensity && checkedPage(page);
        const contrastChecked = density === contrastDensity && checkedPage(page);
        if (!textChecked && !contrastChecked && !symbolPage) continue;
        step(steps.page(where, page + 1, pages, density));
        const picture = qaPicture(
          worstCaseTicket(design, page, layout),
          layout,
          lang,
          'revealed',
          phoneView(layout, density),
        );
        // Pixels are read (which waits for the GPU) only where a check needs them: contrast, the
        // whole picture; the symbols, each of which stands in the first slot on one of the first
        // pages, only that slot (in WebKitGTK a whole picture's readback costs about its drawing).
        const mapping = pixelMapping(picture);
        const firstSlot = (printed: { symbols: readonly { slot: Rect }[] }) =>
          printed.symbols[0] === undefined ? null : toPixels(printed.symbols[0].slot, mapping);
        const read = contrastChecked || (symbolPage && firstSlot);
        await yieldToInput(); // a picture at a time: the page answers input between them
        const { pixels, inspected } = await renderer.render(picture, read);
        for (const report of inspected.texts) {
          if (report.kind === 'scratchHere') continue; // under a removed cover: checked on covered pictures
          if (textChecked) {
            const measure = textMeasure(report, layout, lang, density);
            texts.push(measure);
            findings.push(...checkText(measure));
          }
          if (contrastChecked && pixels !== null && CONTRAST_KINDS.has(report.kind)) {
            const contrast = textContrast(report, picture, pixels, lang);
            contrasts.push(contrast);
            findings.push(...checkContrast(contrast));
          }
        }
        for (const report of textChecked ? inspected.symbols : []) {
          clips++;
          findings.push(
            ...symbolClipping(`${design}.${report.element}`, report.symbol, report.slot, report.raster, density),
          );
        }
        // Each symbol's drawing, as rasterised for its slot where symbols are compared: ink, size, place.
        for (const report of density === symbolDensity ? inspected.symbols : []) {
          if (inks.some((ink) => ink.symbol === report.symbol)) continue;
          const ink = measureSymbolInk(pixelsOf(report.raster));
          inks.push({ symbol: report.symbol, ...ink });
          findings.push(...checkSymbolInk(design, report.symbol, ink));
        }
        if (symbolPage && pixels !== null) {
          // Each symbol as drawn in the first slot of the ticket, over the same paper on every page.
          const first = inspected.symbols[0];
          if (first !== undefined && !symbolPictures.has(first.symbol)) {
            const r = toPixels(first.slot, mapping);
            // The slot alone was read, unless the whole picture was (for contrast).
            const whole = contrastChecked;
            const crop = whole ? new ImageData(r.x1 - r.x0, r.y1 - r.y0) : pixels;
            for (let y = r.y0; whole && y < r.y1; y++) {
              const from = (y * pixels.width + r.x0) * 4;
              crop.data.set(pixels.data.subarray(from, from + (r.x1 - r.x0) * 4), (y - r.y0) * (r.x1 - r.x0) * 4);
            }
            symbolPictures.set(first.symbol, { symbol: first.symbol, picture: crop });
          }
        }
      }
    }

    // Covers: two tickets with one serial whose contents differ in every zone.
    const [a, b] = coverPair(design, layout);
    for (const density of parts.has('covers') ? densities : []) {
      step(steps.covers(where, density));
      const view = phoneView(layout, density);
      await yieldToInput();
      const pictureA = qaPicture(a, layout, lang, 'covered', view);
      const shotA = await renderer.render(pictureA);
      await yieldToInput();
      const shotB = await second.render(qaPicture(b, layout, lang, 'covered', view));
      const pixelsA = shotA.pixels;
      const pixelsB = shotB.pixels;
      if (pixelsA === null || pixelsB === null) throw new Error('the covered pictures were not read');
      const mapping = pixelMapping(pictureA);
      layout.zones.forEach((zone) => {
        const bounds = shapeBounds(zone.shape);
        const differing = countDifferences(pixelsA, pixelsB, toPixels(bounds, mapping, AROUND_ZONE_UNITS));
        const measure = { element: `${design}.${zone.id}`, differing, density, lang, rect: bounds };
        covers.push(measure);
        findings.push(...checkCover(measure));
      });
      for (const report of shotA.inspected.texts) {
        if (report.kind !== 'scratchHere') continue;
        const measure = textMeasure(report, layout, lang, density);
        texts.push(measure);
        findings.push(...checkText(measure));
      }
      // Tap targets: the largest square of each zone's opaque cover, at the lowest density
      // checked (1, but for the QA sheet showing another), in CSS px.
      const coverArt = shotA.inspected.covers;
      if (density === Math.min(...densities) && coverArt !== null) {
        const coverPixels = pixelsOf(coverArt.raster);
        const ppu = coverArt.pixelsPerUnit;
        layout.zones.forEach((zone, z) => {
          const bounds = shapeBounds(zone.shape);
          const x0 = Math.max(0, Math.floor(bounds.x * ppu));
          const y0 = Math.max(0, Math.floor(bounds.y * ppu));
          const x1 = Math.min(coverPixels.width, Math.ceil((bounds.x + bounds.w) * ppu));
          const y1 = Math.min(coverPixels.height, Math.ceil((bounds.y + bounds.h) * ppu));
          const w = Math.max(0, x1 - x0);
          const h = Math.max(0, y1 - y0);
          const mask = new Uint8Array(w * h);
          for (let y = 0; y < h; y++) {
            for (let x = 0; x < w; x++) {
              const alpha = coverPixels.data[((y + y0) * coverPixels.width + x + x0) * 4 + 3]!;
              const ux = (x + x0 + 0.5) / ppu;
              const uy = (y + y0 + 0.5) / ppu;
              // Opaque cover, and not another zone's.
              const other = layout.zones.some((o, k) => k !== z && pointInShape(o.shape, ux, uy));
              mask[y * w + x] = alpha >= 250 && !other ? 1 : 0;
            }
          }
          // On the phone view, a cover pixel is 1 / density CSS px.
          const squarePx = Math.floor(largestSquare(mask, w, h) / density);
          const measure = { element: `${design}.${zone.id}`, squarePx, rect: bounds };
          taps.push(measure);
          findings.push(...checkTapTarget(measure));
        });
      }
    }
  } finally {
    renderer.destroy();
    second.destroy();
  }

  // The art's own texts.
  step(steps.artTexts(where));
  const art = parts.has('art') ? await loadArt(run.artUrl ?? ticketArtUrl(layout, lang), layout) : null;
  // What the art prints (price, prize ladder, multiplier…) against the engine's facts: no drawing.
  const facts = { checks: 0, compared: [] as FactMeasure[] };
  if (art !== null) {
    const printed = art.texts.map((text) => ({
      element: artTextRole(layout, text).element,
      text: text.printed,
      fact: text.fact,
      rect: text.bbox,
    }));
    const game = layout.game ?? gameOfDesign(design);
    // The variant its ladder counts the symbol of; none known for a layout that is no design here.
    let variant: string | null = null;
    try {
      variant = getDesign(design).variant;
    } catch {
      variant = null;
    }
    findings.push(
      ...checkRequiredFacts(game, design, lang, printed, facts),
      ...checkPrintedFacts(game, lang, printed, facts, facts.compared, variant),
      ...checkMonthLabels(layout, lang, printed, facts),
    );
  }
  const artDensities = [...new Set([...densities, contrastDensity])].sort((x, y) => x - y);
  for (const text of art?.texts ?? []) {
    for (const density of artDensities) {
      step(steps.artTextsAt(where, density));
      await yieldToInput();
      const measured = await measureArtText(art!, text, lang, density, density === contrastDensity);
      if (densities.includes(density)) {
        texts.push(measured.text);
        findings.push(...checkText(measured.text), ...measured.underCover);
      }
      if (measured.contrast !== null) {
        contrasts.push(measured.contrast);
        findings.push(...checkContrast(measured.contrast), ...measured.covered);
      }
    }
  }

  // Every pair of symbols, one pair at a time (49 SSIMs each).
  const symbols = [...symbolPictures.values()];
  const differences: { a: string; b: string; difference: number }[] = [];
  for (let i = 0; i < symbols.length; i++) {
    for (let j = i + 1; j < symbols.length; j++) {
      step(steps.symbols(where, symbols[i]!.symbol, symbols[j]!.symbol));
      await yieldToInput();
      const [a, b] = [symbols[i]!, symbols[j]!];
      differences.push({ a: a.symbol, b: b.symbol, difference: symbolDifference(a.picture, b.picture) });
    }
  }
  findings.push(...symbolFindings(design, differences));
  // Measured without drawing, as check-layout does: every text box against the longest text it can
  // hold (every amount in words of the game, not only those of the pages drawn), unless a picture
  // drawn found it as bad or worse.
  if (parts.has('content')) {
    const drawn = findings.filter((f) => f.check === 'text');
    const worse = (a: Finding, b: Finding) =>
      a.element === b.element &&
      a.lang === b.lang &&
      a.problem.kind === b.problem.kind &&
      (a.problem.kind !== 'textTooSmall' || b.problem.kind !== 'textTooSmall' || a.problem.sizePx <= b.problem.sizePx);
    findings.push(...checkTextFit(layout).filter((f) => f.lang === lang && !drawn.some((d) => worse(d, f))));
  }
  run.signal?.throwIfAborted(); // stopped during its last step: what it measured is no result
  return {
    design,
    lang,
    findings: dedupe(findings),
    measures: { texts, contrasts, covers, taps, symbols: differences, inks, clips, facts },
  };
}
