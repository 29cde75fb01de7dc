// Before any schema is built: zod decides at schema creation whether to compile with eval.
import './strictCsp.ts';
import * as z from 'zod/mini';
import {
  ANY_VARIANT,
  BLOCK_SIZE,
  GAME_IDS,
  GAMES,
  generateTicket,
  MAX_BLOCK,
  parseSerial,
  readVariantChoice,
  SEED_PATTERN,
  type GameId,
  type VariantChoice,
} from '../engine/index.ts';
import { LANGS } from '../i18n/index.ts';
import type { DesignId } from '../layouts/index.ts';

/**
 * localStorage key of the saved session (where IndexedDB is missing, and where earlier versions
 * kept it), and the prefix of the keys where unreadable data is set aside: `grattez:unreadable:1`,
 * `:2`… (earlier versions kept one copy under the prefix itself).
 */
export const STORAGE_KEY = 'grattez';
export const BACKUP_KEY = 'grattez:unreadable';
/** Set-aside copies kept at most; past this the oldest is removed first. */
export const MAX_SET_ASIDE = 5;
/**
 * Version 2 keeps its per-game records (emission, statistics, variant choices) keyed by game id,
 * so a new game needs no new version. Version 1 (fixed `paws` and `months` fields) is read and
 * migrated with nothing lost.
 */
export const SAVE_VERSION = 2;
export const HISTORY_LIMIT = 500;

const whole = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));
const count = whole(Number.MAX_SAFE_INTEGER);
const cursor = whole(BLOCK_SIZE);
const block = whole(MAX_BLOCK);

const commonSettings = {
  lang: z.enum(LANGS),
  revealThresholdRatio: z.number().check(z.minimum(0.3), z.maximum(1)), // share of a zone's content area to scratch
  motion: z.enum(['system', 'reduce', 'full']), // 'system' follows prefers-reduced-motion
  sound: z._default(z.boolean(), true), // sound effects on; absent from saves made before it existed
};
const gameKey = z.string().check(z.minLength(1), z.maxLength(40));

const settingsSchema = z.object({
  ...commonSettings,
  // per game, the variant the player last asked for (a variant, or `any`); a game not listed: `any`
  variants: z.record(gameKey, z.string().check(z.maxLength(40))),
  // per game, the design the player last chose to draw its tickets with; a game not listed: its
  // default designs (absent from saves made before designs could be chosen)
  designs: z._default(z.record(gameKey, z.string().check(z.maxLength(40))), {}),
});

const historyFields = {
  serial: z.string().check(z.minLength(1), z.maxLength(80)),
  game: z.enum(GAME_IDS),
  priceCents: count, // 0 when opened from a serial rather than bought
  prizeCents: count,
  settled: z.boolean(), // false while the ticket is still being scratched
};
const historyEntrySchema = z.object({
  ...historyFields,
  // when the ticket was dealt or opened, as Date.prototype.toISOString writes it (the History
  // screen formats it); '' where a stored date could not be read, shown as an unknown date
  at: z.union([z.iso.datetime({ precision: 3 }), z.literal('')]),
});
/**
 * A history row as read: any date, checked row by row (`repairDates`), so that one damaged date
 * costs that date, not the game.
 */
const storedHistoryEntrySchema = z.object({ ...historyFields, at: z.optional(z.unknown()) });

/*
 * zod/mini, a fraction of zod's weight in the player's first load, without its messages: a problem
 * is reported by its path and zod's issue code (the notice quotes them as a technical detail).
 */
const playStatsSchema = z.object({ bought: count, spentCents: count, wonCents: count });
const seed = z.string().check(z.regex(SEED_PATTERN));
const currentSchema = z.nullable(
  z.object({
    serial: z.string().check(z.minLength(1), z.maxLength(80)),
    paid: z.boolean(),
    revealed: z.array(z.boolean()).check(z.maxLength(64)),
    strokes: z.string().check(z.maxLength(1_000_000)), // ScratchLog.encode()
  }),
);
/**
 * The history and the statistics as stored, read part by part (`repairParts`): a row, or a game's
 * statistics, that cannot be read costs that part, not the game. Missing, they are read as lost.
 */
