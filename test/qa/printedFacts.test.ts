/**
 * The facts the art prints (price, prize ladder, multiplier) are the engine's: every shipped art
 * in both languages passes, and each planted misprint fails, naming the text and the fact.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/index.ts';
import { designIds, gameOfDesign } from '../../src/layouts/index.ts';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { checkPrintedFacts } from '../../src/qa/checks/printedFacts.ts';
import { checkArtFacts, printedTexts, shippedArt } from './printedArt.ts';

const cases = designIds.flatMap((design) => LANGS.map((lang) => [design, lang] as const));

describe('the shipped art', () => {
  it.each(cases)('%s (%s) prints the engine’s facts, each marked', (design, lang) => {
    const { findings, compared, checks } = checkArtFacts(shippedArt(design, lang), design, lang);
    expect(findings).toEqual([]);
    // Every ticket prints its price; the paws tickets their ladder and multiplier too.
    const facts = compared.map((c) => c.fact).sort();
    expect(facts).toEqual(gameOfDesign(design) === 'paws' ? ['ladder', 'multiplier', 'price'] : ['price']);
    expect(checks).toBeGreaterThan(compared.length);
  });
});

/** The findings for the dog art in `lang` with `from` replaced by `to` (which must be there). */
function misprinted(from: string, to: string, lang: 'fr' | 'en' = 'fr') {
  const source = shippedArt('dog', lang);
  expect(source).toContain(from);
  return checkArtFacts(source.replace(from, to), 'dog', lang).findings;
}

