import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  plugins: [react(), outlineArt()],
  // Two pages: the player (React) and the embeddable demo (no React). They share one chunk (engine,
  // state, Pixi painter); each page's first load is measured by `npm run bench -- bundle`.
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1024,
    // Each page is an entry of its own, so that one never weighs on another's first load.
    rollupOptions: {
      input: { main: 'index.html', embed: 'embed.html' },
      // The layout schema only defines zod schemas: a page that never parses a layout (they are
      // checked by the tests, see src/layouts/index.ts) leaves it, and zod, out of its bundle.
      treeshake: { moduleSideEffects: [{ test: /\/src\/layouts\/layoutSchema\.ts$/, sideEffects: false }] },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
