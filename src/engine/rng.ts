/**
 * Deterministic randomness for the engine: 32-bit integer hashing and the sfc32 generator.
 * Only Math.imul and bit operations are used, so Node and every browser give the same numbers.
 */

// Math.imul read once: `Math.imul(…)` in a function is two loads more of bytecode per call, and
// the dealing loop's bytecode is more than V8 inlines into one optimised function (see mix32).
const imul = Math.imul;

/**
 * MurmurHash3's 32-bit finaliser: a cheap bijective mix of one 32-bit word, returned as an
 * int32 (the same 32 bits as the unsigned word). Signed on purpose: V8 keeps an int32 as a
 * small integer wherever it goes, while an unsigned word of 2^31 or more that leaves a function
 * V8 did not inline is boxed as a heap number. Dealing a ticket calls this about nine times,
 * and V8 inlines into one optimised function only up to a bytecode budget, so the smaller the
 * functions on the dealing path, the more of those calls are inlined, and the same way in every run.
 */
export function mix32(x: number): number {
  const h = imul(x ^ (x >>> 16), 0x85ebca6b);
  const g = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return g ^ (g >>> 16);
}

/** Hashes a string (UTF-16 code units) to a 32-bit word; `salt` gives independent hashes. */
export function hashString(text: string, salt: number): number {
  let h = mix32(salt ^ 0x9e3779b9);
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h = (h << 13) | (h >>> 19);
  }
  return mix32(h ^ text.length) >>> 0;
}

/**
 * floor(x · n / 2^32) for a 32-bit draw `x` (any int32, read as unsigned) and 1 ≤ n ≤ 2^16: a
 * uniform integer in [0, n) by multiply-and-shift. Computed on 16-bit halves, so that every step
 * is an integer operation (on small integers for the engine's n ≤ 20): in floating point
 * (multiply, divide, floor), dealing a months ticket, which takes twelve of these, was slower.
 */
export function below(x: number, n: number): number {
  return ((x >>> 16) * n + (((x & 0xffff) * n) >>> 16)) >>> 16;
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator), 128 bits of state.
 * One instance is reseeded per ticket, so dealing allocates nothing.
 */
export class Sfc32 {
  // a, b, c, d as int32 in a typed array: fields holding uint32 would box as heap numbers.
  private readonly s = new Int32Array(4);

  /**
   * Seeds the state from two key words and a stream number (a ticket index): every state word
   * is a full mix of the stream number, so three discarded outputs are enough to decorrelate
   * neighbouring streams. The three outputs are stepped here on locals, as `nextInt32` steps
   * them: calling `nextInt32` would add its bytecode once more to each ticket's dealing, and
   * push that path past what V8 inlines (see `mix32`).
   */
  reseed(k0: number, k1: number, stream: number): void {
    const m = mix32(stream ^ 0x13198a2e);
    let a = mix32(k0 ^ m);
    let b = mix32(k1 + m);
    let c = m;
    let d = 1;
    for (let i = 0; i < 3; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d++;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
    }
    const s = this.s;
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
  }

  /** The next uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number {
    return this.nextInt32() >>> 0;
  }

  /**
   * The same draw as `nextUint32`, as an int32: the same 32 bits, never boxed by V8 (see
   * `mix32`). For callers that only take bits of it.
   */
  nextInt32(): number {
    const s = this.s;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return t;
  }

  /**
   * A uniform integer in [0, n) for 1 ≤ n ≤ 2^16, by multiply-and-shift. The bias is below
   * n / 2^32 (under 5e-9 for the engine's n ≤ 20), far below anything a block can show.
   */
  nextBelow(n: number): number {
    return below(this.nextInt32(), n);
  }
}
