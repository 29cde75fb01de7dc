import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  plugins: [react(), outlineArt()],
  // One entry chunk by design (React + Pixi ≈ 780 KB raw); its gzip size is measured by `npm run bench`.
  // Each tool is an entry of its own (the QA sheet: qa.html), so that none weighs on the player's first load.
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1024,
    rollupOptions: { input: { main: 'index.html', qa: 'qa.html' } },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
