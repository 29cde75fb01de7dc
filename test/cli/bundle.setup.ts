/**
 * Vitest global setup (unit and end-to-end runs): builds the CLI bundle from the current sources
 * into a temporary folder and provides its path as `cliBundle`. Tests run that file (spawned, or as
 * the audit's worker threads), never dist-cli/ as they find it, which may be stale. The folder is
 * inside the project (node_modules/.cache), as the bundle finds the project from its own place,
 * like dist-cli/grattez.mjs does, to build the app for `render` and `check-layout --art`.
 * Under `npm test`, whose build:cli step has just built dist-cli/ from the same sources,
 * GRATTEZ_PREBUILT_CLI=1 says so, and each of its runs uses that one build.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cliBundle: string; // absolute path of the freshly built grattez.mjs
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.GRATTEZ_PREBUILT_CLI === '1') {
    const bundle = fileURLToPath(new URL('../../dist-cli/grattez.mjs', import.meta.url));
    if (!existsSync(bundle))
      throw new Error(
        'GRATTEZ_PREBUILT_CLI=1, but dist-cli/ holds no bundle: run npm run build:cli first, or unset it',
      );
    project.provide('cliBundle', bundle);
    return () => undefined;
  }
  const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'grattez-cli-'));
  await build({
    configFile: fileURLToPath(new URL('../../vite.cli.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true },
  });
  project.provide('cliBundle', join(outDir, 'grattez.mjs'));
  return () => rmSync(outDir, { recursive: true, force: true });
}
