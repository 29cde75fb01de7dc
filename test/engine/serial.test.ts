import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_SIZE,
  formatSerial,
  GAME_IDS,
  MAX_BLOCK,
  parseSerial,
  serialCheckCode,
  tidySerial,
  type TicketRef,
} from '../../src/engine/index.ts';

const refArb = fc.record({
  game: fc.constantFrom(...GAME_IDS),
  seed: fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
  block: fc.integer({ min: 0, max: MAX_BLOCK }),
  index: fc.integer({ min: 0, max: BLOCK_SIZE - 1 }),
});

// Every character a serial may contain, and a few it may not.
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-. /é';

describe('serials', () => {
  it('has a readable, fixed shape', () => {
    expect(formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 })).toMatch(
      /^P\.demo\.0\.0000017\.[0-9A-Z]{4}$/,
    );
    expect(formatSerial({ game: 'months', seed: 'a-b_C', block: 12, index: 1_499_999 })).toMatch(
      /^M\.a-b_C\.12\.1499999\.[0-9A-Z]{4}$/,
    );
  });

  it('parses back to the ticket (property)', () => {
    fc.assert(
      fc.property(refArb, (ref: TicketRef) => {
        const parsed = parseSerial(formatSerial(ref));
        expect(parsed).toEqual({ ok: true, value: ref });
      }),
      { numRuns: 500 },
    );
  });

  it('tidies a pasted serial back to the ticket: spaces and invisible characters anywhere, game letter and check code in lower case (property)', () => {
    const junk = fc.constantFrom(' ', '\u200b', '\ufeff', '\u00a0', '\u00ad', '\u2060', '\n', '\t');
    fc.assert(
      fc.property(refArb, fc.array(fc.tuple(fc.nat(), junk), { maxLength: 4 }), fc.boolean(), (ref, inserts, lower) => {
        const serial = formatSerial(ref);
        const parts = serial.split('.');
        let pasted = lower
          ? [parts[0]!.toLowerCase(), ...parts.slice(1, 4), parts[4]!.toLowerCase()].join('.')
          : serial;
        for (const [at, char] of inserts) {
          const i = at % (pasted.length + 1);
          pasted = pasted.slice(0, i) + char + pasted.slice(i);
        }
        expect(tidySerial(pasted)).toBe(serial);
        expect(parseSerial(tidySerial(pasted))).toEqual({ ok: true, value: ref });
      }),
      { numRuns: 300 },
    );
  });

  it('reads a serial with the spaces or line end around it that a copied line brings', () => {
    const ref: TicketRef = { game: 'months', seed: 'demo', block: 3, index: 42 };
    for (const around of [' ', '\n', '\t', '\r\n'])
      expect(parseSerial(`${around}${formatSerial(ref)}${around}`)).toEqual({ ok: true, value: ref });
  });

  it('keeps the seed’s case when it tidies, so that another seed is never taken for this one', () => {
    const serial = formatSerial({ game: 'paws', seed: 'Demo', block: 0, index: 17 });
    const lowered = serial.replace('Demo', 'demo');
    expect(tidySerial(lowered)).toBe(lowered);
    expect(parseSerial(tidySerial(lowered)).ok).toBe(false);
    expect(tidySerial('not a serial')).toBe('notaserial');
  });

  it.each([
    { game: 'paws', seed: 'demo', block: 0, index: 17 },
    { game: 'months', seed: 'Z', block: 999_999, index: 1_499_999 },
    { game: 'paws', seed: 'abcdefghijklmnopqrstuvwxyz012345', block: 7, index: 0 },
  ] as const)('rejects every single-character change of $seed/$index', (ref) => {
    const serial = formatSerial(ref);
    let tried = 0;
    for (let i = 0; i < serial.length; i++) {
      for (const c of CHARS) {
        if (c === serial[i]) continue;
        const altered = serial.slice(0, i) + c + serial.slice(i + 1);
        tried++;
        expect(parseSerial(altered).ok, altered).toBe(false);
      }
    }
    expect(tried).toBeGreaterThan(1000);
  });

  it('rejects swapped neighbours', () => {
    fc.assert(
      fc.property(refArb, fc.nat(), (ref, at) => {
        const serial = formatSerial(ref);
        const i = at % (serial.length - 1);
        if (serial[i] === serial[i + 1]) return;
        const swapped = serial.slice(0, i) + serial[i + 1] + serial[i] + serial.slice(i + 2);
        expect(parseSerial(swapped).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['', 'bad-serial-format'],
    ['hello', 'bad-serial-format'],
    ['P.demo.0.17.0000', 'bad-serial-format'],
    ['P.demo.01.0000017.0000', 'bad-serial-format'],
    ['P.de mo.0.0000017.0000', 'bad-serial-format'],
    ['X.demo.0.0000017.0000', 'bad-serial-game'],
    ['P.demo.0.0000017.0000', 'bad-serial-check'],
  ])('rejects %j with %s and a message naming the serial', (text, code) => {
    const parsed = parseSerial(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message).toContain(`"${text}"`);
    }
  });

  it('rejects an index past the block even with a right check code', () => {
    // Build a check-valid serial for index 1,500,000 by searching its check code.
    const body = 'P.demo.0.1500000';
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    let found: string | undefined;
    outer: for (const a of alphabet)
      for (const b of alphabet)
        for (const c of alphabet)
          for (const d of alphabet) {
            const r = parseSerial(`${body}.${a}${b}${c}${d}`);
            if (!r.ok && r.error.code !== 'bad-serial-check') {
              found = r.error.code;
              break outer;
            }
          }
    expect(found).toBe('bad-serial-index');
  });

  it.each(['P.demo.1000000.0025102.G13B', 'M.demo.99999999999999999999.0000000.0000'])(
    'rejects %j, whose block is past the last, as out of range, naming the range, whatever its check code',
    (text) => {
      // It was "not of the form G.seed.block.0000000.CHCK", which a serial of that form is.
      const parsed = parseSerial(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.code).toBe('bad-serial-block');
        expect(parsed.error.message).toBe(
          `serial "${text}" names a block out of range: blocks are numbered 0 to ${MAX_BLOCK}`,
        );
      }
    },
  );

  it('computes the check code as its definition says, for any text, characters outside the alphabet counting for nothing', () => {
    // The definition (src/engine/serial.ts): S = sum of ((i + 1) * 524287 mod P) * (rank + 1) mod P,
    // rank being the character's place in the body alphabet (-1 outside it), P = 1048573; then S
    // written as four characters of the check alphabet, most significant first.
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-.';
    const definition = (body: string): string => {
      let sum = 0;
      for (let i = 0; i < body.length; i++)
        sum = (sum + (((i + 1) * 524_287) % 1_048_573) * (alphabet.indexOf(body.charAt(i)) + 1)) % 1_048_573;
      return [15, 10, 5, 0].map((shift) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.charAt((sum >>> shift) & 31)).join('');
    };
    const text = fc.oneof(
      fc.string({
        unit: fc.constantFrom(...alphabet, ' ', '/', '@', '[', '`', '{', '~', 'é', '\u0000'),
        maxLength: 60,
      }),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    fc.assert(
      fc.property(text, (body) => serialCheckCode(body) === definition(body)),
      { numRuns: 2000 },
    );
  });

  it('rejects a block past the last even with a right check code', () => {
    const body = `P.demo.${MAX_BLOCK + 1}.0000017`;
    const parsed = parseSerial(`${body}.${serialCheckCode(body)}`);
    expect(!parsed.ok && parsed.error.code).toBe('bad-serial-block');
  });

  it('gives, when a serial is malformed, an example serial that is itself valid', () => {
    // The message once suggested P.demo.0.0000017.0K4R, whose check code is wrong.
    const parsed = parseSerial('nonsense');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const example = /for example (\S+)\)/.exec(parsed.error.message)?.[1];
    expect(example).toBeDefined();
    expect(parseSerial(example ?? '')).toEqual({
      ok: true,
      value: { game: 'paws', seed: 'demo', block: 0, index: 17 },
    });
    expect(formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 })).toBe(example);
  });
});
