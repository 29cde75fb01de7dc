import { afterEach, describe, expect, it, vi } from 'vitest';

/** A FontFaceSet stand-in: `load` answers with the faces it knows for a font (none before the CSS is in). */
function fakeFonts(known: { value: boolean }) {
  const load = vi.fn((_font: string) => Promise.resolve(known.value ? [{} as FontFace] : []));
  vi.stubGlobal('document', { fonts: { load } });
  return load;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('loadFonts', () => {
  it('loads the ticket’s three fonts once, and shares the answer', async () => {
    const load = fakeFonts({ value: true });
    const { loadFonts } = await import('../../src/render/fonts.ts');
    await Promise.all([loadFonts(), loadFonts()]);
    await loadFonts();
    expect(load.mock.calls.map((c) => c[0])).toEqual(['600 32px Fredoka', '700 32px Nunito', '800 32px Nunito']);
  });

  it('asks again when it was first asked before the fonts’ rules were known', async () => {
    const known = { value: false };
    const load = fakeFonts(known);
    const { loadFonts } = await import('../../src/render/fonts.ts');
    await loadFonts(); // too early: nothing matched
    known.value = true;
    await loadFonts();
    await loadFonts();
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('does not fail when a font cannot load: the fallback font is used', async () => {
    vi.stubGlobal('document', { fonts: { load: () => Promise.reject(new Error('network')) } });
    const { loadFonts } = await import('../../src/render/fonts.ts');
    await expect(loadFonts()).resolves.toBeUndefined();
  });
});
