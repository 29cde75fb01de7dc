/**
 * Text fit measured without the art: every text box of a layout against the longest text it can
 * have to hold, with the bundled fonts' metrics (src/fonts), in Node as in the browser. Pure.
 */
import { gameModule, MAX_BLOCK } from '../../engine/index.ts';
import { FACE_METRICS } from '../../fonts/metrics.ts';
import { fitText } from '../../fonts/fitText.ts';
import { measureText } from '../../fonts/layoutText.ts';
import type { FaceId } from '../../fonts/faces.ts';
import { amountInWords } from '../../i18n/amountInWords.ts';
import { formatEuros, gameName, LANGS, zoneName, type Lang } from '../../i18n/index.ts';
import type { Rect } from '../../layouts/geometry.ts';
import { gameOfLayout } from '../../layouts/structure.ts';
import type { TicketLayout } from '../../layouts/layoutSchema.ts';
import { amountDigitsFit, amountWordsFit, priceFit, serialFit, titleFit } from '../../layouts/printedTexts.ts';
import { MIN_TEXT_PX, phonePx, type TextKind } from './legibility.ts';
import { roundFailing } from './nearLimit.ts';
import type { Finding } from './problems.ts';

/** The face the art prints its month labels in (designs/months/months*.svg): measured here, drawn by the art. */
const LABEL_FACE: FaceId = 'nunito-900';

/** One text box and every text it may hold. */
interface BoxTexts {
  readonly element: string; // without the design: `month-1.amountWords`, `title`
  readonly kind: TextKind;
  readonly face: FaceId;
  readonly box: Rect;
  readonly maxSize: number;
  readonly wrap: boolean;
  readonly texts: readonly string[];
}

/**
 * The widest serial the player deals: its emission's seed (demo), the largest block, and the
 * widest digit and check character of the face (a serial's index has 7 digits, its check 4
 * characters from 0–9 and A–Z).
 */
function widestSerial(prefix: string, face: FaceId): string {
  const advance = (c: string) => measureText(FACE_METRICS[face], c, 1).width;
  const widest = (chars: string) => [...chars].reduce((best, c) => (advance(c) > advance(best) ? c : best));
  const digit = widest('0123456789');
  const check = widest('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  return `${prefix}.demo.${String(MAX_BLOCK).replace(/\d/g, digit)}.${digit.repeat(7)}.${check.repeat(4)}`;
}

/** Every run-time text box of `layout` in `lang`, with the texts it may print. */
function boxTexts(layout: TicketLayout, lang: Lang): BoxTexts[] {
  const game = gameOfLayout(layout);
  if (game === undefined) return [];
  const module = gameModule(game);
  const amounts = module.printableCents;
  const boxes: BoxTexts[] = [];
  const add = (element: string, kind: TextKind, fit: ReturnType<typeof titleFit>, texts: readonly string[]) =>
    boxes.push({ element, kind, face: fit.face, box: fit.box, maxSize: fit.maxSize, wrap: fit.wrap, texts });
  add('title', 'title', titleFit(layout), [gameName(game, lang)]);
  add('price', 'price', priceFit(layout), [formatEuros(module.definition.priceCents, lang)]);
  const serial = serialFit(layout);
  add('serial', 'serial', serial, [widestSerial(module.definition.serialPrefix, serial.face)]);
  for (const zone of layout.zones) {
    if (zone.amountDigits) {
      add(
        `${zone.id}.amountDigits`,
        'amountDigits',
        amountDigitsFit(zone.amountDigits),
        amounts.map((cents) => formatEuros(cents, lang)),
      );
    }
    if (zone.amountWords) {
      add(
        `${zone.id}.amountWords`,
        'amountWords',
        amountWordsFit(zone.amountWords),
        amounts.map((cents) => amountInWords(cents, lang)),
      );
    }
    if (zone.label) {
      // A label prints its zone's name ("Janvier"): zones are listed in the face's order.
      const month = zoneName(game, layout.zones.indexOf(zone), lang);
      if (month !== undefined) {
        boxes.push({
          element: `${zone.id}.label`,
          kind: 'label',
          face: LABEL_FACE,
          box: zone.label,
          maxSize: zone.label.h,
          wrap: false,
          texts: [month.toLocaleUpperCase(lang)],
        });
      }
    }
  }
  return boxes;
}

/**
 * Text fit without the art: for each text box of `layout` (amounts in digits and in words, month
 * labels, title, price, serial) and each language, the text that comes out smallest of every text
 * the box may print (every printable amount of the design's game, in digits and in words; the
 * month's name; the game's name and price; the widest serial) must reach the floor of its kind
 * (`MIN_TEXT_PX`, on the 360 px phone), and every character must be in the bundled fonts. The
 * painter fits each text as measured here (src/layouts/printedTexts.ts, src/fonts/fitText.ts).
 * Elements are named as `checkGeometry` names them (`months.month-1.amountWords`); findings carry
 * the language. `tally.checks`, when given, grows by one per box and language.
 *
 * For `grattez check-layout`: it needs the layout alone, no art and no browser.
 */
export function checkTextFit(layout: TicketLayout, tally?: { checks: number }): Finding[] {
  const findings: Finding[] = [];
  for (const lang of LANGS) {
    for (const b of boxTexts(layout, lang)) {
      if (tally !== undefined) tally.checks++;
      const element = `${layout.design}.${b.element}`;
      let worst: { text: string; size: number } | null = null;
      const missing = new Set<string>();
      for (const text of b.texts) {
        const fitted = fitText({ face: FACE_METRICS[b.face], text, maxSize: b.maxSize, box: b.box, wrap: b.wrap });
        for (const c of fitted.missing) missing.add(c);
        if (worst === null || fitted.size < worst.size) worst = { text, size: fitted.size };
      }
      if (missing.size > 0) {
        findings.push({
          check: 'text',
          element,
          lang,
          rect: b.box,
          problem: { kind: 'glyphsMissing', chars: [...missing].join(''), face: b.face },
        });
      }
      if (worst === null) continue;
      const sizePx = phonePx(worst.size, layout.width);
      if (sizePx < MIN_TEXT_PX[b.kind]) {
        findings.push({
          check: 'text',
          element,
          lang,
          rect: b.box,
          problem: {
            kind: 'textTooSmall',
            sizePx: roundFailing(sizePx, MIN_TEXT_PX[b.kind], 'min'),
            minPx: MIN_TEXT_PX[b.kind],
            textKind: b.kind,
            text: worst.text,
          },
        });
      }
    }
  }
  return findings;
}
