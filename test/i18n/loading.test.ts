import { describe, expect, it, vi } from 'vitest';
import type * as Catalogue from '../../src/i18n/catalogue.ts';

/** The catalogue as a page finds it when it starts: nothing loaded (the tests' setup loads all). */
async function freshCatalogue(): Promise<typeof Catalogue> {
  vi.resetModules();
  return import('../../src/i18n/catalogue.ts');
}

describe('loading the words', () => {
  it('gives a language once it is loaded, and names one used before', async () => {
    const { loadMessages, MESSAGES } = await freshCatalogue();
    expect(() => MESSAGES.fr).toThrow("the fr words are not loaded: await loadMessages(['fr']) first");
    await loadMessages(['en']);
    expect(MESSAGES.en.tagline).toBe('Scratch-card simulator — demo credits, no real money');
    expect(() => MESSAGES.fr.tagline).toThrow('the fr words are not loaded');
    await loadMessages(['fr', 'en']);
    expect(MESSAGES.fr.tagline).toBe('Simulateur de jeux de grattage — crédits de démonstration, aucun argent réel');
  });

  it('loads each language once, however many ask at once', async () => {
    const { CATALOGUES } = await import('../../src/i18n/messages.ts');
    const calls = { fr: 0, en: 0 };
    vi.resetModules();
    vi.doMock('../../src/i18n/messages.ts', () => ({
      CATALOGUES: {
        fr: () => (calls.fr++, CATALOGUES.fr()),
        en: () => (calls.en++, CATALOGUES.en()),
      },
    }));
    try {
      const { loadMessages, MESSAGES } = await import('../../src/i18n/catalogue.ts');
      await Promise.all([loadMessages(['fr']), loadMessages(['fr', 'en'])]);
      await loadMessages(['fr', 'en']);
      expect(calls).toEqual({ fr: 1, en: 1 });
      expect(MESSAGES.en.appName).toBe('Grattez');
    } finally {
      vi.doUnmock('../../src/i18n/messages.ts');
    }
  });

  it('fails as its chunk fails, and loads on the next try', async () => {
    const { CATALOGUES } = await import('../../src/i18n/messages.ts');
    let down = true;
    vi.resetModules();
    vi.doMock('../../src/i18n/messages.ts', () => ({
      CATALOGUES: {
        ...CATALOGUES,
        fr: () =>
          down ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : CATALOGUES.fr(),
      },
    }));
    try {
      const { loadMessages, MESSAGES } = await import('../../src/i18n/catalogue.ts');
      await expect(loadMessages(['fr'])).rejects.toThrow('Failed to fetch');
      expect(() => MESSAGES.fr).toThrow('the fr words are not loaded');
      down = false;
      await loadMessages(['fr']);
      expect(MESSAGES.fr.appName).toBe('Grattez');
    } finally {
      vi.doUnmock('../../src/i18n/messages.ts');
    }
  });
});
