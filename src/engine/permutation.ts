import { mix32 } from './rng.ts';

/**
 * A keyed pseudo-random permutation of [0, size), for size ≤ 2^21: a four-round Feistel network
 * (four rounds of a keyed mix: Luby–Rackoff's construction of a strong pseudo-random permutation)
 * over 21 bits (halves of 10 and 11 bits that swap widths every round, so any even number of
 * rounds returns to the starting split), made to fit the domain by cycle walking: values at or
 * past `size` are encrypted again until they land inside. With a block of 1,500,000, a walk takes
 * 2^21 / 1.5e6 ≈ 1.4 rounds of the network on average. Both directions are O(1) in memory.
 */
export class FeistelPermutation {
  private static readonly rounds = 4;
  private readonly keys: Int32Array; // int32, as mix32 returns them

  constructor(
    readonly size: number,
    key0: number,
    key1: number,
  ) {
    if (!Number.isInteger(size) || size < 1 || size > 1 << 21) {
      throw new RangeError(`permutation size must be an integer in [1, 2^21], got ${size}`);
    }
    this.keys = new Int32Array(FeistelPermutation.rounds);
    for (let i = 0; i < FeistelPermutation.rounds; i++) {
      this.keys[i] = mix32(key0 ^ mix32(key1 + i * 0x9e3779b9));
    }
  }

  /** The position of `index` in the shuffled block. */
  forward(index: number): number {
    let x = index;
    do x = this.encrypt(x);
    while (x >= this.size);
    return x;
  }

  /** The index whose position is `position`: the inverse of `forward`. */
  inverse(position: number): number {
    let x = position;
    do x = this.decrypt(x);
    while (x >= this.size);
    return x;
  }

  private encrypt(x: number): number {
    const k = this.keys;
    // State (a, b): a has 10 bits, b 11 bits; each round (a, b) -> (b, a + F(b)), swapping widths,
    // so the new b has a's width: 10 bits after even rounds, 11 after odd ones.
    let a = x >>> 11;
    let b = x & 0x7ff;
    for (let r = 0; r < FeistelPermutation.rounds; r++) {
      const t = (a + mix32(b ^ k[r]!)) & (r & 1 ? 0x7ff : 0x3ff);
      a = b;
      b = t;
    }
    return (a << 11) | b;
  }

  private decrypt(x: number): number {
    const k = this.keys;
    let a = x >>> 11; // 10 bits
    let b = x & 0x7ff; // 11 bits
    // Undo (a, b) -> (b, a + F(b)) from the last round: previous b = a, previous a = b - F(a).
    for (let r = FeistelPermutation.rounds - 1; r >= 0; r--) {
      const t = (b - mix32(a ^ k[r]!)) & (r & 1 ? 0x7ff : 0x3ff);
      b = a;
      a = t;
    }
    return (a << 11) | b;
  }
}
