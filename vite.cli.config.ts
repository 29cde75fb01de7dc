import { chmodSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The grattez CLI as one ES module for plain Node: dist-cli/grattez.mjs, the package's bin, with
 * the code only some commands need (check-layout's rendered checks, the art's outlines) in
 * dist-cli/assets, loaded on demand, and the entry of the audit's worker threads beside it,
 * dist-cli/audit-worker.mjs (the engine code both run in a chunk of dist-cli/assets they share).
 * `npm run build:cli` builds it, and so does `prepare`, hence `npm ci`. Every dependency is
 * bundled, so the CLI starts without compiling TypeScript or resolving packages. Beside it,
 * inputs.json lists the files it was built from, for the staleness check of `npm run grattez`
 * (src/cli/launcher.mjs).
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/** Writes inputs.json and makes the bundle executable. */
function cliInputs(): Plugin {
  return {
    name: 'grattez-cli-inputs',
    generateBundle(_options, bundle) {
      const files = new Set(['package.json', 'vite.cli.config.ts']);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) if (isAbsolute(id)) files.add(relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: 'inputs.json', source: `${JSON.stringify([...files].sort())}\n` });
    },
    writeBundle(options) {
      if (options.dir !== undefined) chmodSync(join(options.dir, 'grattez.mjs'), 0o755);
    },
  };
}

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  plugins: [cliInputs()],
  // Everything bundled but the tools only `render` and `check-layout` load, on demand, from the
  // project's node_modules: vite (to build the studio) and playwright-core (to drive Chromium).
  ssr: { noExternal: true, external: ['vite', 'playwright-core'], target: 'node' },
  build: {
    ssr: true,
    outDir: 'dist-cli',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    minify: false, // readable stack traces; minifying saves no measurable start-up time
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      checks: { bundlerTimings: false }, // no "[PLUGIN_TIMINGS]" warning when `npm run grattez` rebuilds
      input: { grattez: 'src/cli/main.ts', 'audit-worker': 'src/cli/audit-worker.ts' },
      output: {
        entryFileNames: '[name].mjs',
        banner: (chunk) => (chunk.name === 'grattez' && chunk.isEntry ? '#!/usr/bin/env node' : ''),
      },
    },
  },
});
