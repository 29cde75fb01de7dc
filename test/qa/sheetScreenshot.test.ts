/**
 * The sheet's screenshots go through the DevTools protocol, whose calls wait for ever: a browser
 * that never answers fails the run with a message, rather than hanging it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fullPageScreenshot } from '../../src/qa/cli/browser.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A page whose protocol session answers `send` with `answer`, and counts its detaches. */
function pageAnswering(answer: (method: string) => Promise<unknown>) {
  const calls = { detached: 0, methods: [] as string[] };
  const session = {
    send: (method: string) => {
      calls.methods.push(method);
      return answer(method);
    },
    detach: () => {
      calls.detached++;
      return Promise.resolve();
    },
  };
  const page = { url: () => 'http://127.0.0.1/qa.html?width=768', context: () => ({ newCDPSession: () => session }) };
  return { page: page as unknown as Page, calls };
}

describe('the sheet’s full-page screenshot', () => {
  it('fails, naming the page, when the browser never answers, and lets go of its session', async () => {
    const { page, calls } = pageAnswering(() => new Promise(() => undefined));
    await expect(fullPageScreenshot(page, join(tmpdir(), 'never.png'), 50)).rejects.toThrow(
      'the browser gave no screenshot of http://127.0.0.1/qa.html?width=768 within 0.05 s',
    );
    expect(calls.detached).toBe(1);
  });

  it('writes the whole page the browser gives, from its size', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'grattez-shot-'));
    folders.push(folder);
    const png = Buffer.from('not really a PNG');
    const { page, calls } = pageAnswering((method) =>
      Promise.resolve(
        method === 'Page.getLayoutMetrics'
          ? { cssContentSize: { width: 767.5, height: 9000 } }
          : { data: png.toString('base64') },
      ),
    );
    await fullPageScreenshot(page, join(folder, 'sheet.png'));
    expect(readFileSync(join(folder, 'sheet.png'))).toEqual(png);
    expect(calls).toEqual({ detached: 1, methods: ['Page.getLayoutMetrics', 'Page.captureScreenshot'] });
  });
});