const history = z.optional(z.unknown());
const stats = z.optional(z.unknown());

/**
 * A copy of the history rows of the bought tickets not uncovered yet (in play, or left unsettled by
 * an earlier release), written before the balance: a record cut short whose balance arrived whole,
 * the purchases charged in it, has them whole too, so that none is lost with its prize (see
 * `readCutShort`). A history read whole is the truth: this copy is read only to give back the rows
 * of those tickets the history read lacks, cut or left out as unreadable (`restoreOwed`); records
 * written before it existed have none.
 */
const unsettled = z.optional(z.unknown());

const savedSessionSchema = z.object({
  version: z.literal(SAVE_VERSION),
  settings: settingsSchema,
  unsettled,
  balanceCents: count,
  emission: z.object({
    seed,
    // per game: its block, the next index of each cursor (one per variant, or `any`), the tickets dealt
    games: z.record(gameKey, z.object({ block, cursors: z.record(gameKey, cursor), dealt: cursor })),
  }),
  stats,
  history,
  current: currentSchema,
});

/** Version 1, as the two-game app saved it: fixed fields per game. Read only, to migrate. */
const savedSessionV1Schema = z.object({
  version: z.literal(1),
  settings: z.object({ ...commonSettings, pawsChoice: z.enum(['dog', 'cat', 'surprise']) }),
  balanceCents: count,
  emission: z.object({
    seed,
    paws: z.object({ block, dog: cursor, cat: cursor, dealt: cursor }),
    months: z.object({ block, next: cursor, dealt: cursor }),
  }),
  stats: z.object({ paws: playStatsSchema, months: playStatsSchema }),
  history,
  current: currentSchema,
});

/** A session as read, its history rows' dates not checked yet. */
type StoredSession = Omit<z.infer<typeof savedSessionSchema>, 'history' | 'stats' | 'unsettled'> & {
  history: z.infer<typeof storedHistoryEntrySchema>[];
  stats: Record<string, z.infer<typeof playStatsSchema>>;
};
type ReadSessionV1 = z.infer<typeof savedSessionV1Schema>;

/** A version 1 session in version 2's shape: the same balance, emission, statistics, history and ticket. */
function migrateV1(
  v1: Omit<ReadSessionV1, 'history' | 'stats'> & { history: StoredSession['history']; stats: StoredSession['stats'] },
): StoredSession {
  const { pawsChoice, ...settings } = v1.settings;
  const { paws, months } = v1.emission;
  return {
    ...v1,
    version: SAVE_VERSION,
    settings: { ...settings, variants: { paws: readVariantChoice('paws', pawsChoice) ?? ANY_VARIANT }, designs: {} },
    emission: {
      seed: v1.emission.seed,
      games: {
        paws: { block: paws.block, cursors: { dog: paws.dog, cat: paws.cat }, dealt: paws.dealt },
        months: { block: months.block, cursors: { [ANY_VARIANT]: months.next }, dealt: months.dealt },
      },
    },
    stats: { ...v1.stats },
  };
}

/**
 * The history rows and the games' statistics that can be read (version 1's statistics, fixed
 * fields, are checked by its schema); `parts`: what could not, its detail listing each part
 * (`history.3.prizeCents: invalid_type`, `stats.paws.bought: too_small`, `history: missing`), null
 * when nothing was.
 */
