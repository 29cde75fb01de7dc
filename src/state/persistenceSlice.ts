import type { Ticket } from '../engine/index.ts';
import type { LostParts, StorageProblem } from './persistence.ts';
import type { ScratchLog } from './scratchLog.ts';
import type { StorageReason } from './storageReason.ts';
import {
  applyOp,
  buyOn,
  finishedByOpening,
  freshSession,
  readSession,
  writeSession,
  type BuyRefusal,
  type SessionOp,
  type SessionValue,
} from './session.ts';
import { memoryBackend, reasonOf, type SessionBackend, type StepDecision, type StepOutcome } from './sessionBackend.ts';
import type { SessionSync, Store } from './slice.ts';

const SAVE_DELAY_MS = 300; // changes come in bursts while scratching
const RETRY_DELAY_MS = 5_000; // how soon a refused save is tried again
/** Refused writes in a row after which the player is offered to play without saving. */
const REFUSALS_BEFORE_OFFER = 2;
/** The browser's reasons for refusing a write that trying again does not fix: the offer comes at once. */
/** No reason given (a step that went through). */
const NO_REASON: StorageReason = { key: 'text', text: '' };
const LASTING_REFUSALS: ReadonlySet<string> = new Set(['ReadOnlyError', 'DataError', 'SecurityError']);

/**
 * Why the game is not (fully) saved: shown as a warning for as long as it lasts. Only a successful
 * save clears it.
 */
export type SaveProblem =
  // The browser refused a write: changes are unsaved. `full`: its storage is full (the warning says
  // how to make room). `offer`: the refusals look lasting (two in a row, or a reason trying again
  // does not fix), so the player may choose to play without saving (`playUnsaved`). `stored`: what
  // storage held as the write was refused, which the offer's words tell.
  | {
      readonly cause: 'write';
      readonly reason: StorageReason;
      readonly full: boolean;
      readonly offer: boolean;
      readonly stored: StoredGame;
    }
  | { readonly cause: 'unavailable'; readonly reason: StorageReason } // storage did not answer in time: the game runs from memory
  | { readonly cause: 'memory'; readonly reason: StorageReason } // the browser refuses all storage: played from memory, nothing kept
  // The player chose to play without saving, writes being refused (`reason`): played from memory,
  // what storage holds (`left`) left as it was.
  | { readonly cause: 'memory-chosen'; readonly reason: StorageReason; readonly left: StoredLeft }
  | { readonly cause: 'newer-version'; readonly reason: StorageReason } // a newer release upgraded the database: reload to play on
  // Unreadable data could not be copied, so it is left in place and nothing is saved. `offer`: as
  // with `write`, the refusals look lasting, and the player may play without saving (`playUnsaved`).
  | {
      readonly cause: 'set-aside';
      readonly reason: StorageReason;
      readonly problem: StorageProblem;
      readonly offer: boolean;
    };

/**
 * What storage held when a write was refused: a saved game read from it, nothing (a first visit, or
 * its data cleared), or what it holds is unknown (it could not be read).
 */
export type StoredGame = 'game' | 'none' | 'unread';

/**
 * What playing without saving leaves in storage, as its words tell it: a saved game, one of which a
 * part could not be read (its ticket in play, history dates; a reload shows the rest again),
 * unreadable data (a reload starts a new game), nothing, or what could not be read.
 */
export type StoredLeft = StoredGame | 'damaged' | 'unreadable';

/** Unreadable stored data's problems that cost only a part of the saved game (see readSession). */
const PART_PROBLEMS: ReadonlySet<StorageProblem['cause']> = new Set([
  'bad-serial',
  'bad-strokes',
  'bad-zones',
  'bad-dates',
  'bad-parts',
]);

/** What playing without saving leaves stored, for the problem that offers it. */
export function storedLeft(problem: Extract<SaveProblem, { cause: 'write' | 'set-aside' }>): StoredLeft {
  if (problem.cause === 'write') return problem.stored;
  return PART_PROBLEMS.has(problem.problem.cause) ? 'damaged' : 'unreadable';
}

