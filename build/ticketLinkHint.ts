import type { Plugin, Rollup } from 'vite';
import { SERIAL_PATTERN } from '../src/engine/index.ts';
import { LANGS } from '../src/i18n/lang.ts';
import { BOOT_HINT_KEY } from '../src/state/bootHint.ts';
import { chunkClosure, isChunk, playerChunks } from './appPreload.ts';
import { linkFacts } from './linkFacts.ts';

/*
 * A link to a ticket (?serial=… or ?game=…) needs the ticket's chunk (src/render and Pixi) at once,
 * but the app asks for it only once its own entry has arrived and started: one round trip and the
 * entry's whole start later. This plugin adds to each page that can load the ticket a tiny async
 * script (a file: the CSP allows no inline script) which, on such a link only, preloads the
 * ticket's chunk while the entry is still arriving; the browser also compiles it off the main
 * thread. Any other visit (the lobby) runs the few bytes and fetches nothing more.
 */

/** The modules whose chunks a ticket link needs: the renderer, the ticket screen, its sounds. */
const TICKET_MODULES = [
  /[\\/]src[\\/]render[\\/]mountTicket\.ts$/,
  /[\\/]src[\\/]ui[\\/]TicketScreen\.tsx$/,
  /[\\/]src[\\/]sound[\\/]playerSound\.ts$/,
];

/** The font files the ticket's first frame draws with (src/render/fonts.ts), and the page's text. */
const TICKET_FONTS = /[\\/]?(fredoka-latin-600|nunito-latin-(400|700|800))-normal-[\w-]+\.woff2$/;

/** What a ticket link preloads; file names are in the hint's own folder. */
export interface HintPlan {
  readonly modules: readonly string[]; // module chunks, however deep, that the entry does not bring
  readonly fonts: readonly string[];
  readonly art: Readonly<Record<string, readonly string[]>>; // by `${design}.${lang}`: `cat.en`
  readonly prefixes: Readonly<Record<string, string>>; // serial prefix → game
  readonly serialPattern: string; // the engine's SERIAL_PATTERN
  readonly stills: Readonly<Record<string, string>>; // by `${design}.${lang}`: the boot still's picture (build/boot)
  readonly hintKey: string; // where the app keeps the boot hint in localStorage (src/state/bootHint.ts)
}

/**
 * Whether the Chien & Chat ticket (seed, block, index) is a cat: the first draw of the ticket's
 * generator, bit 31, as the engine deals it (Dealer's keys, Sfc32.reseed, then drawPawsFace's
 * first nextInt32; src/engine/block.ts, rng.ts, games/paws/face.ts). Plain ES5, for the hint; a test checks
 * it against the engine on thousands of serials.
 */
export const IS_CAT = `function mix(x){var h=Math.imul(x^(x>>>16),0x85ebca6b);h=Math.imul(h^(h>>>13),0xc2b2ae35);return h^(h>>>16)}function hs(t,salt){var h=mix(salt^0x9e3779b9);for(var i=0;i<t.length;i++){h=Math.imul(h^t.charCodeAt(i),0x01000193);h=(h<<13)|(h>>>19)}return mix(h^t.length)>>>0}function isCat(seed,block,index){var gs=hs('paws',0x67726174),k0=mix(hs(seed,1)^gs)^mix(block+0x51ed270b),k1=mix(hs(seed,2)+gs)^mix(block^0x2545f491),m=mix(index^0x13198a2e),a=mix(k0^m),b=mix(k1+m),c=m,d=1;for(var i=0;i<3;i++){var t=(((a+b)|0)+d)|0;d++;a=b^(b>>>9);b=(c+(c<<3))|0;c=(((c<<21)|(c>>>11))+t)|0}return((((a+b)|0)+d)|0)>>>31===1}`;

/**
 * The hint's code: on a ticket link (`?serial=…` or `?game=…`), preloads the plan's modules and
 * fonts, and the art of the ticket's own design in the link's language (else the one the player
 * chose, else French): `game=months` the
 * months, `game=paws&variant=dog|cat` that animal, a serial the design it decides (a Chien & Chat
 * serial decides dog or cat, computed as the engine deals it). `game=paws` alone, whose animal is
 * drawn when the ticket is bought, preloads no art rather than one that may go unused. The first
 * frame waits for the art: at high priority, the browser does not hold it back behind the page's
 * scripts, as it does images by default while a page loads. A serial's link also preloads, first,
 * the still the boot still will show (build/boot/bootStill.ts), unless the app's hint says that
 * ticket was begun; the language a returning player chose comes from that hint too.
 */
