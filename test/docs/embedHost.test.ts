// @vitest-environment jsdom
/**
 * What docs/embed.md and its example page tell a host page: the example runs under a strict
 * Content-Security-Policy (nothing inline, its files beside it), and the example that tells two
 * embeds apart does (run here against two frames). test/e2e/embed.e2e.ts loads the example page
 * under the policy embed.md gives.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
const ROOT = join(import.meta.dirname, '..', '..');

const doc = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8');

/** The fenced blocks of docs/embed.md in a language. */
function blocks(lang: string): string[] {
  return [...doc('embed.md').matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === lang).map((m) => m[2]!);
}

/** What a strict policy (no 'unsafe-inline') refuses in a piece of HTML. */
function inline(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [
    ...[...page.querySelectorAll('script:not([src])')].map(() => '<script> without src'),
    ...[...page.querySelectorAll('style')].map(() => '<style>'),
    ...[...page.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().flatMap((name) => (name === 'style' || name.startsWith('on') ? [`${el.localName} ${name}=`] : [])),
    ),
  ];
}

describe('a host page with a strict Content-Security-Policy', () => {
  it('the example page has nothing inline, and its script and style are the files beside it', () => {
    const html = doc('embed-example.html');
    expect(inline(html)).toEqual([]);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const files = [
      ...[...page.querySelectorAll('script[src]')].map((el) => el.getAttribute('src')!),
      ...[...page.querySelectorAll('link[rel="stylesheet"]')].map((el) => el.getAttribute('href')!),
    ];
    expect(files.sort()).toEqual(['embed-example.css', 'embed-example.js']);
    for (const file of files) expect(existsSync(join(ROOT, 'docs', file)), file).toBe(true);
    // Its listener is set before the frame exists: the script is in the <head>, not deferred.
    expect(page.querySelector('head script[src="embed-example.js"]:not([defer]):not([async])')).not.toBeNull();
  });

  it('the frames embed.md shows have nothing inline either, and it gives the policy frame-src', () => {
    const html = blocks('html');
    expect(html.length).toBeGreaterThan(0);
    for (const block of html) expect(inline(block)).toEqual([]);
    const policy = /^Content-Security-Policy: (.+)$/m.exec(doc('embed.md'))?.[1] ?? '';
    expect(policy).toMatch(/\bframe-src https:\/\/grattez\.example\b/);
    expect(policy).not.toMatch(/unsafe-inline/);
  });
});

describe('two embeds on one page', () => {
  it('embed.md’s example tells their messages apart by event.source', () => {
    const example = blocks('js').find((code) => code.includes('event.source'));
    expect(example, 'a js example comparing event.source').toBeDefined();
    const frames = ['dog-demo', 'months-demo'].map((id) => {
      const frame = document.createElement('iframe');
      frame.id = id;
      frame.className = 'grattez';
      document.body.append(frame);
      return frame;
    });
    const heard: unknown[][] = [];
    runInNewContext(example!, { window, document, console: { log: (...args: unknown[]) => heard.push(args) } });
    const post = (source: Window | null, origin = 'https://grattez.example') =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'grattez:ready' }, origin, source }));
    post(frames[1]!.contentWindow);
    post(frames[0]!.contentWindow);
    post(window); // a window that is neither frame
    post(frames[0]!.contentWindow, 'https://evil.example');
    expect(heard).toEqual([
      ['months-demo', 'grattez:ready'],
      ['dog-demo', 'grattez:ready'],
    ]);
  });
});
