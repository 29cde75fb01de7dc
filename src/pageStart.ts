/**
 * How the player, the studio and the QA sheet start: each page's entry is small (its styles and
 * this), loads the words of the languages it starts in (both, but on the player's page: its own
 * language's only, the other's loaded when idle or when the player switches), then imports its app, whose chunks the page preloads
 * (build/appPreload.ts). A page whose app cannot start (its code or its words could not be
 * fetched: a dropped connection) says so, in words of its own, with a way to try again, rather
 * than stay blank. Its note's style (src/styles/loadFailure.css) is in each page's own stylesheet,
 * imported there, so that it costs the page no request of its own.
 */
import { LANGS, loadMessages, type Lang } from './i18n/index.ts';
import { CONSOLE_NAME, loadNoteWords, type StartingPage } from './i18n/loadFailure.ts';
import { pageStarted } from './pageStarted.ts';
import { showLoadNote } from './loadNote.ts';

export interface PageStart {
  readonly page: StartingPage;
  /** The address's parameter that names the page's language (`lang`, or the QA sheet's `ui`). */
  readonly langParam: string;
  /** The app's module: a dynamic import, so that a chunk that cannot be fetched is caught. */
  readonly app: () => Promise<unknown>;
  /** What the app waits for beyond its words (the player's boot still, painted). */
  readonly after?: Promise<unknown> | undefined;
  /** The languages whose words the app needs before it starts: both, unless the page says. */
  readonly langs?: readonly Lang[];
}

export async function startPage({ page, langParam, app, after, langs = LANGS }: PageStart): Promise<void> {
  pageStarted(); // the page's first modules have run: what fails now is reported below
  const words = loadMessages(langs);
  words.catch(() => undefined); // handled below, not reported as unhandled while `after` waits
  await after?.catch(() => undefined); // what it waits for only delays the app, never stops it
  try {
    await words;
    await app();
  } catch (error) {
    showLoadFailure(page, langParam, error);
  }
}

/** The note in place of the page, and the error in the console for a developer. */
function showLoadFailure(page: StartingPage, langParam: string, error: unknown): void {
  console.error(`Grattez: ${CONSOLE_NAME[page]} could not be loaded.`, error);
  showLoadNote({ words: loadNoteWords(page), langParam, rootId: 'root' });
}
