/*
 * The texts behind the blob: URLs of the designs given to this page (givenDesign.ts), by URL:
 * what QA measures reads them here, as a strict policy's `connect-src 'self'` refuses to fetch a
 * blob: URL. Kept apart from the folder reader, so that reading them loads no renderer.
 */
const givenSvg = new Map<string, string>();

/** Keeps `svg` as the text of `url`, a blob: URL made of it, until `forgetGivenSvg(url)`. */
export function keepGivenSvg(url: string, svg: string): void {
  givenSvg.set(url, svg);
}

export function forgetGivenSvg(url: string): void {
  givenSvg.delete(url);
}

/** The SVG text a given design's blob: URL holds, or undefined for any other URL. */
export function givenSvgText(url: string): string | undefined {
  return givenSvg.get(url);
}
