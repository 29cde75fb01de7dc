import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { contentType } from '../../src/headless/chromium.ts';

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

const ERROR_RECORDER_PATH = '/__test__/errors.js';
/** Where the recorder keeps what it heard: the tab's session storage, which outlives navigations. */
export const RECORDED_ERRORS_KEY = 'grattez-test-errors';

/**
 * A classic script run first in every page (with `recordErrors`), for engines whose driver reports
 * no page errors: it keeps every uncaught error, unhandled rejection, failed load, CSP violation
 * and console error in the tab's sessionStorage, under RECORDED_ERRORS_KEY, while the page is shown.
 */
const ERROR_RECORDER = `(() => {
  const key = ${JSON.stringify(RECORDED_ERRORS_KEY)};
  // A page being left has its loads cancelled: what fails then is not an error a person sees.
  let leaving = false;
  addEventListener('beforeunload', () => { leaving = true; });
  addEventListener('pagehide', () => { leaving = true; });
  addEventListener('pageshow', () => { leaving = false; });
  const keep = (text) => {
    if (leaving) return;
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || '[]');
      list.push(location.pathname + ': ' + text);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch (e) {}
  };
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && (t.src || t.href)) keep('failed to load ' + (t.src || t.href));
    else keep('error: ' + e.message);
  }, true);
  addEventListener('unhandledrejection', (e) => keep('unhandled rejection: ' + ((e.reason && e.reason.message) || e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => keep('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));
  const error = console.error.bind(console);
  console.error = (...args) => { keep('console: ' + args.map(String).join(' ')); error(...args); };
})();
`;

/**
 * Serves the built app (dist/) on a free loopback port, as a host would: any unknown path gets
 * index.html. With `csp`, every response carries that Content-Security-Policy (the embed page, if
 * any, may be framed), plus the other headers docs/reliability.md recommends. Addresses up to
 * 256 KB are accepted (Node's default stops at 16 KB), so that long parameters reach the app.
 * With `recordErrors`, every page runs ERROR_RECORDER first. With `cacheAssets`, the hashed files
 * (/assets/…) are marked cacheable for a year, as a host serves them: a browser that loads the app
 * again and again takes its scripts, styles and fonts from its cache, as a returning player's does.
 * With `refuse`, the paths it matches get no answer: their connection is cut; with `cut`, half
 * their bytes.
 */
export function serveDist(
  options: {
    readonly csp?: string;
    readonly recordErrors?: boolean;
    readonly cacheAssets?: boolean;
    readonly refuse?: RegExp; // paths whose connection is cut before any answer: a dropped connection
    readonly cut?: RegExp; // paths answered with half their bytes, not to be kept: a file cut short
  } = {},
): Promise<StaticServer> {
  const root = join(process.cwd(), 'dist');
  const server = createServer({ maxHeaderSize: 256 * 1024 }, (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    if (options.refuse?.test(path) === true) {
      request.socket.destroy();
      return;
    }
    if (options.recordErrors === true && path === ERROR_RECORDER_PATH) {
      response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      response.end(ERROR_RECORDER);
      return;
    }
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    response.setHeader('Content-Type', contentType(file));
    if (options.cacheAssets === true && path.startsWith('/assets/') && file.startsWith(join(root, 'assets')))
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (options.csp !== undefined) {
      const embed = /\/embed(\.html)?$/.test(path);
      response.setHeader(
        'Content-Security-Policy',
        embed ? options.csp.replace("frame-ancestors 'none'", 'frame-ancestors *') : options.csp,
      );
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Referrer-Policy', 'no-referrer');
    }
    let body = readFileSync(file);
    if (options.cut?.test(path) === true) {
      body = body.subarray(0, body.length >> 1);
      response.setHeader('Cache-Control', 'no-store');
    }
    response.end(
      options.recordErrors === true && file.endsWith('.html')
        ? body.toString('utf8').replace('<head>', `<head><script src="${ERROR_RECORDER_PATH}"></script>`)
        : body,
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('the server has no port');
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections(); // a browser's idle kept-alive connections would hold it open
          }),
      });
    }),
  );
}
