import { describe, expect, it, vi } from 'vitest';
import type * as Messages from '../../src/i18n/messages.ts';
import { MemoryStorage } from '../state/memoryStorage.ts';

/**
 * The player's page loads its own language's words only; the other's come when idle, or when the
 * player switches. A switch whose words cannot be fetched leaves the page in its language, says so,
 * and works on the next try.
 */
async function pageInFrench(english: () => 'down' | 'up' | Promise<void>) {
  const { CATALOGUES } = await vi.importActual<typeof Messages>('../../src/i18n/messages.ts');
  vi.resetModules();
  vi.doMock('../../src/i18n/messages.ts', () => ({
    CATALOGUES: {
      ...CATALOGUES,
      en: {
        shared: () => {
          const state = english();
          if (state === 'down') return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
          return state === 'up' ? CATALOGUES.en.shared() : state.then(() => CATALOGUES.en.shared()); // held until then
        },
        player: () => CATALOGUES.en.player(),
      },
    },
  }));
  const { loadMessages, messagesLoaded } = await import('../../src/i18n/index.ts');
  await loadMessages(['fr']);
  const { createAppStore } = await import('../../src/state/store.ts');
  const { noticeText } = await import('../../src/ui/noticeText.ts');
  const store = createAppStore({ storage: new MemoryStorage(), now: () => new Date(2026, 11, 7), newSeed: () => 's' });
  return { store, noticeText, messagesLoaded };
}

describe('switching language, the other language’s words not loaded', () => {
  it('keeps the page in its language and says so when they cannot be fetched, and switches on the next try', async () => {
    let english: 'down' | 'up' = 'down';
    try {
      const { store, noticeText, messagesLoaded } = await pageInFrench(() => english);
      expect(messagesLoaded('en')).toBe(false);
      store.getState().setLang('en');
      await vi.waitFor(() => expect(store.getState().notice).toEqual({ kind: 'lang-unavailable', lang: 'en' }));
      expect(store.getState().settings.lang).toBe('fr');
      expect(noticeText(store.getState().notice!, 'fr')).toBe(
        'Le texte en anglais n’a pas pu être chargé\u00a0: la page reste en français. Vérifiez la connexion, puis réessayez.',
      );
      english = 'up';
      store.getState().setLang('en');
      await vi.waitFor(() => expect(store.getState().settings.lang).toBe('en'));
      expect(store.getState().notice).toBeNull(); // the notice goes with the language it spoke of
    } finally {
      vi.doUnmock('../../src/i18n/messages.ts');
    }
  });

  it('keeps the language asked for last: English on its way, then French asked for, stays French', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      const { store, messagesLoaded } = await pageInFrench(() => held);
      store.getState().setLang('en');
      store.getState().setLang('fr'); // changed their mind before the English words came
      release();
      await vi.waitFor(() => expect(messagesLoaded('en')).toBe(true));
      await Promise.resolve();
      expect(store.getState().settings.lang).toBe('fr');
      store.getState().setLang('en'); // and English, asked for now, comes at once
      expect(store.getState().settings.lang).toBe('en');
    } finally {
      vi.doUnmock('../../src/i18n/messages.ts');
    }
  });

  it('shows another tab’s language once its words arrive, the page in its own meanwhile', async () => {
    try {
      const { store, messagesLoaded } = await pageInFrench(() => 'up');
      const { DEFAULT_SETTINGS } = await import('../../src/state/settings.ts');
      const { ticketView } = await import('../../src/state/ticketSlice.ts');
      const view = ticketView(
        store.setState,
        store.getState,
        (task) => task(),
        () => undefined,
      );
      const value = view.value(store.getState());
      view.show(value, null); // the session as read at start
      view.show({ ...value, settings: { ...DEFAULT_SETTINGS, lang: 'en' } }, null); // another tab's choice
      expect(store.getState().settings.lang).toBe('fr');
      await vi.waitFor(() => expect(store.getState().settings.lang).toBe('en'));
      expect(messagesLoaded('en')).toBe(true);
    } finally {
      vi.doUnmock('../../src/i18n/messages.ts');
    }
  });
});

describe('the language the player’s page starts in', () => {
  it('is the address’s, else the one the boot hint kept, else French, whatever the hint holds', async () => {
    const { startingLang } = await import('../../src/state/bootHint.ts');
    const kept = (text: string | null) => () => ({ getItem: () => text });
    expect(startingLang('?lang=en', kept('{"lang":"fr"}'))).toBe('en');
    expect(startingLang('?lang=fr', kept('{"lang":"en"}'))).toBe('fr');
    expect(startingLang('', kept('{"lang":"en"}'))).toBe('en');
    expect(startingLang('?lang=de', kept('{"lang":"en"}'))).toBe('en'); // the address's error is said by the app
    expect(startingLang('', kept(null))).toBe('fr');
    expect(startingLang('', kept('{"lang":"de"}'))).toBe('fr');
    expect(startingLang('', kept('{"lang":'))).toBe('fr');
    expect(startingLang('', kept('"en"'))).toBe('fr');
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(startingLang('', refused)).toBe('fr');
  });

  it('takes the address’s language as the link’s reading does, and a first visit’s as the settings’ default', async () => {
    const { startingLang } = await import('../../src/state/bootHint.ts');
    const { parseLink } = await import('../../src/state/deepLink.ts');
    const { DEFAULT_SETTINGS } = await import('../../src/state/settings.ts');
    const none = () => ({ getItem: () => null });
    for (const search of [
      '',
      '?lang=en',
      '?lang=fr',
      '?lang=',
      '?lang=EN',
      '?lang=en&lang=fr',
      '?lang=de&lang=en',
      '?serial=x&lang=en',
      'lang=en',
      '?lang=en%20',
    ])
      expect([search, startingLang(search, none)]).toEqual([search, parseLink(search).lang ?? DEFAULT_SETTINGS.lang]);
  });
});
