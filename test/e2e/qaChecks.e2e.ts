import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Finding } from '../../src/qa/checks/problems.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { renderedLayoutChecks } from '../../src/qa/cli/renderedChecks.ts';
import { getLayout } from '../../src/layouts/index.ts';
import {
  PHONE_SCREEN_HEIGHT_PX,
  PHONE_SCREEN_WIDTH_PX,
  PHONE_TICKET_WIDTH_PX,
} from '../../src/qa/checks/legibility.ts';
import type { QaApi } from '../../src/qa/sheet/api.ts';
import { spawnCli } from '../cli/helpers.ts';
import { launchSharedBrowser, type Session, type SharedBrowser } from './browser.ts';

/*
 * The rendered checks of visual QA, each trusted because it fails on a planted defect: fixtures of
 * broken layouts (test/qa/fixtures) are drawn by the painter in the QA page, and each must fail
 * naming the element. Only the part of the checks a fixture needs is drawn, to keep this quick.
 */

const base = inject('baseUrl');
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../qa/fixtures/${name}.json`, import.meta.url), 'utf8')) as unknown;
type WindowWithQa = Window & { grattezQa: QaApi };

// One Chromium: the checks' page and the phone's are contexts of it, not a launch each.
let browser: SharedBrowser;
let session: Session;
beforeAll(async () => {
  browser = await launchSharedBrowser(['--font-render-hinting=none', '--disable-lcd-text']);
  session = await browser.open();
  await session.page.goto(`${base}/qa.html?mode=api`);
  await session.page.locator('body[data-api="ready"]').waitFor({ state: 'attached' });
});
afterAll(async () => {
  await browser?.close();
});

async function check(
  name: string,
  options: { parts: ('content' | 'covers' | 'art')[]; pages?: number },
): Promise<string[]> {
  const result = await session.page.evaluate(
    ({ json, options }) => (window as unknown as WindowWithQa).grattezQa.checkLayout(json, 'en', options),
    { json: fixture(name), options },
  );
  return result.findings.map((f: Finding) => describeFinding(f, 'en'));
}

describe('rendered checks fail on planted defects, naming the element', () => {
  it('a text box too small: the amount in words is drawn as a speck', async () => {
    const lines = await check('text-box-too-small', { parts: ['content'], pages: 1 });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^months\.month-4\.amountWords: text ".+" drawn at \d\.\d px on a 360 px screen \(at least 8 px for amounts in words\) \(en, at density 1\)$/,
      ),
    );
    expect(lines.every((l) => l.startsWith('months.month-4.'))).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('a light amount on a light background fails the contrast sampled from the render', async () => {
    const lines = await check('light-amount', { parts: ['content'], pages: 1 });
    expect(lines).toEqual([
      expect.stringMatching(
        /^months\.month-5\.amountDigits: contrast 1(\.\d)?:1 for ".+" against the background drawn behind it \(at least 4\.5:1\) \(en\)$/,
      ),
    ]);
  });

  it('a cover with a hole lets pixels through, at every density', async () => {
    const lines = await check('cover-with-hole', { parts: ['covers'] });
    for (const density of [1, 2, 3]) {
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^months\\.month-3: \\d+ pixels differ under the cover between two different tickets \\(en, at density ${density}\\)$`,
          ),
        ),
      );
    }
    // The neighbours' covers hold.
    expect(lines.filter((l) => /pixels differ/.test(l) && !l.startsWith('months.month-3:'))).toEqual([]);
  });

  it('the sound layout passes the same checks, so the failures above come from the defects', async () => {
    // The fixtures above are the months' wheel's layout with one defect each. (The dog's sound
    // parts are shown passing by check-layout below, which finds only its two planted defects.)
    const json: unknown = JSON.parse(readFileSync('designs/months/design.json', 'utf8'));
    const result = await session.page.evaluate(
      ({ json }) =>
        (window as unknown as WindowWithQa).grattezQa.checkLayout(json, 'en', {
          parts: ['content', 'covers'],
          pages: 1,
        }),
      { json },
    );
    expect(result.findings.map((f: Finding) => describeFinding(f, 'en'))).toEqual([]);
  });
});

