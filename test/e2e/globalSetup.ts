import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PreviewServer, ViteDevServer } from 'vite';
import { createServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { toolChromium } from '../../src/headless/chromium.ts';
import { buildForProduction } from './productionBuild.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    devUrl: string;
  }
}

let server: PreviewServer | undefined;
let devServer: ViteDevServer | undefined;

/**
 * Builds the app once (the production build users get) into dist/, serves it on a free loopback
 * port, and hands the address to the tests. Under `npm test`, whose build:app step has just built
 * dist/ from the same sources, GRATTEZ_PREBUILT_APP=1 says so, and that build is used as it is.
 */
export async function setup(project: TestProject): Promise<void> {
  const chromiumPath = toolChromium();
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `end-to-end tests need Chromium at ${chromiumPath}: install Debian's package "chromium-headless-shell" or "chromium" (apt-get install -y chromium-headless-shell)`,
    );
  }
  if (process.env.GRATTEZ_PREBUILT_APP === '1') {
    if (!existsSync(join(process.cwd(), 'dist', 'index.html')))
      throw new Error('GRATTEZ_PREBUILT_APP=1, but dist/ holds no build: run npm run build:app first, or unset it');
  } else {
    await buildForProduction({ logLevel: 'warn' });
  }
  server = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('vite preview did not report its address');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  // The dev server too: React StrictMode double-mounts effects only in development builds.
  devServer = await createServer({
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    logLevel: 'warn',
  });
  await devServer.listen();
  const devUrl = devServer.resolvedUrls?.local[0];
  if (devUrl === undefined) throw new Error('the vite dev server did not report its address');
  project.provide('devUrl', devUrl.replace(/\/$/, ''));
}

export async function teardown(): Promise<void> {
  await server?.close();
  await devServer?.close();
}
