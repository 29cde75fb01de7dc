/**
 * Vitest global setup (unit and end-to-end runs): builds the CLI bundle from the current sources
 * into a temporary folder and provides its path as `cliBundle`. Tests run that file (spawned, or as
 * the audit's worker threads), never dist-cli/, which may be stale. The folder is inside the
 * project (node_modules/.cache), as the bundle finds the project from its own place, like
 * dist-cli/grattez.mjs does, to build the app for `render` and `check-layout --art`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
