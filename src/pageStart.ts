/**
 * How the player, the studio and the QA sheet start: each page's entry is small (its styles and
 * this), loads the words of both languages, then imports its app, whose chunks the page preloads
 * (build/appPreload.ts). A page whose app cannot start (its code or its words could not be
 * fetched: a dropped connection) says so, in words of its own, with a way to try again, rather
 * than stay blank. Its note's style (src/styles/loadFailure.css) is in each page's own stylesheet,
 * imported there, so that it costs the page no request of its own.
 */
import { isLang, LANGS, loadMessages } from './i18n/index.ts';
import { LOAD_FAILURE, type StartingPage } from './i18n/loadFailure.ts';

export interface PageStart {
  readonly page: StartingPage;
  /** The address's parameter that names the page's language (`lang`, or the QA sheet's `ui`). */
  readonly langParam: string;
  /** The app's module: a dynamic import, so that a chunk that cannot be fetched is caught. */
  readonly app: () => Promise<unknown>;
  /** What the app waits for beyond its words (the player's boot still, painted). */
  readonly after?: Promise<unknown> | undefined;
}

export async function startPage({ page, langParam, app, after }: PageStart): Promise<void> {
  const words = loadMessages(LANGS);
  words.catch(() => undefined); // handled below, not reported as unhandled while `after` waits
  await after?.catch(() => undefined); // what it waits for only delays the app, never stops it
  try {
    await words;
    await app();
  } catch (error) {
    showLoadFailure(page, langParam, error);
  }
}

/** The page as the console names it, for a developer (in English, as the code's other reports). */
const CONSOLE_NAME: Readonly<Record<StartingPage, string>> = {
  player: 'the app',
  studio: 'the studio',
  qa: 'the QA sheet',
};

/**
 * The message and a way to try again, in place of the page, in the address's language, else the
 * page's. Trying again is a reload: a browser keeps a failed module fetch for the page's lifetime.
 */
function showLoadFailure(page: StartingPage, langParam: string, error: unknown): void {
  console.error(`Grattez: ${CONSOLE_NAME[page]} could not be loaded.`, error);
  const asked = new URLSearchParams(window.location.search).get(langParam);
  const shown = document.documentElement.lang;
  const lang = asked !== null && isLang(asked) ? asked : isLang(shown) ? shown : 'fr';
  const m = LOAD_FAILURE[lang];
  const note = document.createElement('p');
  note.lang = lang; // read in its own language, whatever the page's
  note.className = 'app-load-error';
  note.setAttribute('role', 'alert');
  note.textContent = m[page];
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = m.retry;
  retry.addEventListener('click', () => window.location.reload());
  note.append(' ', retry);
  const root = document.getElementById('root');
  if (root !== null) root.replaceChildren(note);
  else document.body.prepend(note);
}
