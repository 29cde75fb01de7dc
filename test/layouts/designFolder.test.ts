// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import {
  artTextFace,
  parseDesignFolder,
  svgProblem,
  type DesignFolderProblem,
} from '../../src/layouts/designFolder.ts';

/** A shipped design's folder, as a page reads it: its files' texts by path. */
function shipped(id: string): Record<string, string> {
  const dir = join(import.meta.dirname, '../../designs', id);
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/** The months design copied under a new id, `change` applied to its design.json data. */
function copied(change: (data: Record<string, unknown>) => void = () => undefined): Record<string, string> {
  const files = shipped('months');
  const data = JSON.parse(files['design.json']!) as Record<string, unknown>;
  data.design = 'months-copy';
  change(data);
  return { ...files, 'design.json': JSON.stringify(data) };
}

const problemsOf = (files: Record<string, string>, id?: string): DesignFolderProblem[] => {
  const result = parseDesignFolder(files, DESIGN_WORDS.en, id);
  return result.ok ? [] : [...result.problems];
};

describe('parseDesignFolder: a design folder read from files a person gives', () => {
  it('reads a sound folder: the design, and the text of each SVG it draws with', () => {
    const result = parseDesignFolder(copied(), DESIGN_WORDS.en, 'months-copy');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.folder.design.id).toBe('months-copy');
    expect(result.folder.design.game).toBe('months');
    expect(Object.keys(result.folder.svg).sort()).toEqual(['months.en.svg', 'months.svg']);
  });

  it('names an empty folder', () => {
    expect(problemsOf({})).toEqual([{ code: 'empty' }]);
  });

  it('names a missing design.json, and where one lies deeper', () => {
    const files = copied();
    const { 'design.json': json, ...rest } = files;
    expect(problemsOf(rest)).toEqual([{ code: 'noDesignJson', nested: [] }]);
    expect(problemsOf({ 'months-copy/design.json': json!, 'months-copy/months.svg': '<svg/>' })).toEqual([
      { code: 'noDesignJson', nested: ['months-copy/design.json'] },
    ]);
  });

  it('names JSON that does not parse', () => {
    const problems = problemsOf({ ...copied(), 'design.json': '{\n  "design": "months-copy",\n  "game" "months"\n}' });
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem?.code).toBe('notJson');
    if (problem?.code === 'notJson') expect(problem.detail).toMatch(/line 3 column 10/);
  });

  it('names the design, the zone and the field of a schema error', () => {
    const problems = problemsOf(
      copied((data) => {
        const zones = data.zones as { id: string; slots: { size: number }[] }[];
        zones.find((z) => z.id === 'month-3')!.slots[0]!.size = -4;
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'design' });
    expect((problems[0] as { detail: string }).detail).toMatch(
      /^design "months-copy": zone month-3: slots\[0\]\.size: /,
    );
  });

  it("names a layout that does not fit its game's face: a zone missing", () => {
    const problems = problemsOf(
      copied((data) => {
        data.zones = (data.zones as { id: string }[]).filter((z) => z.id !== 'gain');
      }),
    );
    expect(problems.map((p) => (p as { detail: string }).detail)).toContainEqual(
      expect.stringMatching(/^design "months-copy": zones: ids are \[.*month-12\], expected \[.*month-12,gain\]$/),
    );
  });

  it("names a folder whose name is not the design's id", () => {
    const problems = problemsOf(copied(), 'months-other');
    expect(problems).toEqual([
      {
        code: 'design',
        detail:
          'design "months-other": design: "months-copy", but the folder is named "months-other": rename the folder "months-copy", or write "design": "months-other" in design.json',
        file: 'design.json',
      },
    ]);
  });

  it('names a missing art file, in each language', () => {
    const withoutEnglish = copied();
    delete withoutEnglish['months.en.svg'];
    expect(problemsOf(withoutEnglish)).toEqual([
      {
        code: 'design',
        detail: 'design "months-copy": background: the English art months.en.svg is missing',
        file: 'design.json',
      },
    ]);
    const withoutFrench = copied();
    delete withoutFrench['months.svg'];
    expect(problemsOf(withoutFrench)).toEqual([
      {
        code: 'design',
        detail: 'design "months-copy": background: the French art months.svg is missing',
        file: 'design.json',
      },
    ]);
    // A stray file beside it, as a person saves a version: named as what it may be.
    const { 'months.svg': french, ...rest } = copied();
    expect(problemsOf({ ...rest, 'Months-v2.svg': french!, 'notes.svg': french! })).toEqual([
      {
        code: 'design',
        detail:
          'design "months-copy": background: the French art months.svg is missing (the folder has Months-v2.svg, notes.svg: if one is this art, rename it months.svg)',
        file: 'design.json',
      },
    ]);
    const { 'months.en.svg': english, ...noEnglish } = copied();
    expect(problemsOf({ ...noEnglish, 'months-v2.en.svg': english! })).toEqual([
      {
        code: 'design',
        detail:
          'design "months-copy": background: the English art months.en.svg is missing (the folder has months-v2.en.svg: if it is this art, rename it months.en.svg)',
        file: 'design.json',
      },
    ]);
  });

  it('offers background as the other way when the art was renamed first (qa.md, adding a design, step 1)', () => {
    // designs/dog copied to designs/chiot, its art renamed chiot.svg and chiot.en.svg, design.json not yet edited but for its id.
    const { 'dog.svg': french, 'dog.en.svg': english, ...dog } = shipped('dog');
    const data = JSON.parse(dog['design.json']!) as Record<string, unknown>;
    const files = {
      ...dog,
      'design.json': JSON.stringify({ ...data, design: 'chiot' }),
      'chiot.svg': french!,
      'chiot.en.svg': english!,
    };
    const details = (lang: 'fr' | 'en') => {
      const result = parseDesignFolder(files, DESIGN_WORDS[lang], 'chiot');
      return result.ok ? [] : result.problems.map((p) => (p.code === 'design' ? p.detail : p.code));
    };
    expect(details('en')).toEqual([
      'design "chiot": background: the French art dog.svg is missing (the folder has chiot.svg: if it is this art, rename it dog.svg, or set background to chiot.svg)',
      'design "chiot": background: the English art dog.en.svg is missing (the folder has chiot.en.svg: if it is this art, rename it dog.en.svg, or set background to chiot.svg)',
    ]);
    expect(details('fr')).toEqual([
      'modèle «\u00a0chiot\u00a0»\u00a0: background\u00a0: l’illustration française dog.svg manque au dossier (il contient chiot.svg\u00a0: si ce fichier est cette illustration, renommez-le dog.svg, ou écrivez "background": "chiot.svg" dans design.json)',
      'modèle «\u00a0chiot\u00a0»\u00a0: background\u00a0: l’illustration anglaise dog.en.svg manque au dossier (il contient chiot.en.svg\u00a0: si ce fichier est cette illustration, renommez-le dog.en.svg, ou écrivez "background": "chiot.svg" dans design.json)',
    ]);
    // Only the French art renamed: background chiot.svg would want a chiot.en.svg there is not, so it is not offered.
    const frenchOnly = Object.fromEntries(Object.entries(files).filter(([name]) => name !== 'chiot.en.svg'));
    const result = parseDesignFolder({ ...frenchOnly, 'dog.en.svg': english! }, DESIGN_WORDS.en, 'chiot');
    expect(result.ok ? [] : result.problems.map((p) => (p.code === 'design' ? p.detail : p.code))).toEqual([
      'design "chiot": background: the French art dog.svg is missing (the folder has chiot.svg: if it is this art, rename it dog.svg)',
    ]);
  });

  it('names an art file that is not an SVG: not XML, another document, empty', () => {
    const cases: [string, RegExp][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', /^not well-formed XML/],
      ['<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', /^the root element is <html>/],
      ['<svg><rect/></svg>', /not an <svg> in the SVG namespace/],
      ['   ', /^the file is empty$/],
      ['\u0089PNG\r\n\u001a\n', /^not well-formed XML/],
    ];
    for (const [text, message] of cases) {
      const problems = problemsOf({ ...copied(), 'months.en.svg': text });
      expect(problems, text).toHaveLength(1);
      expect(problems[0]).toMatchObject({ code: 'notSvg', file: 'months.en.svg' });
      expect((problems[0] as { detail: string }).detail).toMatch(message);
    }
  });

  it('accepts paths with backslashes or ./ and symbol art for the symbols its tickets show', () => {
    const files = copied();
    const svg = files['months.svg']!;
    const result = parseDesignFolder(
      {
        ...Object.fromEntries(Object.entries(files).map(([p, t]) => [`./${p}`, t])),
        'symbols\\clover.svg': svg,
      },
      DESIGN_WORDS.en,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.folder.svg['symbols/clover.svg']).toBe(svg);
    const wrong = problemsOf({ ...files, 'symbols/bone.svg': svg });
    expect(wrong).toHaveLength(1);
    expect((wrong[0] as { detail: string }).detail).toMatch(/symbols\/bone\.svg: no symbol "bone"/);
  });

  it('names an SVG a design cannot draw as it is: art not covering the ticket, an image, a reference outside the file', () => {
    const art = copied()['months.en.svg']!;
    const cases: [string, string, RegExp][] = [
      [
        'months.en.svg',
        art.replace('viewBox="0 0 600 900"', 'viewBox="0 0 300 450"'),
        /^its viewBox is "0 0 300 450": the design is 600 × 900, so it must be "0 0 600 900"$/,
      ],
      [
        'months.en.svg',
        art.replace('</svg>', '<image href="https://example.com/x.png" width="1" height="1"/></svg>'),
        /^<image> is not supported/,
      ],
      [
        'symbols/clover.svg',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><use href="other.svg#a"/></svg>',
        /^<use href="other\.svg#a"> refers outside the file/,
      ],
    ];
    for (const [file, text, message] of cases) {
      expect(problemsOf({ ...copied(), [file]: text }), file).toEqual([
        { code: 'svgContent', file, detail: expect.stringMatching(message) as unknown },
      ]);
    }
  });

  it('names the line of an element an SVG may not draw, in each language', () => {
    const art = copied()['months.en.svg']!;
    const lines = art.split('\n');
    const at = lines.findIndex((l) => l.includes('data-fact="price"')); // a line in the middle of the art
    // An image whose data lies in the file: refused as any image, on its line (1-based).
    const image = '<image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/>';
    const planted = [...lines.slice(0, at), image, ...lines.slice(at)].join('\n');
    const expected = at + 1;
    const detail = (lang: 'fr' | 'en', text: string) => {
      const result = parseDesignFolder({ ...copied(), 'months.en.svg': text }, DESIGN_WORDS[lang]);
      return result.ok ? null : (result.problems[0] as { detail: string }).detail;
    };
    expect(detail('fr', planted)).toBe(
      `<image> n’est pas pris en charge\u00a0: un modèle ne dessine qu’avec des formes et du texte (ligne ${expected})`,
    );
    expect(detail('en', planted)).toBe(
      `<image> is not supported: a design draws with shapes and text only (line ${expected})`,
    );
    // Tags in a comment or character data are no elements: the line is still the element's.
    const hidden = planted.replace('<svg ', '<!-- <image href="x.png"/> -->\n<svg ');
    expect(detail('en', hidden)).toMatch(new RegExp(`\\(line ${expected + 1}\\)$`));
    const outside = art.replace('</svg>', '\n<use href="other.svg#a"/>\n</svg>');
    expect(detail('en', outside)).toBe(
      `<use href="other.svg#a"> refers outside the file: only #id references are supported (line ${lines.findIndex((l) => l.includes('</svg>')) + 2})`,
    );
  });

  it('svgProblem passes every shipped art file', () => {
    for (const id of readdirSync(join(import.meta.dirname, '../../designs'))) {
      for (const [path, text] of Object.entries(shipped(id))) {
        if (path.endsWith('.svg')) expect(svgProblem(text, DESIGN_WORDS.en), `${id}/${path}`).toBeNull();
      }
    }
  });
});

describe('artTextFace: the face an art text asks for, as the build, the lab and its font embedding read it', () => {
  it.each([
    ['Nunito', undefined, { family: 'Nunito', weight: 400, familyBundled: true, bundled: true }],
    ["'Fredoka', sans-serif", 'bold', { family: 'Fredoka', weight: 700, familyBundled: true, bundled: true }],
    ['"Nunito"', '900', { family: 'Nunito', weight: 900, familyBundled: true, bundled: true }],
    ['Fredoka', '900', { family: 'Fredoka', weight: 900, familyBundled: true, bundled: false }],
    ['Comic Sans MS, Nunito', 'normal', { family: 'Comic Sans MS', weight: 400, familyBundled: false, bundled: false }],
  ] as const)('font-family="%s" font-weight="%s"', (family, weight, want) => {
    expect(artTextFace(family, weight)).toEqual(want);
  });
});
