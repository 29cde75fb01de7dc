import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSerial, GAMES, MAX_BLOCK } from '../../../src/engine/index.ts';
import {
  backgroundText,
  DEFAULT_STUDIO_SETTINGS,
  EXPORT_FORMATS,
  MAX_CAPTION_LENGTH,
  parseBackground,
  parseColour,
  parseScratchState,
  parseSize,
  parseStudioQuery,
  SIZE_PRESET_IDS,
  sizeInRange,
  studioProblemText,
  studioQuery,
  type StudioProblemCode,
  type StudioSettings,
  undrawableCaptionCharacter,
} from '../../../src/studio/state/studioSettings.ts';
import { FACE_METRICS } from '../../../src/fonts/metrics.ts';
import { shapeLine } from '../../../src/fonts/layoutText.ts';
import { designIds, designsOfGame } from '../../../src/layouts/index.ts';

const problemsOf = (search: string) => parseStudioQuery(search).problems.map((p) => [p.code, p.name, p.value]);

describe('the studio address', () => {
  it('writes every setting, and reads back exactly the settings it wrote', () => {
    const query = studioQuery(DEFAULT_STUDIO_SETTINGS);
    expect(query).toBe(
      '?game=paws&variant=dog&seed=demo&block=0&prize=3000&pick=0&lang=fr&state=scratched:0.5&hand=1&coin=1&size=square&density=1&bg=2b1a6b,ff7a59,135&video=5&formats=png',
    );
    expect(parseStudioQuery(query)).toEqual({ settings: DEFAULT_STUDIO_SETTINGS, problems: [] });
  });

  it('round-trips a serial, a custom size, a colour, captions with any characters, and the rest', () => {
    const settings: StudioSettings = {
      ticket: { kind: 'serial', serial: 'M.demo.0.0000170.0133' },
      design: 'calendrier',
      lang: 'en',
      state: { kind: 'one-left', zone: 12 },
      hand: 42,
      coin: false,
      size: { preset: 'custom', width: 700, height: 350 },
      density: 2,
      background: { kind: 'colour', colour: '#00aa11' },
      captions: { fr: 'Gagnez 40 000 € & + de 1 % — « sûr » #1 ?', en: 'Win 100% a+b=c / x,y:z' },
      videoSeconds: 7.5,
      batchFormats: ['png', 'gif'],
    };
    const query = studioQuery(settings);
    expect(parseStudioQuery(query)).toEqual({ settings, problems: [] });
    // Through a real URL too, as a pasted link would come.
    expect(parseStudioQuery(new URL(`https://example.org/studio.html${query}`).search).settings).toEqual(settings);
  });

  it('round-trips any valid settings (property)', () => {
    const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}` as const);
    const settingsArb: fc.Arbitrary<StudioSettings> = fc.record({
      design: fc.constant(null),
      ticket: fc.oneof(
        fc.record({
          kind: fc.constant('prize' as const),
          game: fc.constant('months' as const),
          variant: fc.constant('any' as const),
          seed: fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
          block: fc.integer({ min: 0, max: MAX_BLOCK }),
          prizeCents: fc.constantFrom(0, ...GAMES.months.prizeTable.map((t) => t.amountCents)),
          pick: fc.integer({ min: 0, max: 1_000_000 }),
        }),
        fc.record({
          kind: fc.constant('prize' as const),
          game: fc.constant('paws' as const),
          variant: fc.constantFrom('dog' as const, 'cat' as const, 'any' as const),
          seed: fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
          block: fc.integer({ min: 0, max: MAX_BLOCK }),
          prizeCents: fc.constantFrom(0, ...GAMES.paws.prizeTable.map((t) => t.amountCents)),
          pick: fc.integer({ min: 0, max: 1_000_000 }),
        }),
        fc
          .record({ index: fc.integer({ min: 0, max: 1_499_999 }), block: fc.integer({ min: 0, max: MAX_BLOCK }) })
          .map(({ index, block }) => ({
            kind: 'serial' as const,
            serial: formatSerial({ game: 'paws', seed: 'demo', block, index }),
          })),
      ),
      lang: fc.constantFrom('fr' as const, 'en' as const),
      state: fc.oneof(
        fc.constant({ kind: 'covered' as const }),
        fc.constant({ kind: 'revealed' as const }),
        fc.record({ kind: fc.constant('one-left' as const), zone: fc.option(fc.integer({ min: 0, max: 12 })) }),
        fc.record({
          kind: fc.constant('scratched' as const),
          share: fc.integer({ min: 1, max: 99 }).map((n) => n / 100),
        }),
      ),
      hand: fc.integer({ min: 1, max: 9_999 }),
      coin: fc.boolean(),
      size: fc.oneof(
        fc.constantFrom(...SIZE_PRESET_IDS).map((p) => parseSize(p)!),
        fc
          .record({ w: fc.integer({ min: 200, max: 1365 }), h: fc.integer({ min: 200, max: 1365 }) })
          .map(({ w, h }) => parseSize(`${w}x${h}`)!),
      ),
      density: fc.constantFrom(1, 2, 3),
      background: fc.oneof(
        fc.constant({ kind: 'transparent' as const }),
        colour.map((c) => ({ kind: 'colour' as const, colour: c })),
        fc
          .record({ from: colour, to: colour, angleDeg: fc.integer({ min: 0, max: 360 }) })
          .map((g) => ({ kind: 'gradient' as const, ...g })),
      ),
      captions: fc.record({
        fr: fc.string({ maxLength: 40 }).map((s) => s.trim()),
        en: fc.string({ maxLength: 40 }).map((s) => s.trim()),
      }),
      videoSeconds: fc.integer({ min: 30, max: 100 }).map((n) => n / 10),
      batchFormats: fc.subarray([...EXPORT_FORMATS], { minLength: 1 }),
    });
    const valid = settingsArb.filter((s) => sizeInRange(s.size.width, s.size.height, s.density));
    fc.assert(
      fc.property(valid, (settings) => {
        const parsed = parseStudioQuery(studioQuery(settings));
        expect(parsed.problems).toEqual([]);
        expect(parsed.settings).toEqual(settings);
      }),
      { numRuns: 300 },
    );
  });

  it('takes captions of the characters the bundled fonts draw, and names the first of one that is not', () => {
    for (const caption of [
      'Bonne année 2027 !',
      'Zoë, Çà & Œuvre — « sûr » à 40 000 € #1 ?',
      'L’été… 50 % – ½ ©™ ¡Olé! ¿Qué?',
      'ÀÉÎÕÜ ßæø 0123456789 @*/+=<>',
    ]) {
      const parsed = parseStudioQuery(`?caption-fr=${encodeURIComponent(caption)}`);
      expect(parsed.problems).toEqual([]);
      expect(parsed.settings.captions.fr).toBe(caption);
    }
    // Decomposed accents are composed: one glyph each.
    expect(parseStudioQuery(`?caption-fr=${encodeURIComponent('e\u0301te\u0301')}`).settings.captions.fr).toBe('été');
    // Emoji, flags, skin tones and keycaps would be drawn by the machine's own fonts, if it has any:
    // refused, named as a reader sees them.
    for (const [caption, first] of [
      ['🇫🇷 Bravo 👨‍👩‍👧 ✌🏽', '🇫🇷'],
      ['Bravo 👨‍👩‍👧', '👨‍👩‍👧'],
      ['Bravo ✌🏽', '✌🏽'],
      ['Top 👍🏽 !', '👍🏽'],
      ['Gagnez 1️⃣ fois', '1️⃣'],
      ['Bonne année ✨', '✨'],
      ['Grattez ★', '★'],
      ['Привет', 'П'],
      ['Γειά', 'Γ'],
      ['新年快乐', '新'],
      ['mot\tà mot', '\t'],
      ['q\u0303', 'q\u0303'],
      ['مرحبا Grattez', 'م'],
      ['Grattez שלום', 'ש'],
      ['नमस्ते', 'न'],
      ['สวัสดี', 'ส'],
    ]) {
      const parsed = parseStudioQuery(`?caption-en=${encodeURIComponent(caption!)}`);
      expect(parsed.problems, caption).toEqual([{ code: 'caption-script', name: 'caption-en', value: first }]);
      expect(parsed.settings.captions.en).toBe(DEFAULT_STUDIO_SETTINGS.captions.en);
    }
    expect(studioProblemText({ code: 'caption-script', name: 'caption-en', value: '🇫🇷' }, 'en')).toMatch(
      /^caption-en: “🇫🇷” cannot be drawn: a caption is drawn with Grattez’s own fonts/,
    );
    expect(studioProblemText({ code: 'caption-script', name: 'caption-fr', value: '🇫🇷' }, 'fr')).toMatch(
      /^caption-fr\u00a0: «\u00a0🇫🇷\u00a0» ne peut pas être dessiné\u00a0: une légende est dessinée avec les polices de Grattez/,
    );
  });

  it('takes in a caption exactly the characters the caption’s face draws from its glyphs, or places as spaces', () => {
    const face = FACE_METRICS['fredoka-600'];
    // Every character of the Basic Multilingual Plane, the emoji and symbols of the next, and a sample of the rest.
    const codes = [
      ...Array.from({ length: 0x10000 }, (_, code) => code),
      ...Array.from({ length: 0x1fc00 - 0x1f000 }, (_, i) => 0x1f000 + i),
      ...Array.from({ length: 0x100 }, (_, i) => 0x10000 + i * 0xff0),
    ];
    for (const code of codes) {
      if (code >= 0xd800 && code <= 0xdfff) continue; // surrogates: no character
      const char = String.fromCodePoint(code);
      const drawn = shapeLine(face, char.normalize('NFC')).missing.length === 0;
      if ((undrawableCaptionCharacter(char) === null) !== drawn) expect.fail(`U+${code.toString(16)}: ${drawn}`);
    }
  });

  it('names each bad parameter, and uses defaults for them alone', () => {
    const parsed = parseStudioQuery(
      '?game=paws&variant=fox&seed=a%20b&block=-1&prize=700&pick=x&lang=de&state=half&hand=0&coin=yes&size=12x&density=4&bg=nope&video=2&formats=png,bmp&caption-en=ok&zoom=2',
    );
    expect(parsed.problems.map((p) => [p.code, p.name, p.value])).toEqual([
      ['unknown-param', 'zoom', '2'],
      ['bad-variant', 'variant', 'fox'],
      ['bad-seed', 'seed', 'a b'],
      ['bad-block', 'block', '-1'],
      ['bad-prize', 'prize', '700'],
      ['bad-pick', 'pick', 'x'],
      ['bad-lang', 'lang', 'de'],
      ['bad-state', 'state', 'half'],
      ['bad-hand', 'hand', '0'],
      ['bad-coin', 'coin', 'yes'],
      ['bad-density', 'density', '4'],
      ['bad-size', 'size', '12x'],
      ['bad-background', 'bg', 'nope'],
      ['bad-seconds', 'video', '2'],
      ['bad-formats', 'formats', 'png,bmp'],
    ] satisfies [StudioProblemCode, string, string][]);
    const d = DEFAULT_STUDIO_SETTINGS;
    expect(parsed.settings).toEqual({ ...d, captions: { ...d.captions, en: 'ok' } });
  });

  it('reads a design: with its game, alone (its game then), or with a serial; and names a bad one', () => {
    const withGame = parseStudioQuery('?game=months&prize=0&design=calendrier').settings;
    expect(withGame.design).toBe('calendrier');
    expect(studioQuery(withGame)).toContain('&pick=0&design=calendrier&lang=fr');
    const alone = parseStudioQuery('?design=calendrier');
    expect(alone.problems).toEqual([]);
    expect(alone.settings.ticket).toMatchObject({ kind: 'prize', game: 'months', variant: 'any' });
    expect(parseStudioQuery('?design=cat').settings.ticket).toMatchObject({ game: 'paws', variant: 'cat' });
    expect(parseStudioQuery('?serial=M.demo.0.0000170.0133&design=calendrier').settings.design).toBe('calendrier');
    const wrong = parseStudioQuery('?game=paws&variant=dog&design=calendrier');
    // The choices are the dog's designs, whichever folders designs/ holds: dog first, never cat.
    const dogDesigns = designsOfGame('paws').filter((d) => d.variant === 'dog');
    expect(dogDesigns[0]?.id).toBe('dog');
    expect(wrong.problems).toEqual([
      { code: 'design-mismatch', name: 'design', value: 'calendrier', choices: dogDesigns.map((d) => d.id).join(', ') },
    ]);
    expect(wrong.settings.design).toBeNull();
    expect(problemsOf('?design=wheel')).toEqual([['bad-design', 'design', 'wheel']]);
    expect(studioProblemText(parseStudioQuery('?design=wheel').problems[0]!, 'en')).toBe(
      `design “wheel”: unknown design (${designIds.join(', ')})`,
    );
  });

  it('reports a serial given with a prize, a bad serial, a variant of months and repeated parameters', () => {
    expect(problemsOf('?serial=P.demo.0.0000017.G137&prize=3000&pick=1')).toEqual([
      ['serial-and-prize', 'serial', 'prize, pick'],
    ]);
    expect(problemsOf('?serial=P.demo.0.0000017.G138')).toEqual([
      ['bad-serial-check', 'serial', 'P.demo.0.0000017.G138'],
    ]);
    expect(problemsOf('?serial=hello')).toEqual([['bad-serial-format', 'serial', 'hello']]);
    expect(problemsOf('?game=months&variant=dog')).toEqual([['variant-needs-paws', 'variant', 'dog']]);
    expect(problemsOf('?lang=en&lang=fr')).toEqual([['repeated-param', 'lang', 'fr']]);
    expect(parseStudioQuery('?lang=en&lang=fr').settings.lang).toBe('en');
  });

  it('takes another game with its own first prize, and refuses a prize of the other game', () => {
    const months = parseStudioQuery('?game=months').settings.ticket;
    expect(months).toMatchObject({ kind: 'prize', game: 'months', variant: 'any', prizeCents: 600 });
    expect(problemsOf('?game=months&prize=3000')).toEqual([['bad-prize', 'prize', '3000']]);
  });

  it('checks sizes against the density: each side from 200 px, at most 4096 device pixels', () => {
    expect(problemsOf('?size=1365x1365&density=3')).toEqual([]);
    expect(problemsOf('?size=1366x1000&density=3')).toEqual([['size-out-of-range', 'size', '1366x1000']]);
    expect(problemsOf('?size=199x600')).toEqual([['size-out-of-range', 'size', '199x600']]);
    expect(problemsOf('?size=story&density=3')).toEqual([['size-out-of-range', 'size', 'story']]);
    expect(parseStudioQuery('?size=1200x628').settings.size).toEqual({ preset: 'card', width: 1200, height: 628 });
    expect(parseStudioQuery('?size=ticket&density=3').settings).toMatchObject({
      size: { preset: 'ticket', width: 600, height: 900 },
      density: 3,
    });
    for (const bad of ['1080', '1080x', 'x1080', '10.5x20', '-200x300', '1e3x1e3', '0x10', 'big'])
      expect(parseSize(bad) === null || problemsOf(`?size=${bad}`).length === 1, bad).toBe(true);
  });

  it('limits captions to 120 characters', () => {
    const long = 'é'.repeat(MAX_CAPTION_LENGTH + 1);
    expect(problemsOf(`?caption-fr=${encodeURIComponent(long)}`)).toEqual([['caption-too-long', 'caption-fr', long]]);
    expect(problemsOf(`?caption-fr=${encodeURIComponent(long.slice(1))}`)).toEqual([]);
  });
});

describe('colours, backgrounds and states', () => {
  it.each([
    ['#fc0', '#ffcc00'],
    ['ffcc00', '#ffcc00'],
    ['#FFCC00', '#ffcc00'],
    ['white', '#ffffff'],
    ['RebeccaPurple', '#663399'],
    ['rgb(255, 0, 16)', '#ff0010'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['rgba(0, 0, 0, 1)', '#000000'],
  ])('reads the CSS colour %s', (text, hex) => {
    expect(parseColour(text)).toBe(hex);
  });

  it.each(['rgba(0,0,0,0.5)', '#12345', 'blurple', '', 'transparent', 'url(x)'])('refuses %j', (text) => {
    expect(parseColour(text)).toBeNull();
  });

  it('reads backgrounds: transparent, a colour, a gradient with or without its angle', () => {
    expect(parseBackground('transparent')).toEqual({ kind: 'transparent' });
    expect(parseBackground('navy')).toEqual({ kind: 'colour', colour: '#000080' });
    expect(parseBackground('ff0000,00ff00,90')).toEqual({
      kind: 'gradient',
      from: '#ff0000',
      to: '#00ff00',
      angleDeg: 90,
    });
    expect(parseBackground('rgb(1, 2, 3),white')).toEqual({
      kind: 'gradient',
      from: '#010203',
      to: '#ffffff',
      angleDeg: 135,
    });
    for (const bad of ['red,', 'red,blue,361', 'red,blue,-5', 'red,blue,45,1', 'red,nope'])
      expect(parseBackground(bad), bad).toBeNull();
    const g = parseBackground('#abcdef,#123456,45')!;
    expect(parseBackground(backgroundText(g))).toEqual(g);
  });

  it('reads the states of the issue', () => {
    expect(parseScratchState('scratched:0.4')).toEqual({ kind: 'scratched', share: 0.4 });
    expect(parseScratchState('one-left')).toEqual({ kind: 'one-left', zone: null });
    expect(parseScratchState('one-left:9')).toEqual({ kind: 'one-left', zone: 9 });
    for (const bad of ['scratched:0', 'scratched:1', 'scratched:1.5', 'scratched:', 'scratched:-0.1', 'hidden'])
      expect(parseScratchState(bad), bad).toBeNull();
  });
});

describe('problems in words', () => {
  it('name the parameter (or the CLI option) and the text given, in both languages', () => {
    const problem = parseStudioQuery('?size=99999x1').problems[0]!;
    expect(studioProblemText(problem, 'en')).toBe(
      'size “99999x1”: size out of range (each side at least 200 px, and at most 4096 px once multiplied by the density)',
    );
    expect(studioProblemText(problem, 'en', '--size')).toMatch(/^--size “99999x1”: /);
    expect(studioProblemText(problem, 'fr')).toMatch(/^size «\u00a099999x1\u00a0»\u00a0: taille hors limites/);
  });

  it('give the limits and choices from the code, not from the words', () => {
    const block = parseStudioQuery('?block=1000000').problems[0]!;
    expect(studioProblemText(block, 'en')).toContain(`from 0 to ${MAX_BLOCK}`);
    const prize = parseStudioQuery('?game=months&prize=700').problems[0]!;
    const amounts = [0, ...GAMES.months.prizeTable.map((t) => t.amountCents)].sort((a, b) => a - b).join(', ');
    expect(studioProblemText(prize, 'fr')).toContain(amounts);
  });
});