/** The refused writes look lasting: the player may choose to play without saving. */
export const offersUnsaved = (problem: SaveProblem | null): boolean =>
  (problem?.cause === 'write' || problem?.cause === 'set-aside') && problem.offer;

export interface PersistenceState {
  readonly saveProblem: SaveProblem | null;
  readonly purchasing: boolean; // a purchase is being written: the buy buttons wait
}

export interface PersistenceActions {
  /** Writes pending changes now (page hide); resolves once written or refused. */
  flush: () => Promise<void>;
  /** Resolves once no read or write is under way. */
  idle: () => Promise<void>;
  /** Stops listening to other tabs and cancels timers (the page goes, or a test ends). */
  dispose: () => void;
  /**
   * The page is put away (into the back/forward cache, where it may stay frozen): lets go of the
   * storage, keeping unsaved changes in memory. Nothing is read or written until `resume`.
   */
  suspend: () => void;
  /** The page is back: reads the session afresh (another tab may have played) and saves what is pending. */
  resume: () => void;
  /**
   * The player's choice, offered while writes are refused for good (`saveProblem.offer`, unreadable
   * stored data left in place or not): the game shown goes on in this page's memory, purchases included, and nothing more is written to storage
   * nor read from it for the page's life, so the stored game stays as it was. Does nothing when not
   * offered. Resolves once the game shown is the page's memory session.
   */
  playUnsaved: () => Promise<void>;
}

/** How the store shows a session: the slices know how to build a ticket from it. */
export interface SessionView {
  /** The session the store shows, with the current ticket's log as drawn. */
  value(state: Store): SessionValue;
  /**
   * Shows `value`. `remote` is the part of the stored log that another tab added (already in
   * `value`'s log), for the coverage; null when the ticket is new or nothing was added.
   */
  show(value: SessionValue, remote: RemoteStrokes | null): void;
}

export interface SyncOptions {
  readonly backend: SessionBackend;
  readonly now: () => Date;
  readonly newSeed: () => string;
  readonly saveDelayMs?: number;
  readonly retryDelayMs?: number;
  /**
   * Called when the stored session is shown at last, after a start that could not read it (the
   * page started from memory meanwhile): the store then does what a start does with it.
   */
  readonly onLoadedLate?: () => void;
  /**
   * The ticket this browser tab last put in play (bought or opened), kept by the tab for its pages
   * (sessionStorage): a page back from the back/forward cache that finds it in play knows that a
   * page of its own tab put it there, not another tab.
   */
  readonly tabTicket?: { get(): string | null; set(serial: string): void };
}

/** The current ticket's log as drawn here, and how many of its first segments are stored. */
interface DrawnLog {
  readonly serial: string;
  readonly log: ScratchLog;
  readonly synced: number;
}

/** Strokes another tab stored that the drawn log did not have: `log`'s segments from `from` on. */
export interface RemoteStrokes {
  readonly log: ScratchLog;
  readonly from: number;
}

/**
 * `base` (a stored session) with this tab's pending operations on top, and the drawn log merged into
 * its current ticket: the stored segments first, then those drawn here and not stored yet.
 */
function rebase(
  base: SessionValue,
  ops: readonly SessionOp[],
  drawn: DrawnLog | null,
): { readonly value: SessionValue; readonly remote: RemoteStrokes | null } {
  const merged = ops.reduce(applyOp, base);
  const c = merged.current;
  if (c === null || drawn === null || c.serial !== drawn.serial) return { value: merged, remote: null };
  const own = drawn.log.length - drawn.synced;
  let log: ScratchLog;
  if (c.log.length === drawn.synced) log = drawn.log;
  // Only the other tab drew: its segments go on the end of the drawn log, which the painter just adds.
  else if (c.log.length > drawn.synced && own === 0) log = appendFrom(drawn.log, c.log, drawn.synced);
  else log = appendFrom(c.log, drawn.log, drawn.synced);
  const remote = c.log.length > drawn.synced ? { log: c.log, from: drawn.synced } : null;
  return { value: { ...merged, current: { ...c, log } }, remote };
}

