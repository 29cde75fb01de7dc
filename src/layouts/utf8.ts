/**
 * A design file's text, read as UTF-8, the one encoding the project reads; or the line of its
 * first byte that is not UTF-8 (a file saved as Windows-1252, say, whose accents would otherwise
 * come out as replacement characters, unnoticed).
 */
export function utf8Text(bytes: Uint8Array): { ok: true; text: string } | { ok: false; line: number } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // The first byte that does not decode: lines are counted up to it, the bad bytes standing alone.
    const loose = new TextDecoder('utf-8').decode(bytes);
    const at = loose.indexOf('\ufffd');
    return { ok: false, line: loose.slice(0, Math.max(at, 0)).split('\n').length };
  }
}
