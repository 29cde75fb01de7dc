import { describe, expect, it } from 'vitest';
import { reportHtml, type ImageResult } from '../../src/qa/cli/report.ts';

const image = (name: string, status: ImageResult['status']): ImageResult => ({
  name,
  status,
  differing: status === 'changed' ? 120 : 0,
  expected: status === 'changed' ? `images/${name}-expected.png` : null,
  actual: `images/${name}-actual.png`,
  diff: status === 'changed' ? `images/${name}-diff.png` : null,
});

describe('the QA report', () => {
  const images = [
    image('dog-a', 'same'),
    image('dog-b', 'changed'),
    image('mydog-a', 'added'),
    image('mydog-b', 'added'),
  ];
  const input = { images, removed: [], checks: [], sheets: [], updated: false } as const;

  it('tells images without a baseline from images that changed, in both languages', () => {
    expect(reportHtml({ ...input, lang: 'en' })).toContain('4 images compared, 1 changed, 2 new; 0 failed checks');
    expect(reportHtml({ ...input, lang: 'fr' })).toContain(
      '4 images comparées, 1 modifiée, 2 nouvelles\u202f; 0 contrôle échoué',
    );
  });

  it('shows a new image without an expected picture, and a changed one with its difference', () => {
    const html = reportHtml({ ...input, lang: 'en' });
    expect(html).toContain('mydog-a · new (no baseline)');
    expect(html).not.toContain('images/mydog-a-expected.png');
    expect(html).toContain('dog-b · 120 pixels differ');
    expect(html).toContain('images/dog-b-diff.png');
  });
});
