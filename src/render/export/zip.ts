import { strToU8, zipSync, type Zippable } from 'fflate';

/** Files are dated 1 January 2000 in the zip, so that the same batch always gives the same bytes. */
const FIXED_MTIME = new Date(Date.UTC(2000, 0, 1));

/**
 * A zip of `files` (path → bytes or text). Images and videos are already compressed and are
 * stored as they are; text is deflated.
 */
export function zipFiles(files: ReadonlyMap<string, Uint8Array | string>): Uint8Array<ArrayBuffer> {
  const tree: Zippable = {};
  for (const [path, content] of files) {
    const text = typeof content === 'string';
    tree[path] = [text ? strToU8(content) : content, { level: text ? 9 : 0, mtime: FIXED_MTIME }];
  }
  return zipSync(tree);
}
