import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // One entry chunk by design (React + Pixi ≈ 780 KB raw); its gzip size is measured by `npm run bench`.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1024 },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
