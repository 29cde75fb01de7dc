/**
 * The player's page entry (index.html): its styles, then the app (main.tsx).
 *
 * The styles come first and with the page, so that the boot still's shell (build/boot/) is laid
 * out as the app lays it out. The app is imported once the boot still, on a page that shows one,
 * has been painted (`grattezBoot.shown`): its modules are evaluated in one long task, which would
 * otherwise hold the still back however early it arrived. Its chunks are not waited for: the page
 * preloads them (build/appPreload.ts), so they arrive and compile meanwhile, as it does the words of
 * both languages, loaded from the start. Any other page starts the app at once. An app that cannot
 * start (its code or its words could not be fetched) says so, in words of its own.
 */
import '@fontsource/fredoka/600.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import './ui/styles.css'; // with the shared styles (base, overlay) it imports
import { isLang, LANGS, loadMessages } from './i18n/index.ts';
import { LOAD_FAILURE } from './i18n/loadFailure.ts';
import type { BootInput } from './render/bootInput.ts';

// The words of both languages (the player switches between them), preloaded with the page. A
// failure is handled below, once the still is shown, not reported as unhandled meanwhile.
const words = loadMessages(LANGS);
words.catch(() => undefined);
await (window as Window & { grattezBoot?: BootInput }).grattezBoot?.shown;
try {
  await words;
  await import('./main.tsx');
} catch (error) {
  showLoadFailure(error);
}

/**
 * Where the app cannot start (its code could not be fetched: a dropped connection), a message and
 * a way to try again in place of the page, rather than a blank page or a ticket that never comes
 * alive. Trying again is a reload: a browser keeps a failed module fetch for the page's lifetime.
 */
function showLoadFailure(error: unknown): void {
  console.error('Grattez: the app could not be loaded.', error);
  const asked = new URLSearchParams(window.location.search).get('lang');
  const shown = document.documentElement.lang;
  const m = LOAD_FAILURE[asked !== null && isLang(asked) ? asked : isLang(shown) ? shown : 'fr'];
  const note = document.createElement('p');
  note.className = 'app-load-error';
  note.setAttribute('role', 'alert');
  note.textContent = m.text;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = m.retry;
  retry.addEventListener('click', () => window.location.reload());
  note.append(' ', retry);
  document.getElementById('root')?.replaceChildren(note);
}
