/**
 * Lets the browser handle waiting input and paint before the next long piece of work: the QA
 * sheet draws and measures hundreds of pictures, each awaited as a promise that may resolve as a
 * microtask, which alone would never give the event loop back. `scheduler.yield()` where the
 * browser has it (it resumes ahead of other tasks), else a macrotask.
 */
export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
