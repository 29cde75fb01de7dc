/*
 * The words a design folder's problems are said in. The layouts hold no words (a page's language
 * is above them): each reader takes these, and src/i18n gives them in French and in English
 * (DESIGN_WORDS). The two layers may not import each other, so src/i18n writes these types again;
 * every page or tool that passes its words here checks that they fit (the members that take a
 * union are properties, whose parameters TypeScript checks strictly).
 */
import type { PastEdge } from './geometry.ts';

/** What a JSON value is, as a problem names it (`missing`: no value at all). */
export type JsonKind = 'missing' | 'null' | 'number' | 'string' | 'boolean' | 'array' | 'object';

/** jsonc-parser's error codes (its `printParseErrorCode`), each a JSON syntax error. */
export type JsonSyntaxCode =
  | 'InvalidSymbol'
  | 'InvalidNumberFormat'
  | 'PropertyNameExpected'
  | 'ValueExpected'
  | 'ColonExpected'
  | 'CommaExpected'
  | 'CloseBraceExpected'
  | 'CloseBracketExpected'
  | 'EndOfFileExpected'
  | 'InvalidCommentToken'
  | 'UnexpectedEndOfComment'
  | 'UnexpectedEndOfString'
  | 'UnexpectedEndOfNumber'
  | 'InvalidUnicode'
  | 'InvalidEscapeCharacter'
  | 'InvalidCharacter'
  | 'TrailingComma'; // ours: a `]` or `}` right after a comma (jsonc-parser says a value or a name is expected there)

/** Why the schema refuses a field's value, from zod's issue (its code and numbers), without its words. */
export type SchemaProblem =
  | { readonly kind: 'type'; readonly expected: JsonKind; readonly got: JsonKind }
  | {
      readonly kind: 'number';
      readonly bound: 'min' | 'max';
      readonly limit: number;
      readonly inclusive: boolean;
      readonly value: number;
    }
  | {
      readonly kind: 'count';
      readonly bound: 'min' | 'max';
      readonly of: 'items' | 'characters';
      readonly limit: number;
      readonly count: number;
    }
  | {
      /** A text not of the form asked: a colour, an id, an art file's name, or another (its regular expression). */
      readonly kind: 'form';
      readonly form: 'colour' | 'id' | 'svgFile' | 'other';
      readonly value: string; // the text refused, as written
      readonly pattern: string;
    }
  | { readonly kind: 'oneOf'; readonly values: readonly string[]; readonly got: string | null } // as JSON; null: missing
  | { readonly kind: 'unknownKeys'; readonly keys: readonly string[]; readonly known: readonly string[] } // fields the object does not have
  | { readonly kind: 'other' };

/** Every sentence a design folder's problems are made of, in one language. */
export interface DesignWords {
  /** `where: what`, with the language's colon. */
  field(where: string, what: string): string;
  /** The design a problem is about: `design "calendrier"`. */
  design(id: string): string;
  zone(name: string): string; // `zone month-3`
  readonly wholeZone: string; // the path of a zone itself
  readonly root: string; // the path of design.json's top level
  readonly schema: (problem: SchemaProblem) => string;
  notValidJson(detail: string): string; // design.json does not parse (the file is named by the caller)
  readonly jsonSyntax: (code: JsonSyntaxCode, line: number, column: number) => string;
  jsonOther(message: string): string; // a parser's own message, where jsonc-parser finds nothing
  readonly folderName: string; // the folder's name cannot be a design's id
  /** `builtIn`: `design` is a built-in design's id, which a folder of that name would replace: not advised. */
  nameMismatch(design: string, folder: string, builtIn: boolean): string;
  noVariants(variant: string, game: string): string;
  badVariant(variantJson: string, variants: readonly string[]): string;
  // strays: other SVGs beside it; background: a value of `background` that would name the lone stray, or null
  readonly artMissing: (
    lang: 'fr' | 'en',
    file: string,
    strays: readonly string[],
    background: string | null,
  ) => string;
  unknownSymbol(file: string, symbol: string, drawn: readonly string[]): string;
  symbolAtTop(file: string): string; // a symbol's art beside design.json, not in symbols/
  gameMissing(design: string): string;
  zoneIds(ids: string, expected: string): string;
  zoneKind(kind: string, expected: string): string;
  slotCount(count: number, expected: number): string;
  missing(field: string): string; // an amount box or a month label
  readonly notInShape: string;
  readonly outsideTicket: (sides: readonly PastEdge[]) => string; // each edge crossed, its units rounded
  overlapsZone(id: string): string;
  zonesOverlap(a: string, b: string): string;
  readonly anchorOutside: string;
  readonly anchorInZone: string;
  readonly svgEmpty: string;
  svgNotXml(detail: string): string; // the parser's own words, when it gives any
  svgRoot(root: string): string;
  svgTag(tag: string): string; // an element a design cannot draw with
  readonly svgStyle: string; // a <style> in an art: the build's outliner follows no style sheet
  svgStyleAttribute(tag: string): string; // a style attribute in an art
  atLine(problem: string, line: number): string; // a problem of an SVG's element, with the line of its start tag
  list(problems: readonly string[]): string; // several problems of one file, in one message
  svgOutside(tag: string, attribute: string, target: string): string;
  svgStyleOutside(reference: string): string;
  // An art's <text> in a face the project does not bundle (`text`: its characters, cut at 40), as the build words it.
  textFontRequired(text: string): string;
  textFontFamily(text: string, family: string, faces: string): string;
  textFontWeight(text: string, weight: string, family: string, faces: string): string; // a <style>'s url(…) or @import of another file
  viewBox(given: string | null, width: number, height: number): string;
}
