import { describe, expect, it } from 'vitest';
import { formatSerial } from '../../src/engine/index.ts';
import { describeEmbedError, parseEmbedAddress, type EmbedErrorCode } from '../../src/embed/params.ts';
import { EMBED_WORDS } from '../../src/i18n/embed.ts';

const paws17 = formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 });

describe('the embed address', () => {
  it.each([
    ['', { kind: 'game', game: 'paws', variant: 'any', design: null }],
    ['?game=paws', { kind: 'game', game: 'paws', variant: 'any', design: null }],
    ['?game=paws&variant=dog', { kind: 'game', game: 'paws', variant: 'dog', design: null }],
    ['?game=paws&variant=cat', { kind: 'game', game: 'paws', variant: 'cat', design: null }],
    ['?game=paws&variant=surprise', { kind: 'game', game: 'paws', variant: 'any', design: null }],
    ['?game=paws&variant=any', { kind: 'game', game: 'paws', variant: 'any', design: null }],
    ['?game=months', { kind: 'game', game: 'months', variant: 'any', design: null }],
    [`?serial=${paws17}`, { kind: 'serial', ref: { game: 'paws', seed: 'demo', block: 0, index: 17 }, design: null }],
    ['?game=months&design=calendrier', { kind: 'game', game: 'months', variant: 'any', design: 'calendrier' }],
    ['?design=calendrier', { kind: 'game', game: 'months', variant: 'any', design: 'calendrier' }],
    ['?design=cat', { kind: 'game', game: 'paws', variant: 'cat', design: 'cat' }],
  ])('%s asks for %j', (search, request) => {
    const parsed = parseEmbedAddress(search);
    expect(parsed).toEqual({ ok: true, config: { request, lang: 'fr', attract: false, origins: null } });
  });

  it('names every parameter it reads in the help it gives with a bad address, in both languages', () => {
    for (const name of ['game', 'variant', 'serial', 'design', 'lang', 'attract', 'origin']) {
      const parsed = parseEmbedAddress(`?${name}=`);
      expect(!parsed.ok && parsed.errors.some((e) => e.code === 'unknown-param')).toBe(false);
      for (const words of Object.values(EMBED_WORDS)) expect(words.expected).toContain(`${name}=`);
    }
  });

  it('lists in that help every value of lang and attract it accepts, each accepted', () => {
    for (const words of Object.values(EMBED_WORDS)) {
      for (const [name, accepted] of [
        ['lang', ['en', 'fr']],
        ['attract', ['0', '1']],
      ] as const) {
        const listed = new RegExp(`&${name}=([\\w|]+)`).exec(words.expected)?.[1]?.split('|') ?? [];
        expect([...listed].sort(), `${name} in “${words.expected}”`).toEqual(accepted);
        for (const value of listed) expect(parseEmbedAddress(`?${name}=${value}`).ok).toBe(true);
      }
    }
  });

  it('reads the language, the attract mode and the allowed origins', () => {
    const parsed = parseEmbedAddress(
      '?game=months&lang=en&attract=1&origin=https://shop.example,http://127.0.0.1:8080/, https://shop.example',
    );
    expect(parsed.ok && parsed.config).toEqual({
      request: { kind: 'game', game: 'months', variant: 'any', design: null },
      lang: 'en',
      attract: true,
      origins: ['https://shop.example', 'http://127.0.0.1:8080'],
    });
    // An origin as people write it: capitals, the scheme's own port; it is read as the browser reports it.
    const written = parseEmbedAddress('?origin=HTTPS://Shop.Example,http://127.0.0.1:80,https://b.example:443/');
    expect(written.ok && written.config.origins).toEqual([
      'https://shop.example',
      'http://127.0.0.1',
      'https://b.example',
    ]);
    const off = parseEmbedAddress('?attract=0');
    expect(off.ok && off.config.attract).toBe(false);
  });

  it.each<[string, [EmbedErrorCode, string][]]>([
    ['?game=poker', [['unknown-game', 'poker']]],
    ['?game=paws&variant=horse', [['unknown-variant', 'horse']]],
    ['?game=paws&variant=toString', [['unknown-variant', 'toString']]],
    ['?game=months&variant=dog', [['variant-needs-paws', 'dog']]],
    [`?serial=${paws17}&variant=cat`, [['variant-with-serial', 'cat']]],
    [`?game=paws&serial=${paws17}`, [['game-and-serial', `paws / ${paws17}`]]],
    ['?serial=nonsense', [['bad-serial-format', 'nonsense']]],
    [`?serial=${paws17.slice(0, -1)}X`, [['bad-serial-check', `${paws17.slice(0, -1)}X`]]],
    ['?lang=de', [['unknown-lang', 'de']]],
    ['?attract=yes', [['bad-attract', 'yes']]],
    ['?game=paws&game=months', [['repeated-param', 'game']]],
    ['?colour=red', [['unknown-param', 'colour']]],
    ['?origin=shop.example', [['bad-origin', 'shop.example']]],
    ['?origin=https://shop.example/path', [['bad-origin', 'https://shop.example/path']]],
    ['?origin=https://shop.example/?', [['bad-origin', 'https://shop.example/?']]],
    ['?origin=ftp://shop.example', [['bad-origin', 'ftp://shop.example']]],
    ['?origin=*', [['bad-origin', '*']]],
    ['?origin=https://a.example,', [['bad-origin', '']]],
    ['?design=horse', [['unknown-design', 'horse']]],
    ['?game=paws&design=calendrier', [['design-mismatch', 'calendrier / paws']]],
    ['?game=paws&variant=cat&design=dog', [['design-mismatch', 'dog / paws cat']]],
    [`?serial=${paws17}&design=months`, [['design-mismatch', `months / ${paws17}`]]],
    // A parameter given empty is reported as such, once: it is not also said to clash with another.
    ['?game=paws&serial=', [['bad-serial-format', '']]],
    [
      '?game=poker&serial=',
      [
        ['unknown-game', 'poker'],
        ['bad-serial-format', ''],
      ],
    ],
    [`?game=&serial=${paws17}`, [['unknown-game', '']]],
    ['?serial=&variant=cat&game=paws', [['bad-serial-format', '']]],
    [
      '?game=paws&serial=&design=months',
      [
        ['bad-serial-format', ''],
        ['design-mismatch', 'months / paws'],
      ],
    ],
  ])('%s is refused: %j', (search, expected) => {
    const parsed = parseEmbedAddress(search);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => [e.code, e.value])).toEqual(expected);
  });

  it('reports every problem at once, in the language asked when that one is right', () => {
    const parsed = parseEmbedAddress('?game=poker&lang=en&attract=2&origin=nope&x=1');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.lang).toBe('en');
    expect(parsed.errors.map((e) => e.code).sort()).toEqual(
      ['bad-attract', 'bad-origin', 'unknown-game', 'unknown-param'].sort(),
    );
  });

  it.each([
    ['fr', (name: string, value: string) => `${name}=«\u00a0${value}\u00a0»\u00a0: `],
    ['en', (name: string, value: string) => `${name}=“${value}”: `],
  ] as const)('names the parameter of every bad value the same way, attract=«…» (%s)', (lang, head) => {
    const cases: readonly [string, string, string][] = [
      ['?attract=2', 'attract', '2'],
      ['?origin=shop', 'origin', 'shop'],
      ['?lang=de', 'lang', 'de'],
      ['?game=poker', 'game', 'poker'],
      ['?game=paws&variant=horse', 'variant', 'horse'],
      ['?game=months&variant=dog', 'variant', 'dog'],
      [`?serial=${paws17}&variant=cat`, 'variant', 'cat'],
      ['?design=nope', 'design', 'nope'],
      ['?serial=nonsense', 'serial', 'nonsense'],
      [`?serial=${paws17.slice(0, -1)}X`, 'serial', `${paws17.slice(0, -1)}X`],
    ];
    for (const [search, name, value] of cases) {
      const parsed = parseEmbedAddress(search);
      if (parsed.ok) throw new Error(`${search} should be refused`);
      expect(parsed.errors).toHaveLength(1);
      const line = describeEmbedError(parsed.errors[0]!, lang);
      expect(line.startsWith(head(name, value)), `${search}: “${line}”`).toBe(true);
    }
  });
});

describe('a design that does not draw the ticket asked for', () => {
  it('names the designs that do, the value kept as it was (French and English)', () => {
    const parsed = parseEmbedAddress('?game=paws&variant=cat&design=calendrier');
    if (parsed.ok) throw new Error('should be refused');
    expect(parsed.errors.map((e) => [e.code, e.value, e.designs])).toEqual([
      ['design-mismatch', 'calendrier / paws cat', ['cat']],
    ]);
    expect(describeEmbedError(parsed.errors[0]!, 'fr')).toBe(
      'ce modèle ne va pas avec ce ticket (calendrier / paws cat\u00a0; modèles possibles\u00a0: cat)',
    );
    expect(describeEmbedError(parsed.errors[0]!, 'en')).toBe(
      'this design does not go with that ticket (calendrier / paws cat; designs: cat)',
    );
  });
});
