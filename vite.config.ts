import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { outlineArt } from './build/outlineArt.ts';
import { ticketLinkHint } from './build/ticketLinkHint.ts';

export default defineConfig({
  // The ticket art's text is drawn in the project's fonts, as outlines (build/outlineArt.ts).
  // A link to a ticket preloads the ticket's chunk while the entry arrives (build/ticketLinkHint.ts).
  plugins: [react(), outlineArt(), ticketLinkHint()],
  // The ticket's renderer (src/render + Pixi, ≈ 420 KB raw) is a chunk of its own, imported
  // dynamically by src/main.tsx; what each page loads is measured by `npm run bench -- bundle`.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 500 },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
