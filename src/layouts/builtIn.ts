/**
 * The design folders there were when the code was built: each designs/<id>/design.json, by path
 * (`../../designs/dog/design.json`). Vite (the build, the dev server, Vitest, the CLI's bundle)
 * expands the glob, so adding a folder edits no source file. The scripts that plain Node runs
 * through tsx (`npm run qa`, the bench) have no such step: they read the same folders from disk.
 */
export function builtInDesignFiles(): Readonly<Record<string, unknown>> {
  // Vite sets import.meta.env, so a page's bundle drops the reading from disk; tsx does not.
  if ((import.meta as { env?: unknown }).env === undefined) return designFilesOnDisk();
  return import.meta.glob<unknown>('../../designs/*/design.json', { eager: true, import: 'default' });
}

/** The part of node:fs read here (a layer of the pages does not import Node's modules). */
interface NodeFs {
  readdirSync(path: URL): string[];
  existsSync(path: URL): boolean;
  readFileSync(path: URL, encoding: 'utf8'): string;
}

function designFilesOnDisk(): Record<string, unknown> {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = process?.getBuiltinModule?.('node:fs') as NodeFs | undefined;
  if (fs === undefined)
    throw new Error('the design folders cannot be found: run through Vite, or in Node 20.16 or later');
  const root = new URL(/* @vite-ignore */ '../../designs/', import.meta.url);
  const files: Record<string, unknown> = {};
  for (const name of fs.readdirSync(root).sort()) {
    const file = new URL(`${name}/design.json`, root);
    if (fs.existsSync(file)) files[`../../designs/${name}/design.json`] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return files;
}
