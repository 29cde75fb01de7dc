// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootWords } from '../../build/boot/bootWords.ts';
import { LANGS } from '../../src/i18n/index.ts';
import { BOOT_HINT_KEY, startingLang } from '../../src/state/bootHint.ts';
import { DEFAULT_SETTINGS } from '../../src/state/settings.ts';

/** The boot script's tag, as the build writes it: each language's words. */
const tag = document.createElement('script');
for (const lang of LANGS) tag.setAttribute(`data-words-${lang}`, `/assets/${lang}-1.js /assets/${lang}Player-1.js`);
const words = (lang: string) => `/assets/${lang}-1.js /assets/${lang}Player-1.js`;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the boot’s words', () => {
  it('are the words of the language the entry starts in, whatever the address and the hint', () => {
    const langValue = fc.constantFrom('fr', 'en', 'EN', 'de', '', 'constructor', '__proto__', 'fr ');
    const search = fc
      .array(
        fc.oneof(
          langValue.map((v) => `lang=${encodeURIComponent(v)}`),
          fc.constantFrom('serial=M.demo.0.0000017.ABCDE', 'game=paws', 'x=1', 'lang'),
        ),
        { maxLength: 4 },
      )
      .map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));
    const hint = fc.oneof(
      fc.constant(null), // a first visit
      fc.constant('refused'), // a storage that throws
      fc.constantFrom('not json', '[]', 'null', '"en"', '{}', '{"lang":5}', '{"lang":["en"]}', '{"lang":null}'),
      langValue.map((lang) => JSON.stringify({ lang, sound: true })),
    );
    fc.assert(
      fc.property(search, hint, (search, hint) => {
        window.history.replaceState(null, '', `/${search}`);
        localStorage.clear();
        vi.restoreAllMocks();
        if (hint === 'refused')
          vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
            throw new DOMException('denied', 'SecurityError');
          });
        else if (hint !== null) localStorage.setItem(BOOT_HINT_KEY, hint);
        const lang = startingLang(search, () => window.localStorage);
        expect(bootWords(tag, 'data-words-', BOOT_HINT_KEY, DEFAULT_SETTINGS.lang), `${search} ${hint}`).toBe(
          words(lang),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('are none when the build lists none', () => {
    window.history.replaceState(null, '', '/?lang=en');
    expect(bootWords(document.createElement('script'), 'data-words-', BOOT_HINT_KEY, 'fr')).toBe('');
  });
});
