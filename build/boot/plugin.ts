import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';
import { SERIAL_PATTERN, serialCheckCode } from '../../src/engine/index.ts';
import { BOOT_HINT_KEY } from '../../src/state/bootHint.ts';
import { linkFacts } from '../linkFacts.ts';
import { classicScript } from '../classicScript.ts';
import { firstModules, guardCode } from '../loadGuard.ts';
import { IS_CAT } from '../ticketLinkHint.ts';
import { bootStill, type BootPlan } from './bootStill.ts';

/**
 * The boot script's text: `bootStill` run with its plan, the Chien & Chat animal as the link hint
 * computes it, and the engine's own serial check code (its text: it is self-contained).
 */
export function bootCode(plan: BootPlan): string {
  return `(function(){${IS_CAT}(${bootStill.toString()})(${JSON.stringify(plan)},isCat,${serialCheckCode.toString()})})();\n`;
}

/**
 * The player's first classic script's last part, after its load guard: on a link with a serial,
 * the boot still's script, written in just after it, so that it runs where it stood before, just
 * after `#root` and before the page's first paint, parser-blocking. `document.write` is the one way
 * a script decides whether the page's parser waits for another: an inserted element would not hold
 * the parser, nor the app's entry, which reads `grattezBoot` as it starts. Any other visit fetches
 * and runs none of it. Self-contained: its text is what the page runs.
 */
function bootLoader(file: string): void {
  const script = document.currentScript as HTMLScriptElement | null;
  if (script === null || new URLSearchParams(location.search).get('serial') === null) return;
  document.write(`<script src="${new URL(file, script.src).href}"></script>`);
}

/** The loader's text: `bootLoader` run with the boot still's file, in the loader's own folder. */
export function loaderCode(file: string): string {
  return `(${bootLoader.toString()})(${JSON.stringify(file)});\n`;
}

/**
 * Writes into the build the player's first classic script, `load-guard-player.js`, and the boot
 * still, `boot-still.js` (build/boot/bootStill.ts), as files (the CSP allows no inline script).
 * The first holds the player's load guard (build/loadGuard.ts) and the boot still's loader
 * (`bootLoader`); the page runs it just after its `#root`, parser-blocking, and preloads it from
 * the top of the page. The boot still, a few kB compressed (most of it its shells), is fetched and
 * run on a ticket's link only.
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
      const facts = linkFacts(
        root,
        Object.values(bundle).filter((item): item is Rollup.OutputAsset => item.type === 'asset'),
      );
      const stills = Object.values(facts.stills);
      if (stills.length === 0) return; // a build without the player (the studio alone)
      const folder = stills[0]!.replace(/[^/]*$/, '');
      const plan: BootPlan = {
        shells: JSON.parse(readFileSync(new URL('./shells.json', import.meta.url), 'utf8')) as Record<string, string>,
        stills: Object.fromEntries(Object.entries(facts.stills).map(([key, file]) => [key, file.slice(folder.length)])),
        designs: Object.fromEntries(
          Object.entries(facts.designs).map(([id, { game, variant, width, height }]) => [
            id,
            { game, variant, width, height },
          ]),
        ),
        prefixes: facts.prefixes,
        blockSizes: facts.blockSizes,
        serialPattern: SERIAL_PATTERN.source,
        hintKey: BOOT_HINT_KEY,
      };
      const still = this.emitFile({
        type: 'asset',
        name: 'boot-still.js',
        source: classicScript('boot-still.js', bootCode(plan)),
      });
      const stillFile = this.getFileName(still);
      // The player's load guard (build/loadGuard.ts) first, then the loader: one request for both.
      const guard = guardCode('player', firstModules(bundle, 'player')).trimEnd();
      const loader = classicScript('load-guard-player.js', loaderCode(stillFile.slice(stillFile.lastIndexOf('/') + 1)));
      const source = `${guard.endsWith(';') ? guard : `${guard};`}\n${loader}`;
      const ref = this.emitFile({ type: 'asset', name: 'load-guard-player.js', source });
      fileName = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (fileName === null || !ctx.filename.endsWith('index.html') || !html.includes('<div id="root">')) return html;
        // Asked for first thing: the page's other requests (styles, modules, fonts) would otherwise
        // queue before it, and the page's parser waits for it.
        return html
          .replace('<head>', `<head>\n    <link rel="preload" as="script" fetchpriority="high" href="/${fileName}" />`)
          .replace('<div id="root"></div>', `<div id="root"></div>\n    <script src="/${fileName}"></script>`);
      },
    },
  };
}
