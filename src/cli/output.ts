import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { say } from './words.ts';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Size of the chunks handed to the stream: lines are batched, not written one by one. */
const CHUNK_CHARS = 64 * 1024;

/** How writing ended: every line written, or the reader went away first (`| head`). */
/** Where a command writes: the process's streams, or a test's. */
export interface CliIo {
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Whether stderr is a terminal: only then do `audit`, `render` and `check-layout --art` draw their progress. */
  readonly isTTY: boolean;
  /** The locale variables the language is chosen from (LC_ALL, LC_MESSAGES, LANG); default process.env. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
}

export type WriteOutcome = 'written' | 'reader-closed';

/** A write error that means the reader closed its end: not a failure of ours. */
function isReaderGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED' || code === 'ERR_STREAM_WRITE_AFTER_END';
}

/**
 * Writes `lines` to `out` in chunks of about CHUNK_CHARS, honouring back-pressure: when write()
 * returns false, nothing more is produced until 'drain'. So a slow reader slows the producer
 * instead of filling memory, and `lines` (usually a generator) is pulled only as fast as the
 * reader reads. Resolves once the last chunk was handed over; 'reader-closed' when the reader
 * closed early (EPIPE). Other write errors reject.
 */
export async function writeLines(out: Writable, lines: Iterable<string>): Promise<WriteOutcome> {
  let failure: Error | undefined;
  let gone = out.destroyed || out.writableEnded;
  const onError = (error: Error): void => {
    if (isReaderGone(error)) gone = true;
    else failure ??= error;
  };
  const onClose = (): void => {
    gone = true;
  };
  out.on('error', onError);
  out.on('close', onClose);
  const stopped = (): boolean => gone || failure !== undefined;
  try {
    let chunk = '';
    for (const line of lines) {
      if (stopped()) break;
      chunk += line;
      if (chunk.length < CHUNK_CHARS) continue;
      const more = out.write(chunk);
      chunk = '';
      if (!more && !stopped()) await drained(out);
      // Node writes to a file or a terminal synchronously, write() never says to wait: the event
      // loop gets a turn anyway, or Ctrl-C would be heard only once the whole block is written.
      else await nextTurn(); // a signal's handler, a write's error, run here
    }
    if (!stopped() && chunk.length > 0) await lastWrite(out, chunk, onError);
  } finally {
    // The 'error' listener stays: a failed write may still report after its callback, and an
    // 'error' event nobody listens to would crash the process.
    out.off('close', onClose);
  }
  if (failure !== undefined) throw new Error(`${say().cannotWrite}${systemReason(failure)}`, { cause: failure });
  return gone ? 'reader-closed' : 'written';
}

/** Waits until the stream wants more, or cannot take any. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
    out.on('error', done);
  });
}

/** Writes the last chunk and waits until it is handed over, or failed. */
function lastWrite(out: Writable, chunk: string, onError: (error: Error) => void): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      out.off('close', done);
      resolve();
    };
    out.on('close', done);
    out.write(chunk, (error) => {
      if (error) onError(error);
      done();
    });
  });
}

/** Makes a message safe to print as one line: control characters are shown escaped. */
export function oneLine(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) {
      out += c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += c;
  }
  return out;
}

/**
 * Why the system refused, as a user reads it: Node says "EACCES: permission denied, open '<file>'",
 * this gives "permission denied (EACCES)", without the system call or the file (a temporary file's
 * name, `hidden`, is never shown: `shown` stands for it where a message has no code).
 */
function systemReason(error: Error, hidden?: string, shown?: string): string {
  const said = /^([A-Z][A-Z0-9]+): (.+?), \w+(?: '.*')?$/s.exec(error.message);
  if (said !== null) return `${said[2]} (${said[1]})`;
  return hidden === undefined || shown === undefined ? error.message : error.message.split(hidden).join(shown);
}

/**
 * Checks up front that `writeFileWhole(path, …)` can write its file, by writing and removing the
 * same temporary file beside it: a command that takes a minute to make its bytes says at once
 * that they could not be kept, in the same words ("cannot write the output: …").
 */
export function checkWritable(path: string, shown: string = path): void {
  writeThenRename(path, new Uint8Array(0), shown, false);
}

/**
 * Writes `bytes` to the file `path` whole or not at all: to a temporary file beside it, then
 * renamed into place, so a failed write (a full disk) leaves no half file and replaces nothing.
 * A failure throws "cannot write the output: …", naming the file as `shown`.
 */
export function writeFileWhole(path: string, bytes: Uint8Array, shown: string = path): void {
  writeThenRename(path, bytes, shown, true);
}

/** Writes `bytes` to a temporary file beside `path`, then renames it into place, or (`rename` false) removes it. */
function writeThenRename(path: string, bytes: Uint8Array, shown: string, rename: boolean): void {
  const partial = `${path}.partial-${process.pid}`;
  try {
    writeFileSync(partial, bytes);
    if (rename) renameSync(partial, path);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    throw new Error(`${say().cannotWrite}${shown}: ${systemReason(failure, partial, shown)}`, { cause: failure });
  } finally {
    rmSync(partial, { force: true });
  }
}
