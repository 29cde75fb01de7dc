import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileSize } from '../../src/cli/progress.ts';
import { renderJob, studioSourceHash } from '../../src/cli/render.ts';
import { studioQuery } from '../../src/studio/state/studioSettings.ts';
import { cli, ROOT } from '../cli/helpers.ts';
import { openSession, type Session } from './browser.ts';
import { videoFacts } from './studioMedia.ts';

const base = inject('baseUrl');
const dir = mkdtempSync(join(tmpdir(), 'grattez-render-e2e-'));
const saved = { studio: process.env.GRATTEZ_STUDIO_DIR, chromium: process.env.GRATTEZ_CHROMIUM };

beforeAll(() => {
  // The build the end-to-end setup made (dist/), rather than a build of the CLI's own.
  process.env.GRATTEZ_STUDIO_DIR = join(process.cwd(), 'dist');
});
afterAll(() => {
  for (const [name, value] of [
    ['GRATTEZ_STUDIO_DIR', saved.studio],
    ['GRATTEZ_CHROMIUM', saved.chromium],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The last line of a render: the file (absolute, being outside the current folder), its kind, size and frames, the time. */
function lastLine(file: string, what: string, bytes: number): unknown {
  return expect.stringMatching(
    new RegExp(`^grattez: wrote ${escape(file)}: ${what}, ${escape(fileSize(bytes))}, in \\d+(\\.\\d)? s\\n$`),
  ) as unknown;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The studio's own export of `settings` by its button, in a fresh page: the file's suggested name
 * and bytes; the page must have logged no error.
 */
async function studioExport(
  settings: Parameters<typeof studioQuery>[0],
  format: 'png' | 'gif',
  timeout: number,
): Promise<{ name: string; bytes: Buffer }> {
  const session: Session = await openSession();
  try {
    await session.page.goto(`${base}/studio.html${studioQuery(settings)}`);
    await session.page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
    const [download] = await Promise.all([
      session.page.waitForEvent('download', { timeout }),
      session.page.getByTestId(`export-${format}`).click(),
    ]);
    const file = { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
    expect(session.errors).toEqual([]);
    return file;
  } finally {
    await session.close();
  }
}

const DOG = ['--game', 'paws', '--variant', 'dog', '--prize', '3000', '--state', 'scratched:0.4', '--size', '600x400'];

describe('grattez render', () => {
  // Off a terminal, a render prints only its last line: the README example's test below checks it.
  // Two renders give the same bytes: the cache's test below compares two.
  it('writes a PNG of exactly the size asked, shows its progress on a terminal, and the same bytes as the studio’s own export', async () => {
    const first = join(dir, 'dog-1.png');
    // On a terminal: the stages on one line redrawn in place, wiped before the last line.
    const one = await cli(['render', ...DOG, '--density', '2', '--caption', 'Un vrai ticket', '--out', first], {
      isTTY: true,
    });
    const bytes = readFileSync(first);
    expect(one.code).toBe(0);
    expect(one.stdout).toBe('');
    const [progress, last] = one.stderr.split(/\r(?=grattez: wrote)/);
    expect(progress).toMatch(/^\rrender .*dog-1\.png: starting Chromium… \d+ s/);
    expect(progress).toContain(': drawing… ');
    expect(progress).toMatch(/\r {20,}$/);
    expect(last).toEqual(lastLine(first, 'PNG 1200×800, 1 frame', bytes.length));
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([1200, 800]);

    // The studio, opened on the same settings, exports the very same file.
    const job = renderJob(
      {
        game: 'paws',
        variant: 'dog',
        prize: '3000',
        state: 'scratched:0.4',
        size: '600x400',
        density: '2',
        caption: 'Un vrai ticket',
        out: first,
      },
      dir,
    );
    const studio = await studioExport(job.settings, 'png', 120_000);
    expect(studio.bytes.equals(bytes)).toBe(true);

    // In French (the picture's default language, so the same bytes): its stages and last line too.
    const inFrench = join(dir, 'dog-fr.png');
    const fr = await cli(
      ['render', ...DOG, '--density', '2', '--caption', 'Un vrai ticket', '--lang', 'fr', '--out', inFrench],
      { isTTY: true },
    );
    expect([fr.code, fr.stdout]).toEqual([0, '']);
    const [frProgress, frLast] = fr.stderr.split(/\r(?=grattez: )/);
    expect(frProgress).toMatch(/^\rrender .*dog-fr\.png: démarrage de Chromium… \d+ s/);
    expect(frProgress).toContain(': dessin… ');
    expect(frLast).toMatch(
      new RegExp(
        `^grattez: écrit ${escape(inFrench)}\u00a0: PNG 1200×800, 1 image, \\d+(,\\d)?\u00a0(ko|Mo), en \\d+(,\\d)?\u00a0s\\n$`,
      ),
    );
    expect(readFileSync(inFrench).equals(bytes)).toBe(true);
  });

  it(
    'makes the studio’s GIF, named as the studio names it: a picture wider than 600 pixels scaled down, the same bytes',
    { timeout: 900_000 },
    async () => {
      // Short, and little more than 600 pixels wide: each frame is drawn in software.
      const args = ['--serial', 'M.demo.0.0000170.0133', '--size', '640x200', '--video', '3'];
      const result = await cli(['render', ...args, '--format', 'gif', '--out', dir]);
      const job = renderJob(
        { serial: 'M.demo.0.0000170.0133', size: '640x200', video: '3', format: 'gif', out: dir },
        dir,
      );
      expect([job.width, job.height]).toEqual([600, 188]);
      expect(existsSync(job.out)).toBe(true);
      const bytes = readFileSync(job.out);
      expect(result).toEqual({
        code: 0,
        stdout: '',
        stderr: lastLine(job.out, 'GIF 600×188, 45 frames', bytes.length),
      });
      const studio = await studioExport(job.settings, 'gif', 600_000);
      expect(studio.name).toBe(basename(job.out));
      expect(studio.bytes.equals(bytes)).toBe(true);
    },
  );

  it('writes a reveal WebM of the length asked, at 30 frames a second', { timeout: 900_000 }, async () => {
    const out = join(dir, 'reveal.webm');
    const result = await cli([
      'render',
      '--serial',
      'M.demo.0.0000170.0133',
      '--size',
      '200x200', // the smallest frame, and the shortest reveal: each frame is drawn in software
      '--video',
      '3',
      '--out',
      out,
    ]);
    const bytes = readFileSync(out);
    expect(result).toEqual({ code: 0, stdout: '', stderr: lastLine(out, 'WebM 200×200, 90 frames', bytes.length) });
    expect(await videoFacts(bytes)).toMatchObject({ duration: 3, frames: 90, codec: 'vp9', width: 200 });
  });

  it('draws the README’s render example for real, and ends with the line docs/studio.md shows', async () => {
    // test/docs/examples.test.ts checks every render example up to the browser; this one is drawn.
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const example = /^npm run --silent grattez -- (render --game paws --variant dog [^\n"]*--out out\/dog\.png)$/m.exec(
      readme,
    );
    expect(example).not.toBeNull();
    const out = join(dir, 'readme-dog.png');
    const args = example![1]!.split(' ').map((arg) => (arg === 'out/dog.png' ? out : arg));
    const result = await cli(args);
    const studioDoc = readFileSync(join(ROOT, 'docs', 'studio.md'), 'utf8');
    const shown = /^grattez: wrote dog\.png: (PNG \d+×\d+, 1 frame), /m.exec(studioDoc);
    expect(shown).not.toBeNull();
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: lastLine(out, shown![1]!, readFileSync(out).length),
    });
  });

  it('fails with one line and writes nothing when the browser is missing', async () => {
    process.env.GRATTEZ_CHROMIUM = join(dir, 'no-chromium');
    try {
      const out = join(dir, 'none.png');
      const result = await cli(['render', ...DOG, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^grattez: no Chromium at .*no-chromium: install Debian's package "chromium", or set GRATTEZ_CHROMIUM to a Chromium\n$/,
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      delete process.env.GRATTEZ_CHROMIUM;
    }
  });

  // A build missing chunks, as a copy cut short would be: the studio's app (the page says it
  // could not be loaded), or a chunk its first modules import (its load guard says so). Either is
  // named, where a page that never starts would give "not started within 60 s".
  it.each([
    ['its app', 'main'],
    ['a chunk its entry imports', 'core'],
  ])('says at once, and why, when the studio given cannot start: %s missing', async (_what, chunk) => {
    const broken = join(dir, `broken-${chunk}`);
    cpSync(join(process.cwd(), 'dist'), broken, { recursive: true });
    const missing = new RegExp(`^${chunk}-[\\w-]+\\.js$`);
    for (const file of readdirSync(join(broken, 'assets')))
      if (missing.test(file)) rmSync(join(broken, 'assets', file));
    process.env.GRATTEZ_STUDIO_DIR = broken;
    try {
      const out = join(dir, 'broken.png');
      const result = await cli(['render', ...DOG, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `^grattez: the studio in .*broken-${chunk} could not start \\(.*/${chunk}-[\\w-]+\\.js.*\\): is the build whole\\? Build it again with npm run build\\n$`,
        ),
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      process.env.GRATTEZ_STUDIO_DIR = join(process.cwd(), 'dist');
    }
  });

  it('builds the studio once into its cache when no build is given, then reuses it', { timeout: 900_000 }, async () => {
    delete process.env.GRATTEZ_STUDIO_DIR;
    try {
      const cache = join(process.cwd(), 'node_modules', '.cache', 'grattez-studio', studioSourceHash());
      const out = join(dir, 'cached.png');
      expect((await cli(['render', ...DOG, '--out', out])).code).toBe(0);
      expect(existsSync(join(cache, 'studio.html'))).toBe(true);
      const built = statSync(join(cache, 'studio.html')).mtimeMs;
      // Into a file that is there already: the render says it replaced it.
      const again = join(dir, 'cached-again.png');
      writeFileSync(again, 'an older picture');
      const second = await cli(['render', ...DOG, '--out', again]);
      expect(second.code).toBe(0);
      expect(second.stderr).toMatch(/^grattez: replaced .*cached-again\.png: PNG /);
      expect(statSync(join(cache, 'studio.html')).mtimeMs).toBe(built);
      expect(readFileSync(again).equals(readFileSync(out))).toBe(true);
      // Only the current build is kept.
      expect(readdirSync(join(cache, '..')).filter((e) => !e.startsWith('.'))).toEqual([studioSourceHash()]);
    } finally {
      process.env.GRATTEZ_STUDIO_DIR = join(process.cwd(), 'dist');
    }
  });
});
