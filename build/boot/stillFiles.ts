import type { Rollup } from 'vite';

/** The stills in a build's assets (src/stills/<design>.<lang>.webp), by `${design}.${lang}`: their file names. */
export function stillFiles(assets: readonly Rollup.OutputAsset[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const asset of assets)
    for (const name of asset.originalFileNames) {
      const match = /(?:^|\/)src\/stills\/([\w-]+\.[a-z]{2})\.webp$/.exec(name);
      if (match !== null) files[match[1]!] = asset.fileName;
    }
  return files;
}