function repairParts(
  read: { readonly history?: unknown; readonly stats?: unknown },
  perGameStats: boolean,
): { history: StoredSession['history']; stats: StoredSession['stats']; parts: LostParts | null } {
  const lost: string[] = [];
  const issue = (path: string, issues: readonly { readonly path: readonly PropertyKey[]; readonly code: string }[]) => {
    const first = issues[0];
    lost.push(`${[path, ...(first?.path ?? []).map(String)].join('.')}: ${first?.code ?? 'invalid'}`);
  };
  const history: StoredSession['history'] = [];
  let rows = 0;
  let wholeHistory = false;
  if (read.history === undefined || !Array.isArray(read.history)) {
    wholeHistory = true;
    lost.push(`history: ${read.history === undefined ? 'missing' : 'invalid_type'}`);
  } else {
    (read.history as unknown[]).slice(0, HISTORY_LIMIT).forEach((row, i) => {
      const parsed = storedHistoryEntrySchema.safeParse(row);
      // A serial that fails its check (its block, index or check code changed) or names another
      // game is not a ticket this row can open, nor vouch for its prize.
      const ref = parsed.success ? parseSerial(parsed.data.serial) : null;
      if (!parsed.success) issue(`history.${i}`, parsed.error.issues);
      else if (ref?.ok !== true) lost.push(`history.${i}.serial: ${ref?.error.code ?? 'invalid'}`);
      else if (ref.value.game !== parsed.data.game)
        lost.push(`history.${i}.game: ${parsed.data.game} ≠ ${ref.value.game}`);
      if (parsed.success && ref?.ok === true && ref.value.game === parsed.data.game) history.push(parsed.data);
      else rows++;
    });
    if (read.history.length > HISTORY_LIMIT) {
      rows += read.history.length - HISTORY_LIMIT;
      lost.push('history: too_big');
    }
  }
  const stats: StoredSession['stats'] = {};
  let statsLost: string[] | 'all' = [];
  if (perGameStats) {
    if (
      read.stats === undefined ||
      typeof read.stats !== 'object' ||
      read.stats === null ||
      Array.isArray(read.stats)
    ) {
      statsLost = 'all';
      lost.push(`stats: ${read.stats === undefined ? 'missing' : 'invalid_type'}`);
    } else
      for (const [game, value] of Object.entries(read.stats)) {
        const key = gameKey.safeParse(game);
        const parsed = playStatsSchema.safeParse(value);
        if (!key.success) issue('stats', key.error.issues);
        else if (!parsed.success) {
          statsLost.push(game);
          issue(`stats.${game}`, parsed.error.issues);
        } else stats[game] = parsed.data;
      }
  }
  const parts: LostParts | null =
    lost.length === 0
      ? null
      : { problem: { cause: 'bad-parts', detail: lost.join('; ') }, rows, wholeHistory, stats: statsLost };
  return { history, stats, parts };
}

/**
 * What of the stored data was left out as unreadable: `rows` history rows (or the `wholeHistory`),
 * and the statistics of the games `stats` (or `all`); `problem` the technical detail.
 */
export interface LostParts {
  readonly problem: StorageProblem;
  readonly rows: number;
  readonly wholeHistory: boolean;
  readonly stats: readonly string[] | 'all';
  /**
   * The record was cut short (`readCutShort`): `rowsRead`, the history rows that arrived whole, the
   * older ones lost (their number unknown; null: the history arrived whole, or not at all, then
   * `wholeHistory`); `ticket`, the ticket in play, if there was one, lost; `owed`, the serials of
   * the bought tickets not uncovered yet that the record kept (their rows read, or copied before
   * the balance), each opened again to be scratched and credited, or null where the record cannot
   * say whether there was one (an earlier release's record, cut before its newest history row).
   */
  readonly cutShort?: {
    readonly rowsRead: number | null;
    readonly ticket: boolean;
    readonly owed: readonly string[] | null;
  };
  /**
   * The serials of the bought tickets not uncovered yet whose history rows were left out and were
   * made again (`restoreOwed`), newest first: counted out of `rows`, their prizes still to credit.
   * In a record cut short, not the rows the cut took (those are `cutShort.owed`'s).
   */
  readonly rebuilt?: readonly string[];
}

