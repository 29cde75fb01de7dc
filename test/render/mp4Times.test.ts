import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from 'mediabunny';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMp4Times } from '../../src/render/export/mp4Times.ts';

/** An MP4 of one VP9 frame (already encoded: no encoder needed), muxed as the studio muxes. */
async function oneFrameMp4(): Promise<Uint8Array> {
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(source, { frameRate: 30 });
  await output.start();
  await source.add(new EncodedPacket(new Uint8Array([1, 2, 3]), 'key', 0, 1 / 30), {
    decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 16, codedHeight: 16 },
  });
  source.close();
  await output.finalize();
  return new Uint8Array(output.target.buffer!);
}

afterEach(() => vi.useRealTimers());

describe('clearMp4Times', () => {
  it('makes two MP4s of the same frames, muxed at different times, the same bytes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T10:00:00Z') });
    const first = await oneFrameMp4();
    vi.setSystemTime(new Date('2027-03-01T18:30:00Z'));
    const second = await oneFrameMp4();
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false); // the muxer writes the clock
    clearMp4Times(first);
    clearMp4Times(second);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('clears the times of the movie, the track and the media, and nothing else', async () => {
    const bytes = await oneFrameMp4();
    const before = bytes.slice();
    clearMp4Times(bytes);
    const changed = [...bytes.keys()].filter((i) => bytes[i] !== before[i]);
    const text = Buffer.from(before).toString('latin1');
    // Each box's version 0 times: 8 bytes, 4 past the box's 8-byte header (version and flags).
    const timeBytes = ['mvhd', 'tkhd', 'mdhd'].flatMap((box) => {
      const at = text.indexOf(box) + 4 + 4;
      return Array.from({ length: 8 }, (_, k) => at + k);
    });
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((i) => timeBytes.includes(i))).toBe(true);
    for (const i of timeBytes) expect(bytes[i]).toBe(0);
  });

  it('names a box that runs past its parent', () => {
    const bad = new Uint8Array([0, 0, 0, 64, 0x6d, 0x6f, 0x6f, 0x76, 0, 0, 0, 0]); // moov of 64 bytes in 12
    expect(() => clearMp4Times(bad)).toThrow(/overruns its parent at byte 0/);
  });
});
