import { describe, expect, inject, it } from 'vitest';
import { formatSerial } from '../../src/engine/index.ts';
import type { Lang } from '../../src/i18n/index.ts';
import type { LinkError } from '../../src/state/deepLink.ts';
import { noticeText } from '../../src/ui/noticeText.ts';
import { clearSavedSession } from './savedSession.ts';
import { sharedSession } from './sharedSession.ts';

const base = inject('baseUrl');
const s = sharedSession({ width: 390, height: 844, mobile: true });

const good = formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 }); // P.demo.0.0000017.G137
const badCheck = `${good.slice(0, -1)}8`;
const long = 'x'.repeat(300);

/**
 * Addresses with several problems at once, and every problem the player must name, in the order
 * of its message: parameters as they come, then the language, the game, the serial, the variant,
 * and the conflicts between them.
 */
const CASES: readonly {
  search: string;
  lang: Lang;
  errors: readonly (readonly [LinkError['code'], string, LinkError['designs']?])[]; // designs: those a mismatch offers
}[] = [
  {
    search: '?game=poker&variant=x',
    lang: 'fr',
    errors: [
      ['unknown-game', 'poker'],
      ['unknown-variant', 'x'],
    ],
  },
  {
    search: `?game=poker&foo=<b>1</b>&serial=${badCheck}`,
    lang: 'fr',
    errors: [
      ['unknown-param', 'foo'],
      ['unknown-game', 'poker'],
      ['bad-serial-check', badCheck],
      ['game-and-serial', `poker / ${badCheck}`],
    ],
  },
  {
    search: '?game=months&variant=x&lang=en',
    lang: 'en',
    errors: [
      ['unknown-variant', 'x'],
      ['variant-needs-paws', 'x'],
    ],
  },
  {
    search: `?serial=${badCheck}&variant=dog&lang=de`,
    lang: 'fr',
    errors: [
      ['unknown-lang', 'de'],
      ['bad-serial-check', badCheck],
      ['variant-with-serial', 'dog'],
    ],
  },
  { search: '?game=paws&game=months&variant=cat', lang: 'fr', errors: [['repeated-param', 'game']] },
  {
    search: `?serial=nonsense&game=paws&zoom=2&lang=en`,
    lang: 'en',
    errors: [
      ['unknown-param', 'zoom'],
      ['bad-serial-format', 'nonsense'],
      ['game-and-serial', 'paws / nonsense'],
    ],
  },
  { search: `?variant=surprise&lang=en`, lang: 'en', errors: [['variant-needs-paws', 'surprise']] },
  { search: '?design=wheel', lang: 'fr', errors: [['unknown-design', 'wheel']] },
  {
    search: '?game=paws&design=calendrier&lang=en',
    lang: 'en',
    errors: [['design-mismatch', 'calendrier / paws', ['dog', 'cat']]],
  },
  {
    search: `?game=${long}&${long}=1`,
    lang: 'fr',
    errors: [
      [`unknown-param`, long],
      ['unknown-game', long],
    ],
  },
];

describe('a bad address of the player', () => {
  it.each(CASES)('$search names every problem at once ($lang)', async ({ search, lang, errors }) => {
    const { page } = s;
    await page.goto(`${base}/favicon.svg`);
    await clearSavedSession(page);
    await page.goto(`${base}/${search}`);
    const notice = page.getByTestId('notice');
    await notice.waitFor();
    const expected = noticeText(
      { kind: 'link', errors: errors.map(([code, value, designs = []]) => ({ code, value, designs })) },
      lang,
    );
    expect(await notice.locator('p').textContent()).toBe(expected);
    // Values are text, never markup, and a long one is cut short.
    expect(await notice.locator('b').count()).toBe(0);
    expect(expected.length).toBeLessThan(500);
    // Never a blank page: the lobby, both games on offer, and an address cleared of its problems
    // (the language shown stays in it).
    await page.getByTestId('game-paws').waitFor();
    expect(await page.getByTestId('game-months').isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe(lang === 'fr' ? '' : '?lang=en');
    expect(s.errors).toEqual([]);
  });
});
