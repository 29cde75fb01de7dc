// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetOptionsFrom } from '../../src/qa/sheet/Sheet.tsx';

/** The QA sheet reads its address without complaint (unknown values fall back): each value docs/qa.md names must be taken. */
describe('the QA sheet’s address in docs/qa.md', () => {
  it('sets every option it names', () => {
    const doc = readFileSync(join(process.cwd(), 'docs', 'qa.md'), 'utf8') // vitest runs from the project;
    const search = /`(\?width=[^`]+)`/.exec(doc)?.[1];
    expect(search).toBeDefined();
    const params = new URLSearchParams(search);
    const options = sheetOptionsFrom(params);
    expect(options.width).toBe(Number(params.get('width')));
    expect(options.density).toBe(Number(params.get('density')));
    expect(options.page).toBe(Number(params.get('page')) - 1);
    expect([...options.overlays].sort()).toEqual(params.get('overlays')!.split(',').sort());
    expect(options.ui).toBe(params.get('ui'));
    expect(options.lab).toBe(false);
  });

  it('opens the design lab at the address it names', () => {
    const doc = readFileSync(join(process.cwd(), 'docs', 'qa.md'), 'utf8');
    const search = /`qa\.html(\?lab)`/.exec(doc)?.[1];
    expect(search).toBe('?lab');
    expect(sheetOptionsFrom(new URLSearchParams(search)).lab).toBe(true);
  });
});
