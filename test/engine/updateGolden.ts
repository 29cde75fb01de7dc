/**
 * Regenerates test/engine/golden.json: (seed, block, index) → serial and face, for both games.
 * Run it only for an intended change to the generator (`npx tsx test/engine/updateGolden.ts`),
 * and say so in the commit: the golden test exists to catch unintended ones.
 */
import { writeFileSync } from 'node:fs';
import { generateTicket } from '../../src/engine/index.ts';
import { GOLDEN_REFS } from './goldenRefs.ts';

const vectors = GOLDEN_REFS.map((ref) => ({ ref, ticket: generateTicket(ref) }));
writeFileSync(new URL('./golden.json', import.meta.url), `${JSON.stringify(vectors, null, 1)}\n`);
console.log(`wrote ${vectors.length} golden vectors`);
