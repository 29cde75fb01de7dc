import type { Plugin, Rollup } from 'vite';
import { classicScript } from './classicScript.ts';
import { EMBED_WORDS } from '../src/i18n/embed.ts';
import { CONSOLE_NAME, loadNoteWords, type GuardedPage } from '../src/i18n/loadFailure.ts';
import { showLoadNote, type LoadNote } from '../src/loadNote.ts';
import type { LoadGuard } from '../src/pageStarted.ts';

/**
 * A page's first modules (its entry and the chunks it imports: src/pageStart.ts, `core`…) run
 * before any of its code can say that something failed: when one of them cannot be fetched, or
 * throws as it is evaluated (a file cut short), the page would stay blank. The load guard is a
 * small classic script, run before them, that shows the page's load-failure note (src/loadNote.ts)
 * then. It hears only those files: the build gives it their names. Once the page's code has started
 * (`grattezLoadGuard.started()`, src/pageStarted.ts), or the page is being left, it stops listening,
 * and the page reports its own failures.
 */
export interface GuardPlan extends LoadNote {
  /** The page as its console report names it. */
  readonly page: string;
  /** The page's module script and the files it imports before it runs, from the site's root. */
  readonly files: readonly string[];
}

/**
 * The guard. Its text is written into the build (`guardCode`): it must stay self-contained, its
 * only names its parameters and the browser's.
 */
export function loadGuard(plan: GuardPlan, show: (note: LoadNote) => void): void {
  const ours = new Set(plan.files.map((file) => new URL(file, window.location.href).href));
  const entry = new URL(plan.files[0]!, window.location.href).href;
  const stop = (): void => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('pagehide', stop);
  };
  const onError = (event: Event): void => {
    const target = event.target;
    // The page's module script gets an `error` event of its own when any file of its module graph
    // cannot be fetched (it does not bubble: heard while capturing); one of those files that throws
    // as it is evaluated, or cannot be parsed, reports an ErrorEvent on the window, naming the file.
    // WebKit reports a graph that cannot be linked (a file cut short, whose exports another file
    // imports) as a SyntaxError of the page itself: no file of the page's but these is a module.
    const unfetched = target instanceof HTMLScriptElement && target.type === 'module' && target.src === entry;
    const thrown =
      event instanceof ErrorEvent &&
      (ours.has(event.filename) ||
        (event.error instanceof SyntaxError && [window.location.href, ''].includes(event.filename)));
    if (!unfetched && !thrown) return;
    stop();
    const reason: unknown = unfetched
      ? `${entry} or a file it imports could not be fetched`
      : ((event as ErrorEvent).error ?? (event as ErrorEvent).message);
    console.error(`Grattez: ${plan.page} could not be loaded.`, reason);
    show(plan);
  };
  window.addEventListener('error', onError, true);
  // A page being left has its loads cancelled: what fails then is not the page's failure.
  window.addEventListener('pagehide', stop);
  const guard: LoadGuard = { started: stop };
  (window as Window & { grattezLoadGuard?: LoadGuard }).grattezLoadGuard = guard;
}

/** Each page the guard watches: its note's words and where the note goes. */
function guardNote(page: GuardedPage): Omit<GuardPlan, 'files'> {
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

/** The guard's script for `page`, whose first modules are `files` (its module script first), minified. */
export function guardCode(page: GuardedPage, files: readonly string[]): string {
  const plan: GuardPlan = { ...guardNote(page), files };
  const source = `(${loadGuard.toString()})(${JSON.stringify(plan)},${showLoadNote.toString()});\n`;
  return classicScript(`load-guard-${page}.js`, source);
}

/** A chunk of style sheets only: Vite removes it from the bundle (after this plugin has run). */
const cssOnly = (chunk: Rollup.OutputChunk): boolean =>
  chunk.exports.length === 0 && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));

/**
 * The files a page runs before any of its code: the entry chunk the build made of its page
 * (`name`, the page's input) and every chunk it imports, statically, however deep, as `/assets/…`;
 * not the chunks of style sheets only, which the browser never fetches as scripts.
 */
export function firstModules(bundle: Rollup.OutputBundle, name: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk' && !cssOnly(item))
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === name);
  if (entry === undefined) throw new Error(`the build has no entry chunk named "${name}" for its load guard`);
  const files = [entry.fileName];
  for (let i = 0; i < files.length; i++)
    for (const imported of chunks.get(files[i]!)?.imports ?? [])
      if (chunks.has(imported) && !files.includes(imported)) files.push(imported);
  return files.map((file) => `/${file}`);
}

/** The pages with a guard of their own (the player's is in its boot still: build/boot/plugin.ts). */
const GUARDED: Readonly<Record<string, { page: GuardedPage; input: string; root: string }>> = {
  'studio.html': { page: 'studio', input: 'studio', root: '<div id="root"></div>' },
  'qa.html': { page: 'qa', input: 'qa', root: '<div id="root"></div>' },
  'embed.html': { page: 'embed', input: 'embed', root: '<div id="embed"></div>' },
};

/**
 * Writes each page's guard into the build, as a file (the CSP allows no inline script), run just
 * after the page's root: parser-blocking, so that it runs before the page's module scripts, which
 * wait for the page to be parsed; preloaded from the top of the page, so that it does not queue
 * behind the page's other requests.
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
    generateBundle(_options, bundle) {
      files.clear();
      for (const html of pages) {
        const { page, input } = GUARDED[html]!;
        const source = guardCode(page, firstModules(bundle, input));
        const ref = this.emitFile({ type: 'asset', name: `load-guard-${page}.js`, source });
        files.set(html, this.getFileName(ref));
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const name = Object.keys(GUARDED).find((page) => ctx.filename.replace(/\\/g, '/').endsWith(`/${page}`));
        const file = name === undefined ? undefined : files.get(name);
        if (name === undefined || file === undefined) return html;
        const { root } = GUARDED[name]!;
        if (!html.includes(root)) throw new Error(`${name} has no ${root} to put its load guard after`);
        return html
          .replace('<head>', `<head>\n    <link rel="preload" as="script" href="/${file}" />`)
          .replace(root, `${root}\n    <script src="/${file}"></script>`);
      },
    },
  };
}
