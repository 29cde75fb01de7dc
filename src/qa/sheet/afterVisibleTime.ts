/**
 * Calls `then` once the page has been shown for `ms` in all, from now: time while it is hidden (a
 * tab in the background, a window minimised) does not count, as the browser may hold a hidden
 * page's frames and timers, and the work waited on with them. Returns a function that cancels it.
 */
export function afterVisibleTime(ms: number, then: () => void): () => void {
  let left = ms;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (document.visibilityState === 'hidden' || timer !== undefined) return;
    since = performance.now();
    timer = setTimeout(() => {
      timer = undefined;
      cancel();
      then();
    }, left);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left = Math.max(0, left - (performance.now() - since));
  };
  const onChange = () => (document.visibilityState === 'hidden' ? pause() : start());
  function cancel() {
    pause();
    document.removeEventListener('visibilitychange', onChange);
  }
  document.addEventListener('visibilitychange', onChange);
  start();
  return cancel;
}
