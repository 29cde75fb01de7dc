import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { contentType } from '../../src/cli/headless.ts';

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the built app (dist/) on a free loopback port, as a host would: any unknown path gets
 * index.html. With `csp`, every response carries that Content-Security-Policy (the embed page, if
 * any, may be framed), plus the other headers docs/reliability.md recommends. Addresses up to
 * 256 KB are accepted (Node's default stops at 16 KB), so that long parameters reach the app.
 */
export function serveDist(options: { readonly csp?: string } = {}): Promise<StaticServer> {
  const root = join(process.cwd(), 'dist');
  const server = createServer({ maxHeaderSize: 256 * 1024 }, (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    response.setHeader('Content-Type', contentType(file));
    if (options.csp !== undefined) {
      const embed = /\/embed(\.html)?$/.test(path);
      response.setHeader(
        'Content-Security-Policy',
        embed ? options.csp.replace("frame-ancestors 'none'", 'frame-ancestors *') : options.csp,
      );
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Referrer-Policy', 'no-referrer');
    }
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('the server has no port');
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
