// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { parseDesignFolder } from '../../src/layouts/designFolder.ts';

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
