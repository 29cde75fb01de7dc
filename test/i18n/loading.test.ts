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

  it('loads each part of each language once, however many ask at once', async () => {
    const { CATALOGUES } = await import('../../src/i18n/messages.ts');
    const calls = { fr: { shared: 0, player: 0 }, en: { shared: 0, player: 0 } };
    const counted = (lang: 'fr' | 'en') => ({
      shared: () => (calls[lang].shared++, CATALOGUES[lang].shared()),
      player: () => (calls[lang].player++, CATALOGUES[lang].player()),
    });
    vi.resetModules();
    vi.doMock('../../src/i18n/messages.ts', () => ({ CATALOGUES: { fr: counted('fr'), en: counted('en') } }));
    try {
      const { loadMessages, MESSAGES } = await import('../../src/i18n/catalogue.ts');
      await Promise.all([loadMessages(['fr'], 'shared'), loadMessages(['fr']), loadMessages(['fr', 'en'])]);
      await loadMessages(['fr', 'en']);
      await loadMessages(['en'], 'shared');
      expect(calls).toEqual({ fr: { shared: 1, player: 1 }, en: { shared: 1, player: 1 } });
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
        fr: {
          ...CATALOGUES.fr,
          shared: () =>
            down
              ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
              : CATALOGUES.fr.shared(),
        },
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

  it('waits for the player’s own words (the stored-data notices) before it says every word is loaded', async () => {
    const { CATALOGUES } = await import('../../src/i18n/messages.ts');
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    vi.resetModules();
    vi.doMock('../../src/i18n/messages.ts', () => ({
      CATALOGUES: { ...CATALOGUES, fr: { ...CATALOGUES.fr, player: async () => (await held, CATALOGUES.fr.player()) } },
    }));
    try {
      const { loadMessages, MESSAGES } = await import('../../src/i18n/catalogue.ts');
      let done = false;
      const loading = loadMessages(['fr']).then(() => (done = true));
      await loadMessages(['fr'], 'shared'); // the shared words are in, the player's still on their way
      expect(done).toBe(false);
      // Asked for too early (a page that did not wait), a notice is a mistake said as one, never a blank.
      expect(() => MESSAGES.fr.notices).toThrow("the fr player's words (notices) are not loaded");
      arrive();
      await loading;
      expect(MESSAGES.fr.notices.cutOwed(1, 'M-0001')).toContain('Le ticket acheté M-0001, pas encore découvert');
      expect(MESSAGES.fr.storage.warningLabel).toBe('Partie non enregistrée');
      expect(MESSAGES.fr.scratchHere).toBe('Grattez ici');
    } finally {
      vi.doUnmock('../../src/i18n/messages.ts');
    }
  });

  it('gives the embed the shared words of its language only, never asking for the player’s', async () => {
    const { CATALOGUES } = await import('../../src/i18n/messages.ts');
    const player = vi.fn(() => Promise.reject(new Error('the embed asked for the player’s words')));
    vi.resetModules();
    vi.doMock('../../src/i18n/messages.ts', () => ({
      CATALOGUES: { fr: { ...CATALOGUES.fr, player }, en: { ...CATALOGUES.en, player } },
    }));
    try {
      const { loadMessages, MESSAGES } = await import('../../src/i18n/catalogue.ts');
      await loadMessages(['en'], 'shared');
      expect(player).not.toHaveBeenCalled();
      expect(MESSAGES.en.revealAll).toBe('Reveal all');
      expect(MESSAGES.en.linkErrors['unknown-lang']('de')).toContain('de');
      expect(() => MESSAGES.en.historyTitle).toThrow("the en player's words (historyTitle) are not loaded");
      expect(() => MESSAGES.fr).toThrow('the fr words are not loaded');
    } finally {
      vi.doUnmock('../../src/i18n/messages.ts');
    }
  });
});
