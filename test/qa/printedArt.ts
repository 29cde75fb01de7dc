/**
 * The printed-facts check over an art file, in Node: the art outlined as the build does it (which
 * keeps each text's characters and its data-fact mark), its texts read, and compared with the
 * engine's facts. The QA sheet, `npm run qa` and `check-layout --art` do the same in Chromium.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { createFontLoader, outlineSvgText } from '../../build/outlineArt.ts';
import type { Lang } from '../../src/i18n/index.ts';
import { gameOfDesign, getDesign, getLayout, type DesignId } from '../../src/layouts/index.ts';
import {
  checkPrintedFacts,
  checkRequiredFacts,
  type FactMeasure,
  type PrintedArtText,
} from '../../src/qa/checks/printedFacts.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const loadFont = createFontLoader();

/** A shipped art file's source: the design's art in the language, from its folder. */
export function shippedArt(design: DesignId, lang: Lang): string {
  const { background } = getLayout(design);
  const name = lang === 'fr' ? background : background.replace(/\.svg$/, `.${lang}.svg`);
  // From the project's root, where vitest runs: under jsdom, import.meta.url is not a file URL.
  return readFileSync(join(process.cwd(), 'designs', design, name), 'utf8');
}

/** The texts an art prints, as its outlines keep them, named by their rank: `dog.art.text-12`. */
export function printedTexts(source: string, design: DesignId): PrintedArtText[] {
  const outlined = outlineSvgText(source, `${design}.svg`, loadFont);
  const root = new DOMParser().parseFromString(outlined, 'image/svg+xml').documentElement!;
  return Array.from(root.getElementsByTagNameNS(SVG_NS, 'g'))
    .filter((g) => g.hasAttribute('data-text'))
    .map((g, i) => ({
      element: `${design}.art.text-${i + 1}`,
      text: g.getAttribute('data-text')!,
      fact: g.getAttribute('data-fact'),
    }));
}

/**
 * The findings of the printed-facts check over `source` (the facts it must print, then what each
 * marked text prints, the ladder's symbol that of the design's variant), with the checks made and
 * what was compared.
 */
export function checkArtFacts(source: string, design: DesignId, lang: Lang) {
  const tally = { checks: 0 };
  const compared: FactMeasure[] = [];
  const texts = printedTexts(source, design);
  const findings = [
    ...checkRequiredFacts(gameOfDesign(design), design, lang, texts, tally),
    ...checkPrintedFacts(gameOfDesign(design), lang, texts, tally, compared, getDesign(design).variant),
  ];
  return { findings, checks: tally.checks, compared };
}
