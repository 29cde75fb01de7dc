/**
 * The page's side of its load guard (build/loadGuard.ts), a classic script that shows the page's
 * load-failure note when its first modules cannot be fetched or throw, until they have run: what
 * the guard leaves on the page (built pages only).
 */
export interface LoadGuard {
  /** The page's first modules have run: from here on, the page reports its own failures. */
  started(): void;
}

/** Tells the load guard, where there is one, that the page's first modules have run. */
export function pageStarted(): void {
  (window as Window & { grattezLoadGuard?: LoadGuard }).grattezLoadGuard?.started();
}
