// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { parseDesignFolder } from '../../src/layouts/designFolder.ts';
import { createFontLoader, outlineSvgText } from '../../build/outlineArt.ts';

// An art with a <script> and, further down, an image from outside: both are named at once, each
// with its line, so the person fixes them all in one go (every surface named the script alone).
const dir = join(import.meta.dirname, '../../designs/calendrier');
const art = readFileSync(join(dir, 'calendrier.svg'), 'utf8');
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
const twoRefused = art
  .replace('>', '>\n<script>alert(1)</script>')
  .replace(
    '</svg>',
    '<!-- <image> in a comment is no element -->\n<image href="https://example.com/x.png" width="1" height="1"/>\n</svg>',
  );

describe('an SVG with several elements a design cannot draw', () => {
  it('names each, with its line, in the lab (both languages)', () => {
    const files = {
      'design.json': readFileSync(join(dir, 'design.json'), 'utf8'),
      'calendrier.svg': twoRefused,
      'calendrier.en.svg': readFileSync(join(dir, 'calendrier.en.svg'), 'utf8'),
    };
    const script = lineOf(twoRefused, '<script>');
    const image = lineOf(twoRefused, '<image href');
    const en = parseDesignFolder(files, DESIGN_WORDS.en, 'calendrier');
    expect(en.ok ? [] : en.problems).toEqual([
      {
        code: 'svgContent',
        file: 'calendrier.svg',
        detail: `<script> is not supported: a design draws with shapes and text only (line ${script}); <image> is not supported: a design draws with shapes and text only (line ${image})`,
      },
    ]);
    const fr = parseDesignFolder(files, DESIGN_WORDS.fr, 'calendrier');
    expect(fr.ok ? '' : JSON.stringify(fr.problems)).toContain(`(ligne ${script})`);
    expect(fr.ok ? '' : JSON.stringify(fr.problems)).toContain(`(ligne ${image})`);
  });
});

// The build's outliner cannot follow a style sheet or a style attribute: the lab, which draws them,
// names each with its line among the other refused elements, and, alone, as what the build will refuse.
describe('an art with a <style> and a style attribute', () => {
  const styled = art
    .replace('>', '>\n<style>text { letter-spacing: 1px }</style>')
    .replace('<text x="116"', '<text style="font-size: 15px" x="116"');
  const style = lineOf(styled, '<style>');
  const attribute = lineOf(styled, '<text style=');
  const folder = (svg: string) => ({
    'design.json': readFileSync(join(dir, 'design.json'), 'utf8'),
    'calendrier.svg': svg,
    'calendrier.en.svg': readFileSync(join(dir, 'calendrier.en.svg'), 'utf8'),
  });

  it('names them with an image, each with its line, in the order of the file (both languages)', () => {
    const withImage = styled.replace(
      '</svg>',
      '<image href="https://example.com/x.png" width="1" height="1"/>\n</svg>',
    );
    const image = lineOf(withImage, '<image href');
    const en = parseDesignFolder(folder(withImage), DESIGN_WORDS.en, 'calendrier');
    expect(en.ok ? [] : en.problems).toEqual([
      {
        code: 'svgContent',
        file: 'calendrier.svg',
        detail: `<style> is not supported: use presentation attributes (line ${style}); <text style="…"> is not supported: use presentation attributes (line ${attribute}); <image> is not supported: a design draws with shapes and text only (line ${image})`,
      },
    ]);
    const fr = parseDesignFolder(folder(withImage), DESIGN_WORDS.fr, 'calendrier');
    expect(fr.ok ? '' : JSON.stringify(fr.problems)).toContain(
      `<style> n’est pas pris en charge\u00a0: utilisez des attributs de présentation (ligne ${style})`,
    );
    expect(fr.ok ? '' : JSON.stringify(fr.problems)).toContain(`(ligne ${attribute})`);
  });

  it('alone, draws the art and names each as what the build will refuse, with its line', () => {
    const en = parseDesignFolder(folder(styled), DESIGN_WORDS.en, 'calendrier');
    expect(en.ok && en.folder.buildRefuses).toEqual({
      'calendrier.svg': `<style> is not supported: use presentation attributes (line ${style}); <text style="…"> is not supported: use presentation attributes (line ${attribute})`,
    });
    const clean = parseDesignFolder(folder(art), DESIGN_WORDS.en, 'calendrier');
    expect(clean.ok && clean.folder.buildRefuses).toEqual({});
  });
});

