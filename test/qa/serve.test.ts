import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileErrorsEndTheirRequest } from '../../src/qa/cli/serve.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const dir = mkdtempSync(join(tmpdir(), 'grattez-serve-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileErrorsEndTheirRequest (the QA tools’ preview server)', () => {
  it('ends a request whose file fails as it is sent, and the server answers the next', async () => {
    let guard: Handler | null = null;
    const hook = fileErrorsEndTheirRequest.configurePreviewServer as (server: unknown) => void;
    hook({ middlewares: { use: (handler: Handler) => (guard = handler) } });
    expect(guard).not.toBeNull();
    writeFileSync(join(dir, 'here.svg'), '<svg/>');
    // As Vite's static files are sent: the file's stream piped into the response, after the guard.
    const server = createServer((req, res) =>
      guard!(req, res, () => createReadStream(join(dir, req.url === '/here.svg' ? 'here.svg' : 'gone.svg')).pipe(res)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // The request ends at once (fetch fails with a TypeError). Without the guard, the missing
      // file's stream error is uncaught, and the request is left hanging until the limit.
      const gone = await fetch(`${url}/gone.svg`, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.text())
        .then(
          () => 'answered',
          (error: Error) => error.name,
        );
      expect(gone).toBe('TypeError');
      expect(await (await fetch(`${url}/here.svg`)).text()).toBe('<svg/>');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
