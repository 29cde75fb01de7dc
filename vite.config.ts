import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';
import { ticketLinkHint } from './build/ticketLinkHint.ts';

const page = (name: string): string => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  // A link to a ticket preloads the ticket's chunk while the entry arrives (build/ticketLinkHint.ts).
  plugins: [react(), outlineArt(), ticketLinkHint()],
  // The player and each tool (the embeddable demo without React, the studio, the QA sheet) are
  // entries of their own, so that one never weighs on another's first load; `npm run bench --
  // bundle` measures each. Paths are absolute: `grattez render` builds the studio from elsewhere.
  // The player's renderer (src/render + Pixi) is a chunk of its own, imported on demand.
  build: {
    target: 'es2022',
    // Generated for debugging, but not referenced by the served files (no sourceMappingURL).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    // Every browser the build targets preloads modules itself (Safari since 17).
    modulePreload: { polyfill: false }, // the studio's exporters (mediabunny, gifenc, fflate) are large
    // Fonts stay files: a strict Content-Security-Policy (font-src 'self') refuses data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rollupOptions: {
      input: {
        main: page('index.html'),
        embed: page('embed.html'),
        studio: page('studio.html'),
        qa: page('qa.html'),
      },
      // zod in a chunk of its own: a page that validates nothing (the embed) never loads it, even
      // though the chunks it shares with the tools would otherwise carry it along.
      output: { codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/](?!.*locales)/ }] } },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
