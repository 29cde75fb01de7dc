import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { inLang } from '../../src/cli/lang.ts';
import { renderJob, studioSourceHash } from '../../src/cli/render.ts';
import { exportFileName, outputSize } from '../../src/studio/state/studioExport.ts';
import { DEFAULT_STUDIO_SETTINGS, parseSize, studioProblemText } from '../../src/studio/state/studioSettings.ts';
import { resolveTicket } from '../../src/studio/state/studioTickets.ts';
import { cli, ROOT } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'grattez-render-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `grattez render` with `args` and an --out in the test folder (unless given). */
const render = (args: string[], out = 'out.png') => cli(['render', ...args, '--out', join(dir, out)]);

describe('grattez render: bad input', () => {
  it.each([
    [
      ['--game', 'paws', '--prize', '700'],
      '--prize "700" is not a paws prize: use cents, one of 0, 200, 400, 600, 1000, 1200, 3000, 20000, 60000, 500000, 1500000',
    ],
    [['--game', 'paws', '--prize', '3000', '--size', '1080'], '--size "1080" is malformed: use WxH, e.g. 1080x1080'],
    [
      ['--game', 'paws', '--prize', '3000', '--size', '100x100'],
      '--size "100x100" is out of range: each side at least',
    ],
    [['--game', 'paws', '--prize', '3000', '--size', '100000x100000'], '--size "100000x100000" is out of range'],
    [
      ['--game', 'paws', '--prize', '3000', '--state', 'scratched:1.5'],
      '--state "scratched:1.5" is out of range: the share scratched is between 0 and 1, both excluded (e.g. scratched:0.4)',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--pick', 'abc'],
      '--pick "abc" is invalid: use an integer from 0, the first ticket of that prize being 0',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--caption', ''],
      '--caption "" is empty: give a text, or leave --caption out',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--caption', '   '],
      '--caption "   " is empty: give a text, or leave --caption out',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--block', '-0'],
      '--block "-0" is invalid: use an integer from 0 to 999999',
    ],
    [['--game', 'paws', '--prize', '-0'], '--prize "-0" is not a paws prize: use cents'],
    [['--game', 'paws', '--prize', '30'], '--prize "30" is not a paws prize: use cents (€30 = 3000), one of 0, 200,'],
    [
      ['--game', 'paws', '--prize', '3000', '--size', '2000x2000', '--density', '3'],
      '--size "2000x2000" is out of range',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--state', 'half'],
      '--state "half" is not a state: use covered, scratched:0.4',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--state', 'one-left:10'],
      '--state "one-left:10" is out of range: this ticket has 10 zones',
    ],
    [['--game', 'chess', '--prize', '3000'], '--game "chess" is not a game: use paws or months'],
    [
      ['--game', 'paws', '--variant', 'fox', '--prize', '3000'],
      '--variant "fox" is not a variant: use dog, cat or any',
    ],
    [
      ['--game', 'months', '--prize', '4000000', '--pick', '2'],
      '--pick "2" is out of range: the block has only 2 tickets of this prize, numbered 0 to 1',
    ],
    [
      ['--game', 'paws', '--variant', 'dog', '--prize', '1500000', '--seed', 'demo', '--block', '5'],
      '--variant "dog" does not fit: the block has no ticket of this prize in this variant (its 2 tickets are of another)',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--seed', 'a b'],
      '--seed "a b" is invalid: use 1 to 32 characters from A-Z, a-z, 0-9, _ and -',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--design', 'calendrier'],
      '--design "calendrier" does not go with that ticket: use dog, cat',
    ],
    [
      ['--game', 'months', '--variant', 'dog', '--prize', '600'],
      '--variant "dog" does not fit: a variant only goes with the paws game',
    ],
    [['--game', 'paws', '--prize', '3000', '--density', '5'], '--density "5" is invalid: use 1, 2 or 3'],
    [['--game', 'paws', '--prize', '3000', '--lang', 'de'], '--lang "de" is not a language: use fr or en'],
    [
      ['--game', 'paws', '--prize', '3000', '--background', 'blurple'],
      '--background "blurple" is invalid: use an opaque CSS colour',
    ],
    [
      ['--game', 'paws', '--prize', '3000', '--caption', 'x'.repeat(121)],
      `--caption "${'x'.repeat(40)}…" is too long: at most 120 characters`,
    ],
    [['--game', 'paws', '--prize', '3000', '--caption', 'مرحبا Grattez'], '--caption: "م" cannot be drawn'],
    [['--game', 'paws', '--prize', '3000', '--caption', '🇫🇷 Bravo 👨‍👩‍👧 ✌🏽'], '--caption: "🇫🇷" cannot be drawn'],
    [['--game', 'paws', '--prize', '3000', '--caption', 'Bravo 👨‍👩‍👧'], '--caption: "👨‍👩‍👧" cannot be drawn'],
    [['--game', 'paws', '--prize', '3000', '--caption', 'Bravo ✌🏽'], '--caption: "✌🏽" cannot be drawn'],
    [
      ['--game', 'paws', '--prize', '3000', '--caption', 'Łódź'],
      '--caption: "Ł" cannot be drawn: a caption is drawn with Grattez’s own fonts, which have the letters of French, English, Spanish, German and the other Western European languages (not those of Polish or Czech, say)',
    ],
    [['--game', 'paws', '--prize', '3000', '--caption', 'Gagnez 1️⃣ fois'], '--caption: "1️⃣" cannot be drawn'],
    [['--game', 'paws', '--prize', '3000', '--video', '5'], '--video "5" needs a video or GIF'],
    [['--game', 'paws'], '--game needs --prize'],
    [['--prize', '3000'], 'missing --serial, or --game with --prize'],
    [
      ['--serial', 'P.demo.0.0000017.G138'],
      '--serial "P.demo.0.0000017.G138" fails its check code: a character was mistyped or changed',
    ],
    [
      ['--serial', 'P.demo.0.0025102'],
      '--serial "P.demo.0.0025102" is not of the form G.seed.block.0000000.CHCK (for example P.demo.0.0000017.G137)',
    ],
    [['--serial', 'P.demo.0.0000017.G137', '--prize', '3000'], '--serial cannot go with --prize'],
  ])('%j → one line naming the problem, exit 2, nothing written', async (args, message) => {
    const result = await render(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^grattez: [^\n]*\n$/);
    expect(result.stderr).toContain(message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each<[string, string[], string]>([
    ['out.jpg', [], 'has an unsupported extension: use .png, .webm, .mp4 or .gif'],
    ['out.webm', ['--state', 'revealed'], '--state "revealed" does not apply to a WebM'],
    ['out.webm', ['--background', 'transparent'], 'is for PNG only: a WebM needs a colour or a gradient'],
    [
      'out.gif',
      ['--format', 'gif'],
      '--format "gif" goes with an --out folder: with a file, its extension gives the format',
    ],
    ['out.mp4', ['--size', '601x400'], '--size "601x400" gives 601 × 400 pixels: an MP4 (H.264) needs an even'],
    ['out.webm', ['--video', '11'], '--video "11" is invalid: use 3 to 10 seconds'],
    ['no/such/folder/out.png', [], 'does not exist'],
  ])('--out %s %j → exit 2 and nothing written', async (out, args, message) => {
    const result = await render(['--game', 'paws', '--prize', '3000', ...args], out);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^grattez: [^\n]*\n$/);
    expect(result.stderr).toContain(message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each(['a-folder', 'a-folder.png'])('--out %s, a folder without --format → named as one, exit 2', (name) => {
    const folder = join(dir, name);
    mkdirSync(folder);
    try {
      expect(() => renderJob({ game: 'paws', prize: '3000', out: name }, dir)).toThrow(
        `--out "${name}" is a folder: name a file, or give --format png, webm, mp4 or gif to name it as the studio does`,
      );
      expect(() => renderJob({ game: 'paws', prize: '3000', out: name, format: 'jpg' }, dir)).toThrow(
        '--format "jpg" is not a format: use png, webm, mp4 or gif',
      );
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it.each(['', '  '])('--out %j, empty, is said to be empty, not a folder', (out) => {
    expect(() => renderJob({ game: 'paws', prize: '3000', out }, dir)).toThrow(
      `--out "${out}" is empty: name the file to write (.png, .webm, .mp4 or .gif), or a folder with --format`,
    );
  });

  it('--design given as the path of one of the project’s design folders draws that design, as check-layout takes it', () => {
    const design = (path: string, cwd = ROOT) =>
      renderJob({ game: 'months', prize: '600', design: path, out: join(dir, 'a.png') }, cwd).settings.design;
    expect(design('designs/calendrier')).toBe('calendrier');
    expect(design('./designs/calendrier/')).toBe('calendrier');
    expect(design(join(ROOT, 'designs', 'months'))).toBe('months');
    expect(design('../calendrier', join(ROOT, 'designs', 'months'))).toBe('calendrier');
  });

  it.each([
    ['elsewhere/calendrier', "render draws the project's designs by name: give its name, --design calendrier"],
    ['designs/calendar', "render draws the project's designs by name: use dog, cat, months or calendrier"],
  ])('--design %j, a path but not of a design folder of the project, is told to give a name', (path, advice) => {
    // It was "unknown design (dog, cat, months, calendrier)", as if the name had been misspelt.
    expect(() => renderJob({ game: 'months', prize: '600', design: path, out: join(dir, 'a.png') }, ROOT)).toThrow(
      `--design "${path}" is not a design folder of the project: ${advice}`,
    );
  });

  it('is listed in the help, with examples', async () => {
    const result = await cli(['render', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--state <state>');
    expect(result.stdout).toContain('grattez render --game paws --variant dog --prize 3000');
  });
});

describe('grattez render: its own checks in French', () => {
  const NB = '\u00a0';
  it.each<[string, string[], string]>([
    [
      'out.jpg',
      [],
      `--out "${join(dir, 'out.jpg')}" a une extension inconnue${NB}: utilisez .png, .webm, .mp4 ou .gif`,
    ],
    [
      'out.webm',
      ['--state', 'revealed'],
      `--state "revealed" ne s’applique pas à un WebM${NB}: le grattage va de couvert à révélé`,
    ],
    [
      'out.webm',
      ['--background', 'transparent'],
      `--background "transparent" est pour le PNG seulement${NB}: un WebM demande une couleur ou un dégradé`,
    ],
    [
      'out.gif',
      ['--format', 'gif'],
      `--format "gif" va avec un dossier --out${NB}: avec un fichier, son extension donne le format`,
    ],
    [
      'out.mp4',
      ['--size', '601x400'],
      `--size "601x400" donne 601 × 400 pixels${NB}: un MP4 (H.264) demande une largeur et une hauteur paires`,
    ],
    ['out.png', ['--video', '5'], `--video "5" demande une vidéo ou un GIF${NB}: --out un fichier .webm, .mp4 ou .gif`],
    ['out.png', ['--caption', ' '], `--caption " " est vide${NB}: donnez un texte, ou retirez --caption`],
    ['no/such/folder/out.png', [], `n’existe pas`],
  ])('--out %s %j, --lang fr → in French, exit 2', async (out, args, message) => {
    const result = await render(['--game', 'paws', '--prize', '3000', '--lang', 'fr', ...args], out);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(message === 'n’existe pas' ? result.stderr : `grattez: ${message}\n`);
    expect(result.stderr).toContain(message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a prize typed in euros: the cents it means, in the studio’s French words', async () => {
    const result = await render(['--game', 'paws', '--prize', '30', '--lang', 'fr']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^grattez: --prize "30"[^\n]*\(en centimes, soit 3000 pour 30\u00a0€, l’un de [^()\n]*\)\n$/,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('the choice of ticket, --out and --format, and --design as a path, in French', async () => {
    const FR = { env: { LANG: 'fr_FR.UTF-8' } };
    const out = ['--out', join(dir, 'out.png')];
    expect((await cli(['render', '--prize', '3000', ...out], FR)).stderr).toBe(
      `grattez: --serial manque, ou --game avec --prize${NB}: dites quel ticket\n`,
    );
    expect((await cli(['render', '--game', 'paws', ...out], FR)).stderr).toBe(
      `grattez: --game demande --prize${NB}: le lot en centimes, 0 pour un ticket perdant\n`,
    );
    expect((await cli(['render', '--serial', 'P.demo.0.0000017.G137', '--prize', '3000', ...out], FR)).stderr).toBe(
      `grattez: --serial ne va pas avec --prize${NB}: un ticket se choisit par son numéro de série ou par --game et --prize\n`,
    );
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    try {
      inLang('fr', () => {
        expect(() => renderJob({ game: 'paws', prize: '3000', out: 'a-folder' }, dir)).toThrow(
          `--out "a-folder" est un dossier${NB}: nommez un fichier, ou donnez --format png, webm, mp4 ou gif pour le nommer comme le studio`,
        );
        expect(() => renderJob({ game: 'paws', prize: '3000', out: 'a-folder', format: 'jpg' }, dir)).toThrow(
          `--format "jpg" n’est pas un format${NB}: utilisez png, webm, mp4 ou gif`,
        );
        expect(() => renderJob({ game: 'paws', prize: '3000', out: '' }, dir)).toThrow(
          `--out "" est vide${NB}: nommez le fichier à écrire`,
        );
        expect(() =>
          renderJob({ game: 'months', prize: '600', design: 'elsewhere/calendrier', out: join(dir, 'a.png') }, dir),
        ).toThrow(
          `n’est pas un dossier de design du projet${NB}: render dessine les designs du projet par leur nom${NB}: donnez son nom, --design calendrier`,
        );
      });
    } finally {
      rmSync(folder, { recursive: true });
    }
  });
});

describe('grattez render: an option given empty', () => {
  it('is quoted as the CLI quotes it, "", and said empty in French as the studio says it', () => {
    const job = { game: 'paws', prize: '3000', size: '', out: join(dir, 'empty.png') };
    inLang('en', () => expect(() => renderJob(job, dir)).toThrow('--size "" is malformed: use WxH, e.g. 1080x1080'));
    inLang('fr', () =>
      expect(() => renderJob(job, dir)).toThrow(
        `--size "" est vide\u00a0: taille mal formée (LxH, par exemple 1080x1080`,
      ),
    );
  });
});

describe('the studio’s own words', () => {
  it('stay as its page shows them, though render words its lines as the other commands do', () => {
    expect(studioProblemText({ code: 'bad-seed', name: 'seed', value: 'a b' }, 'en')).toBe(
      'seed “a b”: invalid seed (1 to 32 characters from A-Z, a-z, 0-9, _ and -)',
    );
  });
});

describe('the caption a font cannot draw', () => {
  it('is refused naming the languages the fonts cover, in French as in English', () => {
    const problem = { code: 'caption-script', name: 'caption-fr', value: 'ł' } as const;
    expect(studioProblemText(problem, 'fr')).toContain(
      'qui ont les lettres du français, de l’anglais, de l’espagnol, de l’allemand et des autres langues d’Europe de l’Ouest (pas celles du polonais ou du tchèque, par exemple)',
    );
    expect(studioProblemText(problem, 'en')).not.toContain('Latin letters and their accents');
  });
});

describe('grattez render: options to studio settings', () => {
  it('takes the studio’s defaults, a GIF at 600 × 600, and the caption in the language asked', () => {
    const png = renderJob({ game: 'paws', prize: '3000', out: 'a.png' }, dir);
    expect(png).toMatchObject({ format: 'png', width: 1080, height: 1080, out: join(dir, 'a.png') });
    expect(png.settings.ticket).toMatchObject({ kind: 'prize', variant: 'any', seed: 'demo', block: 0, pick: 0 });
    const gif = renderJob({ game: 'months', prize: '600', out: 'a.gif', lang: 'en', caption: 'Hi' }, dir);
    expect(gif).toMatchObject({ format: 'gif', width: 600, height: 600 });
    expect(gif.settings.captions).toEqual({ fr: '', en: 'Hi' });
    const latin = 'Zoë, Çà & Œuvre — « sûr » à 40 000 € #1 ?';
    expect(renderJob({ game: 'paws', prize: '3000', out: 'a.png', caption: latin }, dir).settings.captions.fr).toBe(
      latin,
    );
    const story = renderJob({ serial: 'P.demo.0.0000017.G137', size: 'story', density: '2', out: 'b.png' }, dir);
    expect([story.width, story.height]).toEqual([2160, 3840]);
  });

  it('makes the studio’s GIF of any size: the picture scaled down to 600 pixels wide, as the studio’s button does', () => {
    for (const [size, density, width, height] of [
      ['square', '1', 600, 600],
      ['1080x1080', undefined, 600, 600],
      ['story', '2', 600, 1067],
      ['ticket', '2', 600, 900],
      ['card', '3', 600, 314],
      ['600x600', undefined, 600, 600],
      ['201x301', undefined, 201, 301],
    ] as const) {
      const job = renderJob(
        { game: 'paws', prize: '3000', size, ...(density === undefined ? {} : { density }), out: 'a.gif' },
        dir,
      );
      expect(job.settings.size).toMatchObject(parseSize(size)!);
      expect(job).toMatchObject({ format: 'gif', width, height });
      expect(outputSize(job.settings, 'gif')).toEqual({ width, height });
    }
    // Without --size, the studio's own default (the square post), shrunk.
    const plain = renderJob({ game: 'paws', prize: '3000', out: 'a.gif' }, dir);
    expect(plain.settings.size).toEqual(DEFAULT_STUDIO_SETTINGS.size);
    expect([plain.width, plain.height]).toEqual([600, 600]);
  });

  it('names the file as the studio does with an --out folder and --format', () => {
    const folder = join(dir, 'as-studio');
    mkdirSync(folder);
    try {
      for (const format of ['png', 'gif', 'webm', 'mp4'] as const) {
        const job = renderJob({ game: 'paws', prize: '1500000', size: 'square', format, out: 'as-studio' }, dir);
        const found = resolveTicket(job.settings.ticket);
        if (!found.ok) throw new Error('no ticket');
        expect(job.out).toBe(join(folder, exportFileName(found.ticket, job.settings, format)));
        expect(job.shown).toBe(join('as-studio', exportFileName(found.ticket, job.settings, format)));
      }
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it('names the file as typed, relative to the folder the command was run in, even out of it', () => {
    const docs = join(dir, 'docs');
    mkdirSync(join(dir, 'out'), { recursive: true });
    mkdirSync(docs, { recursive: true });
    const shown = (out: string) => renderJob({ game: 'paws', prize: '3000', out }, docs).shown;
    try {
      expect(shown('../out/cat.gif')).toBe(join('..', 'out', 'cat.gif'));
      expect(shown('./sub/../cat.png')).toBe('cat.png');
      expect(shown(join(dir, 'out', 'cat.png'))).toBe(join(dir, 'out', 'cat.png')); // typed absolute: absolute
    } finally {
      rmSync(join(dir, 'out'), { recursive: true });
      rmSync(docs, { recursive: true });
    }
  });
});

describe('the studio build render reuses', () => {
  // Its cache is keyed by what the build is made from: a design edited in designs/ after a render
  // drew the old design from the cached build.
  it('is made anew when a source or a design folder changes', () => {
    // A folder of its own, not in `dir`: the bad-input tests check that nothing is written there.
    const project = mkdtempSync(join(tmpdir(), 'grattez-render-project-'));
    onTestFinished(() => rmSync(project, { recursive: true, force: true }));
    mkdirSync(join(project, 'src'));
    mkdirSync(join(project, 'designs', 'almanach'), { recursive: true });
    writeFileSync(join(project, 'src', 'main.ts'), 'export {};\n');
    writeFileSync(join(project, 'designs', 'almanach', 'design.json'), '{"design": "almanach"}\n');
    const first = studioSourceHash(project);
    expect(studioSourceHash(project)).toBe(first);
    writeFileSync(join(project, 'designs', 'almanach', 'design.json'), '{"design": "almanach", "palette": {}}\n');
    const design = studioSourceHash(project);
    expect(design).not.toBe(first);
    writeFileSync(join(project, 'src', 'main.ts'), 'export const a = 1;\n');
    expect(studioSourceHash(project)).not.toBe(design);
  });
});
