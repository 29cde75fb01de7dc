import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest folder above `moduleUrl` whose package.json is grattez's.
 * Searched rather than computed from the module's place, as the same code runs from src/cli
 * (tests, tsx) and from the CLI bundle in dist-cli. Call it when needed: jsdom tests load these
 * modules where import.meta.url is not a file.
 */
export function projectRoot(moduleUrl: string): string {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'grattez')
      return dir;
    if (dirname(dir) === dir) throw new Error(`no grattez package.json above ${start}`);
  }
}
