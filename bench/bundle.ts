import { readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export interface PageBundle {
  readonly page: string; // the HTML entry, e.g. index.html
  readonly files: readonly { name: string; bytes: number; gzipBytes: number }[];
  readonly totalBytes: number;
  readonly totalGzipBytes: number;
}

/** Each page's budget of initial JavaScript, gzip -9 bytes (KB = 1,000 bytes). */
export const BUDGETS: Readonly<Record<string, number>> = { 'index.html': 250_000, 'embed.html': 160_000 };

/** The JavaScript a first visit of `page` in `outDir` loads: its entry script and the modules it preloads. */
function pageBundle(outDir: string, page: string): PageBundle {
  const html = readFileSync(join(outDir, page), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const files = [...new Set(scripts)].map((name) => {
    const content = readFileSync(join(outDir, name));
    return { name, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    page,
    files,
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
  };
}

/**
 * Builds the app into a temporary folder and measures the JavaScript a first visit of each page
 * loads (the player, the embeddable demo), gzipped at level 9.
 */
export async function benchBundle(pages: readonly string[] = Object.keys(BUDGETS)): Promise<PageBundle[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-bundle-'));
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
    return pages.map((page) => pageBundle(outDir, page));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
