import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files of a folder of designs/ as a folder input gives them (each with its path in the
 * folder), their text changed by `change` where a test needs a design that is not quite the one
 * built in.
 */
export function folderFiles(name: string, change: (file: string, text: string) => string = (_, t) => t): File[] {
  const dir = join(import.meta.dirname, '../../designs', name);
  return readdirSync(dir).map((entry) => {
    const file = new File([change(entry, readFileSync(join(dir, entry), 'utf8'))], entry);
    Object.defineProperty(file, 'webkitRelativePath', { value: `${name}/${entry}` });
    return file;
  });
}
