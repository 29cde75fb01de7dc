/**
 * Checks of the CLI's option values. Each check returns the parsed value or throws a UsageError
 * whose message is one line naming the option, the text given and what to use instead. The
 * engine's own checks (checkSeed, checkBlock, checkIndex, parseSerial) decide what is valid and
 * supply the advice, so the CLI and the engine can never disagree.
 */
import {
  BLOCK_SIZE,
  checkBlock,
  checkIndex,
  checkSeed,
  GAME_IDS,
  GAMES,
  isGameId,
  isPrizeOf,
  MAX_BLOCK,
  parseSerial,
  SERIAL_EXAMPLE,
  SERIAL_FORM,
  SERIAL_PATTERN,
  SERIAL_PREFIXES,
  type GameId,
  type TicketRef,
} from '../engine/index.ts';
import { say } from './words.ts';

/** Bad input from the command line, in the run's language: reported as one line on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** How user text appears in a message: quoted, escaped, and cut when long. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** How a file or folder the user named appears in a message: quoted and escaped, whole (a cut path finds nothing). */
export function quotePath(path: string): string {
  return JSON.stringify(path);
}

/**
 * An engine check's refusal ("<subject> is invalid: <advice>", in English) as "<option> "<text>" is
 * invalid: <advice>" in the run's language, so the line names the option and the exact text typed.
 * The advice is the engine's, said from its facts (the same bounds).
 */
function rephrase(option: string, text: string, advice: string): UsageError {
  return new UsageError(`${option} ${quote(text)}${say().invalid}${advice}`);
}

/** The number an option's text denotes: plain decimal digits with an optional minus, else NaN (and for -0, refused as the other signed values are). */
function integerOf(text: string): number {
  const n = /^-?[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  return Object.is(n, -0) ? Number.NaN : n;
}

export function parseGame(text: string): GameId {
  if (isGameId(text)) return text;
  throw new UsageError(say().notAGame(quote(text), GAME_IDS));
}

export function parseSeed(text: string): string {
  const checked = checkSeed(text);
  if (!checked.ok) throw rephrase('--seed', text, say().useSeed);
  return checked.value;
}

export function parseBlock(text: string): number {
  const checked = checkBlock(integerOf(text));
  if (!checked.ok) throw rephrase('--block', text, say().useInteger(0, MAX_BLOCK));
  return checked.value;
}

/** A range of blocks, both ends included. */
export interface BlockRange {
  readonly first: number;
  readonly last: number;
}

/** `--blocks A-B`: the blocks A to B, both included; A-A is one block. */
export function parseBlockRange(text: string): BlockRange {
  const match = /^([0-9]+)-([0-9]+)$/.exec(text);
  if (match === null) {
    throw new UsageError(`--blocks ${quote(text)}${say().invalid}${say().useRange(MAX_BLOCK)}`);
  }
  const first = Number(match[1]);
  const last = Number(match[2]);
  for (const end of [first, last]) {
    if (!checkBlock(end).ok) {
      throw new UsageError(`--blocks ${quote(text)}${say().outOfRange}${say().blocksNumbered(MAX_BLOCK)}`);
    }
  }
  if (first > last) {
    throw new UsageError(`--blocks ${quote(text)}${say().invalid}${say().firstAfterLast(last, first)}`);
  }
  return { first, last };
}

/** Most worker threads `--jobs` may ask for: far past any useful number, short of exhausting the process. */
export const MAX_JOBS = 256;

/** `--jobs`: how many worker threads audit blocks at once. */
export function parseJobs(text: string): number {
  const jobs = integerOf(text);
  if (!Number.isSafeInteger(jobs) || jobs < 1 || jobs > MAX_JOBS) {
    throw new UsageError(`--jobs ${quote(text)}${say().invalid}${say().useInteger(1, MAX_JOBS)}`);
  }
  return jobs;
}

/** `--from`: a ticket index of the block. */
export function parseFrom(text: string): number {
  const checked = checkIndex(integerOf(text));
  if (!checked.ok) throw rephrase('--from', text, say().useInteger(0, BLOCK_SIZE - 1));
  return checked.value;
}

/** `--count`: how many tickets from `from`; they must all lie in the block. */
export function parseCount(text: string | undefined, from: number): number {
  const left = BLOCK_SIZE - from;
  if (text === undefined) return left;
  const count = integerOf(text);
  if (!Number.isSafeInteger(count) || count < 1 || count > BLOCK_SIZE) {
    throw new UsageError(`--count ${quote(text)}${say().invalid}${say().useInteger(1, BLOCK_SIZE)}`);
  }
  if (count > left) {
    throw new UsageError(`--count ${quote(text)}${say().outOfRange}${say().ticketsLeft(from, left)}`);
  }
  return count;
}

/** `--limit`: a positive integer (at most a block). */
export function parseLimit(text: string): number {
  const limit = integerOf(text);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > BLOCK_SIZE) {
    throw new UsageError(`--limit ${quote(text)}${say().invalid}${say().useInteger(1, BLOCK_SIZE)}`);
  }
  return limit;
}

/** `--prize`: cents, 0 or an amount of the game's article 3 table. */
export function parsePrize(text: string, game: GameId): number {
  const cents = integerOf(text);
  if (Number.isSafeInteger(cents) && isPrizeOf(GAMES[game], cents)) return cents;
  const amounts = [0, ...GAMES[game].prizeTable.map((tier) => tier.amountCents).sort((a, b) => a - b)];
  throw new UsageError(say().notAPrize(quote(text), game, amounts.join(', '), prizeInEuros(text, game)));
}

