import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { below, Sfc32 } from '../../src/engine/rng.ts';

/** floor(x · n / 2^32), the multiply-and-shift that `below` computes in 16-bit halves. */
const byFloat = (x: number, n: number): number => Math.floor(((x >>> 0) * n) / 4294967296);

describe('below', () => {
  it('is floor(x · n / 2^32) for every 32-bit draw and every n up to 2^16 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 2 ** 16 }), (x, n) => {
        const got = below(x, n);
        expect(got).toBe(byFloat(x, n));
        expect(got).toBeGreaterThanOrEqual(0);
        expect(got).toBeLessThan(n);
      }),
      { numRuns: 5_000 },
    );
  });

  it('reaches both ends of [0, n) at the extreme draws', () => {
    for (const n of [1, 2, 3, 12, 20, 65_535, 65_536]) {
      expect(below(0, n)).toBe(0);
      expect(below(-1, n)).toBe(n - 1); // 2^32 − 1, the largest draw
      expect(below(0x7fffffff, n)).toBe(byFloat(0x7fffffff, n));
      expect(below(-0x80000000, n)).toBe(Math.floor(n / 2));
    }
  });
});

describe('Sfc32.nextBelow', () => {
  it('takes one draw and maps it as below does', () => {
    const a = new Sfc32();
    const b = new Sfc32();
    a.reseed(1, 2, 3);
    b.reseed(1, 2, 3);
    for (let i = 0; i < 1_000; i++) {
      const n = 1 + (i % 20);
      expect(a.nextBelow(n)).toBe(below(b.nextInt32(), n));
    }
  });
});
