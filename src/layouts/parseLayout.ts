import type { DesignWords } from './designWords.ts';
import { jsonSyntaxProblem } from './jsonText.ts';
import { layoutSchema, type TicketLayout } from './layoutSchema.ts';
import { readWorded } from './parseDesign.ts';

/*
 * Reading a layout from elsewhere (a designer's file, the QA sheet), with zod. A module of its own,
 * so that pages that only draw the project's own layouts (the player, the embed) never load zod
 * for it.
 */

/** `notJson`: the text is not JSON at all (`error` says where), rather than a JSON value that is no layout. */
export type ParseLayoutResult = { ok: true; layout: TicketLayout } | { ok: false; error: string; notJson?: true };

/**
 * Validates unknown data (or a JSON string) against the layout schema. On failure the error lists
 * every issue, worded in `words` as a design folder's are (`parseDesign`), joined by `words.list`:
 * `zone paw-1: slots[0].size: must be greater than 0 (it is -4)`.
 */
export function parseLayout(json: unknown, words: DesignWords): ParseLayoutResult {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json) as unknown;
    } catch (e) {
      return { ok: false, error: jsonSyntaxProblem(json, e, words), notJson: true };
    }
  }
  const read = readWorded(layoutSchema, data, words);
  return read.ok ? { ok: true, layout: read.data } : { ok: false, error: words.list(read.errors) };
}