export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type SavedSession = Omit<StoredSession, 'history'> & { history: HistoryEntry[] };

/**
 * The session with every history date it can read, and '' for each it cannot (not a date-time as
 * the app writes it, or not a real date): the row, its prize and its `settled` flag are kept.
 * `lost`: the serials of those rows.
 */
function repairDates(stored: StoredSession): { readonly session: SavedSession; readonly lost: readonly string[] } {
  const lost: string[] = [];
  const rows = stored.history.map((row): HistoryEntry => {
    const at = historyEntrySchema.shape.at.safeParse(row.at);
    if (at.success && (at.data === '' || !Number.isNaN(Date.parse(at.data)))) return { ...row, at: at.data };
    lost.push(row.serial);
    return { ...row, at: '' };
  });
  return { session: { ...stored, history: rows }, lost };
}
export interface Settings extends Omit<z.infer<typeof settingsSchema>, 'variants' | 'designs'> {
  readonly variants: Readonly<Partial<Record<GameId, VariantChoice>>>;
  readonly designs: Readonly<Partial<Record<GameId, DesignId>>>;
}

/**
 * Why saved data could not be used, with the technical detail (an exception, a version, a path
 * and the validator's message) that the notice quotes. Words for people are in src/i18n.
 */
export interface StorageProblem {
  readonly cause:
    | 'cannot-read'
    | 'not-json'
    | 'other-version'
    | 'invalid'
    | 'bad-serial'
    | 'bad-strokes'
    | 'bad-zones'
    | 'bad-dates'
    | 'bad-parts' // history rows or a game's statistics that could not be read (dropped, the rest kept)
    | 'cut-short'; // the record ends before its balance and emission are whole: nothing of it is used
  readonly detail: string;
}

/** What the stored text holds. */
export type ParsedSession =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'loaded';
      readonly session: SavedSession;
      readonly lostDates: readonly string[];
      // the history rows and games' statistics dropped as unreadable; null when none was
      readonly lostParts: LostParts | null;
    }
  | { readonly kind: 'unreadable'; readonly problem: StorageProblem };

/** The part of the Web Storage API the app uses (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** A storage held in memory, for a store that keeps nothing beyond the page (the developer pages, the boot's shells). */
export function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

/** A record the schema refuses: unreadable, its first issue named (`history.3.prizeCents: invalid_type`). */
function invalid(issues: readonly { readonly path: readonly PropertyKey[]; readonly code: string }[]): ParsedSession {
  const issue = issues[0]!;
  return { kind: 'unreadable', problem: { cause: 'invalid', detail: `${issue.path.join('.') || '/'}: ${issue.code}` } };
}

/** Reads and validates a saved session's text (null: nothing saved). */
export function parseSavedSession(raw: string | null): ParsedSession {
  if (raw === null) return { kind: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return readCutShort(raw) ?? { kind: 'unreadable', problem: { cause: 'not-json', detail: '' } };
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof json === 'object' && json !== null && version !== SAVE_VERSION && version !== 1) {
    return {
      kind: 'unreadable',
      problem: { cause: 'other-version', detail: JSON.stringify(version) ?? 'none' },
    };
  }
  const parsed = version === 1 ? savedSessionV1Schema.safeParse(json) : savedSessionSchema.safeParse(json);
  if (!parsed.success) return invalid(parsed.error.issues);
  const data = parsed.data;
  const parts = restoreOwed(
    repairParts(data, data.version === SAVE_VERSION),
    data.current,
    readCopy(data.version === SAVE_VERSION ? data.unsettled : undefined),
    false,
  );
  const stored: StoredSession =
    data.version === 1
      ? migrateV1({ ...data, history: parts.history, stats: data.stats })
      : { ...withoutCopy(data), history: parts.history, stats: parts.stats };
  const { session, lost } = repairDates(stored);
  return { kind: 'loaded', session, lostDates: lost, lostParts: parts.parts };
}

