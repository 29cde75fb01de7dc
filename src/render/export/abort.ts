/** Throws the standard AbortError when `signal` has been aborted: an export stops between frames. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw new DOMException('the export was cancelled', 'AbortError');
}
