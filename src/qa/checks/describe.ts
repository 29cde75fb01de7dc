import { DESIGN_WORDS } from '../../i18n/designWords.ts';
import type { Lang } from '../../i18n/index.ts';
import { QA_WORDS } from '../../i18n/qa.ts';
import { roundFailing } from './nearLimit.ts';
import { findingKey, type Finding, type Problem } from './problems.ts';

const units = (value: number) => Math.round(value * 10) / 10;

/** A printed fact's name: "the price"; a mark no check knows is shown as written. */
function factName(fact: string, lang: Lang): string {
  const names: Readonly<Record<string, string>> = QA_WORDS[lang].facts;
  return names[fact] ?? fact;
}

/** What is wrong, in words, with its measures. */
function describeProblem(problem: Problem, lang: Lang): string {
  const words = QA_WORDS[lang].problems;
  switch (problem.kind) {
    case 'schema':
      return words.schema(problem.detail);
    case 'structure':
      return words.structure(problem.detail[lang]);
    case 'outsideCover':
      return words.outsideCover(problem.what, units(problem.outside.w), units(problem.outside.h));
    case 'zonesOverlap':
      return words.zonesOverlap(problem.other, units(problem.areaUnits));
    case 'partsOverlap':
      return words.partsOverlap(problem.other, units(problem.areaUnits));
    case 'outsideTicket':
      return words.outsideTicket(
        problem.sides.map((s) => ({ side: s.side, units: roundFailing(s.units, 0, 'max') })),
        problem.minUnits,
      );
    case 'inMargin':
      return words.inMargin(roundFailing(problem.marginUnits, problem.minUnits, 'min'), problem.minUnits);
    case 'textOverflow':
      return words.textOverflow(
        problem.inkWidthPx,
        problem.inkHeightPx,
        problem.boxWidthPx,
        problem.boxHeightPx,
        problem.text,
      );
    case 'textTooSmall':
      return words.textTooSmall(
        problem.sizePx,
        problem.minPx,
        QA_WORDS[lang].textKinds[problem.textKind],
        problem.text,
      );
    case 'textSqueezed':
      return words.textSqueezed(problem.text, problem.percent, problem.minPercent);
    case 'textMissing':
      return words.textMissing(problem.text);
    case 'glyphsMissing':
      return words.glyphsMissing(problem.chars, problem.face);
    case 'textUnderCover':
      return words.textUnderCover(problem.zone);
    case 'textCovered':
      return words.textCovered(problem.text, problem.percent);
    case 'coverLeak':
      return words.coverLeak(problem.pixels);
    case 'symbolClipped':
      return words.symbolClipped(problem.symbol, problem.edge.split(', '));
    case 'interfaceTextTooSmall':
      return words.interfaceTextTooSmall(problem.sizePx, problem.minPx, problem.text);
    case 'controlTooSmall':
      return words.controlTooSmall(problem.widthPx, problem.heightPx, problem.minPx);
    case 'tapTarget':
      return words.tapTarget(problem.squarePx, problem.minPx);
    case 'lowContrast':
      return words.lowContrast(problem.ratio, problem.min, problem.text);
    case 'contrastUnmeasured':
      return words.contrastUnmeasured(problem.text);
    case 'factMismatch':
      return words.factMismatch(factName(problem.fact, lang), problem.printed, problem.expected, problem.text);
    case 'unmarkedAmount':
      return words.unmarkedAmount(problem.text);
    case 'wrongLabel':
      return words.wrongLabel(problem.box, problem.printed, problem.expected);
    case 'factMissing':
      return words.factMissing(factName(problem.fact, lang), problem.fact);
    case 'unknownFact':
      return words.unknownFact(problem.fact, problem.game, problem.known.join(', '), problem.text);
    case 'symbolInk':
      return words.symbolInk(problem.symbol, problem.percent, problem.min);
    case 'symbolSmall':
      return words.symbolSmall(problem.symbol, problem.percent, problem.min);
    case 'symbolOffCentre':
      return words.symbolOffCentre(problem.symbol, problem.percent, problem.max);
    case 'symbolsAlike':
      return words.symbolsAlike(problem.a, problem.b, problem.difference, problem.min);
  }
}

/**
 * One line per finding: the element, what is wrong with its measure, and where it depends on them
 * the language and the density: `months.month-4.amountWords: text "…" 212 × 30 px in a 180 × 26 px
 * box (en, density 2)`.
 */
