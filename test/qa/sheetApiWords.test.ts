// @vitest-environment jsdom
/**
 * The QA page's API (`window.grattezQa`, driven by `grattez check-layout` and `npm run qa`) says
 * what is wrong with a layout or a design folder in the tool's language (`progressLang`: the
 * terminal's), not in English whatever the tool's; without one, in the art's language.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { createQaApi } from '../../src/qa/sheet/api.ts';

/** What the API answers a design folder whose design.json has a trailing comma. */
async function folderProblems(say: Lang | undefined): Promise<string> {
  const result = await createQaApi().checkFolder({ 'design.json': '{ "game": "paws", }' }, 'broken', 'fr', {
    ...(say === undefined ? {} : { progressLang: say }),
  });
  if (result.ok) throw new Error('a folder with a broken design.json was taken');
  return result.problems.join('\n');
}

/** What the API throws for a layout missing most of its fields. */
async function layoutRefusal(say: Lang): Promise<string> {
  try {
    await createQaApi().checkLayout({ width: 1 }, 'en', { progressLang: say });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('a layout missing its fields was taken');
}

describe('the QA page API', () => {
  it('names what is wrong with a design folder in the tool’s language', async () => {
    expect(await folderProblems('en')).toMatch(/not valid JSON: trailing comma/);
    const french = await folderProblems('fr');
    expect(french).not.toMatch(/not valid|trailing comma/);
    expect(french).toMatch(/virgule/);
    expect(await folderProblems(undefined)).toBe(french); // the art's language, French here
  });

  it('refuses a layout that is not one in the tool’s language', async () => {
    const english = await layoutRefusal('en');
    expect(english).toMatch(/missing/);
    expect(await layoutRefusal('fr')).not.toMatch(/missing|expected/);
  });
});
