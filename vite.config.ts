import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  plugins: [react(), outlineArt()],
  // Each page is an entry of its own (the player with React, the embeddable demo without, the QA
  // sheet), so that one never weighs on another's first load; `npm run bench -- bundle` measures each.
  build: {
    target: 'es2022',
    // Generated for debugging, but not referenced by the served files (no sourceMappingURL).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    // Fonts stay files: a strict Content-Security-Policy (font-src 'self') refuses data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rollupOptions: {
      input: { main: 'index.html', embed: 'embed.html', qa: 'qa.html' },
      // The layout schema only defines zod schemas: a page that never parses a layout (they are
      // checked by the tests, see src/layouts/index.ts) leaves it, and zod, out of its bundle.
      treeshake: { moduleSideEffects: [{ test: /\/src\/layouts\/layoutSchema\.ts$/, sideEffects: false }] },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
