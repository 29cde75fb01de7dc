/**
 * The note a page shows in place of itself when it cannot start (its code or its words could not be
 * fetched: a dropped connection), with a way to try again.
 *
 * Two callers: src/pageStart.ts, once the page's first modules have run, and the load guard
 * (build/loadGuard.ts), a classic script that says so when those first modules themselves fail.
 * The guard carries this function as its text (`showLoadNote.toString()`), so it must stay
 * self-contained: no import, no name from outside its body.
 */
export interface LoadNote {
  /** The note in each language, and its button's name (none: the note says how to try again). */
  readonly words: Readonly<Record<string, { readonly note: string; readonly retry: string | null }>>;
  /** The address's parameter that names the page's language (`lang`, or the QA sheet's `ui`). */
  readonly langParam: string;
  /** The element the note replaces the content of (else it goes first in the body). */
  readonly rootId: string;
}

/**
 * Shows the note in the address's language, else the page's, else French. Trying again is a
 * reload: a browser keeps a failed module fetch for the page's lifetime.
 */
export function showLoadNote({ words, langParam, rootId }: LoadNote): void {
  const known = (lang: string | null): lang is string => lang !== null && Object.hasOwn(words, lang);
  const asked = new URLSearchParams(window.location.search).get(langParam);
  const shown = document.documentElement.lang;
  const lang = known(asked) ? asked : known(shown) ? shown : 'fr';
  const m = words[lang]!;
  const note = document.createElement('p');
  note.lang = lang; // read in its own language, whatever the page's
  note.className = 'app-load-error';
  note.setAttribute('role', 'alert');
  note.textContent = m.note;
  if (m.retry !== null) {
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = m.retry;
    retry.addEventListener('click', () => window.location.reload());
    note.append(' ', retry);
  }
  const root = document.getElementById(rootId);
  if (root !== null) root.replaceChildren(note);
  else document.body.prepend(note);
}
