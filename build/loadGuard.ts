import type { Plugin } from 'vite';
import { classicScript } from './classicScript.ts';
import { EMBED_WORDS } from '../src/i18n/embed.ts';
import { CONSOLE_NAME, loadNoteWords, type GuardedPage } from '../src/i18n/loadFailure.ts';
import type { LoadGuard } from '../src/loadGuard.ts';
import { showLoadNote, type LoadNote } from '../src/loadNote.ts';

/**
 * A page's first modules (its entry, src/pageStart.ts and the `core` chunk they import) run before
 * any of its code can say that something failed: when one of them cannot be fetched, or throws as
 * it is evaluated (a file cut short), the page would stay blank. The load guard is a small classic
 * script, run before them, that shows the page's load-failure note (src/loadNote.ts) then. Once the
 * page's code has started (`grattezLoadGuard.started()`, src/pageStart.ts and the embed's entry),
 * the guard stops watching, and the page reports its own failures.
 */
export interface GuardPlan extends LoadNote {
  /** The page as its console report names it. */
  readonly page: string;
}

/**
 * The guard. Its text is written into the build (`guardCode`): it must stay self-contained, its
 * only names its parameters and the browser's.
 */
export function loadGuard(plan: GuardPlan, show: (note: LoadNote) => void): void {
  const origin = `${window.location.origin}/`;
  const own = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : null;
  const onError = (event: Event): void => {
    const target = event.target;
    // A module script whose graph could not be fetched gets an `error` event of its own (which
    // does not bubble: heard while capturing); a module that throws as it is evaluated, or cannot
    // be parsed, reports an ErrorEvent on the window, from a file of the page's own origin (not
    // this one's: the player's boot still, which shares its file, only ever fails to show itself).
    const unfetched = target instanceof HTMLScriptElement && target.type === 'module';
    const thrown = event instanceof ErrorEvent && event.filename.startsWith(origin) && event.filename !== own;
    if (!unfetched && !thrown) return;
    window.removeEventListener('error', onError, true);
    const reason: unknown = unfetched ? `${target.src} could not be fetched` : (event as ErrorEvent).error;
    console.error(`Grattez: ${plan.page} could not be loaded.`, reason);
    show(plan);
  };
  window.addEventListener('error', onError, true);
  const guard: LoadGuard = { started: () => window.removeEventListener('error', onError, true) };
  (window as Window & { grattezLoadGuard?: LoadGuard }).grattezLoadGuard = guard;
}

/** Each page the guard watches: its note's words and where the note goes. */
export function guardPlan(page: GuardedPage): GuardPlan {
  if (page === 'embed') {
    return {
      page: CONSOLE_NAME.embed,
      rootId: 'embed',
      langParam: 'lang',
      // The embed's own words, which say to reload the page (it has no button of its own either).
      words: {
        fr: { note: EMBED_WORDS.fr.loadFailed, retry: null },
        en: { note: EMBED_WORDS.en.loadFailed, retry: null },
      },
    };
  }
  return {
    page: CONSOLE_NAME[page],
    rootId: 'root',
    langParam: page === 'qa' ? 'ui' : 'lang',
    words: loadNoteWords(page),
  };
}

/** The guard's script for `page`: its code, its plan and the note's code. */
export function guardCode(page: GuardedPage): string {
  return `(${loadGuard.toString()})(${JSON.stringify(guardPlan(page))},${showLoadNote.toString()});\n`;
}

/** The pages with a guard of their own (the player's is in its boot still: build/boot/plugin.ts). */
const GUARDED: Readonly<Record<string, { page: GuardedPage; root: string }>> = {
  'studio.html': { page: 'studio', root: '<div id="root"></div>' },
  'qa.html': { page: 'qa', root: '<div id="root"></div>' },
  'embed.html': { page: 'embed', root: '<div id="embed"></div>' },
};

/**
 * Writes each page's guard into the build, as a file (the CSP allows no inline script), run just
 * after the page's root: parser-blocking, so that it runs before the page's module scripts, which
 * wait for the page to be parsed. It is fetched beside them, as the page is read.
 */
export function loadGuardScript(): Plugin {
  const files = new Map<string, string>();
  let pages: string[] = [];
  return {
    name: 'grattez:load-guard',
    apply: 'build',
    enforce: 'pre', // its files must exist before Vite writes the pages
    buildStart(options) {
      const inputs = Object.values(options.input);
      pages = Object.keys(GUARDED).filter((html) =>
        inputs.some((input) => input.replace(/\\/g, '/').endsWith(`/${html}`)),
      );
    },
    generateBundle() {
      files.clear();
      for (const html of pages) {
        const { page } = GUARDED[html]!;
        const name = `load-guard-${page}.js`;
        const ref = this.emitFile({ type: 'asset', name, source: classicScript(name, guardCode(page)) });
        files.set(html, this.getFileName(ref));
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const name = Object.keys(GUARDED).find((page) => ctx.filename.replace(/\\/g, '/').endsWith(`/${page}`));
        const file = name === undefined ? undefined : files.get(name);
        if (name === undefined || file === undefined || !html.includes(GUARDED[name]!.root)) return html;
        return html.replace(GUARDED[name]!.root, `${GUARDED[name]!.root}\n    <script src="/${file}"></script>`);
      },
    },
  };
}
