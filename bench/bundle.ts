import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootPreloads, bootWordsOf } from '../build/appPreload.ts';
import { buildForProduction } from '../test/e2e/productionBuild.ts';
import type { Table } from './table.ts';

/** Initial JavaScript each page must start on, gzipped: the lobby (issue 10), the embed (issue 8). */
const BUDGETS: Readonly<Record<string, number>> = { 'index.html': 110_000, 'embed.html': 162_000 };

export interface FileSize {
  readonly name: string; // path in dist/
  readonly bytes: number;
  readonly gzipBytes: number; // gzip level 9
}

/**
 * Modules a page imports as it starts, before it shows anything, though not preloaded by its HTML:
 * the words of its own language only, which it learns as it runs (French by default, the larger of
 * the two): the embed's shared words. The player's page has its boot script ask for its words (the
 * other language's come when idle): its tag lists each language's, counted here for French only,
 * as a first visit loads them (STARTING_LANG).
 */
const STARTING_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  'embed.html': ['src/i18n/fr.ts'],
};
const STARTING_LANG = 'fr';

/** What one HTML page of the build loads: before it runs, and later on demand. */
export interface EntryBundle {
  readonly page: string; // path of the HTML file in dist/
  readonly initial: readonly FileSize[]; // its module script, the modules it preloads, and its STARTING_IMPORTS
  readonly onDemand: readonly FileSize[]; // chunks reached only through dynamic imports
}

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.html'))
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
}

/** Manifest keys reachable from `keys` through static imports. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return seen;
}

/**
 * Builds the app (production mode, as users get it) into a temporary folder and measures, for
 * every HTML page found in the build, the JavaScript it loads before it runs (its module script
 * and the modules that script imports, which Vite preloads) and the chunks it can fetch later
 * through dynamic imports (the ticket's renderer), gzipped at level 9. Pages added later (other
 * tools' entries) are measured without a change here.
 */
export async function benchBundle(): Promise<EntryBundle[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'grattez-bundle-'));
  try {
    await buildForProduction({
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const size = (file: string): FileSize => {
      const content = readFileSync(join(outDir, file));
      return { name: file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    };
    return htmlFiles(outDir).map((page) => {
      const html = readFileSync(join(outDir, page), 'utf8');
      // What the browser fetches before the page runs: module scripts and module preloads, the
      // page's own or its boot script's.
      const loaded = [
        ...[...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map(
          (m) => m[1]!,
        ),
        ...[...bootPreloads(html), ...bootWordsOf(html, STARTING_LANG)].map((path) => path.replace(/^\//, '')),
      ];
      const initialKeys = staticClosure(manifest, [
        ...loaded.map((file) => byFile.get(file) ?? file),
        ...(STARTING_IMPORTS[page] ?? []),
      ]);
      const initialFiles = new Set([...loaded, ...[...initialKeys].map((k) => manifest[k]?.file ?? k)]);
      const dynamicKeys = [...initialKeys].flatMap((k) => manifest[k]?.dynamicImports ?? []);
      const onDemandFiles = [...staticClosure(manifest, dynamicKeys)]
        .map((k) => manifest[k]?.file ?? k)
        .filter((file) => file.endsWith('.js') && !initialFiles.has(file));
      return {
        page,
        initial: [...initialFiles].filter((f) => f.endsWith('.js')).map(size),
        onDemand: [...new Set(onDemandFiles)].map(size),
      };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const sum = (files: readonly FileSize[], key: 'bytes' | 'gzipBytes') => files.reduce((n, f) => n + f[key], 0);

/** The bundle benchmark's table: one block of rows per HTML page, and the lobby's target. */
export async function bundleTable(): Promise<Table> {
  const entries = await benchBundle();
  const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
  const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
  const rows: string[][] = [];
  for (const e of entries) {
    for (const [load, files] of [
      ['initial', e.initial],
      ['on demand', e.onDemand],
    ] as const) {
      for (const f of files) rows.push([e.page, load, f.name, kib(f.bytes), kib(f.gzipBytes), kb(f.gzipBytes)]);
      if (files.length > 0)
        rows.push([
          e.page,
          `${load}: total`,
          '',
          kib(sum(files, 'bytes')),
          kib(sum(files, 'gzipBytes')),
          kb(sum(files, 'gzipBytes')),
        ]);
    }
  }
  const budgets = Object.entries(BUDGETS).map(([page, budget]) => {
    const entry = entries.find((e) => e.page === page);
    const gzip = entry === undefined ? NaN : sum(entry.initial, 'gzipBytes');
    return `${page} initial JavaScript: ${kb(gzip)} kB gzip; budget ≤ ${kb(budget)} kB: ${gzip <= budget ? 'met' : 'NOT MET'}`;
  });
  return {
    columns: ['page', 'load', 'file', 'KiB', 'KiB gzip -9', 'kB gzip -9'],
    rows,
    notes: [
      ...budgets,
      '"on demand": chunks a page fetches through dynamic imports (the ticket: src/render and Pixi, prefetched when idle).',
    ],
  };
}