/** The rows of a record's copy (`unsettled`) that name bought tickets not uncovered yet, where it is whole. */
interface OwedCopy {
  // null: no copy (a record from before it existed, or cut in it), or one damaged (not read)
  readonly rows: StoredSession['history'] | null;
  // what of a damaged copy could not be read (`unsettled.0.prizeCents: invalid_type`), or null
  readonly problem: string | null;
}

function readCopy(copy: unknown): OwedCopy {
  if (!Array.isArray(copy)) return { rows: null, problem: null };
  const read = repairParts({ history: copy }, false);
  return read.parts === null
    ? { rows: read.history.filter(owed), problem: null }
    : { rows: null, problem: read.parts.problem.detail.replaceAll('history', 'unsettled') };
}

/**
 * The one step both readers take for the rows a bought ticket not uncovered yet needs: crediting a
 * ticket needs its row unsettled (`credit`), so a row missing would lose the prize of a ticket the
 * player paid for. Where the history read lacks rows (rows left out as unreadable, the whole
 * history, or, `cutRows`, the rows a cut took past those read), the rows of those tickets come
 * back: from the record's copy (`unsettled`), where it is whole and names a serial the history read
 * lacks; else, for the bought ticket in play not uncovered yet, from the engine: its serial decides
 * its game, price and prize, its date unknown. What a row given back wins is always the engine's,
 * never a stored prize. A history read whole, nothing left out, is the truth: the copy is not read.
 *
 * Each row given back is one of two kinds, and the notice counts it once. A row *made again* stood
 * among the rows read and was left out as unreadable: it is counted out of `rows` and named
 * (`LostParts.rebuilt`), and goes first in the history, newest first (a ticket bought is the newest
 * row: right for the ticket in play; a ticket an earlier release left unsettled, made again from
 * the copy, loses its place, which nothing whole records). A row *kept* was taken by the cut: it
 * goes after the rows read (older than they are) and is told by the cut's own words
 * (`LostParts.cutShort.owed`). Where the history arrived whole every row given back was made again;
 * where the cut went through it, which of the missing rows stood among those read cannot be told
 * (the copy has no positions, a damaged row may have no serial): the newest are taken as made again,
 * as many as rows were left out, the others as kept, so that the counts always add up.
 */
function restoreOwed(
  read: ReturnType<typeof repairParts>,
  current: StoredSession['current'],
  copy: OwedCopy,
  cutRows: boolean,
): ReturnType<typeof repairParts> & { readonly kept: number } {
  const lostParts = read.parts;
  const leftOut = lostParts?.rows ?? 0;
  if (!cutRows && leftOut === 0 && lostParts?.wholeHistory !== true) return { ...read, kept: 0 };
  const has = (serial: string) => read.history.some((h) => h.serial === serial);
  const back: StoredSession['history'] = [];
  for (const row of copy.rows ?? []) {
    if (has(row.serial) || back.some((r) => r.serial === row.serial)) continue;
    const ref = parseSerial(row.serial);
    if (ref.ok) back.push({ ...row, prizeCents: generateTicket(ref.value).prize });
  }
  if (current !== null && current.paid && !current.revealed.every(Boolean) && !has(current.serial)) {
    const ref = parseSerial(current.serial);
    if (ref.ok && !back.some((r) => r.serial === current.serial)) {
      const ticket = generateTicket(ref.value);
      back.unshift({
        serial: current.serial,
        game: ticket.game,
        priceCents: GAMES[ticket.game].priceCents,
        prizeCents: ticket.prize,
        settled: false,
        at: '',
      });
    }
  }
  if (back.length === 0) return { ...read, kept: 0 };
  const rebuilt = cutRows ? back.slice(0, leftOut) : back;
  const kept = back.slice(rebuilt.length);
  // Past the history's limit (a row given back for one beyond it, a copy naming more than the cut
  // took), rows read go, the oldest settled first: never a row given back, and a row not settled
  // yet (a prize still to credit) only where too few settled rows were read, as the limit holds
  // for any record written. Each is a row lost, and counted so.
  const readRows = [...read.history];
  let over = rebuilt.length + readRows.length + kept.length - HISTORY_LIMIT;
  const trimmed = Math.max(0, over);
  for (let i = readRows.length - 1; i >= 0 && over > 0; i--) {
    if (readRows[i]!.settled) {
      readRows.splice(i, 1);
      over--;
    }
  }
  if (over > 0) readRows.splice(readRows.length - over, over);
  const rows = Math.max(0, leftOut - rebuilt.length) + trimmed;
  const parts: LostParts | null =
    lostParts === null
      ? trimmed === 0
        ? null
        : { problem: { cause: 'bad-parts', detail: 'history: too_big' }, rows, wholeHistory: false, stats: [] }
      : rebuilt.length === 0 && trimmed === 0
        ? lostParts
        : { ...lostParts, rows, ...(rebuilt.length === 0 ? {} : { rebuilt: rebuilt.map((r) => r.serial) }) };
  return { ...read, history: [...rebuilt, ...readRows, ...kept], parts, kept: kept.length };
}