/**
 * One truth across tabs. The stored session is the truth; this tab shows it plus its own changes
 * not yet written: `pending` operations, and the current ticket's segments past the stored log.
 *
 * Every write is a read-modify-write that the backend does atomically: the stored session is read
 * fresh, this tab's pending changes are applied on top of it (so nothing another tab wrote is
 * undone), and the result is written. A purchase is made the same way, on the stored session, and
 * counts only once written. When another tab writes, this one reads the new session and shows it
 * with its own pending changes on top. Strokes are merged, never replaced: the stored log only
 * grows, each tab adding its own new segments after what it found stored.
 */
export function createSessionSync(
  store: { getState(): Store; setState(partial: Partial<Store>): void },
  view: SessionView,
  options: SyncOptions,
) {
  let backend = options.backend; // replaced by one in memory when the player chooses to play without saving
  // What a successful save leaves on screen: nothing, or, on a backend that keeps nothing, that warning.
  let saved: SaveProblem | null =
    backend.kind === 'memory' ? { cause: 'memory', reason: backend.memoryReason ?? NO_REASON } : null;
  let pending: SessionOp[] = [];
  let stored: { readonly serial: string; readonly log: ScratchLog } | null = null; // the stored ticket's log
  let lastText: string | null = null; // the stored text last read or written
  let lastValue: SessionValue | null = null; // and its value
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let queue: Promise<void> = Promise.resolve();
  let busy = 0; // tasks queued or running
  let disposed = false;
  let suspended = false; // the page is put away: storage is left alone until it comes back
  // The start could not read the stored session: the page shows a stand-in, a fresh game that can
  // buy nothing (nothing can be saved). What was done on it is not the player's game: once the
  // stored session can be read, it is shown as saved, only this page's settings kept on it.
  let standIn = false;
  let refusals = 0; // writes refused in a row (a step that had nothing to write proves nothing)

  /**
   * Runs tasks one at a time, in order. A task that finishes synchronously (a synchronous backend)
   * runs at once when nothing is ahead of it, so its effects are there when the action returns.
   */
  const enqueue = (task: () => Promise<void> | void): Promise<void> => {
    const run = (): Promise<void> => {
      let result: Promise<void> | void;
      try {
        result = task();
      } catch (error) {
        busy--;
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (result === undefined) {
        busy--;
        return Promise.resolve();
      }
      return result.finally(() => {
        busy--;
      });
    };
    busy++;
    queue = busy === 1 ? run() : queue.then(run, run);
    return queue;
  };

  /** The stored value of a text, reusing the last one read when it is the same text. */
  const read = (text: string | null) =>
    text !== null && text === lastText && lastValue !== null
      ? ({ kind: 'loaded', value: lastValue, dropped: null, lostDates: [], lostParts: null } as const)
      : readSession(text);

  const drawnLog = (): DrawnLog | null => {
    const s = store.getState();
    if (s.current === null || s.progress === null) return null;
    const serial = s.current.ticket.serial;
    return { serial, log: s.progress.log, synced: stored !== null && stored.serial === serial ? stored.log.length : 0 };
  };

  /** `storedValue` (with `text`) is what storage holds now: show it with this tab's changes on top. */
  const adopt = (
    text: string | null,
    storedValue: SessionValue,
    drawn: DrawnLog | null,
    remote: RemoteStrokes | null,
  ) => {
    const rebased = rebase(storedValue, pending, drawn);
    lastText = text;
    lastValue = storedValue;
    const c = storedValue.current;
    stored = c === null ? null : { serial: c.serial, log: c.log };
    view.show(rebased.value, remote ?? rebased.remote);
  };

  /** The stored session is about to be shown over the stand-in: what was done on the stand-in goes, but settings. */
  const leaveStandIn = (): boolean => {
    if (!standIn) return false;
    standIn = false;
    pending = pending.filter((op) => op.kind === 'settings');
    return true;
  };

  /** The stored session shows at last, in place of the stand-in: say so, and let the store do what a start does. */
  const loadedLate = () => {
    // A notice about the stand-in (a purchase refused, for one) goes: the game shown is another now.
    // One about the stored data (set aside in this same step) stays.
    const kind = store.getState().notice?.kind;
    if (kind !== 'set-aside' && kind !== 'dates-lost' && kind !== 'parts-lost') store.setState({ notice: null });
    options.onLoadedLate?.();
    if (store.getState().notice === null) store.setState({ notice: { kind: 'saved-game-back' } });
  };

  /** The warning a failed step leaves, counting the refused writes in a row. */
  const failure = (outcome: StepOutcome, stored: StoredGame): SaveProblem => {
    if (outcome.ok) return { cause: 'write', reason: NO_REASON, full: false, offer: false, stored };
    if (outcome.cause === 'unavailable' || outcome.cause === 'newer-version')
      return { cause: outcome.cause, reason: outcome.reason };
    refusals++;
    const name = outcome.name ?? '';
    return {
      cause: 'write',
      reason: outcome.reason,
      full: name === 'QuotaExceededError',
      offer: refusals >= REFUSALS_BEFORE_OFFER || LASTING_REFUSALS.has(name),
      stored,
    };
  };

  /** The warning when unreadable data could not be set aside: the refusals counted as `failure` does. */
  const setAsideFailure = (outcome: StepOutcome, problem: StorageProblem): SaveProblem => {
    const counted = failure(outcome, 'game');
    const offer = counted.cause === 'write' && counted.offer;
    return { cause: 'set-aside', reason: outcome.ok ? NO_REASON : outcome.reason, problem, offer };
  };

  const setProblem = (problem: SaveProblem | null) => {
    const now = store.getState().saveProblem;
    if (now === problem || (now !== null && problem !== null && JSON.stringify(now) === JSON.stringify(problem)))
      return;
    store.setState({ saveProblem: problem });
  };

  const scheduleRetry = () => {
    if (retryTimer !== null || disposed || suspended) return;
    // A database a newer release upgraded never opens again for this page: only a reload, which
    // loads that release, plays on. A purchase still asks (and is refused, saying so).
    if (store.getState().saveProblem?.cause === 'newer-version') return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (store.getState().saveProblem !== null) void save();
    }, options.retryDelayMs ?? RETRY_DELAY_MS);
  };

  /** Runs a step through the backend: synchronously where it can. */
  const update = (step: (stored: string | null) => StepDecision, then: (outcome: StepOutcome) => void) => {
    if (backend.updateNow !== undefined) {
      then(backend.updateNow(step));
      return;
    }
    return backend.update(step).then(then);
  };

  /**
   * One read-modify-write: the stored session with this tab's changes on top, then `change` (a
   * purchase, or nothing), written. Unreadable stored data (or a stored ticket that cannot be
   * restored) is set aside in the same step, and this tab's session written in its place.
   */
  const transact = <T>(
    change: (value: SessionValue) => { readonly value: SessionValue; readonly result: T },
    done: (written: boolean, result: T | null, reason: StorageReason) => void,
  ) => {
    let taken = 0;
    let drawnThen: DrawnLog | null = null;
    let written: { text: string; value: SessionValue; remote: RemoteStrokes | null; result: T } | null = null;
    let readInstead: { text: string; value: SessionValue } | null = null; // shown when the write is refused
    let setAsideFor: StorageProblem | null = null;
    // Besides the problem set aside for, the history rows whose date was lost and the history rows or
    // statistics left out: the notice names them, as a start's does, the ticket in play dropped or not.
    let lostDates: readonly string[] = [];
    let lostParts: LostParts | null = null;
    let dropped = false; // the ticket in play could not be restored
    let late = false; // the stored session replaces the stand-in
    let wrote = false; // the step had something to write
    let storedSerial: string | null = null; // the ticket in play the step found stored
    // What the step found stored; when it did not run (storage refused the read), the last text known.
    let storedGame: StoredGame = lastText !== null ? 'game' : 'unread';
    return update(
      (text) => {
        const found = read(text);
        storedGame = found.kind === 'empty' ? 'none' : 'game';
        storedSerial = found.kind === 'loaded' ? (found.value.current?.serial ?? null) : null;
        if (found.kind === 'loaded') late = leaveStandIn();
        taken = pending.length;
        drawnThen = late ? null : drawnLog();
        let merged: { value: SessionValue; remote: RemoteStrokes | null };
        let setAside: string | null = null;
        if (found.kind === 'loaded') {
          merged = rebase(found.value, pending, drawnThen);
          if (text !== null) readInstead = { text, value: found.value };
          const damaged = found.dropped ?? found.lostParts?.problem ?? datesProblem(found.lostDates);
          if (damaged !== null) {
            setAside = text;
            setAsideFor = damaged;
            lostDates = found.lostDates;
            lostParts = found.lostParts;
            dropped = found.dropped !== null;
          }
        } else {
          // Cleared, or unreadable (set aside first): this tab's session is the best copy left.
          merged = { value: view.value(store.getState()), remote: null };
          if (found.kind === 'unreadable') {
            setAside = text;
            setAsideFor = found.problem;
          }
        }
        const changed = change(merged.value);
        const next = writeSession(changed.value);
        written = { text: next, value: changed.value, remote: merged.remote, result: changed.result };
        wrote = !(next === text && setAside === null);
        return wrote ? { write: next, setAside } : { write: null, setAside: null };
      },
      (outcome) => {
        if (disposed) return;
        if (!outcome.ok && outcome.cause === 'interrupted') {
          // Nothing written; what is pending stays pending, and `resume` saves it.
          if (late) standIn = true; // still shown: what was done on it is gone already
          done(false, null, outcome.reason);
          return;
        }
        if (outcome.ok && written !== null) {
          pending = pending.slice(taken);
          const w = written;
          // The drawn log goes on from the log just written, with what was drawn here since.
          const now = drawnLog();
          const c = w.value.current;
          let drawn = late ? null : now; // the stand-in's strokes are not the stored ticket's
          if (
            now !== null &&
            c !== null &&
            c.serial === now.serial &&
            drawnThen !== null &&
            drawnThen.serial === now.serial
          ) {
            const then = drawnThen.log;
            const since = now.log.extends(then) ? then.length : now.log.length;
            const log = c.log === then ? now.log : appendFrom(c.log, now.log, since);
            drawn = { serial: now.serial, log, synced: c.log.length };
          }
          if (setAsideFor !== null) {
            const parts = lostParts === null ? {} : { lostParts };
            const dates = lostDates.length === 0 ? {} : { lostDates };
            store.setState({
              notice: dropped
                ? { kind: 'set-aside', problem: setAsideFor, ...parts, ...dates }
                : lostParts !== null
                  ? { kind: 'parts-lost', parts: lostParts, ...dates }
                  : lostDates.length > 0
                    ? { kind: 'dates-lost', serials: lostDates }
                    : { kind: 'set-aside', problem: setAsideFor },
            });
          }
          standIn = false; // nothing stored (or unreadable, set aside): the stand-in is now the game
          if (wrote) refusals = 0;
          const put = w.value.current?.serial;
          if (wrote && put !== undefined && put !== storedSerial) options.tabTicket?.set(put);
          adopt(w.text, w.value, drawn, w.remote);
          setProblem(saved);
          if (late) loadedLate();
          done(true, w.result, NO_REASON);
        } else {
          const reason = outcome.ok ? NO_REASON : outcome.reason;
          if (readInstead !== null && readInstead.text !== lastText) {
            adopt(readInstead.text, readInstead.value, late ? null : drawnLog(), null);
            if (late) loadedLate();
          }
          setProblem(setAsideFor !== null ? setAsideFailure(outcome, setAsideFor) : failure(outcome, storedGame));
          scheduleRetry();
          done(false, null, reason);
        }
      },
    );
  };

  const save = (): Promise<void> =>
    suspended
      ? Promise.resolve()
      : enqueue(() =>
          transact(
            (value) => ({ value, result: null }),
            () => undefined,
          ),
        );

  const scheduleSave = () => {
    if (saveTimer !== null || disposed || suspended) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      void save();
    }, options.saveDelayMs ?? SAVE_DELAY_MS);
  };

  /** Another tab wrote: read the stored session and show it, with this tab's changes on top. */
  const refresh = () =>
    enqueue(async () => {
      if (suspended) return;
      let text: string | null;
      try {
        text = await backend.read();
      } catch {
        return;
      }
      if (disposed || text === lastText) return;
      const found = read(text);
      if (found.kind !== 'loaded' || text === null) {
        // Cleared or unreadable: the next save writes this tab's session there, setting it aside first.
        scheduleSave();
        return;
      }
      const late = leaveStandIn();
      const before = store.getState().current?.ticket.serial;
      adopt(text, found.value, late ? null : drawnLog(), null);
      const after = store.getState().current?.ticket.serial;
      if (late) loadedLate();
      // A ticket a page of this same tab put in play (a link followed, then Back) shows as the
      // screen's entry shows the ticket in play: no notice, as after Back within the page.
      else if (
        before !== undefined &&
        after !== before &&
        store.getState().screen === 'ticket' &&
        (after === undefined || options.tabTicket?.get() !== after)
      )
        store.setState({ notice: { kind: 'ticket-elsewhere' } });
    });

  let unsubscribe = backend.subscribe(() => void refresh());

  /**
   * The player chose to play without saving: from the game shown (the stored one with this tab's
   * changes on top), the page plays on in its own memory. The database is let go and never written
   * again by this page, nor heard from (another tab's game is not this one any more).
   */
  const playUnsaved = (): Promise<void> => {
    const problem = store.getState().saveProblem;
    if (problem === null || (problem.cause !== 'write' && problem.cause !== 'set-aside') || !problem.offer || disposed)
      return Promise.resolve();
    const left = storedLeft(problem);
    void enqueue(() => {
      if (disposed || backend.kind === 'memory') return;
      unsubscribe();
      unsubscribe = () => undefined;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      backend.release();
      backend = memoryBackend(problem.reason);
      saved = { cause: 'memory-chosen', reason: problem.reason, left };
      standIn = false; // a stand-in shown (the stored game unread) is this page's game now
      setProblem(saved);
      // A refused purchase's notice, which pointed to this choice, is answered.
      if (store.getState().notice?.kind === 'purchase-unsaved') store.setState({ notice: null });
    });
    // Empty, the memory takes the game shown, pending changes included, as a first save does.
    return save();
  };

  /** The first read: the stored session, or a first start; unreadable data is set aside. */
  const start = () => {
    // What was read, and the text now stored: the text read when nothing is written (encoding the
    // longest scratch log again would cost tens of ms), or the text written.
    let first: {
      value: SessionValue;
      notice: Store['notice'];
      problem: StorageProblem | null;
      text: string;
      stored: StoredGame;
    } | null = null;
    return enqueue(() =>
      update(
        (text) => {
          const found = readSession(text);
          switch (found.kind) {
            case 'loaded': {
              // A damaged ticket in play or history date costs only that: the rest is written back,
              // the original set aside in the same step.
              const { dropped, lostDates, lostParts } = found;
              const problem = dropped ?? lostParts?.problem ?? datesProblem(lostDates);
              const write = problem === null ? null : writeSession(found.value);
              const dates = lostDates.length === 0 ? {} : { lostDates };
              const parts = lostParts === null ? {} : { lostParts };
              first = {
                value: found.value,
                notice:
                  dropped !== null
                    ? { kind: 'ticket-dropped', problem: dropped, ...parts, ...dates }
                    : lostParts !== null
                      ? { kind: 'parts-lost', parts: lostParts, ...dates }
                      : lostDates.length > 0
                        ? { kind: 'dates-lost', serials: lostDates }
                        : null,
                problem,
                text: write ?? (text as string),
                stored: 'game',
              };
              return { write, setAside: problem === null ? null : text };
            }
            case 'empty': {
              const value = freshSession(options.newSeed());
              first = { value, notice: null, problem: null, text: writeSession(value), stored: 'none' };
              return { write: first.text, setAside: null };
            }
            case 'unreadable': {
              const value = freshSession(options.newSeed());
              first = {
                value,
                notice: { kind: 'storage-reset', problem: found.problem },
                problem: found.problem,
                text: writeSession(value),
                stored: 'game', // told by its problem: the set-aside's warning
              };
              return { write: first.text, setAside: text };
            }
          }
        },
        (outcome) => {
          if (first === null) {
            // The stored session could not even be read (storage did not answer, or the page was
            // put away): the game starts from memory, saying so, and reads it again later.
            if (outcome.ok) return;
            standIn = true;
            adopt(null, freshSession(options.newSeed()), null, null);
            if (outcome.cause !== 'interrupted') {
              setProblem(failure(outcome, 'unread'));
              scheduleRetry();
            }
            return;
          }
          const f = first;
          if (outcome.ok) {
            // A ticket opened before the session was read (a link) finished the one in play: say so.
            const opened = pending.flatMap((op) => (op.kind === 'open' ? [op.serial] : []));
            const finished = f.notice === null ? finishedByOpening(f.value.current, opened) : null;
            adopt(f.text, f.value, null, null);
            store.setState({ notice: finished === null ? f.notice : { kind: 'finished-first', ...finished } });
            setProblem(saved);
          } else {
            // Nothing written, nothing set aside: the stored data stays as it was; run from memory.
            adopt(null, f.value, null, null);
            setProblem(f.problem === null ? failure(outcome, f.stored) : setAsideFailure(outcome, f.problem));
            scheduleRetry();
          }
        },
      ),
    );
  };

  const sync: SessionSync = {
    act(op) {
      const value = view.value(store.getState());
      const next = applyOp(value, op);
      if (next === value) return;
      pending.push(op);
      view.show(next, null);
      scheduleSave();
    },
    scratched: scheduleSave,
    buy(game, variant) {
      if (store.getState().purchasing) return Promise.resolve(false);
      store.setState({ purchasing: true });
      let bought = false;
      const task = enqueue(() =>
        transact<Ticket | BuyRefusal>(
          (value) => {
            const outcome = buyOn(value, game, variant, options.now().toISOString());
            return { value: outcome.value, result: outcome.ok ? outcome.ticket : outcome.refusal };
          },
          (written, result, reason) => {
            if (!written) {
              // Where the player may play without saving, the notice says so.
              const offer = offersUnsaved(store.getState().saveProblem);
              store.setState({ purchasing: false, notice: { kind: 'purchase-unsaved', game, reason, offer } });
            } else if (result === 'insufficient-funds' || result === null)
              store.setState({ purchasing: false, notice: { kind: 'insufficient-funds', game } });
            else {
              bought = true;
              store.setState({ purchasing: false, screen: 'ticket', notice: null });
            }
          },
        ),
      );
      return task.then(
        () => bought,
        (error: unknown) => {
          store.setState({
            purchasing: false,
            notice: { kind: 'purchase-unsaved', game, reason: reasonOf(error), offer: false },
          });
          return false;
        },
      );
    },
  };

  return {
    sync,
    start,
    playUnsaved,
    flush: (): Promise<void> => {
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = null;
      return save();
    },
    /** Resolves once no task is queued or running. */
    idle: async (): Promise<void> => {
      while (busy > 0) await queue.catch(() => undefined);
    },
    dispose: () => {
      disposed = true;
      unsubscribe();
      if (saveTimer !== null) clearTimeout(saveTimer);
      if (retryTimer !== null) clearTimeout(retryTimer);
    },
    suspend: () => {
      if (suspended || disposed) return;
      suspended = true;
      if (saveTimer !== null) clearTimeout(saveTimer);
      if (retryTimer !== null) clearTimeout(retryTimer);
      saveTimer = null;
      retryTimer = null;
      backend.release();
    },
    resume: () => {
      if (!suspended || disposed) return;
      suspended = false;
      void refresh();
      void save();
    },
  };
}

/** Why stored data is set aside when only history dates were damaged; null when none was. */
function datesProblem(lostDates: readonly string[]): StorageProblem | null {
  return lostDates.length === 0 ? null : { cause: 'bad-dates', detail: lostDates.join(', ') };
}

/** `log` and then the segments of `more` from index `from` on; `log` itself when there are none. */
function appendFrom(log: ScratchLog, more: ScratchLog, from: number): ScratchLog {
  let result = log;
  more.forEach((x0, y0, x1, y1) => {
    result = result.append(x0, y0, x1, y1);
  }, from);
  return result;
}

declare module './slice.ts' {
  /** The persistence part of the store. */
  interface Store extends PersistenceState, PersistenceActions {}
}
