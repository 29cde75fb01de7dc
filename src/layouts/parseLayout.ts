import { layoutSchema, type TicketLayout } from './layoutSchema';
import { jsonComplaint } from './jsonText.ts';

/*
 * Reading a layout from elsewhere (a designer's file, the QA sheet), with zod. A module of its own,
 * so that pages that only draw the project's own layouts (the player, the embed) never load zod
 * for it.
 */

export type ParseLayoutResult = { ok: true; layout: TicketLayout } | { ok: false; error: string };

/** `zones[3].slots[0].size` style path; `(root)` for the top level. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out === '' ? String(seg) : `.${String(seg)}`;
  }
  return out === '' ? '(root)' : out;
}

/**
 * Validates unknown data (or a JSON string) against the layout schema. On failure the error
 * lists every issue as `path: message`, e.g. `zones[0].slots[0].size: Too small: ...`.
 */
export function parseLayout(json: unknown): ParseLayoutResult {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json) as unknown;
    } catch (e) {
      return { ok: false, error: `(root): invalid JSON: ${jsonComplaint(json, e)}` };
    }
  }
  const result = layoutSchema.safeParse(data);
  if (result.success) return { ok: true, layout: result.data };
  const error = result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; ');
  return { ok: false, error };
}
