// @vitest-environment jsdom
/**
 * The boxes of an art's texts, which the failing boxes' names on the QA sheet and in the design
 * lab keep off, are read once an art: a folder read again (the lab's Re-check, after an edit) has
 * new art under the same design id, and the names must keep off its texts, not the old art's.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Rect } from '../../src/layouts/geometry.ts';
import { getLayout } from '../../src/layouts/index.ts';
import { provideDesignFiles } from '../../src/render/assets.ts';

// Each art's texts, by its URL: the art itself is not read here.
const textsAt = new Map<string, Rect[]>();
const reads: string[] = [];
vi.mock('../../src/qa/measure/art.ts', async (original) => ({
  ...(await original<object>()),
  loadArt: (url: string) => {
    reads.push(url);
    return Promise.resolve({ texts: (textsAt.get(url) ?? []).map((bbox) => ({ bbox })) });
  },
}));
const { artTextBoxes } = await import('../../src/qa/sheet/Sheet.tsx');

describe('artTextBoxes', () => {
  it('reads a design’s art again once its folder is read again with new art, and each art once', async () => {
    const layout = getLayout('months');
    const first = { x: 10, y: 20, w: 100, h: 30 };
    const second = { x: 10, y: 200, w: 100, h: 30 };
    textsAt.set('blob:art-first', [first]);
    textsAt.set('blob:art-second', [second]);
    // The folder as the lab first reads it, then as it reads it again after the art was edited.
    const withdraw = provideDesignFiles('months', { [layout.background]: 'blob:art-first' });
    expect(await artTextBoxes('months', 'fr')).toEqual([first]);
    expect(await artTextBoxes('months', 'fr')).toEqual([first]);
    withdraw();
    const withdrawAgain = provideDesignFiles('months', { [layout.background]: 'blob:art-second' });
    try {
      expect(await artTextBoxes('months', 'fr')).toEqual([second]);
      expect(await artTextBoxes('months', 'fr')).toEqual([second]);
      expect(reads).toEqual(['blob:art-first', 'blob:art-second']);
    } finally {
      withdrawAgain();
    }
  });
});
