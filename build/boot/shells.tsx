/**
 * The boot still's shells (build/boot/bootStill.ts): the markup of the ticket screen, as the app's
 * own components render it for a ticket opened from a link, for each game, language and sound
 * setting. `npm run stills` writes them to build/boot/shells.json; test/build/bootShells.test.ts
 * fails when they no longer match what the components render (run it again then).
 *
 * Rendered here, in a fixed state: a preview of the game's first ticket of a fixed block, the
 * starting balance. The boot puts in what the link and the hint say: the serial, the balance, the
 * design's still and proportions, and no preview note for a ticket already paid for.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { GAME_IDS, generateTicket, type GameId } from '../../src/engine/index.ts';
import { LANGS, type Lang } from '../../src/i18n/index.ts';
import { memoryStorage } from '../../src/state/persistence.ts';
import { createAppStore } from '../../src/state/store.ts';
import { App, preloadTicketScreen } from '../../src/ui/App.tsx';
import { AppContext, type MountTicket } from '../../src/ui/AppContext.tsx';

/** No canvas: the shell is markup only (the app mounts the canvas in its place). */
const noCanvas: MountTicket = () => ({ resize: () => undefined, destroy: () => undefined });

/** The key of a shell: `${game}.${lang}.${sound ? 'on' : 'off'}`. */
function shellKey(game: GameId, lang: Lang, sound: boolean): string {
  return `${game}.${lang}.${sound ? 'on' : 'off'}`;
}

/** The ticket screen of a link to one of `game`'s tickets, as markup. */
async function shell(game: GameId, lang: Lang, sound: boolean): Promise<string> {
  await preloadTicketScreen();
  const store = createAppStore({
    storage: memoryStorage(),
    now: () => new Date('2026-01-01T00:00:00Z'),
    newSeed: () => 'boot',
  });
  store.getState().setLang(lang);
  store.getState().setSound(sound);
  if (store.getState().openSerial(generateTicket({ game, seed: 'boot', block: 0, index: 0 }).serial) !== null)
    throw new Error(`the shell's ticket of ${game} does not open`);
  // A server render reads a store's initial state (useSyncExternalStore's server snapshot): this
  // one's is its state now.
  const now = { ...store, getInitialState: store.getState };
  const markup = renderToStaticMarkup(
    <AppContext.Provider value={{ store: now, mountTicket: noCanvas }}>
      <App />
    </AppContext.Provider>,
  );
  // What the boot fills in is left out, so that a shell does not change with the stills' names.
  const template = document.createElement('template');
  template.innerHTML = markup;
  const app = template.content.querySelector('.app'); // React may put a preload before it: the still's
  if (app === null || app.querySelector('img.ticket-still') === null || app.querySelector('.notice') !== null)
    throw new Error(`the ticket screen of ${game} is not a fresh ticket's, with its still: ${markup}`);
  app.querySelector('img.ticket-still')?.removeAttribute('src');
  // A strict CSP (style-src 'self') refuses style attributes in markup, not styles set by script:
  // the boot sets these through the CSSOM.
  for (const element of app.querySelectorAll('[style]')) {
    element.setAttribute('data-boot-style', element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  }
  // The zone buttons take no room (each is laid over its zone) and nothing reads them before the
  // app has replaced the shell: left out, they would be most of its weight.
  app.querySelector('.zone-buttons')?.remove();
  // Nothing but the ticket takes input until the app has replaced the shell.
  for (const element of app.querySelectorAll('.skip-link, header, .ticket-panel, footer'))
    element.setAttribute('inert', '');
  return app.outerHTML;
}

/** Every shell, by key. */
export async function bootShells(): Promise<Record<string, string>> {
  const shells: Record<string, string> = {};
  for (const game of GAME_IDS)
    for (const lang of LANGS)
      for (const sound of [true, false]) shells[shellKey(game, lang, sound)] = await shell(game, lang, sound);
  return shells;
}
