/** The boxes whose children are boxes, on the way to the ones that carry a time (ISO/IEC 14496-12). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
/** The boxes that carry a creation and a modification time, right after their version and flags. */
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);

/**
 * Sets an MP4's creation and modification times to 0 (the format's epoch), in place. The muxer
 * writes the wall clock there, so two exports of the same picture differed in those bytes alone;
 * a picture's file is to depend on the picture only (as WebM, GIF and PNG do).
 */
export function clearMp4Times(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const walk = (start: number, end: number): void => {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      let header = 8;
      if (size === 1) {
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) throw new Error(`the MP4 has a box that overruns its parent at byte ${at}`);
      const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
      if (CONTAINERS.has(type)) walk(at + header, at + size);
      else if (TIMED.has(type)) {
        const version = bytes[at + header]!;
        const times = at + header + 4; // after the version and the flags
        bytes.fill(0, times, times + (version === 1 ? 16 : 8));
      }
      at += size;
    }
  };
  walk(0, bytes.length);
}
