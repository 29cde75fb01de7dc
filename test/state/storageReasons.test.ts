import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS, loadMessages } from '../../src/i18n/index.ts';
import { reasonOf } from '../../src/state/sessionBackend.ts';
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
    expect(reasonOf(new DOMException('Its own words.', name))).toBe(`${said} (Its own words)`);
    expect(reasonOf(new DOMException('', name))).toBe(said);
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
      { cause: 'write', reason: reasonOf(VERSION), full: false, offer: false },
      lang as 'fr' | 'en',
    );
    expect(text.startsWith(start)).toBe(true);
    expect(text).not.toContain('VersionError');
  });

  it.each(['fr', 'en'] as const)(
    '(%s) ends a sentence once after a reason that ends with its own full stop',
    (lang) => {
      for (const reason of ['Something went wrong.', 'x'.repeat(300)]) {
        const text = saveProblemText({ cause: 'write', reason, full: false, offer: false }, lang);
        expect(text.replace(/[\u2068\u2069]/gu, '')).not.toMatch(/\.\.|…\.|\.…/u);
      }
    },
  );

  it.each([
    ['fr', 'Le stockage du navigateur ne répond pas (aucune réponse en 3\u00a0s)\u00a0: vous pouvez jouer'],
    ['en', 'The browser’s storage is not answering (no answer within 3 s): you can play on'],
  ])('(%s) says once that storage is not answering', async (lang, start) => {
    await pageIn(lang);
    const { MESSAGES } = await import('../../src/i18n/index.ts');
    const reason = MESSAGES[lang as 'fr' | 'en'].storage.timedOut('3');
    const text = saveProblemText({ cause: 'unavailable', reason }, lang as 'fr' | 'en');
    expect(text.replace(/[\u2068\u2069]/gu, '').startsWith(start)).toBe(true);
  });

  it('keeps the words of an error it does not know', async () => {
    await pageIn('fr');
    expect(reasonOf(new Error('disk on fire'))).toBe('disk on fire');
    expect(reasonOf(new TypeError('bad'))).toBe('TypeError: bad');
  });
});
