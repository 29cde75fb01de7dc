import type { Plugin, Rollup } from 'vite';

/*
 * The player's, the studio's and the QA sheet's pages start on a small entry (src/entry.ts,
 * src/studio/entry.ts, src/qa/sheet/entry.ts) that imports its app (main.tsx beside it) once its
 * words are loaded (src/pageStart.ts), and the player's once its boot still is painted. A dynamic
 * import's chunks are asked for when it runs, so this plugin adds to each page a modulepreload link
 * for its app's chunk and every chunk it imports, however deep: they arrive and compile while the
 * page waits, as the entry's own did. It does the same for the words of each language, which the
 * studio and the QA sheet load as they start. The player's page and the embed load the words of
 * one language, which they learn as they run (the address's, or the player's last visit's): the
 * embed's entry asks for them. The player's page has its boot script ask for them instead
 * (build/boot/plugin.ts), with the app's chunks once it has asked for its still: the build lists
 * each language's on its tag, and the boot picks the page's language as the entry does.
 */

/** The player's app module: the composition root its entry imports. */
const PLAYER_MODULE = /[\\/]src[\\/]main\.tsx$/;
/** Each page's app module: the player's, the studio's and the QA sheet's. */
const APP_MODULE = /[\\/]src[\\/](studio[\\/]|qa[\\/]sheet[\\/])?main\.tsx$/;
/**
 * Each language's words (src/i18n/messages.ts: the shared words and the player's own), which the
 * studio and the QA sheet load from the start, every language. The player's page and the embed's
 * load one language's (the embed its shared words only), which they cannot know before they run.
 */
const WORDS_MODULE = /[\\/]src[\\/]i18n[\\/](fr|en)(Player)?\.ts$/;
const ONE_LANGUAGE_PAGE = /(^|[\\/])(embed|index)\.html$/;

export function isChunk(item: Rollup.OutputBundle[string]): item is Rollup.OutputChunk {
  return item.type === 'chunk';
}

/** Every chunk `start` imports statically, however deep, `start` included. */
export function chunkClosure(bundle: Rollup.OutputBundle, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const item = bundle[name];
    if (item !== undefined && isChunk(item)) item.imports.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

/** The player's entry chunk and its app chunk, or null in a build without the player. */
export function playerChunks(
  bundle: Rollup.OutputBundle,
): { readonly entry: Rollup.OutputChunk; readonly app: Rollup.OutputChunk } | null {
  const chunks = Object.values(bundle).filter(isChunk);
  const app = chunks.find((c) => c.facadeModuleId !== null && PLAYER_MODULE.test(c.facadeModuleId));
  const entry = app && chunks.find((c) => c.isEntry && c.dynamicImports.includes(app.fileName));
  return app === undefined || entry === undefined ? null : { entry, app };
}

/** The app chunks an entry imports on demand: its page's app, where it starts on one. */
function appChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  return entry.dynamicImports.filter((name) => {
    const item = bundle[name];
    return item !== undefined && isChunk(item) && item.facadeModuleId !== null && APP_MODULE.test(item.facadeModuleId);
  });
}

/** The chunks of each language's words (`fr`: fr.ts and frPlayer.ts). */
function wordsChunksByLang(bundle: Rollup.OutputBundle): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  for (const chunk of Object.values(bundle).filter(isChunk)) {
    const lang = chunk.facadeModuleId === null ? undefined : WORDS_MODULE.exec(chunk.facadeModuleId)?.[1];
    if (lang !== undefined) byLang.set(lang, [...(byLang.get(lang) ?? []), chunk.fileName]);
  }
  return byLang;
}

/** The chunks of each language's words. */
function wordsChunks(bundle: Rollup.OutputBundle): string[] {
  return [...wordsChunksByLang(bundle).values()].flat();
}

/**
 * The chunks a page preloads for its app (and its words): every chunk the app imports, however
 * deep, that the page's entry does not bring already. `path` is the page's, as Vite names it.
 */
export function appPreloads(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, path: string): string[] {
  const wanted = [...appChunks(bundle, entry), ...(ONE_LANGUAGE_PAGE.test(path) ? [] : wordsChunks(bundle))];
  const first = chunkClosure(bundle, [entry.fileName]);
  return [...chunkClosure(bundle, wanted)].filter((name) => !first.has(name));
}

/**
 * Where a page's boot script asks for the app's chunks itself (`data-app-preload`, build/boot/
 * plugin.ts: the player's, after its still), the page lists none of them.
 */
export const BOOT_PRELOADS_ATTRIBUTE = 'data-app-preload';

/**
 * Where a page's boot script asks for one language's words itself (the player's), the tag lists
 * each language's under this prefix and the language (`data-words-en`); the boot asks for one.
 */
export const BOOT_WORDS_PREFIX = 'data-words-';

/**
 * Each language's words chunks for a page whose boot script asks for them, and the chunks they
 * import that the page's entry and its app do not bring already: by language.
 */
export function bootWordsPreloads(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): Map<string, string[]> {
  const before = chunkClosure(bundle, [entry.fileName, ...appChunks(bundle, entry)]);
  return new Map(
    [...wordsChunksByLang(bundle)].map(([lang, files]) => [
      lang,
      [...chunkClosure(bundle, files)].filter((name) => !before.has(name)),
    ]),
  );
}

/** The chunks a built page's boot script asks for (`/assets/…` paths): none on most pages. */
export function bootPreloads(html: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${BOOT_PRELOADS_ATTRIBUTE}="([^"]*)"`, 'g'))].flatMap((m) =>
    m[1]!.split(' ').filter((path) => path !== ''),
  );
}

/** The words chunks a built page's boot script asks for when the page is in `lang`: none on most pages. */
export function bootWordsOf(html: string, lang: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${BOOT_WORDS_PREFIX}${lang}="([^"]*)"`, 'g'))].flatMap((m) =>
    m[1]!.split(' ').filter((path) => path !== ''),
  );
}

export function appPreload(): Plugin {
  return {
    name: 'grattez:app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.bundle === undefined || ctx.chunk === undefined) return [];
        if (html.includes(`${BOOT_PRELOADS_ATTRIBUTE}=`)) return [];
        return appPreloads(ctx.bundle, ctx.chunk, ctx.path).map((name) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
