/**
 * What docs/qa.md says of a design.json's unknown fields is what the reader does: it refuses them,
 * naming the fields the object has. The page once said, further down, that they passed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { parseDesign } from '../../src/layouts/parseDesign.ts';
import { ROOT } from '../cli/helpers.ts';

describe('docs/qa.md on unknown fields of design.json', () => {
  it('says they are refused, as parseDesign refuses them, and nowhere that they pass', () => {
    const design = JSON.parse(readFileSync(join(ROOT, 'designs/months/design.json'), 'utf8')) as Record<string, unknown>;
    const parsed = parseDesign({ ...design, titel: 'x' }, ['months.svg', 'months.en.svg'], DESIGN_WORDS.en, 'months');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.errors.join('\n')).toMatch(/unknown field "titel"/);
    const page = readFileSync(join(ROOT, 'docs/qa.md'), 'utf8').replace(/\s+/g, ' ');
    expect(page).toContain('Every object is closed: a field not in this table');
    expect(page).not.toMatch(/unknown (keys|fields) (are|is) not reported|schema lets them pass/i);
  });
});
