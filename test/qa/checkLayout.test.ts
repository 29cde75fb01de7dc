import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../cli/helpers.ts';

const fixture = (name: string) => new URL(`fixtures/${name}.json`, import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'grattez-check-layout-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('grattez check-layout (schema and geometry)', () => {
  it.each([
    ['dog', 68],
    ['cat', 68],
    ['months', 443],
    ['calendrier', 443],
  ])('passes the %s layout: nothing on stdout, and one line on stderr saying so', async (design, checks) => {
    const result = await cli(['check-layout', '--layout', `designs/${design}/design.json`]);
    expect(result).toEqual({ code: 0, stdout: '', stderr: `grattez: design.json: ${checks} checks, 0 failed\n` });
  });

  it('exits 1 with one line per failure, naming the element, the check and the measure', async () => {
    const result = await cli(['check-layout', '--layout', fixture('slot-out-of-cover')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('grattez: slot-out-of-cover.json: 68 checks, 1 failed\n');
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^dog\.paw-3\.slots\[0\]: slot outside its zone's cover over [\d.]+ × [\d.]+ units$/),
    ]);
  });

  it('--json prints one object with every failure', async () => {
    const result = await cli(['check-layout', '--layout', fixture('overlapping-zones'), '--json']);
    expect(result.code).toBe(1);
    const out = JSON.parse(result.stdout) as {
      ok: boolean;
      failures: { check: string; element: string; message: string }[];
    };
    expect(out.ok).toBe(false);
    expect(out.failures).toContainEqual(
      expect.objectContaining({
        check: 'geometry',
        element: 'months.month-1',
        message: expect.stringMatching(/overlaps zone month-2/) as unknown,
      }),
    );
  });

  it('exits 2 on a missing file, JSON that is not a layout, or no JSON at all', async () => {
    const missing = await cli(['check-layout', '--layout', join(scratch, 'nope.json')]);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(/^grattez: --layout ".+": cannot read the file \(ENOENT\)\n$/) as unknown,
    });

    const notLayout = join(scratch, 'not-layout.json');
    writeFileSync(notLayout, JSON.stringify({ design: 'dog', width: 600 }));
    const bad = await cli(['check-layout', '--layout', notLayout]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^grattez: --layout ".+" is not a layout: height: .*zones: /);
    expect(bad.stderr.split('\n')).toHaveLength(2); // one line

    const garbage = join(scratch, 'garbage.json');
    writeFileSync(garbage, '{ not json');
    const junk = await cli(['check-layout', '--layout', garbage]);
    expect(junk.code).toBe(2);
    expect(junk.stderr).toMatch(/is not a layout: \(root\): invalid JSON/);
  });

  it('exits 2 on a missing art file or language', async () => {
    const noArt = await cli([
      'check-layout',
      '--layout',
      'designs/dog/design.json',
      '--art',
      join(scratch, 'none.svg'),
    ]);
    expect(noArt.code).toBe(2);
    expect(noArt.stderr).toMatch(/^grattez: --art ".+": cannot read the file \(ENOENT\)\n$/);
    const lang = await cli(['check-layout', '--layout', 'designs/dog/design.json', '--lang', 'de']);
    expect(lang).toEqual({ code: 2, stdout: '', stderr: 'grattez: --lang "de" is not a language: use fr or en\n' });
  });

  it('exits 2 on art the build cannot outline, naming the file and element', async () => {
    const art = join(scratch, 'bad.svg');
    writeFileSync(
      art,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900"><text x="1" y="2" font-size="9" font-family="Comic Sans">x</text></svg>',
    );
    const result = await cli(['check-layout', '--layout', 'designs/dog/design.json', '--art', art]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^grattez: --art: .*bad\.svg:1:\d+: <text> "x": font-family must start with a bundled family/,
    );
  });
});
