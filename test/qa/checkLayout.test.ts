import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkDesign, failedCount, reportLines, type ArtSource, type LayoutReport } from '../../src/cli/checkLayout.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';
import { describeFindingsGrouped } from '../../src/qa/checks/describe.ts';
import { parseLayout } from '../../src/layouts/parseLayout.ts';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import type { TicketLayout } from '../../src/layouts/index.ts';
import { cli, ROOT } from '../cli/helpers.ts';

const fixture = (name: string) => new URL(`fixtures/${name}.json`, import.meta.url).pathname;
/** The line that names, without --art, the checks that need it. */
const NEEDS_ART =
  "grattez: not checked without the art: the art's texts and the text drawn at each density, covers, tap targets, contrast, symbols, printed facts (give --art FILE.svg)\n";
/** The line a folder named like a built-in design (not the project's own) gets first on stderr. */
const builtInNote = (id: string) =>
  `grattez: ${id}/ has the id of a built-in design ("${id}"): its own files are checked, not the built-in design's (in the app, a folder of that name replaces it)\n`;
const scratch = mkdtempSync(join(tmpdir(), 'grattez-check-layout-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('grattez check-layout (schema and geometry)', () => {
  it.each([
    ['dog', 74],
    ['cat', 74],
    ['months', 525],
    ['calendrier', 525],
  ])(
    'passes the %s layout: nothing on stdout; on stderr, what needs the art, then the count',
    async (design, checks) => {
      const result = await cli(['check-layout', '--layout', `designs/${design}/design.json`]);
      expect(result).toEqual({
        code: 0,
        stdout: '',
        stderr: `${NEEDS_ART}grattez: ${design} (design.json): ${checks} checks, 0 failed\n`,
      });
    },
  );

  it('is never silent: a text box too small for its amounts fails without the art, and what was not checked is named', async () => {
    // Month 4's amount-in-words box narrowed: the longest amounts no longer fit, in either language.
    const result = await cli(['check-layout', '--layout', fixture('text-box-too-small')]);
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(NEEDS_ART.trimEnd());
    expect(lines[1]).toMatch(/^grattez: months \(text-box-too-small\.json\): 525 checks, [1-9]\d* failed$/);
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        /^months\.month-4\.amountWords: text "[A-Z ]+" drawn at [\d.]+ px on a 360 px screen .*\(fr\)$/,
      ),
      expect.stringMatching(
        /^months\.month-4\.amountWords: text "[A-Z ]+" drawn at [\d.]+ px on a 360 px screen .*\(en\)$/,
      ),
    ]);
  });

  it('speaks the CLI’s language: report lines, what needs the art and the last line in French; --json the same in both', async () => {
    const NB = '\u00a0';
    const args = ['check-layout', '--layout', fixture('text-box-too-small')];
    const [fr, en, frJson, enJson] = await Promise.all([
      cli(args, { env: { LANG: 'fr_FR.UTF-8' } }),
      cli(args),
      cli(['--lang', 'fr', ...args, '--json']),
      cli([...args, '--json']),
    ]);
    expect(fr.code).toBe(1);
    const report = await checkDesign(
      (parseLayout(readFileSync(fixture('text-box-too-small'), 'utf8'), DESIGN_WORDS.en) as { layout: TicketLayout })
        .layout,
      [],
      { root: ROOT },
    );
    expect(fr.stdout).toBe(
      describeFindingsGrouped(report.findings, 'fr')
        .map((line) => `${line}\n`)
        .join(''),
    );
    expect(fr.stdout).not.toBe(en.stdout);
    const lines = fr.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(
      `grattez: non vérifié sans le dessin${NB}: les textes du dessin et le texte dessiné à chaque densité, caches, cibles tactiles, contraste, symboles, faits imprimés (donnez --art FICHIER.svg)`,
    );
    expect(lines[1]).toMatch(
      new RegExp(`^grattez: months \\(text-box-too-small\\.json\\)${NB}: 525 vérifications, [1-9]\\d* en échec$`),
    );
    expect(frJson.stdout).toBe(enJson.stdout);
    expect(frJson.code).toBe(1);
  });

  it('with --art in French: its stages on a terminal, and a browser that fails, in French', async () => {
    vi.stubEnv('GRATTEZ_CHROMIUM', '/bin/true');
    vi.stubEnv('GRATTEZ_PREBUILT_APP', '1');
    // The build's server is closed though the browser never started: one left listening would
    // keep the CLI's process from ending once it has said why.
    const listening = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;
    const before = listening();
    try {
      const result = await cli(
        [
          'check-layout',
          '--layout',
          'designs/months/design.json',
          '--art',
          'designs/months/months.svg',
          '--lang',
          'fr',
        ],
        { isTTY: true },
      );
      expect([result.code, result.stdout]).toEqual([1, '']);
      expect(result.stderr).toContain('service de la construction de dist/');
      expect(result.stderr).toContain('démarrage de Chromium');
      expect(result.stderr).not.toMatch(/serving|starting/);
      expect(result.stderr.split('\r').at(-1)).toBe(
        'grattez: le navigateur /bin/true n’a pas pu démarrer\u00a0: il s’est arrêté aussitôt, sans rien dire (donnez à GRATTEZ_CHROMIUM un autre Chromium)\n',
      );
      expect(listening()).toBe(before);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('says a file or folder it cannot take in French under a French locale, exit 2', async () => {
    const NB = '\u00a0';
    const FR = { env: { LANG: 'fr_FR.UTF-8' } };
    const missing = join(scratch, 'missing.json');
    const notJson = join(scratch, 'not-json.json');
    writeFileSync(notJson, 'not json');
    const cases: [string[], string][] = [
      [['--layout', missing], `--layout "${missing}"${NB}: impossible de lire le fichier (il n’existe pas)`],
      [
        ['--layout', scratch],
        `--layout "${scratch}" est un dossier${NB}: donnez son design.json, ou vérifiez le dossier avec --design`,
      ],
      [
        ['--design', join(scratch, 'nope')],
        `--design "${join(scratch, 'nope')}"${NB}: impossible de lire le dossier (il n’existe pas)`,
      ],
      [['--layout', notJson], `--layout "${notJson}" n’est pas du JSON${NB}: `],
      [['--design', notJson], `--design "${notJson}" n’est pas un dossier`],
      [['--design', scratch], `--design "${scratch}"${NB}: le dossier n’a pas de design.json à sa racine`],
    ];
    for (const [args, message] of cases) {
      const result = await cli(['check-layout', ...args], FR);
      expect([result.code, result.stdout]).toEqual([2, '']);
      expect(result.stderr).toMatch(/^grattez: [^\n]*\n$/);
      expect(result.stderr).toContain(`grattez: ${message}`);
    }
  });

  it('exits 1 with one line per failure, naming the element, the check and the measure', async () => {
    const result = await cli(['check-layout', '--layout', fixture('slot-out-of-cover')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${NEEDS_ART}grattez: dog (slot-out-of-cover.json): 74 checks, 1 failed\n`);
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^dog\.paw-3\.slots\[0\]: slot outside its zone's cover over [\d.]+ × [\d.]+ units$/),
    ]);
  });

  it('--json prints one object: the checks run, every failure, and the checks skipped without the art', async () => {
    const result = await cli(['check-layout', '--layout', fixture('overlapping-zones'), '--json']);
    expect(result.code).toBe(1);
    const out = JSON.parse(result.stdout) as {
      ok: boolean;
      design: string;
      langs: string[];
      checks: number;
      failed: number;
      ran: { check: string; checks: number; failed: number }[];
      skipped: string[];
      failures: { check: string; element: string; message: string }[];
    };
    // The fixture moves month 1 over month 2: the two zones, and month 2's label under month 1.
    expect(out).toMatchObject({ ok: false, design: 'months', langs: [], checks: 525, failed: 2 });
    expect(out.failures.map((f) => f.element)).toEqual(['months.month-2.label', 'months.month-1']);
    expect(out.ran).toEqual([
      { check: 'geometry', checks: 443, failed: 2 },
      { check: 'text', checks: 82, failed: 0 },
    ]);
    expect(out.skipped).toEqual(['text', 'covers', 'tapTargets', 'contrast', 'symbols', 'facts']);
    expect(result.stderr.trimEnd().split('\n').at(-1)).toBe(
      'grattez: months (overlapping-zones.json): 525 checks, 2 failed',
    );
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
      stderr: expect.stringMatching(
        /^grattez: --layout ".+": cannot read the file \(it does not exist\)\n$/,
      ) as unknown,
    });
    // A folder where a file goes: said so, with the option that takes a folder.
    const folder = await cli(['check-layout', '--layout', scratch]);
    expect(folder).toEqual({
      code: 2,
      stdout: '',
      stderr: `grattez: --layout "${scratch}" is a folder: give its design.json, or check the folder with --design\n`,
    });

    const notLayout = join(scratch, 'not-layout.json');
    writeFileSync(notLayout, JSON.stringify({ design: 'dog', width: 600 }));
    const bad = await cli(['check-layout', '--layout', notLayout]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    // Worded as a design folder's problems are (check-layout --design, the build, the lab).
    expect(bad.stderr).toMatch(
      /^grattez: --layout ".+" is not a layout: height: missing \(expected a number\); .*zones: /,
    );
    expect(bad.stderr.split('\n')).toHaveLength(2); // one line

    const garbage = join(scratch, 'garbage.json');
    writeFileSync(garbage, '{ not json');
    const junk = await cli(['check-layout', '--layout', garbage]);
    expect(junk.code).toBe(2);
    expect(junk.stderr).toMatch(/is not JSON: unexpected character \(line 1 column 3\)\n$/);

    // Saved in Windows-1252, not UTF-8: its accents would come out as replacement characters.
    const latin = join(scratch, 'latin.json');
    writeFileSync(latin, Buffer.from('{\n  "design": "dog",\n  "name": "été"\n}', 'latin1'));
    expect(await cli(['check-layout', '--layout', latin])).toEqual({
      code: 2,
      stdout: '',
      stderr: `grattez: --layout ${JSON.stringify(latin)} is not UTF-8 (line 3): save it as UTF-8\n`,
    });
  });

  it('says what the layout’s reader finds wrong in the run’s language, French under a French locale', async () => {
    const FR = { env: { LANG: 'fr_FR.UTF-8' } };
    const NB = '\u00a0';
    const notLayout = join(scratch, 'not-layout-fr.json');
    writeFileSync(notLayout, JSON.stringify({ design: 'dog', width: 600, height: 900 }));
    expect((await cli(['check-layout', '--layout', notLayout], FR)).stderr).toMatch(
      new RegExp(
        `^grattez: --layout ".+" n’est pas une maquette${NB}: background${NB}: manquant \\(attendu${NB}: un texte\\)\u202f; title${NB}: manquant`,
      ),
    );
    // --lang en wins over the locale.
    expect((await cli(['--lang', 'en', 'check-layout', '--layout', notLayout], FR)).stderr).toMatch(
      /^grattez: --layout ".+" is not a layout: background: missing \(expected a string\); title: missing/,
    );
    const comma = join(scratch, 'dog-comma-fr');
    mkdirSync(comma);
    writeFileSync(join(comma, 'design.json'), '{\n  "design": "dog-comma-fr",\n  "game": "dog",\n}\n');
    expect(await cli(['check-layout', '--design', comma], FR)).toEqual({
      code: 2,
      stdout: '',
      stderr: `grattez: --design ${JSON.stringify(comma)} n’est pas un design${NB}: design.json${NB}: modèle «${NB}dog-comma-fr${NB}»${NB}: JSON non valide${NB}: virgule en trop après le dernier élément (ligne 3, colonne 16)\n`,
    });
    // A layout that does not fit its game (a zone missing): the report line, the reader's words included.
    const layout = JSON.parse(readFileSync('designs/dog/design.json', 'utf8')) as { zones: unknown[] };
    layout.zones.pop();
    const missingZone = join(scratch, 'missing-zone.json');
    writeFileSync(missingZone, JSON.stringify(layout));
    const zones = '[paw-1,paw-2,paw-3,paw-4,paw-5,paw-6,paw-7,paw-8,paw-9]';
    expect((await cli(['check-layout', '--layout', missingZone], FR)).stdout).toBe(
      `dog${NB}: zones${NB}: les identifiants sont ${zones}, attendu ${zones.replace(']', ',bonus]')}\n`,
    );
    expect((await cli(['check-layout', '--layout', missingZone])).stdout).toBe(
      `dog: zones: ids are ${zones}, expected ${zones.replace(']', ',bonus]')}\n`,
    );
  });

  it('--design: exits 2 on a folder that is missing, not a design, or given with --art, naming the problem', async () => {
    const missing = await cli(['check-layout', '--design', join(scratch, 'nope')]);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(
        /^grattez: --design ".+": cannot read the folder \(it does not exist\)\n$/,
      ) as unknown,
    });
    // A folder named by a long path: the message gives it whole, to be found again.
    const empty = join(scratch, 'a folder with a long name, as designers make them', 'empty');
    mkdirSync(empty, { recursive: true });
    expect((await cli(['check-layout', '--design', empty])).stderr).toBe(
      `grattez: --design ${JSON.stringify(empty)}: the folder has no design.json at its top\n`,
    );
    // A folder holding the design's folder: where its design.json is, is said.
    const holder = join(scratch, 'holder');
    mkdirSync(join(holder, 'dog-copy'), { recursive: true });
    copyFileSync('designs/dog/design.json', join(holder, 'dog-copy', 'design.json'));
    expect((await cli(['check-layout', '--design', holder])).stderr).toBe(
      `grattez: --design ${JSON.stringify(holder)}: the folder has no design.json at its top (found in ${JSON.stringify(join(holder, 'dog-copy', 'design.json'))}: give that folder)\n`,
    );
    // A copy of a shipped design under another name: design.json must name its folder; its English art is missing.
    const renamed = join(scratch, 'my-dog');
    mkdirSync(renamed);
    copyFileSync('designs/dog/design.json', join(renamed, 'design.json'));
    copyFileSync('designs/dog/dog.svg', join(renamed, 'dog.svg'));
    const bad = await cli(['check-layout', '--design', renamed]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /^grattez: --design ".+my-dog" is not a design: design\.json: design "my-dog": design: "dog", but the folder is named "my-dog": write "design": "my-dog" in design\.json \("dog" is the id of a built-in design, which a folder of that name would replace\); design\.json: .*dog\.en\.svg/,
    );
    expect(bad.stderr.split('\n')).toHaveLength(2); // one line
    // design.json that does not parse: the file named once, before the design, as the build and the lab name it.
    const comma = join(scratch, 'dog-comma');
    mkdirSync(comma);
    writeFileSync(join(comma, 'design.json'), '{\n  "design": "dog-comma",\n  "game": "dog",\n}\n');
    const unparsed = await cli(['check-layout', '--design', comma]);
    expect(unparsed).toEqual({
      code: 2,
      stdout: '',
      stderr: `grattez: --design ${JSON.stringify(comma)} is not a design: design.json: design "dog-comma": not valid JSON: trailing comma after the last item (line 3 column 16)\n`,
    });
    const both = await cli(['check-layout', '--design', 'designs/dog', '--art', 'designs/dog/dog.svg']);
    expect(both).toMatchObject({ code: 2, stdout: '' });
    expect(both.stderr).toMatch(/--design reads the art of each language from the folder/);
    const neither = await cli(['check-layout']);
    expect(neither.stderr).toBe('grattez: give either --design DIR (a design folder) or --layout FILE.json\n');
  });

  it("--design: refuses a file over the design lab's limit, in the lab's words, before parsing it", async () => {
    const folder = join(scratch, 'heavy', 'calendrier');
    mkdirSync(folder, { recursive: true });
    copyFileSync('designs/calendrier/design.json', join(folder, 'design.json'));
    copyFileSync('designs/calendrier/calendrier.en.svg', join(folder, 'calendrier.en.svg'));
    // A 10 MB comment: the XML parser overflowed its stack on it, said as "not well-formed SVG".
    const art = readFileSync('designs/calendrier/calendrier.svg', 'utf8');
    writeFileSync(join(folder, 'calendrier.svg'), art.replace('>', `><!--${'x'.repeat(10_000_000)}-->`));
    const megabytes = Math.round(statSync(join(folder, 'calendrier.svg')).size / 1e5) / 10; // 10.1
    const tooLarge = (file: string) =>
      `${file} weighs ${megabytes} MB, over the 8 MB a design file may weigh: ticket art weighs a few hundred kB; take out embedded pictures and fonts and simplify its paths.`;
    // The folder has the id of a built-in design: said before anything else.
    const builtIn = builtInNote('calendrier');
    expect(await cli(['check-layout', '--design', folder])).toEqual({
      code: 2,
      stdout: '',
      stderr: `${builtIn}grattez: ${tooLarge('calendrier.svg')}\n`,
    });
    // Both languages' art too large: both named, in one line.
    writeFileSync(join(folder, 'calendrier.en.svg'), readFileSync(join(folder, 'calendrier.svg')));
    expect(await cli(['check-layout', '--design', folder])).toEqual({
      code: 2,
      stdout: '',
      stderr: `${builtIn}grattez: ${tooLarge('calendrier.svg').replace(/\.$/, '')}; ${tooLarge('calendrier.en.svg')}\n`,
    });
    // In French, the built-in note and the lab's own French words.
    const fr = await cli(['--lang', 'fr', 'check-layout', '--design', folder]);
    expect(fr).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `grattez: calendrier/ porte l’identifiant d’un design intégré ("calendrier")\u00a0: ses propres fichiers sont vérifiés, pas ceux du design intégré (dans l’app, un dossier de ce nom le remplace)\n` +
        `grattez: ${QA_WORDS.fr.lab.problem.tooLarge('calendrier.svg', megabytes).replace(/\.$/, '')}; ${QA_WORDS.fr.lab.problem.tooLarge('calendrier.en.svg', megabytes)}\n`,
    });
  });

  it('--design: names a file of the folder by its name in it, never by a path the person did not type', async () => {
    const folder = join(scratch, 'latin', 'calendrier');
    mkdirSync(folder, { recursive: true });
    copyFileSync('designs/calendrier/design.json', join(folder, 'design.json'));
    copyFileSync('designs/calendrier/calendrier.en.svg', join(folder, 'calendrier.en.svg'));
    // Saved as Latin-1: its first "é" is one byte, on line 3.
    writeFileSync(join(folder, 'calendrier.svg'), Buffer.from('<svg>\n<title>\nété</title></svg>', 'latin1'));
    expect(await cli(['check-layout', '--design', folder])).toEqual({
      code: 2,
      stdout: '',
      stderr: `${builtInNote('calendrier')}grattez: calendrier.svg is not UTF-8 (line 3): save it as UTF-8.\n`,
    });
    // Art that cannot be outlined: the file as the folder names it, after the folder as typed.
    writeFileSync(
      join(folder, 'calendrier.svg'),
      readFileSync('designs/calendrier/calendrier.svg', 'utf8').replace(
        /font-family="[^"]*"/,
        'font-family="Comic Sans"',
      ),
    );
    const outline = await cli(['check-layout', '--design', folder]);
    expect(outline).toMatchObject({ code: 2, stdout: '' });
    expect(outline.stderr).toMatch(
      new RegExp(
        `^grattez: calendrier/ .*\\ngrattez: --design ${JSON.stringify(folder)}: calendrier\\.svg:\\d+:\\d+: <text> `,
      ),
    );
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
    expect(noArt.stderr).toMatch(/^grattez: --art ".+": cannot read the file \(it does not exist\)\n$/);
    const lang = await cli(['check-layout', '--layout', 'designs/dog/design.json', '--lang', 'de']);
    expect(lang).toEqual({ code: 2, stdout: '', stderr: 'grattez: --lang "de" is not a language: use fr or en\n' });
    const alone = await cli(['check-layout', '--layout', 'designs/dog/design.json', '--lang', 'en']);
    expect(alone).toEqual({
      code: 2,
      stdout: '',
      stderr: 'grattez: --lang names the language of --art: give --art FILE.svg too\n',
    });
  });

  it('sends a layout of a design the app does not have, given with art, to its folder', async () => {
    const file = join(scratch, 'mine.json');
    writeFileSync(file, readFileSync('designs/dog/design.json', 'utf8').replace('"design": "dog"', '"design": "mine"'));
    const result = await cli(['check-layout', '--layout', file, '--art', 'designs/dog/dog.svg']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^grattez: --layout ".+": the design "mine" is not one of the app's, so its symbols are unknown: check its folder with --design DIR\n$/,
    );
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

  it('names --design, not --art, and the file, for a folder whose art cannot be outlined', async () => {
    const folder = join(scratch, 'dog');
    mkdirSync(folder);
    copyFileSync('designs/dog/design.json', join(folder, 'design.json'));
    copyFileSync('designs/dog/dog.svg', join(folder, 'dog.svg'));
    writeFileSync(
      join(folder, 'dog.en.svg'),
      readFileSync('designs/dog/dog.en.svg', 'utf8').replace(/font-family="[^"]*"/, 'font-family="Comic Sans"'),
    );
    const result = await cli(['check-layout', '--design', folder]);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr.startsWith(builtInNote('dog'))).toBe(true);
    expect(result.stderr.slice(builtInNote('dog').length)).toMatch(
      /^grattez: --design ".+dog": .*dog\.en\.svg:\d+:\d+: <text> .*font-family must start with a bundled family[^\n]*\n$/,
    );
  });
});

describe('checkDesign: every check a layout and the art given allow (what a design folder calls)', () => {
  const layout = (name: string) => {
    const parsed = parseLayout(readFileSync(fixture(name), 'utf8'), DESIGN_WORDS.en);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.layout;
  };

  it('without art: the checks that need none, counted, and the rendered ones named as skipped', async () => {
    const report: LayoutReport = await checkDesign(layout('slot-out-of-cover'), [], { root: ROOT });
    expect(report).toMatchObject({ design: 'dog', langs: [] });
    expect(report.ran).toEqual([
      { check: 'geometry', checks: 68, failed: 1 },
      { check: 'text', checks: 6, failed: 0 },
    ]);
    expect(report.skipped).toEqual(['text', 'covers', 'tapTargets', 'contrast', 'symbols', 'facts']);
    expect(report.findings.map((f) => f.element)).toEqual(['dog.paw-3.slots[0]']);
  });

  it('names the file of an art, of any language, that cannot be outlined', async () => {
    const good: ArtSource = { lang: 'fr', svg: readFileSync('designs/dog/dog.svg', 'utf8'), file: 'dog.svg' };
    const bad: ArtSource = {
      lang: 'en',
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="2" font-size="9" font-family="Comic Sans">x</text></svg>',
      file: 'designs/dog/art.en.svg',
    };
    await expect(checkDesign(layout('slot-out-of-cover'), [good, bad], { root: ROOT })).rejects.toThrow(
      /^--art: designs\/dog\/art\.en\.svg:1:\d+: <text> "x": font-family must start with a bundled family/,
    );
  });
});

describe('check-layout’s output: a finding that fails alike at several densities', () => {
  const speck = (density: number, sizePx = 4.4): Finding => ({
    check: 'text',
    element: 'months.month-4.amountWords',
    lang: 'en',
    density,
    problem: { kind: 'textTooSmall', sizePx, minPx: 8, textKind: 'amountWords', text: 'ONE HUNDRED AND FIFTY EUROS' },
  });
  const report: LayoutReport = {
    design: 'months',
    langs: ['en'],
    ran: [{ check: 'text', checks: 6, failed: 4 }],
    skipped: [],
    findings: [speck(1), speck(2), speck(3), speck(2, 5.1)],
  };
  const line = 'months.month-4.amountWords: text "ONE HUNDRED AND FIFTY EUROS" drawn at';

  it('is said once, naming the densities; one that fails otherwise at one is said apart', () => {
    expect(reportLines(report, false)).toEqual([
      `${line} 4.4 px on a 360 px screen (at least 8 px for amounts in words) (en, at densities 1, 2 and 3)\n`,
      `${line} 5.1 px on a 360 px screen (at least 8 px for amounts in words) (en, at density 2)\n`,
    ]);
  });

  it('is counted on the last line as --json counts it, with the lines that said it', () => {
    expect(failedCount(report, false)).toBe(
      '4 failed, said in 2 lines (a failure alike at several densities or in several places is said once)',
    );
    expect(failedCount(report, true)).toBe('4 failed');
    expect(failedCount({ ...report, findings: [speck(1), speck(2)] }, false)).toBe(
      '2 failed, said in 1 line (a failure alike at several densities or in several places is said once)',
    );
    expect(failedCount({ ...report, findings: [speck(2)] }, false)).toBe('1 failed');
  });

  it('says one cause failing alike in several places once, naming them, as npm run qa prints it', () => {
    const clipped = (slot: string): Finding => ({
      check: 'geometry',
      element: `almanach.${slot}`,
      density: 1,
      problem: { kind: 'symbolClipped', symbol: 'clover', edge: 'bottom' },
    });
    const findings = ['month-1.slots[0]', 'month-1.slots[1]', 'month-2.slots[0]'].map(clipped);
    const clippedReport: LayoutReport = { ...report, design: 'almanach', findings };
    const lines = reportLines(clippedReport, false);
    expect(lines).toEqual([
      'almanach: the drawing "clover" is cut off by its slot (bottom) (at density 1), in 3 places: month-1.slots[0, 1], month-2.slots[0]\n',
    ]);
    expect(lines).toEqual(describeFindingsGrouped(findings, 'en').map((line) => `${line}\n`));
    expect(failedCount(clippedReport, false)).toBe(
      '3 failed, said in 1 line (a failure alike at several densities or in several places is said once)',
    );
    expect(failedCount(clippedReport, true)).toBe('3 failed');
  });

  it('--json keeps every density’s failure', () => {
    const [json] = reportLines(report, true);
    const parsed = JSON.parse(json!) as { failed: number; failures: { density: number }[] };
    expect(parsed.failed).toBe(4);
    expect(parsed.failures.map((f) => f.density)).toEqual([1, 2, 3, 2]);
  });
});
