import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderJob, studioSourceHash } from '../../src/cli/render.ts';
import { studioQuery } from '../../src/studio/state/studioSettings.ts';
import { cli } from '../cli/helpers.ts';
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

const DOG = ['--game', 'paws', '--variant', 'dog', '--prize', '3000', '--state', 'scratched:0.4', '--size', '600x400'];

describe('grattez render', () => {
  it('writes a PNG of exactly the size asked, the same bytes twice, and the same as the studio’s own export', async () => {
    const first = join(dir, 'dog-1.png');
    const second = join(dir, 'dog-2.png');
    const one = await cli(['render', ...DOG, '--density', '2', '--caption', 'Un vrai ticket', '--out', first]);
    expect(one).toEqual({ code: 0, stdout: '', stderr: '' });
    const two = await cli(['render', ...DOG, '--density', '2', '--caption', 'Un vrai ticket', '--out', second]);
    expect(two.code).toBe(0);
    const bytes = readFileSync(first);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([1200, 800]);
    expect(readFileSync(second).equals(bytes)).toBe(true);

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
    const session: Session = await openSession();
    try {
      await session.page.goto(`${base}/studio.html${studioQuery(job.settings)}`);
      await session.page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
      const [download] = await Promise.all([
        session.page.waitForEvent('download', { timeout: 120_000 }),
        session.page.getByTestId('export-png').click(),
      ]);
      expect(readFileSync(await download.path()).equals(bytes)).toBe(true);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('writes a reveal WebM of the length asked, at 30 frames a second', { timeout: 900_000 }, async () => {
    const out = join(dir, 'reveal.webm');
    const result = await cli([
      'render',
      '--serial',
      'M.demo.0.0000170.0133',
      '--size',
      '300x300',
      '--video',
      '3',
      '--out',
      out,
    ]);
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await videoFacts(readFileSync(out))).toMatchObject({ duration: 3, frames: 90, codec: 'vp9', width: 300 });
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

  it('builds the studio once into its cache when no build is given, then reuses it', { timeout: 900_000 }, async () => {
    delete process.env.GRATTEZ_STUDIO_DIR;
    try {
      const cache = join(process.cwd(), 'node_modules', '.cache', 'grattez-studio', studioSourceHash());
      const out = join(dir, 'cached.png');
      expect((await cli(['render', ...DOG, '--out', out])).code).toBe(0);
      expect(existsSync(join(cache, 'studio.html'))).toBe(true);
      const built = statSync(join(cache, 'studio.html')).mtimeMs;
      const again = join(dir, 'cached-again.png');
      expect((await cli(['render', ...DOG, '--out', again])).code).toBe(0);
      expect(statSync(join(cache, 'studio.html')).mtimeMs).toBe(built);
      expect(readFileSync(again).equals(readFileSync(out))).toBe(true);
      // Only the current build is kept.
      expect(readdirSync(join(cache, '..')).filter((e) => !e.startsWith('.'))).toEqual([studioSourceHash()]);
    } finally {
      process.env.GRATTEZ_STUDIO_DIR = join(process.cwd(), 'dist');
    }
  });
});
