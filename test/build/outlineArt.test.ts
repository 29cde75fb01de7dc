import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  ArtOutlineError,
  checkDesignFolder,
  createFontLoader,
  outlineArt,
  outlineSvgText,
} from '../../build/outlineArt.ts';

const loadFont = createFontLoader();
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">\n  ${body}\n</svg>`;
const text = (attributes: string, content = 'Grattez') =>
  svg(
    `<text x="300" y="100" font-size="13" font-family="Nunito, sans-serif" font-weight="800" ${attributes}>${content}</text>`,
  );
const outline = (source: string) => outlineSvgText(source, 'designs/fixture/fixture.svg', loadFont);

/** The matrix of the outlined text's <g>: [a, d, e, f] (horizontal and vertical scale, left, baseline). */
function matrixOf(output: string): number[] {
  const match = /matrix\(([-\d.e]+) 0 0 ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)\)/.exec(output);
  if (match === null) throw new Error(`no matrix in ${output}`);
  return match.slice(1).map(Number);
}
const uses = (output: string) => [...output.matchAll(/<use href="#([^"]+)"(?: x="([-\d.]+)")?/g)];

describe('outlineSvgText', () => {
  it('keeps the file’s own end (its final line breaks and spaces, none added), whatever runs of spaces it holds', () => {
    const inner = `<rect width="10" height="10"/>${' '.repeat(100_000)}<rect width="2" height="2"/>`;
    for (const end of ['', '\n', '\n\n', ' \t\n', '\r\n']) {
      const source = `${svg(inner)}${end}`;
      const output = outline(source);
      expect(output.slice(output.lastIndexOf('</svg>') + '</svg>'.length), JSON.stringify(end)).toBe(end);
    }
  });

  it('replaces a <text> by its glyphs, drawn once in <defs> and placed with <use>', () => {
    const output = outline(
      svg(`<rect width="10" height="10" fill="red"/>
  <text x="14" y="892" font-size="9" fill="#c9c3ff" opacity="0.85" font-family="Nunito" font-weight="600">Mammam</text>`),
    );
    expect(output).not.toMatch(/<text|font-/);
    expect(output).toContain('<rect width="10" height="10" fill="red"/>');
    expect(output).toMatch(
      /<g fill="#c9c3ff" opacity="0.85" data-text="Mammam" data-at="14,892" transform="matrix\(0.009 0 0 0.009 14 892\)">/,
    );
    const placed = uses(output);
    expect(placed).toHaveLength(6);
    // M, a and m are each defined once, in font units, and used where they repeat.
    expect(output.match(/<path id="outline-glyph-nunito-600-\d+" d="M/g)).toHaveLength(3);
    expect(new Set(placed.map((use) => use[1])).size).toBe(3);
    expect(placed.map((use) => Number(use[2] ?? 0))).toEqual(
      [...placed.map((use) => Number(use[2] ?? 0))].sort((a, b) => a - b),
    );
  });

  it('anchors at the start, the middle or the end of the line', () => {
    const [a, d, start] = matrixOf(outline(text('text-anchor="start"')));
    const [, , middle] = matrixOf(outline(text('text-anchor="middle"')));
    const [, , end] = matrixOf(outline(text('text-anchor="end"')));
    expect([a, d]).toEqual([0.013, 0.013]); // 13 px in a 1000-unit em
    expect(start).toBe(300);
    expect(middle).toBeLessThan(start!);
    expect(start! - middle!).toBeCloseTo(middle! - end!, 2);
  });

  it('adds letter-spacing after each letter', () => {
    const [, , tight] = matrixOf(outline(text('text-anchor="end"', 'ABC')));
    const [, , spaced] = matrixOf(outline(text('text-anchor="end" letter-spacing="2"', 'ABC')));
    expect(tight! - spaced!).toBeCloseTo(6, 2);
  });

  it('stretches the line to textLength with lengthAdjust="spacingAndGlyphs"', () => {
    const [a, d, left] = matrixOf(
      outline(text('text-anchor="middle" textLength="400" lengthAdjust="spacingAndGlyphs"', 'court')),
    );
    expect(left).toBe(100);
    expect(a).toBeGreaterThan(d!);
  });

  it('kerns pairs as the font says', () => {
    const second = (pair: string) => Number(uses(outline(text('', pair)))[1]![2]);
    expect(second('AV')).toBeLessThan(second('AH'));
  });

  it('keeps what a text printed, where it was written and the fact it is marked with, for QA to compare with the engine', () => {
    const output = outline(text('data-fact="price"', 'Jeu simulé · 2 € &amp; &lt;rien&gt;'));
    expect(output).toMatch(
      /<g data-fact="price" data-text="Jeu simulé · 2 € &amp; &lt;rien&gt;" data-at="300,100" transform="matrix\(/,
    );
    expect(outline(text('', '  Grattez\n  les os '))).toContain('data-text="Grattez les os"');
  });

  it('keeps the text transform before its own matrix', () => {
    expect(outline(text('transform="rotate(-5 36 12)"'))).toMatch(/transform="rotate\(-5 36 12\) matrix\(/);
  });

  it('collapses white space as SVG does, and drops a text that prints nothing', () => {
    expect(outline(text('', '\n   Grattez \t  les   os  '))).toBe(outline(text('', 'Grattez les os')));
    expect(outline(text('', '   '))).not.toMatch(/<g|<use|<defs/);
  });

  it.each([
    [
      'a <tspan>',
      text('', 'a <tspan fill="red">b</tspan>'),
      /fixture\.svg:2:\d+: <tspan> inside <text> is not supported/,
    ],
    ['a <style>', svg('<style>text { font-size: 3px }</style>'), /fixture\.svg:2:\d+: <style> is not supported/],
    [
      'an image',
      svg('<image href="http://example.com/x.png" width="10" height="10"/>'),
      /fixture\.svg:2:\d+: <image> is not supported/,
    ],
    [
      'a reference outside the file',
      svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="other.svg#a"/>'),
      /fixture\.svg:2:\d+: <use xlink:href="other\.svg#a"> refers outside the file/,
    ],
    ['a <foreignObject>', svg('<foreignObject width="1" height="1"/>'), /<foreignObject> is not supported/],
    ['a style attribute', text('style="font-size: 20px"'), /fixture\.svg:2:\d+: <text style="…"> is not supported/],
    [
      'a font property set on a group',
      svg('<g font-size="20"><text x="0" y="0" font-size="9" font-family="Nunito">a</text></g>'),
      /fixture\.svg:2:\d+: font-size on <g> is not supported/,
    ],
    ['dominant-baseline', text('dominant-baseline="central"'), /the attribute dominant-baseline is not supported/],
    ['a stroke', text('stroke="#000"'), /the attribute stroke is not supported/],
    [
      'a font the project does not bundle',
      text('', 'x').replace('Nunito, sans-serif', "'Arial Black', Arial"),
      /font-family must start with a bundled family \(Nunito .*, Fredoka .*\), not "Arial Black"/,
    ],
    [
      'a weight that is not bundled',
      text('', 'x').replace('"800"', '"650"'),
      /font-weight="650" is not bundled for Nunito/,
    ],
    [
      'a letter outside the subset',
      text('', 'Chat 猫'),
      /Nunito 800 \(latin subset\) has no glyph for "猫" \(U\+732B\)/,
    ],
    ['a list of x positions', text('', 'x').replace('x="300"', 'x="1 2 3"'), /x="1 2 3" is not supported/],
    [
      'a font size in em',
      text('', 'x').replace('font-size="13"', 'font-size="1em"'),
      /font-size="1em" is not supported/,
    ],
    [
      'textLength with spacing only',
      text('textLength="99"'),
      /textLength is supported with lengthAdjust="spacingAndGlyphs"/,
    ],
    ['an unknown anchor', text('text-anchor="inherit"'), /text-anchor="inherit" is not supported/],
    ['an id the glyphs use', svg('<rect id="outline-glyph-x"/>'), /ids starting with outline-glyph- are kept/],
    ['a file that is not well-formed', svg('<text>'), /fixture\.svg: not well-formed SVG/],
  ])('fails on %s, naming the file, line and element', (_, source, message) => {
    expect(() => outline(source)).toThrow(ArtOutlineError);
    expect(() => outline(source)).toThrow(message);
  });
});

describe('the ticket art', () => {
  const dir = new URL('../../designs/', import.meta.url);
  const files = readdirSync(dir).flatMap((design) =>
    readdirSync(new URL(`${design}/`, dir))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => `${design}/${name}`),
  );
  it.each(files)('%s outlines every text', (name) => {
    const source = readFileSync(new URL(name, dir), 'utf8');
    const output = outlineSvgText(source, `designs/${name}`, loadFont);
    const texts = source.match(/<text[\s>]/g)?.length ?? 0;
    expect(texts).toBeGreaterThan(0);
    expect(output).not.toMatch(/<text[\s>]|font-family|font-weight/);
    // Everything but the texts is as written: only the glyphs' <defs> and one group per text are new.
    const withoutTexts = source.replace(/<text[^>]*>[^<]*<\/text>/g, '<TEXT/>');
    const withoutOutlines = output
      .replace(/\n {2}<defs>(?:\s*<path id="outline-glyph-[^>]*\/>)*\s*<\/defs>/, '')
      .replace(/<g [^>]*matrix\([^>]*>(?:<use [^>]*\/>)*<\/g>/g, '<TEXT/>');
    expect(withoutOutlines).toBe(withoutTexts);
  });
});

describe('a parser that gives up', () => {
  it('is not said to have found the SVG not well-formed', () => {
    // xmldom overflows its stack on a comment of 10 MB: the file may be well-formed.
    const source = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900"><!--${'x'.repeat(10_000_000)}--></svg>`;
    let message = '';
    try {
      outlineSvgText(source, 'big.svg', createFontLoader());
    } catch (error) {
      if (error instanceof ArtOutlineError) message = error.message;
    }
    expect(message).toMatch(/^big\.svg: the XML parser gave up on the file \(too large or too deeply nested for it\)/);
    expect(message).not.toMatch(/well-formed/);
  });
});

describe('an art with several elements a design cannot draw', () => {
  it('has each named with its line, by the outliner (check-layout) and by the build', () => {
    const art = readFileSync('designs/calendrier/calendrier.svg', 'utf8')
      .replace('>', '>\n<script>alert(1)</script>')
      .replace('</svg>', '<image href="https://example.com/x.png" width="1" height="1"/>\n</svg>');
    const lineOf = (needle: string) => art.slice(0, art.indexOf(needle)).split('\n').length;
    const refused = '> is not supported: a design draws with shapes and text only';
    const both = `<script${refused} (line ${lineOf('<script>')}); <image${refused} (line ${lineOf('<image')})`;
    // check-layout's outliner names each as it names every element: file, line and column.
    expect(() => outlineSvgText(art, 'calendrier.svg', createFontLoader())).toThrow(
      `calendrier.svg:${lineOf('<script>')}:1: <script${refused}; calendrier.svg:${lineOf('<image')}:1: <image${refused}`,
    );
    const scratch = mkdtempSync(join(tmpdir(), 'grattez-folder-'));
    try {
      const folder = join(scratch, 'calendrier');
      cpSync('designs/calendrier', folder, { recursive: true });
      writeFileSync(join(folder, 'calendrier.svg'), art);
      expect(checkDesignFolder(folder)).toEqual([`calendrier.svg: ${both}`]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('an art with a <style>, a style attribute and an image', () => {
  it('has each named with its line, the styles among the other refused elements, by the outliner and by the build', () => {
    const art = readFileSync('designs/calendrier/calendrier.svg', 'utf8')
      .replace('>', '>\n<style>text { letter-spacing: 1px }</style>')
      .replace('<text x="116"', '<text style="font-size: 15px" x="116"')
      .replace('</svg>', '<image href="https://example.com/x.png" width="1" height="1"/>\n</svg>');
    const lineOf = (needle: string) => art.slice(0, art.indexOf(needle)).split('\n').length;
    const [style, attribute, image] = [lineOf('<style>'), lineOf('<text style='), lineOf('<image')];
    const styleRefused = '<style> is not supported: use presentation attributes';
    const attributeRefused = '<text style="…"> is not supported: use presentation attributes';
    const imageRefused = '<image> is not supported: a design draws with shapes and text only';
    // check-layout's outliner: file, line and column each, in the order of the file.
    let message = '';
    try {
      outlineSvgText(art, 'calendrier.svg', createFontLoader());
    } catch (error) {
      if (error instanceof ArtOutlineError) message = error.message;
    }
    expect(message).toMatch(
      new RegExp(
        `^calendrier\\.svg:${style}:\\d+: ${styleRefused}; calendrier\\.svg:${attribute}:\\d+: ${attributeRefused}; calendrier\\.svg:${image}:\\d+: ${imageRefused}$`,
      ),
    );
    const scratch = mkdtempSync(join(tmpdir(), 'grattez-folder-'));
    try {
      const folder = join(scratch, 'calendrier');
      cpSync('designs/calendrier', folder, { recursive: true });
      writeFileSync(join(folder, 'calendrier.svg'), art);
      expect(checkDesignFolder(folder)).toEqual([
        `calendrier.svg: ${styleRefused} (line ${style}); ${attributeRefused} (line ${attribute}); ${imageRefused} (line ${image})`,
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('checkDesignFolder: what the build refuses in a design folder', () => {
  it('passes the shipped folders, and names a symbol that is no SVG and art that does not cover the ticket', () => {
    for (const id of readdirSync('designs')) expect(checkDesignFolder(join('designs', id)), id).toEqual([]);
    const scratch = mkdtempSync(join(tmpdir(), 'grattez-folder-'));
    try {
      const folder = join(scratch, 'dog');
      cpSync('designs/dog', folder, { recursive: true });
      mkdirSync(join(folder, 'symbols'));
      writeFileSync(join(folder, 'symbols', 'bone.svg'), 'this is not an svg');
      const art = readFileSync(join(folder, 'dog.svg'), 'utf8');
      writeFileSync(join(folder, 'dog.svg'), art.replace('viewBox="0 0 600 900"', 'viewBox="0 0 300 450"'));
      const problems = checkDesignFolder(folder);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^dog\.svg: its viewBox is "0 0 300 450": the design is 600 × 900/);
      expect(problems[1]).toMatch(/^symbols\/bone\.svg: not well-formed SVG/);
      // A file saved in another encoding than UTF-8 (Latin-1's "é" as one byte, on line 3).
      writeFileSync(join(folder, 'symbols', 'bone.svg'), Buffer.from('<svg>\n<title>\nos été</title></svg>', 'latin1'));
      expect(checkDesignFolder(folder)[1]).toBe('symbols/bone.svg: not UTF-8 (line 3): save it as UTF-8');
      // An image, its data in the file, on line 2 of the symbol: named with its line.
      writeFileSync(
        join(folder, 'symbols', 'bone.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n<image href="data:image/png;base64,iVBORw0KGgo="/>\n</svg>',
      );
      expect(checkDesignFolder(folder)[1]).toBe(
        'symbols/bone.svg: <image> is not supported: a design draws with shapes and text only (line 2)',
      );
      // In French, for the dev server's page in French: the readers' own words too.
      expect(checkDesignFolder(folder, 'fr')[1]).toBe(
        'symbols/bone.svg\u00a0: <image> n’est pas pris en charge\u00a0: un modèle ne dessine qu’avec des formes et du texte (ligne 2)',
      );
      writeFileSync(join(folder, 'symbols', 'bone.svg'), '<svg>\n<rect></svg>');
      expect(checkDesignFolder(folder, 'fr')[1]).toMatch(/^symbols\/bone\.svg\u00a0: SVG mal formé\u00a0: /);
      writeFileSync(join(folder, 'symbols', 'bone.svg'), '<html xmlns="http://www.w3.org/1999/xhtml"/>');
      expect(checkDesignFolder(folder, 'fr')[1]).toBe(
        'symbols/bone.svg\u00a0: l’élément racine n’est pas un <svg> de l’espace de noms SVG',
      );
      expect(checkDesignFolder(folder)[1]).toBe(
        'symbols/bone.svg: the root element is not an <svg> in the SVG namespace',
      );
      writeFileSync(join(folder, 'symbols', 'bone.svg'), Buffer.from('<svg>\n<title>\nos été</title></svg>', 'latin1'));
      expect(checkDesignFolder(folder, 'fr')[1]).toBe(
        'symbols/bone.svg\u00a0: pas en UTF-8 (ligne 3)\u00a0: enregistrez-le en UTF-8',
      );
      expect(checkDesignFolder(folder, 'fr')[0]).toMatch(/^dog\.svg\u00a0: /);
      const json = readFileSync(join(folder, 'design.json'), 'utf8');
      writeFileSync(join(folder, 'design.json'), json.replace(/\n}\s*$/, ',\n}\n'));
      expect(checkDesignFolder(folder, 'fr')).toEqual([
        expect.stringMatching(
          /^design\.json\u00a0: modèle «\u00a0dog\u00a0»\u00a0: JSON non valide\u00a0: virgule en trop/,
        ) as unknown,
      ]);
      writeFileSync(join(folder, 'design.json'), json);
      // Over the design lab's limit: refused in its words, not read.
      writeFileSync(join(folder, 'symbols', 'bone.svg'), `<svg><!--${'x'.repeat(9_000_000)}--></svg>`);
      expect(checkDesignFolder(folder)[1]).toBe(
        'symbols/bone.svg weighs 9 MB, over the 8 MB a design file may weigh: a symbol is a 100 × 100 drawing of a few kB; take out embedded pictures and fonts and simplify its paths.',
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('the dev server’s art (outlineArt’s middleware)', () => {
  type Next = (error?: unknown) => void;
  type Middleware = (request: { method: string; url: string }, response: unknown, next: Next) => void;

  it('refuses an art file over the design files’ limit unread, in the words of the lab and the build', () => {
    const root = mkdtempSync(join(tmpdir(), 'grattez-dev-art-'));
    try {
      const folder = join(root, 'designs', 'big');
      mkdirSync(folder, { recursive: true });
      // Over 8 MB: read, the XML parser would take it in and give up (a comment of 9 MB).
      const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900"><!--${'x'.repeat(9_000_000)}--></svg>`;
      writeFileSync(join(folder, 'big.svg'), art);
      const plugin = outlineArt();
      (plugin.configResolved as (config: unknown) => void)({ root, base: '/', command: 'serve' });
      let middleware: Middleware | undefined;
      const logged: string[] = [];
      (plugin.configureServer as (server: unknown) => void)({
        middlewares: { use: (handler: Middleware) => (middleware = handler) }, // the art's, the last one used
        watcher: { on: () => undefined },
        config: { logger: { error: (message: string) => logged.push(message) } },
      });
      let passed: unknown = 'not called';
      let sent: unknown;
      const response = { setHeader: () => undefined, end: (body: unknown) => (sent = body) };
      middleware!({ method: 'GET', url: '/designs/big/big.svg' }, response, (error) => (passed = error));
      const message =
        'designs/big/big.svg weighs 9 MB, over the 8 MB a design file may weigh: ticket art weighs a few hundred kB; take out embedded pictures and fonts and simplify its paths.';
      expect(sent).toBeUndefined();
      expect(passed).toBeInstanceOf(ArtOutlineError);
      expect((passed as Error).message).toBe(message);
      expect(logged).toEqual([message]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

type DevHandler = (request: unknown, response: unknown, next: () => void) => void;

/**
 * outlineArt's side of a dev server on `root`, started: its middlewares (the problem page's first),
 * the watcher's listener it set, and what it sent the pages.
 */
function startedDevServer(root: string) {
  const plugin = outlineArt();
  const logger = { error: () => undefined, info: () => undefined };
  (plugin.configResolved as (config: unknown) => void)({ root, base: '/', command: 'serve', logger });
  (plugin.buildStart as () => void).call({});
  const server = {
    handlers: [] as DevHandler[],
    changed: (() => undefined) as (event: string, file: string) => void,
    sent: [] as unknown[],
  };
  (plugin.configureServer as (server: unknown) => void)({
    middlewares: { use: (handler: DevHandler) => server.handlers.push(handler) },
    watcher: { on: (_name: string, listener: typeof server.changed) => (server.changed = listener) },
    ws: { send: (message: unknown) => server.sent.push(message) },
    config: { logger },
  });
  return server;
}

describe('the dev server’s page for an art the build cannot outline', () => {
  it('says the outliner’s problems in the page’s language, French or English', () => {
    const root = mkdtempSync(join(tmpdir(), 'grattez-dev-art-'));
    try {
      const folder = join(root, 'designs', 'dog');
      cpSync('designs/dog', folder, { recursive: true });
      const art = join(folder, 'dog.en.svg');
      writeFileSync(
        art,
        readFileSync(art, 'utf8').replace('>Scratch the 9 paws', '><tspan>Scratch</tspan> the 9 paws 猫'),
      );
      const { handlers } = startedDevServer(root);
      /** The page the dev server answers `/` with, for a browser asking for `language`. */
      const page = (language: string) => {
        let body = '';
        const response = { setHeader: () => undefined, end: (text: string) => (body = text) };
        handlers[0]!({ method: 'GET', url: '/', headers: { 'accept-language': language } }, response, () => undefined);
        return body;
      };
      const where = 'designs/dog/dog.en.svg:90:5';
      const nb = '\u00a0';
      expect(page('fr-FR,fr;q=0.9')).toContain(
        `${where}${nb}: &lt;tspan&gt; dans un &lt;text&gt; n’est pas pris en charge${nb}: un &lt;text&gt; par segment\u202f; ` +
          `${where}${nb}: &lt;text&gt; «${nb}the 9 paws 猫 and find the bones!${nb}»${nb}: ` +
          `Nunito 800 (sous-ensemble latin) n’a pas de glyphe pour «${nb}猫${nb}» (U+732B)`,
      );
      expect(page('en-GB,en;q=0.9')).toContain(
        `${where}: &lt;tspan&gt; inside &lt;text&gt; is not supported: one &lt;text&gt; per run; ` +
          `${where}: &lt;text&gt; &quot;the 9 paws 猫 and find the bones!&quot;: ` +
          `Nunito 800 (latin subset) has no glyph for &quot;猫&quot; (U+732B)`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the dev server, a design folder fixed by a file written in place', () => {
  it('reads the folders once the writing is done, not while the file is still empty', async () => {
    const root = mkdtempSync(join(tmpdir(), 'grattez-dev-fix-'));
    try {
      const folder = join(root, 'designs', 'cat');
      cpSync('designs/cat', folder, { recursive: true });
      const file = join(folder, 'design.json');
      const good = readFileSync(file, 'utf8');
      writeFileSync(file, good.replace('"en": "Cat" }', '"en": "Cat", }'));
      const server = startedDevServer(root);
      const { handlers, sent } = server;
      /** Whether the dev server answers `/` with its problem page (not the app's). */
      const problemPage = () => {
        let answered = false;
        const response = { statusCode: 200, setHeader: () => undefined, end: () => (answered = true) };
        handlers[0]!({ method: 'GET', url: '/', headers: {} }, response, () => undefined);
        return answered;
      };
      expect(problemPage()).toBe(true);
      // An editor saving in place: the file emptied (its change heard), then written, unheard.
      writeFileSync(file, '');
      server.changed('change', file);
      writeFileSync(file, good);
      await vi.waitFor(() => expect(problemPage()).toBe(false));
      expect(sent).toEqual([{ type: 'full-reload' }]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('an art with problems of several kinds', () => {
  it('has every one named, each with its line, in one go: the designer fixes them all in one pass', () => {
    const source = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">',
      '  <g font-size="20" font-weight="700">',
      '    <text x="0" y="10" font-size="9" font-family="Nunito">a</text>',
      '  </g>',
      '  <tspan>stray</tspan>',
      '  <rect id="outline-glyph-7" width="1" height="1"/>',
      '  <text x="0" y="20" font-size="9" font-family="Arial" stroke="#000">b</text>',
      '  <text x="0" y="30" font-size="9" font-family="Nunito" font-weight="650">猫</text>',
      '</svg>',
    ].join('\n');
    let message = '';
    try {
      outline(source);
    } catch (error) {
      if (error instanceof ArtOutlineError) message = error.message;
    }
    const file = 'designs/fixture/fixture.svg';
    expect(message.split('; ')).toEqual([
      `${file}:2:3: font-size on <g> is not supported: set it on each <text>`,
      `${file}:2:3: font-weight on <g> is not supported: set it on each <text>`,
      `${file}:5:3: <tspan> outside a <text> is not supported`,
      `${file}:6:3: ids starting with outline-glyph- are kept for the outlined glyphs`,
      `${file}:7:3: <text> "b": the attribute stroke is not supported`,
      expect.stringMatching(
        new RegExp(`^${file}:7:3: <text> "b": font-family must start with a bundled family \\(.*\\), not "Arial"$`),
      ),
      expect.stringMatching(new RegExp(`^${file}:8:3: <text> "猫": font-weight="650" is not bundled for Nunito`)),
    ]);
  });

  it('names each letter a text’s font cannot draw, once, with the others', () => {
    let message = '';
    try {
      outline(text('stroke="#000"', 'Chat 猫 犬 猫'));
    } catch (error) {
      if (error instanceof ArtOutlineError) message = error.message;
    }
    expect(message.split('; ')).toEqual([
      expect.stringMatching(/:2:3: <text> "Chat 猫 犬 猫": the attribute stroke is not supported$/),
      expect.stringMatching(
        /:2:3: <text> "Chat 猫 犬 猫": Nunito 800 \(latin subset\) has no glyph for "猫" \(U\+732B\)$/,
      ),
      expect.stringMatching(
        /:2:3: <text> "Chat 猫 犬 猫": Nunito 800 \(latin subset\) has no glyph for "犬" \(U\+72AC\)$/,
      ),
    ]);
  });
});
