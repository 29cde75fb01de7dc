import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { designIds } from '../../src/layouts/index.ts';
import { sheetOptionsFrom } from '../../src/qa/sheet/address.ts';

/** The QA sheet takes each value docs/qa.md names in its address (a value it cannot use falls back, and is named). */
describe('the QA sheet’s address in docs/qa.md', () => {
  it('sets every option it names', () => {
    const doc = readFileSync(join(process.cwd(), 'docs', 'qa.md'), 'utf8') // vitest runs from the project;
    const search = /`(\?design=[^`]+)`/.exec(doc)?.[1];
    expect(search).toBeDefined();
    const params = new URLSearchParams(search);
    const options = sheetOptionsFrom(params);
    expect(options.designs).toEqual(params.get('design')!.split(','));
    expect(options.unknownDesigns).toEqual([]);
    expect(options.width).toBe(Number(params.get('width')));
    expect(options.density).toBe(Number(params.get('density')));
    expect(options.page).toBe(Number(params.get('page')) - 1);
    expect([...options.overlays].sort()).toEqual(params.get('overlays')!.split(',').sort());
    expect(options.ui).toBe(params.get('ui'));
    expect(options.lab).toBe(false);
    expect(options.ignored).toEqual([]);
  });

  it('opens the design lab at the address it names', () => {
    const doc = readFileSync(join(process.cwd(), 'docs', 'qa.md'), 'utf8');
    const search = /`qa\.html(\?lab)`/.exec(doc)?.[1];
    expect(search).toBe('?lab');
    expect(sheetOptionsFrom(new URLSearchParams(search)).lab).toBe(true);
  });
});

describe('the QA sheet’s designs in its address', () => {
  it('shows every design when none is named', () => {
    expect(sheetOptionsFrom(new URLSearchParams('')).designs).toEqual(designIds);
    expect(sheetOptionsFrom(new URLSearchParams('design=')).designs).toEqual(designIds);
  });

  it('shows the designs named, in the sheet’s order, and keeps the names that are no design to show them', () => {
    const options = sheetOptionsFrom(new URLSearchParams('design=months, dog,chat'));
    expect(options.designs).toEqual(designIds.filter((d) => d === 'dog' || d === 'months'));
    expect(options.unknownDesigns).toEqual(['chat']);
  });

  it('shows every design when no name is a design, and names them all', () => {
    const options = sheetOptionsFrom(new URLSearchParams('design=chien,<b>'));
    expect(options.designs).toEqual(designIds);
    expect(options.unknownDesigns).toEqual(['chien', '<b>']);
    expect(QA_WORDS.en.unknownDesigns(options.unknownDesigns, designIds)).toBe(
      `Unknown designs in the address: “chien”, “<b>”. The designs are: ${designIds.join(', ')}.`,
    );
  });
});

describe('the QA sheet’s other parameters in its address', () => {
  it('takes the default for a value it cannot use, and names each such value and each unknown parameter', () => {
    const options = sheetOptionsFrom(
      new URLSearchParams('design=dog&width=500&density=7&page=99&overlays=zones,foo&ui=de&bar=1'),
    );
    expect([options.width, options.density, options.page, options.ui]).toEqual([1280, 1, 0, 'fr']);
    expect([...options.overlays]).toEqual(['zones']);
    expect(options.ignored.map((p) => `${p.name}=${p.value}`)).toEqual([
      'bar=1',
      'width=500',
      'density=7',
      'page=99',
      'ui=de',
      'overlays=foo',
    ]);
    expect(QA_WORDS.en.ignoredParams(options.ignored)).toBe(
      'Ignored in the address, the default is used: bar “1” (possible: design, width, density, page, overlays, ui, lang, lab, mode); width “500” (possible: 320, 390, 768, 1280); density “7” (possible: 1, 2, 3); page “99” (possible: 1–6); ui “de” (possible: fr, en); overlays “foo” (possible: zones, covers, slots, texts, taps, margins).',
    );
  });

  it('takes lang, as the other pages name it, for the page’s language where ui is not given', () => {
    expect(sheetOptionsFrom(new URLSearchParams('lang=en')).ui).toBe('en');
    expect(sheetOptionsFrom(new URLSearchParams('lang=en&ui=fr')).ui).toBe('fr');
    expect(sheetOptionsFrom(new URLSearchParams('lang=en')).ignored).toEqual([]);
    expect(sheetOptionsFrom(new URLSearchParams('lang=de')).ignored.map((p) => p.name)).toEqual(['lang']);
  });

  it('names nothing for an address it takes whole, and cuts a long value short', () => {
    expect(sheetOptionsFrom(new URLSearchParams('design=months&page=21&width=320&density=3&ui=en&lab')).ignored).toEqual(
      [],
    );
    const [long] = sheetOptionsFrom(new URLSearchParams(`width=${'9'.repeat(16_384)}`)).ignored;
    expect(long!.value).toBe(`${'9'.repeat(39)}…`);
  });
});

describe('the QA sheet’s width', () => {
  it('is by default the widest that fits the screen: 390 on a phone, 1280 on a desktop', () => {
    expect(sheetOptionsFrom(new URLSearchParams(''), 390).width).toBe(390);
    expect(sheetOptionsFrom(new URLSearchParams(''), 1000).width).toBe(768);
    expect(sheetOptionsFrom(new URLSearchParams(''), 1280).width).toBe(1280);
    expect(sheetOptionsFrom(new URLSearchParams('width=1280'), 390).width).toBe(1280);
  });
});
