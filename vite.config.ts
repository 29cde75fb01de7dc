import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';

const page = (name: string): string => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  plugins: [react(), outlineArt()],
  // The player and each tool (the embeddable demo without React, the studio, the QA sheet) are
  // entries of their own, so that one never weighs on another's first load; `npm run bench --
  // bundle` measures each. Paths are absolute: `grattez render` builds the studio from elsewhere.
  build: {
    target: 'es2022',
    // Generated for debugging, but not referenced by the served files (no sourceMappingURL).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    // Fonts stay files: a strict Content-Security-Policy (font-src 'self') refuses data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rollupOptions: {
      input: {
        main: page('index.html'),
        embed: page('embed.html'),
        studio: page('studio.html'),
        qa: page('qa.html'),
      },
      // The layout schema only defines zod schemas: a page that never parses a layout (they are
      // checked by the tests, see src/layouts/index.ts) leaves it, and zod, out of its bundle.
      treeshake: { moduleSideEffects: [{ test: /\/src\/layouts\/layoutSchema\.ts$/, sideEffects: false }] },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
