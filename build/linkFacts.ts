import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Rollup } from 'vite';
import { GAME_IDS, GAMES } from '../src/engine/index.ts';
import { designFolders } from './outlineArt.ts';

/** What the scripts a ticket link runs before the app (the preload hint, the boot still) know of the games and designs. */
export interface LinkFacts {
  /** Serial prefix → game. */
  readonly prefixes: Record<string, string>;
  /** Each game's block size: a serial's index is below it. */
  readonly blockSizes: Record<string, number>;
  /** Every built-in design, by its folder's name, as its design.json says. */
  readonly designs: Record<
    string,
    {
      readonly game: string;
      readonly variant: string | null;
      readonly width: number;
      readonly height: number;
      readonly background: string;
    }
  >;
  /** By `${design}.${lang}`: the still's file name in the build (src/stills/<design>.<lang>.webp). */
  readonly stills: Record<string, string>;
}

/**
 * The facts, from the engine's registry, the design folders under `root` (read from disk: the app
 * reads them through Vite's glob, which a plugin does not have) and the build's assets.
 */
export function linkFacts(root: string, assets: readonly Rollup.OutputAsset[]): LinkFacts {
  const designs: Record<string, LinkFacts['designs'][string]> = {};
  for (const folder of designFolders(resolve(root, 'designs'))) {
    const { game, variant, width, height, background } = JSON.parse(
      readFileSync(resolve(folder, 'design.json'), 'utf8'),
    ) as LinkFacts['designs'][string];
    designs[basename(folder)] = { game, variant, width, height, background };
  }
  const stills: Record<string, string> = {};
  for (const asset of assets)
    for (const name of asset.originalFileNames) {
      const match = /(?:^|\/)src\/stills\/([\w-]+\.[a-z]{2})\.webp$/.exec(name);
      if (match !== null) stills[match[1]!] = asset.fileName;
    }
  return {
    prefixes: Object.fromEntries(GAME_IDS.map((game) => [GAMES[game].serialPrefix, game])),
    blockSizes: Object.fromEntries(GAME_IDS.map((game) => [game, GAMES[game].blockSize])),
    designs,
    stills,
  };
}
