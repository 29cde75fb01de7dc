import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  plugins: [react(), outlineArt()],
  // One entry chunk by design (React + Pixi ≈ 780 KB raw); its gzip size is measured by `npm run bench`.
  build: {
    target: 'es2022',
    // Generated for debugging, but not referenced by the served files (no sourceMappingURL).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    // Fonts stay files: a strict Content-Security-Policy (font-src 'self') refuses data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
