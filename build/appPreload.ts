import type { Plugin, Rollup } from 'vite';

/*
 * The player's page starts on a small entry (src/entry.ts) that imports the app (src/main.tsx)
 * only once the boot still is painted. A dynamic import's chunks are asked for when it runs, so
 * this plugin adds to the page a modulepreload link for the app's chunk and every chunk it
 * imports, however deep: they arrive and compile while the page waits, as the entry's own did.
 */

/** The player's app module: the composition root its entry imports. */
const APP_MODULE = /[\\/]src[\\/]main\.tsx$/;

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

export function appPreload(): Plugin {
  return {
    name: 'grattez:app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const player = ctx.bundle === undefined ? null : playerChunks(ctx.bundle);
        if (ctx.bundle === undefined || player === null || ctx.chunk?.fileName !== player.entry.fileName) return [];
        const first = chunkClosure(ctx.bundle, [player.entry.fileName]);
        return [...chunkClosure(ctx.bundle, [player.app.fileName])]
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
