import { describe, expect, it } from 'vitest';
import { shape } from './shape.ts';
import { evaluate, GAME_IDS, SYMBOL_IDS, type PawsTicket } from '../../src/engine/index.ts';
import { explainBreakdown, LANGS, MESSAGES, plural, rulesLines, zoneName } from '../../src/i18n/index.ts';
import { formatDateTime, formatLongDate } from '../../src/i18n/format.ts';
import { AUDIT_WORDS } from '../../src/i18n/audit.ts';
import { EMBED_WORDS } from '../../src/i18n/embed.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';

describe('the words catalogue', () => {
  // The types already force the same keys (each English catalogue is typed as its French one's
  // type); they let through a function taking fewer arguments and an array of another length,
  // which the shapes compare.
  it.each([
    ['the player', MESSAGES],
    ['the QA sheet', QA_WORDS],
    ['the embed', EMBED_WORDS],
    ['the CLI audit', AUDIT_WORDS],
  ] as const)('of %s has exactly the same keys, kinds and arities in every language', (_, words) => {
    const french = shape(words.fr).sort();
    for (const lang of LANGS) expect(shape(words[lang]).sort()).toEqual(french);
  });

  it('compares shapes that tell apart what the types let through', () => {
    const french = { a: { b: (n: number, m: number) => `${n}${m}` }, list: ['x', 'y'] };
    expect(shape(french)).toEqual(['a.b: function/2', 'list: array/2', 'list[0]: string', 'list[1]: string']);
    expect(shape({ a: { b: (n: number) => `${n}` }, list: ['x', 'y'] })).not.toEqual(shape(french));
    expect(shape({ a: { b: (n: number, m: number) => `${n}${m}` }, list: ['x'] })).not.toEqual(shape(french));
  });

  it('names every symbol, with plural and article, and no empty string anywhere', () => {
    for (const lang of LANGS) {
      for (const id of SYMBOL_IDS) expect(MESSAGES[lang].symbols[id].a.length).toBeGreaterThan(0);
      const strings = JSON.stringify(MESSAGES[lang], (_, v: unknown) =>
        typeof v === 'string' && v.trim() === '' ? 'EMPTY' : v,
      );
      expect(strings).not.toContain('EMPTY');
    }
  });

  it('writes dates as each language’s readers expect: day first, British English', () => {
    // A US English locale would write "November 29, 2026" and "11/29/26, 2:05 PM".
    expect(LANGS.map((lang) => formatLongDate('2026-11-29', lang))).toEqual(['29 novembre 2026', '29 November 2026']);
    const afternoon = new Date(2026, 10, 29, 14, 5);
    expect(LANGS.map((lang) => formatDateTime(afternoon, lang))).toEqual(['29/11/2026 14:05', '29/11/2026, 14:05']);
  });

  it('picks plural forms with Intl.PluralRules (0 and 1 are singular in French only)', () => {
    const bone = MESSAGES.en.symbols.bone;
    expect([0, 1, 2].map((n) => plural(n, bone, 'en'))).toEqual(['bones', 'bone', 'bones']);
    const zone = MESSAGES.fr.zonesScratched;
    expect([0, 1, 2].map((n) => plural(n, zone, 'fr'))).toEqual(['zone grattée', 'zone grattée', 'zones grattées']);
  });

  it('explains a win with the right plural in both languages', () => {
    const ticket: PawsTicket = {
      game: 'paws',
      serial: 'x',
      seed: 'x',
      block: 0,
      index: 0,
      price: 200,
      prize: 1_200,
      variant: 'cat',
      paws: ['mouse', 'fish', 'mouse', 'bell', 'feather', 'fish', 'fish', 'bell', 'butterfly'],
      bonus: ['yarn', 'bell'],
    };
    const breakdown = evaluate(ticket);
    if (!breakdown.ok) throw new Error('invalid test face');
    const spaces = /[\u00a0\u202f]/g;
    expect(explainBreakdown(breakdown.value, 'fr').replace(spaces, ' ')).toBe('2 souris × 3 (pelote de laine) = 12 €');
    expect(explainBreakdown(breakdown.value, 'en').replace(spaces, ' ')).toBe('2 mice × 3 (ball of yarn) = €12');
    // The total kept with its sign and the word before it (no-break spaces, read and copied as spaces).
    expect(explainBreakdown(breakdown.value, 'en')).toBe('2 mice × 3 (ball of yarn)\u00a0=\u00a0€12');
  });

  it('states the rules with the engine figures', () => {
    for (const game of GAME_IDS) for (const lang of LANGS) expect(rulesLines(game, lang)).toHaveLength(4);
    const spaces = /[\u00a0\u202f]/g;
    const paws = rulesLines('paws', 'fr').join('\n').replace(spaces, ' ');
    expect(paws).toContain('Grattez les 9 traces de pattes.');
    // The ladder as words a screen reader reads (no arrow), each step kept on one line on a phone.
    expect(paws).toContain('Selon leur nombre : 2 € pour 1, 4 € pour 2, 10 € pour 3, 200 € pour 4, 5 000 € pour 5.');
    expect(rulesLines('paws', 'fr').join('\n')).toContain('5\u202f000\u00a0€\u00a0pour\u00a05');
    expect(rulesLines('paws', 'en').join('\n').replace(spaces, ' ')).toContain(
      'Depending on how many: €2 for 1, €4 for 2, €10 for 3, €200 for 4, €5,000 for 5.',
    );
    expect(rulesLines('paws', 'en').join('\n')).toContain('€5,000\u00a0for\u00a05');
    for (const lang of LANGS) expect(rulesLines('paws', lang).join('\n')).not.toContain('→');
    // The bonus symbols as article 4.3.2 and the tickets' legends name them, and article 3's note on the ×3.
    expect(paws).toContain(
      'une gamelle avec deux os sur un ticket chien, ou une pelote de laine sur un ticket chat, multiplie le gain des pattes par 3.',
    );
    expect(paws).toContain(
      'Les lots de 15 000 €, 600 €, 30 €, 12 € et 6 € du tableau viennent de cette multiplication.',
    );
    const pawsEn = rulesLines('paws', 'en').join('\n').replace(spaces, ' ');
    expect(pawsEn).toContain(
      'a bowl with two bones on a dog ticket, or a ball of yarn on a cat ticket, multiplies the paws’ prize by 3.',
    );
    expect(pawsEn).toContain(
      'The prizes of €15,000, €600, €30, €12 and €6 in the table come from this multiplication.',
    );
    expect(rulesLines('months', 'en')[1]).toBe('2 clovers in the same box win that box’s amount.');
    expect(zoneName('months', 12, 'en')).toBe('Prize box');
    expect(zoneName('paws', 2, 'fr')).toBe('Patte 3');
  });
});
