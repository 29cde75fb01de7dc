import {
  GAME_IDS,
  GAMES,
  generateTicket,
  isGameId,
  parseSerial,
  readVariantChoice,
  START_BALANCE_CENTS,
  type GameId,
  type Ticket,
  type TicketRef,
} from '../engine/index.ts';
import { designOf, gameOfDesign, getLayout, isDesignId, type DesignId } from '../layouts/index.ts';
import { dealNext, newEmission, type EmissionState, type VariantChoice } from './emission.ts';
import {
  HISTORY_LIMIT,
  parseSavedSession,
  SAVE_VERSION,
  type HistoryEntry,
  type LostParts,
  type SavedSession,
  type Settings,
  type StorageProblem,
} from './persistence.ts';
import { DEFAULT_SETTINGS, rememberChoice } from './settings.ts';
import { ScratchLog } from './scratchLog.ts';

/** What one game has cost and paid this player. */
export interface PlayStats {
  readonly bought: number;
  readonly spentCents: number;
  readonly wonCents: number;
}

const NOTHING: PlayStats = { bought: 0, spentCents: 0, wonCents: 0 };

/** Every game, nothing bought. */
export const NO_PLAY: Readonly<Record<GameId, PlayStats>> = Object.fromEntries(
  GAME_IDS.map((game) => [game, NOTHING]),
) as Record<GameId, PlayStats>;

/** The ticket in play, as saved: which ticket, whether it was bought, what shows, and its strokes. */
export interface SessionTicket {
  readonly serial: string;
  readonly paid: boolean;
  readonly revealed: readonly boolean[]; // per layout zone
  readonly log: ScratchLog;
}

/**
 * The whole saved session as a value: the one truth that every tab shares, read from and written
 * to storage as a whole. The store shows one of these (plus the changes of its own tab not yet
 * written); every action that outlives a tab is a function from one value to the next.
 */
export interface SessionValue {
  readonly settings: Settings;
  readonly balanceCents: number;
  readonly emission: EmissionState;
  readonly stats: Readonly<Record<GameId, PlayStats>>;
  readonly history: readonly HistoryEntry[]; // newest first
  readonly current: SessionTicket | null;
}

/**
 * A change made in one tab, kept until it is written, and applied again on top of whatever another
 * tab wrote in the meantime. Buying is not one of them: a purchase is made on the stored session
 * itself, or not at all.
 */
export type SessionOp =
  | { readonly kind: 'settings'; readonly patch: Partial<Settings> }
  | { readonly kind: 'refill' }
  | { readonly kind: 'reveal'; readonly serial: string; readonly zones: readonly number[] }
  | { readonly kind: 'settle'; readonly serial: string }
  | { readonly kind: 'settle-left'; readonly serial: string } // a bought ticket left unsettled, not in play
  | { readonly kind: 'open'; readonly serial: string }; // a preview, not bought

/** The tickets of the history not settled yet: what they win is still under their covers. */
export function unrevealedTickets(history: readonly HistoryEntry[]): TicketRef[] {
  return history.flatMap((entry) => {
    if (entry.settled) return [];
    const ref = parseSerial(entry.serial);
    return ref.ok ? [ref.value] : [];
  });
}

/** A first start: the demo credits and a new emission. */
export function freshSession(seed: string): SessionValue {
  return {
    settings: DEFAULT_SETTINGS,
    balanceCents: START_BALANCE_CENTS,
    emission: newEmission(seed),
    stats: NO_PLAY,
    history: [],
    current: null,
  };
}

/** What a stored text gives: a session, possibly without the ticket it had; or why it cannot be read. */
export type ReadSession =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'loaded';
      readonly value: SessionValue;
      readonly dropped: StorageProblem | null;
      // the serials of the history rows whose stored date could not be read (kept, their date unknown)
      readonly lostDates: readonly string[];
      // the history rows and games' statistics left out as unreadable; null when none was
      readonly lostParts: LostParts | null;
    }
  | { readonly kind: 'unreadable'; readonly problem: StorageProblem };

/**
 * Reads a stored text. A current ticket that cannot be restored is dropped, a history row or a
 * game's statistics that cannot be read is left out, and a history date that cannot be read is
 * left unknown, keeping the rest.
 */
export function readSession(raw: string | null): ReadSession {
  const parsed = parseSavedSession(raw);
  if (parsed.kind !== 'loaded') return parsed;
  const s = parsed.session;
  const { lostDates, lostParts } = parsed;
  const base: SessionValue = {
    settings: { ...s.settings, variants: knownChoices(s.settings.variants), designs: knownDesigns(s.settings.designs) },
    balanceCents: s.balanceCents,
    emission: {
      seed: s.emission.seed,
      games: { ...newEmission(s.emission.seed).games, ...knownGames(s.emission.games) },
    },
    stats: { ...NO_PLAY, ...knownGames(s.stats) },
    history: s.history,
    current: null,
  };
  if (s.current === null) return { kind: 'loaded', value: base, dropped: null, lostDates, lostParts };
  const ticket = checkTicket(s.current);
  return ticket.ok
    ? { kind: 'loaded', value: { ...base, current: ticket.value }, dropped: null, lostDates, lostParts }
    : { kind: 'loaded', value: base, dropped: ticket.error, lostDates, lostParts };
}

