import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { expect } from 'vitest';

/** Frames and duration of a WebM or MP4, read by mediabunny's demuxer. */
export async function videoFacts(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (track === null) throw new Error('no video track');
  let frames = 0;
  for await (const packet of new EncodedPacketSink(track).packets()) if (packet.byteLength > 0) frames++;
  return {
    duration: await input.computeDuration(),
    frames,
    codec: track.codec,
    width: track.displayWidth,
    height: track.displayHeight,
    mimeType: await input.getMimeType(),
  };
}

/** Width, height and frame count of a GIF, from its blocks. */
export function gifFacts(bytes: Buffer): { width: number; height: number; frames: number } {
  expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  let at = 13;
  const packed = bytes[10]!;
  if (packed & 0x80) at += 3 * (1 << ((packed & 7) + 1));
  let frames = 0;
  const skipSubBlocks = () => {
    while (bytes[at]! !== 0) at += bytes[at]! + 1;
    at++;
  };
  while (at < bytes.length && bytes[at] !== 0x3b) {
    const block = bytes[at]!;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames++;
      const local = bytes[at + 9]!;
      at += 10;
      if (local & 0x80) at += 3 * (1 << ((local & 7) + 1));
      at++; // LZW minimum code size
      skipSubBlocks();
    } else throw new Error(`unexpected GIF block 0x${block.toString(16)} at ${at}`);
  }
  return { width, height, frames };
}
