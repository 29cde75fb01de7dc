import { describe, expect, it } from 'vitest';
import { jsonComplaint } from '../../src/layouts/jsonText.ts';

function complaint(text: string): string {
  try {
    JSON.parse(text);
  } catch (e) {
    return jsonComplaint(text, e);
  }
  throw new Error('the text parsed');
}

describe('jsonComplaint', () => {
  it('names the line and column of the character JSON.parse stopped at', () => {
    // The comma missing after 1: the parser stops at the next line's quote, line 3, column 3.
    expect(complaint('{\n  "a": 1\n  "b": 2\n}')).toMatch(/\(line 3 column 3\)$/);
    expect(complaint('{"a": }')).toMatch(/\(line 1 column 7\)$/);
    expect(complaint('')).toMatch(/\(line 1 column 1\)$/);
  });

  it('leaves a message that names its line already as it is', () => {
    const firefox = 'JSON.parse: expected double-quoted property name at line 2 column 3 of the JSON data';
    expect(jsonComplaint('{\n  ,}', new SyntaxError(firefox))).toBe(firefox);
    const chromium = "Expected ',' or '}' after property value in JSON at position 11 (line 3 column 3)";
    expect(jsonComplaint('{\n  "a": 1\n  "b": 2\n}', new SyntaxError(chromium))).toBe(chromium);
    expect(jsonComplaint('{}', 'not an error')).toBe('not an error');
  });
});