/**
 * A JSON text's start, read up to where it ends early: each value that arrived whole (a string once
 * its closing quote came, a number once what follows it began, a literal once spelled out, an
 * object or an array once it closed). The root object keeps its whole members and, for the member the cut went through
 * (`cutKey`), the object or array as far as it arrived, with its whole members only; deeper, a
 * member cut through is left out. Null when the text is not a JSON object cut short: a syntax
 * error before its end, a whole value, or nesting too deep to read.
 */
function readPrefix(text: string): { readonly root: Record<string, unknown>; readonly cutKey: string | null } | null {
  let at = 0;
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  // eslint-disable-next-line no-control-regex -- JSON strings refuse control characters
  const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
  const bad = (): never => {
    throw new SyntaxError('not JSON');
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const put = (into: Record<string, unknown>, key: string, value: unknown) =>
    Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
  let cutKey: string | null = null;
  /** A value: whole, or (`whole` false) cut short, with what of it arrived when an object or array. */
  const value = (depth: number): { readonly value: unknown; readonly whole: boolean } => {
    if (depth > 64) bad();
    space();
    if (at >= text.length) return { value: undefined, whole: false };
    const c = text[at]!;
    if (c === '{' || c === '[') {
      at++;
      const array = c === '[';
      const out: unknown[] | Record<string, unknown> = array ? [] : {};
      const cut = { value: out, whole: false };
      space();
      if (at >= text.length) return cut;
      if (text[at] === (array ? ']' : '}')) {
        at++;
        return { value: out, whole: true };
      }
      for (;;) {
        let key = '';
        if (!array) {
          space();
          if (at >= text.length) return cut;
          if (text[at] !== '"') bad(); // a name is a string, not an object or an array cut short
          const name = value(depth + 1);
          if (!name.whole) return cut;
          if (typeof name.value !== 'string') bad();
          key = name.value as string;
          space();
          if (at >= text.length) return cut;
          if (text[at] !== ':') bad();
          at++;
        }
        const member = value(depth + 1);
        if (!member.whole) {
          // The root keeps the object or array it was cut in, as far as it arrived.
          if (depth === 0 && !array && member.value !== undefined) {
            put(out as Record<string, unknown>, key, member.value);
            cutKey = key;
          } else if (depth === 0 && !array) cutKey = key;
          return cut;
        }
        if (array) (out as unknown[]).push(member.value);
        else put(out as Record<string, unknown>, key, member.value);
        space();
        if (at >= text.length) return cut;
        const next = text[at++];
        if (next === (array ? ']' : '}')) return { value: out, whole: true };
        if (next !== ',') bad();
      }
    }
    if (c === '"') {
      STRING.lastIndex = at;
      const match = STRING.exec(text);
      if (match === null) {
        // Cut short inside the string, or a bad one: only the first ends the text (an escape may be
        // unfinished only at the very end).
        // eslint-disable-next-line no-control-regex -- JSON strings refuse control characters
        const rest = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*(?:\\(?:u[0-9a-fA-F]{0,3})?)?$/u.test(
          text.slice(at),
        );
        if (!rest) bad();
        at = text.length;
        return { value: undefined, whole: false };
      }
      at += match[0].length;
      return { value: JSON.parse(match[0]) as string, whole: true };
    }
    for (const [word, literal] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return { value: literal, whole: true };
      }
      if (word.startsWith(text.slice(at))) {
        at = text.length;
        return { value: undefined, whole: false };
      }
    }
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(text);
    if (match === null) {
      if (/^-$/u.test(text.slice(at))) return { value: undefined, whole: false };
      return bad();
    }
    at += match[0].length;
    // A number the text ends in may have been cut (12 of 1200), and so may its exponent or fraction.
    if (at >= text.length || /^(?:\.|[eE][+-]?)$/u.test(text.slice(at, at + 3)))
      return { value: undefined, whole: false };
    return { value: Number(match[0]), whole: true };
  };
  try {
    space();
    if (text[at] !== '{') return null;
    const root = value(0);
    return root.whole ? null : { root: root.value as Record<string, unknown>, cutKey };
  } catch {
    return null; // not JSON cut short, or nested too deep
  }
}

