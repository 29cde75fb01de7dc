import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';
import { appPreloads, BOOT_PRELOADS_ATTRIBUTE, BOOT_WORDS_PREFIX, bootWordsPreloads } from '../appPreload.ts';
import { SERIAL_PATTERN, serialCheckCode } from '../../src/engine/index.ts';
import { BOOT_HINT_KEY, FIRST_VISIT_LANG } from '../../src/state/bootHint.ts';
import { linkFacts } from '../linkFacts.ts';
import { classicScript } from '../classicScript.ts';
import { firstModules, guardCode } from '../loadGuard.ts';
import { IS_CAT } from '../ticketLinkHint.ts';
import { bootStill, type BootPlan } from './bootStill.ts';
import { bootWords } from './bootWords.ts';

/**
 * The boot script's text: `bootStill` run with its plan, the Chien & Chat animal as the link hint
 * computes it, and the engine's own serial check code (its text: it is self-contained); then the
 * app's chunks its tag lists (`data-app-preload`) asked for, in a microtask, so after the still,
 * whose request the image starts in one queued before. Listed in the page's head, they were asked
 * for first: on a server's six connections (HTTP/1.1) the still waited for a dozen of them, and the
 * app starts only once the still is painted (src/entry.ts). With them, the words of the page's
 * language (build/boot/bootWords.ts), which the app needs as much as its code: asked for by the
 * entry, they came a round trip after it had run.
 */
export function bootCode(plan: BootPlan): string {
  const words = `(${bootWords.toString()})(tag,'${BOOT_WORDS_PREFIX}',${JSON.stringify(plan.hintKey)},${JSON.stringify(FIRST_VISIT_LANG)})`;
  return `(function(){var tag=document.currentScript;${IS_CAT}try{(${bootStill.toString()})(${JSON.stringify(plan)},isCat,${serialCheckCode.toString()})}finally{var files=tag?((tag.getAttribute('${BOOT_PRELOADS_ATTRIBUTE}')||'')+' '+${words}).split(' ').filter(Boolean):[];if(files.length)queueMicrotask(function(){files.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})})}})();\n`;
}

/**
 * Writes the boot still (build/boot/bootStill.ts) into the build, as a file (the CSP allows no
 * inline script), run by the player's page just after its `#root`: parser-blocking, so that the
 * shell is in the page before its first paint, and preloaded from the top of the page. It weighs
 * a few kB compressed; any page but a ticket link runs it and returns.
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
      // The player's load guard (build/loadGuard.ts) first, in the same file: no request of its own.
      const guard = guardCode('player', firstModules(bundle, 'player')).trimEnd();
      const source = `${guard.endsWith(';') ? guard : `${guard};`}\n${classicScript('boot-still.js', bootCode(plan))}`;
      const ref = this.emitFile({ type: 'asset', name: 'boot-still.js', source });
      fileName = `${folder}${this.getFileName(ref).slice(folder.length)}`;
    },
    transformIndexHtml: {
      order: 'post', // before build/appPreload.ts's, which leaves the app's chunks to this script
      handler(html, ctx) {
        if (fileName === null || !ctx.filename.endsWith('index.html') || !html.includes('<div id="root">')) return html;
        const { bundle, chunk } = ctx;
        const preloads =
          bundle === undefined || chunk === undefined
            ? []
            : appPreloads(bundle, chunk, ctx.path).map((name) => `/${name}`);
        // Each language's words: the boot asks for its page's language's only.
        const words =
          bundle === undefined || chunk === undefined
            ? []
            : [...bootWordsPreloads(bundle, chunk)].map(
                ([lang, files]) => ` ${BOOT_WORDS_PREFIX}${lang}="${files.map((name) => `/${name}`).join(' ')}"`,
              );
        const listed = `${preloads.length === 0 ? '' : ` ${BOOT_PRELOADS_ATTRIBUTE}="${preloads.join(' ')}"`}${words.join('')}`;
        // Asked for first thing: the page's other requests (styles, modules, fonts) would otherwise
        // queue before it, and the page's parser waits for it.
        return html
          .replace('<head>', `<head>\n    <link rel="preload" as="script" fetchpriority="high" href="/${fileName}" />`)
          .replace('<div id="root"></div>', `<div id="root"></div>\n    <script src="/${fileName}"${listed}></script>`);
      },
    },
  };
}
