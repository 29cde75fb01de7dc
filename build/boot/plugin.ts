import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { GAME_IDS, GAMES } from '../../src/engine/index.ts';
import { BOOT_HINT_KEY } from '../../src/state/bootHint.ts';
import { designFolders } from '../outlineArt.ts';
import { IS_CAT } from '../ticketLinkHint.ts';
import { bootStill, type BootPlan } from './bootStill.ts';
import { stillFiles } from './stillFiles.ts';

/** The boot script's text: its plan, and `bootStill` run with it (the Chien & Chat animal as the hint computes it). */
export function bootCode(plan: BootPlan): string {
  return `(function(){${IS_CAT}(${bootStill.toString()})(${JSON.stringify(plan)},isCat)})();\n`;
}

/**
 * Writes the boot still (build/boot/bootStill.ts) into the build, as a file (the CSP allows no
 * inline script), run by the player's page just after its `#root`: parser-blocking, so that the
 * shell is in the page before its first paint. It weighs a few kB compressed; any page but a
 * ticket link runs it and returns.
 */
export function bootStillScript(): Plugin {
  let fileName: string | null = null;
  let root = process.cwd();
  return {
    name: 'grattez:boot-still',
    apply: 'build',
    enforce: 'pre', // its file must exist before Vite writes the pages
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      fileName = null;
      // The built-in designs, read from their folders (src/layouts reads them through Vite's glob).
      const designs: Record<string, BootPlan['designs'][string]> = {};
      for (const folder of designFolders(resolve(root, 'designs'))) {
        const d = JSON.parse(readFileSync(resolve(folder, 'design.json'), 'utf8')) as {
          design: string;
          game: string;
          variant: string | null;
          width: number;
          height: number;
        };
        designs[d.design] = { game: d.game, variant: d.variant, width: d.width, height: d.height };
      }
      const stills = stillFiles(
        Object.values(bundle).filter((item): item is Rollup.OutputAsset => item.type === 'asset'),
      );
      if (Object.keys(stills).length === 0) return; // a build without the player (the studio alone)
      const folder = Object.values(stills)[0]!.replace(/[^/]*$/, '');
      for (const key of Object.keys(stills)) stills[key] = stills[key]!.slice(folder.length);
      const plan: BootPlan = {
        shells: JSON.parse(readFileSync(new URL('./shells.json', import.meta.url), 'utf8')) as Record<string, string>,
        stills,
        designs,
        prefixes: Object.fromEntries(GAME_IDS.map((game) => [GAMES[game].serialPrefix, game])),
        blockSizes: Object.fromEntries(GAME_IDS.map((game) => [game, GAMES[game].blockSize])),
        hintKey: BOOT_HINT_KEY,
      };
      const ref = this.emitFile({ type: 'asset', name: 'boot-still.js', source: bootCode(plan) });
      fileName = `${folder}${this.getFileName(ref).slice(folder.length)}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (fileName === null || !ctx.filename.endsWith('index.html') || !html.includes('<div id="root">')) return html;
        return html.replace('<div id="root"></div>', `<div id="root"></div>\n    <script src="/${fileName}"></script>`);
      },
    },
  };
}