/**
 * A `--prize` typed in euros (`30`, `30€`, `30 euros`) where cents go, when those euros are a prize
 * of the game: the cents it means, said beside the advice (`use cents (€30 = 3000)`); else ''.
 */
export function prizeInEuros(text: string, game: string, within: 'own' | 'aside' = 'own'): string {
  const euros = /^\s*([0-9]+)\s*(?:€|eur|euros?)?\s*$/i.exec(text)?.[1];
  if (euros === undefined || !isGameId(game)) return '';
  const cents = Number(euros) * 100;
  return cents > 0 && Number.isSafeInteger(cents) && isPrizeOf(GAMES[game], cents)
    ? (within === 'aside' ? say().prizeInEurosAside : say().prizeInEuros)(Number(euros), cents)
    : '';
}

/** Letters that check codes (Crockford's base 32) leave out, and the digit each is likely read for: U stands for none. */
const NOT_CHECK_LETTERS: Readonly<Record<string, string | null>> = { I: '1', L: '1', O: '0', U: null };

/** What may have gone wrong with a serial the engine refused: letters in lower case, or a check code letter it has not. */
function serialHint(text: string, code: string): string {
  const parts = text.trim().split('.');
  if (code === 'bad-serial-format' && parts.length === 5) {
    const upper = [parts[0]!.toUpperCase(), ...parts.slice(1, 4), parts[4]!.toUpperCase()].join('.');
    if (upper !== text.trim() && SERIAL_PATTERN.test(upper)) return say().serialUpperCase(upper);
  }
  if (code === 'bad-serial-check') {
    const letter = [...(parts[4] ?? '')].find((c) => NOT_CHECK_LETTERS[c.toUpperCase()] !== undefined);
    if (letter !== undefined) {
      const digit = NOT_CHECK_LETTERS[letter.toUpperCase()];
      return say().notCheckLetter(letter, digit ?? null);
    }
  }
  return '';
}

/** `--serial`: a ticket's serial, check code included. */
export function parseSerialOption(text: string): TicketRef {
  const parsed = parseSerial(text);
  if (!parsed.ok) {
    const code = parsed.error.code;
    const hint = serialHint(text, code);
    // The engine's refusal, from its facts, in the run's language: 'serial "<text>" <what is wrong>'.
    const trimmed = text.trim();
    const shown = `"${trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed}"`;
    const words = say().serial;
    const index = /\.([0-9]+)\.[^.]*$/.exec(trimmed)?.[1] ?? '';
    const what =
      code === 'bad-serial-format'
        ? words[code](SERIAL_FORM, SERIAL_EXAMPLE)
        : code === 'bad-serial-game'
          ? words[code](SERIAL_PREFIXES)
          : code === 'bad-serial-block'
            ? words[code](MAX_BLOCK)
            : code === 'bad-serial-index'
              ? words[code](String(Number(index)), BLOCK_SIZE - 1)
              : words['bad-serial-check'];
    // The engine's advice ("a character was mistyped or changed") gives way to the hint's, which says which.
    const said = hint !== '' && code === 'bad-serial-check' ? what.replace(/\u00a0?: .*$/, '') : what;
    throw new UsageError(`--serial ${shown} ${said}${hint}`);
  }
  return parsed.value;
}

/** What `checkOptionTokens` reads of a command's option (commander's Option). */
interface OptionLike {
  readonly long?: string | undefined;
  readonly short?: string | undefined;
  readonly required: boolean; // takes a value: `--game <game>`
  readonly optional: boolean; // may take one: `--x [value]`
}

/**
 * Reads a command's own arguments as commander will, and refuses what it would let through
 * silently or name obscurely: an option given twice (commander keeps the last), a value given
 * to an option that takes none (`--json=yes`, "unknown option '--json=yes'"), and an option whose value is
 * another of the command's options (`--game --seed demo`, where commander takes "--seed" as the
 * game and then names --seed as missing), and a `--` (no command takes arguments, and commander
 * would read the options after it as such). Returns the first unknown option, if any, for the caller
 * to name before anything else: commander names a missing required option first, so that a
 * misspelt one (`--blok 0`) would be said to be missing rather than misspelt.
 */
export function checkOptionTokens(
  options: readonly OptionLike[],
  tokens: readonly string[],
  command: string,
): string | undefined {
  const byFlag = new Map<string, OptionLike>();
  for (const option of options) {
    if (option.long !== undefined) byFlag.set(option.long, option);
    if (option.short !== undefined) byFlag.set(option.short, option);
  }
  const seen = new Set<OptionLike>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // Operands only from here, which no command takes: commander would leave the options after it unread.
    if (token === '--') throw new UsageError(say().strayDashes(command));
    const flag = token.startsWith('--') ? token.split('=', 1)[0]! : token;
    const option = byFlag.get(flag);
    if (option === undefined) {
      if (flag.length > 1 && flag.startsWith('-')) return flag;
      continue; // an operand: commander names it
    }
    const name = option.long ?? option.short!;
    if (seen.has(option)) throw new UsageError(say().givenTwice(name));
    seen.add(option);
    if (!option.required && !option.optional && token.includes('=')) throw new UsageError(say().takesNoValue(name));
    if (option.required && !token.includes('=')) {
      const value = tokens[i + 1];
      if (value !== undefined && value.startsWith('-') && byFlag.has(value.split('=', 1)[0]!))
        throw new UsageError(say().needsValue(name, value.split('=', 1)[0]!));
      i++; // its value
    }
  }
  return undefined;
}

/** `--lang`: the language of help and messages (and of render's picture, check-layout's art). */
export function parseLang(text: string): 'fr' | 'en' {
  if (text === 'fr' || text === 'en') return text;
  throw new UsageError(say().notALang(quote(text)));
}
