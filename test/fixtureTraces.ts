/**
 * What would betray the fixture game of test/fixtures/games in a build: its name in each
 * language and its art's file name. The shipped builds must hold none of them (the CLI bundle:
 * test/build/noFixtureGame.test.ts; the app: test/e2e/noFixtureGame.e2e.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import threeLayout from './fixtures/designs/three/design.json' with { type: 'json' };
import { threeWords } from './fixtures/games/three/words.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const artName = escape(threeLayout.background.replace(/\.svg$/, ''));

export const FIXTURE_TRACES: readonly RegExp[] = [
  new RegExp(escape(threeWords.fr.name)),
  new RegExp(escape(threeWords.en.name)),
  // its art, as it is named in the sources (three.svg, three.en.svg) or in a build (three-<hash>.svg)
  new RegExp(`\\b${artName}(\\.en)?(-[\\w-]+)?\\.svg`),
];

/** Every file under `dir` whose text holds one of the traces, with the trace found. */
export function filesWithTraces(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'latin1');
    for (const trace of FIXTURE_TRACES) if (trace.test(text)) found.push(`${path}: ${trace.source}`);
  }
  return found;
}
