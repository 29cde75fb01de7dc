import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS, loadMessages } from '../../src/i18n/index.ts';
import { reasonOf } from '../../src/state/sessionBackend.ts';
import { reasonText } from '../../src/state/storageReason.ts';
import { saveProblemText } from '../../src/ui/noticeText.ts';

/** The page's language, as the app sets it, with the words loaded as the page loads them first. */
async function pageIn(lang: string): Promise<void> {
  vi.stubGlobal('document', { documentElement: { lang } });
  await loadMessages(LANGS);
}

afterEach(() => vi.unstubAllGlobals());

const VERSION = new DOMException(
  'The operation failed because the stored database is a higher version than the version requested.',
  'VersionError',
);

describe('why the browser refused a save, in the page’s language', () => {
  it.each([
    ['fr', 'QuotaExceededError', 'le stockage du navigateur est plein'],
    ['en', 'QuotaExceededError', 'the browser’s storage is full'],
    ['fr', 'VersionError', 'une autre version de Grattez est ouverte'],
    ['en', 'VersionError', 'another version of Grattez is open'],
    ['fr', 'InvalidStateError', 'la connexion au stockage a été fermée'],
    ['en', 'InvalidStateError', 'the connection to storage was closed'],
    ['fr', 'UnknownError', 'le stockage du navigateur a rencontré une erreur'],
    ['en', 'UnknownError', 'the browser’s storage met an error'],
    ['fr', 'AbortError', 'l’enregistrement a été interrompu'],
    ['en', 'AbortError', 'the save was cut short'],
    ['fr', 'TimeoutError', 'le stockage du navigateur a mis trop de temps'],
    ['en', 'TimeoutError', 'the browser’s storage took too long'],
  ])('(%s) %s: %s, the browser’s words in parentheses', async (lang, name, said) => {
    await pageIn(lang);
    const l = lang as 'fr' | 'en';
    expect(reasonText(reasonOf(new DOMException('Its own words.', name)), l)).toBe(`${said} (Its own words)`);
    expect(reasonText(reasonOf(new DOMException('', name)), l)).toBe(said);
  });

  it.each([
    [
      'fr',
      'Impossible d’enregistrer la partie dans ce navigateur\u00a0: \u2068une autre version de Grattez est ouverte (The operation failed because the stored database is a higher version than the v…)\u2069. Les changements',
    ],
    [
      'en',
      'This browser would not save the game: \u2068another version of Grattez is open (The operation failed because the stored database is a higher version than the v…)\u2069. Changes since',
    ],
  ])('(%s) words the warning with no raw name in it and no double full stop', async (lang, start) => {
    await pageIn(lang);
    const text = saveProblemText(
      { cause: 'write', reason: reasonOf(VERSION), full: false, offer: false, stored: 'game' },
      lang as 'fr' | 'en',
    );
    expect(text.startsWith(start)).toBe(true);
    expect(text).not.toContain('VersionError');
  });

  it.each(['fr', 'en'] as const)(
    '(%s) ends a sentence once after a reason that ends with its own full stop',
    (lang) => {
      for (const reason of ['Something went wrong.', 'x'.repeat(300)]) {
        const text = saveProblemText(
          { cause: 'write', reason: { key: 'text', text: reason }, full: false, offer: false, stored: 'game' },
          lang,
        );
        expect(text.replace(/[\u2068\u2069]/gu, '')).not.toMatch(/\.\.|…\.|\.…/u);
      }
    },
  );

  it.each([
    ['fr', 'Le stockage du navigateur ne répond pas (aucune réponse en 3\u00a0s)\u00a0: vous pouvez jouer'],
    ['en', 'The browser’s storage is not answering (no answer within 3 s): you can play on'],
  ])('(%s) says once that storage is not answering', async (lang, start) => {
    await pageIn(lang);
    const text = saveProblemText(
      { cause: 'unavailable', reason: { key: 'timed-out', seconds: 3 } },
      lang as 'fr' | 'en',
    );
    expect(text.replace(/[\u2068\u2069]/gu, '').startsWith(start)).toBe(true);
  });

  it('keeps the words of an error it does not know', async () => {
    await pageIn('fr');
    expect(reasonText(reasonOf(new Error('disk on fire')), 'fr')).toBe('disk on fire');
    expect(reasonText(reasonOf(new TypeError('bad')), 'fr')).toBe('TypeError: bad');
  });
});

describe('a reason raised in one language, shown after a switch to the other', () => {
  it.each([
    ['fr', 'en', 'the browser’s storage is full (Its own words)', 'plein'],
    ['en', 'fr', 'le stockage du navigateur est plein (Its own words)', 'full'],
  ] as const)('raised in %s, shown in %s: every word follows', async (raised, shown, said, other) => {
    await pageIn(raised);
    const reason = reasonOf(new DOMException('Its own words.', 'QuotaExceededError'));
    const text = saveProblemText({ cause: 'write', reason, full: true, offer: false, stored: 'game' }, shown);
    expect(text).toContain(said);
    expect(text).not.toContain(other);
  });
});
