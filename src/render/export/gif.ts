import { applyPalette, GIFEncoder, quantize, type Palette } from 'gifenc';
import type { RevealFrame } from '../../studio/state/studioPicture.ts';
import type { PictureRenderer } from '../offscreen.ts';
import { throwIfAborted } from './abort.ts';

/** A GIF counts time in hundredths of a second: frame `i`'s delay, so that no error builds up. */
function delayMs(i: number, fps: number): number {
  const hundredths = Math.floor(((i + 1) * 100) / fps) - Math.floor((i * 100) / fps);
  return hundredths * 10;
}

/** Lets the page repaint (the progress bar) and hear a cancel between frames. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const KEEP_PREVIOUS = 1; // GIF disposal: the next frame is drawn over this one

/**
 * One frame as GIF indices: only the pixels that changed since `previous` get colours (a palette
 * of at most 255, quantized from them alone); the others are transparent and show the frame
 * before. A reveal changes little from frame to frame, so this keeps files small and spends the
 * palette where the picture moves.
 */
function frameIndices(
  rgba: Uint8ClampedArray,
  previous: Uint8ClampedArray | null,
): { index: Uint8Array; palette: Palette; transparent: number | null } {
  const pixels = rgba.length / 4;
  if (previous === null) {
    const palette = quantize(rgba, 256);
    return { index: applyPalette(rgba, palette), palette, transparent: null };
  }
  const changed: number[] = [];
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, pixels);
  const before = new Uint32Array(previous.buffer, previous.byteOffset, pixels);
  for (let p = 0; p < pixels; p++) if (words[p] !== before[p]) changed.push(p);
  const transparent = 255;
  const index = new Uint8Array(pixels).fill(transparent);
  if (changed.length === 0) return { index: index.fill(0), palette: [[0, 0, 0]], transparent: 0 };
  const subset = new Uint8ClampedArray(changed.length * 4);
  changed.forEach((p, i) => subset.set(rgba.subarray(p * 4, p * 4 + 4), i * 4));
  const palette = quantize(subset, 255);
  const mapped = applyPalette(subset, palette);
  changed.forEach((p, i) => (index[p] = mapped[i]!));
  while (palette.length < 256) palette.push([0, 0, 0]);
  return { index, palette, transparent };
}

/**
 * Encodes `frames` as a looping GIF of `width` × `height`, each frame drawn by `renderer` at that
 * size and quantized with gifenc (its first frame whole, then only what changed).
 */
export async function encodeGif(
  renderer: PictureRenderer,
  frames: Iterable<RevealFrame>,
  count: number,
  fps: number,
  width: number,
  height: number,
  onFrame: (done: number) => void,
  signal: AbortSignal | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const scratch = document.createElement('canvas');
  scratch.width = width;
  scratch.height = height;
  const ctx = scratch.getContext('2d', { willReadFrequently: true });
  if (ctx === null) throw new Error('the browser has no 2D canvas');
  const gif = GIFEncoder();
  let previous: Uint8ClampedArray | null = null;
  let i = 0;
  for (const frame of frames) {
    throwIfAborted(signal);
    const canvas = await renderer.render(frame.picture, frame.now);
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(canvas, 0, 0, width, height);
    const rgba = ctx.getImageData(0, 0, width, height).data;
    const { index, palette, transparent } = frameIndices(rgba, previous);
    gif.writeFrame(index, width, height, {
      palette,
      delay: delayMs(i, fps),
      repeat: 0,
      dispose: KEEP_PREVIOUS,
      ...(transparent === null ? {} : { transparent: true, transparentIndex: transparent }),
    });
    previous = rgba;
    i++;
    onFrame(i / count);
    await breathe();
  }
  gif.finish();
  return new Uint8Array(gif.bytes());
}
