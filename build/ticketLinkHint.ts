import type { Plugin, Rollup } from 'vite';

/*
 * A link to a ticket (?serial=… or ?game=…) needs the ticket's chunk (src/render and Pixi) at once,
 * but the app asks for it only once its own entry has arrived and started: one round trip and the
 * entry's whole start later. This plugin adds to each page that can load the ticket a tiny async
 * script (a file: the CSP allows no inline script) which, on such a link only, preloads the
 * ticket's chunk while the entry is still arriving; the browser also compiles it off the main
 * thread. Any other visit (the lobby) runs the few bytes and fetches nothing more.
 */

/** The module whose chunk a ticket link needs. */
const TICKET_MODULE = /[\\/]src[\\/]render[\\/]mountTicket\.ts$/;

function isChunk(item: Rollup.OutputBundle[string]): item is Rollup.OutputChunk {
  return item.type === 'chunk';
}

/** The hint's code: preloads `files` (names in the hint's own folder) when the address is a ticket link. */
export function hintCode(files: readonly string[]): string {
  return `(function(){if(!/[?&](serial|game)=/.test(location.search))return;var s=document.currentScript&&document.currentScript.src;if(!s)return;${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.setAttribute('data-ticket-link','');l.href=new URL(f,s).href;document.head.appendChild(l)})})();\n`;
}

export function ticketLinkHint(): Plugin {
  let hint: { readonly fileName: string; readonly entry: string } | null = null;
  return {
    name: 'grattez:ticket-link-hint',
    apply: 'build',
    enforce: 'pre', // its file must exist before Vite writes the pages
    generateBundle(_options, bundle) {
      hint = null;
      const chunks = Object.values(bundle).filter(isChunk);
      const ticket = chunks.find((c) => c.facadeModuleId !== null && TICKET_MODULE.test(c.facadeModuleId));
      const entry = chunks.find((c) => c.isEntry && ticket !== undefined && c.dynamicImports.includes(ticket.fileName));
      if (ticket === undefined || entry === undefined) return;
      // The ticket's chunk and what it imports that the entry does not already bring.
      const files = [ticket.fileName, ...ticket.imports.filter((f) => f !== entry.fileName)];
      const folder = ticket.fileName.slice(0, ticket.fileName.lastIndexOf('/') + 1);
      const ref = this.emitFile({
        type: 'asset',
        name: 'ticket-link.js',
        source: hintCode(files.map((f) => f.slice(folder.length))),
      });
      hint = { fileName: this.getFileName(ref), entry: entry.fileName };
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