export function hintCode(plan: HintPlan): string {
  return `(function(){var q=location.search;if(!/[?&](serial|game)=/.test(q))return;var s=document.currentScript&&document.currentScript.src;if(!s)return;var P=${JSON.stringify(plan)};${IS_CAT}function add(f,rel,as,cors){var l=document.createElement('link');l.rel=rel;if(as){l.as=as;if(as==='font')l.type='font/woff2';else l.fetchPriority='high'}if(cors)l.crossOrigin='';l.setAttribute('data-ticket-link','');l.href=new URL(f,s).href;document.head.appendChild(l)}var h={};try{h=JSON.parse(localStorage.getItem(P.hintKey)||'{}')||{}}catch(e){}var p=new URLSearchParams(q),game=p.get('game'),serial=p.get('serial'),variant=p.get('variant'),design='',lang=p.get('lang')==='en'||(p.get('lang')===null&&h.lang==='en')?'en':'fr';if(serial!==null&&game===null){var m=new RegExp(P.serialPattern).exec(serial.trim());game=m?P.prefixes[m[1]]||'':'';design=game==='paws'?(isCat(m[2],Number(m[3]),Number(m[4]))?'cat':'dog'):game}else if(serial===null&&game==='paws')design=variant==='dog'||variant==='cat'?variant:'';else if(serial===null&&game==='months')design='months';var chosen=p.get('design');if(chosen!==null&&P.art[chosen+'.'+lang]&&design!=='')design=chosen;var still=serial!==null&&!(h.serial===serial.trim()&&h.begun!==false)&&P.stills[design+'.'+lang];if(still)add(still,'preload','image',false);P.modules.forEach(function(f){add(f,'modulepreload','',true)});P.fonts.forEach(function(f){add(f,'preload','font',true)});(P.art[design+'.'+lang]||[]).forEach(function(f){add(f,'preload','image',false)})})();\n`;
}

export function ticketLinkHint(): Plugin {
  let root = process.cwd();
  let hint: { readonly fileName: string; readonly entry: string } | null = null;
  return {
    name: 'grattez:ticket-link-hint',
    apply: 'build',
    enforce: 'pre', // its file must exist before Vite writes the pages
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      hint = null;
      const items = Object.values(bundle);
      const chunks = items.filter(isChunk);
      const ticket = TICKET_MODULES.map((test) =>
        chunks.find((c) => c.facadeModuleId !== null && test.test(c.facadeModuleId)),
      );
      const renderer = ticket[0];
      const player = playerChunks(bundle);
      if (renderer === undefined || player === null || !player.app.dynamicImports.includes(renderer.fileName)) return;
      // The ticket's chunks and every chunk they import, however deep, that the page does not
      // already bring: its entry and the app's chunks it preloads (build/appPreload.ts). Other
      // pages sharing the ticket's code split it into several chunks.
      const loadedFirst = chunkClosure(bundle, [player.entry.fileName, player.app.fileName]);
      const needed = ticket.filter((c) => c !== undefined).map((c) => c.fileName);
      const folder = renderer.fileName.slice(0, renderer.fileName.lastIndexOf('/') + 1);
      const local = (fileName: string) => fileName.slice(folder.length);
      const assets = items.filter((item): item is Rollup.OutputAsset => item.type === 'asset');
      const artFile = (design: string, name: string): string | undefined =>
        assets.find((a) => a.originalFileNames.some((o) => o.endsWith(`designs/${design}/${name}.svg`)))?.fileName;
      // Each design's art: its background in each language (`dog.svg`, `dog.en.svg`). A link
      // names a game or a serial, so only the games' default designs are looked for.
      const facts = linkFacts(root, assets);
      const art: Record<string, string[]> = {};
      for (const [design, { background }] of Object.entries(facts.designs)) {
        const name = background.replace(/\.svg$/, '');
        for (const lang of LANGS) {
          const file = artFile(design, lang === 'fr' ? name : `${name}.${lang}`);
          art[`${design}.${lang}`] = file === undefined ? [] : [local(file)];
        }
      }
      const plan: HintPlan = {
        modules: [...chunkClosure(bundle, needed)].filter((f) => !loadedFirst.has(f)).map(local),
        fonts: assets.filter((a) => TICKET_FONTS.test(a.fileName)).map((a) => local(a.fileName)),
        art,
        prefixes: facts.prefixes,
        serialPattern: SERIAL_PATTERN.source,
        stills: Object.fromEntries(Object.entries(facts.stills).map(([key, file]) => [key, local(file)])),
        hintKey: BOOT_HINT_KEY,
      };
      const ref = this.emitFile({ type: 'asset', name: 'ticket-link.js', source: hintCode(plan) });
      hint = { fileName: this.getFileName(ref), entry: player.entry.fileName };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (hint === null || ctx.chunk?.fileName !== hint.entry) return html;
        return [
          {
            tag: 'script',
            attrs: { async: true, fetchpriority: 'high', src: `/${hint.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
