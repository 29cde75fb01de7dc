/**
 * The largest design file read (design.json, an art, a symbol), in megabytes (10⁶ bytes, as the
 * messages count them): larger than any ticket art, so a file this big is not one, and parsing
 * it would take minutes or overflow the XML parser. The design lab, `grattez check-layout` and the
 * build refuse it alike, before reading it; their words (QA_WORDS' `tooLarge`) state this limit.
 */
export const DESIGN_FILE_LIMIT_MB = 8;

/**
 * A file of `bytes` over the limit: its size in megabytes as the message says it, to a tenth (10.5;
 * 8.1 for a byte over, never "8 MB, over 8 MB"); null when it may be read.
 */
export function designFileTooLarge(bytes: number): number | null {
  if (bytes <= DESIGN_FILE_LIMIT_MB * 1e6) return null;
  return Math.max(Math.round(bytes / 1e5) / 10, DESIGN_FILE_LIMIT_MB + 0.1);
}
