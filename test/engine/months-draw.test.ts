import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, MONTHS_BOXES } from '../../src/engine/index.ts';
import { Dealer } from '../../src/engine/block.ts';
import {
  MONTHS_BOX_STRIDE,
  MONTHS_FACE_LENGTH,
  MONTHS_GAIN_OFFSET,
  scoreMonthsFace,
} from '../../src/engine/games/months/face.ts';
import { symbolCode } from '../../src/engine/symbols.ts';

const CLOVER = symbolCode('clover');

/** The scorer as the rules read: a box wins when exactly two of its three codes are the clover's. */
function plainScore(face: Int32Array): number {
  let total = face[MONTHS_GAIN_OFFSET]!;
  for (let m = 0; m < MONTHS_BOXES; m++) {
    const at = m * MONTHS_BOX_STRIDE;
    let clovers = 0;
    for (let s = 0; s < 3; s++) if (face[at + s] === CLOVER) clovers++;
    if (clovers === 2) total += face[at + 3]!;
  }
  return total;
}

describe('months scoring and drawing, as optimised', () => {
  it('scoreMonthsFace counts clovers like the plain reading, whatever the int32 codes', () => {
    const code = fc.oneof(
      fc.constantFrom(CLOVER, -1, 0, CLOVER ^ 0x80000000, -CLOVER, -(2 ** 31), 2 ** 31 - 1, CLOVER + 32, CLOVER - 32),
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      fc.integer({ min: 0, max: 16 }),
    );
    const amount = fc.integer({ min: 0, max: 4_000_000 });
    const face = fc.array(fc.oneof(code, amount), { minLength: MONTHS_FACE_LENGTH, maxLength: MONTHS_FACE_LENGTH });
    fc.assert(
      fc.property(face, (values) => {
        const f = Int32Array.from(values);
        expect(scoreMonthsFace(f)).toBe(plainScore(f));
      }),
      { numRuns: 3000 },
    );
  });

  it('draws each face the same whatever was drawn before it (no state left between faces)', () => {
    const block = new Dealer('months', 'order', 3);
    // Winners of every tier (some with five winning boxes) interleaved with losers.
    const indices: number[] = [];
    const losers = block.indicesWithPrize(0);
    GAMES.months.prizeTable.forEach((tier, t) => {
      for (const index of block.indicesWithPrize(tier.amountCents).subarray(0, 30))
        indices.push(index, losers[t * 30 + indices.length]!);
    });
    // Faces drawn in two different orders must agree: a face may depend on its index only.
    const drawAll = (order: readonly number[]): Map<number, number[]> => {
      const face = block.newFaceBuffer();
      const faces = new Map<number, number[]>();
      for (const index of order) {
        block.drawFace(index, face);
        expect(scoreMonthsFace(face)).toBe(block.prizeOf(index));
        faces.set(index, Array.from(face));
      }
      return faces;
    };
    const forward = drawAll(indices);
    const backward = drawAll([...indices].reverse());
    for (const index of indices) expect(forward.get(index)).toEqual(backward.get(index));
  });
});
