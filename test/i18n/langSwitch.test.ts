import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS, type Lang } from '../../src/i18n/index.ts';
import type * as Messages from '../../src/i18n/messages.ts';
import { readSession } from '../../src/state/session.ts';
import type { AppStore } from '../../src/state/store.ts';
import { SharedProfile } from '../state/fakeBrowser.ts';
import { MemoryStorage } from '../state/memoryStorage.ts';

/** The English words' fetch, as a test drives it: failing, working, or held until settled. */
type English = 'down' | 'up' | Promise<void>;

/**
 * A fresh module graph whose English words are fetched as `english` says (the French ones as
 * built): what a new page of the player loads.
 */
async function freshModules(english: () => English): Promise<void> {
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
}

/**
 * The player's page loads its own language's words only; the other's come when idle, or when the
 * player switches. A switch whose words cannot be fetched leaves the page in its language, says so,
 * and works on the next try.
 */
async function pageInFrench(english: () => English) {
  await freshModules(english);
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
});

function deferred(): { promise: Promise<void>; resolve: () => void; reject: () => void } {
  let resolve = () => {};
  let reject = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = () => res();
    reject = () => rej(new TypeError('Failed to fetch dynamically imported module'));
  });
  return { promise, resolve, reject };
}

/**
 * A tab of `profile`, with modules of its own, as a browser's tab has: its words are its own to
 * load (`preload`, the English ones fetched as `english` says). `heard()` resolves once the tab has
 * shown the next session another tab wrote.
 */
async function openTab(
  profile: SharedProfile,
  english: () => English,
  preload: readonly Lang[],
  saveDelayMs = 0, // how long a change waits before it is saved (flush() saves it at once)
) {
  await freshModules(english);
  const words = await import('../../src/i18n/index.ts');
  await words.loadMessages(preload);
  const { openAppStore } = await import('../../src/state/store.ts');
  const waiting: (() => void)[] = [];
  const backend = profile.tab();
  const store = await openAppStore({
    backend: {
      ...backend,
      subscribe: (listener) =>
        backend.subscribe(() => {
          listener(); // queues the reading of the session (the store's idle() awaits it)
          waiting.shift()?.();
        }),
    },
    now: () => new Date(2026, 11, 7),
    newSeed: () => 's',
    saveDelayMs,
  });
  opened.push(store);
  const heard = async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    await store.getState().idle();
  };
  /** Resolves once the English words' fetch has ended and what awaited it has run. */
  const englishSettled = () => words.loadMessages(['en']).catch(() => undefined);
  return { store, heard, englishSettled, messagesLoaded: words.messagesLoaded };
}

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
  vi.doUnmock('../../src/i18n/messages.ts');
});

/** This page, in French with the French words only, and another tab that has both languages' words. */
async function twoTabs(english: () => English, pageSaveDelayMs = 0) {
  const profile = new SharedProfile();
  const page = await openTab(profile, english, ['fr'], pageSaveDelayMs);
  const other = await openTab(profile, () => 'up', LANGS);
  /** The other tab chooses `lang`; resolves once this page has heard it. */
  const otherChooses = async (lang: Lang) => {
    const heard = page.heard();
    other.store.getState().setLang(lang);
    await other.store.getState().flush();
    await heard;
  };
  const storedLang = async () => {
    await page.store.getState().flush();
    const read = readSession(profile.text);
    return read.kind === 'loaded' ? read.value.settings.lang : read.kind;
  };
  return { page, other, otherChooses, storedLang };
}

