import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileErrorsEndTheirRequest } from '../../src/qa/cli/serve.ts';
import type { QaApi } from '../../src/qa/sheet/api.ts';
import { waitForTicket } from './browser.ts';

import { buildForProduction } from './productionBuild.ts';
import { sharedSession } from './sharedSession.ts';
import { gainTop } from './zoneButtons.ts';

/*
 * The "done when": a design folder copied under a new id, with one zone moved, appears in
 * the lobby, the studio and the QA sheet after a rebuild, with no source file edited. In a copy
 * of the project (its sources, design folders and build, node_modules linked): the only change
 * made there is the new folder.
 */

const ROOT = process.cwd();
/** What a build reads: everything else (tests, docs, the bench) stays behind. */
const COPIED = [
  'src',
  'designs',
  'assets',
  'build',
  'public',
  'index.html',
  'studio.html',
  'qa.html',
  'embed.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
];
const MOVED_BY = 20; // ticket units: the Gain box of the copy is this much lower

let copy = '';
let url = '';
let close: () => Promise<void> = () => Promise.resolve();
const s = sharedSession({ width: 1280, height: 900 });

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'grattez-design-folder-'));
  for (const name of COPIED) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The designer's work: calendrier copied as "agenda", its name changed and its Gain box moved down.
  cpSync(join(copy, 'designs', 'calendrier'), join(copy, 'designs', 'agenda'), { recursive: true });
  const file = join(copy, 'designs', 'agenda', 'design.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    design: string;
    name: { fr: string; en: string };
    zones: { id: string; shape: { y: number }[]; amountDigits?: { y: number }; amountWords?: { y: number } }[];
  };
  json.design = 'agenda';
  json.name = { fr: 'Agenda', en: 'Diary' };
  const gain = json.zones.find((z) => z.id === 'gain')!;
  for (const box of [...gain.shape, gain.amountDigits!, gain.amountWords!]) box.y += MOVED_BY;
  writeFileSync(file, JSON.stringify(json));

  const outDir = join(copy, 'dist');
  await buildForProduction({ root: copy, logLevel: 'silent', build: { outDir, sourcemap: false } });
  const server = await preview({
    root: copy,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    // The closed server may still be sending a file of the copy (the QA sheet loads every design's
    // art) as afterAll removes it: that request ends there, not the run.
    plugins: [fileErrorsEndTheirRequest],
  });
  url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  close = () => server.close();
}, 240_000);

afterAll(async () => {
  await close();
  rmSync(copy, { recursive: true, force: true });
});

describe('a design folder added to a copy of the project', () => {
  it('is offered in the lobby, and draws its tickets with the zone where it moved it', async () => {
    const { page } = s;
    await page.goto(`${url}/`);
    const card = page.getByTestId('game-months');
    await card.getByRole('radio', { name: 'Agenda' }).check();
    await card.getByRole('button', { name: /^Acheter/ }).click();
    await waitForTicket(page);
    expect((await gainTop(page)) * 900).toBeCloseTo(716 + MOVED_BY, 0);
    expect(new URL(page.url()).searchParams.get('design')).toBe('agenda');
  });

  it('is a design of the studio', async () => {
    const { page } = s;
    await page.goto(`${url}/studio.html?design=agenda&prize=0`);
    await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: 'Agenda' }).isChecked()).toBe(true);
    expect(await page.getByTestId('share-link').inputValue()).toContain('design=agenda');
  });

  it('is on the QA sheet, and in the pictures and checks npm run qa takes', async () => {
    const { page } = s;
    await page.goto(`${url}/qa.html?mode=api`);
    await page.locator('body[data-api="ready"]').waitFor({ state: 'attached' });
    const names = await page.evaluate(() =>
      (window as unknown as { grattezQa: QaApi }).grattezQa.images().map((spec) => spec.name),
    );
    expect(names).toContain('agenda-fr-revealed-d1');
    await page.goto(`${url}/qa.html`);
    const section = page.locator('section.qa-design[data-design="agenda"]').first();
    await section.waitFor();
    expect(await section.locator('h2').first().textContent()).toMatch(/^12 Mois · Agenda/);
  });
});
