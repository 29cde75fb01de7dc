/**
 * The largest design file read (design.json, an art, a symbol): larger than any ticket art, so a
 * file this big is not one, and parsing it would take minutes or overflow the XML parser. The
 * design lab, `grattez check-layout` and the build refuse it alike, before reading it.
 */
const MAX_DESIGN_FILE_BYTES = 8 * 1024 * 1024;

/** A file of `bytes` over the limit: its size in megabytes as the message says it (10.5); null when it may be read. */
export function designFileTooLarge(bytes: number): number | null {
  return bytes > MAX_DESIGN_FILE_BYTES ? Math.round(bytes / 1e5) / 10 : null;
}
