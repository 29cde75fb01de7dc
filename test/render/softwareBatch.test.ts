import type { WebGLRenderer } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { drawsInSoftware, fitBatchesToSoftware, SOFTWARE_BATCH_TEXTURES } from '../../src/render/softwareBatch.ts';

const UNMASKED_RENDERER_WEBGL = 0x9246;

/** A WebGL context that names its renderer `name` (null: no debug info extension). */
function context(name: string | null) {
  return {
    getExtension: () => (name === null ? null : { UNMASKED_RENDERER_WEBGL }),
    getParameter: (p: number) => (p === UNMASKED_RENDERER_WEBGL ? name : undefined),
  };
}

/** Enough of a Pixi renderer: its context, its limits, and the runner a restored context calls. */
function renderer(name: string | null) {
  const listeners: { contextChange(): void }[] = [];
  const r = {
    gl: context(name),
    limits: { maxBatchableTextures: 16 },
    runners: { contextChange: { add: (l: { contextChange(): void }) => listeners.push(l) } },
    /** What Pixi does on a restored context: its limits read afresh, then every listener. */
    restore() {
      r.limits.maxBatchableTextures = 16;
      for (const l of listeners) l.contextChange();
    },
  };
  return r;
}

describe('drawsInSoftware', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'softpipe',
    'Google SwiftShader',
  ])('is true for %s', (name) => {
    expect(drawsInSoftware(context(name))).toBe(true);
  });

  it.each([
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'Apple GPU',
    'Mali-G78',
    'Adreno (TM) 650',
  ])('is false for %s', (name) => {
    expect(drawsInSoftware(context(name))).toBe(false);
  });

  it('is false where the browser does not name its renderer', () => {
    expect(drawsInSoftware(context(null))).toBe(false);
  });
});

describe('fitBatchesToSoftware', () => {
  it('limits batches in software, and again after a restored context', () => {
    const r = renderer('llvmpipe (LLVM 15.0.6, 256 bits)');
    expect(fitBatchesToSoftware(r as unknown as WebGLRenderer)).toBe(SOFTWARE_BATCH_TEXTURES);
    r.restore();
    expect(r.limits.maxBatchableTextures).toBe(SOFTWARE_BATCH_TEXTURES);
  });

  it('leaves a GPU its own limit', () => {
    const r = renderer('Apple GPU');
    expect(fitBatchesToSoftware(r as unknown as WebGLRenderer)).toBe(16);
    r.restore();
    expect(r.limits.maxBatchableTextures).toBe(16);
  });
});
