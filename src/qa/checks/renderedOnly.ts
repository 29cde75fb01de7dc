import type { TicketLayout } from '../../layouts/index.ts';
import { checkGeometry } from './geometry.ts';
import { findingKey, type Finding } from './problems.ts';
import { checkTextFit } from './textFit.ts';

/**
 * What a rendered pass found that the checks without the art (the geometry and text fit from the
 * layout's numbers, which check-layout runs once for all languages) do not already say: what only
 * the drawing shows is kept, a geometry finding too (a symbol's drawing cut off by its slot).
 */
export function renderedOnly(findings: readonly Finding[], layout: TicketLayout): Finding[] {
  const measuredWithoutArt = new Set([...checkGeometry(layout), ...checkTextFit(layout)].map(findingKey));
  return findings.filter((f) => f.check !== 'schema' && !measuredWithoutArt.has(findingKey(f)));
}
