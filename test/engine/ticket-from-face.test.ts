import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Ticket } from '../../src/engine/index.ts';
import { Dealer, ticketFromFace } from '../../src/engine/block.ts';
import { MONTHS_BOXES, MONTHS_SYMBOLS_PER_BOX } from '../../src/engine/games/months/rules.ts';
import { MONTHS_BOX_STRIDE, MONTHS_GAIN_OFFSET } from '../../src/engine/games/months/face.ts';
import { PAWS_BONUS_OFFSET, PAWS_FACE_LENGTH, pawsVariantAt } from '../../src/engine/games/paws/face.ts';
import { formatSerial } from '../../src/engine/serial.ts';
import { symbolAt } from '../../src/engine/symbols.ts';

/** ticketFromFace as first written (spreads and Array.from), kept as the reference of its output. */
function reference(block: Dealer, index: number, face: Int32Array, prize: number): Ticket {
  const ref = { game: block.game.id, seed: block.seed, block: block.block, index };
  const header = { ...ref, serial: formatSerial(ref), price: block.game.priceCents, prize };
  if (ref.game === 'paws') {
    return {
      ...header,
      game: 'paws',
      variant: pawsVariantAt(face[0]!),
      paws: Array.from(face.subarray(1, PAWS_BONUS_OFFSET), symbolAt),
      bonus: Array.from(face.subarray(PAWS_BONUS_OFFSET, PAWS_FACE_LENGTH), symbolAt),
    };
  }
  const months = [];
  for (let m = 0; m < MONTHS_BOXES; m++) {
    const at = m * MONTHS_BOX_STRIDE;
    months.push({
      symbols: Array.from(face.subarray(at, at + MONTHS_SYMBOLS_PER_BOX), symbolAt),
      amount: face[at + 3]!,
    });
  }
  return { ...header, game: 'months', months, gain: face[MONTHS_GAIN_OFFSET]! };
}

describe('ticketFromFace', () => {
  it.each(GAME_IDS)('builds %s tickets identical, key order included, to the reference construction', (game) => {
    for (const [seed, blockNumber] of [
      ['demo', 0],
      ['x-Y_9', 999_999],
    ] as const) {
      const block = new Dealer(game, seed, blockNumber);
      const face = block.newFaceBuffer();
      for (let index = 0; index < 3000; index += 1 + (index % 7)) {
        const prize = block.drawFace(index, face);
        expect(JSON.stringify(ticketFromFace(block, index, face, prize))).toBe(
          JSON.stringify(reference(block, index, face, prize)),
        );
      }
      // Winning tickets too: the first tickets of every tier.
      for (const tier of block.tiers) {
        for (const index of block.indicesWithPrize(tier.amountCents).subarray(0, 5)) {
          const prize = block.drawFace(index, face);
          expect(prize).toBe(tier.amountCents);
          expect(JSON.stringify(ticketFromFace(block, index, face, prize))).toBe(
            JSON.stringify(reference(block, index, face, prize)),
          );
        }
      }
    }
  });
});
