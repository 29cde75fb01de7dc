import { describe, expect, it } from 'vitest';
import { utf8Text } from '../../src/layouts/utf8.ts';

describe('utf8Text', () => {
  it('reads UTF-8, accents and a byte-order mark included', () => {
    expect(utf8Text(Buffer.from('{"fr": "été"}', 'utf8'))).toEqual({ ok: true, text: '{"fr": "été"}' });
    expect(utf8Text(Buffer.from('\ufeff{}', 'utf8'))).toEqual({ ok: true, text: '{}' });
  });

  it('names the line of the first byte that is not UTF-8', () => {
    // "été" saved as Windows-1252 (Latin-1 here): one byte a letter, on the third line.
    expect(utf8Text(Buffer.from('{\n  "design": "x",\n  "fr": "été"\n}', 'latin1'))).toEqual({ ok: false, line: 3 });
    expect(utf8Text(new Uint8Array([0xff]))).toEqual({ ok: false, line: 1 });
  });
});