/** The entries of a saved per-game record whose key is a game of this build (a game since removed is left out). */
function knownGames<T>(record: Readonly<Record<string, T>>): Partial<Record<GameId, T>> {
  return Object.fromEntries(Object.entries(record).filter(([game]) => isGameId(game)));
}

/** The saved variant choices that name a game of this build and one of its choices (`surprise` read as `any`). */
function knownChoices(record: Readonly<Record<string, string>>): Partial<Record<GameId, VariantChoice>> {
  const choices: Partial<Record<GameId, VariantChoice>> = {};
  for (const [game, text] of Object.entries(record)) {
    if (!isGameId(game)) continue;
    const choice = readVariantChoice(game, text);
    if (choice !== undefined) choices[game] = choice;
  }
  return choices;
}

/** The saved design choices that name a game of this build and one of its designs (a design since removed is left out). */
function knownDesigns(record: Readonly<Record<string, string>>): Partial<Record<GameId, DesignId>> {
  const designs: Partial<Record<GameId, DesignId>> = {};
  for (const [game, design] of Object.entries(record)) {
    if (isGameId(game) && isDesignId(design) && gameOfDesign(design) === game) designs[game] = design;
  }
  return designs;
}

function checkTicket(
  saved: NonNullable<SavedSession['current']>,
): { ok: true; value: SessionTicket } | { ok: false; error: StorageProblem } {
  const ref = parseSerial(saved.serial);
  if (!ref.ok) return { ok: false, error: { cause: 'bad-serial', detail: ref.error.message } };
  const log = ScratchLog.decode(saved.strokes);
  if (log === null) return { ok: false, error: { cause: 'bad-strokes', detail: '' } };
  const zones = zoneCount(generateTicket(ref.value));
  if (saved.revealed.length !== zones)
    return { ok: false, error: { cause: 'bad-zones', detail: `${saved.revealed.length} ≠ ${zones}` } };
  return { ok: true, value: { serial: saved.serial, paid: saved.paid, revealed: saved.revealed, log } };
}

function zoneCount(ticket: Ticket): number {
  return getLayout(designOf(ticket)).zones.length;
}

/** The text a session is stored as. */
export function writeSession(value: SessionValue): string {
  const c = value.current;
  const saved: SavedSession & { readonly unsettled: readonly HistoryEntry[] } = {
    version: SAVE_VERSION,
    settings: value.settings,
    // Before the balance that was charged for them: see `readCutShort`.
    unsettled: value.history.filter((h) => !h.settled && h.priceCents > 0),
    balanceCents: value.balanceCents,
    emission: value.emission,
    stats: value.stats,
    history: [...value.history],
    current: c === null ? null : { serial: c.serial, paid: c.paid, revealed: [...c.revealed], strokes: c.log.encode() },
  };
  return JSON.stringify(saved);
}

/**
 * The wallet once the ticket `serial` has settled: its prize credited if it was bought and its
 * history row not settled yet (so a ticket is credited exactly once, whichever tab settles it).
 */
function credit(value: SessionValue, serial: string, game: GameId, prizeCents: number, paid: boolean): SessionValue {
  const row = value.history.findIndex((h) => h.serial === serial);
  if (row < 0 || value.history[row]!.settled) return value;
  const credited = paid ? prizeCents : 0;
  const stats = value.stats[game];
  return {
    ...value,
    balanceCents: value.balanceCents + credited,
    stats: { ...value.stats, [game]: { ...stats, wonCents: stats.wonCents + credited } },
    history: value.history.map((h, i) => (i === row ? { ...h, settled: true } : h)),
  };
}

/** The session with zones of the current ticket revealed; settled and credited once every zone shows. */
function reveal(value: SessionValue, serial: string, zones: readonly number[] | 'all'): SessionValue {
  const c = value.current;
  if (c === null || c.serial !== serial || c.revealed.every(Boolean)) return value;
  const revealed = c.revealed.map((r, z) => r || zones === 'all' || zones.includes(z));
  const next = { ...value, current: { ...c, revealed } };
  if (!revealed.every(Boolean)) return next;
  const ref = parseSerial(serial);
  if (!ref.ok) return next;
  const ticket = generateTicket(ref.value);
  return credit(next, serial, ticket.game, ticket.prize, c.paid);
}

/** Reveals every zone of the current ticket (and credits it), if it is not settled yet. */
function settleSession(value: SessionValue): SessionValue {
  return value.current === null ? value : reveal(value, value.current.serial, 'all');
}

/**
 * The bought ticket in play, `inPlay`, that opening the tickets `opened` finishes in its place (as
 * buying does): its serial and prize. Null when none does: no ticket in play, a preview, a ticket
 * already settled, or only itself opened.
 */