export function describeFinding(finding: Finding, lang: Lang): string {
  return describeAt(finding, finding.density === undefined ? [] : [finding.density], lang);
}

/** `finding`'s line, found at `densities` (none: a finding that depends on no density). */
function describeAt(finding: Finding, densities: readonly number[], lang: Lang): string {
  // French puts a no-break space before the colon, as the design folder's words do.
  return DESIGN_WORDS[lang].field(finding.element, whatAt(finding, densities, lang));
}

/** What is wrong, with the language and the densities it was found at, without the element. */
function whatAt(finding: Finding, densities: readonly number[], lang: Lang): string {
  const words = QA_WORDS[lang];
  const where: string[] = [];
  if (finding.lang !== undefined) where.push(finding.lang);
  if (densities.length === 1) where.push(words.atDensity(densities[0]!));
  if (densities.length > 1) where.push(words.atDensities(densities));
  const suffix = where.length === 0 ? '' : ` (${where.join(', ')})`;
  return `${describeProblem(finding.problem, lang)}${suffix}`;
}

/** The findings, one that fails alike at several densities once, with those densities in order. */
function alikeAtDensities(findings: readonly Finding[]): { finding: Finding; densities: number[] }[] {
  const groups = new Map<string, { finding: Finding; densities: number[] }>();
  for (const f of findings) {
    const atAnyDensity: Finding = {
      check: f.check,
      element: f.element,
      problem: f.problem,
      ...(f.lang === undefined ? {} : { lang: f.lang }),
    };
    const key = findingKey(atAnyDensity);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { finding: f, densities: f.density === undefined ? [] : [f.density] });
    else if (f.density !== undefined && !group.densities.includes(f.density)) group.densities.push(f.density);
  }
  return [...groups.values()].map(({ finding, densities }) => ({
    finding,
    densities: [...densities].sort((a, b) => a - b),
  }));
}

/**
 * One line per finding, as `npm run qa` and `grattez check-layout` print them: a finding that fails
 * alike (the same element, check, language and problem, its measures included: `findingKey` but for
 * the density) at several densities said once, at its first place, naming them (`… (en, at
 * densities 1, 2 and 3)`; a finding whose measure differs at a density keeps a line of its own);
 * and one cause that fails alike in several places of a design (the same
 * check, problem with its measures, language and densities: a symbol's drawing cut off in every slot
 * it stands in) said once, naming the design and the places: `almanach: the drawing "clover" is cut
 * off by its slot (bottom) (at density 1), in 36 places: month-1.slots[0, 1, 2], month-2.slots[0, 1, 2], …`.
 */
export function describeFindingsGrouped(findings: readonly Finding[], lang: Lang): string[] {
  const groups = new Map<string, { design: string; places: string[]; finding: Finding; densities: number[] }>();
  for (const { finding, densities } of alikeAtDensities(findings)) {
    const dot = finding.element.indexOf('.');
    const design = dot < 0 ? finding.element : finding.element.slice(0, dot);
    const key = JSON.stringify([design, finding.check, finding.lang ?? '', densities, finding.problem]);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { design, places: [finding.element.slice(dot + 1)], finding, densities });
    else group.places.push(finding.element.slice(dot + 1));
  }
  return [...groups.values()].map(({ design, places, finding, densities }) =>
    places.length === 1
      ? describeAt(finding, densities, lang)
      : DESIGN_WORDS[lang].field(
          design,
          `${whatAt(finding, densities, lang)}${QA_WORDS[lang].inPlaces(places.length, placeList(places))}`,
        ),
  );
}

/** Places named shortly, in order: `month-1.slots[0, 1, 2]` for the three slots of a zone. */
function placeList(places: readonly string[]): string {
  const indexed = new Map<string, number[]>();
  for (const place of places) {
    const [, base = place, index] = /^(.*)\[(\d+)\]$/.exec(place) ?? [];
    const list = indexed.get(base) ?? [];
    if (index !== undefined) list.push(Number(index));
    indexed.set(base, list);
  }
  return [...indexed]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([base, indices]) =>
      indices.length === 0 ? base : `${base}[${[...new Set(indices)].sort((x, y) => x - y).join(', ')}]`,
    )
    .join(', ');
}

/**
 * The findings, each said once: a finding that does not depend on the language (a symbol's, found
 * in each language's run of the checks alike) is kept at its first place only.
 */
export function withoutRepeats(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    if (f.lang !== undefined) return true;
    const key = findingKey(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
