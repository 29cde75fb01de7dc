import { GAME_IDS, GAMES, type GameId } from './games/registry.ts';
import { err, ok, type InputError, type Result } from './result.ts';
import { checkBlock, checkIndex, checkSeed, MAX_BLOCK } from './seed.ts';
import { BLOCK_SIZE } from './constants.ts';

/** Which ticket of which emission: the identity a serial encodes. */
export interface TicketRef {
  readonly game: GameId;
  readonly seed: string;
  readonly block: number;
  readonly index: number; // 0 ≤ index < 1,500,000
}

/**
 * Serial format: `<game letter>.<seed>.<block>.<index, 7 digits>.<check>`, e.g. `P.demo.0.0000017.G137`.
 *
 * The check is S = Σ w(i) · value(char i) over the body, mod the prime P = 1,048,573, with weights
 * w(i) = (i + 1) · K mod P (K = 524,287 spreads S over all of [0, P)), written as 4 Crockford
 * base-32 digits. Changing one character changes S by w(i) · δ with 0 < |δ| < 66 < P and w(i) ≠ 0
 * mod P, so S changes: every single-character change is rejected. Swapping two adjacent different
 * characters changes S by ±K · δ ≠ 0 mod P, so those are rejected too.
 */
const INDEX_DIGITS = 7;
/** A serial's shape: prefix, seed, block, index, check (the block's size and the check are checked apart). */
export const SERIAL_PATTERN = /^([A-Z])\.([A-Za-z0-9_-]{1,32})\.(0|[1-9][0-9]{0,5})\.([0-9]{7})\.([0-9A-Z]{4})$/;
/** SERIAL_PATTERN with a block of any number of digits: a serial of that shape whose block is past the last is out of range, not malformed. */
const ANY_BLOCK_PATTERN = /^([A-Z])\.([A-Za-z0-9_-]{1,32})\.(0|[1-9][0-9]*)\.([0-9]{7})\.([0-9A-Z]{4})$/;

/**
 * The check code of a serial's body (all but `.CHCK`). Self-contained, its alphabets and numbers
 * inside it: the boot still (build/boot/) runs this very function's text in the page, before the
 * app's modules, to show only links the app will open.
 */
export function serialCheckCode(body: string): string {
  // A character's rank in the body alphabet, 0123456789A…Za…z_-. (-1 outside it), read from its
  // code rather than searched for: a whole block's export formats 1,500,000 serials.
  const checkAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const modulus = 1_048_573;
  const spread = 524_287;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    const rank =
      c >= 48 && c <= 57
        ? c - 48
        : c >= 65 && c <= 90
          ? c - 55
          : c >= 97 && c <= 122
            ? c - 61
            : c === 95
              ? 62
              : c === 45
                ? 63
                : c === 46
                  ? 64
                  : -1;
    const weight = ((i + 1) * spread) % modulus;
    sum = (sum + weight * (rank + 1)) % modulus;
  }
  let code = '';
  for (let d = 0; d < 4; d++) {
    code = checkAlphabet.charAt(sum & 31) + code;
    sum >>>= 5;
  }
  return code;
}

/** The serial of a ticket. Its reference must be valid (a programmer error otherwise). */
export function formatSerial(ref: TicketRef): string {
  if (!checkSeed(ref.seed).ok || !checkBlock(ref.block).ok || !checkIndex(ref.index).ok) {
    throw new RangeError(`invalid ticket reference ${JSON.stringify(ref)}`);
  }
  const body = `${GAMES[ref.game].serialPrefix}.${ref.seed}.${ref.block}.${String(ref.index).padStart(INDEX_DIGITS, '0')}`;
  return `${body}.${serialCheckCode(body)}`;
}

export type SerialErrorCode =
  'bad-serial-format' | 'bad-serial-game' | 'bad-serial-block' | 'bad-serial-check' | 'bad-serial-index';

/** A serial's form, and one that has it, as the messages about a malformed serial give them. */
export const SERIAL_FORM = 'G.seed.block.0000000.CHCK';
export const SERIAL_EXAMPLE = 'P.demo.0.0000017.G137';

/** The first and the last index a serial can give, as serials write them (`0000000`, `1499999`). */
export const SERIAL_INDICES: readonly [string, string] = [
  '0'.repeat(INDEX_DIGITS),
  String(BLOCK_SIZE - 1).padStart(INDEX_DIGITS, '0'),
];

/** The first letter of each game's serials (`P`, `M`), in the games' order. */
export const SERIAL_PREFIXES: readonly string[] = GAME_IDS.map((id) => GAMES[id].serialPrefix);

/**
 * A serial as a person pasted it, tidied for `parseSerial`: the spaces and invisible characters a
 * copy from a chat or a document brings (zero-width spaces, a byte-order mark, soft hyphens, no-break
 * spaces), anywhere, are left out, and its game letter and check code put in upper case, as serials
 * write them. The seed, whose case is its own, is kept as typed; the check code still decides
 * whether what is left is a serial.
 */
export function tidySerial(text: string): string {
  const bare = text.replace(/[\s\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/gu, '');
  const parts = bare.split('.');
  if (parts.length !== 5) return bare;
  return [parts[0]!.toUpperCase(), ...parts.slice(1, 4), parts[4]!.toUpperCase()].join('.');
}

/** Parses a serial back to its ticket, or says what is wrong with it. */
export function parseSerial(serial: string): Result<TicketRef, InputError<SerialErrorCode>> {
  const text = serial.trim();
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  const match = ANY_BLOCK_PATTERN.exec(text);
  if (match === null) {
    return err({
      code: 'bad-serial-format',
      message: `serial "${shown}" is not of the form ${SERIAL_FORM} (for example ${SERIAL_EXAMPLE})`,
    });
  }
  const [, prefix, seed, blockText, indexText, check] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const game = GAME_IDS.find((id) => GAMES[id].serialPrefix === prefix);
  if (game === undefined) {
    return err({
      code: 'bad-serial-game',
      message: `serial "${shown}" names no game: its first letter must be ${SERIAL_PREFIXES.join(' or ')}`,
    });
  }
  // Before the check code: whatever the check says, no ticket has that block.
  if (!checkBlock(Number(blockText)).ok) {
    return err({
      code: 'bad-serial-block',
      message: `serial "${shown}" names a block out of range: blocks are numbered 0 to ${MAX_BLOCK}`,
    });
  }
  const body = text.slice(0, text.length - 5);
  if (serialCheckCode(body) !== check) {
    return err({
      code: 'bad-serial-check',
      message: `serial "${shown}" fails its check code: a character was mistyped or changed`,
    });
  }
  const index = Number(indexText);
  const indexCheck = checkIndex(index);
  if (!indexCheck.ok) {
    return err({
      code: 'bad-serial-index',
      message: `serial "${shown}" is out of its block: ${indexCheck.error.message}`,
    });
  }
  return ok({ game, seed, block: Number(blockText), index });
}
