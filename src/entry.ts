/**
 * The player's page entry (index.html): its styles, then the app (main.tsx).
 *
 * The styles come first and with the page, so that the boot still's shell (build/boot/) is laid
 * out as the app lays it out. The app is imported once the boot still, on a page that shows one,
 * has been painted (`grattezBoot.shown`): its modules are evaluated in one long task, which would
 * otherwise hold the still back however early it arrived. Its chunks are not waited for: the page
 * preloads them (build/appPreload.ts), so they arrive and compile meanwhile, as do the words of
 * the language the page starts in (the address's, or the last visit's: state/bootHint.ts); the
 * other language's come when the browser is idle, or when the player switches (ui/App.tsx). Any
 * other page starts the app at once. An app that cannot start says so (src/pageStart.ts).
 */
import '@fontsource/fredoka/600.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import './styles/fallbackFonts.css';
import './ui/styles.css'; // with the shared styles (base, overlay) it imports
import { startPage } from './pageStart.ts';
import type { BootInput } from './render/bootInput.ts';
import { startingLang } from './state/bootHint.ts';

await startPage({
  page: 'player',
  langParam: 'lang',
  after: (window as Window & { grattezBoot?: BootInput }).grattezBoot?.shown,
  app: () => import('./main.tsx'),
  langs: [startingLang(window.location.search, () => window.localStorage)],
});
