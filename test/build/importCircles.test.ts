/**
 * No import goes round: among the files of src/, type imports included, no file reaches itself
 * by following its imports (the structure drawing once showed three such circles). Nor does any
 * folder: the arrows between src/'s folders (each layer and tool, the studio's state a layer of
 * its own) run one way only, so that no folder imports one that imports it back (`cli` once
 * imported `qa`'s checks while `qa`'s runner imported the CLI's headless Chromium).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [normalize(path)] : [];
  });
}

/** Each file's relative imports that resolve to a file of the project. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => normalize(join(dirname(file), (m[1] ?? m[2])!)))
      .filter((target) => existsSync(join(ROOT, target)));
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan), or of a file importing itself. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * The folder a file of src/ belongs to, as the layers go: its top folder (`src/qa/cli/qa.ts` →
 * `qa`), except the layers that live inside another folder (`src/studio/state`); `src/main.tsx`
 * and its siblings are the composition root, `.`.
 */
function folderOf(file: string): string {
  const parts = relative('src', file).split(sep);
  if (parts.length === 1) return '.';
  const nested = parts.slice(0, 2).join('/');
  return NESTED_LAYERS.includes(nested) ? nested : parts[0]!;
}
const NESTED_LAYERS = ['studio/state'];

/** The graph of folders: an arrow from a folder to each other folder one of its files imports. */
function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const arrows = folders.get(from) ?? new Set<string>();
    folders.set(from, arrows);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) arrows.add(to);
    }
  }
  return new Map([...folders].map(([folder, arrows]) => [folder, [...arrows].sort()]));
}

describe('imports', () => {
  it('go round nowhere in src/', () => {
    const graph = importGraph(sourceFiles('src'));
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph).map((group) => group.map((f) => relative('src', f)))).toEqual([]);
  });

  it('go round no folder of src/: between two folders, arrows run one way', () => {
    const folders = folderGraph(importGraph(sourceFiles('src')));
    expect(folders.get('cli')).toContain('qa'); // the way it goes: check-layout runs QA's checks
    expect(circles(folders)).toEqual([]);
  });

  it('finds a folder-level back arrow made by files that go round nowhere', () => {
    const graph = new Map([
      [join('src', 'cli', 'checkLayout.ts'), [join('src', 'qa', 'checks', 'geometry.ts')]],
      [join('src', 'qa', 'checks', 'geometry.ts'), []],
      [join('src', 'qa', 'cli', 'browser.ts'), [join('src', 'cli', 'headless.ts')]],
      [join('src', 'cli', 'headless.ts'), []],
      [join('src', 'studio', 'main.tsx'), [join('src', 'render', 'painter.ts')]],
      [join('src', 'render', 'painter.ts'), []],
      [join('src', 'render', 'export', 'exporter.ts'), [join('src', 'studio', 'state', 'store.ts')]],
      [join('src', 'studio', 'state', 'store.ts'), []],
    ]);
    expect(circles(graph)).toEqual([]);
    expect(circles(folderGraph(graph))).toEqual([['cli', 'qa']]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