describe('a misprint in the art', () => {
  it('a wrong price fails, naming the text and the fact', () => {
    const findings = misprinted('sans valeur · 2 €', 'sans valeur · 3 €');
    expect(findings).toEqual([
      expect.objectContaining({
        check: 'facts',
        element: 'dog.art.text-5',
        lang: 'fr',
        problem: expect.objectContaining({
          kind: 'factMismatch',
          fact: 'price',
          printed: '3 €',
          expected: '2 €',
        }) as unknown,
      }),
    ]);
    expect(describeFinding(findings[0]!, 'en')).toBe(
      'dog.art.text-5: the price: the text "Jeu de grattage simulé · sans valeur · 3 €" prints "3 €", the engine says "2 €" (fr)',
    );
    expect(describeFinding(findings[0]!, 'fr')).toContain('le prix\u00a0: le texte «\u00a0Jeu de grattage simulé');
  });

  it('a price in the other language’s format fails', () => {
    const [finding] = misprinted('no value · €2', 'no value · 2 €', 'en');
    expect(finding?.problem).toMatchObject({ kind: 'factMismatch', printed: '2 €', expected: '€2' });
  });

  it('a price with its cents, in the language’s own form, is the price', () => {
    expect(misprinted('sans valeur · 2 €', 'sans valeur · 2,00 €')).toEqual([]);
    expect(misprinted('no value · €2', 'no value · €2.00', 'en')).toEqual([]);
    const [finding] = misprinted('sans valeur · 2 €', 'sans valeur · 2,50 €');
    expect(finding?.problem).toMatchObject({ kind: 'factMismatch', printed: '2,50 €', expected: '2 €' });
  });

  it('a wrong rung of the ladder fails, naming the rung', () => {
    const [finding] = misprinted('3 os : 10 €', '3 os : 12 €');
    expect(finding?.problem).toMatchObject({ fact: 'ladder', printed: '3 os → 12 €', expected: '3 os → 10 €' });
  });

  it('a ladder that counts another variant’s symbol fails, naming what it counts (the cat’s art on the dog’s ticket)', () => {
    const [fr] = misprinted('1 os : 2 € · 2 os : 4 €', '1 souris : 2 € · 2 souris : 4 €');
    expect(fr?.problem).toMatchObject({
      fact: 'ladder',
      printed: '1 souris → 2 € · 2 souris → 4 €',
      expected: '1 os → 2 € · 2 os → 4 €',
    });
    const [en] = misprinted('1 bone: €2', '1 mouse: €2', 'en');
    expect(en?.problem).toMatchObject({ fact: 'ladder', printed: '1 mouse → €2', expected: '1 bone → €2' });
    // Either number of the symbol's name is its name: grammar is not this check's.
    expect(misprinted('2 bones: €4', '2 bone: €4', 'en')).toEqual([]);
    // Checked without a variant (a layout that is no design), a rung's words are not compared.
    const source = shippedArt('dog', 'fr').replace('1 os : 2 €', '1 souris : 2 €');
    expect(checkPrintedFacts('paws', 'fr', printedTexts(source, 'dog'))).toEqual([]);
  });

  it('a ladder with a rung missing or a count changed fails', () => {
    const [missing] = misprinted(' · 5 os : 5 000 €', '');
    expect(missing?.problem).toMatchObject({
      fact: 'ladder',
      expected: expect.stringContaining('5 os → 5 000 €') as unknown,
    });
    const [count] = misprinted('4 os : 200 €', '3 os : 200 €');
    expect(count?.problem).toMatchObject({ fact: 'ladder', printed: '3 os → 200 €', expected: '4 os → 200 €' });
  });

  it('a wrong multiplier fails', () => {
    const [finding] = misprinted('votre gain × 3', 'votre gain × 2');
    expect(finding?.problem).toMatchObject({ fact: 'multiplier', printed: 'gamelle, × 2', expected: 'gamelle, × 3' });
  });

  it('a bonus rule that names another variant’s symbol fails (the cat’s rule on the dog’s ticket)', () => {
    const [fr] = misprinted(
      'une gamelle avec deux os dans la niche = votre gain × 3',
      'une pelote de laine dans le panier = votre gain × 3',
    );
    expect(fr?.problem).toMatchObject({ fact: 'multiplier', printed: '× 3', expected: 'gamelle, × 3' });
    const [en] = misprinted('a bowl with two bones in the kennel', 'a ball of yarn in the basket', 'en');
    expect(en?.problem).toMatchObject({ fact: 'multiplier', printed: '× 3', expected: 'bowl, × 3' });
  });

  it('an amount without a mark fails, so that no amount escapes the check', () => {
    const findings = misprinted('<text data-fact="price" ', '<text ');
    // The price is then both unmarked and missing.
    expect(findings).toEqual([
      { check: 'facts', element: 'dog.art.price', lang: 'fr', problem: { kind: 'factMissing', fact: 'price' } },
      expect.objectContaining({
        element: 'dog.art.text-5',
        problem: expect.objectContaining({ kind: 'unmarkedAmount' }) as unknown,
      }),
    ]);
    const words = misprinted('Grattez les 9 pattes', 'Gagnez 15 000 euros : grattez les 9 pattes');
    expect(words.map((f) => f.problem.kind)).toEqual(['unmarkedAmount']);
    const inRule = misprinted('votre gain × 3', 'votre gain × 3, jusqu’à 15 000 €');
    expect(inRule.map((f) => f.problem.kind)).toEqual(['unmarkedAmount']);
  });

  it('a mark that is not a fact of the game fails', () => {
    const [missing, unknown] = misprinted('data-fact="price"', 'data-fact="prix"');
    expect(missing?.problem).toEqual({ kind: 'factMissing', fact: 'price' });
    expect(unknown?.problem).toMatchObject({ kind: 'unknownFact', fact: 'prix', game: 'paws' });
    const months = checkArtFacts(
      shippedArt('months', 'fr').replace('data-fact="price"', 'data-fact="ladder"'),
      'months',
      'fr',
    );
    expect(months.findings.map((f) => f.problem)).toEqual([
      { kind: 'factMissing', fact: 'price' },
      expect.objectContaining({ kind: 'unknownFact', fact: 'ladder', known: ['price', 'top-prize', 'prize'] }),
    ]);
  });
});

describe('the other facts a text may print', () => {
  const texts = (text: string, fact: string) => [{ element: 'e', text, fact }];
  it('top-prize: the highest prize of the table', () => {
    expect(checkPrintedFacts('paws', 'fr', texts('Jusqu’à 15 000 € !', 'top-prize'))).toEqual([]);
    expect(checkPrintedFacts('months', 'en', texts('Up to €40,000!', 'top-prize'))).toEqual([]);
    const [wrong] = checkPrintedFacts('paws', 'fr', texts('Jusqu’à 5 000 € !', 'top-prize'));
    expect(wrong?.problem).toMatchObject({ printed: '5 000 €', expected: '15 000 €' });
  });

  it('prize: every amount printed is one of the prize table', () => {
    expect(checkPrintedFacts('months', 'fr', texts('Gagnez 20 € ou 1 000 €', 'prize'))).toEqual([]);
    const [wrong] = checkPrintedFacts('months', 'fr', texts('Gagnez 20 € ou 1 500 €', 'prize'));
    expect(wrong?.problem).toMatchObject({ kind: 'factMismatch', fact: 'prize', printed: '1 500 €' });
    const [none] = checkPrintedFacts('months', 'fr', texts('Gagnez gros', 'prize'));
    expect(none?.problem).toMatchObject({ kind: 'factMismatch', printed: '' });
  });
});

