/*
 * A design's SVG read in a page under a strict Content-Security-Policy (`style-src 'self'`): a
 * browser refuses, and reports as a violation, every <style> element and style="" attribute it
 * parses, even into a document that is never shown (DOMParser). Read with its SVG namespace
 * swapped for one of its own, the file's elements are plain XML ones, which have no styles: the
 * page reads and edits that document, and the text handed to the painter (an SVG drawn as an
 * image, which the policy does not govern) gets its namespace back.
 */

/** The SVG namespace. */
export const SVG_NS = 'http://www.w3.org/2000/svg';
/** What the SVG namespace is read as: no browser styles an element of it. */
export const INERT_SVG_NS = 'urn:x-grattez:svg-read-without-styles';

/** `text` (an SVG file) parsed with its SVG elements inert: in INERT_SVG_NS, never styled. */
export function parseInertSvg(text: string): Document {
  return new DOMParser().parseFromString(text.split(SVG_NS).join(INERT_SVG_NS), 'image/svg+xml');
}

/** The SVG text of an inert document (parseInertSvg's), its SVG namespace given back. */
export function serializeInertSvg(document_: Document): string {
  return new XMLSerializer().serializeToString(document_).split(INERT_SVG_NS).join(SVG_NS);
}