describe('the screen the legibility rules are set on', () => {
  it(`the player shows the ticket ${PHONE_TICKET_WIDTH_PX} px wide on a ${PHONE_SCREEN_WIDTH_PX} px wide phone`, async () => {
    const phone = await browser.open({
      width: PHONE_SCREEN_WIDTH_PX,
      height: PHONE_SCREEN_HEIGHT_PX,
      dpr: 2,
      mobile: true,
    });
    try {
      await phone.page.goto(`${base}/?game=months`);
      const canvas = phone.page.locator('canvas[data-ready="true"]');
      await canvas.waitFor({ state: 'attached' });
      const box = await canvas.boundingBox();
      expect(box?.width).toBe(PHONE_TICKET_WIDTH_PX);
    } finally {
      await phone.close();
    }
  });
});

describe('grattez check-layout with art', () => {
  it(
    'draws the layout with the given art in Chromium and names what fails, a misprinted price too (the CLI bundle)',
    { timeout: 600_000 },
    async () => {
      // The dog's layout with its price printed light on its gold badge, and its English art with
      // the price misprinted: €3 where the engine says €2, and a box drawn after the bonus line
      // over its first letters. (The dog's six pages of content, where the months' wheel has 21,
      // keep this whole run short.)
      const source = readFileSync('designs/dog/dog.en.svg', 'utf8');
      expect(source).toContain('no value · €2<');
      const folder = mkdtempSync(join(tmpdir(), 'grattez-art-'));
      const art = join(folder, 'dog.en.svg');
      // And a word squeezed by textLength into a fifth of the width its font gives it.
      const squeezed =
        '<text x="300" y="120" font-size="24" textLength="30" lengthAdjust="spacingAndGlyphs" text-anchor="middle" fill="#111111" font-family="Nunito, sans-serif" font-weight="800">GRATTEZ</text>';
      const box = `<rect x="40" y="864" width="30" height="14" fill="#3a0ca3"/>\n${squeezed}\n</svg>`;
      writeFileSync(art, source.replace('no value · €2<', 'no value · €3<').replace(/<\/svg>\s*$/, box));
      let result: Awaited<ReturnType<typeof spawnCli>>;
      // dist/ is the build of these sources (the global setup's, or npm test's): the CLI serves
      // it rather than building the app again.
      const prebuilt = process.env.GRATTEZ_PREBUILT_APP;
      process.env.GRATTEZ_PREBUILT_APP = '1';
      try {
        result = await spawnCli([
          'check-layout',
          '--layout',
          new URL('../qa/fixtures/light-price.json', import.meta.url).pathname,
          '--art',
          art,
        ]);
      } finally {
        if (prebuilt === undefined) delete process.env.GRATTEZ_PREBUILT_APP;
        else process.env.GRATTEZ_PREBUILT_APP = prebuilt;
        rmSync(folder, { recursive: true, force: true });
      }
      // Off a terminal, no progress: only the last line, naming the design, with the number of checks and the time.
      expect(result.stderr).toMatch(
        /^grattez: dog \(light-price\.json, art in en\): \d{3,} checks, 4 failed, in \d+(\.\d)? s\n$/,
      );
      expect(result.code).toBe(1);
      expect(result.stdout.trimEnd().split('\n')).toEqual([
        expect.stringMatching(
          /^dog\.price: contrast 1(\.\d)?:1 for "€2" against the background drawn behind it \(at least 4\.5:1\) \(en\)$/,
        ),
        expect.stringMatching(
          /^dog\.art\.text@\d+,\d+: the price: the text "Simulated scratch game · no value · €3" prints "€3", the engine says "€2" \(en\)$/,
        ),
        expect.stringMatching(
          /^dog\.art\.text@\d+,\d+: text "BONUS: a bowl .+" \d+ % hidden by the art drawn after it \(en\)$/,
        ),
        // Once, whatever the density: its glyphs' width is the same at every one.
        expect.stringMatching(
          /^dog\.art\.text@300,120: text "GRATTEZ" squeezed to 2\d(\.\d)? % of its width \(at least 80 %\): give it a longer textLength or a smaller font-size \(en\)$/,
        ),
      ]);
    },
  );
});

