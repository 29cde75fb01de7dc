import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';
import { ticketLinkHint } from './build/ticketLinkHint.ts';
import { bootStillScript } from './build/boot/plugin.ts';
import { appPreload } from './build/appPreload.ts';
import { loadGuardScript } from './build/loadGuard.ts';

const page = (name: string): string => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  // A link to a ticket preloads the ticket's chunk while the entry arrives (build/ticketLinkHint.ts),
  // and shows the covered ticket before the app's scripts have run (build/boot/); the page
  // preloads the app, which its entry imports once that ticket is painted (build/appPreload.ts).
  // A page whose first modules cannot be fetched says so rather than stay blank (build/loadGuard.ts).
  plugins: [react(), outlineArt(), ticketLinkHint(), bootStillScript(), loadGuardScript(), appPreload()],
  // The player and each tool (the embeddable demo without React, the studio, the QA sheet) are
  // entries of their own, so that one never weighs on another's first load; `npm run bench --
  // bundle` measures each. Paths are absolute: `grattez render` builds the studio from elsewhere.
  // The player's renderer (src/render + Pixi) is a chunk of its own, imported on demand.
  build: {
    target: 'es2022',
    // Generated for debugging, but not referenced by the served files (no sourceMappingURL).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024, // the studio's exporters (mediabunny, gifenc, fflate) are large
    // Every browser the build targets preloads modules itself (Safari since 17).
    modulePreload: { polyfill: false },
    // Fonts stay files: a strict Content-Security-Policy (font-src 'self') refuses data: URLs. So do
    // the symbols' pictures: inlined, they weighed on the ticket's chunk (and the embed's first
    // load) for pictures drawn only after a ticket's first frame; as files, a ticket asks for its
    // own while Pixi starts (preloadPicture).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$|[\\/]assets[\\/]symbols[\\/]/.test(file) ? false : undefined),
    rollupOptions: {
      // No "[PLUGIN_TIMINGS]" block at the end of a build: it lists the plugins that took the
      // longest (the art's outlines, by design) and reads like a warning.
      checks: { bundlerTimings: false },
      input: {
        player: page('index.html'),
        embed: page('embed.html'),
        studio: page('studio.html'),
        qa: page('qa.html'),
      },
      // Left to itself, the bundler cuts the code the four pages share into a chunk per set of pages
      // that share it: many small files, where an HTTP/1.1 server gives a page six connections.
      // These groups keep the files a page starts on few (`npm run bench -- bundle` lists them):
      // - zod alone: a page that validates nothing (the embed) never loads it;
      // - React (and zustand's React binding): the embed, without React, never loads it;
      // - core, the code every page runs (engine, layouts, coverage, the store's base, the words'
      //   formatters: each language's shared words are a chunk of their own, and its player's words
      //   another, which the embed never loads, src/i18n/messages.ts; and the page's side of its
      //   load guard, src/pageStarted.ts);
      // - app, the player's own modules that its lazy screens share with it (the stills' addresses, the
      //   odds, the still's marks: each a file of its own otherwise);
      // - fonts, the @font-face rules, the web fonts' and their stand-ins', in a stylesheet without
      //   @media rules (src/styles/fallbackFonts.css says why; only a font that is used is fetched);
      // - pageStart, how the player, the studio and the QA sheet start (src/pageStart.ts), with the
      //   boot hint, which the player's entry reads for its language and its app writes: alone, it
      //   would be a file of its own on the player's first load.
      // `npm run bench -- bundle` checks what each page loads against its budget.
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/](?!.*locales)/, priority: 4 },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/]((react|react-dom|scheduler)[\\/]|zustand[\\/]esm[\\/](index|react)\.mjs)/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'core',
              test: /[\\/]src[\\/](engine[\\/]|layouts[\\/](index|geometry)\.ts|i18n[\\/](?!audit|studio|qa|embed|designWords|amountInWords|(fr|en)(Player)?\.ts|loadFailure)|state[\\/](coverage|settingsSlice|scratchLog|deepLink)\.ts|render[\\/]fonts\.ts|pageStarted\.ts)|[\\/]node_modules[\\/]zustand[\\/]esm[\\/](vanilla|middleware)\.mjs|vite[\\/]preload-helper/,
              priority: 1,
            },
            {
              name: 'app',
              test: /[\\/]src[\\/](state[\\/](appPicture|persistence|strictCsp)\.ts|ui[\\/](AppContext|Odds)\.tsx|ui[\\/]stillMarks\.ts|stills[\\/]index\.ts)/,
            },
            {
              name: 'fonts',
              test: /[\\/](node_modules[\\/]@fontsource[\\/].*|src[\\/]styles[\\/]fallbackFonts)\.css$/,
            },
            {
              name: 'pageStart',
              test: /[\\/]src[\\/](pageStart|loadNote|state[\\/]bootHint|i18n[\\/]loadFailure)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