/** A record without its copy of the unsettled rows (`unsettled`), read apart (`readCopy`). */
function withoutCopy<T extends { readonly unsettled?: unknown }>(data: T): Omit<T, 'unsettled'> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'unsettled')) as Omit<T, 'unsettled'>;
}

/** The parts a record needs whole to be played on: its version, settings, balance and emission. */
const NEEDED = ['version', 'settings', 'balanceCents', 'emission'] as const;

/** Version 1 cut short: its statistics read game by game, as version 2's are. */
const cutV1Schema = z.object({ ...savedSessionV1Schema.shape, stats });

/** A bought ticket not uncovered yet: charged, its prize still to credit. */
const owed = (row: { readonly priceCents: number; readonly settled: boolean }) => !row.settled && row.priceCents > 0;

/**
 * A record cut short (the stored text ends early, as a full disk or a tab killed while saving can
 * leave it), read as far as it is whole: null when it is not one. Its balance and emission come
 * first in the record (`writeSession`): whole, they are kept, and with them the tickets already dealt
 * are never dealt again; then the statistics of the games that arrived whole, the history rows that
 * did (the newest come first), and the ticket in play if it did. What is lost is said
 * (`LostParts.cutShort`). A bought ticket not uncovered yet is never lost with a balance that was
 * charged for it: its row is copied before the balance (`unsettled`), and put back in the history
 * when the cut took it, or made again when it was left out as unreadable, by the step a whole record
 * takes too (`restoreOwed`); the store's start opens it again, what it wins being the engine's. A record
 * written before that copy existed (version 1, or 2 from an earlier release) says so only in its
 * newest history row: cut before that row is whole, whether one was owed cannot be known, and the
 * notice says so (nothing is refunded: the ticket may have been uncovered and credited already).
 * With its balance or emission cut, nothing of it is used.
 */