describe('a design folder the app does not have', () => {
  /** A copy of the dog's folder named `id`, with these files of its own in symbols/. */
  function dogFolder(id: string, symbols: Readonly<Record<string, string>>): Record<string, string> {
    const files: Record<string, string> = {
      'design.json': readFileSync('designs/dog/design.json', 'utf8').replace('"design": "dog"', `"design": "${id}"`),
    };
    for (const file of readdirSync('designs/dog'))
      if (file.endsWith('.svg')) files[file] = readFileSync(`designs/dog/${file}`, 'utf8');
    for (const [name, text] of Object.entries(symbols)) files[`symbols/${name}.svg`] = text;
    return files;
  }

  it('is drawn with its own files, its symbols too, as the design lab draws it', async () => {
    // Its bone drawn as the shared ball: the symbols' check sees two alike, in its own name.
    const files = dogFolder('mydog', { bone: readFileSync('assets/symbols/ball.svg', 'utf8') });
    // Its progress labels in French (a tool's language), for its English art.
    const { result, labels } = await session.page.evaluate(
      async ({ files }) => {
        const labels: string[] = [];
        const result = await (window as unknown as WindowWithQa).grattezQa.checkFolder(files, 'mydog', 'en', {
          parts: ['content'],
          densities: [2],
          progress: (label) => labels.push(label),
          progressLang: 'fr',
        });
        return { result, labels };
      },
      { files },
    );
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(labels).toContain('mydog en\u00a0: page 1/6, densité 2');
    expect(labels.find((label) => /symboles \w+ et \w+$/.test(label))).toBeDefined();
    expect(labels.join('\n')).not.toMatch(/density|symbols| and |the art/);
    const lines = result.checks.findings.map((f: Finding) => describeFinding(f, 'en'));
    expect(lines).toContainEqual(
      expect.stringMatching(/^mydog\.symbols\.(bone|ball): (bone and ball|ball and bone) look alike/),
    );
    expect(lines.every((line) => line.startsWith('mydog.symbols.'))).toBe(true);
    // Each of its symbols' drawings was measured once, and is counted among the checks.
    const compared = new Set(result.checks.measures.symbols.flatMap((pair) => [pair.a, pair.b]));
    expect(compared.size).toBeGreaterThan(1);
    expect(result.checks.measures.inks.map((ink) => ink.symbol).sort()).toEqual([...compared].sort());
    expect(session.errors).toEqual([]);
  });

  it('is checked by grattez check-layout --design, which names a file of it that is no SVG', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'grattez-folder-'));
    const folder = join(scratch, 'mydog');
    for (const [path, text] of Object.entries(dogFolder('mydog', { bone: 'garbage' }))) {
      mkdirSync(join(folder, path, '..'), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    const prebuilt = process.env.GRATTEZ_PREBUILT_APP;
    process.env.GRATTEZ_PREBUILT_APP = '1';
    try {
      const bad = await spawnCli(['check-layout', '--design', folder]);
      expect(bad).toMatchObject({ code: 2, stdout: '' });
      expect(bad.stderr).toMatch(
        /^grattez: --design ".+mydog": symbols\/bone\.svg is not an SVG image: not well-formed XML: error on line 1/,
      );
    } finally {
      if (prebuilt === undefined) delete process.env.GRATTEZ_PREBUILT_APP;
      else process.env.GRATTEZ_PREBUILT_APP = prebuilt;
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('the QA tools, given a build that cannot start', () => {
  it('stop at once, with the page’s reason, when a file its first modules import arrives cut short', async () => {
    // A copy of the build whose `core` (which the QA page's entry imports) is cut in half: fetched
    // whole, it cannot be parsed, and only the page's load guard can say so; without it, the tools
    // (check-layout --art, npm run qa) would wait out their 60 s. (A missing file is named by the
    // tools themselves: test/e2e/studioRender.e2e.ts.)
    const root = mkdtempSync(join(tmpdir(), 'grattez-broken-'));
    cpSync(join(process.cwd(), 'dist'), join(root, 'dist'), { recursive: true });
    const assets = join(root, 'dist', 'assets');
    const core = readdirSync(assets).find((file) => /^core-[\w-]+\.js$/.test(file));
    if (core === undefined) throw new Error('the build has no core chunk');
    const text = readFileSync(join(assets, core));
    writeFileSync(join(assets, core), text.subarray(0, text.length >> 1));
    const prebuilt = process.env.GRATTEZ_PREBUILT_APP;
    process.env.GRATTEZ_PREBUILT_APP = '1'; // serve the copy, not a build of its own
    try {
      await expect(renderedLayoutChecks(root, getLayout('dog'), [])).rejects.toThrow(
        /^the QA page could not start \(Grattez: the QA sheet could not be loaded\. SyntaxError/,
      );
    } finally {
      if (prebuilt === undefined) delete process.env.GRATTEZ_PREBUILT_APP;
      else process.env.GRATTEZ_PREBUILT_APP = prebuilt;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
