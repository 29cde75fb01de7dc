/**
 * What is wrong with an MP4's H.264 decoder configuration (its avcC box, ISO/IEC 14496-15 5.3.3.1),
 * read against the stream: the reserved bits set, every length inside the record, each parameter
 * set an SPS or a PPS whose first byte is its NAL header, and the sets the same as those the first
 * key frame carries (when it carries any). Players that trust the avcC decode with its sets.
 */

/** The boxes on the way from the file to the avcC, and how many bytes each has before its children. */
const PATH: readonly (readonly [string, number])[] = [
  ['moov', 0],
  ['trak', 0],
  ['mdia', 0],
  ['minf', 0],
  ['stbl', 0],
  ['stsd', 8], // version, flags, entry count
  ['avc1', 78], // the visual sample entry's fields
];

interface Box {
  readonly type: string;
  readonly start: number; // its payload's
  readonly end: number;
}

function children(bytes: Uint8Array, start: number, end: number): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > end) throw new Error(`a box overruns its parent at byte ${at}`);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    boxes.push({ type, start: at + 8, end: at + size });
    at += size;
  }
  return boxes;
}

/** The box at the end of `path` from `from`, its start past its own fields (where its children start). */
function find(bytes: Uint8Array, path: readonly (readonly [string, number])[], from: Box): Box {
  let here = from;
  for (const [type, fields] of path) {
    const found = children(bytes, here.start, here.end).find((b) => b.type === type);
    if (found === undefined) throw new Error(`no ${type} box`);
    here = { type, start: found.start + fields, end: found.end };
  }
  return here;
}

/** The parameter sets a record holds, or the problems that keep it from being read. */
function readAvcRecord(record: Uint8Array): { sets: Uint8Array[]; lengthSize: number; problems: string[] } {
  const problems: string[] = [];
  const sets: Uint8Array[] = [];
  if (record.length < 7) return { sets, lengthSize: 4, problems: ['the record is too short'] };
  if (record[0] !== 1) problems.push(`configuration version ${record[0]}, not 1`);
  if ((record[4]! & 0xfc) !== 0xfc) problems.push('the reserved bits before the NAL length size are not set');
  if ((record[5]! & 0xe0) !== 0xe0) problems.push('the reserved bits before the SPS count are not set');
  let at = 6;
  // `count` parameter sets of NAL type `type`, each after its 16-bit length; stops at one that overruns.
  const take = (count: number, type: number, name: string): void => {
    for (let i = 0; i < count; i++) {
      const length = at + 2 <= record.length ? (record[at]! << 8) | record[at + 1]! : -1;
      const set = record.subarray(at + 2, at + 2 + Math.max(0, length));
      if (length < 0 || set.length !== length) {
        problems.push(`an ${name} runs past the record`);
        return;
      }
      if ((set[0]! & 0x1f) !== type) problems.push(`an ${name} whose NAL type is ${set[0]! & 0x1f}`);
      sets.push(set);
      at += 2 + length;
    }
  };
  take(record[5]! & 0x1f, 7, 'SPS');
  const sps = sets[0];
  if (sps !== undefined && (sps[1] !== record[1] || sps[3] !== record[3]))
    problems.push(`the SPS says profile ${sps[1]}, level ${sps[3]}; the record, ${record[1]} and ${record[3]}`);
  if (at < record.length) take(record[at++]!, 8, 'PPS');
  return { sets, lengthSize: (record[4]! & 3) + 1, problems };
}

/** The parameter sets (SPS, PPS) of a sample in the MP4's form: NAL units each after its length. */
function inBandSets(sample: Uint8Array, lengthSize: number): Uint8Array[] {
  const sets: Uint8Array[] = [];
  for (let at = 0; at + lengthSize <= sample.length;) {
    let length = 0;
    for (let i = 0; i < lengthSize; i++) length = length * 256 + sample[at + i]!;
    const nal = sample.subarray(at + lengthSize, at + lengthSize + length);
    const type = nal[0]! & 0x1f;
    if (type === 7 || type === 8) sets.push(nal);
    at += lengthSize + length;
  }
  return sets;
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** The problems of a record against the first key frame's sample; none when the record is sound. */
export function avcRecordProblems(record: Uint8Array, firstSample: Uint8Array): string[] {
  const read = readAvcRecord(record);
  const carried = inBandSets(firstSample, read.lengthSize);
  if (carried.length > 0 && carried.map(hex).join() !== read.sets.map(hex).join())
    read.problems.push(
      `its parameter sets (${read.sets.map(hex).join(', ')}) are not the stream's (${carried.map(hex).join(', ')})`,
    );
  return read.problems;
}

/** An MP4 file's avcC problems (one video track, its first sample where its first chunk starts). */
export function mp4AvcProblems(file: Uint8Array): string[] {
  const whole: Box = { type: '', start: 0, end: file.length };
  const entry = find(file, PATH, whole);
  const avcC = children(file, entry.start, entry.end).find((b) => b.type === 'avcC');
  if (avcC === undefined) return ['no avcC box'];
  const stbl = find(file, PATH.slice(0, 5), whole);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const table = (type: string) => {
    const box = children(file, stbl.start, stbl.end).find((b) => b.type === type);
    if (box === undefined) throw new Error(`no ${type} box`);
    return box;
  };
  const stsz = table('stsz');
  const size = view.getUint32(stsz.start + 4) || view.getUint32(stsz.start + 12);
  const offset = view.getUint32(table('stco').start + 8);
  return avcRecordProblems(file.subarray(avcC.start, avcC.end), file.subarray(offset, offset + size));
}