export function finishedByOpening(
  inPlay: Pick<SessionTicket, 'serial' | 'paid' | 'revealed'> | null,
  opened: readonly string[],
): { readonly serial: string; readonly prizeCents: number } | null {
  if (inPlay === null || !inPlay.paid || inPlay.revealed.every(Boolean)) return null;
  if (!opened.some((serial) => serial !== inPlay.serial)) return null;
  const ref = parseSerial(inPlay.serial);
  return ref.ok ? { serial: inPlay.serial, prizeCents: generateTicket(ref.value).prize } : null;
}

/**
 * The bought tickets left unsettled behind the ticket in play `inPlay`, oldest first, with what the
 * engine says each wins. A release that dropped an unreadable ticket without opening it again left
 * its history row unsettled, and a ticket bought after it did not settle it (it was no longer in
 * play): the player has moved on from them, so they are settled as moving on settles a ticket.
 */
export function leftUnsettled(
  history: readonly HistoryEntry[],
  inPlay: string,
): { readonly serial: string; readonly prizeCents: number }[] {
  return history
    .filter((h) => !h.settled && h.priceCents > 0 && h.serial !== inPlay) // a preview wins nothing
    .reverse()
    .flatMap((h) => {
      const ref = parseSerial(h.serial);
      return ref.ok ? [{ serial: h.serial, prizeCents: generateTicket(ref.value).prize }] : [];
    });
}

/** One tab's change, applied to a session. */
export function applyOp(value: SessionValue, op: SessionOp): SessionValue {
  switch (op.kind) {
    case 'settings':
      return { ...value, settings: { ...value.settings, ...op.patch } };
    case 'refill':
      return value.balanceCents >= START_BALANCE_CENTS ? value : { ...value, balanceCents: START_BALANCE_CENTS };
    case 'reveal':
      return reveal(value, op.serial, op.zones);
    case 'settle':
      return reveal(value, op.serial, 'all');
    case 'settle-left': {
      // Revealed in full and credited, once: `credit` leaves a row another tab settled as it is.
      if (value.current?.serial === op.serial) return reveal(value, op.serial, 'all');
      const ref = parseSerial(op.serial);
      if (!ref.ok) return value;
      const ticket = generateTicket(ref.value);
      const paid = (value.history.find((h) => h.serial === op.serial)?.priceCents ?? 0) > 0;
      return credit(value, op.serial, ticket.game, ticket.prize, paid);
    }
    case 'open': {
      if (value.current?.serial === op.serial) return value;
      const ref = parseSerial(op.serial);
      if (!ref.ok) return value;
      const settled = settleSession(value);
      const zones = zoneCount(generateTicket(ref.value));
      // A ticket this session bought opens as bought: uncovered once it has been settled, else to
      // be played (and credited) still. Any other ticket is a preview.
      const bought = settled.history.find((h) => h.serial === op.serial);
      return {
        ...settled,
        current: {
          serial: op.serial,
          paid: bought !== undefined,
          revealed: Array<boolean>(zones).fill(bought?.settled === true),
          log: ScratchLog.empty(),
        },
      };
    }
  }
}

/** Why a purchase was not made. */
export type BuyRefusal = 'insufficient-funds';

/**
 * Buys the next ticket of a game on the session: the unfinished ticket is settled (and credited)
 * first, the price is charged, and the next ticket of the emission becomes the current one. A
 * purchase the wallet cannot pay, even with that ticket's prize, changes nothing.
 */
export function buyOn(
  value: SessionValue,
  game: GameId,
  variant: VariantChoice,
  at: string,
):
  | { readonly ok: true; readonly value: SessionValue; readonly ticket: Ticket }
  | { readonly ok: false; readonly value: SessionValue; readonly refusal: BuyRefusal } {
  const settled = settleSession(value);
  const price = GAMES[game].priceCents;
  // Refused even with the unfinished ticket's prize: that ticket stays as it was, to be played.
  if (settled.balanceCents < price) return { ok: false, value, refusal: 'insufficient-funds' };
  const dealt = dealNext(settled.emission, game, variant);
  const entry: HistoryEntry = {
    serial: dealt.ticket.serial,
    game,
    priceCents: price,
    prizeCents: dealt.ticket.prize,
    settled: false,
    at,
  };
  const stats = settled.stats[game];
  return {
    ok: true,
    ticket: dealt.ticket,
    value: {
      ...settled,
      emission: dealt.emission,
      settings: rememberChoice(settled.settings, game, variant),
      balanceCents: settled.balanceCents - price,
      stats: { ...settled.stats, [game]: { ...stats, bought: stats.bought + 1, spentCents: stats.spentCents + price } },
      history: [entry, ...settled.history].slice(0, HISTORY_LIMIT),
      current: {
        serial: dealt.ticket.serial,
        paid: true,
        revealed: Array<boolean>(zoneCount(dealt.ticket)).fill(false),
        log: ScratchLog.empty(),
      },
    },
  };
}