function readCutShort(raw: string): ParsedSession | null {
  // A full disk may leave zeros after the cut.
  // eslint-disable-next-line no-control-regex -- those zeros are what is looked for
  const prefix = readPrefix(raw.replace(/\u0000+$/u, ''));
  if (prefix === null) return null;
  const { root, cutKey } = prefix;
  const short = (detail: string): ParsedSession => ({ kind: 'unreadable', problem: { cause: 'cut-short', detail } });
  const has = (key: string) => Object.hasOwn(root, key) && key !== cutKey;
  const missing = NEEDED.find((key) => !has(key));
  if (missing !== undefined) return short(`${missing}: cut_short @${raw.length}`);
  if (root.version !== SAVE_VERSION && root.version !== 1)
    return short(`version: ${JSON.stringify(root.version)} @${raw.length}`);
  const ticket = !has('current');
  const rowsRead = cutKey === 'history' && Array.isArray(root.history) ? root.history.length : null;
  const read = { ...root, current: ticket ? null : root.current };
  let data: Omit<StoredSession, 'history' | 'stats'> & { readonly history?: unknown; readonly stats?: unknown };
  if (root.version === 1) {
    const parsed = cutV1Schema.safeParse(read);
    if (!parsed.success) return invalid(parsed.error.issues);
    // Version 1's statistics are its two games', read as version 2's; `migrateV1` takes them as read.
    const { stats: v1Stats, history: v1History, ...v1 } = parsed.data;
    data = { ...migrateV1({ ...v1, history: [], stats: {} }), history: v1History, stats: v1Stats };
  } else {
    const parsed = savedSessionSchema.safeParse(read);
    if (!parsed.success) return invalid(parsed.error.issues);
    data = withoutCopy(parsed.data);
  }
  const parts = repairParts(rowsRead === 0 ? { ...data, history: undefined } : data, true);
  // The copy of the bought tickets not uncovered yet, where the record has it whole.
  const copy = readCopy(has('unsettled') ? root.unsettled : undefined);
  const owedBack = restoreOwed(parts, data.current, copy, !has('history'));
  const history = owedBack.history;
  // What is owed is known from the copy, or from the history where its newest row arrived (an
  // earlier release's record: a ticket bought is its newest row).
  const newest = Array.isArray(root.history)
    ? (root.history[0] as { readonly serial?: unknown } | undefined)
    : undefined;
  const known =
    copy.rows !== null ||
    has('history') ||
    (rowsRead !== null && rowsRead > 0 && parts.history[0]?.serial === newest?.serial);
  const owedNow = known ? history.filter(owed).map((h) => h.serial) : null;
  // The games whose statistics the cut left out (every game's are written).
  const written: readonly string[] =
    root.version === 1 ? Object.keys(savedSessionV1Schema.shape.stats.shape) : GAME_IDS;
  const statsCut =
    cutKey === 'stats' && parts.parts?.stats !== 'all'
      ? written.filter((game) => !Object.hasOwn(parts.stats, game) && !(parts.parts?.stats ?? []).includes(game))
      : [];
  const lost = [
    `cut_short @${raw.length}`,
    ...(statsCut.length > 0 ? [`stats: cut_short`] : []),
    ...(rowsRead !== null && rowsRead > 0 ? [`history.${rowsRead}: cut_short`] : []),
    ...(ticket ? ['current: cut_short'] : []),
    ...(parts.parts === null ? [] : [parts.parts.problem.detail]),
    ...(copy.problem === null ? [] : [copy.problem]),
  ];
  const before = owedBack.parts;
  // A history cut before its first row, whose newest rows the copy gave back: the older ones are lost.
  const restored = before?.wholeHistory === true && owedBack.kept > 0;
  const lostParts: LostParts = {
    problem: { cause: 'bad-parts', detail: lost.join('; ') },
    rows: before?.rows ?? 0,
    wholeHistory: (before?.wholeHistory ?? false) && !restored,
    stats: before?.stats === 'all' ? 'all' : [...(before?.stats ?? []), ...statsCut],
    cutShort: {
      rowsRead: rowsRead !== null && rowsRead > 0 ? rowsRead : restored ? history.length : null,
      ticket,
      owed: owedNow,
    },
    ...(before?.rebuilt === undefined ? {} : { rebuilt: before.rebuilt }),
  };
  const { session, lost: lostDates } = repairDates({ ...data, history, stats: parts.stats });
  return { kind: 'loaded', session, lostDates, lostParts };
}
