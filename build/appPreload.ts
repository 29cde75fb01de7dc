import type { Plugin, Rollup } from 'vite';

/*
 * The player's page starts on a small entry (src/entry.ts) that imports the app (src/main.tsx)
 * only once the boot still is painted. A dynamic import's chunks are asked for when it runs, so
 * this plugin adds to the page a modulepreload link for the app's chunk and every chunk it
 * imports, however deep: they arrive and compile while the page waits, as the entry's own did. It
 * does the same for the words of each language, which a page loads as it starts (all but the embed).
 */

/** The player's app module: the composition root its entry imports. */
const APP_MODULE = /[\\/]src[\\/]main\.tsx$/;
/**
 * Each language's words (src/i18n/messages.ts), which every page loads from the start, every
 * language but on the embed's page, which loads its own only and cannot know it before it runs.
 */
const WORDS_MODULE = /[\\/]src[\\/]i18n[\\/](fr|en)\.ts$/;
const ONE_LANGUAGE_PAGE = /(^|[\\/])embed\.html$/;

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
  const app = chunks.find((c) => c.facadeModuleId !== null && APP_MODULE.test(c.facadeModuleId));
  const entry = app && chunks.find((c) => c.isEntry && c.dynamicImports.includes(app.fileName));
  return app === undefined || entry === undefined ? null : { entry, app };
}

/** The chunks of each language's words. */
function wordsChunks(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle)
    .filter(isChunk)
    .filter((c) => c.facadeModuleId !== null && WORDS_MODULE.test(c.facadeModuleId))
    .map((c) => c.fileName);
}

export function appPreload(): Plugin {
  return {
    name: 'grattez:app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.bundle === undefined || ctx.chunk === undefined) return [];
        const player = playerChunks(ctx.bundle);
        const wanted = [
          ...(player !== null && ctx.chunk.fileName === player.entry.fileName ? [player.app.fileName] : []),
          ...(ONE_LANGUAGE_PAGE.test(ctx.path) ? [] : wordsChunks(ctx.bundle)),
        ];
        const first = chunkClosure(ctx.bundle, [ctx.chunk.fileName]);
        return [...chunkClosure(ctx.bundle, wanted)]
          .filter((name) => !first.has(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
