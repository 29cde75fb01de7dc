import { createServer, request as httpRequest } from 'node:http';
import type { StaticServer } from './staticServer.ts';

/**
 * A front for `origin` (a server of the build) that marks its hashed files (/assets/…) cacheable
 * for a year, as a host serves them: a browser that loads the app again and again then takes its
 * scripts, styles and fonts from its cache, as a returning player's does, in place of fetching
 * and compiling them anew each time. Everything else passes through untouched.
 */
export function cacheAssets(origin: StaticServer): Promise<StaticServer> {
  const target = new URL(origin.url);
  const server = createServer({ maxHeaderSize: 256 * 1024 }, (request, response) => {
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        maxHeaderSize: 256 * 1024,
      },
      (answer) => {
        const headers = { ...answer.headers };
        if ((request.url ?? '').startsWith('/assets/'))
          headers['cache-control'] = 'public, max-age=31536000, immutable';
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => response.destroy(error));
    request.pipe(forward);
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
