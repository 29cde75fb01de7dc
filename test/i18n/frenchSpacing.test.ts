/**
 * French typography in the words the screens show: a no-break space before a colon, a semicolon,
 * a question or an exclamation mark, and inside « », so that no line starts with the punctuation
 * or a lone guillemet. Read from the catalogues' string literals and template texts (the CLI's
 * terminal report, src/i18n/audit.ts, keeps plain spaces).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FILES = ['fr.ts', 'frPlayer.ts', 'studio.ts', 'embed.ts', 'qa.ts', 'loadFailure.ts', 'designWords.ts'].map(
  (f) => `src/i18n/${f}`,
);
/** A breakable space before the punctuation that takes a no-break one, or inside guillemets. */
const BREAKABLE = / [:;?!](?=\s|$|['"»)])|« | »/;

/** Every piece of text in a file's string literals and templates, with its line. */
function literalTexts(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('French spacing in the words the pages show', () => {
  it.each(FILES)('%s puts a no-break space before : ; ? ! and inside « »', (file) => {
    const texts = literalTexts(file);
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((t) => BREAKABLE.test(t.text)).map((t) => `${file}:${t.line}: ${t.text}`)).toEqual([]);
  });
});
