import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileWhole } from '../../src/cli/output.ts';

const dir = mkdtempSync(join(tmpdir(), 'grattez-output-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileWhole: a file written whole or not at all', () => {
  it('writes the bytes, replacing what was there, and leaves nothing beside', () => {
    const file = join(dir, 'done.png');
    writeFileSync(file, 'old');
    writeFileWhole(file, new Uint8Array([1, 2, 3]));
    expect([...readFileSync(file)]).toEqual([1, 2, 3]);
    expect(readdirSync(dir)).toEqual(['done.png']);
  });

  it('on a full disk (Linux: /dev/full): one message naming the file, the old file kept, no partial left', () => {
    const file = join(dir, 'full.png');
    writeFileSync(file, 'old');
    // The temporary file is where the bytes go first: there, every write finds the disk full.
    symlinkSync('/dev/full', `${file}.partial-${process.pid}`);
    expect(() => writeFileWhole(file, new Uint8Array(1024), 'out/full.png')).toThrow(
      /^cannot write the output: out\/full\.png: no space left on device \(ENOSPC\)$/,
    );
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['done.png', 'full.png']);
  });

  it('in a folder it cannot write in: the file asked for named, never the temporary one', () => {
    const file = join(dir, 'no-such-folder', 'x.png');
    expect(() => writeFileWhole(file, new Uint8Array(1), 'no-such-folder/x.png')).toThrow(
      /^cannot write the output: no-such-folder\/x\.png: no such file or directory \(ENOENT\)$/,
    );
  });
});