describe('a language chosen in another tab, and this page’s own switch', () => {
  it('shows another tab’s language once its words arrive, the page in its own meanwhile', async () => {
    const words = deferred();
    const { page, otherChooses } = await twoTabs(() => words.promise);
    await otherChooses('en');
    expect(page.store.getState().settings.lang).toBe('fr');
    words.resolve();
    await vi.waitFor(() => expect(page.store.getState().settings.lang).toBe('en'));
    expect(page.messagesLoaded('en')).toBe(true);
  });

  it('keeps the last switch: this page asks for English, then another tab chooses English and French again', async () => {
    const words = deferred();
    const { page, otherChooses, storedLang } = await twoTabs(() => words.promise);
    page.store.getState().setLang('en'); // its words on their way
    await otherChooses('en');
    await otherChooses('fr'); // the last switch, made while the English words were still coming
    words.resolve();
    await page.englishSettled();
    expect(page.messagesLoaded('en')).toBe(true);
    expect(page.store.getState().settings.lang).toBe('fr');
    expect(await storedLang()).toBe('fr');
    expect(page.store.getState().notice).toBeNull();
  });

  it('keeps the last switch: another tab chooses English, then this page asks for French', async () => {
    const words = deferred();
    const { page, other, otherChooses, storedLang } = await twoTabs(() => words.promise);
    await otherChooses('en'); // shown here once its words are in
    const otherHears = other.heard();
    page.store.getState().setLang('fr'); // the last switch: this page's
    expect(await storedLang()).toBe('fr'); // the session takes it, though this page showed it already
    await otherHears;
    expect(other.store.getState().settings.lang).toBe('fr');
    words.resolve();
    await page.englishSettled();
    expect(page.messagesLoaded('en')).toBe(true);
    expect(page.store.getState().settings.lang).toBe('fr');
    expect(await storedLang()).toBe('fr');
  });

  it('keeps another tab’s language awaited while this page changes a setting', async () => {
    const words = deferred();
    // This page's changes wait to be saved: its setting is shown here before storage has it.
    const { page, otherChooses, storedLang } = await twoTabs(() => words.promise, 3_600_000);
    await otherChooses('en');
    page.store.getState().setMotion('reduce');
    words.resolve();
    await page.englishSettled();
    expect(page.store.getState().settings).toMatchObject({ lang: 'en', motion: 'reduce' });
    expect(await storedLang()).toBe('en');
  });

  it('keeps this page’s switch on its way while another tab plays (the session’s language unchanged)', async () => {
    const words = deferred();
    const { page, other, storedLang } = await twoTabs(() => words.promise);
    page.store.getState().setLang('en');
    const heard = page.heard();
    expect(await other.store.getState().buy('months')).toBe(true);
    await heard;
    expect(page.store.getState().current).not.toBeNull(); // the other tab's purchase is shown here
    words.resolve();
    await page.englishSettled();
    expect(page.store.getState().settings.lang).toBe('en');
    expect(await storedLang()).toBe('en');
  });

  it('says nothing of words that failed for a switch made before the last', async () => {
    const words = deferred();
    const { page, otherChooses } = await twoTabs(() => words.promise);
    page.store.getState().setLang('en');
    await otherChooses('en');
    await otherChooses('fr');
    words.reject();
    await page.englishSettled();
    expect(page.messagesLoaded('en')).toBe(false);
    expect(page.store.getState().settings.lang).toBe('fr');
    expect(page.store.getState().notice).toBeNull();
  });

  it('says once, naming it, that the language wanted could not come, and switches when asked again', async () => {
    const words = deferred();
    let english: English = words.promise;
    const { page, otherChooses } = await twoTabs(() => english);
    const notices: unknown[] = [];
    page.store.subscribe(
      (s) => s.notice,
      (notice) => notices.push(notice),
    );
    page.store.getState().setLang('en');
    await otherChooses('en'); // both switches await the same words
    words.reject();
    await page.englishSettled();
    expect(notices).toEqual([{ kind: 'lang-unavailable', lang: 'en' }]);
    expect(page.store.getState().settings.lang).toBe('fr');
    english = 'up';
    page.store.getState().setLang('en');
    await vi.waitFor(() => expect(page.store.getState().settings.lang).toBe('en'));
    expect(page.store.getState().notice).toBeNull();
  });

  it('does not bring back by itself a notice the player closed: another tab’s switch tried again fails quietly', async () => {
    let english: English = 'down';
    let fetches = 0;
    const { page, other, otherChooses } = await twoTabs(() => (fetches++, english));
    const notices: unknown[] = [];
    page.store.subscribe(
      (s) => s.notice,
      (notice) => notices.push(notice),
    );
    await otherChooses('en');
    await page.englishSettled();
    expect(notices).toEqual([{ kind: 'lang-unavailable', lang: 'en' }]);
    page.store.getState().dismissNotice();
    const again = deferred();
    english = again.promise;
    const before = fetches;
    const heard = page.heard();
    expect(await other.store.getState().buy('months')).toBe(true); // the session heard again, still in English
    await heard;
    expect(fetches).toBe(before + 1); // its words tried again
    again.reject();
    await page.englishSettled();
    expect(notices).toEqual([{ kind: 'lang-unavailable', lang: 'en' }, null]);
    expect(page.store.getState().settings.lang).toBe('fr');
    const works = deferred();
    english = works.promise;
    const heardAgain = page.heard();
    other.store.getState().revealAll(); // and once they come, the page shows the language the other tab chose
    await other.store.getState().flush();
    await heardAgain;
    works.resolve();
    await vi.waitFor(() => expect(page.store.getState().settings.lang).toBe('en'));
    expect(notices).toEqual([{ kind: 'lang-unavailable', lang: 'en' }, null]);
  });

  it('tells again of a switch the player asks for again, after closing the notice of the last one', async () => {
    let english: English = 'down';
    const { page, otherChooses } = await twoTabs(() => english);
    await otherChooses('en');
    await page.englishSettled();
    expect(page.store.getState().notice).toEqual({ kind: 'lang-unavailable', lang: 'en' });
    page.store.getState().dismissNotice();
    const held = deferred();
    english = held.promise;
    page.store.getState().setLang('en'); // a switch of the player's own: nothing else would say it failed
    held.reject();
    await page.englishSettled();
    expect(page.store.getState().notice).toEqual({ kind: 'lang-unavailable', lang: 'en' });
    expect(page.store.getState().settings.lang).toBe('fr');
  });

  it('takes the notice away once the page shows the language another tab chose', async () => {
    let english: English = 'down';
    const { page, otherChooses } = await twoTabs(() => english);
    page.store.getState().setLang('en');
    await vi.waitFor(() => expect(page.store.getState().notice).toEqual({ kind: 'lang-unavailable', lang: 'en' }));
    english = 'up';
    await otherChooses('en');
    await vi.waitFor(() => expect(page.store.getState().settings.lang).toBe('en'));
    expect(page.store.getState().notice).toBeNull();
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
