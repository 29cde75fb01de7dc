import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avcRecordProblems, mp4AvcProblems } from './mp4Record.ts';

const bytes = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));
/** A sample in the MP4's form: each NAL unit after its 4-byte length. */
const sample = (...nals: string[]) => bytes(nals.map((n) => (n.length / 2).toString(16).padStart(8, '0') + n).join(''));

// The first key frame of a 200×200 reveal Firefox ESR 140 encoded: its SPS, PPS and a slice's start.
const SPS = '6764000bacd94346f965840000030004007a12003c50a658';
const PPS = '68ebe3cb22c0';
const KEY_FRAME = sample(SPS, PPS, '6588840037fffef6');

describe('an MP4’s H.264 decoder configuration, read against its stream', () => {
  it('is sound as ISO/IEC 14496-15 writes it, High profile fields and all', () => {
    const record = bytes(`0164000bffe10018${SPS}010006${PPS}fdf8f800`);
    expect(avcRecordProblems(record, KEY_FRAME)).toEqual([]);
  });

  it('names what is wrong in the configuration Firefox’s encoder gave (each set’s first byte twice, reserved bits at 0)', () => {
    const firefox = bytes(`0164000b03010019${'67' + SPS}010007${'68' + PPS}`);
    expect(avcRecordProblems(firefox, KEY_FRAME)).toEqual([
      'the reserved bits before the NAL length size are not set',
      'the reserved bits before the SPS count are not set',
      'the SPS says profile 103, level 0; the record, 100 and 11',
      `its parameter sets (${'67' + SPS}, ${'68' + PPS}) are not the stream's (${SPS}, ${PPS})`,
    ]);
  });

  it('names a set that runs past the record', () => {
    expect(avcRecordProblems(bytes(`0164000bffe100ff${SPS}`), KEY_FRAME)).toContain('an SPS runs past the record');
  });

  it('finds the configuration and the first sample in a whole file', () => {
    // A 3-second reveal Firefox ESR 140 encoded through the studio's MP4 export.
    const file = new Uint8Array(readFileSync(new URL('./fixtures/firefox-reveal.mp4', import.meta.url)));
    expect(mp4AvcProblems(file)).toEqual([]);
    // The same file, the reserved bits before its SPS count cleared.
    const avcC = Buffer.from(file).indexOf('avcC');
    file[avcC + 4 + 5] = file[avcC + 4 + 5]! & 0x1f;
    expect(mp4AvcProblems(file)).toEqual(['the reserved bits before the SPS count are not set']);
  });
});
