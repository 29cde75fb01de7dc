/**
 * Regenerates test/engine/golden.json: (seed, block, index) → serial and face, for both games.
 * Run it only for an intended change to the generator (`npx tsx test/engine/updateGolden.ts`),
 * and say so in the commit: the golden test exists to catch unintended ones.
 */
import { writeFileSync } from 'node:fs';
import { generateTicket, type GameId } from '../../src/engine/index.ts';

const REFS: { game: GameId; seed: string; block: number; index: number }[] = [];
for (const game of ['paws', 'months'] as const) {
  for (const [seed, block] of [
    ['demo', 0],
    ['golden', 7],
    ['Z-9_x', 999_999],
  ] as const) {
    for (const index of [0, 1, 17, 4_096, 749_999, 1_499_999]) REFS.push({ game, seed, block, index });
  }
}

const vectors = REFS.map((ref) => ({ ref, ticket: generateTicket(ref) }));
writeFileSync(new URL('./golden.json', import.meta.url), `${JSON.stringify(vectors, null, 1)}\n`);
console.log(`wrote ${vectors.length} golden vectors`);