describe('amounts written in words', () => {
  const texts = (text: string, fact: string | null) => [{ element: 'e', text, fact }];

  it('an amount in words without a mark fails, in French and in English', () => {
    const fr = misprinted('Grattez les 9 pattes', 'Jusqu’à vingt mille euros : grattez les 9 pattes');
    expect(fr.map((f) => [f.element, f.problem.kind])).toEqual([['dog.art.text-1', 'unmarkedAmount']]);
    const en = misprinted('Scratch the 9 paws', 'Up to twenty thousand euros! Scratch the 9 paws', 'en');
    expect(en.map((f) => [f.element, f.problem.kind])).toEqual([['dog.art.text-1', 'unmarkedAmount']]);
    // Number words that count no money are no amount.
    expect(checkPrintedFacts('paws', 'fr', texts('Trouvez deux os dans la niche', null))).toEqual([]);
  });

  it('an amount in words is compared with the words of the engine’s amount', () => {
    expect(checkPrintedFacts('paws', 'fr', texts('Jusqu’à quinze mille euros !', 'top-prize'))).toEqual([]);
    expect(checkPrintedFacts('paws', 'en', texts('Up to FIFTEEN THOUSAND EUROS!', 'top-prize'))).toEqual([]);
    expect(checkPrintedFacts('months', 'fr', texts('Gagnez quatre-vingts euros ou soixante euros', 'prize'))).toEqual([
      {
        check: 'facts',
        element: 'e',
        lang: 'fr',
        problem: expect.objectContaining({ printed: 'quatre-vingts euros' }) as unknown,
      },
    ]);
    const [wrong] = checkPrintedFacts('paws', 'fr', texts('Jusqu’à vingt mille euros', 'top-prize'));
    expect(wrong?.problem).toMatchObject({
      kind: 'factMismatch',
      fact: 'top-prize',
      printed: 'vingt mille euros',
      expected: '15 000 €',
    });
    expect(describeFinding(wrong!, 'en')).toBe(
      'e: the top prize: the text "Jusqu’à vingt mille euros" prints "vingt mille euros", the engine says "15 000 €" (fr)',
    );
    // Another language's words are not the game's words in this one.
    const [english] = checkPrintedFacts('paws', 'fr', texts('Jusqu’à fifteen thousand euros', 'top-prize'));
    expect(english?.problem).toMatchObject({ printed: 'fifteen thousand euros', expected: '15 000 €' });
    const [price] = checkPrintedFacts('paws', 'en', texts('No value · three euros', 'price'));
    expect(price?.problem).toMatchObject({ fact: 'price', printed: 'three euros', expected: '€2' });
  });
});

/** `source` without the <text> marked with `fact`. */
const withoutFact = (source: string, fact: string) => {
  const without = source.replace(new RegExp(`<text data-fact="${fact}"[^>]*>[^<]*</text>`), '');
  expect(without).not.toBe(source);
  return without;
};

describe('a fact the art must print', () => {
  it('an English art that lost its ladder and its price line fails, naming each fact', () => {
    const source = withoutFact(withoutFact(shippedArt('dog', 'en'), 'ladder'), 'price');
    const { findings } = checkArtFacts(source, 'dog', 'en');
    expect(findings).toEqual([
      { check: 'facts', element: 'dog.art.price', lang: 'en', problem: { kind: 'factMissing', fact: 'price' } },
      { check: 'facts', element: 'dog.art.ladder', lang: 'en', problem: { kind: 'factMissing', fact: 'ladder' } },
    ]);
    expect(describeFinding(findings[0]!, 'en')).toBe(
      'dog.art.price: the price: the art does not print it (no text marked data-fact="price") (en)',
    );
    expect(describeFinding(findings[1]!, 'fr')).toBe(
      'dog.art.ladder\u00a0: l’échelle des gains\u00a0: l’illustration ne l’imprime pas (aucun texte marqué data-fact="ladder") (en)',
    );
  });

  it('each language is checked: a French art without its bonus rule, a 12 Mois art without its price', () => {
    const cat = checkArtFacts(withoutFact(shippedArt('cat', 'fr'), 'multiplier'), 'cat', 'fr');
    expect(cat.findings).toEqual([
      {
        check: 'facts',
        element: 'cat.art.multiplier',
        lang: 'fr',
        problem: { kind: 'factMissing', fact: 'multiplier' },
      },
    ]);
    const months = checkArtFacts(withoutFact(shippedArt('calendrier', 'en'), 'price'), 'calendrier', 'en');
    expect(months.findings).toEqual([
      { check: 'facts', element: 'calendrier.art.price', lang: 'en', problem: { kind: 'factMissing', fact: 'price' } },
    ]);
  });
});
