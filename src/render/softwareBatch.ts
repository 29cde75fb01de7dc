import type { WebGLRenderer } from 'pixi.js';

/** Textures per batch where WebGL runs on the CPU. */
export const SOFTWARE_BATCH_TEXTURES = 2;

/** Renderers that draw WebGL on the CPU: Chromium's SwiftShader, Mesa's llvmpipe and softpipe. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;

/** The kind of WebGL context asked about: only what is read here. */
interface RendererInfo {
  getExtension(name: 'WEBGL_debug_renderer_info'): { readonly UNMASKED_RENDERER_WEBGL: number } | null;
  getParameter(name: number): unknown;
}

/** Whether `gl` draws in software, as far as the browser says (it may say nothing: then no). */
export function drawsInSoftware(gl: RendererInfo): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  if (info === null) return false;
  const name = gl.getParameter(info.UNMASKED_RENDERER_WEBGL);
  return typeof name === 'string' && SOFTWARE.test(name);
}

/**
 * Where WebGL is drawn on the CPU, lets Pixi's batches hold at most SOFTWARE_BATCH_TEXTURES
 * textures, now and after every lost and restored context; returns the limit in force.
 *
 * Pixi's batch shader picks each fragment's texture with a chain of ifs, one per texture a batch
 * may hold (32 with SwiftShader). A GPU runs the one branch taken; a software renderer pays for
 * the chain in every fragment. A ticket holds a handful of textures, so a few more draw calls cost
 * less than the chain: with two textures a batch rather than sixteen, scratching a ticket in
 * software took about 30 % less CPU time. The pixels are the same: which batch draws a sprite does
 * not change how it is drawn.
 *
 * The limit is set once the renderer has started, after Pixi's own shader for shapes was built for
 * its full count; shapes still draw right, as their batches then never use more than the limit.
 */
export function fitBatchesToSoftware(renderer: WebGLRenderer): number {
  const apply = () => {
    if (drawsInSoftware(renderer.gl))
      renderer.limits.maxBatchableTextures = Math.min(renderer.limits.maxBatchableTextures, SOFTWARE_BATCH_TEXTURES);
  };
  apply();
  renderer.runners.contextChange.add({ contextChange: apply });
  return renderer.limits.maxBatchableTextures;
}
