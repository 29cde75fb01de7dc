import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hintCode, type HintPlan } from '../../build/ticketLinkHint.ts';
import { generateTicket, SERIAL_PATTERN } from '../../src/engine/index.ts';

/** Chien & Chat serials of the demo block, one of each animal. */
function pawsSerial(variant: 'dog' | 'cat'): string {
  for (let index = 0; ; index++) {
    const ticket = generateTicket({ game: 'paws', seed: 'demo', block: 0, index });
    if (ticket.game === 'paws' && ticket.variant === variant) return ticket.serial;
  }
}
const DOG = pawsSerial('dog');
const CAT = pawsSerial('cat');

interface Link {
  rel: string;
  as: string;
  type: string;
  href: string;
  crossOrigin: string | null;
  fetchPriority: string;
}

const PLAN: HintPlan = {
  modules: ['mountTicket-abc.js', 'shared-def.js'],
  fonts: ['fredoka-latin-600-normal-x.woff2'],
  art: {
    'dog.fr': ['dog-1.svg'],
    'cat.fr': ['cat-2.svg'],
    'dog.en': ['dog.en-3.svg'],
    'cat.en': ['cat.en-4.svg'],
    'months.fr': ['months-5.svg'],
    'months.en': ['months.en-6.svg'],
  },
  prefixes: { P: 'paws', M: 'months' },
  serialPattern: SERIAL_PATTERN.source,
  stills: { 'dog.fr': 'dog.fr-7.webp', 'cat.en': 'cat.en-8.webp', 'months.fr': 'months.fr-9.webp' },
  hintKey: 'grattez:boot',
};

const BASE = 'https://grattez.example/assets/';

/** Runs the hint as a page at `search` would (with `saved` as the app's boot hint), and returns the links it added to the head. */
function run(search: string, saved: string | null = null): Link[] {
  const head: Link[] = [];
  runInNewContext(hintCode(PLAN), {
    location: { search },
    localStorage: { getItem: (key: string) => (key === 'grattez:boot' ? saved : null) },
    URL,
    URLSearchParams,
    document: {
      currentScript: { src: `${BASE}ticket-link-123.js` },
      createElement: (): Link & { setAttribute: () => void } => ({
        rel: '',
        as: '',
        type: '',
        href: '',
        crossOrigin: null,
        fetchPriority: 'auto',
        setAttribute: () => undefined,
      }),
      head: { appendChild: (link: Link) => head.push(link) },
    },
  });
  return head.map(({ rel, as, type, href, crossOrigin, fetchPriority }) => ({
    rel,
    as,
    type,
    href,
    crossOrigin,
    fetchPriority,
  }));
}

const module = (name: string): Link => ({
  rel: 'modulepreload',
  as: '',
  type: '',
  href: BASE + name,
  crossOrigin: '',
  fetchPriority: 'auto',
});
const font = (name: string): Link => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href: BASE + name,
  crossOrigin: '',
  fetchPriority: 'auto',
});
// The first frame waits for the art: it is not held back behind the scripts, as images are.
const image = (name: string): Link => ({
  rel: 'preload',
  as: 'image',
  type: '',
  href: BASE + name,
  crossOrigin: null,
  fetchPriority: 'high',
});
const CODE_AND_FONTS = [
  module('mountTicket-abc.js'),
  module('shared-def.js'),
  font('fredoka-latin-600-normal-x.woff2'),
];

describe('the ticket link hint', () => {
  it.each<[string, string[], string?]>([
    ['?serial=M.demo.0.0000017.G194', ['months-5.svg'], 'months.fr-9.webp'],
    ['?serial=m.demo.0.0000017.G194', []], // no game's prefix: no art guessed
    ['?lang=en&game=months', ['months.en-6.svg']],
    ['?game=paws&variant=dog', ['dog-1.svg']],
    ['?game=paws&variant=cat&lang=en', ['cat.en-4.svg']],
    ['?game=paws', []], // the animal is drawn at purchase: no art that may go unused
    ['?game=paws&variant=surprise', []],
    [`?serial=${CAT}&lang=en`, ['cat.en-4.svg'], 'cat.en-8.webp'],
    [`?serial=${DOG}&lang=english`, ['dog-1.svg'], 'dog.fr-7.webp'],
    [`?serial=${CAT}&game=paws`, []], // an address in error: no ticket, no art
    ['?serial=X.demo.0.0000017.G137', []], // no such game: its art is not guessed
    ['?game=bingo', []],
  ])('on %s preloads the ticket’s code and fonts, the art %j, and first the still %s', (search, art, still) => {
    expect(run(search)).toEqual([...(still === undefined ? [] : [image(still)]), ...CODE_AND_FONTS, ...art.map(image)]);
  });

  it('takes the language a returning player chose from the app’s hint, and skips the still of a ticket begun', () => {
    const en = JSON.stringify({ lang: 'en', serial: null, begun: false });
    expect(run(`?serial=${CAT}`, en)).toEqual([image('cat.en-8.webp'), ...CODE_AND_FONTS, image('cat.en-4.svg')]);
    expect(run(`?serial=${CAT}&lang=fr`, en).map((l) => l.href)).not.toContain(BASE + 'cat.en-8.webp');
    const begun = JSON.stringify({ lang: 'fr', serial: 'M.demo.0.0000017.G194', begun: true });
    expect(run('?serial=M.demo.0.0000017.G194', begun)).toEqual([...CODE_AND_FONTS, image('months-5.svg')]);
    const fresh = JSON.stringify({ lang: 'fr', serial: 'M.demo.0.0000017.G194', begun: false });
    expect(run('?serial=M.demo.0.0000017.G194', fresh)[0]).toEqual(image('months.fr-9.webp'));
    expect(run('?serial=M.demo.0.0000017.G194', '{not json')[0]).toEqual(image('months.fr-9.webp'));
  });

  it('preloads, for a Chien & Chat serial, the animal the engine deals: dog or cat', () => {
    const seen = { dog: 0, cat: 0 };
    for (const seed of ['demo', 'x', 'Zz-_09abcdefghijklmnopqrstuvwxy'])
      for (const block of [0, 7, 999_999])
        for (let index = 0; index < 1_500_000; index += 6_007) {
          const ticket = generateTicket({ game: 'paws', seed, block, index });
          if (ticket.game !== 'paws') throw new Error('not a paws ticket');
          expect(run(`?serial=${ticket.serial}`).at(-1)?.href, ticket.serial).toBe(
            BASE + `${ticket.variant}-${ticket.variant === 'dog' ? 1 : 2}.svg`,
          );
          seen[ticket.variant]++;
        }
    expect(seen.dog).toBeGreaterThan(100);
    expect(seen.cat).toBeGreaterThan(100);
  });

  it.each(['', '?lang=en', '?gamer=1', '?serials'])('fetches nothing on %s (the lobby)', (search) => {
    expect(run(search)).toEqual([]);
  });
});
