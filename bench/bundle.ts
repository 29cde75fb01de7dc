import { readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export interface BundleResult {
  readonly files: readonly { name: string; bytes: number; gzipBytes: number }[];
  readonly totalBytes: number;
  readonly totalGzipBytes: number;
}

/**
 * Builds the app into a temporary folder and measures the JavaScript a first visit loads: the
 * entry script of index.html and the modules it preloads, gzipped at level 9.
 */
export async function benchBundle(): Promise<BundleResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-bundle-'));
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g),
    ].map((m) => m[1]!);
    const files = [...new Set(scripts)].map((name) => {
      const content = readFileSync(join(outDir, name));
      return { name, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    });
    return {
      files,
      totalBytes: files.reduce((n, f) => n + f.bytes, 0),
      totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
