import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { DesignWords, JsonSyntaxCode } from './designWords.ts';

/** The first syntax error of a text that is not JSON, by a tolerant parser that keeps its offset; lines and columns from 1. */
function firstSyntaxError(text: string): { code: JsonSyntaxCode; line: number; column: number } | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first === undefined) return undefined;
  const code = printParseErrorCode(first.error) as JsonSyntaxCode;
  // A `]` or `}` where a value or a name is expected, right after a comma: the comma is the mistake, said where it is.
  const before = text.slice(0, first.offset).trimEnd();
  const closing = text[first.offset] === ']' || text[first.offset] === '}';
  if ((code === 'ValueExpected' || code === 'PropertyNameExpected') && closing && before.endsWith(','))
    return { code: 'TrailingComma', ...lineAndColumn(text, before.length - 1) };
  return { code, ...lineAndColumn(text, first.offset) };
}

/** The line and column of an offset in `text`, from 1. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return {
    line: before.split('\n').length,
    column: before.length - before.lastIndexOf('\n'),
  };
}

/**
 * Why `text` is not JSON, in `words`: jsonc-parser's first error (its code, its line and column),
 * the same in every browser and in Node; `error`, JSON.parse's own complaint, only where that
 * parser finds nothing.
 */
export function jsonSyntaxProblem(text: string, error: unknown, words: DesignWords): string {
  const first = firstSyntaxError(text);
  if (first === undefined) return words.jsonOther(error instanceof Error ? error.message : String(error));
  return words.jsonSyntax(first.code, first.line, first.column);
}

/**
 * The line (from 1) in `text` of the value at `path` (a field's, an item's), or of the nearest
 * object or array that holds it when it is missing: where a designer looks for a field's problem.
 */
export function lineOfPath(text: string, path: readonly PropertyKey[]): number | undefined {
  const root = parseTree(text);
  if (root === undefined) return undefined;
  const keys = path.filter((key): key is string | number => typeof key === 'string' || typeof key === 'number');
  for (let length = keys.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, keys.slice(0, length));
    // A value's line is its field's: the property node begins at the name.
    if (node !== undefined)
      return lineAndColumn(text, node.parent?.type === 'property' ? node.parent.offset : node.offset).line;
  }
  return undefined;
}
