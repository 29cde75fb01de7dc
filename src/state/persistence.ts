import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { BLOCK_SIZE, GAME_IDS, MAX_BLOCK, SEED_PATTERN } from '../engine/index.ts';
import { LANGS } from '../i18n/index.ts';

/** localStorage key of the saved session, and where unreadable data is moved so it is never lost. */
export const STORAGE_KEY = 'grattez';
export const BACKUP_KEY = 'grattez:unreadable';
export const SAVE_VERSION = 1;
export const HISTORY_LIMIT = 500;

// zod/mini (a fraction of zod's weight in the player's first load) carries no messages of its
// own: the English ones, as the full zod sets them.
z.config(en());

const whole = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));
const count = whole(Number.MAX_SAFE_INTEGER);
const cursor = whole(BLOCK_SIZE);
const block = whole(MAX_BLOCK);

const settingsSchema = z.object({
  lang: z.enum(LANGS),
  revealThresholdRatio: z.number().check(z.minimum(0.3), z.maximum(1)), // share of a zone's content area to scratch
  motion: z.enum(['system', 'reduce', 'full']), // 'system' follows prefers-reduced-motion
  pawsChoice: z.enum(['dog', 'cat', 'surprise']), // the paws ticket the player last asked for
  sound: z._default(z.boolean(), true), // sound effects on; absent from saves made before it existed
});

const historyEntrySchema = z.object({
  serial: z.string().check(z.minLength(1), z.maxLength(80)),
  game: z.enum(GAME_IDS),
  priceCents: count, // 0 when opened from a serial rather than bought
  prizeCents: count,
  settled: z.boolean(), // false while the ticket is still being scratched
  at: z.string().check(z.maxLength(40)), // ISO date the ticket was dealt or opened
});

const savedSessionSchema = z.object({
  version: z.literal(SAVE_VERSION),
  settings: settingsSchema,
  balanceCents: count,
  emission: z.object({
    seed: z.string().check(z.regex(SEED_PATTERN)),
    paws: z.object({ block, dog: cursor, cat: cursor, dealt: cursor }),
    months: z.object({ block, next: cursor, dealt: cursor }),
  }),
  stats: z.object({
    paws: z.object({ bought: count, spentCents: count, wonCents: count }),
    months: z.object({ bought: count, spentCents: count, wonCents: count }),
  }),
  history: z.array(historyEntrySchema).check(z.maxLength(HISTORY_LIMIT)),
  current: z.nullable(
    z.object({
      serial: z.string().check(z.minLength(1), z.maxLength(80)),
      paid: z.boolean(),
      revealed: z.array(z.boolean()).check(z.maxLength(64)),
      strokes: z.string().check(z.maxLength(1_000_000)), // ScratchLog.encode()
    }),
  ),
});

export type SavedSession = z.infer<typeof savedSessionSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type Settings = z.infer<typeof settingsSchema>;

/** What reading the saved session found. */
/**
 * Why saved data could not be used, with the technical detail (an exception, a version, a path
 * and the validator's message) that the notice quotes. Words for people are in src/i18n.
 */
export interface StorageProblem {
  readonly cause: 'cannot-read' | 'not-json' | 'other-version' | 'invalid' | 'bad-serial' | 'bad-strokes' | 'bad-zones';
  readonly detail: string;
}

export type LoadOutcome =
  | { readonly kind: 'empty' }
  | { readonly kind: 'loaded'; readonly session: SavedSession }
  | { readonly kind: 'unreadable'; readonly problem: StorageProblem }; // the raw text was moved to BACKUP_KEY

/** The part of the Web Storage API the app uses (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads and validates the saved session. Unreadable data is kept aside, never deleted. */
export function loadSession(storage: KeyValueStorage): LoadOutcome {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch (e) {
    return { kind: 'unreadable', problem: { cause: 'cannot-read', detail: String(e) } };
  }
  if (raw === null) return { kind: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return unreadable(storage, raw, { cause: 'not-json', detail: '' });
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof json === 'object' && json !== null && version !== SAVE_VERSION) {
    return unreadable(storage, raw, { cause: 'other-version', detail: JSON.stringify(version) ?? 'none' });
  }
  const parsed = savedSessionSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return unreadable(storage, raw, { cause: 'invalid', detail: `${issue.path.join('.') || '/'}: ${issue.message}` });
  }
  return { kind: 'loaded', session: parsed.data };
}

/** Copies saved data that cannot be used to BACKUP_KEY, so that nothing stored is lost. */
export function setAside(storage: KeyValueStorage, raw: string): void {
  try {
    storage.setItem(BACKUP_KEY, raw);
  } catch {
    // Storage full: the original stays in place until the next save overwrites it.
  }
}

function unreadable(storage: KeyValueStorage, raw: string, problem: StorageProblem): LoadOutcome {
  setAside(storage, raw);
  return { kind: 'unreadable', problem };
}

/** Writes the session; returns an error message when storage refuses (full, disabled). */
export function saveSession(storage: KeyValueStorage, session: SavedSession): string | null {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(session));
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
