/**
 * The QA sheet's address names everything it shows that a person switches (the designs, the width,
 * the density, the page, the overlays), so that a link copied from the address bar shows the same
 * pictures elsewhere: it wrote the density only, and a link lost a width, a page or overlays
 * switched by hand. The lab's own address keeps what has no meaning there (the designs).
 */
import { describe, expect, it } from 'vitest';
import { designIds } from '../../src/layouts/index.ts';
import { addressWith, sheetOptionsFrom, type AddressedSettings } from '../../src/qa/sheet/address.ts';

const read = (search: string, screenWidth = 1280, ratio = 1) =>
  sheetOptionsFrom(new URLSearchParams(search), screenWidth, ratio);
/** What is shown, as the sheet reads and writes it: its settings. */
const settingsOf = ({ designs, width, density, page, overlays, lab }: AddressedSettings) => ({
  designs,
  width,
  density,
  page,
  overlays: [...overlays].sort(),
  lab,
});

describe('the QA sheet’s address', () => {
  it('names each setting switched by hand, and reads back as what is shown on any screen', () => {
    const opened = read('?ui=en', 1280, 2);
    const switched = {
      ...opened,
      designs: designIds.slice(0, 2),
      width: 390,
      density: 3,
      page: 2,
      overlays: new Set(['texts', 'zones'] as const),
    };
    const search = addressWith('?ui=en', switched);
    expect(search).toBe(
      `?ui=en&width=390&density=3&design=${designIds.slice(0, 2).join(',')}&page=3&overlays=zones,texts`,
    );
    // Opened on another screen (a phone of density 1): the same pictures.
    const elsewhere = read(search, 360, 1);
    expect(settingsOf(elsewhere)).toEqual(settingsOf(switched));
    expect(elsewhere.ignored).toEqual([]);
  });

  it('leaves out the designs, the page and the overlays at their defaults, and writes the screen’s width and density', () => {
    const opened = read('?design=dog&page=2&overlays=zones&ui=en', 1280, 1);
    const back = { ...opened, designs: designIds, page: 0, overlays: new Set<never>() };
    expect(addressWith('?design=dog&page=2&overlays=zones&ui=en', back)).toBe('?ui=en&width=1280&density=1');
    // Taken from a phone's screen: written, since another screen would take its own.
    expect(addressWith('', read('', 390, 3))).toBe('?width=390&density=3');
  });

  it('writes what is shown in place of values the sheet could not use', () => {
    const search = '?width=999&page=x&overlays=zones,bogus&design=nothing';
    const opened = read(search, 1280, 1);
    expect(opened.ignored.map((p) => p.name).sort()).toEqual(['overlays', 'page', 'width']);
    expect(addressWith(search, opened)).toBe('?width=1280&overlays=zones&density=1');
  });

  it('keeps the lab’s address as it is where it has no meaning: its bare name and the designs', () => {
    const search = '?lab&design=dog&ui=en';
    const opened = read(search, 1280, 1);
    expect(addressWith(search, { ...opened, width: 390, overlays: new Set(['taps'] as const) })).toBe(
      '?lab&design=dog&ui=en&width=390&density=1&overlays=taps',
    );
  });
});
