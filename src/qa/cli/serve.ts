import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type Plugin } from 'vite';
import { undoOnInterrupt } from '../../headless/interrupt.ts';

/** The built app (player and QA sheet) served on a free loopback port. */
export interface Served {
  readonly url: string; // no trailing slash
  close(): Promise<void>;
}

/**
 * A `vite preview` plugin: a file that fails as it is sent (removed while the server, closing,
 * still answers a request the page made last) ends that request, rather than the process with an
 * uncaught ENOENT from the file's stream, which nothing else listens to.
 */
export const fileErrorsEndTheirRequest: Plugin = {
  name: 'grattez-file-errors-end-their-request',
  configurePreviewServer(server) {
    server.middlewares.use((_req, res, next) => {
      res.on('pipe', (file: NodeJS.ReadableStream) => file.on('error', () => res.destroy()));
      next();
    });
  },
};

/**
 * Builds the app with the project's Vite config into a temporary folder and serves it
 * with `vite preview`: QA draws exactly what ships, art outlines included. With `built`, the
 * folder of a build just made from the same sources (`npm test`'s build:app step), that build is
 * served as it is, and kept.
 */
export async function serveBuiltApp(root: string, built?: string): Promise<Served> {
  const outDir = built ?? mkdtempSync(join(tmpdir(), 'grattez-qa-build-'));
  const remove = () => {
    if (built === undefined) rmSync(outDir, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, exitOnInterrupt), the temporary build goes too.
  const forget = undoOnInterrupt(remove);
  const cleanUp = () => {
    forget();
    remove();
  };
  try {
    // The project's config is loaded by Vite's module runner, not bundled: the bundler that bundles
    // a config has no option against its "[PLUGIN_TIMINGS]" warning, which it prints on stderr,
    // whatever the log level, when the machine is busy enough to make its plugins look slow.
    if (built === undefined)
      await build({
        root,
        configLoader: 'runner',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
    else if (!existsSync(join(built, 'qa.html'))) throw new Error(`${built} holds no build of the QA sheet (qa.html)`);
    // The preview server only sends the built files: without the project's config, which Vite
    // would bundle and load with every build plugin it imports (the art's outliner, React's), for
    // nothing the files need. That load was most of the serving stage's CPU time.
    const server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
      plugins: [fileErrorsEndTheirRequest], // the temporary build is removed as the server closes
    });
    const url = server.resolvedUrls?.local[0];
    if (url === undefined) throw new Error('vite preview did not report its address');
    return {
      url: url.replace(/\/$/, ''),
      async close() {
        await server.close();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
