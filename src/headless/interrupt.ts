/**
 * What a Node tool undoes when it is interrupted (Ctrl-C, SIGTERM): whatever makes a temporary
 * folder, starts a browser or draws a progress line says here how to undo it, for as long as it
 * lasts, and the tool's handler of the signals (`exitOnInterrupt`) undoes it all, the last made
 * first, says so in one line and exits as shells expect: 128 + the signal's number.
 */

type Undo = () => void | Promise<void>;

/** What is to be undone, in the order it was made. */
const pending = new Set<{ readonly undo: Undo }>();

let interrupted = false;

/** The longest an undo (a browser closing) is waited for, before the next. */
const UNDO_TIME_LIMIT_MS = 3000;

/** The exit codes of the signals handled, as shells report a process they ended: 128 + its number. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * Registers `undo` (remove a folder, close a browser, wipe a line) to run if the process is
 * interrupted; returns the function that forgets it, once it is done by other means.
 */
export function undoOnInterrupt(undo: Undo): () => void {
  const entry = { undo };
  pending.add(entry);
  return () => void pending.delete(entry);
}

/** Whether the process is being interrupted: what fails from now on is the interruption's doing, not worth a word. */
export function isInterrupted(): boolean {
  return interrupted;
}

/** Runs every registered undo, the last made first, each given a few seconds at most; a failing one does not stop the others. */
export async function undoAll(): Promise<void> {
  for (const entry of [...pending].reverse()) {
    pending.delete(entry);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(entry.undo),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, UNDO_TIME_LIMIT_MS))),
      ]);
    } catch {
      // A browser already gone, a folder already removed: nothing left to undo.
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Handles SIGINT and SIGTERM: undoes what is registered, writes `<program>: interrupted` on
 * stderr (the word as `said` gives it in the tool's language; the prefix never changes) and exits
 * 130 (SIGINT) or 143 (SIGTERM). A second signal while undoing exits at once.
 */
export function exitOnInterrupt(program: string, said: () => string = () => 'interrupted'): void {
  for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
    process.on(signal, () => {
      if (interrupted) process.exit(code);
      interrupted = true;
      void undoAll().finally(() => {
        process.stderr.write(`${program}: ${said()}\n`);
        process.exit(code);
      });
    });
  }
}