// A paint, filter, mask or clip taken from another file, or a symbol's style sheet loading one:
// the lab said "every check passes" and the CLI's headless page tried to fetch the address. Each
// is refused like <use href="other.svg#a">, with its line, in the lab and in the build's outliner.
describe('a reference outside the file in any attribute or in a style sheet', () => {
  const folder = (files: Record<string, string>) => ({
    'design.json': readFileSync(join(dir, 'design.json'), 'utf8'),
    'calendrier.svg': art,
    'calendrier.en.svg': readFileSync(join(dir, 'calendrier.en.svg'), 'utf8'),
    ...files,
  });
  const planted = art.replace(
    '</svg>',
    [
      '<rect fill="url(https://example.com/p.svg#g)" width="1" height="1"/>',
      '<rect stroke="url(#local)" filter="url( \'shapes.svg#blur\' )" width="1" height="1"/>',
      '<g clip-path="url(#local)" mask=\'url("#local")\'><rect marker-start="url(m.svg#dot)" width="1" height="1"/></g>',
      '<use href="#local"/>',
      '</svg>',
    ].join('\n'),
  );
  const fill = lineOf(planted, '<rect fill=');
  const expected = [
    `<rect fill="url(https://example.com/p.svg#g)"> refers outside the file: only #id references are supported (line ${fill})`,
    `<rect filter="url( 'shapes.svg#blur' )"> refers outside the file: only #id references are supported (line ${fill + 1})`,
    `<rect marker-start="url(m.svg#dot)"> refers outside the file: only #id references are supported (line ${fill + 2})`,
  ].join('; ');

  it('names each in the lab, with its line, in both languages; #id references pass', () => {
    const en = parseDesignFolder(folder({ 'calendrier.svg': planted }), DESIGN_WORDS.en, 'calendrier');
    expect(en.ok ? [] : en.problems).toEqual([{ code: 'svgContent', file: 'calendrier.svg', detail: expected }]);
    const fr = parseDesignFolder(folder({ 'calendrier.svg': planted }), DESIGN_WORDS.fr, 'calendrier');
    expect(fr.ok ? '' : JSON.stringify(fr.problems)).toContain(
      `<rect fill=\\"url(https://example.com/p.svg#g)\\"> renvoie hors du fichier\u00a0: seuls les renvois #id sont pris en charge (ligne ${fill})`,
    );
  });

  it('names the same in the build, whose outliner reads the file with its own XML parser', () => {
    const [a, b, c] = expected.split('; ').map((problem) => problem.replace(/ \(line \d+\)$/, ''));
    expect(() => outlineSvgText(planted, 'calendrier.svg', createFontLoader())).toThrow(
      `calendrier.svg:${fill}:1: ${a}; calendrier.svg:${fill + 1}:1: ${b}; calendrier.svg:${fill + 2}:49: ${c}`,
    );
  });

  it("names a symbol's style sheet that imports or loads another file, and a url() in a style attribute", () => {
    const symbol = (sheet: string, attribute = '') =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n<style>${sheet}</style>\n<rect${attribute} width="9" height="9"/>\n</svg>`;
    const design = JSON.parse(readFileSync(join(dir, 'design.json'), 'utf8')) as { symbols?: unknown };
    const files = (svg: string) => folder({ 'symbols/clover.svg': svg });
    const problem = (svg: string, lang: 'fr' | 'en' = 'en') => {
      const result = parseDesignFolder(files(svg), DESIGN_WORDS[lang], 'calendrier');
      return result.ok ? null : result.problems;
    };
    expect(design.symbols).toBeUndefined();
    expect(problem(symbol('rect { fill: url(#local) }'))).toBeNull();
    expect(problem(symbol('@import url("https://example.com/a.css"); rect { fill: red }'))).toEqual([
      {
        code: 'svgContent',
        file: 'symbols/clover.svg',
        detail:
          '<style> refers outside the file (@import https://example.com/a.css): only #id references are supported (line 2)',
      },
    ]);
    expect(problem(symbol("rect { fill: url('p.svg#g') }"), 'fr')).toEqual([
      {
        code: 'svgContent',
        file: 'symbols/clover.svg',
        detail:
          '<style> renvoie hors du fichier (url(p.svg#g))\u00a0: seuls les renvois #id sont pris en charge (ligne 2)',
      },
    ]);
    expect(problem(symbol('', ' style="fill: url(https://example.com/p.svg#g)"'))).toEqual([
      {
        code: 'svgContent',
        file: 'symbols/clover.svg',
        detail:
          '<rect style="fill: url(https://example.com/p.svg#g)"> refers outside the file: only #id references are supported (line 3)',
      },
    ]);
  });
});

// The lab's font warning said "a font the project does not bundle (Comic Sans MS 800)": no line,
// no text, no faces allowed, where the CLI (the build's outliner) names all three. The lab now
// says each text as the build does, with its line.
describe('an art <text> in a face the project does not bundle', () => {
  const files = (svg: string) => ({
    'design.json': readFileSync(join(dir, 'design.json'), 'utf8'),
    'calendrier.svg': svg,
    'calendrier.en.svg': readFileSync(join(dir, 'calendrier.en.svg'), 'utf8'),
  });
  const first = /<text [^>]*font-family="[^"]*"[^>]*>/.exec(art)![0];
  const comic = art.replace(first, first.replace(/font-family="[^"]*"/, 'font-family="\'Comic Sans MS\', cursive"'));
  const line = lineOf(comic, "font-family=\"'Comic Sans MS'");
  const faces = 'Nunito 200/300/400/500/600/700/800/900, Fredoka 300/400/500/600/700';

  it('names each text, its line and the bundled faces, in the build’s words', () => {
    const en = parseDesignFolder(files(comic), DESIGN_WORDS.en, 'calendrier');
    expect(en.ok).toBe(true);
    if (!en.ok) return;
    const detail = en.folder.unbundled['calendrier.svg'];
    expect(detail).toMatch(
      new RegExp(
        `^<text> "[^"]+": font-family must start with a bundled family \\(${faces.replace(/\//g, '\\/')}\\), not "Comic Sans MS" \\(line ${line}\\)$`,
      ),
    );
    expect(en.folder.unbundled['calendrier.en.svg']).toBeUndefined();
    // The build's outliner says the same of the same text, at the same line.
    let built = '';
    try {
      outlineSvgText(comic, 'calendrier.svg', createFontLoader());
    } catch (error) {
      built = (error as Error).message;
    }
    expect(`${built.replace(/^calendrier\.svg:(\d+):\d+: (.*)$/, '$2 (line $1)')}`).toBe(detail);
    const fr = parseDesignFolder(files(comic), DESIGN_WORDS.fr, 'calendrier');
    expect(fr.ok && fr.folder.unbundled['calendrier.svg']).toMatch(
      `font-family doit commencer par une famille fournie par le projet (${faces}), pas «\u00a0Comic Sans MS\u00a0» (ligne ${line})`,
    );
  });

  it('names a weight the family does not have, as the build does', () => {
    const tag = first
      .replace(/ font-weight="[^"]*"/, '')
      .replace(/font-family="[^"]*"/, 'font-family="Fredoka" font-weight="800"');
    const heavy = art.replace(first, tag);
    const result = parseDesignFolder(files(heavy), DESIGN_WORDS.en, 'calendrier');
    expect(result.ok && result.folder.unbundled['calendrier.svg']).toMatch(
      `: font-weight="800" is not bundled for Fredoka (bundled: ${faces}) (line ${lineOf(heavy, 'font-weight="800"')})`,
    );
  });
});
