/**
 * Vitest global setup: builds the CLI bundle from the current sources into a temporary folder
 * and provides its path as `cliBundle`. Tests run that file (spawned, or as the audit's worker
 * threads), never dist-cli/, which may be stale.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-cli-'));
  await build({
    configFile: fileURLToPath(new URL('../../vite.cli.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true },
  });
  project.provide('cliBundle', join(outDir, 'grattez.mjs'));
  return () => rmSync(outDir, { recursive: true, force: true });
}
