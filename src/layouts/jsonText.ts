import { parse, type ParseError } from 'jsonc-parser';

/**
 * JSON.parse's complaint about a text, with the place named by line and column. Chromium and
 * Firefox name them already; Node 20 names a character's position at best, and WebKit nothing,
 * which an editor does not help with. The place is then the first error of a second, tolerant
 * parser, which keeps the offsets JSON.parse does not give.
 */
export function jsonComplaint(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/line \d+/i.test(message)) return message;
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first === undefined) return message;
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message} (line ${line} column ${column})`;
}
