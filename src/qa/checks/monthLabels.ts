import type { Lang } from '../../i18n/index.ts';
import { zoneName } from '../../i18n/index.ts';
import { QA_WORDS } from '../../i18n/qa.ts';
import { shapeBounds, type Rect } from '../../layouts/geometry.ts';
import type { TicketLayout } from '../../layouts/layoutSchema.ts';
import { gameOfLayout } from '../../layouts/structure.ts';
import type { PrintedArtText } from './printedFacts.ts';
import type { Finding } from './problems.ts';

/*
 * The names the 12 Mois art gives its boxes. The regulation of 24 November 2009 has twelve boxes
 * for the twelve months of a calendar year (4.2.1) and a Gain box bearing the word "Gain"
 * (4.3.1). The art prints those names (the painter does not), so QA reads them from the art's
 * texts, as the printed-facts check does: each month zone's label box (the layout's `label`) must
 * hold its month's name in the art's language, January for the first zone to December for the
 * twelfth; a design that gives no label boxes must print each month's name once. The Gain box's
 * word is the text nearest its cover, within GAIN_LABEL_REACH_UNITS.
 */

/** How far from the Gain box's cover its word may stand: the shipped art prints it 7 to 13 units above. */
const GAIN_LABEL_REACH_UNITS = 24;

/** A name as compared: composed accents, upper case, runs of spaces as one. */
const nameKey = (text: string, lang: Lang) => text.normalize('NFC').toLocaleUpperCase(lang).replace(/\s+/g, ' ').trim();

/** Whether the centre of `rect` lies in `box`. */
function centredIn(rect: Rect, box: Rect): boolean {
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  return cx >= box.x && cx <= box.x + box.w && cy >= box.y && cy <= box.y + box.h;
}

/** The gap between two rectangles, in their units: 0 when they touch or overlap. */
function gap(a: Rect, b: Rect): number {
  const dx = Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w));
  const dy = Math.max(0, a.y - (b.y + b.h), b.y - (a.y + a.h));
  return Math.hypot(dx, dy);
}

/**
 * Checks the month labels and the Gain box's word that the art of `layout` prints in `lang`
 * (`texts`, with their bounds in ticket units; a text without bounds is not placed and is read
 * by name only). One check per month zone and one for the Gain box, added to `tally.checks`;
 * a layout without such zones (Chien & Chat) makes none.
 */
export function checkMonthLabels(
  layout: TicketLayout,
  lang: Lang,
  texts: readonly PrintedArtText[],
  tally?: { checks: number },
): Finding[] {
  const game = gameOfLayout(layout);
  if (game === undefined) return [];
  const findings: Finding[] = [];
  const months = layout.zones.flatMap((zone, index) => (zone.kind === 'month' ? [{ zone, index }] : []));
  const boxed = months.length > 0 && months.every((m) => m.zone.label !== undefined);
  const wrong = (zone: string, box: 'month' | 'gain', printed: string, expected: string, rect?: Rect) =>
    findings.push({
      check: 'facts',
      element: `${layout.design}.${zone}.label`,
      lang,
      ...(rect === undefined ? {} : { rect }),
      problem: { kind: 'wrongLabel', box, printed, expected },
    });

  const labelBoxes = months.flatMap((m) => (m.zone.label === undefined ? [] : [m.zone.label]));
  for (const { zone, index } of months) {
    const expected = nameKey(zoneName(game, index, lang), lang);
    if (boxed) {
      const label = zone.label!;
      const printed = texts
        .filter((t) => t.rect !== undefined && centredIn(t.rect, label))
        .map((t) => nameKey(t.text, lang))
        .join(' ');
      if (printed !== expected) wrong(zone.id, 'month', printed, expected, label);
    } else if (!texts.some((t) => nameKey(t.text, lang) === expected)) {
      wrong(zone.id, 'month', '', expected);
    }
  }

  let checks = months.length;
  for (const zone of layout.zones.filter((z) => z.kind === 'gain')) {
    checks++;
    const expected = nameKey(QA_WORDS[lang].gainLabel, lang);
    const cover = shapeBounds(zone.shape);
    const near = texts
      .flatMap((t) =>
        t.rect === undefined || labelBoxes.some((box) => centredIn(t.rect!, box))
          ? []
          : [{ text: t, distance: gap(t.rect, cover) }],
      )
      .filter((n) => n.distance <= GAIN_LABEL_REACH_UNITS)
      .sort((a, b) => a.distance - b.distance)[0];
    const printed = near === undefined ? '' : nameKey(near.text.text, lang);
    if (printed !== expected) wrong(zone.id, 'gain', printed, expected, near?.text.rect ?? cover);
  }
  if (tally !== undefined) tally.checks += checks;
  return findings;
}
